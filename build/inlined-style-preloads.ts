/**
 * The stylesheets index.html inlines (the first step's, build/prerender-plugin.ts) are not fetched again when a lazy
 * chunk that imports them loads (issue 27 items 3 and 4). Vite's preload helper loads a dynamic import's CSS with
 * the import and holds the import until each stylesheet has arrived: on a first visit the application page waited
 * a round trip after the touch (about 250 ms on the emulated phone's link) for three stylesheets whose rules the page
 * already had, and then parsed them a second time.
 *
 * Vite writes a chunk's preload list once, `m.f=["assets/a.js","assets/b.css",...]`, and each dynamic import names
 * the entries it waits for by index, `__vite__mapDeps([0,1,3])`. The indices of inlined stylesheets are taken out of
 * those calls. The list itself is left whole (other calls index into it), and each call keeps its length, padded
 * with spaces, so the chunk's source map still points at the same columns.
 */

import { z } from 'zod';

const DEPENDENCY_LIST = /m\.f\|\|\(m\.f=(\[[^\]]*\])\)/;
const PRELOAD_CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/** The files a chunk's preload list names, in order; none when the chunk has no dynamic import with dependencies. */
export function preloadListOf(code: string): string[] {
  const list = DEPENDENCY_LIST.exec(code)?.[1];
  if (!list) {
    // A chunk that names its preloads without the list in the form read here: Vite changed how it writes them.
    if (code.includes('__vite__mapDeps('))
      throw new Error('A chunk names its preloads in a form not known here');
    return [];
  }
  return z.array(z.string()).parse(JSON.parse(list));
}

/** `code` with no dynamic import waiting for the files in `inlined` (bundle file names, "assets/x.css"). */
export function withoutInlinedStylePreloads(code: string, inlined: ReadonlySet<string>): string {
  const files = preloadListOf(code);
  const dropped = new Set(files.flatMap((file, index) => (inlined.has(file) ? [String(index)] : [])));
  if (dropped.size === 0) return code;
  return code.replace(PRELOAD_CALL, (call, indices: string) => {
    const kept = indices.split(',').filter((index) => index !== '' && !dropped.has(index));
    const rewritten = `__vite__mapDeps([${kept.join(',')}])`;
    return rewritten.padEnd(call.length, ' ');
  });
}
