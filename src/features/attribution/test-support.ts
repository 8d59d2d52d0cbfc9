/** Shared helpers for the attribution tests: a log recorder and fixed instants. */
import { vi } from 'vitest';
import type { LogEntry } from '#shared/lib/logger.ts';
import { logger } from '#shared/lib/logger.ts';

/** Records log entries and silences the console while a test runs. */
export function recordLogs(): { entries: LogEntry[]; messages: () => string[]; stop: () => void } {
  for (const level of ['error', 'warn', 'info'] as const) {
    vi.spyOn(console, level).mockImplementation(() => undefined);
  }
  const entries: LogEntry[] = [];
  const stop = logger.subscribe((entry) => entries.push(entry));
  return { entries, messages: () => entries.map((entry) => entry.message), stop };
}

export const T0 = new Date('2026-05-01T12:00:00.000Z');
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const at = (offsetMs: number) => new Date(T0.getTime() + offsetMs);

export const UUID_A = '11111111-2222-4333-8444-555555555555';
export const UUID_B = 'aaaaaaaa-bbbb-4ccc-9ddd-eeeeeeeeeeee';
/** A deterministic random-UUID source: 00000000-0000-4000-8000-000000000001, ...2, ... */
export function sequentialUuids(): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
  };
}
