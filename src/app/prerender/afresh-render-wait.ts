/**
 * What a visit drawn afresh (a returning applicant, a landing that fills the form: first-render.ts) waits for before
 * its first render: the application page's code (with a lazy screen's at the visit's address: the review) and the
 * texts it draws with, or AFRESH_RENDER_WAIT_MS, whichever comes first. A first render that suspends shows the
 * spinner before the step (and React DOM then held back the step revealed within 300 ms of that fallback, its
 * fallback throttle: on the emulated phone a returning applicant's step waited 140-250 ms after it was ready,
 * docs/performance.md). The step stays hidden by the head's guard meanwhile;
 * past the wait, on a slow link, the app renders and the spinner shows as before.
 */
export const AFRESH_RENDER_WAIT_MS = 500;

export interface AfreshRenderNeeds {
  /** The application page's code, and a lazy screen's at the visit's address (lazy-application-page.tsx's preload). */
  page: () => Promise<unknown>;
  /** The startup texts the page is not inlined with, and that screen's (the translator's loadNamespaces). */
  texts: () => Promise<unknown>;
}

/**
 * The User Timing mark set as the wait ends, its detail `{ timedOut }`: the benchmarks and the e2e tests tell a
 * spinner drawn because the wait ran out (a slow link, a busy CPU) from one drawn although the screen was in.
 */
export const AFRESH_RENDER_WAIT_MARK = 'afresh-render-wait';

/** Settles when both are in, when either fails or throws (the app reports it as it renders), or after the wait. */
export function afreshRenderWait(needs: AfreshRenderNeeds, waitMs = AFRESH_RENDER_WAIT_MS): Promise<void> {
  // Called in a promise's callback: one that throws at once fails the wait's half, not the app's start.
  const ready = Promise.all([Promise.resolve().then(needs.page), Promise.resolve().then(needs.texts)]).then(
    () => false,
    () => false,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), waitMs)));
  return Promise.race([ready, waited])
    .then((timedOut) => void performance.mark(AFRESH_RENDER_WAIT_MARK, { detail: { timedOut } }))
    .finally(() => clearTimeout(timer));
}
