/**
 * The limits (issue 28): counters in the database, so that several API processes sharing one PostgreSQL count
 * together. A bucket's window opens at its first hit and lasts the limit's window; one statement counts a hit, opens
 * a new window when the last one has closed, and reads the count (INSERT ... ON CONFLICT DO UPDATE ... RETURNING), so
 * concurrent hits never both take the last free place. A refusal is a 429 with Retry-After (seconds until the window
 * closes) and the same wait in the error body, for the app to show in the applicant's language.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rateLimitHits } from '../db/schema.ts';
import { ApiError } from './api-error.ts';

/** Closed windows are swept now and then, never on every hit. */
const SWEEP_EVERY_HITS = 500;
const KEEP_CLOSED_MS = 24 * 3_600_000;

export interface Limit {
  /** What is counted and for whom: `create:127.0.0.1`, `code-send:<lead id>`. */
  bucket: string;
  /** Hits allowed per window; 0 means no limit. */
  max: number;
  windowSeconds: number;
}

export class RateLimiter {
  private hitsSinceSweep = 0;
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit against the limit; throws the 429 when the window is already full. */
  async hit(limit: Limit, fieldName = '', message = 'validation.limit.wait'): Promise<void> {
    if (limit.max <= 0) return;
    const now = new Date(this.now());
    const closedBefore = new Date(now.getTime() - limit.windowSeconds * 1000);
    const windowClosed = sql`${rateLimitHits.windowStart} <= ${closedBefore.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ bucket: limit.bucket, windowStart: now, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimitHits.bucket,
        set: {
          hits: sql`CASE WHEN ${windowClosed} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
          windowStart: sql`CASE WHEN ${windowClosed} THEN ${now.toISOString()}::timestamptz ELSE ${rateLimitHits.windowStart} END`,
        },
      })
      .returning({ hits: rateLimitHits.hits, windowStart: rateLimitHits.windowStart });
    await this.sweepNowAndThen(now.getTime());
    if (row && row.hits > limit.max) {
      const closesAt = row.windowStart.getTime() + limit.windowSeconds * 1000;
      throw ApiError.tooManyRequests((closesAt - now.getTime()) / 1000, fieldName, message);
    }
  }

  private async sweepNowAndThen(now: number): Promise<void> {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < SWEEP_EVERY_HITS) return;
    this.hitsSinceSweep = 0;
    await this.db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now - KEEP_CLOSED_MS)));
  }
}

const CREATES: ReadonlySet<string> = new Set(['createLead', 'createLeadV2', 'createLeadV3']);

/**
 * The per-client limit a call counts against: lead creates have their own (a bot's creates are the costly abuse),
 * every other limited call (contract routes' `limited`: lookups, policies, email check, unsubscribe, resume) shares
 * one. Calls about a lead are not counted per client: the lead's credential gates them, and the code and link sends
 * have their own per-lead limits.
 */
export function clientLimitFor(
  operationId: string,
  clientAddress: string,
  limits: { createsPer10Minutes: number; publicPerMinute: number },
): Limit {
  return CREATES.has(operationId)
    ? { bucket: `create:${clientAddress}`, max: limits.createsPer10Minutes, windowSeconds: 600 }
    : { bucket: `public:${clientAddress}`, max: limits.publicPerMinute, windowSeconds: 60 };
}
