/**
 * One full stop at a sentence's end. A value can end with a full stop of its own (Mexico's "10:59 a.m.", an
 * abbreviation) and the sentence around it adds its own ("válida hasta el {{date}}."): "a.m..". Every text passes
 * through this i18next post-processor (buildI18nOptions names it, the instances register it), so no message and no
 * formatter has to know what ends the other. The locale files write no double full stop themselves
 * (scripts/locale-completeness.test.ts), and an ellipsis ("...") is left as it is.
 */
import type { PostProcessorModule } from 'i18next';

const DOUBLED_FULL_STOP = /(?<=\p{L})\.\.(?!\.)/gu;

export const SENTENCE_END = 'sentenceEnd';

export function withOneFullStop(text: string): string {
  return text.replace(DOUBLED_FULL_STOP, '.');
}

export const sentenceEnd: PostProcessorModule = {
  type: 'postProcessor',
  name: SENTENCE_END,
  process: (value: string) => withOneFullStop(value),
};
