import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { preloadListOf, withoutInlinedStylePreloads } from './inlined-style-preloads.ts';

/** A chunk as Vite writes one with dynamic imports: its preload list, then imports that name entries by index. */
function chunkOf(files: readonly string[], calls: readonly (readonly number[])[]): string {
  const list = `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);`;
  const imports = calls.map(
    (indices, n) =>
      `const p${n}=()=>e(()=>import("./page-${n}.js"),__vite__mapDeps([${indices.join(',')}]));`,
  );
  return `${list}\nimport{e}from"./preload.js";${imports.join('')}`;
}

/** The indices each `__vite__mapDeps` call of a chunk names, in order. */
const callsOf = (code: string) =>
  [...code.matchAll(/__vite__mapDeps\(\[([\d,]*)\]\)/g)].map((match) =>
    (match[1] ?? '').split(',').filter(Boolean).map(Number),
  );

const FILES = [
  'assets/page.js',
  'assets/step.css',
  'assets/toastify.js',
  'assets/toastify.css',
  'assets/brand.css',
];

describe('withoutInlinedStylePreloads', () => {
  it.each([
    {
      inlined: [],
      calls: [
        [0, 1, 4],
        [2, 3],
      ],
      left: [
        [0, 1, 4],
        [2, 3],
      ],
    },
    {
      inlined: ['assets/step.css', 'assets/brand.css'],
      calls: [
        [0, 1, 4],
        [2, 3],
      ],
      left: [[0], [2, 3]],
    },
    { inlined: ['assets/step.css'], calls: [[1]], left: [[]] },
    { inlined: ['assets/other.css'], calls: [[0, 1]], left: [[0, 1]] },
  ])('with $inlined inlined, the imports wait for $left', ({ inlined, calls, left }) => {
    const code = chunkOf(FILES, calls);
    const result = withoutInlinedStylePreloads(code, new Set(inlined));
    expect(callsOf(result)).toEqual(left);
    // The list stays whole: the indices still point at the same files.
    expect(preloadListOf(result)).toEqual(FILES);
  });

  it('keeps every line and column of the chunk where it was (its source map still holds)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.nat({ max: FILES.length - 1 }), { maxLength: 6 }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.subarray(FILES),
        (calls, inlined) => {
          const code = chunkOf(FILES, calls);
          const result = withoutInlinedStylePreloads(code, new Set(inlined));
          expect(result.length).toBe(code.length);
          expect(result.split('\n').map((line) => line.length)).toEqual(
            code.split('\n').map((line) => line.length),
          );
          // What follows each call is where it was.
          expect(result.replace(/__vite__mapDeps\(\[[\d,]*\]\) */g, '')).toBe(
            code.replace(/__vite__mapDeps\(\[[\d,]*\]\)/g, ''),
          );
          expect(callsOf(result)).toEqual(
            calls.map((indices) => indices.filter((index) => !inlined.includes(FILES[index] ?? ''))),
          );
        },
      ),
    );
  });

  it('leaves a chunk without a preload list as it is', () => {
    const code = 'import{a}from"./a.js";export const b=a+1;';
    expect(withoutInlinedStylePreloads(code, new Set(['assets/step.css']))).toBe(code);
    expect(preloadListOf(code)).toEqual([]);
  });

  it.each([
    [
      'a list that is not of file names',
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=[1,2])))=>i.map(i=>d[i]);',
    ],
    ['calls without the list', 'const p=()=>e(()=>import("./page.js"),__vite__mapDeps([0,1]));'],
  ])('fails the build on %s (Vite changed how it writes preloads)', (_case, code) => {
    expect(() => withoutInlinedStylePreloads(code, new Set(['assets/step.css']))).toThrow();
  });
});
