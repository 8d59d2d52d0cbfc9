/**
 * The browser's next idle moment, for work the applicant should not wait on and should not wait for either: a
 * second later where the browser has no idle callbacks (Safari, every browser on iOS). `timeoutMs`: the longest a
 * busy page waits for it. Returns the function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs = 5000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1000);
  return () => window.clearTimeout(id);
}

/**
 * Runs the queue's jobs in the page's idle moments, taking them from its front: in each moment, jobs until `sliceMs`
 * have passed (0: one job a moment), so a key pressed meanwhile waits for little. Returns the function that stops it;
 * the jobs not run stay in the queue for a later call.
 */
export function drainWhenIdle(queue: (() => void)[], sliceMs: number): () => void {
  let cancel = () => {};
  const next = () => {
    cancel = whenIdle(() => {
      const until = performance.now() + sliceMs;
      do queue.shift()?.();
      while (queue.length > 0 && performance.now() < until);
      if (queue.length > 0) next();
    });
  };
  if (queue.length > 0) next();
  return () => cancel();
}
