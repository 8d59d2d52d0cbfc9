/**
 * `npm test`: every check, in order of cost, each step reported; exits non-zero when any fails.
 * Set TEST_STEPS=unit,e2e (comma-separated step names) to run a subset while working.
 */
import { spawn } from 'node:child_process';
import { ROOT } from './lib/build-cell';
import { failureTail } from './lib/failure-tail';

interface Step {
  name: string;
  command: string;
  /**
   * Runs beside the step before it: each of these two is one single-threaded process (tsc, eslint; the PostgreSQL
   * suites wait on the server), and the machine has two cores. Its output is printed when it ends.
   */
  alongside?: boolean;
}

const steps: Step[] = [
  { name: 'typecheck', command: 'npm run --silent typecheck' },
  {
    name: 'lint',
    command: 'eslint . --max-warnings 0 && prettier --check . --log-level warn',
    alongside: true,
  },
  { name: 'unit', command: 'vitest run' },
  // The server's suites again, on a PostgreSQL server (installed and started as root, else skipped).
  { name: 'server-postgres', command: 'tsx scripts/test-postgres.ts' },
  { name: 'size', command: 'tsx scripts/check-size.ts', alongside: true },
  // The screen gallery (docs/adr/0020-gallery.md): built, then every entry in every brand checked in one browser
  // (console errors, axe, screenshots against gallery/baselines/). No telemetry: main.ts turns it off as well.
  // `--test`: Storybook's build for test runners (no docs, no source maps), a few seconds faster.
  {
    name: 'gallery',
    command:
      'STORYBOOK_DISABLE_TELEMETRY=1 storybook build --quiet --test --output-dir storybook-static && ' +
      'playwright test --config gallery/playwright.config.ts',
  },
  // The e2e cells (e2e/targets.ts) built in one process, then served and driven by playwright.config.ts.
  { name: 'e2e', command: 'tsx scripts/build-e2e.ts && playwright test' },
];

const selected = process.env.TEST_STEPS?.split(',').map((name) => name.trim());
const results: { name: string; ok: boolean; seconds: number; output: string }[] = [];

function run(step: Step, captured: boolean): Promise<void> {
  const started = Date.now();
  return new Promise((resolveRun) => {
    const child = spawn(step.command, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: true,
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    // A step in the foreground is shown as it runs; one alongside is printed whole when it ends.
    const collect = (target: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      if (!captured) target.write(chunk);
    };
    child.stdout.on('data', collect(process.stdout));
    child.stderr.on('data', collect(process.stderr));
    child.on('close', (code) => {
      if (captured) console.log(`\n━━ ${step.name} (ran alongside): ${step.command}\n${output}`);
      const ok = code === 0;
      results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000), output });
      resolveRun();
    });
  });
}

const chosen = steps.filter((step) => !selected || selected.includes(step.name));
for (let index = 0; index < chosen.length; index++) {
  const step = chosen[index];
  if (!step) break;
  const partner = chosen[index + 1]?.alongside ? chosen[index + 1] : undefined;
  console.log(`\n━━ ${step.name}: ${step.command}`);
  await Promise.all([run(step, false), ...(partner ? [run(partner, true)] : [])]);
  if (partner) index++;
}

for (const failed of results.filter((result) => !result.ok))
  console.log(`\n━━ ${failed.name} failed; the end of its output:\n${failureTail(failed.output)}`);

console.log('\n━━ summary');
for (const result of results)
  console.log(`  ${result.ok ? 'pass' : 'FAIL'}  ${result.name} (${result.seconds} s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`\nchecks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
