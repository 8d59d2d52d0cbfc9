/**
 * The one entry point the app calls at boot (../shared/DESIGN.md, "How the parts fit", step 1): reads the landing
 * URL once, settles the affiliate reference, the session, the ad-click ids and the stored application
 * data, and returns everything the lead and the trackers need. It never throws: each stage has a safe
 * fallback, so a browser whose storage throws on every call still boots.
 *
 * Its stages live beside it: the safety nets every stage runs in (boot-fallbacks.ts), the stages that read the
 * landing (landing-stages.ts), and the init time behind the lead's loading time (loading-time.ts).
 */
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';
import type { AdClick, GoogleClick } from './ad-click.ts';
import { toGoogleClick } from './ad-click.ts';
import type { AffiliateReference } from './affiliate-reference.ts';
import { toAffiliateReferenceParams } from './affiliate-reference.ts';
import type { AttributionConfig } from './config.ts';
import { resolveAttributionConfig } from './config.ts';
import type { DeviceData, DeviceEnvironment } from './device-data.ts';
import { browserDeviceEnvironment } from './device-data.ts';
import type { LandingParams } from './landing-params.ts';
import { emptyLandingParams } from './landing-params.ts';
import type { PixelBlock } from './pixel.ts';
import type { Session } from './session.ts';
import type { StoredApplicationData } from './stored-application-data.ts';
import { settleStoredApplicationData } from './stored-application-data.ts';
import { buildTags } from './tags.ts';
import type { FrameEnvironment } from './lead-source.ts';
import { browserFrameEnvironment, LEAD_SOURCE_WEB, leadSourceOf } from './lead-source.ts';
import type { UtmTouches } from './utm-touches.ts';
import { safeClock, safeRandomUUID, stage } from './boot-fallbacks.ts';
import { readLanding, settleClickStages, settleSessionStages } from './landing-stages.ts';
import { deviceDataBuilder, settleInitAt } from './loading-time.ts';

export interface BootAttributionInput {
  /** The landing URL (window.location.href). */
  url: string | URL | undefined;
  /** The clock; called once for the boot instant and again by buildDeviceData. */
  now: () => Date;
  storage: SafeStorage;
  config?: Partial<AttributionConfig>;
  /** crypto.randomUUID in the app. */
  randomUUID: () => string;
  /** Defaults to what this browser reports. */
  device?: DeviceEnvironment;
  /** document.cookie, for the pixels' own ids (_fbp, _fbc, _ttp, ttclid). */
  cookies?: string;
  /** Defaults to this window's frame (for the lead's leadSource). */
  frame?: FrameEnvironment;
}

export interface AttributionBoot {
  /** False when the URL could not be read at all (landing is then empty). */
  urlRead: boolean;
  landing: LandingParams;
  session: Session;
  affiliateReference: AffiliateReference;
  /** The lead's affiliateReferenceParams. */
  affiliateReferenceParams: ReturnType<typeof toAffiliateReferenceParams>;
  adClick: AdClick | undefined;
  /** The lead's googleClick { gclid, gclidAt, gbraid, wbraid }. */
  googleClick: GoogleClick;
  /** The lead's pixel block { fbp, fbc, ttp, ttclid }. */
  pixel: PixelBlock;
  /** The lead's posthogParameters (prefill part). */
  posthogParameters: LandingParams['posthogParameters'];
  /** The lead's tag list: the UI tag first. */
  tags: string[];
  /** The session's selling tier (spec section 3's sellingTierGlobalId slice): this landing's, else the session's. */
  sellingTierGlobalId: string | undefined;
  /** The session's UTM first and last touch (docs/adr/0018). */
  utm: UtmTouches;
  /** The lead's leadSource: web, or embedded with the allowed parent's origin (lead-source.ts). */
  leadSource: string;
  /** The storedLoanApplication entry after the staleness rules, or null when there is none. */
  storedApplication: StoredApplicationData | null;
  /** The lead's deviceData, with the loading time measured when it is called. */
  buildDeviceData: () => DeviceData;
}

export function bootAttribution(input: BootAttributionInput): AttributionBoot {
  const clock = safeClock(input.now);
  const now = clock();
  const randomUUID = safeRandomUUID(input.randomUUID);
  const { storage } = input;
  const config = stage(
    'config',
    () => resolveAttributionConfig(input.config),
    () => resolveAttributionConfig(),
  );

  const parsedLanding = readLanding(input.url);
  const landing = parsedLanding ?? emptyLandingParams();
  const { affiliate, session, sellingTierGlobalId, utm } = settleSessionStages(
    storage,
    landing,
    parsedLanding,
    now,
    randomUUID,
    config,
  );

  const leadSource = stage(
    'leadSource',
    () => leadSourceOf(input.frame ?? browserFrameEnvironment(), config.embedParentOrigins),
    () => LEAD_SOURCE_WEB,
  );

  const { adClick, pixel } = settleClickStages(input, landing, now);
  const bootInitAt = settleInitAt(storage, session, now);

  const storedApplication = stage(
    'storedApplication',
    () => settleStoredApplicationData({ storage, now, expiryMs: config.applicationDataExpiryMs }),
    () => null,
  );

  const device =
    input.device ?? stage('device', browserDeviceEnvironment, () => ({ timezoneOffset: () => 0 }));

  return {
    urlRead: parsedLanding !== undefined,
    landing,
    session,
    affiliateReference: affiliate.reference,
    affiliateReferenceParams: toAffiliateReferenceParams(affiliate.reference),
    adClick,
    googleClick: toGoogleClick(adClick),
    pixel,
    posthogParameters: landing.posthogParameters,
    tags: buildTags(config.uiTag),
    sellingTierGlobalId,
    utm,
    leadSource,
    storedApplication,
    buildDeviceData: deviceDataBuilder(storage, device, clock, bootInitAt),
  };
}
