/**
 * The translation loader's limits (spec section 9): at most 10 files read at once, a read that may pass later
 * (a network failure, a 5xx, 408, 429) tried again up to 5 times, 350 ms after the first failure and twice as long
 * after each next one; one that will not (404, a file that is not JSON) fails at once. A read waiting for its retry
 * gives its place to the next file.
 */
import type { Texts } from './texts-lookup.ts';

/** A read's answer: the namespace's texts, or why not and whether trying again may help. */
export type ReadAnswer = { texts: Texts } | { error: string; retry: boolean };

export type ReadTexts = (language: string, namespace: string) => Promise<ReadAnswer>;

export interface ReadLimits {
  maxParallelReads: number;
  maxRetries: number;
  /** The wait before the first retry, in ms; doubled before each next one. */
  retryTimeout: number;
}

/** Reads through the limits: each call settles with the texts, or undefined once the retries are spent. */
export function readQueue(read: ReadTexts, limits: ReadLimits) {
  let reading = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    reading -= 1;
    waiting.shift()?.();
  };

  function attempt(
    language: string,
    namespace: string,
    tried: number,
    wait: number,
  ): Promise<Texts | undefined> {
    return new Promise((settle) => {
      const start = () => {
        reading += 1;
        let reply: Promise<ReadAnswer>;
        try {
          reply = read(language, namespace);
        } catch (error) {
          reply = Promise.reject(error instanceof Error ? error : new Error(String(error)));
        }
        // A read that fails or throws is a failure that may pass later, as a fetch refused by the network is.
        reply
          .catch((error: unknown): ReadAnswer => ({ error: String(error), retry: true }))
          .then((answer) => {
            release();
            if ('texts' in answer) return settle(answer.texts);
            if (!answer.retry || tried >= limits.maxRetries) return settle(undefined);
            setTimeout(() => settle(attempt(language, namespace, tried + 1, wait * 2)), wait);
          });
      };
      if (reading < limits.maxParallelReads) start();
      else waiting.push(start);
    });
  }

  return (language: string, namespace: string) => attempt(language, namespace, 0, limits.retryTimeout);
}
