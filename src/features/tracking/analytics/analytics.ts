/**
 * Analytics and session recording with posthog-js (issue 15, items 2 and 5). posthog-js is its own lazy chunk, loaded
 * by `startAnalytics` once a key is configured and consent is granted; the replay recorder is a second chunk, loaded
 * only for a session the recording rules let in. Events tracked before then wait in a capped queue (1000, the oldest
 * dropped) and go out, in order, once posthog runs; after a refusal nothing is queued or sent.
 *
 * Entry point: `posthog-js/no-external`, the same SDK without its script loader (the package's build "for strict CSP
 * sites"): the app's CSP allows scripts from its own origin only, so the recorder is bundled
 * (`posthog-js/dist/lazy-recorder`, which registers itself where posthog looks for it) instead of fetched.
 *
 * Whether a session is recorded, and the recorder's start, are in session-recording.ts; this file loads posthog,
 * queues and sends.
 */
import type { PostHog } from 'posthog-js/no-external';
import { logger } from '#shared/lib/logger.ts';
import { browserSafeStorage, type SafeStorageArea } from '#shared/lib/storage/safe-storage.ts';
import type { FunnelEvent } from '#features/funnel/funnel-events.ts';
import { createPendingQueue, type PendingQueue } from '../recording/pending-queue.ts';
import type { ConsentStatus } from '../recording/recording-rules.ts';
import { isPersonalKey, redactText } from '../redaction/redact.ts';
import type { TrackingConfig } from '../tracking-config.ts';
import { funnelEventName, funnelEventProperties } from './funnel-properties.ts';
import { posthogOptions } from './posthog-options.ts';
import { decideRecording, startRecording } from './session-recording.ts';

export { RECORDER_BLOCKED_WARNING, RECORDER_FAILED_WARNING } from './session-recording.ts';

export type AnalyticsConfig = NonNullable<TrackingConfig['analytics']>;

export interface StartAnalyticsInput {
  /** The analytics block of the tracking config; without it nothing loads. */
  config: AnalyticsConfig | undefined;
  /**
   * Super properties sent with every event (spec section 4): the affiliate reference (refName, subId,
   * transactionId), the utm_* parameters present, and the session id. `utm_source` also decides recording blocks.
   */
  registered: Record<string, string>;
  consent: ConsentStatus;
}

type Capture = (posthog: PostHog) => void;

export interface AnalyticsDeps {
  loadPostHog?: () => Promise<PostHog>;
  /** Loads the replay recorder chunk; it registers itself on `window.__PosthogExtensions__`. */
  loadRecorder?: () => Promise<unknown>;
  /** Session storage for the recorder markers; the browser's by default, opened on first use. */
  sessionStorage?: () => SafeStorageArea;
  random?: () => number;
}

/** The registered properties without empty values, personal fields, or personal text inside a value. */
export function superProperties(registered: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(registered)
      .filter(([key, value]) => value !== '' && !isPersonalKey(key))
      .map(([key, value]) => [key, redactText(value)]),
  );
}

/** The loaders and the mutable state one analytics instance shares between its parts. */
interface AnalyticsRuntime {
  loadPostHog: () => Promise<PostHog>;
  loadRecorder: () => Promise<unknown>;
  openSession: () => SafeStorageArea;
  random: (() => number) | undefined;
  pending: PendingQueue<Capture>;
  posthog: PostHog | undefined;
  starting: Promise<boolean> | undefined;
  active: boolean;
  recording: boolean;
}

type ConfiguredInput = StartAnalyticsInput & { config: AnalyticsConfig };

/** Sends now when posthog runs, queues until it does, and drops everything while inactive. */
function send(runtime: AnalyticsRuntime, capture: Capture): void {
  if (!runtime.active) return;
  if (!runtime.posthog) {
    runtime.pending.push(capture);
    return;
  }
  try {
    capture(runtime.posthog);
  } catch {
    // An event posthog refuses is lost, never the applicant's page.
  }
}

