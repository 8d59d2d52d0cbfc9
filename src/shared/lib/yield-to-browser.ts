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

/** How long a page that runs no frames (hidden) waits before it goes on anyway. */
export const NO_FRAME_WAIT_MS = 100;

/**
 * Resolves once the browser has painted the next frame: work started then is not part of the frame that answers an
 * input (INP counts from the input to that paint). A hidden page paints nothing and runs no frame callbacks, so it
 * goes on after NO_FRAME_WAIT_MS.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
    };
    // The frame callback runs just before the paint; a task queued there runs after it.
    requestAnimationFrame(() => setTimeout(finish, 0));
    setTimeout(finish, NO_FRAME_WAIT_MS);
  });
}
