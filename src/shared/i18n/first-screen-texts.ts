/**
 * The first screen's texts come with the page (issue 16): the build writes the cell's `common` namespace into
 * index.html as a JSON data block (build/market-plugin.ts), and the translator starts with it instead of a request before
 * the first render. In the HTML rather than in the bundle: the first screen's JavaScript budget is the scarce one,
 * and the texts are the cell's language only. A data block is never executed, so neither the CSP (the build hashes
 * executable inline scripts only) nor Trusted Types (textContent is read, not written) is involved.
 * `fields` and `validation` are not inlined: they are requested with the form's configuration, which the first
 * step waits for anyway, and would add about 7.6 kB gzip to every page (docs/performance.md).
 */
import type { LanguageTexts } from './texts-lookup.ts';
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';

export const FIRST_SCREEN_TEXTS_ID = 'texts';
export const FIRST_SCREEN_NAMESPACES = ['common'] as const;

const textsSchema = lazySchema(() => z.record(z.string(), z.record(z.string(), z.unknown())));

/** The data block's namespaces, or undefined (no block, bad JSON, not namespaces: the translator then reads them). */
export function readFirstScreenTexts(document: Document): LanguageTexts | undefined {
  try {
    // No block reads as '', which JSON.parse refuses like any bad text.
    return z.safeParse(
      textsSchema,
      JSON.parse(document.getElementById(FIRST_SCREEN_TEXTS_ID)?.textContent ?? ''),
    ).data;
  } catch {
    return undefined;
  }
}

/** The data block for index.html; `<` is escaped so no text can close the script element. */
export function firstScreenTextsBlock(namespaces: Readonly<Record<string, unknown>>): string {
  const json = JSON.stringify(namespaces).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_SCREEN_TEXTS_ID}">${json}</script>`;
}
