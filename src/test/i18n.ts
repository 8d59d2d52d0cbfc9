import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { LANGUAGE_TAGS, type Locale } from '#markets/matrix.ts';
import type { LanguageTexts, Translator } from '#shared/i18n/translator.ts';
import { createI18nFromResources } from './i18n-instance.ts';

const localesDir = resolve(import.meta.dirname, '../../public/locales');

/** A translator with the shipped locale files at hand (the language's and English), for component tests. */
export function createTestI18n(locale: Locale = 'en'): Translator {
  const resources: Record<string, LanguageTexts> = {};
  for (const folder of new Set<Locale>([locale, 'en'])) {
    resources[LANGUAGE_TAGS[folder]] = Object.fromEntries(
      readdirSync(resolve(localesDir, folder)).map((file) => [
        file.replace(/\.json$/, ''),
        z
          .record(z.string(), z.unknown())
          .parse(JSON.parse(readFileSync(resolve(localesDir, folder, file), 'utf8'))),
      ]),
    );
  }
  return createI18nFromResources(resources, locale);
}
