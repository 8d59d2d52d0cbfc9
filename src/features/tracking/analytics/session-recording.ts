/**
 * Session recording for one analytics instance (spec sections 4 and 9, issue 15 item 5): whether this page load is
 * recorded (the rules of ../recording/recording-rules.ts with this page load's sample), and the start of the replay
 * recorder, its own lazy chunk, once posthog runs. Its own file because the recorder is the part of analytics that
 * loads, fails and is blocked on its own; analytics.ts decides when to ask it.
 */
import type { PostHog } from 'posthog-js/no-external';
import { logger } from '#shared/lib/logger.ts';
import type { SafeStorageArea } from '#shared/lib/storage/safe-storage.ts';
import {
  recordingBlockedBy,
  recordingMarkers,
  sessionSample,
  shouldRecord,
  type ConsentStatus,
} from '../recording/recording-rules.ts';
import type { SessionRecordingConfig } from '../tracking-config.ts';

export const RECORDER_FAILED_WARNING = 'Session recorder script failed to load';
export const RECORDER_BLOCKED_WARNING = 'Session recorder blocked';

/** What recording reads and sets of an analytics instance's shared state (AnalyticsRuntime in analytics.ts). */
export interface RecordingRuntime {
  loadRecorder: () => Promise<unknown>;
  openSession: () => SafeStorageArea;
  random: (() => number) | undefined;
  active: boolean;
  recording: boolean;
}

/** What the recording decision reads of the start input (the analytics config, the super properties, consent). */
export interface RecordingInput {
  config: { recording: SessionRecordingConfig };
  registered: Record<string, string>;
  consent: ConsentStatus;
}

interface PosthogExtensions {
  rrweb?: { record?: unknown };
  initSessionRecording?: unknown;
}

/** What posthog-js's recorder bundle registers; its absence after loading means something stopped it. */
function recorderRegistered(): boolean {
  // The recorder bundle writes this global (posthog-js's extension contract); it is not typed in lib.dom.
  const extensions = (globalThis as { __PosthogExtensions__?: PosthogExtensions }).__PosthogExtensions__;
  return Boolean(extensions?.rrweb?.record && extensions.initSessionRecording);
}

/** Loads the recorder chunk and starts recording, unless it fails, is blocked, or consent went meanwhile. */
export async function startRecording(
  runtime: RecordingRuntime,
  instance: PostHog,
  markers: ReturnType<typeof recordingMarkers>,
): Promise<void> {
  try {
    await runtime.loadRecorder();
  } catch (error) {
    logger.warn(RECORDER_FAILED_WARNING, { error: error instanceof Error ? error.name : 'unknown' });
    return;
  }
  if (!recorderRegistered()) {
    logger.warn(RECORDER_BLOCKED_WARNING);
    return;
  }
  if (!runtime.active) return;
  // Our own sample already decided (spec section 9), so posthog's project sample rate is overridden; the
  // project's other conditions (linked flag, triggers) still apply.
  instance.startSessionRecording({ sampling: true });
  markers.markInitialised();
  runtime.recording = true;
}

/** Spec section 4: marks a utm block, then asks the rules with this page load's sample. */
export function decideRecording(runtime: RecordingRuntime, input: RecordingInput) {
  const { config, registered, consent } = input;
  const markers = recordingMarkers(runtime.openSession());
  if (recordingBlockedBy(registered['utm_source'], config.recording)) markers.markBlocked();
  const record = shouldRecord({
    config: config.recording,
    consent,
    blockedMarker: markers.blocked(),
    initialisedMarker: markers.initialised(),
    sample: sessionSample(runtime.random),
  });
  return { record, markers };
}
