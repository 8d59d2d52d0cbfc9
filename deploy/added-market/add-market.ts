/**
 * Makes a copy of the project with the fixture market of market.ts added: the project's files (as git lists them,
 * uncommitted ones included), its installed packages linked, the market's table rows added and its files copied.
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { FAVICON_MANIFEST, faviconDigest } from '../../build/favicons.ts';
import { addImports, addTableEntries } from '../../scripts/lib/table-entries.ts';
import { ADDED_MARKET, MARKET_ROWS } from './market.ts';

const TREE = join(import.meta.dirname, 'tree');
const FALLBACK_LOCALE_DIR = 'public/locales/en';

/** The project's files into `target`, node_modules linked rather than copied. */
export function copyProject(root: string, target: string): void {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const to = join(target, file);
    mkdirSync(dirname(to), { recursive: true });
    // A file git lists but the working tree has deleted (a removal not yet committed) is not part of the project.
    try {
      copyFileSync(join(root, file), to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error; // fs errors carry a code
    }
  }
  symlinkSync(join(root, 'node_modules'), join(target, 'node_modules'), 'dir');
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** `over`'s values over `base`'s, object by object. */
function merged(base: Json, over: Json): Json {
  if (typeof base !== 'object' || typeof over !== 'object' || base === null || over === null) return over;
  if (Array.isArray(base) || Array.isArray(over)) return over;
  const result: Record<string, Json> = { ...base };
  for (const [key, value] of Object.entries(over))
    result[key] = key in base ? merged(base[key] ?? null, value) : value;
  return result;
}

/** The market's locale: each file of the fallback locale with the market's own texts over it. */
function writeLocale(project: string): void {
  const own = join(TREE, 'public/locales', ADDED_MARKET.locale);
  const target = join(project, 'public/locales', ADDED_MARKET.locale);
  mkdirSync(target, { recursive: true });
  for (const file of readdirSync(join(project, FALLBACK_LOCALE_DIR))) {
    const base = JSON.parse(readFileSync(join(project, FALLBACK_LOCALE_DIR, file), 'utf8')) as Json; // JSON.parse is any
    let texts = base;
    try {
      texts = merged(base, JSON.parse(readFileSync(join(own, file), 'utf8')) as Json); // JSON.parse is any
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error; // fs errors carry a code
    }
    writeFileSync(join(target, file), `${JSON.stringify(texts, null, 2)}\n`);
  }
}

/** Adds the market to a copy of the project: its table rows, its files and its locale. */
export function addMarket(project: string): void {
  for (const { file, imports = [], rows } of MARKET_ROWS) {
    const path = join(project, file);
    const source = readFileSync(path, 'utf8');
    writeFileSync(path, addImports(addTableEntries(source, file, rows), file, imports));
  }
  // The country module, the brand's assets and the locale's own texts (the locale is written whole below).
  cpSync(TREE, project, {
    recursive: true,
    filter: (source) => !source.startsWith(join(TREE, 'public/locales')),
  });
  writeLocale(project);
  writeFaviconDigest(project);
}

/**
 * The brand's favicon.png is in the tree, drawn from its favicon.svg as `npm run favicons` draws one; the digest of
 * that SVG goes with the others, as the script leaves them (scripts/favicons.test.ts reads them).
 */
function writeFaviconDigest(project: string): void {
  const brands = join(project, 'src/markets/brands');
  const manifest = join(brands, FAVICON_MANIFEST);
  const digests = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>; // JSON.parse is any
  const svg = readFileSync(join(brands, ADDED_MARKET.product, 'favicon.svg'), 'utf8');
  writeFileSync(
    manifest,
    `${JSON.stringify({ ...digests, [ADDED_MARKET.product]: faviconDigest(svg) }, null, 2)}
`,
  );
}
