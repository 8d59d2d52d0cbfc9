/**
 * Reads what a server put in an error response. The contract's field error is `{ fieldName, message }`;
 * the list may come as the body itself or under `errors` (the server wraps it with a message). A body
 * that is neither still leaves a usable error with no field errors: an error answer must never turn
 * into a second failure.
 */
import type { FieldError } from './api-error';

export interface ErrorBody {
  fieldErrors: FieldError[];
  /** The server's own message, for the UI; it is never logged (it may echo what the applicant typed). */
  serverMessage: string | undefined;
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const { fieldName, message } = value as Record<string, unknown>;
  return typeof fieldName === 'string' && fieldName !== '' && typeof message === 'string';
}

function fieldErrorsOf(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isFieldError).map(({ fieldName, message }) => ({ fieldName, message }));
}

export function readErrorBody(body: unknown): ErrorBody {
  if (Array.isArray(body)) return { fieldErrors: fieldErrorsOf(body), serverMessage: undefined };
  if (typeof body !== 'object' || body === null) return { fieldErrors: [], serverMessage: undefined };
  const record = body as Record<string, unknown>;
  return {
    fieldErrors: fieldErrorsOf(record.errors ?? record.fieldErrors),
    serverMessage: typeof record.message === 'string' ? record.message : undefined,
  };
}
