/**
 * Idempotency keys for lead creation. The server answers a repeated key with the lead it already made,
 * and answers a key reused with a different body with 422 (contract/errors.ts). So one key belongs to one
 * logical create of one body: a retry of that body (react-query's retry, or the applicant pressing Next
 * again after a timeout) reuses it; a changed body, or a create after a success, gets a new one.
 */
import { createUuid } from './uuid';

export interface IdempotencyKeeper {
  /** The key for this body: the same as last time while the body is unchanged and no create succeeded. */
  keyFor(body: unknown): string;
  /** Call after a successful create: the next create is a new logical create. */
  reset(): void;
}

export function createIdempotencyKeeper(makeKey: () => string = createUuid): IdempotencyKeeper {
  let last: { fingerprint: string; key: string } | undefined;
  return {
    keyFor(body) {
      const fingerprint = JSON.stringify(body) ?? '';
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: makeKey() };
      return last.key;
    },
    reset() {
      last = undefined;
    },
  };
}
