/**
 * Ends the current task and goes on in a new one, so that the browser can paint and answer a tap in between: the
 * start of the app is several short tasks instead of one long one (issue 16, total blocking time). scheduler.yield
 * where the browser has it (the rest runs ahead of other queued work), else a message to ourselves (a setTimeout
 * would wait at least 4 ms once nested).
 */
export function yieldToBrowser(): Promise<void> {
  // Not yet in TypeScript's DOM types (Chromium 129+); read as optional, so an older browser takes the fallback.
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
