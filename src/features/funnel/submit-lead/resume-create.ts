/**
 * What a create sent again after a reload needs of the one first sent (docs/adr/0029): the Lead event's id it carried,
 * which the idempotency keeper sends again with its key (a volatile field), so the event the page reports once the API
 * answers names the id the API was given, and the pixel and the server count one lead; and the identifiers it carried,
 * which the browser did not keep.
 */
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import type { PendingCreate } from '#shared/api/idempotency.ts';
import type { Answers, DynamicPage } from '../form-model/types.ts';

const firstSentSchema = lazySchema(() =>
  z.object({
    pixelParameters: z.object({ eventId: z.string().check(z.minLength(1)) }),
  }),
);

/** Undefined without a pending create, or one that kept no event id. */
export function pendingEventId(pending: PendingCreate | null): string | undefined {
  const parsed = z.safeParse(firstSentSchema, pending?.volatile ?? {});
  return parsed.success ? parsed.data.pixelParameters.eventId : undefined;
}

/**
 * The identifier fields of these pages that the applicant filled before the page was loaded again and has not typed
 * since (`retype`: the names the store keeps, never the values): the browser does not keep identifiers
 * (docs/adr/0011), so a create of those pages cannot be rebuilt as it was sent until they are typed again.
 */
export function identifiersMissingOn(
  pages: readonly DynamicPage[],
  answers: Answers,
  retype: readonly string[],
): string[] {
  return pages.flatMap((page) =>
    page.dataPoints
      .map(({ name }) => name)
      .filter((name) => retype.includes(name.slice(name.lastIndexOf('.') + 1)))
      .filter((name) => answers[name] === undefined || answers[name] === ''),
  );
}
