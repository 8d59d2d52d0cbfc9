/**
 * The defaults of spec section 9 that several parts read: the build env (env.ts) falls back to them, and so do the
 * parts that take their settings as arguments (attribution, the progress store) so that tests can choose them.
 * One source, so a changed default cannot leave a second copy behind.
 */

/** How long an affiliate reference lasts: 20 days. */
export const DEFAULT_AFFILIATE_EXPIRY_HOURS = 480;

/** How long the stored loan application (amount, period) lasts in local storage: 24 hours. */
export const DEFAULT_APPLICATION_DATA_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** How long a request may take before it counts as timed out (spec section 8, status 444). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;

/**
 * Spec section 9, "subscription updates are batched after 500 ms": the progress store writes browser storage at most
 * once per 500 ms burst of changes (typing does not write on every key); a page hide flushes a pending write.
 */
export const SUBSCRIPTION_BATCH_MS = 500;
