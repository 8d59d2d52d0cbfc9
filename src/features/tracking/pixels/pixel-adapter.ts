/**
 * What the funnel asks of an ad pixel (Meta, TikTok): identify the applicant by hashes, send a standard event, send a
 * custom one. An adapter never throws and never blocks: a send that fails, or whose script did not load, is logged
 * (spec section 8) and the funnel goes on.
 */
import { logger } from '#shared/lib/logger.ts';
import type { HashedIdentity } from '../identity/identity.ts';

export type PixelName = 'meta' | 'tiktok';

export interface PixelAdapter {
  readonly pixel: PixelName;
  /** Advanced matching with hashed values only; the empty ones are left out. */
  identify(identity: HashedIdentity): void;
  /** A standard event (Lead, CompleteRegistration) with its deduplication id. */
  track(event: string, options: { eventId: string }): void;
  /** A custom event (Rejected), to this pixel only. */
  trackCustom(event: string, options: { eventId: string }): void;
}

/** Loads a vendor's script; the app's is loadScript (../load-script.ts), a test passes its own. */
export type ScriptLoader = (url: string) => Promise<void>;

export const PIXEL_SEND_FAILED = 'Failed to send pixel event';
export const PIXEL_SCRIPT_FAILED = 'Failed to load pixel script';

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Runs a pixel's calls and logs the ones that fail. Calls made while the script loads wait in the vendor's queue;
 * when the script fails to load they were never sent, so each is logged then, and every later one at once.
 */
export function createPixelSender(pixel: PixelName) {
  let state: 'loading' | 'loaded' | 'failed' = 'loading';
  const waiting: string[] = [];
  const failed = (event: string, error: unknown) =>
    logger.warn(PIXEL_SEND_FAILED, { pixel, event, reason: reason(error) });

  return {
    /** Starts the vendor script's load and follows it; a loader that throws counts as a failed load. */
    watch(load: () => Promise<void>): void {
      new Promise<void>((resolve) => resolve(load())).then(
        () => {
          state = 'loaded';
          waiting.length = 0;
        },
        (error: unknown) => {
          state = 'failed';
          logger.warn(PIXEL_SCRIPT_FAILED, { pixel, reason: reason(error) });
          for (const event of waiting.splice(0)) failed(event, error);
        },
      );
    },
    /** Makes one call to the vendor; `event` names it in the log. */
    send(event: string, call: () => void): void {
      if (state === 'failed') {
        failed(event, new Error('script not loaded'));
        return;
      }
      try {
        call();
        if (state === 'loading') waiting.push(event);
      } catch (error) {
        failed(event, error);
      }
    },
  };
}
