/**
 * What the browser must fetch before the first screen can render: the entry script, its modulepreloads and
 * the stylesheets linked from index.html. Lazy chunks (the application page, toasts, devtools) are not in it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AssetSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export function firstScreenAssets(distDir: string, basePath: string): { js: AssetSize[]; css: AssetSize[] } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
  const measure = (href: string): AssetSize => {
    const file = href.startsWith(basePath) ? href.slice(basePath.length) : href.replace(/^\//, '');
    const content = readFileSync(join(distDir, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  };
  // The entry and its preloads are named in the inline bootstrap (build/security-headers-plugin.ts), or as tags.
  // Every inline script is read: the prerendered step's guard (docs/adr/0021) comes before it and names no file.
  const bootstrap = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .join('\n');
  const js = [
    ...new Set([
      ...refs(/<script type="module"[^>]*src="([^"]+)"/g),
      ...refs(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
      ...[...bootstrap.matchAll(/"([^"\s]+\.js)"/g)].map((match) => match[1] ?? ''),
    ]),
  ].map(measure);
  const css = refs(/<link rel="stylesheet"[^>]*href="([^"]+)"/g).map(measure);
  return { js, css };
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
    result.push({
      file: `assets/${file}`,
      bytes: content.length,
      gzipBytes: gzipSync(content, { level: 9 }).length,
    });
    // Static imports only: `import{a}from"./x.js"` or `import"./x.js"`; dynamic import() stays lazy.
    for (const match of content.toString('utf8').matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) {
      if (match[1]) queue.push(match[1]);
    }
  }
  return result;
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
