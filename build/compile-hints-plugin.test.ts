import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { COMPILE_HINT, compileHintsPlugin, startChunkFiles } from './compile-hints-plugin.ts';

const PAGE = '/dynamic-application-page.tsx';

/** Chunks given as file -> static imports, dynamic imports, entry or not; each with a map asset beside it. */
function bundleOf(
  chunks: Record<string, { imports?: string[]; dynamicImports?: string[]; module?: string; entry?: boolean }>,
): Rolldown.OutputBundle {
  const entries = Object.entries(chunks).flatMap(([fileName, chunk]) => [
    [
      fileName,
      {
        type: 'chunk',
        fileName,
        code: `export const ${fileName.replace(/\W/g, '_')} = 1;\n`,
        isEntry: chunk.entry ?? false,
        imports: chunk.imports ?? [],
        dynamicImports: chunk.dynamicImports ?? [],
        facadeModuleId: chunk.module ?? null,
        map: null,
      },
    ],
    [
      `${fileName}.map`,
      { type: 'asset', fileName: `${fileName}.map`, source: '{"version":3,"mappings":"AAAA"}' },
    ],
  ]);
  // A test double with only the fields the plugin reads.
  return Object.fromEntries(entries) as unknown as Rolldown.OutputBundle;
}

const bundle = () =>
  bundleOf({
    'index.js': { entry: true, imports: ['react.js'], dynamicImports: ['page.js', 'offer.js'] },
    'arrival.js': { entry: true, imports: ['attribution.js'] },
    'attribution.js': {},
    'react.js': {},
    'page.js': { module: `/src/app${PAGE}`, imports: ['react.js', 'lead.js'], dynamicImports: ['review.js'] },
    'lead.js': {},
    'review.js': {},
    'offer.js': { imports: ['offer-terms.js'] },
    'offer-terms.js': {},
  });

/** The plugin's generateBundle, as the build calls it. */
function generate(output: Rolldown.OutputBundle) {
  const hook = compileHintsPlugin({ pageModuleSuffix: PAGE }).generateBundle;
  if (!hook || typeof hook === 'function') throw new Error('the hook runs after the others: it has an order');
  // Rollup's plugin context is not read by the handler.
  (hook.handler as (this: unknown, options: unknown, bundle: Rolldown.OutputBundle) => void).call(
    {},
    {},
    output,
  );
}

const codeOf = (output: Rolldown.OutputBundle, file: string) => {
  const item = output[file];
  return item?.type === 'chunk' ? item.code : '';
};

describe('the compile hints of the first visit', () => {
  it('are the entries and the first step page with their static imports, and no other route', () => {
    expect(startChunkFiles(bundle(), PAGE).sort()).toEqual([
      'arrival.js',
      'attribution.js',
      'index.js',
      'lead.js',
      'page.js',
      'react.js',
    ]);
  });

  it('put the hint on the first line of those chunks alone, once, and move their maps down a line', () => {
    const output = bundle();
    generate(output);
    generate(output);
    for (const file of ['index.js', 'react.js', 'page.js', 'lead.js', 'arrival.js']) {
      expect(codeOf(output, file).split('\n')[0]).toBe(COMPILE_HINT);
      expect(codeOf(output, file).split(COMPILE_HINT)).toHaveLength(2);
      const map = output[`${file}.map`];
      expect(map?.type === 'asset' && JSON.parse(String(map.source))).toMatchObject({ mappings: ';AAAA' });
    }
    for (const file of ['review.js', 'offer.js', 'offer-terms.js']) {
      expect(codeOf(output, file)).not.toContain(COMPILE_HINT);
    }
  });
});
