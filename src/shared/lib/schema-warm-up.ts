/**
 * The contract's schemas the app has not read yet, built in the browser's idle moments once the first step answers
 * (docs/adr/0036): the first Next, its answer and the next pages find them built, and neither the touch that starts
 * the app nor a press pays for them. A few milliseconds at a time, so that a key press never waits behind them.
 */
import { buildPendingSchemas, unbuiltSchemaCount } from '#contract/lazy-schema.ts';
import { whenIdle } from './when-idle.ts';

/** The longest one idle moment builds for (a schema started is finished: each takes well under a millisecond). */
const SLICE_MS = 4;

let started = false;

function buildSomeWhenIdle(): void {
  whenIdle(() => {
    const until = performance.now() + SLICE_MS;
    buildPendingSchemas(() => performance.now() < until);
    if (unbuiltSchemaCount() > 0) buildSomeWhenIdle();
  });
}

/** Starts the warm-up; later calls do nothing. */
export function buildSchemasWhenIdle(): void {
  if (started) return;
  started = true;
  buildSomeWhenIdle();
}
