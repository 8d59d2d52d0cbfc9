/** drizzle-orm table definitions matching migrations/*.sql (the SQL is the source of truth). */
import {
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LeadData } from '#contract/lead-payload.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface StoredVerification {
  code: string;
  phoneNumber: string;
  expiresAt: string;
  sentAt: string;
  /** Tries typed against this code (issue 28's limit: past the configured number, refused right or not). */
  tries?: number;
}

export const leads = pgTable('leads', {
  id: uuid('id').primaryKey(),
  product: text('product').notNull(),
  // Written only by LeadRepository, and only as the contract's LeadData (parsed at the door, merged section by section).
  data: jsonb('data').$type<LeadData>().notNull(),
  idempotencyKey: text('idempotency_key').unique(),
  requestHash: text('request_hash'),
  statusPolls: integer('status_polls').notNull().default(0),
  completedStates: jsonb('completed_states').$type<number[]>().notNull().default([]),
  mobileVerified: boolean('mobile_verified').notNull().default(false),
  verification: jsonb('verification').$type<StoredVerification | null>(),
  redirectedAt: timestamptz('redirected_at'),
  decidedAt: timestamptz('decided_at'),
  /** SHA-256 (hex) of the applicant's credential (migration 0005, docs/adr/0027). */
  credentialHash: text('credential_hash'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Resume links issued (migration 0005): single use, expiring, bound to their lead. */
export const resumeTokens = pgTable('resume_tokens', {
  tokenId: text('token_id').primaryKey(),
  leadId: uuid('lead_id')
    .notNull()
    .references(() => leads.id, { onDelete: 'cascade' }),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** The limits' counters (migration 0005): one row per bucket, its window opening at its first hit. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  bucket: text('bucket').primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  hits: integer('hits').notNull(),
});

export const leadSteps = pgTable(
  'lead_steps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    operation: text('operation').notNull(),
    state: integer('state'),
    data: jsonb('data').notNull(),
    /** One step per key and lead (migration 0003): a repeated call with its key records nothing more. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('lead_steps_lead_key').on(table.leadId, table.idempotencyKey)],
);

export const customerConsents = pgTable(
  'customer_consents',
  {
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    consentId: text('consent_id').notNull(),
    accepted: boolean('accepted').notNull(),
    answeredAt: timestamptz('answered_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.leadId, table.consentId] })],
);

/** Funnel milestones reported for the affiliate network (migrations 0001 and 0004). */
export const affiliateEvents = pgTable('affiliate_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  productId: text('product_id').notNull(),
  event: text('event').notNull(),
  sessionId: uuid('session_id').notNull(),
  /** Nullable for rows stored before 0004; every event since has a lead. */
  leadId: uuid('lead_id'),
  affiliateAttribute: text('affiliate_attribute'),
  affiliateSubId: text('affiliate_sub_id'),
  affiliateTransactionId: text('affiliate_transaction_id'),
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  utmContent: text('utm_content'),
  utmTerm: text('utm_term'),
  /** Unique (migration 0004): an event repeated with its key is one row. */
  idempotencyKey: text('idempotency_key').unique('affiliate_events_idempotency_key'),
  requestHash: text('request_hash'),
  occurredAt: timestamptz('occurred_at').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

export const emailUnsubscribes = pgTable('email_unsubscribes', {
  emailHash: text('email_hash').primaryKey(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const schema = {
  leads,
  leadSteps,
  customerConsents,
  affiliateEvents,
  emailUnsubscribes,
  resumeTokens,
  rateLimitHits,
};
export type Schema = typeof schema;
export type LeadRow = typeof leads.$inferSelect;
export type AffiliateEventRow = typeof affiliateEvents.$inferSelect;
