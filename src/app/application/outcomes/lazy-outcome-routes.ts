/**
 * The checking and outcome screens, out of the first step's code (issue 27 item 4: what the first step does not use
 * stays out of its start). They are fetched while the applicant reads the review, the page before them
 * (preloadOutcomeRoutes), and by a visit drawn afresh on one of their addresses before its first render
 * (isOutcomePath, through the page's preloadScreenAt), so neither waits on the network nor shows the spinner first.
 */
import { useEffect, type ComponentType } from 'react';
import { preloadableLazy } from '#shared/lib/preloadable-lazy.ts';
import { FUNNEL_STATES } from '#features/funnel/states.ts';
import { withoutTrailingSlash } from '#shared/lib/url-path.ts';
import { whenIdle } from '#shared/lib/when-idle.ts';
import type * as OutcomeRoutesModule from './outcome-routes.tsx';

type OutcomeRoutes = typeof OutcomeRoutesModule;

/** One lazy import for every screen (one chunk); each screen its own lazy component over it. */
const outcomeRoute = (pick: (routes: OutcomeRoutes) => ComponentType) =>
  preloadableLazy(() => import('./outcome-routes.tsx').then((routes) => ({ default: pick(routes) })));

const checking = outcomeRoute((routes) => routes.CheckingRoute);
const accepted = outcomeRoute((routes) => routes.AcceptedRoute);
const redirected = outcomeRoute((routes) => routes.RedirectedRoute);
const rejected = outcomeRoute((routes) => routes.RejectedRoute);
const thankYou = outcomeRoute((routes) => routes.ThankYouRoute);

export const LazyCheckingRoute = checking.Component;
export const LazyAcceptedRoute = accepted.Component;
export const LazyRedirectedRoute = redirected.Component;
export const LazyRejectedRoute = rejected.Component;
export const LazyThankYouRoute = thankYou.Component;

/** Every outcome screen's code, so that each then renders without suspending. */
export const preloadOutcomeRoutes = (): Promise<unknown> =>
  Promise.all([checking, accepted, redirected, rejected, thankYou].map((route) => route.preload()));

/**
 * On the page before them (the review): their code fetched in an idle moment, so that Send shows the checking page
 * without a wait. A fetch that fails (a bad link) is asked for again when the screen is drawn.
 */
export function useOutcomeRoutesPreloaded(): void {
  useEffect(
    () =>
      whenIdle(() => {
        preloadOutcomeRoutes().catch(() => undefined);
      }),
    [],
  );
}

const OUTCOME_STATES = new Set([6, 10, 11, 12, 13]);
const OUTCOME_PATHS: ReadonlySet<string> = new Set(
  FUNNEL_STATES.filter((entry) => OUTCOME_STATES.has(entry.state)).map((entry) => entry.path),
);

/** Whether a path under the base path is the checking page's or an outcome's. */
export const isOutcomePath = (path: string): boolean => OUTCOME_PATHS.has(withoutTrailingSlash(path));
