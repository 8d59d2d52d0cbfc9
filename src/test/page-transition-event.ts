/**
 * happy-dom (the screens' DOM, vitest.config.ts) names PageTransitionEvent but makes it a plain Event, without
 * `persisted`: a page shown again from the back-forward cache could not be told from a first show. Where the DOM has
 * no such member, the event is the standard's (the HTML spec's PageTransitionEventInit).
 */
class StandardPageTransitionEvent extends Event {
  readonly persisted: boolean;

  constructor(type: string, init: PageTransitionEventInit = {}) {
    super(type, init);
    this.persisted = init.persisted ?? false;
  }
}

export function ensurePageTransitionEvent(): void {
  if ('persisted' in new PageTransitionEvent('pageshow')) return;
  globalThis.PageTransitionEvent = StandardPageTransitionEvent;
}
