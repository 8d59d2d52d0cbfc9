/**
 * When the session recorder may start (spec sections 4 "Session recording" and 9). Pure rules plus the two session
 * storage markers of spec section 3; the analytics module asks these before it loads the recorder at all.
 */
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import { StorageKey } from '#shared/lib/storage/keys.ts';
import type { SafeStorageArea } from '#shared/lib/storage/safe-storage.ts';
import type { SessionRecordingConfig } from '../tracking-config.ts';

/** The applicant's answer to the consent banner (spec section 4, "Analytics consent"). */
export type ConsentStatus = 'granted' | 'denied' | 'pending';

/** Spec section 9: a sample is a random integer from 0 to 99. */
export const SAMPLE_RANGE = 100;

/**
 * True when this landing's utm_source forbids recording: a retargeting or abandonment campaign brings people back
 * who were recorded before, and each kind is recorded only when its logging is switched on.
 */
export function recordingBlockedBy(
  utmSource: string | null | undefined,
  config: Pick<SessionRecordingConfig, 'logRetargeting' | 'logAbandonment'>,
): boolean {
  if (utmSource === 'retargeting') return !config.logRetargeting;
  if (utmSource === 'abandonment') return !config.logAbandonment;
  return false;
}

export interface RecordingDecisionInput {
  config: SessionRecordingConfig;
  consent: ConsentStatus;
  /** The session's blocked marker is set. */
  blockedMarker: boolean;
  /** This page load's sample, an integer 0-99. */
  sample: number;
  /**
   * The recorder already started earlier in this session (the initialised marker): the session was sampled in then,
   * so a reload keeps recording instead of drawing again and cutting the recording in two.
   */
  initialisedMarker?: boolean;
}

/** Spec section 4: enabled, consent granted, not blocked, and in the sample (a sample at or above it disables). */
export function shouldRecord(input: RecordingDecisionInput): boolean {
  const { config, consent, blockedMarker, sample, initialisedMarker = false } = input;
  if (!config.enabled || consent !== 'granted' || blockedMarker) return false;
  return initialisedMarker || sample < config.percentage;
}

/** A random integer from 0 to 99; `random` returns [0, 1) like Math.random. */
export function sessionSample(random: () => number = Math.random): number {
  const drawn = Math.floor(random() * SAMPLE_RANGE);
  // Clamped so a random source that returns exactly 1 (or a little over, by rounding) still gives 99.
  return Math.min(SAMPLE_RANGE - 1, Math.max(0, drawn));
}

const markerSchema = lazySchema(() => z.literal(true));

/** The recorder markers live in session storage: they are about this tab's session, and a new session draws again. */
export function recordingMarkers(session: SafeStorageArea) {
  const isSet = (key: StorageKey) => z.safeParse(markerSchema, session.get(key)).success;
  return {
    blocked: () => isSet(StorageKey.sessionRecorderBlocked),
    initialised: () => isSet(StorageKey.sessionRecorderInitialised),
    markBlocked: () => session.set(StorageKey.sessionRecorderBlocked, true),
    markInitialised: () => session.set(StorageKey.sessionRecorderInitialised, true),
  };
}

export type RecordingMarkers = ReturnType<typeof recordingMarkers>;
