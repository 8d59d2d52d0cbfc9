/**
 * Spec section 2 lists every route for every variant, but a variant renders one kind of application page: the
 * classic steps (/loan-information, /contact-details ...) or the v3 forms (/initial-details, /address-information
 * ...). A step path of the other kind is not an unknown path: it is a link or bookmark made for the same funnel, so
 * it leads to the application index, which sends the applicant to the step their progress is at (the furthest
 * classic step, the furthest v3 form, or where the funnel is after the offer). Only unknown paths reach /404
 * (docs/adr/0014-routes-in-every-variant.md).
 */
import { Navigate } from '#shared/routing/links.tsx';
import { Route } from '#shared/routing/routes.tsx';
import { DYNAMIC_STEP_PATHS } from '#contract/dynamic-form.ts';
import { FUNNEL_STATES, INDEX_PATH } from '#features/funnel/states.ts';

const withoutSlash = (path: string) => path.replace(/^\//, '');

/** The pre-offer state routes of spec section 2 (loan information ... employment details), without the index. */
export const PRE_OFFER_STATE_PATHS: readonly string[] = FUNNEL_STATES.filter(
  (entry) => !entry.afterOffer && entry.path !== INDEX_PATH,
).map((entry) => withoutSlash(entry.path));

/** The after-offer state routes: every application page has them (after-offer-routes.tsx). */
const AFTER_OFFER_PATHS: ReadonlySet<string> = new Set(
  FUNNEL_STATES.filter((entry) => entry.afterOffer).map((entry) => withoutSlash(entry.path)),
);

/**
 * In a dynamic variant: the classic step routes that are no v3 form path (personal-details and employment-details
 * are both, and the v3 page's own route handles them).
 */
export function classicPathsForDynamicPage(): string[] {
  const dynamic = new Set<string>(DYNAMIC_STEP_PATHS);
  return PRE_OFFER_STATE_PATHS.filter((path) => !dynamic.has(path));
}

/**
 * In a classic variant: the v3 form paths, and any classic step route this country's form leaves out, that are
 * none of its own steps and no after-offer route (reference-details is an after-offer step there).
 */
export function otherPathsForClassicPage(ownSteps: readonly string[]): string[] {
  const own = new Set(ownSteps);
  return [...new Set([...DYNAMIC_STEP_PATHS, ...PRE_OFFER_STATE_PATHS])].filter(
    (path) => !own.has(path) && !AFTER_OFFER_PATHS.has(path),
  );
}

/** One route per path, each to the index (replace: the other kind's path never stays in history). */
export function toIndexRoutes(paths: readonly string[]) {
  return paths.map((path) => <Route key={path} path={path} element={<Navigate to={INDEX_PATH} replace />} />);
}
