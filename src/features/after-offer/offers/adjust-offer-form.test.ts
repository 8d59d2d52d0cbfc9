import { decodeMessage } from '#shared/i18n/encoded-message.ts';
import { adjustedTerms, amountProblem, periodProblem, type OfferMoney } from './adjust-offer-form.ts';
import type { AdjustLimits } from './offer-terms.ts';

const limits: AdjustLimits = {
  amount: { min: 500, max: 10_050, step: 100 },
  period: { min: 1, max: 36, step: 1 },
};
const MEXICO: OfferMoney = { intlLocale: 'es-MX', currency: 'MXN' };
const key = (message: string | undefined) => (message === undefined ? undefined : decodeMessage(message));

describe('the changed amount', () => {
  it.each([
    ['', { key: 'validation.required' }],
    ['diez mil', { key: 'validation.money' }],
    ['400', { key: 'validation.amount.min', params: { min: '$500' } }],
    ['20000', { key: 'validation.amount.max', params: { max: '$10,050' } }],
    ['5050', { key: 'validation.amount.step', params: { step: '$100', min: '$500' } }],
    ['5000', undefined],
    ['5,000', undefined],
    ['$5,000', undefined],
    ['10050', undefined],
  ])('%j: %j', (typed, expected) => {
    const decoded = key(amountProblem(typed, limits.amount, MEXICO));
    if (expected === undefined) expect(decoded).toBeUndefined();
    else expect(decoded).toEqual(expected);
  });

  // The limits read as money the way each country writes it: symbol, grouping and place of the currency.
  it.each<[string, OfferMoney, string, string, string]>([
    ['mx', MEXICO, '400', 'validation.amount.min', '$500'],
    ['es', { intlLocale: 'es-ES', currency: 'EUR' }, '400', 'validation.amount.min', '500\u00a0€'],
    ['pl', { intlLocale: 'pl-PL', currency: 'PLN' }, '400', 'validation.amount.min', '500\u00a0zł'],
    ['mx', MEXICO, '20000', 'validation.amount.max', '$10,050'],
    ['es', { intlLocale: 'es-ES', currency: 'EUR' }, '20000', 'validation.amount.max', '10.050\u00a0€'],
    ['pl', { intlLocale: 'pl-PL', currency: 'PLN' }, '20000', 'validation.amount.max', '10\u00a0050\u00a0zł'],
  ])('in %s, %j gives %s with %j', (_country, money, typed, messageKey, limit) => {
    const decoded = key(amountProblem(typed, limits.amount, money));
    expect(decoded?.key).toBe(messageKey);
    expect(Object.values(decoded?.params ?? {})).toEqual([limit]);
  });
});

describe('the changed term', () => {
  const range = limits.period ?? limits.amount;
  it.each([
    ['', { key: 'validation.required' }],
    ['12.5', { key: 'validation.number' }],
    ['doce', { key: 'validation.number' }],
    ['0', { key: 'validation.term.range', params: { min: 1, max: 36, count: 36, context: 'months' } }],
    ['48', { key: 'validation.term.range', params: { min: 1, max: 36, count: 36, context: 'months' } }],
    ['18', undefined],
    [' 36 ', undefined],
  ])('%j: %j', (typed, expected) => {
    const decoded = key(periodProblem(typed, range, 'months'));
    if (expected === undefined) expect(decoded).toBeUndefined();
    else expect(decoded).toEqual(expected);
  });

  it('names the offer unit and the step off the grid', () => {
    const days = { min: 15, max: 120, step: 15 };
    expect(key(periodProblem('200', days, 'days'))).toEqual({
      key: 'validation.term.range',
      params: { min: 15, max: 120, count: 120, context: 'days' },
    });
    expect(key(periodProblem('20', days, 'days'))).toEqual({
      key: 'validation.term.step',
      params: { step: 15, min: 15, context: 'days' },
    });
  });
});

describe('adjustedTerms', () => {
  it.each([
    ['5,000', '18', limits, { amount: 5000, period: 18 }],
    ['5000', '48', limits, undefined],
    ['50', '18', limits, undefined],
    ['5000', 'x', { ...limits, period: undefined }, { amount: 5000, period: 12 }],
  ])('%j and %j: %j', (amount, period, given, expected) => {
    expect(adjustedTerms(given, MEXICO, { period: 12, periodScale: 'months' }, amount, period)).toEqual(
      expected,
    );
  });
});
