/** A script loader a test drives: it records the URLs asked for, and the test decides when each load ends and how. */
import { vi } from 'vitest';

export function fakeScriptLoader() {
  const pending: { url: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    (url: string) => new Promise<void>((resolve, reject) => pending.push({ url, resolve, reject })),
  );
  return {
    load,
    urls: () => pending.map(({ url }) => url),
    /** Ends every load started so far as loaded, and waits for the callers to see it. */
    async loadAll() {
      for (const script of pending) script.resolve();
      await flush();
    },
    /** Ends every load started so far as failed (blocked, offline), and waits for the callers to see it. */
    async failAll(message = 'Script failed to load: https://vendor.test/sdk.js') {
      for (const script of pending) script.reject(new Error(message));
      await flush();
    },
  };
}

/** Lets pending promise callbacks run. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** What a queued vendor call looked like: an Arguments object or an array, as a plain array. */
export const asArray = (entry: unknown): unknown[] => Array.from(entry as ArrayLike<unknown>); // the queues hold Arguments objects and arrays, both array-like

/** True for a real Arguments object (what gtag.js and the Meta base code queue). */
export const isArguments = (entry: unknown) => Object.prototype.toString.call(entry) === '[object Arguments]';
