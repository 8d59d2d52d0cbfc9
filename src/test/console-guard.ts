/**
 * Fails a test that writes to console.error without expecting to: an error the logger wrote (it writes every
 * entry to the console too), an act() warning, an error the renderer caught while rendering. A test that
 * provokes an error log on purpose captures it with captureLogs() (src/shared/api/testing/log-capture.ts) and
 * asserts it; the lines captureLogs saw the logger write are expected, every other one fails the test. What a
 * test writes is held back rather than printed, so the unit run's output keeps only what needs reading: a
 * failing test shows its unexpected lines in its failure.
 */
import { format } from 'node:util';

interface GuardState {
  /** True from a test's beforeEach to its afterEach: what is written outside a test belongs to no test. */
  running: boolean;
  written: string[];
  expected: string[];
}

// One wrapper per process: a worker runs many test files, each of which runs the setup again, and a
// wrapper per file would stack on the last one. The state lives beside it so each file's hooks find it.
const STATE_KEY = Symbol.for('loan-app.test.console-guard');
type GuardedGlobal = typeof globalThis & { [STATE_KEY]?: GuardState };
const guarded: GuardedGlobal = globalThis;

function guardState(): GuardState {
  const existing = guarded[STATE_KEY];
  if (existing) return existing;
  const state: GuardState = { running: false, written: [], expected: [] };
  guarded[STATE_KEY] = state;
  const original = console.error.bind(console);
  // A plain function, not vi.spyOn: restoreMocks would take a spy away after the first test.
  console.error = (...args: unknown[]) => {
    if (state.running) state.written.push(format(...args));
    else original(...args);
  };
  return state;
}

const state = guardState();

/** Starts watching for the test about to run; each setup file calls it in its beforeEach. */
export function watchConsoleErrors(): void {
  state.running = true;
  state.written = [];
  state.expected = [];
}

/** Marks one console.error line (as util.format writes it) as expected by the running test. */
export function expectConsoleError(...args: unknown[]): void {
  state.expected.push(format(...args));
}

/**
 * Throws when the test that just ran wrote a console.error it did not expect. Each setup file calls it at the
 * end of its afterEach, after its own cleanup, so what an unmount writes counts too.
 */
export function checkConsoleErrors(): void {
  state.running = false;
  const expected = [...state.expected];
  const unexpected = state.written.filter((line) => {
    const at = expected.indexOf(line);
    if (at === -1) return true;
    expected.splice(at, 1);
    return false;
  });
  state.written = [];
  state.expected = [];
  if (unexpected.length === 0) return;
  const shown = unexpected.slice(0, 5).map((line) => line.split('\n').slice(0, 4).join('\n'));
  throw new Error(
    `This test wrote ${unexpected.length} unexpected console.error line(s):\n\n${shown.join('\n\n')}\n\n` +
      'A test that provokes an error log captures it with captureLogs() and asserts it; ' +
      'an act() warning means an update the test does not wait for (findBy, waitFor, await the event).',
  );
}