/** Loads and starts posthog, sends what waited, then records if the rules say so; false when posthog failed. */
async function load(runtime: AnalyticsRuntime, input: ConfiguredInput): Promise<boolean> {
  const { config, registered } = input;
  const { record, markers } = decideRecording(runtime, input);
  let instance: PostHog;
  try {
    instance = await runtime.loadPostHog();
    instance.init(config.key, posthogOptions({ apiHost: config.apiHost, isActive: () => runtime.active }));
    instance.register(superProperties(registered));
  } catch (error) {
    runtime.starting = undefined;
    logger.warn('Analytics failed to load', { error: error instanceof Error ? error.name : 'unknown' });
    return false;
  }
  runtime.posthog = instance;
  runtime.pending.flush((capture) => capture(instance));
  if (record) await startRecording(runtime, instance, markers);
  return true;
}

/** Consent granted again after a withdrawal: posthog is loaded already; recording is decided again. */
async function resume(runtime: AnalyticsRuntime, instance: PostHog, input: ConfiguredInput) {
  const { record, markers } = decideRecording(runtime, input);
  if (record && !runtime.recording) await startRecording(runtime, instance, markers);
  return true;
}

export function createAnalytics(deps: AnalyticsDeps = {}) {
  const runtime: AnalyticsRuntime = {
    loadPostHog: deps.loadPostHog ?? (async () => (await import('posthog-js/no-external')).default),
    loadRecorder: deps.loadRecorder ?? (() => import('posthog-js/dist/lazy-recorder')),
    openSession: deps.sessionStorage ?? (() => browserSafeStorage().session),
    random: deps.random,
    pending: createPendingQueue<Capture>(),
    posthog: undefined,
    starting: undefined,
    active: true,
    recording: false,
  };

  function stop(): void {
    runtime.active = false;
    runtime.pending.clear();
    if (runtime.posthog && runtime.recording) runtime.posthog.stopSessionRecording();
    runtime.recording = false;
  }

  return {
    /**
     * Starts analytics when a key is configured and consent is granted; true once posthog runs. A refusal drops what
     * waits. Called again after a withdrawal and a new grant, it resumes the instance already loaded.
     */
    start(input: StartAnalyticsInput): Promise<boolean> {
      if (input.consent === 'denied') {
        stop();
        return Promise.resolve(false);
      }
      if (!input.config?.key || input.consent !== 'granted') return Promise.resolve(false);
      const wasActive = runtime.active;
      runtime.active = true;
      if (runtime.posthog)
        return wasActive
          ? Promise.resolve(true)
          : resume(runtime, runtime.posthog, { ...input, config: input.config });
      runtime.starting ??= load(runtime, { ...input, config: input.config });
      return runtime.starting;
    },

    /** Consent withdrawn or refused: what waits is dropped, recording stops, posthog sends nothing more. */
    stop,

    /** A funnel milestone as `funnel_<name>` with its non-personal properties only (state, path, leadId). */
    trackFunnelEvent(event: FunnelEvent): void {
      const name = funnelEventName(event);
      const properties = funnelEventProperties(event);
      send(runtime, (instance) => {
        instance.capture(name, properties);
      });
    },

    /**
     * Spec section 8: with recording on, the error boundary's error and component stack go to the recording as an
     * exception event, so the replay shows where it broke. Message, stack and component stack are redacted first.
     * Returns whether it was sent.
     */
    forwardToRecorder(error: unknown, componentStack: string | null | undefined): boolean {
      if (!runtime.posthog || !runtime.recording || !runtime.active) return false;
      const safe = redactedError(error);
      const stack = redactText(componentStack ?? '');
      send(runtime, (instance) => {
        instance.captureException(safe, { $component_stack: stack });
      });
      return true;
    },

    /** Whether this session is being recorded. */
    get recording(): boolean {
      return runtime.recording;
    },
  };
}

function redactedError(error: unknown): Error {
  const source = error instanceof Error ? error : new Error(String(error));
  const copy = new Error(redactText(source.message));
  copy.name = source.name;
  copy.stack = source.stack === undefined ? undefined : redactText(source.stack);
  return copy;
}

export type Analytics = ReturnType<typeof createAnalytics>;

const analytics = createAnalytics();

export const startAnalytics = (input: StartAnalyticsInput) => analytics.start(input);
export const stopAnalytics = () => analytics.stop();
export const trackFunnelEvent = (event: FunnelEvent) => analytics.trackFunnelEvent(event);
export const forwardToRecorder = (error: unknown, componentStack: string | null | undefined) =>
  analytics.forwardToRecorder(error, componentStack);
