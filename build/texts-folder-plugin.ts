/**
 * The cell's translation files, also in a folder whose name changes with their content (issue 27 item 5): a
 * returning visit reads its texts from the browser's cache, as it does the code, instead of asking the server for
 * /locales/{lng}/{ns}.json again (a round trip before its step could be drawn: the step shown 310-324 ms after the
 * paint at CPU 4x, against 180-200 with the texts cached). The copies sit beside the code in assets/, which every
 * server this project configures lets the browser keep for a year (a build with other texts has another folder), so a
 * page never meets texts of another build either. One name for the folder, not one per file: the app carries one
 * short string, and a deploy that changes a text has the applicant fetch the language's files again, a few kB.
 * The spec's path (/locales/{lng}/{ns}.json, spec section 9) is still published (public/locales) and read for
 * English (a key the language misses), by a cell built with a locale path of its own (VITE_LOCALE_PATH), by the dev
 * server and by the tests.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:texts-folder';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const PUBLISHED = resolve(import.meta.dirname, '..', 'public', 'locales');

export interface TextsFolder {
  /** Under the base path: assets/locales/{locale}-{hash of every file}. */
  path: string;
  files: { fileName: string; source: string }[];
}

/** The language's namespace files (public/locales/{locale}/*.json) under a folder named by their content. */
export function textsFolderOf(locale: string, root = PUBLISHED): TextsFolder {
  const names = readdirSync(resolve(root, locale))
    .filter((name) => name.endsWith('.json'))
    .sort();
  const sources = names.map((name) => readFileSync(resolve(root, locale, name), 'utf8'));
  const hash = createHash('sha256');
  names.forEach((name, index) => hash.update(`${name}\0${sources[index] ?? ''}\0`));
  const path = `assets/locales/${locale}-${hash.digest('base64url').slice(0, 10)}`;
  return {
    path,
    files: names.map((name, index) => ({ fileName: `${path}/${name}`, source: sources[index] ?? '' })),
  };
}

/**
 * `virtual:texts-folder` (TEXTS_FOLDER: the copies' folder) and, in a build for the browser, the copies themselves.
 * The dev server and the unit tests get none (an empty name): they read public/locales as it is edited.
 */
export function textsFolderPlugin(locale: string): Plugin {
  let copies = false;
  return {
    name: 'loan-texts-folder',
    configResolved(config) {
      copies = config.command === 'build' && !config.build.ssr;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export const TEXTS_FOLDER = ${JSON.stringify(copies ? textsFolderOf(locale).path : '')};`;
    },
    generateBundle() {
      if (!copies) return;
      for (const file of textsFolderOf(locale).files)
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
    },
  };
}
