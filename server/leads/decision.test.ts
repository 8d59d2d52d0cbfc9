// @vitest-environment node
import fc from 'fast-check';
import { decide, emailMarker, STEP_STATES, type DecisionInput } from './decision.ts';

const lead = (email: string, amount: number, monthlyIncome?: number, extra: Partial<DecisionInput> = {}) => ({
  data: {
    amount,
    contactDetails: { email },
    incomeDetails: monthlyIncome === undefined ? {} : { monthlyIncome },
  },
  completedStates: [],
  mobileVerified: false,
  ...extra,
});

describe('decide', () => {
  it.each([
    ['marker +reject beats good numbers', lead('a+reject@x.mx', 1000, 50_000), 'rejected', 13],
    ['marker +accept beats bad numbers', lead('a+accept@x.mx', 150_000, 0), 'accepted', 10],
    ['marker +thankyou', lead('a+thankyou@x.mx', 1000, 50_000), 'thank-you', 11],
    ['marker +redirect', lead('a+redirect@x.mx', 1000, 50_000), 'redirected', 12],
    ['marker +redirectpost', lead('a+redirectpost@x.mx', 1000, 50_000), 'redirected', 12],
    ['marker +verify before verification', lead('a+verify@x.mx', 1000, 50_000), 'mobile-verification', 7],
    [
      'marker +verify after verification',
      lead('a+verify@x.mx', 1000, 50_000, { mobileVerified: true }),
      'accepted',
      10,
    ],
    ['marker +step26 before the step', lead('a+step26@x.mx', 1000, 50_000), 'partner-step', 26],
    [
      'marker +step26 after it',
      lead('a+step26@x.mx', 1000, 50_000, { completedStates: [26] }),
      'accepted',
      10,
    ],
    ['an unknown marker falls back to numbers', lead('a+newsletter@x.mx', 10_000, 20_000), 'accepted', 10],
    ['+step13 is not a step state', lead('a+step13@x.mx', 10_000, 20_000), 'accepted', 10],
    ['no income', lead('a@x.mx', 10_000), 'rejected', 13],
    ['income under 3,000', lead('a@x.mx', 1_000, 2_999), 'rejected', 13],
    ['amount over 10x income', lead('a@x.mx', 100_100, 10_000), 'redirected', 12],
    ['amount over 5x income', lead('a@x.mx', 50_100, 10_000), 'thank-you', 11],
    ['amount at 5x income', lead('a@x.mx', 50_000, 10_000), 'accepted', 10],
  ] as const)('%s', (_case, input, status, state) => {
    expect(decide(input)).toMatchObject({ status, state });
  });

  it('chooses the redirect method from the marker', () => {
    expect(decide(lead('a+redirect@x.mx', 1, 5000))).toMatchObject({ method: 'GET' });
    expect(decide(lead('a+redirectpost@x.mx', 1, 5000))).toMatchObject({ method: 'POST' });
  });

  it('every step state is reachable with +stepN and ends accepted once completed', () => {
    for (const state of STEP_STATES) {
      expect(decide(lead(`a+step${state}@x.mx`, 1, 5000))).toMatchObject({ status: 'partner-step', state });
      expect(decide(lead(`a+step${state}@x.mx`, 1, 5000, { completedStates: [state] })).status).toBe(
        'accepted',
      );
    }
  });

  it('is a function of its input (same lead, same decision)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (amount, income) => {
          const input = lead('a@x.mx', amount, income);
          expect(decide(input)).toEqual(decide(structuredClone(input)));
        },
      ),
    );
  });

  it('reads the marker from the local part only', () => {
    expect(emailMarker('maria+Accept@example.com')).toBe('accept');
    expect(emailMarker('maria@example+reject.com')).toBeUndefined();
  });
});
