import fc from 'fast-check';
import { createPendingQueue, PENDING_QUEUE_LIMIT } from './pending-queue.ts';

const drain = <T>(queue: { flush(into: (entry: T) => void): void }): T[] => {
  const out: T[] = [];
  queue.flush((entry) => out.push(entry));
  return out;
};

describe('createPendingQueue', () => {
  it('holds 1000 entries by default (spec section 9)', () => {
    const queue = createPendingQueue<number>();
    for (let index = 0; index < PENDING_QUEUE_LIMIT + 5; index += 1) queue.push(index);
    expect(PENDING_QUEUE_LIMIT).toBe(1000);
    expect(queue.size).toBe(1000);
    expect(queue.dropped).toBe(5);
  });

  it('drops the oldest entries when full and flushes the rest in order', () => {
    const queue = createPendingQueue<string>(3);
    for (const entry of ['a', 'b', 'c', 'd', 'e']) queue.push(entry);
    expect(drain(queue)).toEqual(['c', 'd', 'e']);
    expect(queue.size).toBe(0);
    expect(drain(queue)).toEqual([]);
  });

  it('keeps an entry pushed during a flush for the next flush', () => {
    const queue = createPendingQueue<number>();
    queue.push(1);
    const seen: number[] = [];
    queue.flush((entry) => {
      seen.push(entry);
      queue.push(entry + 1);
    });
    expect(seen).toEqual([1]);
    expect(drain(queue)).toEqual([2]);
  });

  it('goes on flushing after an entry the sink refuses', () => {
    const queue = createPendingQueue<number>();
    [1, 2, 3].forEach((entry) => queue.push(entry));
    const seen: number[] = [];
    queue.flush((entry) => {
      if (entry === 2) throw new Error('refused');
      seen.push(entry);
    });
    expect(seen).toEqual([1, 3]);
  });

  it('clear empties it without handing anything over', () => {
    const queue = createPendingQueue<number>();
    queue.push(1);
    queue.clear();
    expect(drain(queue)).toEqual([]);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a limit of %s', (limit) => {
    expect(() => createPendingQueue(limit)).toThrow(RangeError);
  });

  it('never exceeds its limit and keeps the newest entries in order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer(), { maxLength: 200 }),
        (limit, entries) => {
          const queue = createPendingQueue<number>(limit);
          for (const entry of entries) {
            queue.push(entry);
            expect(queue.size).toBeLessThanOrEqual(limit);
          }
          expect(queue.dropped).toBe(Math.max(0, entries.length - limit));
          expect(drain(queue)).toEqual(entries.slice(Math.max(0, entries.length - limit)));
        },
      ),
    );
  });
});
