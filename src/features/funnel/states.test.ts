import { APPLICATION_STATE } from '#contract/application-state.ts';
import {
  CLASSIC_PRE_OFFER_ORDER,
  FUNNEL_STATES,
  UTILITY_ROUTES,
  firstPagePath,
  isAfterOfferState,
  pathOfState,
  stateByNumber,
  stateByPath,
} from './states.ts';

/** Spec section 2, every route as the spec lists it ({id} stands for any lead id). */
const SPEC_PRE_OFFER_ROUTES = [
  '/',
  '/loan-information',
  '/personal-details',
  '/contact-details',
  '/income-details',
  '/other-information',
  '/reference-information',
  '/employment-details',
];
const SPEC_OTHER_ROUTES = [
  '/checking',
  '/accepted',
  '/thank-you',
  '/redirected',
  '/rejected',
  '/continue/{id}',
  '/unsubscribe',
  '/404',
  '/mobile-verification',
  '/change-mobile-number',
  '/vehicle',
  '/consents',
  '/dynamic-consents',
  '/additional-employment-details',
  '/marital-details',
  '/credit-details',
  '/professional-details',
  '/cnp',
  '/id-upload',
  '/customer-debts',
  '/reference-details',
  '/wniosek',
  '/wniosek-uzupelnienie',
];

const allNumbers = Array.from({ length: 42 }, (_, state) => state);

describe('spec 3: the application states 0 to 41 as one table', () => {
  it('has one entry per state, in order', () => {
    expect(FUNNEL_STATES.map((entry) => entry.state)).toEqual(allNumbers);
  });

  it('names each state as the contract does', () => {
    for (const [name, state] of Object.entries(APPLICATION_STATE)) {
      expect(stateByNumber(state)?.name).toBe(name);
    }
  });

  it.each(allNumbers)('state %i has a route under the base path', (state) => {
    expect(stateByNumber(state)?.path).toMatch(/^\/([a-z0-9-]+)?$/);
  });

  it('no two states share a route', () => {
    const paths = FUNNEL_STATES.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('state and utility routes never collide', () => {
    const statePaths = new Set(FUNNEL_STATES.map((entry) => entry.path));
    for (const path of Object.values(UTILITY_ROUTES)) expect(statePaths.has(path)).toBe(false);
  });
});

describe('spec 2: every route of the spec is present', () => {
  const utility = new Set<string>(Object.values(UTILITY_ROUTES));

  it.each([...SPEC_PRE_OFFER_ROUTES, ...SPEC_OTHER_ROUTES])('%s', (route) => {
    const pathname = route.replace('{id}', '6f1c2d4e-0000-4000-8000-000000000001');
    expect(stateByPath(pathname) !== undefined || utility.has(pathname)).toBe(true);
  });

  it('/credit-details is the partner credit step (state 26), the only partner step the spec names', () => {
    expect(stateByPath('/credit-details')?.state).toBe(26);
  });
});

describe('spec 2: the listed pre-offer screens come before the offer, every other screen after it', () => {
  it.each(FUNNEL_STATES.map((entry) => [entry.path, entry.state] as const))('%s', (path, state) => {
    expect(isAfterOfferState(state)).toBe(!SPEC_PRE_OFFER_ROUTES.includes(path));
  });
});

describe('spec 3: data keys', () => {
  it.each([
    ['personalDetails', 2],
    ['contactDetails', 3],
    ['incomeDetails', 4],
    ['otherDetails', 5],
    ['referenceInformation', 25],
    ['employer', 8],
  ])('%s belongs to state %i only', (key, state) => {
    expect(FUNNEL_STATES.filter((entry) => entry.dataKey === key).map((entry) => entry.state)).toEqual([
      state,
    ]);
  });
});

describe('lookups', () => {
  it.each([
    ['/personal-details', 2],
    ['/personal-details/', 2],
    ['', 0],
    ['/', 0],
    ['/continue/abc', 14],
    ['/continue', 14],
    ['/accepted', 10],
  ])('%s is state %i', (path, state) => {
    expect(stateByPath(path)?.state).toBe(state);
  });

  it.each(['/unsubscribe', '/404', '/nope', '/personal-details/extra', '/continuex'])(
    '%s is no state',
    (path) => {
      expect(stateByPath(path)).toBeUndefined();
    },
  );

  it.each([
    [10, '/accepted'],
    [-1, '/'],
    [42, '/'],
    [2.5, '/'],
  ])('the route of %s is %s (the index route when there is no such state)', (state, path) => {
    expect(pathOfState(state)).toBe(path);
  });
});

describe('spec 4: the classic pre-offer order', () => {
  it('is loan information, personal, contact, income, other information, reference information, checking', () => {
    expect(CLASSIC_PRE_OFFER_ORDER.map((state) => stateByNumber(state)?.name)).toEqual([
      'loanInformation',
      'personalDetails',
      'contactDetails',
      'incomeDetails',
      'otherInformation',
      'referenceInformation',
      'checking',
    ]);
  });
});

describe('spec 2: the first page', () => {
  it('is personal details for classic forms', () => {
    expect(firstPagePath('classic')).toBe('/personal-details');
    expect(firstPagePath('classic', 'loan-details')).toBe('/personal-details');
  });

  it('comes from configuration for v3 forms', () => {
    expect(firstPagePath('dynamic', 'loan-details')).toBe('/loan-details');
  });

  it('is initial-details for v3 forms whose configuration names none', () => {
    expect(firstPagePath('dynamic')).toBe('/initial-details');
    expect(firstPagePath('dynamic', '  ')).toBe('/initial-details');
  });
});
