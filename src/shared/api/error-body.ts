/**
 * Reads what a server put in an error response. The contract's error body is `{ errors: [{ fieldName,
 * message }] }` with fieldName '' for a problem that belongs to no field (contract/errors.ts); a bare list
 * is accepted too. A body that is neither still leaves a usable error with no field errors: an error
 * answer must never turn into a second failure. Checked by hand, not with zod, to keep the core small.
 */
import type { FieldError } from './api-error.ts';

export interface ErrorBody {
  fieldErrors: FieldError[];
  /** The server's own message, for the UI; it is never logged (it may echo what the applicant typed). */
  serverMessage: string | undefined;
  /** The wait a 429's errors name (contract/errors.ts retryAfterSeconds), for when Retry-After is not readable. */
  retryAfterSeconds: number | undefined;
}

function isEntry(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'fieldName' in value &&
    typeof value.fieldName === 'string' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

function rawEntries(body: unknown): unknown[] {
  const list = Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null && 'errors' in body
      ? body.errors
      : undefined;
  return Array.isArray(list) ? list : [];
}

function entriesOf(body: unknown): FieldError[] {
  return rawEntries(body)
    .filter(isEntry)
    .map(({ fieldName, message }) => ({ fieldName, message }));
}

export function readErrorBody(body: unknown): ErrorBody {
  const entries = entriesOf(body);
  const topMessage =
    typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
  // An entry without a field name is the error's general message (a 404, a 409), not a field error.
  const general = entries.find((entry) => entry.fieldName === '')?.message;
  const waits = rawEntries(body)
    .map((entry) =>
      typeof entry === 'object' && entry !== null && 'retryAfterSeconds' in entry
        ? entry.retryAfterSeconds
        : undefined,
    )
    .filter((wait): wait is number => typeof wait === 'number' && Number.isFinite(wait) && wait >= 0);
  return {
    fieldErrors: entries.filter((entry) => entry.fieldName !== ''),
    serverMessage: typeof topMessage === 'string' ? topMessage : general,
    retryAfterSeconds: waits.length > 0 ? Math.max(...waits) : undefined,
  };
}
