import { budgetFor, budgetsSchema, cellLine, checkFigures, type Figures } from './size-budgets.ts';

const DEFAULT: Figures = {
  firstScreenJsGzipKb: 127,
  firstScreenCssGzipKb: 1,
  applicationPageJsGzipKb: 83,
  firstFieldJsGzipKb: 3,
  appStartJsGzipKb: 119,
  arrivalJsGzipKb: 24,
  phoneChunkGzipKb: 12,
};

describe('budgetFor', () => {
  const budgets = budgetsSchema.parse({
    default: DEFAULT,
    cells: { 'pl/zlotek': { applicationPageJsGzipKb: 90, appStartJsGzipKb: 120 }, 'es/lunaro': {} },
  });

  it.each<[string, string, Partial<Figures>]>([
    ['a cell without overrides', 'mx/prestaluz', {}],
    ['a cell with empty overrides', 'es/lunaro', {}],
    ['a cell with overrides', 'pl/zlotek', { applicationPageJsGzipKb: 90, appStartJsGzipKb: 120 }],
  ])('gives %s the default with its overrides', (_, cell, overrides) => {
    expect(budgetFor(budgets, cell)).toEqual({ ...DEFAULT, ...overrides });
  });
});

describe('budgetsSchema', () => {
  it.each<[string, unknown]>([
    ['a cell that is no variant', { default: DEFAULT, cells: { 'de/prestaluz': { phoneChunkGzipKb: 1 } } }],
    ['a figure it does not know', { default: DEFAULT, cells: { 'mx/prestaluz': { firstPaintKb: 1 } } }],
    ['a missing default figure', { default: { ...DEFAULT, phoneChunkGzipKb: undefined } }],
    ['a budget of zero', { default: { ...DEFAULT, firstScreenCssGzipKb: 0 } }],
    ['an app budget over the ceiling', { default: { ...DEFAULT, appStartJsGzipKb: 120.1 } }],
    [
      "a cell's app budget over the ceiling",
      { default: DEFAULT, cells: { 'mx/crecia': { appStartJsGzipKb: 121 } } },
    ],
    ['the old single-cell shape', { cell: { country: 'mx' }, ...DEFAULT }],
  ])('refuses %s', (_, json) => {
    expect(budgetsSchema.safeParse(json).success).toBe(false);
  });

  it('takes no cells as none', () => {
    expect(budgetsSchema.parse({ default: DEFAULT }).cells).toEqual({});
  });
});

describe('checkFigures and cellLine', () => {
  it.each<[string, Partial<Figures>, string[]]>([
    ['everything at its budget', {}, []],
    ['the page over', { applicationPageJsGzipKb: 83.1 }, ['page JS 83.1 kB > 83 kB']],
    [
      'two figures over',
      { firstScreenJsGzipKb: 130, phoneChunkGzipKb: 12.5 },
      ['first-screen JS 130 kB > 127 kB', 'phone 12.5 kB > 12 kB'],
    ],
  ])('with %s, names what is over', (_, measured, over) => {
    const checks = checkFigures({ ...DEFAULT, ...measured }, DEFAULT);
    expect(checks.filter((check) => !check.ok).map((check) => check.key)).toEqual(Object.keys(measured));
    const line = cellLine('mx/prestaluz', checks);
    expect(line.startsWith(over.length === 0 ? 'ok' : 'FAIL')).toBe(true);
    expect(line).toContain('mx/prestaluz');
    for (const named of over) expect(line).toContain(named);
  });

  it('fails a cell within its budgets for another problem, and names it', () => {
    const line = cellLine('mx/prestaluz', checkFigures(DEFAULT, DEFAULT), [
      'holds the zlotek brand stylesheet',
    ]);
    expect(line).toMatch(/^FAIL mx\/prestaluz .*<- holds the zlotek brand stylesheet$/);
  });
});
