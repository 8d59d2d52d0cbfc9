/**
 * Collects the logger's entries during a test, to assert what the test provoked. The errors it collects are
 * expected by the console guard (src/test/console-guard.ts), which fails a test on any other console.error;
 * warnings and information are kept off the console.
 */
import { onTestFinished, vi } from 'vitest';
import { expectConsoleError } from '#test/console-guard.ts';
import { logger, type LogEntry } from '../../lib/logger.ts';

export function captureLogs(): LogEntry[] {
  const entries: LogEntry[] = [];
  for (const level of ['warn', 'info'] as const) vi.spyOn(console, level).mockImplementation(() => {});
  const unsubscribe = logger.subscribe((entry) => {
    entries.push(entry);
    // The logger has just written this entry to the console, as (message) or (message, details).
    if (entry.level === 'error')
      expectConsoleError(...(entry.details ? [entry.message, entry.details] : [entry.message]));
  });
  onTestFinished(unsubscribe);
  return entries;
}
