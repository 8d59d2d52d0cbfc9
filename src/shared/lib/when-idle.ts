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
