import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { firstScreenPreloads, firstScreenStyles, withoutStylesheetLinks } from './prerender-plugin.ts';

describe('withoutStylesheetLinks', () => {
  const head = [
    '<head>',
    '<link rel="icon" type="image/svg+xml" href="/b/assets/favicon-1.svg" />',
    '<link rel="stylesheet" crossorigin href="/b/assets/index-1.css">',
    '<link rel="stylesheet" crossorigin href="/b/assets/other-index-1.css">',
    '</head>',
  ].join('\n');

  it.each([
    { files: [], removed: [] },
    { files: ['assets/index-1.css'], removed: ['/b/assets/index-1.css'] },
    {
      files: ['assets/index-1.css', 'assets/other-index-1.css'],
      removed: ['/b/assets/index-1.css', '/b/assets/other-index-1.css'],
    },
    { files: ['assets/favicon-1.svg'], removed: [] },
  ])('drops the stylesheet links of $files and nothing else', ({ files, removed }) => {
    const result = withoutStylesheetLinks(head, files);
    for (const href of ['/b/assets/index-1.css', '/b/assets/other-index-1.css']) {
      expect(result.includes(`href="${href}"`)).toBe(!removed.includes(href));
    }
    expect(result).toContain('favicon-1.svg');
  });
});

describe('firstScreenPreloads', () => {
  /** A bundle of chunks given as file -> static imports, dynamic imports; the first is the entry. */
  function bundleOf(
    chunks: Record<string, { imports?: string[]; dynamicImports?: string[]; module?: string }>,
  ): Rolldown.OutputBundle {
    const entries = Object.entries(chunks).map(([fileName, chunk], index) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        isEntry: index === 0,
        imports: chunk.imports ?? [],
        dynamicImports: chunk.dynamicImports ?? [],
        facadeModuleId: chunk.module ?? null,
      },
    ]);
    // A test double with only the fields the function reads.
    return Object.fromEntries(entries) as unknown as Rolldown.OutputBundle;
  }

  it("names the page's chunks and their static imports that the entry does not bring, and nothing lazy", () => {
    const bundle = bundleOf({
      'index.js': { imports: ['react.js'], dynamicImports: ['page.js', 'toasts.js'] },
      'react.js': {},
      'page.js': {
        module: '/src/app/dynamic-application-page.tsx',
        imports: ['react.js', 'lead.js'],
        dynamicImports: ['review.js'],
      },
      'lead.js': { imports: ['schemas.js'] },
      'schemas.js': {},
      'review.js': {},
      'toasts.js': {},
    });
    expect(firstScreenPreloads(bundle, '/dynamic-application-page.tsx').sort()).toEqual([
      'lead.js',
      'page.js',
      'schemas.js',
    ]);
  });

  it("reads index.html's entry, not the arrival's, whichever the bundle lists first", () => {
    const bundle = bundleOf({
      'arrival.js': { imports: ['limits.js'] },
      'limits.js': {},
      'index.js': { imports: ['react.js'], dynamicImports: ['page.js'] },
      'react.js': {},
      'page.js': { module: '/src/app/dynamic-application-page.tsx', imports: ['react.js'] },
    });
    // Both are entries of the build; the double marks the first only.
    Object.assign(bundle['index.js'] ?? {}, { isEntry: true, name: 'index' });
    Object.assign(bundle['arrival.js'] ?? {}, { name: 'arrival' });
    expect(firstScreenPreloads(bundle, '/dynamic-application-page.tsx')).toEqual(['page.js']);
  });

  it('names nothing when the bundle has no such page', () => {
    const bundle = bundleOf({ 'index.js': { imports: ['react.js'] }, 'react.js': {} });
    expect(firstScreenPreloads(bundle, '/classic-application-page.tsx')).toEqual([]);
  });
});

describe('firstScreenStyles', () => {
  it("names every stylesheet it inlines: the entry's, the page's with its imports', and the brand's, each once", () => {
    const chunk = (fileName: string, imports: string[], css: string[], module?: string) => ({
      type: 'chunk',
      fileName,
      isEntry: fileName === 'assets/index.js',
      imports,
      dynamicImports: [],
      facadeModuleId: module ?? null,
      viteMetadata: { importedCss: new Set(css) },
    });
    const asset = (fileName: string, source: string, originalFileNames: string[] = []) => ({
      type: 'asset',
      fileName,
      source,
      originalFileNames,
    });
    // A test double with only the fields the function reads.
    const bundle = {
      'assets/index.js': chunk('assets/index.js', [], ['assets/index.css']),
      'assets/page.js': chunk(
        'assets/page.js',
        ['assets/step.js'],
        ['assets/page.css'],
        '/src/app/dynamic-application-page.tsx',
      ),
      'assets/step.js': chunk('assets/step.js', [], ['assets/step.css', 'assets/index.css']),
      'assets/index.css': asset('assets/index.css', '.a{}'),
      'assets/step.css': asset('assets/step.css', '.s{}'),
      'assets/page.css': asset('assets/page.css', '.p{}'),
      'assets/brand.css': asset('assets/brand.css', '.b{}', ['src/markets/brands/finvela/styles.css']),
    } as unknown as Rolldown.OutputBundle;
    const styles = firstScreenStyles(bundle, ['/dynamic-application-page.tsx', '/brands/finvela/styles.css']);
    expect(styles.files).toEqual([
      'assets/index.css',
      'assets/step.css',
      'assets/page.css',
      'assets/brand.css',
    ]);
    expect(styles.linkedFiles).toEqual(['assets/index.css']);
    expect(styles.css).toBe('.a{}.s{}.p{}.b{}');

    // The build's other entry, the arrival's (no stylesheet), listed first: index.html's is still the one read.
    const withArrival = {
      'assets/arrival.js': { ...chunk('assets/arrival.js', [], []), isEntry: true, name: 'arrival' },
      ...bundle,
    } as unknown as Rolldown.OutputBundle;
    const both = firstScreenStyles(withArrival, [
      '/dynamic-application-page.tsx',
      '/brands/finvela/styles.css',
    ]);
    expect(both.linkedFiles).toEqual(['assets/index.css']);
    expect(both.files).toEqual(styles.files);
  });
});
