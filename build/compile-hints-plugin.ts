/**
 * The app's start compiled ahead (docs/adr/0031). V8 compiles a function when it is first called, on the main thread,
 * unless the script asks for all of it at once: `//# allFunctionsCalledOnLoad` on its first line (Chrome 136's explicit
 * compile hints), which V8 honours as it compiles the script, off the main thread for a streamed or preloaded one. The
 * chunks a first visit preloads once the page is idle (the entries and the first step's page, with what they import
 * statically: docs/adr/0025) carry it, so the touch that starts the app runs code already compiled. The chunks of
 * other routes stay lazy: most of their functions are never called on a visit.
 */
import type { Plugin, Rolldown } from 'vite';
import { staticClosure } from './prerender-plugin.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The entries' chunks and the first step's page's, with every chunk they import statically. */
export function startChunkFiles(bundle: OutputBundle, pageModuleSuffix: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const files = new Set<string>();
  for (const chunk of chunks) {
    if (chunk.isEntry || chunk.facadeModuleId?.endsWith(pageModuleSuffix))
      staticClosure(chunk, bundle, files);
  }
  return [...files];
}

/** One line more at the top: every mapping moves down a line (a `;` in a source map starts the next line). */
function shiftedMap(source: string): string {
  // The map is Rollup's own JSON, written by this build: read as the shape it is.
  const map = JSON.parse(source) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

export function compileHintsPlugin(input: { pageModuleSuffix: string }): Plugin {
  return {
    name: 'loan-compile-hints',
    apply: 'build',
    // After the minifier, which would drop the comment.
    enforce: 'post',
    generateBundle: {
      // After Vite's own: its preload helper puts a line at the top of chunks with dynamic imports.
      order: 'post',
      handler(_options, bundle) {
        for (const file of startChunkFiles(bundle, input.pageModuleSuffix)) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${file}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') map.source = shiftedMap(map.source);
        }
      },
    },
  };
}
