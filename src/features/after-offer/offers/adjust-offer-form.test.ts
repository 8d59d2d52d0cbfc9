import { decodeMessage } from '../../../shared/i18n/encoded-message';
import { adjustedTerms, amountProblem, periodProblem } from './adjust-offer-form';
import type { AdjustLimits } from './offer-terms';

const limits: AdjustLimits = {
  amount: { min: 500, max: 10_050, step: 100 },
  period: { min: 1, max: 36, step: 1 },
};
const key = (message: string | undefined) => (message === undefined ? undefined : decodeMessage(message));

describe('the changed amount', () => {
  it.each([
    ['', { key: 'validation.required' }],
    ['diez mil', { key: 'validation.money' }],
    ['400', { key: 'validation.min', params: { min: 500 } }],
    ['20000', { key: 'validation.max', params: { max: 10_050 } }],
    ['5050', { key: 'validation.step', params: { step: 100 } }],
    ['5000', undefined],
    ['5,000', undefined],
    ['$5,000', undefined],
    ['10050', undefined],
  ])('%j: %j', (typed, expected) => {
    const decoded = key(amountProblem(typed, limits.amount, 'es-MX'));
    if (expected === undefined) expect(decoded).toBeUndefined();
    else expect(decoded).toMatchObject(expected);
  });
});

describe('the changed term', () => {
  it.each([
    ['', { key: 'validation.required' }],
    ['12.5', { key: 'validation.number' }],
    ['doce', { key: 'validation.number' }],
    ['0', { key: 'validation.min', params: { min: 1 } }],
    ['48', { key: 'validation.max', params: { max: 36 } }],
    ['18', undefined],
    [' 36 ', undefined],
  ])('%j: %j', (typed, expected) => {
    const decoded = key(periodProblem(typed, limits.period ?? limits.amount));
    if (expected === undefined) expect(decoded).toBeUndefined();
    else expect(decoded).toMatchObject(expected);
  });
});

describe('adjustedTerms', () => {
  it.each([
    ['5,000', '18', limits, { amount: 5000, period: 18 }],
    ['5000', '48', limits, undefined],
    ['50', '18', limits, undefined],
    ['5000', 'x', { ...limits, period: undefined }, { amount: 5000, period: 12 }],
  ])('%j and %j: %j', (amount, period, given, expected) => {
    expect(adjustedTerms(given, 'es-MX', { period: 12 }, amount, period)).toEqual(expected);
  });
});
