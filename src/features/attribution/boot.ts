/**
 * The one entry point the app calls at boot (../shared/DESIGN.md, "How the parts fit", step 1): reads the landing
 * URL once, settles the affiliate reference, the session, the ad-click ids and the stored application
 * data, and returns everything the lead and the trackers need. It never throws: each stage has a safe
 * fallback, so a browser whose storage throws on every call still boots.
 */
import { logger } from '#shared/lib/logger.ts';
import { StorageKey } from '#shared/lib/storage/keys.ts';
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';
import * as z from 'zod/mini';
import type { AdClick, GoogleClick } from './ad-click.ts';
import { settleAdClick, toGoogleClick } from './ad-click.ts';
import type { AffiliateReference } from './affiliate-reference.ts';
import {
  emptyAffiliateReference,
  settleAffiliateReference,
  toAffiliateReferenceParams,
} from './affiliate-reference.ts';
import type { AttributionConfig } from './config.ts';
import { resolveAttributionConfig } from './config.ts';
import type { DeviceData, DeviceEnvironment } from './device-data.ts';
import { browserDeviceEnvironment, buildDeviceData } from './device-data.ts';
import type { LandingParams } from './landing-params.ts';
import { emptyLandingParams, parseLandingParams } from './landing-params.ts';
import type { PixelBlock } from './pixel.ts';
import { buildPixelBlock } from './pixel.ts';
import type { Session } from './session.ts';
import { settleSession } from './session.ts';
import type { StoredApplicationData } from './stored-application-data.ts';
import { settleStoredApplicationData } from './stored-application-data.ts';
import { buildTags } from './tags.ts';
import type { FrameEnvironment } from './lead-source.ts';
import { browserFrameEnvironment, LEAD_SOURCE_WEB, leadSourceOf } from './lead-source.ts';
import { settleSellingTier } from './selling-tier.ts';
import type { UtmTouches } from './utm-touches.ts';
import { settleUtmTouches } from './utm-touches.ts';
import { fallbackUuid, isUuid } from './uuid.ts';

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

const initAtSchema = z
  .pipe(
    z.union([z.date(), z.string(), z.number()]),
    z.transform((value) => new Date(value)),
  )
  .check(z.refine((date) => !Number.isNaN(date.getTime())));

/** Runs one boot stage; a stage that throws is logged and replaced by its fallback. */
function stage<T>(name: string, run: () => T, fallback: () => T): T {
  try {
    return run();
  } catch (error) {
    logger.error('Attribution boot stage failed', {
      stage: name,
      error: error instanceof Error ? error.name : '',
    });
    return fallback();
  }
}

function safeClock(now: () => Date): () => Date {
  return () => {
    try {
      const date = now();
      if (date instanceof Date && !Number.isNaN(date.getTime())) return date;
    } catch {
      // fall through to the system clock
    }
    return new Date();
  };
}

function safeRandomUUID(randomUUID: () => string): () => string {
  return () => {
    try {
      const id = randomUUID();
      if (isUuid(id)) return id;
    } catch {
      // fall through to the fallback source
    }
    return fallbackUuid();
  };
}

function hostnameOf(url: string | URL | undefined): string {
  try {
    return url === undefined ? '' : new URL(url).hostname;
  } catch {
    return '';
  }
}

/** The landing URL read once: undefined when it could not be read at all. */
function readLanding(url: BootAttributionInput['url']): LandingParams | undefined {
  return stage(
    'landing',
    () => parseLandingParams(url),
    () => undefined,
  );
}

/** The session rules in order: the affiliate reference (which may reset the session), the session, its tier and touches. */
function settleSessionStages(
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
function settleClickStages(input: BootAttributionInput, landing: LandingParams, now: Date) {
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

/**
 * The init time is the first boot of this session in this tab, so the loading time spans reloads of the same
 * form; a new session (an expired one replaced, another sessionId) starts it again.
 */
function settleInitAt(storage: SafeStorage, session: Session, now: Date): Date {
  return stage(
    'initAt',
    () => {
      const stored = storage.session.get(StorageKey.initAt);
      const parsed = z.safeParse(initAtSchema, stored);
      if (parsed.success && !session.isNew) return parsed.data;
      storage.session.set(StorageKey.initAt, now.toISOString());
      return now;
    },
    () => now,
  );
}

/** The lead's deviceData builder: the loading time runs from the stored init time (or the boot's) to the call. */
function deviceDataBuilder(
  storage: SafeStorage,
  device: DeviceEnvironment,
  clock: () => Date,
  bootInitAt: Date,
): () => DeviceData {
  return () =>
    stage(
      'deviceData',
      () => {
        const stored = z.safeParse(initAtSchema, storage.session.get(StorageKey.initAt));
        return buildDeviceData({
          environment: device,
          now: clock(),
          initAt: stored.success ? stored.data : bootInitAt,
        });
      },
      () => ({
        timezoneOffset: 0,
        deviceMemory: 1,
        browserLanguage: '',
        screenResolution: '',
        loadingTime: 0,
      }),
    );
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
