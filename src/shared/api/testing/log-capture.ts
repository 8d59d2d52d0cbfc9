/** Collects the logger's entries during a test and keeps the console quiet. */
import { onTestFinished, vi } from 'vitest';
import { logger, type LogEntry } from '../../lib/logger';

export function captureLogs(): LogEntry[] {
  const entries: LogEntry[] = [];
  for (const level of ['error', 'warn', 'info'] as const)
    vi.spyOn(console, level).mockImplementation(() => {});
  const unsubscribe = logger.subscribe((entry) => entries.push(entry));
  onTestFinished(unsubscribe);
  return entries;
}
