/**
 * POST /affiliate/event, and in development a read-back of a lead's events for the e2e suite and the tests
 * (GET /affiliate/events?leadId=...: outside the contract, as the partner landing page is, and never registered in
 * production, where the affiliate network is the only reader).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AffiliateEventRequest } from '#contract/customer.ts';
import { leadIdSchema } from '#contract/primitives.ts';
import type { ApiContext } from '../context.ts';
import type { AffiliateEventRow } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { Handlers } from '../http/contract-route.ts';
import { AffiliateEventRepository } from './affiliate-event-repository.ts';

export const AFFILIATE_EVENTS_READ_BACK_PATH = '/affiliate/events';

export function affiliateEventHandlers(context: ApiContext): Pick<Handlers, 'postAffiliateEvent'> {
  const events = new AffiliateEventRepository(context.database.db);
  return {
    postAffiliateEvent: async ({ body, idempotencyKey }) => {
      // Every milestone is a lead's: an unknown lead is a 404, as for the other calls naming one.
      const lead = await context.leads.get(body.leadId);
      if (lead.product !== body.product) {
        throw ApiError.field('product', 'The event names another product than its lead');
      }
      // A milestone is credited only to the affiliate the lead came with: an event naming another reference would
      // move the commission (issue 28).
      const own = lead.data.affiliateReferenceParams ?? {};
      const named = body.affiliateReferenceParams;
      const mismatched = (['attribute', 'subId', 'transactionId'] as const).filter(
        (key) => (named[key] ?? '') !== (own[key] ?? ''),
      );
      if (mismatched.length > 0) {
        throw new ApiError(
          400,
          mismatched.map((key) => ({
            fieldName: `affiliateReferenceParams.${key}`,
            message: "Not the lead's own affiliate reference",
          })),
        );
      }
      const row = await events.record(body, idempotencyKey);
      return { eventId: `evt-${row.id}` };
    },
  };
}

/** A stored event in the request's own shape (absent values left out), with its id and reception time. */
export type StoredAffiliateEvent = Omit<AffiliateEventRequest, 'leadId'> & {
  eventId: string;
  leadId: string | null;
  receivedAt: string;
};

function defined<T extends Record<string, string | null>>(record: T): Partial<Record<keyof T, string>> {
  // Object.fromEntries types its keys as string; they are T's own, and the null values were filtered out.
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null)) as Partial<
    Record<keyof T, string>
  >;
}

function view(row: AffiliateEventRow): StoredAffiliateEvent {
  const utm = defined({
    source: row.utmSource,
    medium: row.utmMedium,
    campaign: row.utmCampaign,
    content: row.utmContent,
    term: row.utmTerm,
  });
  return {
    eventId: `evt-${row.id}`,
    product: row.productId,
    // Stored through the contract's enum since 0004; older rows keep their old names, read back as they are.
    event: row.event as AffiliateEventRequest['event'],
    leadId: row.leadId,
    sessionId: row.sessionId,
    occurredAt: row.occurredAt.toISOString(),
    affiliateReferenceParams: defined({
      attribute: row.affiliateAttribute,
      subId: row.affiliateSubId,
      transactionId: row.affiliateTransactionId,
    }),
    ...(Object.keys(utm).length > 0 ? { utm } : {}),
    receivedAt: row.receivedAt.toISOString(),
  };
}

const readBackQuerySchema = z.object({ leadId: leadIdSchema });

export function registerAffiliateEventReadBack(app: FastifyInstance, context: ApiContext): void {
  const events = new AffiliateEventRepository(context.database.db);
  app.get(AFFILIATE_EVENTS_READ_BACK_PATH, async (request) => {
    const query = readBackQuerySchema.safeParse(request.query);
    if (!query.success) throw ApiError.field('leadId', 'Not a valid lead id');
    return { events: (await events.forLead(query.data.leadId)).map(view) };
  });
}
