/**
 * The product's locales (spec section 1) and the language each is written in: one list for the app, the build and
 * the reference API. Plain data, so the app reads it without a validator (contract/primitives.ts makes the schema).
 */
export const LOCALES = ['en', 'es', 'mx', 'co', 'pl', 'ro', 'vn', 'de', 'ph'] as const;
export type Locale = (typeof LOCALES)[number];

/** What a key missing in a locale is shown in. */
export const FALLBACK_LOCALE = 'en';

/**
 * The BCP 47 language tag each locale folder is written in. Our folder names (mx, co, vn, ph) are market codes, not
 * languages: i18next is given these tags, so its plural rules and `{{value, number}}` formats are CLDR's for the
 * language (Vietnamese has one plural form, Polish four), and the loader maps a tag back to its folder. The reference
 * API names countries in the same languages. ph is written in Filipino.
 */
export const LANGUAGE_TAGS = {
  en: 'en',
  es: 'es-ES',
  mx: 'es-MX',
  co: 'es-CO',
  pl: 'pl-PL',
  ro: 'ro-RO',
  vn: 'vi-VN',
  de: 'de-DE',
  ph: 'fil-PH',
} as const satisfies Record<Locale, string>;

export type LanguageTag = (typeof LANGUAGE_TAGS)[Locale];
