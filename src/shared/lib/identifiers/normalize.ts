// Separators people type or paste from documents and bank apps: any whitespace (including no-break spaces),
// dots, and hyphen-like dashes (word processors turn "-" into "‐", "–" or "−").
const SEPARATORS = /[\s.\-\u2010-\u2015\u2212]/gu;

/**
 * Trims, uppercases and drops separators. NFC first so an "Ñ" typed as "N" + combining tilde is one character.
 * Accepts null/undefined (an untouched form field) and returns '' so validators never throw.
 */
export function compactIdentifier(input: string | null | undefined): string {
  if (typeof input !== 'string') return '';
  return input.normalize('NFC').toUpperCase().replace(SEPARATORS, '');
}

/** Splits a compact value into groups of the given sizes, joined by spaces; the remainder forms a last group. */
export function groupForDisplay(compact: string, sizes: readonly number[]): string {
  const groups: string[] = [];
  let start = 0;
  for (const size of sizes) {
    if (start >= compact.length) break;
    groups.push(compact.slice(start, start + size));
    start += size;
  }
  if (start < compact.length) groups.push(compact.slice(start));
  return groups.join(' ');
}

/** Dots between thousands, the Colombian way of writing cédulas and NITs: "1.020.304.050". */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, '.');
}
