/**
 * References handed to others in place of the lead id (docs/adr/0027): partners get a `ref`, offers an `offerId`.
 * Each is the SHA-256 of the id and what it is for, cut short: stable for one lead (a partner can match its own
 * records, an offer id stays the same however often it is read), different per use, and not reversible, so none of
 * them leads back to the id, which must stay the applicant's.
 */
import { createHash } from 'node:crypto';

export type ReferenceUse = 'partner' | 'offer';

export function opaqueReference(use: ReferenceUse, leadId: string, length = 16): string {
  return createHash('sha256').update(`${use}:${leadId}`).digest('hex').slice(0, length);
}
