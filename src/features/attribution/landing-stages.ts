/**
 * The boot's stages that read the landing, each inside its fallback (boot-fallbacks.ts): the URL itself, then the
 * session rules in their order (the affiliate reference, the session, its selling tier and UTM touches), then the ad
 * click and the pixels' block. Their own file because they are the boot's rule set for what a landing settles,
 * apart from how the boot assembles the result (boot.ts).
 */
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { settleAdClick } from './ad-click.ts';
import { emptyAffiliateReference, settleAffiliateReference } from './affiliate-reference.ts';
import type { AttributionConfig } from './config.ts';
import type { LandingParams } from './landing-params.ts';
import { parseLandingParams } from './landing-params.ts';
import { buildPixelBlock } from './pixel.ts';
import { settleSession } from './session.ts';
import { settleSellingTier } from './selling-tier.ts';
import { settleUtmTouches } from './utm-touches.ts';
import { stage } from './boot-fallbacks.ts';

/** What the click stages read of the boot's input (BootAttributionInput in boot.ts). */
export interface ClickStagesInput {
  /** The landing URL (window.location.href). */
  url: string | URL | undefined;
  storage: SafeStorage;
  /** document.cookie, for the pixels' own ids (_fbp, _fbc, _ttp, ttclid). */
  cookies?: string;
}

function hostnameOf(url: string | URL | undefined): string {
  try {
    return url === undefined ? '' : new URL(url).hostname;
  } catch {
    return '';
  }
}

/** The landing URL read once: undefined when it could not be read at all. */
export function readLanding(url: string | URL | undefined): LandingParams | undefined {
  return stage(
    'landing',
    () => parseLandingParams(url),
    () => undefined,
  );
}

/** The session rules in order: the affiliate reference (which may reset the session), the session, its tier and touches. */
export function settleSessionStages(
  storage: SafeStorage,
  landing: LandingParams,
  parsedLanding: LandingParams | undefined,
  now: Date,
  randomUUID: () => string,
  config: AttributionConfig,
) {
  const affiliate = stage(
    'affiliate',
    () => settleAffiliateReference({ storage, urlData: parsedLanding?.affiliate, now, rules: config }),
    () => ({ reference: emptyAffiliateReference(), resetSession: false, outcome: 'none' as const }),
  );

  const session = stage(
    'session',
    () =>
      settleSession({
        storage,
        urlSessionId: landing.sessionId,
        now,
        randomUUID,
        forceNew: affiliate.resetSession,
      }),
    () => ({ sessionId: landing.sessionId ?? randomUUID(), sessionStartedAt: now, isNew: true }),
  );

  // After the session: a new session has cleared the previous session's tier and touches.
  const sellingTierGlobalId = stage(
    'sellingTier',
    () => settleSellingTier({ storage, landing: landing.sellingTierGlobalId }),
    () => landing.sellingTierGlobalId,
  );

  const utm = stage(
    'utm',
    () => settleUtmTouches({ storage, landing: landing.utm }),
    () => ({}),
  );
  return { affiliate, session, sellingTierGlobalId, utm };
}

/** The ad click (stored with its time) and the pixels' block, from the landing and the cookies. */
export function settleClickStages(input: ClickStagesInput, landing: LandingParams, now: Date) {
  const { storage } = input;
  const adClick = stage(
    'adClick',
    () => settleAdClick({ storage, url: landing.adClick, now }).adClick,
    () => undefined,
  );

  const pixel = stage(
    'pixel',
    () =>
      buildPixelBlock({
        fbclid: landing.fbclid,
        ttclid: landing.ttclid,
        hostname: hostnameOf(input.url),
        now,
        cookies: input.cookies,
      }),
    () => ({}),
  );
  return { adClick, pixel };
}
