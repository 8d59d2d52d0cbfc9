/**
 * What the browser must fetch before the first screen can render: the entry script, its modulepreloads and
 * the stylesheets linked from index.html. Lazy chunks (the application page, toasts, devtools) are not in it.
 */
import { readFileSync } from 'node:fs';
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
  const js = [
    ...refs(/<script type="module"[^>]*src="([^"]+)"/g),
    ...refs(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map(measure);
  const css = refs(/<link rel="stylesheet"[^>]*href="([^"]+)"/g).map(measure);
  return { js, css };
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
