/**
 * What both page benchmarks share around the measurement: their ports, the commit measured, and the dated table
 * they keep in docs/performance.md (the pure parts are in bench-report.ts).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { readOption } from './args.ts';
import type { BenchPorts } from './bench-target.ts';
import { ROOT } from './build-cell.ts';
import { upsertEntry, type BenchEntry } from './bench-report.ts';

export const PERFORMANCE_DOC = resolve(ROOT, 'docs', 'performance.md');

/** `--port <n>`: the API on n and the page on n + 1, so runs in parallel worktrees can keep apart. */
export function benchPorts(argv: readonly string[], defaultApiPort: number): BenchPorts {
  const api = Number(readOption(argv, 'port') ?? defaultApiPort);
  if (!Number.isInteger(api) || api < 1024 || api > 65_534) throw new Error(`--port: not a port: ${api}`);
  return { api, app: api + 1 };
}

/** `--runs <n>`: how many times each cell is measured; a typo must not measure nothing. */
export function benchRuns(argv: readonly string[], fallback: number): number {
  const runs = Number(readOption(argv, 'runs') ?? fallback);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs: not a positive whole number: ${runs}`);
  return runs;
}

/** The short commit measured, marked when the tree has changes not committed yet. */
export function describeCommit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  try {
    const sha = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') ? `${sha} with uncommitted changes` : sha;
  } catch {
    return 'an unknown commit';
  }
}

/** The entry's title: the UTC date and the label (--label before|after|...), or the commit when no label. */
export function entryTitle(argv: readonly string[], commit: string): string {
  const date = new Date().toISOString().slice(0, 10);
  return `${date}, ${readOption(argv, 'label') ?? commit}`;
}

/** Writes the entry into its block of docs/performance.md: a table with the same title is replaced. */
export function writeBenchEntry(block: string, entry: BenchEntry): void {
  writeFileSync(PERFORMANCE_DOC, upsertEntry(readFileSync(PERFORMANCE_DOC, 'utf8'), block, entry));
  console.log(`docs/performance.md: "${entry.title}" written in the bench:${block} block`);
}

/** The machine as the run found it: other work on the cores moves every figure, so the table says how busy it was. */
export function machineNote(): string {
  return `${availableParallelism()} cores, load average ${(loadavg()[0] ?? 0).toFixed(1)} at the start`;
}
