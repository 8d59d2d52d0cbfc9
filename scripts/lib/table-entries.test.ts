import ts from 'typescript';
import { addImports, addTableEntries } from './table-entries.ts';

/** The value of each `const` of a source, run as JavaScript. */
function valuesOf(source: string, names: readonly string[]): unknown[] {
  const { outputText } = ts.transpileModule(`${source}\nexport const __values = [${names.join(', ')}];`, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module: { exports: { __values?: unknown[] } } = { exports: {} };
  new Function('module', 'exports', outputText)(module, module.exports);
  return module.exports.__values ?? [];
}

describe('addTableEntries', () => {
  it.each([
    ['an array behind as const', `export const LIST = ['a', 'b'] as const;`, `'c'`, ['a', 'b', 'c']],
    ['an array with a trailing comma', `const LIST = [\n  'a',\n  'b',\n];`, `'c'`, ['a', 'b', 'c']],
    ['an empty array', `const LIST: string[] = [];`, `'c'`, ['c']],
    ['an object', `const LIST = { a: 1, b: 2 };`, `c: 3`, { a: 1, b: 2, c: 3 }],
    [
      'an object behind satisfies',
      `const LIST = { a: 1, } as const satisfies Record<string, number>;`,
      `c: 3`,
      { a: 1, c: 3 },
    ],
    ['an empty object', `const LIST: Record<string, number> = {};`, `c: 3`, { c: 3 }],
  ])('adds a row to %s', (_, source, entry, expected) => {
    expect(valuesOf(addTableEntries(source, 'x.ts', [{ table: 'LIST', entry }]), ['LIST'])).toEqual([
      expected,
    ]);
  });

  it('adds to several tables of one file, each in its own, leaving the rest of the source as it was', () => {
    const source = [
      `const FIRST = ['a'];`,
      `function untouched() { return ['x']; }`,
      `const SECOND = { a: [1] };`,
    ].join('\n');
    const added = addTableEntries(source, 'x.ts', [
      { table: 'SECOND', entry: `b: [2]` },
      { table: 'FIRST', entry: `'b'` },
    ]);
    expect(valuesOf(added, ['FIRST', 'SECOND'])).toEqual([['a', 'b'], { a: [1], b: [2] }]);
    expect(added).toContain(`function untouched() { return ['x']; }`);
  });

  it('refuses a table it cannot find, and a const that is not a literal', () => {
    expect(() => addTableEntries(`const LIST = [];`, 'x.ts', [{ table: 'OTHER', entry: '1' }])).toThrow(
      /no array or object literal named OTHER/,
    );
    expect(() => addTableEntries(`const LIST = make();`, 'x.ts', [{ table: 'LIST', entry: '1' }])).toThrow();
  });
});

describe('addImports', () => {
  it('adds the imports after the last one, or at the top of a file without any', () => {
    const added = addImports(`import a from 'a';\nimport b from 'b';\nconst x = 1;`, 'x.ts', [
      `import c from 'c';`,
    ]);
    expect(added).toBe(`import a from 'a';\nimport b from 'b';\nimport c from 'c';\nconst x = 1;`);
    expect(addImports(`const x = 1;`, 'x.ts', [`import c from 'c';`])).toBe(
      `import c from 'c';\nconst x = 1;`,
    );
  });
});
