/**
 * The app's one logger. Messages are the spec's catalogue (section 8); details are serialised and kept
 * only when they fit in 1024 characters (else an empty string), so a log line never carries a whole
 * payload. Sinks (error reporting, the session recorder) subscribe; nothing here knows about them.
 */
export const MAX_DETAIL_LENGTH = 1024;

export type LogLevel = 'error' | 'warn' | 'info';
export interface LogEntry {
  level: LogLevel;
  message: string;
  details: string;
}
export type LogSink = (entry: LogEntry) => void;

const sinks = new Set<LogSink>();

/** Serialises details; returns '' when they are longer than 1024 characters or cannot be serialised. */
export function serialiseDetails(details: unknown): string {
  if (details === undefined) return '';
  let text: string;
  try {
    if (typeof details === 'string') text = details;
    else if (details instanceof Error)
      text = JSON.stringify({ name: details.name, message: details.message });
    else text = JSON.stringify(details) ?? '';
  } catch {
    return '';
  }
  return text.length <= MAX_DETAIL_LENGTH ? text : '';
}

/** The spec's request log format: 'ERROR: <context> HTTP <status> <message>'. */
export function formatHttpError(context: string, status: number, message: string): string {
  return `ERROR: ${context} HTTP ${status} ${message}`;
}

function write(level: LogLevel, message: string, details?: unknown): LogEntry {
  const entry: LogEntry = { level, message, details: serialiseDetails(details) };
  const line = entry.details ? [message, entry.details] : [message];
  // The console is the development view of the log; production builds keep it too, without personal data.
  console[level](...line);
  for (const sink of sinks) {
    try {
      sink(entry);
    } catch {
      // A broken sink must never break the app or the other sinks.
    }
  }
  return entry;
}

export const logger = {
  error: (message: string, details?: unknown) => write('error', message, details),
  warn: (message: string, details?: unknown) => write('warn', message, details),
  info: (message: string, details?: unknown) => write('info', message, details),
  /** Adds a sink; returns the function that removes it. */
  subscribe(sink: LogSink): () => void {
    sinks.add(sink);
    return () => sinks.delete(sink);
  },
};
