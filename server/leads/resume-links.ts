/**
 * Resume links (issue 28 item 2, docs/adr/0027): `/continue/{token}` where the token is `<id><signature>`: 18 random
 * bytes naming a row of resume_tokens (24 characters), then their HMAC. Using a link exchanges it, once, for the lead's credential; a
 * forged token is refused on its signature (404), one used before or past its expiry by its row (410). The lead's
 * answers never travel in the link.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { RESUME_TOKEN_ID_LENGTH } from '#contract/lead.ts';
import type { Db } from '../db/database.ts';
import { resumeTokens } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { Signer } from '../http/signing.ts';

export interface IssuedResumeLink {
  token: string;
  expiresAt: Date;
}

export class ResumeLinks {
  constructor(
    private readonly db: Db,
    private readonly signer: Signer,
    private readonly ttlMs: number,
  ) {}

  async issue(leadId: string, now = new Date()): Promise<IssuedResumeLink> {
    const tokenId = randomBytes(18).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.ttlMs);
    await this.db.insert(resumeTokens).values({ tokenId, leadId, expiresAt });
    return { token: `${tokenId}${this.signer.sign(tokenId)}`, expiresAt };
  }

  /** Marks the link used and returns its lead; refuses a forged, used or expired one. */
  async redeem(token: string, now = new Date()): Promise<string> {
    const tokenId = token.slice(0, RESUME_TOKEN_ID_LENGTH);
    const signature = token.slice(RESUME_TOKEN_ID_LENGTH);
    if (!this.signer.verify(tokenId, signature)) throw ApiError.notFound('Link');
    const [used] = await this.db
      .update(resumeTokens)
      .set({ usedAt: now })
      .where(
        and(eq(resumeTokens.tokenId, tokenId), isNull(resumeTokens.usedAt), gt(resumeTokens.expiresAt, now)),
      )
      .returning({ leadId: resumeTokens.leadId });
    if (used) return used.leadId;
    const [known] = await this.db
      .select({ tokenId: resumeTokens.tokenId })
      .from(resumeTokens)
      .where(eq(resumeTokens.tokenId, tokenId));
    // Signed by us but unknown: its lead was deleted. Used or expired: gone for good.
    if (!known) throw ApiError.notFound('Link');
    throw new ApiError(410, [{ fieldName: 'token', message: 'validation.link.expired' }]);
  }
}
