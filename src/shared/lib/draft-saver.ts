/**
 * What the applicant types is kept as a draft (spec section 4: nothing typed is lost on a reload). It is saved once
 * per pause, 300 ms after the last keystroke, rather than on every key, and at once when the page goes away: a reload,
 * a closed tab or a phone switching apps (`pagehide`, or the document turning hidden, the last event a mobile browser
 * reliably gives). Without that, a reload within 300 ms of the last keystroke lost it.
 */
export const DRAFT_DELAY_MS = 300;

export interface DraftSaver<Values> {
  /** The latest values: saved after the pause, or at once if the page goes away first. */
  schedule(values: Values): void;
  /** Saves what is pending now. */
  flush(): void;
  /** Drops what is pending (the step was submitted: its answers take over from the draft). */
  cancel(): void;
  /** Stops listening to the page and saves what is pending (the step goes away). */
  dispose(): void;
}

export function createDraftSaver<Values>(
  save: (values: Values) => void,
  delayMs = DRAFT_DELAY_MS,
): DraftSaver<Values> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { values: Values } | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  const flush = () => {
    const last = pending;
    cancel();
    if (last) save(last.values);
  };
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', flushWhenHidden);

  return {
    schedule(values) {
      if (timer !== undefined) clearTimeout(timer);
      pending = { values };
      timer = setTimeout(flush, delayMs);
    },
    flush,
    cancel,
    dispose() {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flushWhenHidden);
      flush();
    },
  };
}
