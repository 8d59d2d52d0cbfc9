/**
 * budgets.json as `npm run size` reads it: a default budget for every cell of the matrix, and optional overrides for
 * one cell ("mx/prestaluz"), figure by figure. Pure: the script measures, this decides.
 */
import { z } from 'zod';
import { PAGE_VARIANTS } from '#markets/matrix.ts';

/** What is measured per cell (gzip, kB), in the order it is printed. */
export const SIZE_FIGURES = [
  { key: 'firstScreenJsGzipKb', label: 'first-screen JS' },
  { key: 'firstScreenCssGzipKb', label: 'first-screen CSS' },
  { key: 'applicationPageJsGzipKb', label: 'page JS' },
  { key: 'firstFieldJsGzipKb', label: 'first-field JS' },
  { key: 'appStartJsGzipKb', label: 'app JS' },
  { key: 'arrivalJsGzipKb', label: 'arrival JS' },
  { key: 'phoneChunkGzipKb', label: 'phone' },
] as const;

export type SizeFigure = (typeof SIZE_FIGURES)[number]['key'];
export type Figures = Record<SizeFigure, number>;

/**
 * The most the first step's app may weigh (issue 27 item 4): no cell's app budget may be set above it. Raising it is
 * a decision about what an applicant's phone downloads at the first touch, not a budget's routine update.
 */
export const APP_START_CEILING_KB = 120;

const budget = z.number().positive();
const figuresSchema = z
  .object({
    firstScreenJsGzipKb: budget,
    firstScreenCssGzipKb: budget,
    applicationPageJsGzipKb: budget,
    firstFieldJsGzipKb: budget,
    appStartJsGzipKb: budget.max(
      APP_START_CEILING_KB,
      `the first step's app is at most ${APP_START_CEILING_KB} kB`,
    ),
    arrivalJsGzipKb: budget,
    phoneChunkGzipKb: budget,
  })
  .strict();

export const cellKeyOf = (variant: { country: string; product: string }) =>
  `${variant.country}/${variant.product}`;
const CELL_KEYS: readonly string[] = PAGE_VARIANTS.map(cellKeyOf);

export const budgetsSchema = z
  .object({
    $comment: z.string().optional(),
    default: figuresSchema,
    /** Per cell ("country/product"), the figures that differ from the default. */
    cells: z
      .record(
        z.string().refine((key) => CELL_KEYS.includes(key), {
          message: `a cell is "country/product", one of: ${CELL_KEYS.join(', ')}`,
        }),
        figuresSchema.partial(),
      )
      .default({}),
  })
  .strict();

export type Budgets = z.infer<typeof budgetsSchema>;

/** A cell's budget: its overrides over the default. */
export function budgetFor(budgets: Budgets, cell: string): Figures {
  return { ...budgets.default, ...budgets.cells[cell] };
}

export interface FigureCheck {
  key: SizeFigure;
  label: string;
  gzipKb: number;
  budgetKb: number;
  ok: boolean;
}

export function checkFigures(measured: Figures, budgetKb: Figures): FigureCheck[] {
  return SIZE_FIGURES.map(({ key, label }) => ({
    key,
    label,
    gzipKb: measured[key],
    budgetKb: budgetKb[key],
    ok: measured[key] <= budgetKb[key],
  }));
}

/** One line per cell: every figure with its budget, then what fails (figures over, and any other problem) named. */
export function cellLine(
  cell: string,
  checks: readonly FigureCheck[],
  problems: readonly string[] = [],
): string {
  const over = checks
    .filter((check) => !check.ok)
    .map((check) => `${check.label} ${check.gzipKb} kB > ${check.budgetKb} kB`);
  const failures = [...over, ...problems];
  const figures = checks.map((check) => `${check.label} ${check.gzipKb}/${check.budgetKb}`).join(', ');
  const verdict = failures.length === 0 ? 'ok  ' : 'FAIL';
  return `${verdict} ${cell.padEnd(16)} ${figures} kB gzip${failures.length > 0 ? `  <- ${failures.join('; ')}` : ''}`;
}
