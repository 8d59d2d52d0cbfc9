/**
 * The pure parts of the benchmarks (scripts/bench-page.ts, scripts/bench-interaction.ts): which cells to measure,
 * medians, markdown tables, and the dated tables kept between two markers in docs/performance.md.
 */
import { PAGE_VARIANTS } from '#contract/page-variants.ts';
import { readOption } from './args.ts';

/** The lower median (an odd count's middle value, an even count's lower middle): always a measured value. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  return [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;
}

/** The largest value: with a handful of samples it is the p98 too. */
export function worst(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : Math.max(...values);
}

export interface BenchCell {
  country: string;
  product: string;
}

export const cellName = (cell: BenchCell) => `${cell.country}-${cell.product}`;

/**
 * The cells a benchmark runs on: every page variant with --all, those named by --only (`mx-prestaluz,pl-zlotek`),
 * otherwise the one --country/--product (or COUNTRY/PRODUCT) names, or none of them, meaning the default cell.
 */
export function selectCells(argv: readonly string[]): BenchCell[] | undefined {
  const all = PAGE_VARIANTS.map(({ country, product }) => ({ country, product }));
  const only = readOption(argv, 'only');
  if (only !== undefined) {
    const names = only
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const unknown = names.filter((name) => !all.some((cell) => cellName(cell) === name));
    if (unknown.length > 0 || names.length === 0) {
      throw new Error(`--only: unknown cell ${unknown.join(', ')}; cells: ${all.map(cellName).join(', ')}`);
    }
    return all.filter((cell) => names.includes(cellName(cell)));
  }
  if (argv.includes('--all')) return all;
  return undefined;
}

export type Cell = string | number;

/** A markdown table laid out as prettier lays it out (left-aligned, padded), so `prettier --check` keeps passing. */
export function markdownTable(headers: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const text = rows.map((row) => headers.map((_, index) => String(row[index] ?? '')));
  const widths = headers.map((header, index) =>
    Math.max(3, header.length, ...text.map((row) => (row[index] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...text.map(line)].join('\n');
}

/** One dated table of a block: its title line (the key: the same title replaces the table) and the table. */
export interface BenchEntry {
  title: string;
  body: string;
}

const markers = (block: string) => ({
  start: `<!-- bench:${block}:start -->`,
  end: `<!-- bench:${block}:end -->`,
});

/** A title line of the block: bold, so it does not add a heading to the page's outline. */
const titleLine = (title: string) => `**${title}**`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the block stands: its start marker and, after it, its end marker, each alone on its line. A marker quoted
 * in a sentence (the page describing the block) is not the block.
 */
function blockSpan(doc: string, block: string) {
  const { start, end } = markers(block);
  const line = (marker: string) => new RegExp(`^${escapeRegExp(marker)}[ \t]*$`, 'm');
  const startMatch = line(start).exec(doc);
  const innerFrom = startMatch ? startMatch.index + start.length : 0;
  const endMatch = line(end).exec(doc.slice(innerFrom));
  if (!startMatch && !line(end).test(doc)) return undefined;
  // One marker without the other: writing a new block at the end would pair the stray one with it.
  if (!startMatch || !endMatch)
    throw new Error(`${start} and ${end} must both stand on their own lines, in order`);
  const innerTo = innerFrom + endMatch.index;
  return { from: startMatch.index, innerFrom, innerTo, to: innerTo + end.length };
}

/** The entries between the block's markers, in order, or undefined when the document has no such block. */
export function readEntries(doc: string, block: string): BenchEntry[] | undefined {
  const span = blockSpan(doc, block);
  if (!span) return undefined;
  const entries: BenchEntry[] = [];
  for (const chunk of doc.slice(span.innerFrom, span.innerTo).split(/^(?=\*\*.+\*\*$)/m)) {
    const match = /^\*\*(.+)\*\*(?:\n([\s\S]*))?$/.exec(chunk.trim());
    if (match?.[1]) entries.push({ title: match[1], body: (match[2] ?? '').trim() });
  }
  return entries;
}

/**
 * The document with `entry` in the block between `<!-- bench:<block>:start -->` and `<!-- bench:<block>:end -->`:
 * an entry with the same title is replaced where it stands, any other is appended after the older ones. A document
 * without the markers gets the block at its end. Applying the same entry twice gives the document of applying it once.
 */
export function upsertEntry(doc: string, block: string, entry: BenchEntry): string {
  const { start, end } = markers(block);
  // The title is the entry's key and its bold line: no asterisks, one line.
  const title = entry.title.replace(/\*/g, '').replace(/\s+/g, ' ').trim();
  if (!title) throw new Error('A bench entry needs a title');
  const fresh = { title, body: entry.body.trim() };
  const entries = readEntries(doc, block) ?? [];
  const at = entries.findIndex((candidate) => candidate.title === title);
  const next = at >= 0 ? entries.map((old, index) => (index === at ? fresh : old)) : [...entries, fresh];
  const inner = next
    .map((item) => (item.body ? `${titleLine(item.title)}\n\n${item.body}` : titleLine(item.title)))
    .join('\n\n');
  const written = `${start}\n\n${inner}\n\n${end}`;
  const span = blockSpan(doc, block);
  if (!span) return `${doc.replace(/\s*$/, '')}\n\n${written}\n`;
  return doc.slice(0, span.from) + written + doc.slice(span.to);
}

/** Milliseconds as the tables show them; under the Event Timing threshold an interaction leaves no entry. */
export function formatMs(ms: number, floorMs = 0): string {
  if (!Number.isFinite(ms)) return 'n/a';
  return ms < floorMs ? `< ${floorMs} ms` : `${Math.round(ms)} ms`;
}
