/**
 * The limits (issue 28): fixed-window counters in the database, so that several API processes sharing one PostgreSQL
 * count together. One statement counts a hit and reads the count (INSERT ... ON CONFLICT DO UPDATE ... RETURNING), so
 * concurrent hits never both pass the last free place. A refusal is a 429 with Retry-After (seconds to the window's
 * end) and the same wait in the error body, for the app to show in the applicant's language.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rateLimitHits } from '../db/schema.ts';
import { ApiError } from './api-error.ts';

/** Old windows are swept now and then, never on every hit. */
const SWEEP_EVERY_HITS = 500;
const KEEP_WINDOWS_MS = 24 * 3_600_000;

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
    const windowMs = limit.windowSeconds * 1000;
    const now = this.now();
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ bucket: limit.bucket, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.bucket, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits });
    await this.sweepNowAndThen(now);
    if ((row?.hits ?? 0) > limit.max) {
      throw ApiError.tooManyRequests((windowStart.getTime() + windowMs - now) / 1000, fieldName, message);
    }
  }

  private async sweepNowAndThen(now: number): Promise<void> {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < SWEEP_EVERY_HITS) return;
    this.hitsSinceSweep = 0;
    await this.db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now - KEEP_WINDOWS_MS)));
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
