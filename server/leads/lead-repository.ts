/** Lead storage through drizzle: create (idempotent), read, merge updates, status polls, steps. */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LeadData } from '#contract/lead-payload.ts';
import type { Db } from '../db/database.ts';
import { leadSteps, leads, type LeadRow, type StoredVerification } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { credentialMatches, newCredential } from './applicant-credential.ts';

/** A lead as stored: its data is the contract's LeadData (server/db/schema.ts). */
export type StoredLeadRow = LeadRow;

/** A stable hash of a request body (keys sorted) to tell a retry from a different request. */
export function hashBody(value: unknown): string {
  const canonical = (input: unknown): unknown =>
    Array.isArray(input)
      ? input.map(canonical)
      : input && typeof input === 'object'
        ? Object.fromEntries(
            Object.entries(input)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, item]) => [key, canonical(item)]),
          )
        : input;
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

/** One level deep: a section sent replaces the fields it names and keeps the others. */
export function mergeLeadData(stored: LeadData, update: LeadData): LeadData {
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined) continue;
    const before = merged[key];
    merged[key] =
      value && typeof value === 'object' && !Array.isArray(value) && before && typeof before === 'object'
        ? { ...before, ...value }
        : value;
  }
  // Every key is one of stored's or update's (both LeadData), holding update's value or, for a section, the stored
  // section's fields overlaid with update's: still that section.
  return merged as LeadData;
}

export class LeadRepository {
  constructor(private readonly db: Db) {
    this.byId = db
      .select()
      .from(leads)
      .where(eq(leads.id, sql.placeholder('id')))
      .prepare('lead_by_id');
  }

  /**
   * Creates a lead and its applicant's credential; with an idempotency key, a retry returns the first lead (422 if the
   * body differs) with a new credential that replaces the first: the first answer, and its credential, were lost.
   */
  async create(
    product: string,
    data: LeadData,
    idempotencyKey?: string,
  ): Promise<{ row: StoredLeadRow; credential: string }> {
    const requestHash = hashBody({ product, data });
    const { credential, hash } = newCredential();
    const [row] = await this.db
      .insert(leads)
      .values({ id: randomUUID(), product, data, idempotencyKey, requestHash, credentialHash: hash })
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning();
    if (row) return { row, credential };
    const replayed = idempotencyKey ? await this.replay(product, data, idempotencyKey) : null;
    if (!replayed) throw new Error('Idempotent create found no lead');
    return replayed;
  }

  /**
   * The lead an earlier create with this key made, under a new credential (the one before stops working), or null
   * when the key made none. The same key with another body is refused (422): it is another create.
   */
  async replay(
    product: string,
    data: LeadData,
    idempotencyKey: string,
  ): Promise<{ row: StoredLeadRow; credential: string } | null> {
    const [existing] = await this.db.select().from(leads).where(eq(leads.idempotencyKey, idempotencyKey));
    if (!existing) return null;
    if (existing.requestHash !== hashBody({ product, data })) {
      throw ApiError.field('Idempotency-Key', 'This key was used for a different lead', 422);
    }
    const { credential, hash } = newCredential();
    return { row: await this.replaceCredential(existing.id, hash), credential };
  }

  /** Gives the lead a new credential (a retried create, a resume link used): the one before stops working. */
  async replaceCredential(id: string, hash: string): Promise<StoredLeadRow> {
    const [row] = await this.db
      .update(leads)
      .set({ credentialHash: hash })
      .where(eq(leads.id, id))
      .returning();
    if (!row) throw ApiError.notFound();
    return row;
  }

  /**
   * The lead, when the credential is its applicant's; undefined otherwise (an unknown lead is no different from a
   * wrong credential). One read serves the check and the handler that follows it.
   */
  async openedBy(id: string, credential: string): Promise<StoredLeadRow | undefined> {
    const row = await this.find(id);
    return row && credentialMatches(row.credentialHash, credential) ? row : undefined;
  }

  /** Prepared once: the read every call about a lead starts with (building the query each time cost a third of it). */
  private readonly byId;

  async find(id: string): Promise<StoredLeadRow | undefined> {
    const [row] = await this.byId.execute({ id });
    return row;
  }

  async get(id: string): Promise<StoredLeadRow> {
    const row = await this.find(id);
    if (!row) throw ApiError.notFound();
    return row;
  }

