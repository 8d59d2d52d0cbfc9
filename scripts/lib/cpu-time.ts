/**
 * CPU time for `npm test`'s report: what each step cost the machine, not only how long it took. On this 2-core
 * machine the steps share the cores, so a step's wall time says little about its work; its CPU-seconds do, and they
 * are what a shorter run has to remove (docs/performance.md, "npm test").
 */
import { existsSync, readFileSync } from 'node:fs';

/**
 * A step's command wrapped so that its shell writes the CPU time of everything it ran (user and system, of the
 * processes it waited for and theirs) to file descriptor 3 when it ends, and exits with the command's code.
 */
export function withCpuReport(command: string): string {
  return `{ ${command}\n}; code=$?; times >&3; exit $code`;
}

/** `times` prints two lines (the shell's, then its children's), each `<user> <system>` as `1m2.345s`. */
const DURATION = /(\d+)m(\d+(?:\.\d+)?)s/g;

/** The children's CPU-seconds from a shell's `times` output; undefined when it is not that output. */
export function childCpuSeconds(timesOutput: string): number | undefined {
  const childrenLine = timesOutput.trim().split('\n')[1];
  if (childrenLine === undefined) return undefined;
  const parts = [...childrenLine.matchAll(DURATION)].map((match) => Number(match[1]) * 60 + Number(match[2]));
  if (parts.length !== 2) return undefined;
  return parts.reduce((sum, part) => sum + part, 0);
}

/** The machine's CPU time so far, in seconds of one core: busy (all but idle and I/O wait) and idle. */
export interface MachineCpu {
  busy: number;
  idle: number;
}

/** The first line of /proc/stat: `cpu  user nice system idle iowait irq softirq steal …`, in clock ticks (1/100 s). */
export function parseProcStat(stat: string): MachineCpu | undefined {
  const fields = stat.split('\n')[0]?.trim().split(/\s+/);
  if (fields?.[0] !== 'cpu' || fields.length < 6) return undefined;
  const ticks = fields.slice(1, 9).map(Number);
  if (ticks.some((tick) => !Number.isFinite(tick))) return undefined;
  const idleTicks = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const allTicks = ticks.reduce((sum, tick) => sum + tick, 0);
  return { busy: (allTicks - idleTicks) / 100, idle: idleTicks / 100 };
}

/** The machine's CPU time now, where Linux tells it; undefined elsewhere. */
export function machineCpu(): MachineCpu | undefined {
  return existsSync('/proc/stat') ? parseProcStat(readFileSync('/proc/stat', 'utf8')) : undefined;
}
