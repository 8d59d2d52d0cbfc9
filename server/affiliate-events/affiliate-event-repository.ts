/** Affiliate event storage: one row per event, one per Idempotency-Key however often the event is sent again. */
import { asc, eq } from 'drizzle-orm';
import type { AffiliateEventRequest } from '#contract/customer.ts';
import type { Db } from '../db/database.ts';
import { affiliateEvents, type AffiliateEventRow } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { hashBody } from '../leads/lead-repository.ts';

/** An empty value is no value: the column stays NULL. */
const orNull = (value: string | undefined) => value || null;

export class AffiliateEventRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores the event; with a key, a repeat (even one racing the first) returns the first row, and the key sent with
   * another body is a 422, as for a lead create.
   */
  async record(event: AffiliateEventRequest, idempotencyKey?: string): Promise<AffiliateEventRow> {
    const requestHash = hashBody(event);
    const { affiliateReferenceParams: reference, utm } = event;
    const [row] = await this.db
      .insert(affiliateEvents)
      .values({
        productId: event.product,
        event: event.event,
        sessionId: event.sessionId,
        leadId: event.leadId,
        affiliateAttribute: orNull(reference.attribute),
        affiliateSubId: orNull(reference.subId),
        affiliateTransactionId: orNull(reference.transactionId),
        utmSource: orNull(utm?.source),
        utmMedium: orNull(utm?.medium),
        utmCampaign: orNull(utm?.campaign),
        utmContent: orNull(utm?.content),
        utmTerm: orNull(utm?.term),
        idempotencyKey,
        requestHash,
        occurredAt: new Date(event.occurredAt),
      })
      .onConflictDoNothing({ target: affiliateEvents.idempotencyKey })
      .returning();
    if (row) return row;
    const [existing] = await this.db
      .select()
      .from(affiliateEvents)
      .where(eq(affiliateEvents.idempotencyKey, idempotencyKey ?? ''));
    if (!existing) throw new Error('Idempotent event insert found no event');
    if (existing.requestHash !== requestHash) {
      throw ApiError.field('Idempotency-Key', 'This key was used for a different event', 422);
    }
    return existing;
  }

  /** The events of one lead, oldest first (the development read-back). */
  async forLead(leadId: string): Promise<AffiliateEventRow[]> {
    return this.db
      .select()
      .from(affiliateEvents)
      .where(eq(affiliateEvents.leadId, leadId))
      .orderBy(asc(affiliateEvents.id));
  }
}
