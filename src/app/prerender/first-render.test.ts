import fc from 'fast-check';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { InMemoryKey, StorageKey } from '#shared/lib/storage/keys.ts';
import { firstRenderOf, screenPathOf, type FirstRenderFacts } from './first-render.ts';

const firstVisit = (overrides: Partial<FirstRenderFacts> = {}): FirstRenderFacts => ({
  prerenderedPath: '/loan-details',
  pathname: '/application-frontend/',
  basePath: '/application-frontend',
  landingFillsForm: false,
  storage: memorySafeStorage().storage,
  embedded: false,
  ...overrides,
});

describe('whether the prerendered first step is hydrated', () => {
  it.each([
    ['the entry path', '/application-frontend/'],
    ['the entry path without its slash', '/application-frontend'],
    ['the prerendered step itself', '/application-frontend/loan-details'],
  ])('hydrates a first visit at %s, at the step prerendered', (_case, pathname) => {
    expect(firstRenderOf(firstVisit({ pathname }))).toEqual({
      kind: 'hydrate',
      url: '/application-frontend/loan-details',
    });
  });

  it('hydrates under the root base path too', () => {
    expect(firstRenderOf(firstVisit({ basePath: '/', pathname: '/' }))).toEqual({
      kind: 'hydrate',
      url: '/loan-details',
    });
  });

  it.each<[string, Partial<FirstRenderFacts>]>([
    ['a page that was not prerendered (the dev server)', { prerenderedPath: undefined }],
    ['another step', { pathname: '/application-frontend/initial-details' }],
    ['an after-offer page', { pathname: '/application-frontend/offer' }],
    ['a landing that fills the form', { landingFillsForm: true }],
    ['a page in a partner frame', { embedded: true }],
  ])('renders afresh for %s', (_case, overrides) => {
    expect(firstRenderOf(firstVisit(overrides))).toEqual({ kind: 'render' });
  });

  const stateKeys = [
    StorageKey.state,
    StorageKey.lid,
    StorageKey.storedLoanApplication,
    StorageKey.analyticsConsent,
    StorageKey.pendingLeadCreate,
    InMemoryKey.dynamicPages,
    InMemoryKey.uiColors,
  ];
  it('renders afresh when either storage holds what changes the first screen', () => {
    fc.assert(
      fc.property(fc.constantFrom(...stateKeys), fc.boolean(), (key, inLocal) => {
        const { storage } = memorySafeStorage();
        (inLocal ? storage.local : storage.session).set(key, { any: 'value' });
        expect(firstRenderOf(firstVisit({ storage }))).toEqual({ kind: 'render' });
      }),
    );
  });

  it('still hydrates beside what attribution keeps for every visit (session, affiliate reference)', () => {
    const { storage } = memorySafeStorage();
    storage.session.set(StorageKey.sessionId, 'a6c0b1a4-0f7e-4a4e-9d1b-6f1c2a3b4c5d');
    storage.local.set(StorageKey.affiliateReferenceParams, { refName: 'partner' });
    expect(firstRenderOf(firstVisit({ storage })).kind).toBe('hydrate');
  });
});

describe('the path of the screen a visit opens, under the base path', () => {
  it.each([
    ['/application-frontend/check-your-answers', '/application-frontend', '/check-your-answers'],
    ['/application-frontend/check-your-answers/', '/application-frontend/', '/check-your-answers/'],
    ['/application-frontend/', '/application-frontend', '/'],
    ['/application-frontend', '/application-frontend/', '/'],
    ['/check-your-answers', '/', '/check-your-answers'],
    ['/', '/', '/'],
    // Another app's path under a name that starts like the base's is not under the base path.
    [
      '/application-frontend-old/check-your-answers',
      '/application-frontend',
      '/application-frontend-old/check-your-answers',
    ],
  ])('%s under %s is %s', (pathname, basePath, expected) => {
    expect(screenPathOf(pathname, basePath)).toBe(expected);
  });

  it('is a path under the base path for any path under it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(\/[a-z-]{1,12}){0,3}\/?$/), (rest) => {
        const path = screenPathOf(`/application-frontend${rest}`, '/application-frontend/');
        expect(path).toBe(rest || '/');
      }),
    );
  });
});
