import { AFRESH_RENDER_WAIT_MARK, afreshRenderWait } from './afresh-render-wait.ts';

/** A promise settled by hand. */
function pending() {
  let resolve = () => {};
  let reject = (_error: Error) => {};
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

describe('what a visit drawn afresh waits for before its first render', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Whether the wait has settled after `ms` of the clock. */
  async function settledAfter(wait: Promise<void>, ms: number): Promise<boolean> {
    let settled = false;
    void wait.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(ms);
    return settled;
  }

  it('settles once both the page and the texts are in, not before', async () => {
    const page = pending();
    const texts = pending();
    const wait = afreshRenderWait({ page: () => page.promise, texts: () => texts.promise }, 500);
    page.resolve();
    expect(await settledAfter(wait, 100)).toBe(false);
    texts.resolve();
    expect(await settledAfter(wait, 0)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('marks its end, saying whether it ran out', async () => {
    const mark = vi.spyOn(performance, 'mark');
    const inTime = afreshRenderWait({ page: () => Promise.resolve(), texts: () => Promise.resolve() }, 500);
    expect(await settledAfter(inTime, 0)).toBe(true);
    const late = afreshRenderWait({ page: () => pending().promise, texts: () => Promise.resolve() }, 500);
    expect(await settledAfter(late, 500)).toBe(true);
    expect(mark.mock.calls).toEqual([
      [AFRESH_RENDER_WAIT_MARK, { detail: { timedOut: false } }],
      [AFRESH_RENDER_WAIT_MARK, { detail: { timedOut: true } }],
    ]);
  });

  it('settles when a load throws as it is asked for, rather than failing the start', async () => {
    const wait = afreshRenderWait(
      {
        page: () => pending().promise,
        texts: () => {
          throw new Error('no backend');
        },
      },
      500,
    );
    expect(await settledAfter(wait, 0)).toBe(true);
  });

  it.each([
    ['the page', 'page'],
    ['the texts', 'texts'],
  ] as const)('settles when %s fail to load (the app reports it as it renders)', async (_name, failing) => {
    const page = pending();
    const texts = pending();
    const wait = afreshRenderWait({ page: () => page.promise, texts: () => texts.promise }, 500);
    (failing === 'page' ? page : texts).reject(new Error('offline'));
    expect(await settledAfter(wait, 0)).toBe(true);
  });

  it('settles after the wait when they are slow, so that the spinner shows on a slow link', async () => {
    const wait = afreshRenderWait({ page: () => pending().promise, texts: () => pending().promise }, 500);
    expect(await settledAfter(wait, 499)).toBe(false);
    expect(await settledAfter(wait, 1)).toBe(true);
  });
});
