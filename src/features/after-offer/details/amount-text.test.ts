import fc from 'fast-check';
import { formatMoney } from '#shared/lib/money.ts';
import { amountIssue, MAX_AMOUNT, toAmount } from './amount-text.ts';

describe('amounts typed as text', () => {
  it.each([
    ['8500', 'es-MX', 8500],
    ['$8,500.50', 'es-MX', 8500.5],
    [' 0 ', 'es-MX', 0],
    ['12.500,75', 'es-ES', 12500.75],
    ['1 234,5', 'pl-PL', 1234.5],
  ])('reads %j in %s as %d', (text, locale, amount) => {
    expect(amountIssue(text, locale)).toBeUndefined();
    expect(toAmount(text, locale)).toBe(amount);
  });

  it.each([
    ['', 'validation.required'],
    ['  ', 'validation.required'],
    ['a lot', 'validation.money'],
    ['1.2.3', 'validation.money'],
    ['10.555', 'validation.money'],
    // The limits are money in the market's currency (the test build's market is Mexico).
    ['-1', '{"key":"validation.amount.min","params":{"min":"$0"}}'],
    ['100000000.01', '{"key":"validation.amount.max","params":{"max":"$100,000,000"}}'],
  ])('refuses %j with %s', (text, message) => {
    expect(amountIssue(text, 'es-MX')).toBe(message);
  });

  it.each(['es-MX', 'es-CO', 'es-ES', 'de-DE', 'pl-PL', 'ro-RO', 'fil-PH'])(
    'reads back any amount in cents as %s formats it',
    (locale) => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: MAX_AMOUNT * 100 }), (cents) => {
          const text = formatMoney(cents / 100, locale, 'EUR');
          expect(amountIssue(text, locale)).toBeUndefined();
          expect(toAmount(text, locale)).toBe(cents / 100);
        }),
      );
    },
  );
});
