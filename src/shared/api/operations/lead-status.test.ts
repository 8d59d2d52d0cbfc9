import fc from 'fast-check';
import { MAX_POLL_MS, MIN_POLL_MS, pollDelayMs } from './lead-status.ts';

describe('pollDelayMs (the backoff of the checking poll)', () => {
  it.each([
    [1, 1000, 1000],
    [2, 1000, 1500],
    [3, 1000, 2250],
    [4, 1000, 3375],
    [6, 1000, 7594],
    [7, 1000, MAX_POLL_MS],
    [50, 1000, MAX_POLL_MS],
    [1, 0, MIN_POLL_MS],
    [2, 100, 750],
    [0, 1000, 1000],
    // A server that asks for more than the cap is obeyed: never sooner than it asks.
    [1, 30_000, 30_000],
    [5, 30_000, 30_000],
  ])('after %i checking answer(s) with retryAfterMs %i, waits %i ms', (answers, retryAfterMs, expected) => {
    expect(pollDelayMs(answers, retryAfterMs)).toBe(expected);
  });

  const answers = fc.integer({ min: 0, max: 1000 });
  const retryAfter = fc.integer({ min: 0, max: 120_000 });

  it('never polls sooner than the server asks or than the minimum, nor later than the cap it allows', () => {
    fc.assert(
      fc.property(answers, retryAfter, (count, retryAfterMs) => {
        const delay = pollDelayMs(count, retryAfterMs);
        const asked = Math.max(retryAfterMs, MIN_POLL_MS);
        return delay >= asked && delay <= Math.max(MAX_POLL_MS, asked);
      }),
    );
  });

  it('waits at least as long after each further checking answer', () => {
    fc.assert(
      fc.property(answers, retryAfter, (count, retryAfterMs) => {
        return pollDelayMs(count + 1, retryAfterMs) >= pollDelayMs(count, retryAfterMs);
      }),
    );
  });
});
