import fc from 'fast-check';
import { format } from 'prettier';
import { PAGE_VARIANTS } from '#contract/page-variants.ts';
import {
  formatMs,
  markdownTable,
  median,
  readEntries,
  selectCells,
  upsertEntry,
  worst,
} from './bench-report.ts';

describe('median', () => {
  it.each([
    { values: [], expected: Number.NaN },
    { values: [7], expected: 7 },
    { values: [3, 1, 2], expected: 2 },
    { values: [4, 1, 3, 2], expected: 2 },
    { values: [90, 10, 50, 30, 70], expected: 50 },
    { values: [0.2, 0.1, 0.1], expected: 0.1 },
  ])('of $values is $expected', ({ values, expected }) => {
    expect(median(values)).toBe(expected);
  });

  it('is one of the values, does not depend on their order, and has as many values on each side', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1e6, max: 1e6 }), { minLength: 1, maxLength: 40 }),
        (values) => {
          const middle = median(values);
          expect(values).toContain(middle);
          expect(median([...values].reverse())).toBe(middle);
          expect(values.filter((value) => value < middle).length).toBeLessThanOrEqual(values.length / 2);
          expect(values.filter((value) => value > middle).length).toBeLessThanOrEqual(values.length / 2);
          expect(middle).toBeLessThanOrEqual(worst(values));
        },
      ),
    );
  });
});

describe('worst', () => {
  it.each([
    { values: [], expected: Number.NaN },
    { values: [5, 40, 12], expected: 40 },
  ])('of $values is $expected', ({ values, expected }) => {
    expect(worst(values)).toBe(expected);
  });
});

describe('formatMs', () => {
  it.each([
    { ms: 24.4, floor: 0, text: '24 ms' },
    { ms: 0, floor: 16, text: '< 16 ms' },
    { ms: 16, floor: 16, text: '16 ms' },
    { ms: Number.NaN, floor: 0, text: 'n/a' },
  ])('$ms with floor $floor reads $text', ({ ms, floor, text }) => {
    expect(formatMs(ms, floor)).toBe(text);
  });
});

describe('selectCells', () => {
  it.each([
    { argv: [], expected: undefined },
    { argv: ['--country', 'pl'], expected: undefined },
    {
      argv: ['--only', 'pl-zlotek,mx-prestaluz'],
      expected: [
        { country: 'mx', product: 'prestaluz' },
        { country: 'pl', product: 'zlotek' },
      ],
    },
    { argv: ['--only=ph-vayra'], expected: [{ country: 'ph', product: 'vayra' }] },
  ])('$argv selects $expected', ({ argv, expected }) => {
    expect(selectCells(argv)).toEqual(expected);
  });

  it('selects every page variant with --all', () => {
    expect(selectCells(['--all'])).toHaveLength(PAGE_VARIANTS.length);
  });

  it.each([
    ['--only', 'mx-zlotek'],
    ['--only', ''],
  ])('refuses %s %j', (...argv) => {
    expect(() => selectCells(argv)).toThrow(/--only/);
  });
});

describe('markdownTable', () => {
  it('pads every column to its widest cell', () => {
    expect(
      markdownTable(
        ['cell', 'score'],
        [
          ['mx-prestaluz', 97],
          ['pl-zlotek', 100],
        ],
      ),
    ).toBe(
      [
        '| cell         | score |',
        '| ------------ | ----- |',
        '| mx-prestaluz | 97    |',
        '| pl-zlotek    | 100   |',
      ].join('\n'),
    );
  });

  it('is left as it is by prettier', async () => {
    const rowArb = fc.tuple(fc.stringMatching(/^[a-z][a-z0-9-]{0,14}$/), fc.nat({ max: 99_999 }));
    await fc.assert(
      fc.asyncProperty(fc.array(rowArb, { maxLength: 6 }), async (rows) => {
        const table = markdownTable(['cell', 'LCP'], rows);
        expect(await format(table, { parser: 'markdown', proseWrap: 'preserve' })).toBe(`${table}\n`);
      }),
      { numRuns: 30 },
    );
  });
});

const DOC = [
  '# Performance',
  '',
  '## Page speed',
  '',
  '<!-- bench:all:start -->',
  '',
  '**2026-11-24 before**',
  '',
  '| a   |',
  '| --- |',
  '| 1   |',
  '',
  '<!-- bench:all:end -->',
  '',
  '## API',
  '',
].join('\n');

