/**
 * Limits of the contract that the app applies before it sends, as plain data: the app's first screen reads them
 * without pulling the zod schemas (lead-payload.ts) in with them.
 */

/** The longest loading time a lead carries (deviceData.loadingTime): a day; a longer one is sent as this. */
export const MAX_LOADING_TIME_MS = 86_400_000;
