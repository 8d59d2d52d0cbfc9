/**
 * The selling tier the landing named (spec sections 2 and 3, issue 19 item 1; docs/adr/0018): the spec's in-memory
 * `sellingTierGlobalId` slice, mirrored in session storage under its own name so a reload of the tab keeps it. A
 * later landing with another value replaces it; a landing without one keeps it. It belongs to the session: clearing
 * a session (session.ts) removes it. It is the lender's product-tier id, not personal data.
 */
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import { InMemoryKey } from '#shared/lib/storage/keys.ts';
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { storedText } from './stored-text.ts';

/** The lead contract's bound (contract/lead-payload.ts); a longer value is not a tier id and is ignored. */
export const MAX_SELLING_TIER_LENGTH = 100;

const storedSchema = lazySchema(() => z.object({ id: storedText(MAX_SELLING_TIER_LENGTH) }));

/** The landing's value when it has a usable one, else the session's; written back to session storage. */
export function settleSellingTier(input: {
  storage: SafeStorage;
  landing: string | undefined;
}): string | undefined {
  const { storage } = input;
  const landing = input.landing?.trim();
  const fromLanding = landing && landing.length <= MAX_SELLING_TIER_LENGTH ? landing : undefined;
  const candidate =
    fromLanding === undefined ? storage.session.get(InMemoryKey.sellingTierGlobalId) : { id: fromLanding };
  const parsed = z.safeParse(storedSchema, candidate);
  if (!parsed.success) {
    // Nothing usable: an unreadable stored value is dropped rather than read again at every boot.
    if (candidate !== null) storage.session.remove(InMemoryKey.sellingTierGlobalId);
    return undefined;
  }
  if (fromLanding !== undefined) storage.session.set(InMemoryKey.sellingTierGlobalId, parsed.data);
  return parsed.data.id;
}
