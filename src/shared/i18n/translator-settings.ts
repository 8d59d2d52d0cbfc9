/** What a translator is made of (translator.ts), apart from it: the build's modules read it without the translator. */
import type { ReadLimits, ReadTexts } from './read-queue.ts';
import type { PluralRule } from './plural-forms.ts';
import type { LanguageTexts } from './texts-lookup.ts';

export interface TranslatorSettings {
  /** The BCP 47 tag of the texts (es-MX), which also chooses the plural rules and the number format. */
  language: string;
  /** The namespace of a `t` that names none. */
  defaultNamespace: string;
  /** Texts at hand, by language then namespace (the page's own, or all of them in tests). */
  resources?: Readonly<Record<string, LanguageTexts>>;
  /** Where a key the language misses is looked for (English); read then, unless at hand. */
  fallbackLanguage?: string;
  /** Reads a namespace's texts; without it, only the texts at hand exist. */
  read?: ReadTexts;
  limits?: ReadLimits;
  /** Plural rules at hand by language (the build's baked forms: plural-forms.ts); Intl's for any other. */
  pluralRules?: Readonly<Record<string, PluralRule>>;
  /** Told of a key missing in every language read, once per key (development posts it). */
  onMissingKey?: (namespace: string, key: string) => void;
}
