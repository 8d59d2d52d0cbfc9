/**
 * posthog-js's options for this product (spec sections 4 and 9, issue 15 item 2), built without the library so a
 * test reads them. Option names are those of posthog-js 1.449.2 (`PostHogConfig` in @posthog/types).
 */
import type { CaptureResult, PostHogConfig, Properties } from 'posthog-js/no-external';
import {
  isPersonalKey,
  PERSONAL_FIELD_NAMES,
  redactEmails,
  redactText,
  withoutQuery,
} from '../redaction/redact.ts';

/** Spec section 9's analytics figures. */
export const ANALYTICS_LIMITS = {
  sessionIdleTimeoutSeconds: 1800,
  cookieExpirationDays: 365,
  featureFlagRequestTimeoutMs: 3000,
  surveysRequestTimeoutMs: 10_000,
  /**
   * posthog-js 1.449.2 has no option for it: every request it sends gets `timeout || 60000` (its request.ts), which
   * is the spec's figure. Kept here so the figure is written down once; a test pins the library's default.
   */
  requestTimeoutMs: 60_000,
} as const;

/**
 * Session replay masking: every input value (maskAllInputs) and every text node (maskTextSelector '*'), since the
 * funnel's pages print the applicant's answers back (check your answers, the outcome pages, the phone on the
 * verification step) and a replay must show what happened, not who it happened to. `[data-private]` blocks an
 * element outright (an id document preview), replaced by a placeholder of its size.
 */
export const SESSION_RECORDING_OPTIONS = {
  maskAllInputs: true,
  maskTextSelector: '*',
  blockSelector: '[data-private]',
  recordHeaders: false,
  recordBody: false,
} satisfies PostHogConfig['session_recording'];

export interface PostHogOptionsInput {
  apiHost: string;
  /** False once consent is withdrawn: every event is dropped before it is sent. */
  isActive: () => boolean;
}

export function posthogOptions({ apiHost, isActive }: PostHogOptionsInput): Partial<PostHogConfig> {
  return {
    api_host: apiHost,
    // Restricted autocapture (spec section 4): clicks and submits on buttons and links, never a change or an input's
    // value. Their text is masked too (mask_all_text): a button may say "Send the code to +52 …", and in nine
    // languages a text is no stable name anyway; the element, its classes and its route identify it.
    autocapture: { dom_event_allowlist: ['click', 'submit'], element_allowlist: ['button', 'a'] },
    mask_all_text: true,
    rageclick: false,
    capture_dead_clicks: false,
    capture_heatmaps: false,
    // Pageviews are our own `funnel_step_viewed` events (state and route, no query string); posthog's $pageview
    // would send the whole URL, which may carry prefilled answers (spec section 1) and the session and click ids.
    capture_pageview: false,
    capture_pageleave: false,
    // Errors go to the error reporter (scrubbed there); network timing would record API URLs with their queries.
    capture_exceptions: false,
    capture_performance: false,
    enable_recording_console_log: false,
    session_idle_timeout_seconds: ANALYTICS_LIMITS.sessionIdleTimeoutSeconds,
    cookie_expiration: ANALYTICS_LIMITS.cookieExpirationDays,
    feature_flag_request_timeout_ms: ANALYTICS_LIMITS.featureFlagRequestTimeoutMs,
    surveys_request_timeout_ms: ANALYTICS_LIMITS.surveysRequestTimeoutMs,
    // 'memory': posthog writes nothing to the browser (docs/adr/0011 lists every key the app keeps, and "nothing
    // else is written"; its cookie would also keep the landing URL, prefilled answers included, for a year). What
    // ties a session's page loads together is our own session id, registered on every event and kept by the app
    // (spec section 4). The cost: a reload starts a new posthog session (and recording), and a returning visitor
    // is a new person to posthog, told apart by the registered attribution. cookie_expiration above keeps the
    // spec's figure for the day the persistence changes; it has no effect with 'memory'.
    persistence: 'memory',
    // The replay recorder is bundled as our own lazy chunk (see analytics.ts); nothing is fetched from the analytics
    // host as a script, which the strict CSP (script-src 'self' 'strict-dynamic') would refuse anyway.
    disable_external_dependency_loading: true,
    // Recording starts only through startSessionRecording, after our own rules said yes (recording-rules.ts).
    disable_session_recording: true,
    session_recording: SESSION_RECORDING_OPTIONS,
    // Click ids and the contact fields are masked in the URL-derived properties posthog computes itself.
    mask_personal_data_properties: true,
    custom_personal_data_properties: [...PERSONAL_FIELD_NAMES],
    before_send: (capture) => (isActive() ? scrubCapture(capture) : null),
  };
}

function scrubProperties(properties: Properties): Properties {
  const scrubbed: Properties = {};
  for (const [key, value] of Object.entries(properties)) {
    if (isPersonalKey(key)) continue;
    scrubbed[key] = typeof value === 'string' ? scrubString(key, value) : value;
  }
  return scrubbed;
}

/**
 * posthog's own `$` properties are ids, versions and URLs: their query goes and e-mail addresses are redacted, but
 * their digit runs are ids and timestamps, not phones. Our properties get the full text redaction.
 */
function scrubString(key: string, value: string): string {
  const url = /^https?:\/\//i.test(value) ? withoutQuery(value) : value;
  return key.startsWith('$') ? redactEmails(url) : redactText(url);
}

/** The event without personal fields, queries or personal text; exported for its test. */
export function scrubCapture(capture: CaptureResult): CaptureResult {
  return {
    ...capture,
    properties: scrubProperties(capture.properties),
    ...(capture.$set ? { $set: scrubProperties(capture.$set) } : {}),
    ...(capture.$set_once ? { $set_once: scrubProperties(capture.$set_once) } : {}),
  };
}
