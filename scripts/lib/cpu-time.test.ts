// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { childCpuSeconds, parseProcStat, withCpuReport } from './cpu-time.ts';

describe('childCpuSeconds', () => {
  it.each([
    // bash's and dash's formats: milliseconds and microseconds.
    { output: '0m0.009s 0m0.000s\n1m2.500s 0m3.250s\n', seconds: 65.75 },
    { output: '0m0.000000s 0m0.000000s\n0m0.120000s 0m0.030000s', seconds: 0.15 },
    { output: '0m0.009s 0m0.000s\n12m0s 0m1s\n', seconds: 721 },
    { output: '0m0.009s 0m0.000s', seconds: undefined },
    { output: 'not the output of times\nat all', seconds: undefined },
    { output: '', seconds: undefined },
  ])('reads $seconds CPU-seconds from $output', ({ output, seconds }) => {
    const read = childCpuSeconds(output);
    if (seconds === undefined) expect(read).toBeUndefined();
    else expect(read).toBeCloseTo(seconds, 6);
  });
});

describe('withCpuReport', () => {
  // The shell npm test spawns its steps with (Node's `shell: true`): /bin/sh.
  const runWrapped = (command: string) =>
    spawnSync('/bin/sh', ['-c', withCpuReport(command)], { stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });

  it.each([
    { command: 'true', code: 0 },
    { command: 'exit 3', code: 3 },
    { command: 'false && true', code: 1 },
    { command: 'X=1 sh -c \'test "$X" = 1\' && echo done', code: 0 },
  ])('keeps the exit code of `$command` ($code) and reports the time of what it ran', ({ command, code }) => {
    const run = runWrapped(command);
    expect(run.status).toBe(code);
    // `exit 3` leaves the shell before `times`: the step's report is then missing, and the summary says so.
    const report = run.output[3]?.toString() ?? '';
    if (command.startsWith('exit')) expect(report).toBe('');
    else expect(childCpuSeconds(report)).toBeGreaterThanOrEqual(0);
  });

  it("counts a child's busy CPU time", () => {
    // Busy until the process itself has used 300 ms of CPU (a wall-clock loop gets less on a shared machine).
    const run = runWrapped(`node -e 'while (process.cpuUsage().user < 300_000);'`);
    expect(run.status).toBe(0);
    expect(childCpuSeconds(run.output[3]?.toString() ?? '')).toBeGreaterThan(0.2);
  });
});

describe('parseProcStat', () => {
  it('counts idle and I/O wait as idle and the rest as busy, in seconds', () => {
    const stat = 'cpu  1000 50 300 5000 200 10 20 0 0 0\ncpu0 500 25 150 2500 100 5 10 0 0 0\n';
    expect(parseProcStat(stat)).toEqual({ busy: 13.8, idle: 52 });
  });

  it.each(['', 'intr 1 2 3', 'cpu  a b c d e'])('refuses %j', (stat) => {
    expect(parseProcStat(stat)).toBeUndefined();
  });
});
