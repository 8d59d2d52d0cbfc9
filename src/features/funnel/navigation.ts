/**
 * The funnel meets the router here: route changes the store asks for are applied with the router's
 * navigate (replace after an offer, push otherwise), the guards' redirects are applied with replace, and
 * focus moves to the new step's heading (or its error summary) so screen readers announce each step.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from '#shared/routing/router.tsx';
import { useStore } from 'zustand';
import { CLASSIC_FUNNEL, redirectFor, type FunnelOrder } from './guards.ts';
import type { ProgressStore, RouteChange } from './progress-store.ts';

/** Applies one route change: replace keeps a dead page (or a refused one) out of history. */
export function applyRouteChange(change: RouteChange, navigate: NavigateFunction): void {
  void navigate(change.target, { replace: change.method === 'replace' });
}

/**
 * Follows the store's route changes, each once: it is cleared as soon as it is applied. In the commit that sees it,
 * before the browser paints (a layout effect): Preact runs plain effects after the next frame (docs/adr/0035), and a
 * save's answer can come before that frame, then find the page it was sent from where the step ahead should be.
 * (Preact's useSyncExternalStore subscribes in a plain effect: a change in the frame after this hook first mounts
 * is drawn on the next one.)
 */
export function useApplyRouteChange(store: ProgressStore): void {
  const navigate = useNavigate();
  const routeChange = useStore(store, (state) => state.routeChange);
  useLayoutEffect(() => {
    if (!routeChange) return;
    applyRouteChange(routeChange, navigate);
    store.getState().clearRouteChange();
  }, [routeChange, navigate, store]);
}

/**
 * Keeps the applicant on pages their progress allows (see guards.ts) and records the last route they were on.
 * Returns false while a redirect is under way, so the caller can render nothing for a refused page.
 */
export function useFunnelGuard(store: ProgressStore, order: FunnelOrder = CLASSIC_FUNNEL): boolean {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const progress = useStore(store, (state) => state.progressState);
  const redirect = redirectFor(pathname, progress, order);
  useEffect(() => {
    if (redirect) void navigate(redirect, { replace: true });
    else store.getState().setLastAppRoute(pathname);
  }, [redirect, pathname, navigate, store]);
  return redirect === null;
}

/**
 * Moves focus on each step change (and on mount): to the error summary when it shows errors, else to the
 * heading. The usePageHeadingFocus of shared/ui does the heading part on mount only; this one
 * follows a step key, for a page that stays mounted while its step changes.
 */
export function useStepFocus<
  H extends HTMLElement = HTMLHeadingElement,
  S extends HTMLElement = HTMLDivElement,
>(stepKey: string | number) {
  const headingRef = useRef<H>(null);
  const errorSummaryRef = useRef<S>(null);
  useEffect(() => {
    const summary = errorSummaryRef.current;
    if (summary && summary.childElementCount > 0) {
      if (summary.tabIndex < 0 && !summary.hasAttribute('tabindex')) summary.tabIndex = -1;
      summary.focus();
      return;
    }
    headingRef.current?.focus();
  }, [stepKey]);
  return { headingRef, errorSummaryRef };
}
