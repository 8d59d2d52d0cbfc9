import { afterNextPaint, NO_FRAME_WAIT_MS, yieldToBrowser } from './yield-to-browser.ts';

describe('yieldToBrowser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes on in a later task: the current task and its microtasks finish first', async () => {
    const order: string[] = [];
    const resumed = yieldToBrowser().then(() => order.push('resumed'));
    queueMicrotask(() => order.push('microtask'));
    order.push('rest of the task');
    await resumed;
    expect(order).toEqual(['rest of the task', 'microtask', 'resumed']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});

describe('afterNextPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** A frame queue the test runs by hand: the frame callbacks run just before the paint. */
  function frames() {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => callbacks.push(callback));
    return { paint: () => callbacks.splice(0).forEach((callback) => callback()) };
  }

  it('goes on in a task after the next frame, not in it', async () => {
    const frame = frames();
    const resumed = vi.fn();
    void afterNextPaint().then(resumed);
    await vi.advanceTimersByTimeAsync(0);
    expect(resumed).not.toHaveBeenCalled();
    frame.paint();
    expect(resumed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(resumed).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(NO_FRAME_WAIT_MS);
    expect(resumed).toHaveBeenCalledOnce();
  });

  it('goes on anyway where no frame comes (a hidden page)', async () => {
    frames();
    const resumed = vi.fn();
    void afterNextPaint().then(resumed);
    await vi.advanceTimersByTimeAsync(NO_FRAME_WAIT_MS - 1);
    expect(resumed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(resumed).toHaveBeenCalledOnce();
  });
});
