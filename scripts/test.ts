/**
 * `npm test`: every check, in order of cost, each step reported; exits non-zero when any fails.
 * Set TEST_STEPS=unit,e2e (comma-separated step names) to run a subset while working; e2e brings its build along.
 */
import { spawn } from 'node:child_process';
import { ROOT } from './lib/build-cell.ts';
import { childCpuSeconds, machineCpu, withCpuReport } from './lib/cpu-time.ts';
import { failureReasons, failureTail } from './lib/failure-tail.ts';

interface Step {
  name: string;
  command: string;
  /** A step that must run first when this one is chosen alone (TEST_STEPS=e2e builds the e2e cells too). */
  needs?: string;
}

/**
 * The checks in stages, one after the other; a stage's lanes run side by side, each lane's steps in order. The machine
 * (2 cores) is CPU-bound through the run, so what shortens it is work removed and no core left idle, not a step moved
 * into another's slack (docs/performance.md, "npm test"). tsc and eslint are one thread each, the e2e builds about one
 * and a half: the three share the first stage. vitest keeps about 1.7 cores busy and runs alone. The e2e suite is the
 * longest step and spends part of its time waiting on the pages (held answers, timers): the PostgreSQL suites, the
 * gallery (about 0.6 of a core: it mostly waits for stories to settle) and the deploy checks run beside it. The first
 * lane is shown as it runs, the others are printed as each step ends.
 */
const stages: Step[][][] = [
  [
    [{ name: 'typecheck', command: 'npm run --silent typecheck' }],
    [{ name: 'lint', command: 'eslint . --max-warnings 0 && prettier --check . --log-level warn' }],
    [
      // The e2e cells (e2e/targets.ts), in dist/e2e/: the 17 production cells, the tracking and English builds.
      { name: 'e2e-build', command: 'tsx scripts/build-e2e.ts' },
      // Those same production cells measured against budgets.json (a second, 70-second build of them was repeated work).
      { name: 'size', command: 'tsx scripts/check-size.ts --in e2e', needs: 'e2e-build' },
    ],
  ],
  [[{ name: 'unit', command: 'vitest run' }]],
  [
    // Served and driven by playwright.config.ts.
    // One retry: on this CPU-bound machine a journey has failed once in some ten runs, and not again when repeated
    // (issue 32's notes). A test that fails twice fails the step; one that passes on its retry is listed at the end
    // of the run with its first error, to be found and fixed rather than hidden. Without npm test, no retry.
    [{ name: 'e2e', command: 'playwright test --retries 1', needs: 'e2e-build' }],
    // The screen gallery (docs/adr/0020-gallery.md): built, then every entry in every brand checked in one browser
    // (console errors, axe, screenshots against gallery/baselines/). No telemetry: main.ts turns it off as well.
    // `--test`: Storybook's build for test runners (no docs, no source maps), a few seconds faster.
    [
      // The server's suites again, on a PostgreSQL server (installed and started as root, else skipped). Beside vitest
      // they took 49 s and slowed it from 165 to 202 s (clean clone of dbdb44b); here they fill the e2e suite's waits.
      { name: 'server-postgres', command: 'tsx scripts/test-postgres.ts' },
      {
        name: 'gallery',
        command:
          'STORYBOOK_DISABLE_TELEMETRY=1 storybook build --quiet --test --output-dir storybook-static && ' +
          'playwright test --config gallery/playwright.config.ts',
      },
      // A production cell served by Debian's nginx (installed as root when missing) and by the project's own server,
      // read with the same checks, and docs/deploy.md's commands run as written (issue 29).
      { name: 'deploy', command: 'vitest run --config vitest.deploy.config.ts' },
    ],
  ],
];

const requested = process.env.TEST_STEPS?.split(',').map((name) => name.trim());
const allSteps = stages.flat(2);
const selected =
  requested &&
  new Set([
    ...requested,
    ...allSteps.filter((step) => requested.includes(step.name) && step.needs).map((step) => step.needs ?? ''),
  ]);
