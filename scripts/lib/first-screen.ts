/**
 * What the first screen is drawn and started with: the entry script with every chunk it imports statically, and its
 * styles (stylesheets linked from index.html, and the styles the prerendered step inlines there, docs/adr/0021).
 * The application page's chunks are not in it, even where index.html preloads them (applicationPageAssets).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPLICANT_INTENT_EVENTS } from '#build/app-start-policy.ts';
import { PRERENDERED_PATH_ATTRIBUTE } from '#app/prerender/first-render.ts';

export interface AssetSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

const sizeOf = (file: string, content: Buffer): AssetSize => ({
  file,
  bytes: content.length,
  gzipBytes: gzipSync(content, { level: 9 }).length,
});

export function firstScreenAssets(
  distDir: string,
  basePath: string,
): { js: AssetSize[]; css: AssetSize[]; preloaded: string[] } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
  const fileOf = (href: string) =>
    href.startsWith(basePath) ? href.slice(basePath.length) : href.replace(/^\//, '');
  // The entry and its preloads are named in the inline bootstrap (build/app-start-policy.ts), or as tags.
  const [entry] = [
    ...refs(/<script type="module"[^>]*src="([^"]+)"/g),
    ...refs(/\bvar app = \{"entry":"([^"]+)"/g),
  ];
  if (!entry) throw new Error(`No entry script in ${join(distDir, 'index.html')}`);
  const bootstrap = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .join('\n');
  const preloaded = [
    ...refs(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...[...bootstrap.matchAll(/"([^"\s]+\.js)"/g)].map((match) => match[1] ?? ''),
  ].map(fileOf);
  const js = withStaticImports(join(distDir, 'assets'), fileOf(entry).replace(/^assets\//, ''), []);
  const linked = refs(/<link rel="stylesheet"[^>]*href="([^"]+)"/g).map((href) =>
    sizeOf(fileOf(href), readFileSync(join(distDir, fileOf(href)))),
  );
  // Every inline style block, named by its id where it has one.
  const inlined = [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g)].map((match, index) => {
    const id = /\bid="([^"]+)"/.exec(match[1] ?? '')?.[1] ?? `style-${index + 1}`;
    return sizeOf(`index.html#${id}`, Buffer.from(match[2] ?? '', 'utf8'));
  });
  return { js, css: [...linked, ...inlined], preloaded: [...new Set(preloaded)] };
}

/**
 * The landing's record on arrival (src/arrival.ts, issue 27): the entry the bootstrap runs after a first visit's paint,
 * with every chunk it imports statically. Empty for a build whose bootstrap names none.
 */
export function arrivalAssets(distDir: string, basePath: string): AssetSize[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const named = /\bvar arrival = (\{[^;]*\});/.exec(html)?.[1];
  if (!named) return [];
  // The bootstrap's own JSON (build/app-start-policy.ts, bootstrapScript).
  const { entry } = JSON.parse(named) as { entry: string };
  const file = entry.startsWith(basePath) ? entry.slice(basePath.length) : entry.replace(/^\//, '');
  return withStaticImports(join(distDir, 'assets'), file.replace(/^assets\//, ''), []);
}

/**
 * The scripts an index.html runs from its own text (the head's guards, the bootstrap that fetches the app): JSON data
 * blocks are not run, and are left out.
 */
export function inlineScriptAssets(html: string): AssetSize[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/\ssrc=|\stype="application\/json"/.test(match[1] ?? '') && match[2]?.trim())
    .map((match, index) => sizeOf(`index.html#script-${index + 1}`, Buffer.from(match[2] ?? '', 'utf8')));
}

/**
 * Whether a first visit to a build with this index.html waits for the applicant's first touch before it fetches the
 * app (docs/adr/0023): its root holds the prerendered step, and its bootstrap listens for the applicant. Then the step
 * is usable with the inline scripts alone; otherwise the app is fetched before the first field works.
 */
export function firstVisitWaitsForApplicant(html: string): boolean {
  return (
    new RegExp(`<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="`).test(html) &&
    html.includes(JSON.stringify(APPLICANT_INTENT_EVENTS))
  );
}

/**
 * What a first visit runs before its first field works (issue 16's first-field figure, gzip bytes): index.html's
 * inline scripts, plus `app` (the first screen and the application page) unless the build waits for the applicant's
 * first touch to fetch it.
 */
export function firstFieldScripts(
  distDir: string,
  app: readonly AssetSize[],
): { inline: AssetSize[]; gzipBytes: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const inline = inlineScriptAssets(html);
  const counted = firstVisitWaitsForApplicant(html) ? inline : [...inline, ...app];
  return { inline, gzipBytes: counted.reduce((sum, asset) => sum + asset.gzipBytes, 0) };
}

/** The files index.html preloads that no figure counts: a preload the measure has lost track of. */
export function uncountedPreloads(preloaded: readonly string[], counted: readonly AssetSize[]): string[] {
  const files = new Set(counted.map((asset) => asset.file));
  return preloaded.filter((file) => !files.has(file));
}

/**
 * The lazily loaded application page of a build: its chunk plus every chunk it imports statically (what the
 * browser fetches right after the entry runs), minus what the entry already brought.
 */
export function applicationPageAssets(
  distDir: string,
  pageKind: string,
  alreadyLoaded: readonly string[],
): AssetSize[] {
  const assetsDir = join(distDir, 'assets');
  const prefix = `${pageKind}-application-page-`;
  const start = readdirSync(assetsDir).find((file) => file.startsWith(prefix) && file.endsWith('.js'));
  if (!start) throw new Error(`No ${prefix}*.js chunk in ${assetsDir}`);
  return withStaticImports(assetsDir, start, alreadyLoaded);
}

/**
 * The phone-parsing chunk (src/shared/lib/phone-library.ts, loaded on the first phone check) and what it imports
 * that is not loaded yet: found by the libphonenumber-js metadata it holds, whatever the chunk is named, so the
 * check also catches the metadata landing in another chunk.
 */
export function phoneChunkAssets(distDir: string, alreadyLoaded: readonly string[]): AssetSize[] {
  const assetsDir = join(distDir, 'assets');
  const holders = readdirSync(assetsDir).filter(
    (file) =>
      file.endsWith('.js') && readFileSync(join(assetsDir, file), 'utf8').includes('country_calling_codes'),
  );
  const [start] = holders;
  if (!start || holders.length > 1) {
    throw new Error(
      `Expected one chunk with libphonenumber-js metadata in ${assetsDir}, found: ${holders.join(', ')}`,
    );
  }
  return withStaticImports(assetsDir, start, alreadyLoaded);
}

/** A chunk plus every chunk it imports statically (what the browser fetches with it), minus those already loaded. */
function withStaticImports(assetsDir: string, start: string, alreadyLoaded: readonly string[]): AssetSize[] {
  const seen = new Set(alreadyLoaded.map((file) => file.replace(/^assets\//, '')));
  const queue = [start];
  const result: AssetSize[] = [];
  while (queue.length > 0) {
    const file = queue.shift() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    const content = readFileSync(join(assetsDir, file));
    result.push(sizeOf(`assets/${file}`, content));
    // Static imports only: `import{a}from"./x.js"` or `import"./x.js"`; dynamic import() stays lazy.
    for (const match of content.toString('utf8').matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) {
      if (match[1]) queue.push(match[1]);
    }
  }
  return result;
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
