/**
 * Hydrate the prerendered first step, or render afresh (issue 16, docs/adr/0021). The build prerendered what a
 * first visit sees: the first step at its path, the product's default loan, empty fields, no stored state, the
 * consent question unanswered, the page not framed. Hydration only keeps markup as it is when the first render draws
 * the same thing (it keeps a field's DOM value and does not patch attributes), so a visit that would
 * draw anything else is rendered afresh into the root: a returning applicant, a landing that prefills the form, a
 * page in a partner's frame.
 */
import type { SafeStorage, StoredKey } from '#shared/lib/storage/safe-storage.ts';
import { InMemoryKey, StorageKey } from '#shared/lib/storage/keys.ts';
import { withoutTrailingSlash } from '#shared/lib/url-path.ts';

/** The root element's attribute naming the path the build prerendered (under the base path). */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

/** Stored entries that change what the first render draws: the funnel's progress, its answers, the consent answer. */
export const FIRST_SCREEN_STATE: readonly StoredKey[] = [
  StorageKey.state,
  StorageKey.lid,
  StorageKey.storedLoanApplication,
  StorageKey.identifiersToRetype,
  StorageKey.pendingLeadCreate,
  StorageKey.reapplying,
  StorageKey.analyticsConsent,
  InMemoryKey.dynamicPages,
  InMemoryKey.uiColors,
  InMemoryKey.leadApplication,
  InMemoryKey.sessionAcceptedRedirected,
];

export interface FirstRenderFacts {
  /** The prerendered step's path under the base path (`/loan`), or undefined when the page was not prerendered. */
  prerenderedPath: string | undefined;
  /** location.pathname. */
  pathname: string;
  /** The build's base path, with its trailing slash. */
  basePath: string;
  /** What the landing URL puts in the first step (amount, term, prefilled fields). */
  landingFillsForm: boolean;
  storage: Pick<SafeStorage, 'local' | 'session'>;
  embedded: boolean;
}

export type FirstRender =
  /** `url`: the address the entry route would have replaced the landing's with (the first step's). */
  { kind: 'hydrate'; url: string } | { kind: 'render' };

export function firstRenderOf(facts: FirstRenderFacts): FirstRender {
  const { prerenderedPath, storage } = facts;
  if (!prerenderedPath) return { kind: 'render' };
  const base = withoutTrailingSlash(facts.basePath);
  const stepUrl = `${base}${prerenderedPath}`;
  const path = withoutTrailingSlash(facts.pathname);
  const atEntryOrStep = path === base || path === stepUrl;
  const stored = FIRST_SCREEN_STATE.some(
    (key) => storage.session.get(key) !== null || storage.local.get(key) !== null,
  );
  if (!atEntryOrStep || stored || facts.landingFillsForm || facts.embedded) return { kind: 'render' };
  return { kind: 'hydrate', url: stepUrl };
}

/**
 * The path of the screen a visit opens, under the base path (`/check-your-answers`; `/` for the base path itself):
 * what the application page's routes match, and what a visit drawn afresh preloads (src/main.tsx).
 */
export function screenPathOf(pathname: string, basePath: string): string {
  const base = withoutTrailingSlash(basePath);
  const path = pathname === base || pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
  return path || '/';
}
