import * as z from 'zod/mini';

/**
 * A string stored inside an object, read back: the storage reviver turns an exact ISO timestamp into a Date, which
 * goes back to the very string it came from (parseIsoTimestamp accepts only exact round trips).
 */
export function storedText(maxLength: number) {
  return z
    .pipe(
      z.union([z.string(), z.date()]),
      z.transform((value) => (typeof value === 'string' ? value : value.toISOString())),
    )
    .check(z.minLength(1), z.maxLength(maxLength));
}
