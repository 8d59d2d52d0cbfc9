import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { i18n as I18n, Resource } from 'i18next';
import { z } from 'zod';
import { LANGUAGE_TAGS, type Locale } from '#markets/matrix.ts';
import { createI18nFromResources } from './i18n-instance.ts';

const localesDir = resolve(import.meta.dirname, '../../public/locales');

/** An i18n instance with the shipped locale files loaded synchronously, for component tests. */
export function createTestI18n(locale: Locale = 'en'): I18n {
  const resources: Resource = {};
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
