/**
 * The extras a pending create was first sent with (docs/adr/0029): sent again after a reload, the create carries
 * them as first sent (the idempotency keeper puts its volatile fields back), so the Lead event the page reports once
 * the API answers has the id the API was given, and the pixel and the server count one lead.
 */
import * as z from 'zod/mini';
import type { PendingCreate } from '#shared/api/idempotency.ts';
import type { CreateExtras } from './lead-extras.ts';

const firstSentSchema = z.object({
  pixelParameters: z.object({ eventId: z.string().check(z.minLength(1)) }),
  googleCaptchaToken: z.optional(z.string()),
});

/** Null when the pending create kept no event id (a record written before it did, or one that does not parse). */
export function extrasAsFirstSent(pending: PendingCreate): CreateExtras | null {
  const parsed = z.safeParse(firstSentSchema, pending.volatile ?? {});
  if (!parsed.success) return null;
  const { pixelParameters, googleCaptchaToken } = parsed.data;
  return googleCaptchaToken === undefined
    ? { eventId: pixelParameters.eventId }
    : { eventId: pixelParameters.eventId, googleCaptchaToken };
}
