/** Review texts several field types share (field-type-module.ts, `reviewText`). */
import type { ReviewContext } from '../field-type-module.ts';

/** A saved boolean, or its text as a draft keeps it: yes or no in the applicant's language. */
export function yesNoText(saved: unknown, { t }: ReviewContext): string | undefined {
  if (saved === true || saved === 'true') return t('review:yes');
  if (saved === false || saved === 'false') return t('review:no');
  return undefined;
}
