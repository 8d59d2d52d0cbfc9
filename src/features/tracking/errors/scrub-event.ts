/**
 * Sentry's `beforeSend` and `beforeBreadcrumb` (issue 15, item 6): nothing personal leaves in an error report. Pure
 * functions over the event, so they are tested without the SDK; only types come from @sentry/browser (erased at
 * build time, the SDK itself stays in its lazy chunk).
 */
import type { Breadcrumb, ErrorEvent } from '@sentry/browser';
import { redactText, redactValue, withoutQuery } from '../redaction/redact.ts';

/** Spec section 9: a telemetry sample (a report's extra `sample`) is cut to 1000 characters. */
export const MAX_TELEMETRY_SAMPLE = 1000;

export function truncateSample(sample: string): string {
  return sample.length <= MAX_TELEMETRY_SAMPLE ? sample : sample.slice(0, MAX_TELEMETRY_SAMPLE);
}

/** The one request header kept: Sentry reads the browser from it, and the browser sends it with the report anyway. */
const KEPT_HEADERS: ReadonlySet<string> = new Set(['user-agent']);

/** Breadcrumb data Sentry splits from a URL: the query and fragment it would otherwise send beside the path. */
const URL_PART_KEYS = ['http.query', 'http.fragment'];

const redactString = (text: string | undefined) => (text === undefined ? undefined : redactText(text));
const redactRecord = <T>(record: T): T =>
  // redactValue keeps the shape of a JSON-like record (same keys, strings redacted), so the type holds.
  redactValue(record) as T;

function scrubRequest(request: NonNullable<ErrorEvent['request']>): ErrorEvent['request'] {
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())),
  );
  return {
    ...(request.url === undefined ? {} : { url: redactText(withoutQuery(request.url)) }),
    ...(request.method === undefined ? {} : { method: request.method }),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
  };
}

function scrubExtra(extra: NonNullable<ErrorEvent['extra']>): ErrorEvent['extra'] {
  const scrubbed = redactRecord(extra);
  const sample = scrubbed['sample'];
  return typeof sample === 'string' ? { ...scrubbed, sample: truncateSample(sample) } : scrubbed;
}

/** A breadcrumb without personal data and without URL queries; null drops it. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  // The console mirrors the logger, whose errors are reported on their own, and anything else a script printed.
  if (breadcrumb.category === 'console') return null;
  const data = breadcrumb.data
    ? Object.fromEntries(Object.entries(breadcrumb.data).filter(([key]) => !URL_PART_KEYS.includes(key)))
    : undefined;
  return {
    ...breadcrumb,
    ...(breadcrumb.message === undefined ? {} : { message: redactText(breadcrumb.message) }),
    ...(data === undefined ? {} : { data: redactRecord(data) }),
  };
}

/**
 * The event with the user, cookies, request headers (but the user agent), query strings and request bodies removed,
 * and every e-mail address, phone-like number and value of a contact or identifier field replaced by '[redacted]' in
 * the message, exception values, breadcrumbs, extra data, tags and contexts. Stack frames, ids and the SDK's own
 * fields are kept as they are: they name our code, not the applicant.
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const scrubbed: ErrorEvent = { ...event };
  delete scrubbed.user;
  if (event.message !== undefined) scrubbed.message = redactText(event.message);
  if (event.logentry) {
    scrubbed.logentry = {
      ...(event.logentry.message === undefined ? {} : { message: redactText(event.logentry.message) }),
      ...(event.logentry.params === undefined
        ? {}
        : { params: event.logentry.params.map((p) => redactValue(p)) }),
    };
  }
  if (event.exception?.values) {
    scrubbed.exception = {
      values: event.exception.values.map((exception) => ({
        ...exception,
        ...(exception.value === undefined ? {} : { value: redactString(exception.value) }),
      })),
    };
  }
  if (event.request) scrubbed.request = scrubRequest(event.request);
  if (event.breadcrumbs) {
    scrubbed.breadcrumbs = event.breadcrumbs.flatMap((breadcrumb) => scrubBreadcrumb(breadcrumb) ?? []);
  }
  if (event.extra) scrubbed.extra = scrubExtra(event.extra);
  if (event.tags) scrubbed.tags = redactRecord(event.tags);
  if (event.contexts) {
    // The trace context holds random hex ids only; redacting their digit runs would break Sentry's linking.
    const { trace, ...others } = event.contexts;
    scrubbed.contexts = { ...redactRecord(others), ...(trace === undefined ? {} : { trace }) };
  }
  if (event.transaction !== undefined) scrubbed.transaction = redactText(withoutQuery(event.transaction));
  return scrubbed;
}
