/**
 * Settings shared by the fuzz suites (*.fuzz.test.ts): a fixed seed, so a failure seen once replays with the
 * same inputs (fast-check prints the seed and path to shrink from), and a run count that can be raised for a
 * long session or lowered while working: FUZZ_SEED (default 42), FUZZ_RUNS (default 10,000).
 */
const numberFromEnv = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && process.env[name]?.trim() ? value : fallback;
};

export const FUZZ_SEED = numberFromEnv('FUZZ_SEED', 42);
export const FUZZ_RUNS = numberFromEnv('FUZZ_RUNS', 10_000);

/** The fast-check parameters of a fuzz property. */
export const fuzzParameters = () => ({ seed: FUZZ_SEED, numRuns: FUZZ_RUNS });

/**
 * A fuzz file takes about 20 s of CPU at 10,000 runs; on the 2 shared cores the wall time has reached 140 s under
 * a full unit run. The limit only catches a hang: the inputs are the same every run.
 */
export const FUZZ_TIMEOUT_MS = 300_000;
