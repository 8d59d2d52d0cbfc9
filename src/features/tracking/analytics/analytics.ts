/**
 * Analytics and session recording with posthog-js (issue 15, items 2 and 5). posthog-js is its own lazy chunk, loaded
 * by `startAnalytics` once a key is configured and consent is granted; the replay recorder is a second chunk, loaded
 * only for a session the recording rules let in. Events tracked before then wait in a capped queue (1000, the oldest
 * dropped) and go out, in order, once posthog runs; after a refusal nothing is queued or sent.
 *
 * Entry point: `posthog-js/no-external`, the same SDK without its script loader (the package's build "for strict CSP
 * sites"): the app's CSP allows scripts from its own origin only, so the recorder is bundled
 * (`posthog-js/dist/lazy-recorder`, which registers itself where posthog looks for it) instead of fetched.
 */
import type { PostHog } from 'posthog-js/no-external';
import { logger } from '../../../shared/lib/logger';
import { browserSafeStorage, type SafeStorageArea } from '../../../shared/lib/storage/safe-storage';
import type { FunnelEvent } from '../../funnel/funnel-events';
import { createPendingQueue } from '../recording/pending-queue';
import {
  recordingBlockedBy,
  recordingMarkers,
  sessionSample,
  shouldRecord,
  type ConsentStatus,
} from '../recording/recording-rules';
import { isPersonalKey, redactText } from '../redaction/redact';
import type { TrackingConfig } from '../tracking-config';
import { funnelEventName, funnelEventProperties } from './funnel-properties';
import { posthogOptions } from './posthog-options';

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

export const RECORDER_FAILED_WARNING = 'Session recorder script failed to load';
export const RECORDER_BLOCKED_WARNING = 'Session recorder blocked';

type Capture = (posthog: PostHog) => void;

export interface AnalyticsDeps {
  loadPostHog?: () => Promise<PostHog>;
  /** Loads the replay recorder chunk; it registers itself on `window.__PosthogExtensions__`. */
  loadRecorder?: () => Promise<unknown>;
  /** Session storage for the recorder markers; the browser's by default, opened on first use. */
  sessionStorage?: () => SafeStorageArea;
  random?: () => number;
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

/** The registered properties without empty values, personal fields, or personal text inside a value. */
export function superProperties(registered: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(registered)
      .filter(([key, value]) => value !== '' && !isPersonalKey(key))
      .map(([key, value]) => [key, redactText(value)]),
  );
}

export function createAnalytics(deps: AnalyticsDeps = {}) {
  const loadPostHog = deps.loadPostHog ?? (async () => (await import('posthog-js/no-external')).default);
  const loadRecorder = deps.loadRecorder ?? (() => import('posthog-js/dist/lazy-recorder'));
  const openSession = deps.sessionStorage ?? (() => browserSafeStorage().session);
  const pending = createPendingQueue<Capture>();
  let posthog: PostHog | undefined;
  let starting: Promise<boolean> | undefined;
  let active = true;
  let recording = false;

  function send(capture: Capture): void {
    if (!active) return;
    if (!posthog) {
      pending.push(capture);
      return;
    }
    try {
      capture(posthog);
    } catch {
      // An event posthog refuses is lost, never the applicant's page.
    }
  }

  async function startRecording(
    instance: PostHog,
    markers: ReturnType<typeof recordingMarkers>,
  ): Promise<void> {
    try {
      await loadRecorder();
    } catch (error) {
      logger.warn(RECORDER_FAILED_WARNING, { error: error instanceof Error ? error.name : 'unknown' });
      return;
    }
    if (!recorderRegistered()) {
      logger.warn(RECORDER_BLOCKED_WARNING);
      return;
    }
    if (!active) return;
    // Our own sample already decided (spec section 9), so posthog's project sample rate is overridden; the
    // project's other conditions (linked flag, triggers) still apply.
    instance.startSessionRecording({ sampling: true });
    markers.markInitialised();
    recording = true;
  }

  /** Spec section 4: marks a utm block, then asks the rules with this page load's sample. */
  function decideRecording(input: StartAnalyticsInput & { config: AnalyticsConfig }) {
    const { config, registered, consent } = input;
    const markers = recordingMarkers(openSession());
    if (recordingBlockedBy(registered['utm_source'], config.recording)) markers.markBlocked();
    const record = shouldRecord({
      config: config.recording,
      consent,
      blockedMarker: markers.blocked(),
      initialisedMarker: markers.initialised(),
      sample: sessionSample(deps.random),
    });
    return { record, markers };
  }

  async function load(input: StartAnalyticsInput & { config: AnalyticsConfig }): Promise<boolean> {
    const { config, registered } = input;
    const { record, markers } = decideRecording(input);
    let instance: PostHog;
    try {
      instance = await loadPostHog();
      instance.init(config.key, posthogOptions({ apiHost: config.apiHost, isActive: () => active }));
      instance.register(superProperties(registered));
    } catch (error) {
      starting = undefined;
      logger.warn('Analytics failed to load', { error: error instanceof Error ? error.name : 'unknown' });
      return false;
    }
    posthog = instance;
    pending.flush((capture) => capture(instance));
    if (record) await startRecording(instance, markers);
    return true;
  }

  /** Consent granted again after a withdrawal: posthog is loaded already; recording is decided again. */
  async function resume(instance: PostHog, input: StartAnalyticsInput & { config: AnalyticsConfig }) {
    const { record, markers } = decideRecording(input);
    if (record && !recording) await startRecording(instance, markers);
    return true;
  }

  function stop(): void {
    active = false;
    pending.clear();
    if (posthog && recording) posthog.stopSessionRecording();
    recording = false;
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
      const wasActive = active;
      active = true;
      if (posthog)
        return wasActive ? Promise.resolve(true) : resume(posthog, { ...input, config: input.config });
      starting ??= load({ ...input, config: input.config });
      return starting;
    },

    /** Consent withdrawn or refused: what waits is dropped, recording stops, posthog sends nothing more. */
    stop,

    /** A funnel milestone as `funnel_<name>` with its non-personal properties only (state, path, leadId). */
    trackFunnelEvent(event: FunnelEvent): void {
      const name = funnelEventName(event);
      const properties = funnelEventProperties(event);
      send((instance) => {
        instance.capture(name, properties);
      });
    },

    /**
     * Spec section 8: with recording on, the error boundary's error and component stack go to the recording as an
     * exception event, so the replay shows where it broke. Message, stack and component stack are redacted first.
     * Returns whether it was sent.
     */
    forwardToRecorder(error: unknown, componentStack: string | null | undefined): boolean {
      if (!posthog || !recording || !active) return false;
      const safe = redactedError(error);
      const stack = redactText(componentStack ?? '');
      send((instance) => {
        instance.captureException(safe, { $component_stack: stack });
      });
      return true;
    },

    /** Whether this session is being recorded. */
    get recording(): boolean {
      return recording;
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
