// @vitest-environment happy-dom
import { drainWhenIdle } from './when-idle.ts';

/** The idle callbacks asked for, run one at a time by the test. */
function idleMoments() {
  const callbacks: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => callbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', (id: number) => callbacks.splice(id - 1, 1, () => {}));
  const run = (at: number) => callbacks[at]?.({ didTimeout: false, timeRemaining: () => 10 });
  return { callbacks, run };
}

describe('drainWhenIdle', () => {
  it('runs one job a moment with no slice, in order, and asks for no moment for an empty queue', () => {
    const { callbacks, run } = idleMoments();
    const ran: number[] = [];
    drainWhenIdle(
      [1, 2, 3].map((job) => () => void ran.push(job)),
      0,
    );
    for (let at = 0; at < callbacks.length; at++) {
      run(at);
      expect(ran).toHaveLength(at + 1);
    }
    expect(ran).toEqual([1, 2, 3]);
    drainWhenIdle([], 0);
    expect(callbacks).toHaveLength(3);
  });

  it('runs jobs until the slice has passed within one moment', () => {
    const { callbacks, run } = idleMoments();
    const ran: number[] = [];
    drainWhenIdle(
      [1, 2, 3].map((job) => () => void ran.push(job)),
      60_000,
    );
    run(0);
    expect(ran).toEqual([1, 2, 3]);
    expect(callbacks).toHaveLength(1);
  });

  it('leaves the jobs not run in the queue when stopped', () => {
    const { callbacks, run } = idleMoments();
    const queue = [1, 2, 3].map(() => () => undefined);
    const stop = drainWhenIdle(queue, 0);
    run(0);
    stop();
    for (let at = 1; at < callbacks.length; at++) run(at);
    expect(queue).toHaveLength(2);
  });
});
