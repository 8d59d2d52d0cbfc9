/**
 * The funnel's milestones as ad-pixel events (spec section 4): Lead and CompleteRegistration to every configured
 * pixel, Rejected as a custom event to one pixel only (Meta when there is one, else TikTok) and once per lead; the
 * Google Ads conversion with CompleteRegistration when its send_to is configured. The applicant is identified by
 * hashes only: the session id at once, the email and phone when the lead exists. Events are handled one after the
 * other, so a CompleteRegistration never overtakes the Lead whose contact is still being hashed.
 */
import { logger } from '#shared/lib/logger.ts';
import { funnelEvents, type FunnelEvent, type FunnelEventListener } from '#features/funnel/funnel-events.ts';
import { newEventId } from '#shared/lib/sha256.ts';
import { externalId, hashIdentity } from '../identity/identity.ts';
import { trackConversion } from '../tag-manager/gtag.ts';
import { PIXEL_SEND_FAILED, type PixelAdapter } from './pixel-adapter.ts';

export const PIXEL_EVENTS = {
  lead: 'Lead',
  completed: 'CompleteRegistration',
  rejected: 'Rejected',
} as const;

export interface ConnectPixelsOptions {
  /** The configured pixels; Rejected goes to Meta when it is here, else to TikTok. */
  pixels: { meta?: PixelAdapter; tiktok?: PixelAdapter };
  /** The started tag manager's window and the Google Ads conversion's send_to, when configured. */
  tagManager?: { win: object; googleAdsSendTo?: string };
  /** The session id (hashed into the external id) and the country whose numbering plan reads the phone. */
  identity: { sessionId: string; country: string };
  /**
   * The leads whose rejection was sent. In memory by default; the app may keep it in session storage so that a
   * reload of the rejected page does not count the lead twice.
   */
  rejectedLeads?: { has(leadId: string): boolean; add(leadId: string): void };
  /** The event source; the funnel's by default. */
  events?: { subscribe(listener: FunnelEventListener): () => void };
}

export type PixelsConnection = (() => void) & { settled(): Promise<void> };

/** Subscribes the pixels and the conversion tag to the funnel's events; returns the function that stops it. */
export function connectPixels({
  pixels,
  tagManager,
  identity,
  rejectedLeads = new Set<string>(),
  events = funnelEvents,
}: ConnectPixelsOptions): PixelsConnection {
  const all = [pixels.meta, pixels.tiktok].filter((pixel): pixel is PixelAdapter => pixel !== undefined);
  const rejectionPixel = pixels.meta ?? pixels.tiktok;
  if (all.length === 0 && !tagManager?.googleAdsSendTo)
    return Object.assign(() => {}, { settled: () => Promise.resolve() });

  const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
  // Adapters do not throw; should one break anyway, the other pixels still get the event.
  const forEachPixel = (event: string, send: (pixel: PixelAdapter) => void) => {
    for (const pixel of all) {
      try {
        send(pixel);
      } catch (error) {
        logger.warn(PIXEL_SEND_FAILED, { pixel: pixel.pixel, event, reason: reason(error) });
      }
    }
  };

  async function handle(event: FunnelEvent): Promise<void> {
    switch (event.name) {
      case 'lead_created': {
        if (all.length === 0) return;
        const hashed = await hashIdentity({ ...identity, ...event.contactForHashing });
        // The id the lead was sent with (pixelParameters.eventId): a server-side copy is deduplicated against it.
        const { eventId } = event;
        forEachPixel(PIXEL_EVENTS.lead, (pixel) => {
          pixel.identify(hashed);
          pixel.track(PIXEL_EVENTS.lead, { eventId });
        });
        return;
      }
      case 'application_completed': {
        // The contact is complete by now (a v3 form creates the lead before asking for it): identify again first.
        const [hashed, eventId] = await Promise.all([
          hashIdentity({ ...identity, ...event.contactForHashing }),
          newEventId(),
        ]);
        forEachPixel(PIXEL_EVENTS.completed, (pixel) => {
          pixel.identify(hashed);
          pixel.track(PIXEL_EVENTS.completed, { eventId });
        });
        if (tagManager?.googleAdsSendTo)
          trackConversion(tagManager.win, {
            send_to: tagManager.googleAdsSendTo,
            transaction_id: event.leadId,
          });
        return;
      }
      case 'application_rejected': {
        if (!rejectionPixel || rejectedLeads.has(event.leadId)) return;
        rejectedLeads.add(event.leadId);
        rejectionPixel.trackCustom(PIXEL_EVENTS.rejected, { eventId: await newEventId() });
        return;
      }
      default:
        return;
    }
  }

  let queue = Promise.resolve();
  const enqueue = (name: string, task: () => Promise<void>) => {
    queue = queue.then(task).catch((error: unknown) => {
      logger.warn(PIXEL_SEND_FAILED, { event: name, reason: reason(error) });
    });
  };

  // The external id is known from the start: events sent before the lead exists are matched by it.
  enqueue('identify', async () => {
    const external = await externalId(identity.sessionId);
    forEachPixel('identify', (pixel) => pixel.identify({ email: '', phone: '', externalId: external }));
  });
  const unsubscribe = events.subscribe((event) => enqueue(event.name, () => handle(event)));
  // `settled` resolves when every event heard so far has been handled (for tests, and for a caller that must wait).
  return Object.assign(() => void unsubscribe(), { settled: () => queue });
}
