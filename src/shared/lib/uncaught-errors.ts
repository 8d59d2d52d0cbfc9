/**
 * Errors a React error boundary caught, for the error reporter and the session recorder (spec section 8). The
 * boundary is on the first screen and the reporter is a lazy chunk loaded after consent, so they meet here: the
 * boundary reports, the reporter subscribes when it starts and first receives what was caught before it (at most
 * the last 10: a page that keeps failing must not grow memory).
 */
export interface UncaughtError {
  error: unknown;
  componentStack: string | null | undefined;
}

export type UncaughtErrorListener = (caught: UncaughtError) => void;

const EARLY_LIMIT = 10;
const early: UncaughtError[] = [];
const listeners = new Set<UncaughtErrorListener>();

export const uncaughtErrors = {
  report(caught: UncaughtError): void {
    if (listeners.size === 0) {
      early.push(caught);
      if (early.length > EARLY_LIMIT) early.shift();
      return;
    }
    for (const listener of listeners) {
      try {
        listener(caught);
      } catch {
        // A broken reporter must not turn one error into two.
      }
    }
  },
  /** Adds a listener, handing it what was caught before; returns the function that removes it. */
  subscribe(listener: UncaughtErrorListener): () => void {
    listeners.add(listener);
    for (const caught of early.splice(0)) listener(caught);
    return () => listeners.delete(listener);
  },
};
