// @vitest-environment happy-dom
import * as z from 'zod/mini';
import { buildPendingSchemas, lazySchema, unbuiltSchemaCount } from '#contract/lazy-schema.ts';
import { buildSchemasWhenIdle } from './schema-warm-up.ts';

describe('the schemas built while idle once the first step answers', () => {
  afterEach(() => vi.useRealTimers());

  it('builds every schema not yet read, a few milliseconds at a time, and starts once', () => {
    // Other files' schemas, loaded in this worker, built first: the five below are the only ones left to build.
    buildPendingSchemas(() => true);
    vi.useFakeTimers();
    const builds = vi.fn(() => z.string());
    const idleCallbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
    // Each schema takes 3 ms to build here: a 4 ms slice builds two, then waits for the next idle moment.
    for (let count = 0; count < 5; count++)
      lazySchema(() => {
        vi.advanceTimersByTime(3);
        return builds();
      });
    expect(unbuiltSchemaCount()).toBe(5);

    buildSchemasWhenIdle();
    buildSchemasWhenIdle();
    expect(idleCallbacks).toHaveLength(1);
    expect(builds).not.toHaveBeenCalled();

    const idleMoments = [];
    while (idleCallbacks.length > 0) {
      const next = idleCallbacks.shift();
      next?.({ didTimeout: false, timeRemaining: () => 50 });
      idleMoments.push(unbuiltSchemaCount());
    }
    expect(unbuiltSchemaCount()).toBe(0);
    expect(builds).toHaveBeenCalledTimes(5);
    expect(idleMoments).toEqual([3, 1, 0]);
    vi.unstubAllGlobals();
  });
});
