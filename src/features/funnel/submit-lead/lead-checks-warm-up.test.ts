// @vitest-environment happy-dom
import { DATA_POINT_NAMES } from '#contract/dynamic-form.ts';

/** A fresh page load: the module's memory of the runs done starts empty. */
async function freshPage() {
  vi.resetModules();
  return (await import('./lead-checks-warm-up.ts')).warmUpLeadChecksWhenIdle;
}

/** The idle callbacks asked for, run one at a time by the test. */
function idleMoments() {
  const callbacks: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => callbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', (id: number) => callbacks.splice(id - 1, 1, () => {}));
  return callbacks;
}

/** Which pattern ran on which sample (other runs, the test runner's own, are not counted). */
function patternRuns() {
  const runs: { source: string; subject: string }[] = [];
  const test = RegExp.prototype.test;
  vi.spyOn(RegExp.prototype, 'test').mockImplementation(function (this: RegExp, subject: string) {
    if (subject === 'a' || subject === '\u0105') runs.push({ source: this.source, subject });
    return test.call(this, subject);
  });
  return runs;
}

const groupCount = new Set(DATA_POINT_NAMES.map((name) => name.split('.')[0])).size;

describe("the contract's checks of the answers, run on samples while idle", () => {
  it("runs each group's checks on a Latin-1 and a two-byte sample, one at a time, the names' Unicode pattern among them", async () => {
    const warmUpLeadChecksWhenIdle = await freshPage();
    const callbacks = idleMoments();
    const runs = patternRuns();
    warmUpLeadChecksWhenIdle();
    expect(runs).toEqual([]);
    let moments = 0;
    for (let at = 0; at < callbacks.length; at++) {
      callbacks[at]?.({ didTimeout: false, timeRemaining: () => 10 });
      moments += 1;
    }
    expect(moments).toBe(groupCount * 2);
    const unicodeRuns = runs.filter((run) => run.source.includes('\\p{L}')).map((run) => run.subject);
    expect(unicodeRuns).toContain('a');
    expect(unicodeRuns).toContain('\u0105');
    // The next form page of the same load runs none of them again.
    const runsBefore = runs.length;
    warmUpLeadChecksWhenIdle();
    expect(callbacks).toHaveLength(groupCount * 2);
    expect(runs).toHaveLength(runsBefore);
  });

  it('stops when the page goes, and the next form page goes on with the runs left', async () => {
    const warmUpLeadChecksWhenIdle = await freshPage();
    const callbacks = idleMoments();
    const runs = patternRuns();
    const stop = warmUpLeadChecksWhenIdle();
    callbacks[0]?.({ didTimeout: false, timeRemaining: () => 10 });
    const afterOne = runs.length;
    stop();
    for (const callback of callbacks.slice(1)) callback({ didTimeout: false, timeRemaining: () => 10 });
    expect(runs).toHaveLength(afterOne);
    expect(callbacks.length).toBeLessThan(groupCount * 2);
    const askedBefore = callbacks.length;
    warmUpLeadChecksWhenIdle();
    for (let at = askedBefore; at < callbacks.length; at++)
      callbacks[at]?.({ didTimeout: false, timeRemaining: () => 10 });
    // One idle moment for each run: the first page's one, then the rest, none twice.
    expect(callbacks.length - askedBefore).toBe(groupCount * 2 - 1);
  });
});
