/**
 * The script-free twin of a built cell, for issue 27's "LCP at most 1.1x the script-free page": the same
 * index.html, styles, images and data blocks with every script that would run removed, so what is left to paint
 * is the document alone. `npm run bench:page -- --script-free` measures both, run for run.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Script types the browser runs; a data block (application/json) never runs and stays. */
const RUNNABLE_TYPE = /^(?:module|text\/javascript|application\/javascript)$/i;
const SCRIPT_ELEMENT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** A preload of code: the browser fetches and compiles it, which the script-free page must not do either. */
const CODE_PRELOAD =
  /<link\b[^>]*\brel\s*=\s*["']?(?:modulepreload|preload)\b[^>]*\bas\s*=\s*["']?script\b[^>]*>|<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>/gi;

function runs(attributes: string): boolean {
  const type = TYPE_ATTRIBUTE.exec(attributes);
  const value = type ? (type[1] ?? type[2] ?? type[3] ?? '') : '';
  return value === '' || RUNNABLE_TYPE.test(value.trim());
}

/** The document without its runnable scripts and code preloads; everything else as it was. */
export function withoutScripts(html: string): string {
  return html
    .replace(SCRIPT_ELEMENT, (element, attributes: string) => (runs(attributes) ? '' : element))
    .replace(CODE_PRELOAD, '');
}

/** A copy of the built cell in a temporary folder, its index.html without scripts; returns the folder. */
export function scriptFreeCopy(distDir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'loan-script-free-'));
  cpSync(distDir, copy, { recursive: true });
  const index = join(copy, 'index.html');
  writeFileSync(index, withoutScripts(readFileSync(index, 'utf8')));
  return copy;
}
