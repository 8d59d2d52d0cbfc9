// @vitest-environment happy-dom
import { StorageKey } from '#shared/lib/storage/keys.ts';
import { STALE_MARKUP_ATTRIBUTE, staleMarkupGuardScript } from './stale-markup-guard.ts';

const SCRIPT = staleMarkupGuardScript(['/application-frontend/', '/application-frontend/loan-details']);

/** Runs the guard as the browser runs the inline script, at the given address. */
function guardAt(url: string): boolean {
  window.history.replaceState(null, '', url);
  document.documentElement.removeAttribute(STALE_MARKUP_ATTRIBUTE);
  // The script is the build's own text, run here as the page runs it.
  new Function(SCRIPT)();
  return document.documentElement.hasAttribute(STALE_MARKUP_ATTRIBUTE);
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("the head's guard over a prerendered step the visit will not keep", () => {
  it.each([
    ['the entry', '/application-frontend/'],
    ['the entry without its slash', '/application-frontend'],
    ['the prerendered step', '/application-frontend/loan-details'],
    ['a landing with campaign parameters only', '/application-frontend/?utm_source=news&refName=partner'],
  ])('leaves the step shown at %s', (_case, url) => {
    expect(guardAt(url)).toBe(false);
  });

  it.each([
    ['an amount', '/application-frontend/?amount=5000'],
    ['a term', '/application-frontend/?utm_source=x&period=24'],
    ['a prefilled email', '/application-frontend/?email=ana%40example.com'],
    ['a prefilled name', '/application-frontend/?firstName=Ana'],
    ['another path', '/application-frontend/offer'],
  ])('hides the step for %s', (_case, url) => {
    expect(guardAt(url)).toBe(true);
  });

  it.each([StorageKey.state, StorageKey.storedLoanApplication, StorageKey.analyticsConsent])(
    'hides the step for a returning applicant (%s stored)',
    (key) => {
      sessionStorage.setItem(key, '{}');
      expect(guardAt('/application-frontend/')).toBe(true);
      sessionStorage.clear();
      localStorage.setItem(key, '{}');
      expect(guardAt('/application-frontend/')).toBe(true);
    },
  );
});
