/**
 * The one error body every failing call returns. `fieldName` is the dotted data point name
 * (`personalDetails.firstName`), a path or query parameter name (`id`, `email`), a header name
 * (`Idempotency-Key`), or the empty string for an error that belongs to no field (404, 413, 500).
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';

export const fieldErrorSchema = lazySchema(() =>
  z.object({
    fieldName: z.string().check(z.maxLength(200)),
    message: z.string().check(z.minLength(1), z.maxLength(500)),
    /** On a 429: the whole seconds to wait (also in the Retry-After header), for the app to show. */
    retryAfterSeconds: z.optional(z.number().check(z.int(), z.positive())),
  }),
);

export const errorBodySchema = lazySchema(() =>
  z
    .object({ errors: z.array(fieldErrorSchema).check(z.minLength(1)) })
    .check(z.describe('Error body: one entry per problem; fieldName "" when no field is at fault')),
);

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The statuses the reference API answers with an error body, and what each means. */
export const ERROR_STATUSES = {
  400: 'Invalid input: one error per invalid field',
  401: 'A call about a lead without its applicant credential (Authorization: Bearer ...)',
  403: 'A signed link whose signature does not verify (unsubscribe)',
  404: "Unknown lead, postcode or resource, or a credential that is not this lead's",
  409: 'The lead is not in a state that allows this call',
  413: 'Body larger than the route allows',
  415: 'Body is not JSON',
  410: 'A resume link that was used, has expired or was never issued',
  422: 'Idempotency-Key reused with a different body',
  429: 'A limit was reached: wait the Retry-After seconds (also in the error) and try again',
  500: 'Unexpected server error (no details leave the server)',
  503: 'Temporarily unavailable (fault injection or maintenance)',
} as const;