  /**
   * Merges data into the lead; its product never changes (set on create, the handlers refuse another). The read, the
   * check and the write are one transaction holding the lead's row lock, so concurrent updates of one lead queue and
   * each merges into the one before: none is lost (issue 28, measured on PostgreSQL). `check` sees the stored row and
   * the merged data and may refuse by throwing; nothing is written then.
   */
  async update(
    id: string,
    data: LeadData,
    check?: (stored: StoredLeadRow, merged: LeadData) => void,
  ): Promise<StoredLeadRow> {
    return this.db.transaction(async (tx) => {
      const [stored] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
      if (!stored) throw ApiError.notFound();
      const merged = mergeLeadData(stored.data, data);
      check?.(stored, merged);
      const [row] = await tx
        .update(leads)
        .set({ data: merged, updatedAt: new Date() })
        .where(eq(leads.id, id))
        .returning();
      if (!row) throw ApiError.notFound();
      return row;
    });
  }

  /** Counts a status poll and returns the count before it. */
  async countPoll(id: string): Promise<number> {
    const [row] = await this.db
      .update(leads)
      .set({ statusPolls: sql`${leads.statusPolls} + 1` })
      .where(eq(leads.id, id))
      .returning({ polls: leads.statusPolls });
    if (!row) throw ApiError.notFound();
    return row.polls - 1;
  }

  /** The moment checking ended, recorded by the first read that gets a decision and kept from then on. */
  async markDecided(id: string): Promise<StoredLeadRow> {
    const [row] = await this.db
      .update(leads)
      .set({ decidedAt: sql`COALESCE(${leads.decidedAt}, now())` })
      .where(eq(leads.id, id))
      .returning();
    if (!row) throw ApiError.notFound();
    return row;
  }

  /** Whether a step call with this idempotency key was already recorded for the lead. */
  async hasStep(id: string, idempotencyKey: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: leadSteps.id })
      .from(leadSteps)
      .where(and(eq(leadSteps.leadId, id), eq(leadSteps.idempotencyKey, idempotencyKey)));
    return row !== undefined;
  }

  /**
   * Records a step's answers and marks its state completed. With an idempotency key, a second call with the same key
   * (even one racing the first) records nothing more: the unique index on (lead, key) keeps one row.
   */
  async completeStep(
    id: string,
    operation: string,
    state: number | undefined,
    data: unknown,
    idempotencyKey?: string,
  ): Promise<StoredLeadRow> {
    const stored = await this.get(id);
    const inserted = await this.db
      .insert(leadSteps)
      .values({ leadId: id, operation, state: state ?? null, data: data ?? {}, idempotencyKey })
      .onConflictDoNothing({ target: [leadSteps.leadId, leadSteps.idempotencyKey] })
      .returning({ id: leadSteps.id });
    if (inserted.length === 0) return stored;
    const completedStates =
      state === undefined || stored.completedStates.includes(state)
        ? stored.completedStates
        : [...stored.completedStates, state];
    const [row] = await this.db
      .update(leads)
      .set({ completedStates, updatedAt: new Date() })
      .where(eq(leads.id, id))
      .returning();
    return row as StoredLeadRow; // get() above found the lead, and no code deletes one: the update returns its row
  }

  /**
   * Stores a new code unless one was sent less than `quietSeconds` ago; one statement, so two sends racing each other
   * cannot both pass. Returns the code sent before when it refuses.
   */
  async setVerificationIfQuiet(
    id: string,
    verification: StoredVerification,
    quietSeconds: number,
  ): Promise<{ stored: true } | { stored: false; previous: StoredVerification }> {
    const [row] = await this.db
      .update(leads)
      .set({ verification, mobileVerified: false, updatedAt: new Date() })
      .where(
        and(
          eq(leads.id, id),
          sql`(${leads.verification} IS NULL OR (${leads.verification}->>'sentAt')::timestamptz <= ${new Date(
            Date.parse(verification.sentAt) - quietSeconds * 1000,
          ).toISOString()}::timestamptz)`,
        ),
      )
      .returning({ id: leads.id });
    if (row) return { stored: true };
    const current = await this.get(id);
    if (!current.verification) throw new Error('A refused code send found no code');
    return { stored: false, previous: current.verification };
  }

  /** Counts one try against the open code, atomically, and returns the code with the count including this try. */
  async countCodeTry(id: string): Promise<StoredVerification | null> {
    const [row] = await this.db
      .update(leads)
      .set({
        verification: sql`jsonb_set(${leads.verification}, '{tries}', to_jsonb(COALESCE((${leads.verification}->>'tries')::int, 0) + 1))`,
      })
      .where(and(eq(leads.id, id), sql`${leads.verification} IS NOT NULL`))
      .returning({ verification: leads.verification });
    return row?.verification ?? null;
  }

  async setVerification(id: string, verification: StoredVerification | null, verified?: boolean) {
    await this.db
      .update(leads)
      .set({
        verification,
        ...(verified === undefined ? {} : { mobileVerified: verified }),
        updatedAt: new Date(),
      })
      .where(eq(leads.id, id));
  }

  async markRedirected(id: string): Promise<void> {
    await this.db
      .update(leads)
      .set({ redirectedAt: new Date() })
      .where(and(eq(leads.id, id)));
  }
}
