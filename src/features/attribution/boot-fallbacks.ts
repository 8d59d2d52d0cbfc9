/**
 * The attribution boot's safety nets (boot.ts: it never throws): a stage that throws is logged and replaced by its
 * fallback, and a clock or a random-UUID source that throws or returns nonsense is replaced by the system's. Their
 * own file because every boot stage (landing-stages.ts, loading-time.ts) runs inside them.
 */
import { logger } from '#shared/lib/logger.ts';
import { fallbackUuid, isUuid } from './uuid.ts';

/** Runs one boot stage; a stage that throws is logged and replaced by its fallback. */
export function stage<T>(name: string, run: () => T, fallback: () => T): T {
  try {
    return run();
  } catch (error) {
    logger.error('Attribution boot stage failed', {
      stage: name,
      error: error instanceof Error ? error.name : '',
    });
    return fallback();
  }
}

export function safeClock(now: () => Date): () => Date {
  return () => {
    try {
      const date = now();
      if (date instanceof Date && !Number.isNaN(date.getTime())) return date;
    } catch {
      // fall through to the system clock
    }
    return new Date();
  };
}

export function safeRandomUUID(randomUUID: () => string): () => string {
  return () => {
    try {
      const id = randomUUID();
      if (isUuid(id)) return id;
    } catch {
      // fall through to the fallback source
    }
    return fallbackUuid();
  };
}
