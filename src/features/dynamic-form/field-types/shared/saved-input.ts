/** The way back from a saved answer to an input, for the types whose control holds text. */
import type { CountryRules } from '#markets/country-validation.ts';

/** Text for an input, a select or a radio group (yes/no as "true"/"false"). */
export function savedAsText(saved: unknown, rules: CountryRules): string {
  if (saved === undefined || saved === null) return '';
  if (typeof saved === 'boolean') return String(saved);
  if (typeof saved === 'number') {
    // Shown as the applicant's country writes it, so it reads back the same way.
    return Number.isFinite(saved) ? String(saved).replace('.', rules.decimalSeparator) : '';
  }
  return typeof saved === 'string' ? saved : '';
}
