/**
 * Events captured before their library has loaded (analytics events, recorder events, error reports), held in
 * memory and handed over in order once it is ready. Capped at spec section 9's recorder queue limit.
 *
 * When full, the OLDEST entry is dropped: the queue fills only when a library never arrives (blocked, consent still
 * pending), and then the latest entries are the ones worth having: the milestones nearest the lead (lead created,
 * application completed) and the last errors before a failure, while the first step views are already summed up by
 * the attribution registered with every event.
 */
export const PENDING_QUEUE_LIMIT = 1000;

export interface PendingQueue<T> {
  /** Adds an entry; when the queue is full the oldest entry is dropped first. */
  push(entry: T): void;
  /** Hands every entry to `into`, oldest first, and empties the queue. An entry pushed during a flush waits. */
  flush(into: (entry: T) => void): void;
  /** Empties the queue without handing anything over (consent refused or withdrawn). */
  clear(): void;
  readonly size: number;
  /** How many entries were dropped because the queue was full, since it was made. */
  readonly dropped: number;
}

export function createPendingQueue<T>(limit: number = PENDING_QUEUE_LIMIT): PendingQueue<T> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('A pending queue holds at least one entry');
  let entries: T[] = [];
  let dropped = 0;
  return {
    push(entry) {
      if (entries.length >= limit) {
        entries.shift();
        dropped += 1;
      }
      entries.push(entry);
    },
    flush(into) {
      const taken = entries;
      entries = [];
      for (const entry of taken) {
        try {
          into(entry);
        } catch {
          // One entry the library refuses must not cost the entries after it; tracking never breaks the journey.
        }
      }
    },
    clear() {
      entries = [];
    },
    get size() {
      return entries.length;
    },
    get dropped() {
      return dropped;
    },
  };
}
