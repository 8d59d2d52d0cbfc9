/**
 * The bridge from ApiResult to react-query. Fetchers never throw; react-query learns about a failure
 * only from a throw, so the hooks unwrap the result and throw the ApiError into the query's error
 * channel (hooks' `error` is that ApiError).
 */
import { isTransient, type ApiError, type ApiResult } from './api-error.ts';

export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw result.error;
}

/** Reads: repeat transient failures twice; a 4xx, an abort or a malformed answer would fail again. */
export function retryReads(failureCount: number, error: ApiError): boolean {
  return failureCount < 2 && isTransient(error);
}

/** Writes: one repeat of a transient failure (lead creates are safe to repeat: see idempotency.ts). */
export function retryWrites(failureCount: number, error: ApiError): boolean {
  return failureCount < 1 && isTransient(error);
}

/** Reference data (postcodes, policies, choices) changes with a deployment, not while someone applies. */
export const REFERENCE_STALE_MS = 10 * 60_000;