/** A step's result; `cpuSeconds` is what its processes used of the cores (undefined when its shell did not say). */
const results: { name: string; ok: boolean; seconds: number; cpuSeconds?: number; output: string }[] = [];
const machineAtStart = machineCpu();
const startedAt = Date.now();

function run(step: Step, captured: boolean): Promise<void> {
  const started = Date.now();
  return new Promise((resolveRun) => {
    const child = spawn(withCpuReport(step.command), {
      cwd: ROOT,
      // The fourth pipe (file descriptor 3) carries the step's CPU time (scripts/lib/cpu-time.ts).
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
      shell: true,
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    // A step in the foreground is shown as it runs; one alongside is printed whole when it ends.
    const collect = (target: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      if (!captured) target.write(chunk);
    };
    child.stdout?.on('data', collect(process.stdout));
    child.stderr?.on('data', collect(process.stderr));
    let cpuReport = '';
    child.stdio[3]?.on('data', (chunk: Buffer) => (cpuReport += chunk.toString()));
    child.on('close', (code) => {
      if (captured) console.log(`\n━━ ${step.name} (ran alongside): ${step.command}\n${output}`);
      const ok = code === 0;
      const seconds = Math.round((Date.now() - started) / 1000);
      results.push({ name: step.name, ok, seconds, cpuSeconds: childCpuSeconds(cpuReport), output });
      resolveRun();
    });
  });
}

/** A lane's steps in order. A step whose prerequisite failed (the e2e cells not built) fails without running. */
async function runLane(lane: readonly Step[], captured: boolean): Promise<void> {
  for (const step of lane) {
    const unmet = results.find((result) => result.name === step.needs && !result.ok);
    if (unmet) {
      const output = `not run: ${unmet.name} failed`;
      console.log(`\n━━ ${step.name}: ${output}`);
      results.push({ name: step.name, ok: false, seconds: 0, output });
      continue;
    }
    if (!captured) console.log(`\n━━ ${step.name}: ${step.command}`);
    await run(step, captured);
  }
}

for (const stage of stages) {
  const lanes = stage
    .map((lane) => lane.filter((step) => !selected || selected.has(step.name)))
    .filter((lane) => lane.length > 0);
  await Promise.all(lanes.map((lane, index) => runLane(lane, index > 0)));
}

for (const failed of results.filter((result) => !result.ok))
  console.log(`\n━━ ${failed.name} failed; the end of its output:\n${failureTail(failed.output)}`);

console.log('\n━━ summary');
for (const result of results) {
  const cpu = result.cpuSeconds === undefined ? '' : `, ${Math.round(result.cpuSeconds)} CPU-s`;
  console.log(`  ${result.ok ? 'pass' : 'FAIL'}  ${result.name} (${result.seconds} s${cpu})`);
}
const machineAtEnd = machineCpu();
if (machineAtStart && machineAtEnd) {
  // The whole machine's, from /proc/stat: what the steps above used and what was left idle while they ran.
  const busy = Math.round(machineAtEnd.busy - machineAtStart.busy);
  const idle = Math.round(machineAtEnd.idle - machineAtStart.idle);
  console.log(`  ${Math.round((Date.now() - startedAt) / 1000)} s in all: ${busy} CPU-s busy, ${idle} idle`);
}
// Why, under the summary: a CI that keeps only the log's last lines still says it (failure-tail.ts). A step that
// passed with a test that failed once and passed on its retry (the e2e suite) says so too: a flaky test is a bug to
// find. Twelve lines in all, so that they and the count below fit in a short tail.
let linesLeft = 12;
for (const result of results) {
  if (linesLeft <= 0) break;
  const reasons = failureReasons(result.output, linesLeft);
  if (reasons.length === 0) continue;
  linesLeft -= reasons.length;
  console.log(`${result.name}, ${result.ok ? 'passed on a retry' : 'failed'}:\n${reasons.join('\n')}`);
}
const failed = results.filter((result) => !result.ok).length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
