import fc from 'fast-check';
import { decodeMessage } from '#shared/i18n/encoded-message.ts';
import { formatMoney } from '#shared/lib/money.ts';
import { formatAmount, moneyIssue, readMoney, type MoneyFormat } from './answers.ts';
import { normalizePlate, toVehicleBody, vehicleSchema } from './vehicle-answers.ts';

const mexico: MoneyFormat = { intlLocale: 'es-MX', currency: 'MXN', currencySymbol: '$' };
const spain: MoneyFormat = { intlLocale: 'es-ES', currency: 'EUR', currencySymbol: '€' };

describe('readMoney', () => {
  it.each([
    ['2500', mexico, 2500],
    ['2,500.50', mexico, 2500.5],
    ['$2,500', mexico, 2500],
    [' 0 ', mexico, 0],
    ['2.500,50 €', spain, 2500.5],
    ['2500,5', spain, 2500.5],
  ])('reads %j as an amount', (typed, format, amount) => {
    expect(readMoney(typed, format)).toBe(amount);
  });

  it.each([['abc'], ['-5'], ['12.345'], ['12a'], [''], ['1.2.3'], ['.5']])('refuses %j', (typed) => {
    expect(readMoney(typed, mexico)).toBeUndefined();
  });

  it('reads back any amount the market formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const amount = cents / 100;
        expect(readMoney(formatMoney(amount, 'es-MX', 'MXN'), mexico)).toBe(amount);
        expect(readMoney(formatMoney(amount, 'es-ES', 'EUR'), spain)).toBe(amount);
      }),
    );
  });
});

describe('formatAmount', () => {
  it.each([
    [1950.5, mexico, '$1,950.50'],
    [1950, mexico, '$1,950'],
    [0.05, mexico, '$0.05'],
    [1950.5, spain, '1950,50\u00a0€'],
  ])('writes %d as %j', (amount, format, text) => {
    expect(formatAmount(amount, format)).toBe(text);
  });
});

describe('moneyIssue', () => {
  it.each([
    ['', 1, 'validation.required'],
    ['x', 1, 'validation.money'],
    ['0', 1, '{"key":"validation.amount.min","params":{"min":"$1"}}'],
    ['100000001', 0, '{"key":"validation.amount.max","params":{"max":"$100,000,000"}}'],
    ['0', 0, undefined],
    ['250.75', 1, undefined],
  ])('%j with a minimum of %d: %s', (typed, min, issue) => {
    expect(moneyIssue(typed, min, mexico)).toBe(issue);
  });

  // The limits in the message are money as each country writes it, never a bare number.
  it.each<[string, MoneyFormat, string, string]>([
    ['mx', mexico, '$1,500.50', '$100,000,000'],
    ['es', spain, '1500,50\u00a0€', '100.000.000\u00a0€'],
    [
      'pl',
      { intlLocale: 'pl-PL', currency: 'PLN', currencySymbol: 'zł' },
      '1500,50\u00a0zł',
      '100\u00a0000\u00a0000\u00a0zł',
    ],
  ])('in %s names the limits as money', (_country, format, min, max) => {
    expect(decodeMessage(moneyIssue('1', 1500.5, format) ?? '')).toEqual({
      key: 'validation.amount.min',
      params: { min },
    });
    expect(decodeMessage(moneyIssue('200000000', 0, format) ?? '')).toEqual({
      key: 'validation.amount.max',
      params: { max },
    });
  });
});

describe('vehicle answers', () => {
  const list = { makes: [{ name: 'Nissan', models: [{ name: 'Tsuru', yearFrom: 1992, yearTo: 2017 }] }] };
  const today = new Date('2026-03-01T12:00:00Z');
  const valid = {
    make: 'Nissan',
    model: 'Tsuru',
    year: '2010',
    licensePlateNumber: 'abc-123-d',
    isFinanced: 'yes' as const,
    ownership: 'joint' as const,
  };
  const messages = (values: object) =>
    vehicleSchema(list, today)
      .safeParse(values)
      .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

  it.each([
    [{}, []],
    [
      { year: '2027' },
      ['year: {"key":"vehicle.errors.modelYears","params":{"model":"Nissan Tsuru","from":1992,"to":2017}}'],
    ],
    [{ year: '2028' }, ['year: {"key":"vehicle.errors.year","params":{"min":1950,"max":2027}}']],
    [{ model: 'Versa' }, ['model: validation.choice']],
    [{ make: 'Ford', model: '' }, ['make: validation.choice', 'model: validation.choice']],
    [{ licensePlateNumber: '-' }, ['licensePlateNumber: validation.pattern.licensePlate']],
    [{ licensePlateNumber: 'ABCDEFGHIJKLM' }, ['licensePlateNumber: validation.pattern.licensePlate']],
    [{ ownership: '' }, ['ownership: validation.choice']],
  ])('with %j: %j', (change, expected) => {
    expect(messages({ ...valid, ...change })).toEqual(expected);
  });

  it.each([
    ['abc-123-d', 'ABC-123-D'],
    ['  ab  12 ', 'AB 12'],
  ])('writes the plate %j as %j', (typed, plate) => {
    expect(normalizePlate(typed)).toBe(plate);
  });

  it('sends the year as a number and the answers as booleans and codes', () => {
    expect(toVehicleBody('lead', { ...valid, year: ' 2010 ' })).toEqual({
      id: 'lead',
      make: 'Nissan',
      model: 'Tsuru',
      year: 2010,
      licensePlateNumber: 'ABC-123-D',
      isFinanced: true,
      ownership: 'joint',
    });
  });
});
