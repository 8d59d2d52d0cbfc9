import { yieldToBrowser } from './yield-to-browser';

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