describe('upsertEntry', () => {
  it.each([
    {
      name: 'appends a new title after the older tables',
      entry: { title: '2026-11-25 after', body: '| b   |\n| --- |\n| 2   |' },
      titles: ['2026-11-24 before', '2026-11-25 after'],
    },
    {
      name: 'replaces the table with the same title where it stands',
      entry: { title: '2026-11-24 before', body: '| c   |\n| --- |\n| 3   |' },
      titles: ['2026-11-24 before'],
    },
  ])('$name', ({ entry, titles }) => {
    const next = upsertEntry(DOC, 'all', entry);
    expect(readEntries(next, 'all')?.map((item) => item.title)).toEqual(titles);
    expect(readEntries(next, 'all')?.at(-1)?.body).toBe(entry.body);
    expect(next.startsWith('# Performance\n\n## Page speed\n\n<!-- bench:all:start -->')).toBe(true);
    expect(next.endsWith('<!-- bench:all:end -->\n\n## API\n')).toBe(true);
  });

  it('adds the block at the end of a document without it, and leaves other blocks alone', () => {
    const next = upsertEntry(DOC, 'interaction', { title: 'mx', body: 'x' });
    expect(next).toBe(
      `${DOC.trimEnd()}\n\n<!-- bench:interaction:start -->\n\n**mx**\n\nx\n\n<!-- bench:interaction:end -->\n`,
    );
    expect(readEntries(next, 'all')).toEqual(readEntries(DOC, 'all'));
  });

  it('finds the block by its markers on their own lines, not where a sentence quotes them', () => {
    const quoted = `The table goes between \`<!-- bench:all:start -->\` and \`<!-- bench:all:end -->\`.\n\n${DOC}`;
    const next = upsertEntry(quoted, 'all', { title: '2026-11-25 after', body: 'x' });
    expect(
      next.startsWith('The table goes between `<!-- bench:all:start -->` and `<!-- bench:all:end -->`.\n\n'),
    ).toBe(true);
    expect(readEntries(next, 'all')?.map((item) => item.title)).toEqual([
      '2026-11-24 before',
      '2026-11-25 after',
    ]);
    expect(next.endsWith('<!-- bench:all:end -->\n\n## API\n')).toBe(true);
  });

  it.each([
    { name: 'a start without its end', doc: '# P\n\n<!-- bench:all:start -->\n\ntext\n' },
    { name: 'an end without its start', doc: '# P\n\n<!-- bench:all:end -->\n' },
    { name: 'an end before its start', doc: '<!-- bench:all:end -->\n\n<!-- bench:all:start -->\n' },
  ])('refuses a document with $name', ({ doc }) => {
    expect(() => upsertEntry(doc, 'all', { title: 't', body: 'x' })).toThrow(/must both stand/);
  });

  it('refuses an entry without a title', () => {
    expect(() => upsertEntry(DOC, 'all', { title: ' * ', body: 'x' })).toThrow(/title/);
  });

  const titleArb = fc.stringMatching(/^[0-9a-z][0-9a-z ,:-]{0,24}$/);
  const bodyArb = fc
    .array(fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.nat({ max: 9999 })), { maxLength: 4 })
    .map((rows) => markdownTable(['cell', 'ms'], rows));
  const entryArb = fc.record({ title: titleArb, body: bodyArb });
  const docArb = fc.constantFrom(
    DOC,
    '',
    '# Performance\n\nSome text.\n',
    'Quoted: `<!-- bench:all:start -->`, `<!-- bench:all:end -->`.\n',
  );

  it('is idempotent, keeps the other entries in order, and reads back what it wrote', () => {
    fc.assert(
      fc.property(docArb, fc.array(entryArb, { maxLength: 4 }), entryArb, (doc, earlier, entry) => {
        const before = earlier.reduce((text, item) => upsertEntry(text, 'all', item), doc);
        const once = upsertEntry(before, 'all', entry);
        expect(upsertEntry(once, 'all', entry)).toBe(once);
        const title = entry.title.replace(/\s+/g, ' ').trim();
        const entries = readEntries(once, 'all') ?? [];
        expect(entries.find((item) => item.title === title)?.body).toBe(entry.body.trim());
        const others = (readEntries(before, 'all') ?? []).filter((item) => item.title !== title);
        expect(entries.filter((item) => item.title !== title)).toEqual(others);
      }),
    );
  });
});
