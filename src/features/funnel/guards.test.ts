import type { ApplicationState } from '#contract/application-state.ts';
import { furthestPath, furthestState, mayEnterState, redirectFor, type FunnelOrder } from './guards.ts';
import type { ProgressState } from './progress.ts';

describe('the furthest step an applicant may see', () => {
  it.each<[string, ProgressState, ApplicationState]>([
    ['nothing done yet: the first page (personal details)', 0, 2],
    ['loan information comes before the first page: still the first page', 1, 2],
    ['on contact details', 3, 3],
    ['on reference information', 25, 25],
    ['checking', 6, 6],
    ['accepted', 10, 10],
    ['a list the server chose: its first step', [20, 35], 20],
    ['an empty list is state 0', [], 2],
  ])('%s', (_name, progress, expected) => {
    expect(furthestState(progress)).toBe(expected);
  });

  it('follows the variant order and first page', () => {
    const order: FunnelOrder = { preOfferOrder: [1, 2, 8, 6], firstState: 1 };
    expect(furthestState(0, order)).toBe(1);
    expect(furthestPath(0, order)).toBe('/loan-information');
  });
});

describe('guard: a deep link to a step not yet reached goes to the furthest step', () => {
  it.each<[string, string, ProgressState, string | null]>([
    ['a fresh applicant opens income details', '/income-details', 0, '/personal-details'],
    ['a fresh applicant opens the first page', '/personal-details', 0, null],
    ['a fresh applicant opens loan information (before the first page)', '/loan-information', 0, null],
    ['a fresh applicant opens the index', '/', 0, null],
    ['on contact details, opens other information', '/other-information', 3, '/contact-details'],
    ['on contact details, opens reference information', '/reference-information', 3, '/contact-details'],
    ['on income details, goes back to personal details', '/personal-details', 4, null],
    ['on reference information, goes back to other information', '/other-information', 25, null],
    ['before submitting, opens checking', '/checking', 5, '/other-information'],
    ['a trailing slash is the same page', '/income-details/', 0, '/personal-details'],
  ])('%s', (_name, path, progress, expected) => {
    expect(redirectFor(path, progress)).toBe(expected);
  });
});

describe('guard: an after-offer route cannot be entered unless the server chose it', () => {
  it.each<[string, string, ProgressState, string | null]>([
    ['accepted while filling the form', '/accepted', 3, '/contact-details'],
    ['accepted while checking', '/accepted', 6, '/checking'],
    ['rejected after being accepted', '/rejected', 10, '/accepted'],
    ['the chosen outcome', '/accepted', 10, null],
    ['a partner offer page not chosen', '/partner-offer-2', 37, '/offer-choice'],
    ['the second of two chosen steps', '/dynamic-consents', [20, 35], null],
    ['a step outside the chosen list', '/vehicle', [20, 35], '/consents'],
    ['mobile verification chosen by the server', '/mobile-verification', 7, null],
  ])('%s', (_name, path, progress, expected) => {
    expect(redirectFor(path, progress)).toBe(expected);
  });
});

describe('guard: after the lead is submitted the pre-offer steps are closed (back never re-submits)', () => {
  it.each<[string, string, ProgressState, string]>([
    ['back from checking to the last step', '/other-information', 6, '/checking'],
    ['back from the offer to a form', '/personal-details', 10, '/accepted'],
    ['back from the offer to the index', '/', 10, '/accepted'],
    ['back from a partner step to loan information', '/loan-information', 17, '/sale'],
  ])('%s', (_name, path, progress, expected) => {
    expect(redirectFor(path, progress)).toBe(expected);
  });
});

describe('guard: pages outside the funnel are never redirected', () => {
  it.each<[string, ProgressState]>([
    ['/continue/6f1c2d4e-0000-4000-8000-000000000001', 0],
    ['/continue/6f1c2d4e-0000-4000-8000-000000000001', 10],
    ['/unsubscribe', 3],
    ['/404', 10],
    ['/no-such-page', 0],
  ])('%s with progress %j', (path, progress) => {
    expect(redirectFor(path, progress)).toBeNull();
  });
});

describe('guard: states outside the variant order', () => {
  it('employment details is entered only when in progress for the classic order', () => {
    expect(mayEnterState(8, 4)).toBe(false);
    expect(mayEnterState(8, 8)).toBe(true);
  });

  it('a variant whose order has employment details lets the applicant go back to it', () => {
    const order: FunnelOrder = { preOfferOrder: [1, 2, 3, 8, 4, 6], firstState: 2 };
    expect(mayEnterState(8, 4, order)).toBe(true);
    expect(redirectFor('/income-details', 8, order)).toBe('/employment-details');
  });
});

describe('guard: a redirect always lands on a page the guard accepts', () => {
  const paths = ['/', '/loan-information', '/personal-details', '/income-details', '/checking', '/accepted'];
  const progresses: ProgressState[] = [0, 1, 2, 4, 5, 25, 6, 7, 10, 13, [20, 35], 41];
  it.each(progresses.flatMap((progress) => paths.map((path) => [path, progress] as const)))(
    '%s with progress %j',
    (path, progress) => {
      const target = redirectFor(path, progress);
      if (target !== null) expect(redirectFor(target, progress)).toBeNull();
    },
  );
});
