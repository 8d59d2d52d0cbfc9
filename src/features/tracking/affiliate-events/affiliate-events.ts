/**
 * Affiliate events (issue 15, item 4; spec sections 4 and 7): each funnel milestone of a lead that came through an
 * affiliate is reported with POST {base}/affiliate/event, so the affiliate network can pay for it. The applicant never
 * waits for it: the listener starts the call and returns, and a failure is logged without personal data.
 *
 * - Only with a lead id and an affiliate reference holding at least one value (spec section 5); otherwise nothing.
 * - Once per (lead, milestone): the event, its body (occurredAt included) and its Idempotency-Key are fixed at the
 *   first emission and kept in memory, so a retry, or the milestone emitted again after the retries ran out, sends
 *   the same request and the API stores it once.
 * - Retried on what a retry can fix (network, timeout, offline, 5xx), 3 attempts in all, 1 s then 2 s apart; never on
 *   a 4xx or a malformed answer (the request, or the API, has to change first).
 */
import { AFFILIATE_EVENT_NAMES, type AffiliateEventName } from '#contract/customer.ts';
import type { ApiError } from '#shared/api/api-error.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { createUuid } from '#shared/api/uuid.ts';
import { logger } from '#shared/lib/logger.ts';
import { funnelEvents, type FunnelEvent } from '#features/funnel/funnel-events.ts';
import { postAffiliateEvent, type AffiliateEventInput } from './api/post-affiliate-event.ts';

/** What an event needs of the attribution; the app builds it from the boot's (see attributionFromBoot). */
export interface AffiliateEventAttribution {
  sessionId: string;
  affiliateReference?: { attribute?: string; subId?: string; transactionId?: string };
  utm?: { source?: string; medium?: string; campaign?: string; content?: string; term?: string };
}

/** The waits between attempts: 3 attempts in all. */
export const AFFILIATE_EVENT_RETRY_DELAYS_MS = [1_000, 2_000] as const;

export const AffiliateEventLog = {
  failed: 'Failed to send affiliate event',
} as const;

/** The contract's longest value; a longer one is left out rather than refused with the whole event. */
const MAX_VALUE_LENGTH = 200;

export interface ConnectAffiliateEventsOptions {
  client: ApiClient;
  /** Read at each milestone, so a value set after the connection (a later landing's UTM values) is the one sent. */
  attribution: AffiliateEventAttribution | (() => AffiliateEventAttribution);
  /** For tests: the clock of occurredAt, the key source, the wait between attempts, the event source. */
  now?: () => Date;
  makeKey?: () => string;
  wait?: (ms: number) => Promise<void>;
  events?: Pick<typeof funnelEvents, 'subscribe'>;
}

type Milestone = Extract<FunnelEvent, { name: AffiliateEventName }>;

function isMilestone(event: FunnelEvent): event is Milestone {
  return AFFILIATE_EVENT_NAMES.some((name) => name === event.name);
}

function retryable(error: ApiError): boolean {
  if (error.kind === 'http') return error.status >= 500;
  return error.kind === 'network' || error.kind === 'timeout' || error.kind === 'offline';
}

/** The values worth sending: trimmed, non-empty, within the contract's length; undefined when none is left. */
function cleanValues<Key extends string>(
  values: Partial<Record<Key, string>> | undefined,
): Partial<Record<Key, string>> | undefined {
  const kept = Object.entries<string | undefined>(values ?? {}).flatMap(([key, value]) => {
    const text = typeof value === 'string' ? value.trim() : '';
    return text && text.length <= MAX_VALUE_LENGTH ? [[key, text] as const] : [];
  });
  // The keys come from the record typed by Key; entries() widens them to string.
  return kept.length > 0 ? (Object.fromEntries(kept) as Partial<Record<Key, string>>) : undefined;
}

function bodyOf(
  milestone: Milestone,
  attribution: AffiliateEventAttribution,
  occurredAt: Date,
): AffiliateEventInput | undefined {
  const reference = cleanValues(attribution.affiliateReference);
  if (!reference) return undefined;
  const utm = cleanValues(attribution.utm);
  return {
    event: milestone.name,
    leadId: milestone.leadId,
    sessionId: attribution.sessionId,
    occurredAt: occurredAt.toISOString(),
    affiliateReferenceParams: reference,
    ...(utm ? { utm } : {}),
  };
}

interface Pending {
  key: string;
  body: AffiliateEventInput;
  state: 'sending' | 'waiting' | 'done';
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Subscribes to the funnel's milestones; returns the function that stops (no new event, no further retry). */
export function connectAffiliateEvents(options: ConnectAffiliateEventsOptions): () => void {
  const {
    client,
    attribution,
    now = () => new Date(),
    makeKey = createUuid,
    wait = sleep,
    events = funnelEvents,
  } = options;
  const readAttribution = typeof attribution === 'function' ? attribution : () => attribution;
  const pending = new Map<string, Pending>();
  let stopped = false;

  async function deliver(entry: Pending): Promise<void> {
    entry.state = 'sending';
    for (let attempt = 0; ; attempt += 1) {
      const result = await postAffiliateEvent(client, entry.body, { idempotencyKey: entry.key });
      if (result.ok) {
        entry.state = 'done';
        return;
      }
      const delay = AFFILIATE_EVENT_RETRY_DELAYS_MS[attempt];
      if (!retryable(result.error) || delay === undefined || stopped) {
        // A refusal will not change by sending it again; running out of attempts leaves it to a later emission.
        entry.state = retryable(result.error) ? 'waiting' : 'done';
        logger.warn(AffiliateEventLog.failed, { event: entry.body.event, status: result.error.status });
        return;
      }
      await wait(delay);
      if (stopped) {
        entry.state = 'waiting';
        return;
      }
    }
  }

  function onEvent(event: FunnelEvent): void {
    if (stopped || !isMilestone(event) || !event.leadId) return;
    const id = `${event.leadId}:${event.name}`;
    let entry = pending.get(id);
    if (!entry) {
      const body = bodyOf(event, readAttribution(), now());
      if (!body) return;
      entry = { key: makeKey(), body, state: 'waiting' };
      pending.set(id, entry);
    }
    if (entry.state !== 'waiting') return;
    const sending = entry;
    deliver(sending).catch((error: unknown) => {
      sending.state = 'waiting';
      // deliver does not throw (the client returns results); this is the last guard of a fire-and-forget call.
      logger.warn(AffiliateEventLog.failed, {
        event: event.name,
        error: error instanceof Error ? error.name : '',
      });
    });
  }

  const unsubscribe = events.subscribe(onEvent);
  return () => {
    stopped = true;
    unsubscribe();
  };
}

/**
 * The attribution an event carries, from the boot's (features/attribution/boot.ts). Its `utm` is the session's last
 * touch, the campaign that brought the applicant this time (the lead itself carries first and last touch,
 * docs/adr/0018): kept for the session, so an event after a reload without UTM values still names it.
 */
export function attributionFromBoot(boot: {
  session: { sessionId: string };
  affiliateReference: AffiliateEventAttribution['affiliateReference'];
  utm: { lastTouch?: AffiliateEventAttribution['utm'] };
}): AffiliateEventAttribution {
  return {
    sessionId: boot.session.sessionId,
    affiliateReference: boot.affiliateReference,
    utm: boot.utm.lastTouch,
  };
}
