/**
 * Reads what a server put in an error response. The contract's error body is `{ errors: [{ fieldName,
 * message }] }` with fieldName '' for a problem that belongs to no field (contract/errors.ts); a bare list
 * is accepted too. A body that is neither still leaves a usable error with no field errors: an error
 * answer must never turn into a second failure. Checked by hand, not with zod, to keep the core small.
 */
import type { FieldError } from './api-error';

export interface ErrorBody {
  fieldErrors: FieldError[];
  /** The server's own message, for the UI; it is never logged (it may echo what the applicant typed). */
  serverMessage: string | undefined;
}

function isEntry(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const { fieldName, message } = value as Record<string, unknown>;
  return typeof fieldName === 'string' && typeof message === 'string';
}

function entriesOf(body: unknown): FieldError[] {
  const list = Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>).errors
      : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter(isEntry).map(({ fieldName, message }) => ({ fieldName, message }));
}

export function readErrorBody(body: unknown): ErrorBody {
  const entries = entriesOf(body);
  const topMessage =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>).message : undefined;
  // An entry without a field name is the error's general message (a 404, a 409), not a field error.
  const general = entries.find((entry) => entry.fieldName === '')?.message;
  return {
    fieldErrors: entries.filter((entry) => entry.fieldName !== ''),
    serverMessage: typeof topMessage === 'string' ? topMessage : general,
  };
}
