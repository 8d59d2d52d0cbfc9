import fc from 'fast-check';
import { compactCode, isMoney, parseMoney, serverFieldOf } from './form-rules.ts';

describe('money typed in the market (Mexico in unit tests)', () => {
  it.each([
    ['18500', 18500],
    ['18,500.50', 18500.5],
    ['$18,500', 18500],
    [' 2 500 ', 2500],
    ['abc', Number.NaN],
    ['', Number.NaN],
  ])('reads %j as %d', (typed, amount) => {
    expect(parseMoney(typed)).toBe(amount);
  });

  it.each([
    [0, true],
    [2500.5, true],
    [0.01, true],
    [100_000_000, true],
    [100_000_000.01, false],
    [-1, false],
    [10.005, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('isMoney(%d) is %s', (amount, money) => {
    expect(isMoney(amount)).toBe(money);
  });

  it('reads back any amount in cents as the market formats it', () => {
    const format = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const amount = cents / 100;
        const read = parseMoney(format.format(amount));
        return read === amount && isMoney(read);
      }),
    );
  });
});

describe('identifier codes', () => {
  it.each([
    ['abc 123-45.6', 'ABC123456'],
    ['GODE561231GR8', 'GODE561231GR8'],
    ['', ''],
  ])('compacts %j to %j', (typed, compact) => {
    expect(compactCode(typed)).toBe(compact);
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (typed) => compactCode(compactCode(typed)) === compactCode(typed)));
  });
});

describe('server field names', () => {
  const fieldOf = serverFieldOf({ employerName: 'employer.name', payday: 'incomeDetails.incomePayday' });
  it.each([
    ['employer.name', 'employerName'],
    ['incomeDetails.incomePayday', 'payday'],
    ['incomeDetails.iban', undefined],
    ['', undefined],
  ])('%j is the field %j', (server, field) => {
    expect(fieldOf(server)).toBe(field);
  });
});
