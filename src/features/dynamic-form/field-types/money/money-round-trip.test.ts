import fc from 'fast-check';
import { COUNTRIES } from '#markets/matrix.ts';
import { rulesOf } from '#test/rules.ts';
import { FIELD_REGISTRY } from '../../field-registry.ts';
import { moneyFieldType } from './index.ts';

const TODAY = '2025-06-15';

describe.each(COUNTRIES)('an amount in %s', (country) => {
  const rules = rulesOf(country);
  const validator = FIELD_REGISTRY['expenses.monthlyExpenses'].buildValidator(
    { name: 'expenses.monthlyExpenses', required: true },
    rules,
    TODAY,
  );

  it('reads back as the same amount from what the field shows, with any kind of space typed (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom(' ', '\u00a0', '\u202f'),
        (whole, cents, space) => {
          const amount = whole + cents / 100;
          const shown = String(moneyFieldType.toInput(amount, rules)).replace(/[\u00a0\u202f]/g, space);
          expect(validator.parse(shown)).toBeCloseTo(amount, 2);
        },
      ),
    );
  });
});
