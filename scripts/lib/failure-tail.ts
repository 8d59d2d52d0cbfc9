/**
 * The lines of a failed `npm test` step that the summary repeats: CI may keep only the end of the log, and the
 * reason a step failed (vitest's "Unhandled Errors", playwright's list of failures) is otherwise far above it.
 * Long lines (a serialized error object can be thousands of characters) are cut.
 */
export function failureTail(output: string, lines = 60, width = 300): string {
  return output
    .trimEnd()
    .split('\n')
    .slice(-lines)
    .map((line) => cut(line, width))
    .join('\n');
}

/** A line no wider than `width`, marked where it was cut. */
const cut = (line: string, width: number) => (line.length > width ? `${line.slice(0, width)}…` : line);

/**
 * A failed test's header: playwright's `1) [project] › file:line:col › title` (without `[project]` in a config with no
 * projects, as the gallery's), vitest's `FAIL file > title`.
 */
const FAILED_TEST = /^\s*(\d+\) \S.*:\d+:\d+ › |FAIL\s)/;
/**
 * An error's first line: `Error: …`, `TypeError: …`, `AssertionError: …`, a test's timeout, a fixture's teardown
 * over time, an interrupted test; not playwright's `Error Context: <file>` line, which only names a file.
 */
const ERROR_LINE = /^\s*(\w*Error(?!\s+Context:)\b|Test timeout of|Tearing down|Test was interrupted)/;
/** Where the test failed: playwright's code frame (`> 85 |`), vitest's first stack line (`❯ file:line:col`). */
const SOURCE_POINTER = /^\s*(>\s*\d+\s*\||❯ \S+:\d+:\d+)/;
/** Not a detail worth a line: a code frame's lines (`  84 |`, `   |  ^`), a diff's labels, a blank line. */
const NOT_DETAIL = /^\s*(\d*\s*\||[-+] (Expected|Received)\b|$)/;
/** An error is read until the next failure, and no further than this: its code frame comes after a call log of some 20 lines. */
const ERROR_SPAN = 80;
/** The details kept of an error (the locator, expected, received, a timeout): enough to read, few enough for a tail. */
const DETAILS = 2;
/** Playwright pads a failure's header with a rule to 100 columns. */
const HEADER_RULE = /\s*─+\s*$/;

/** Playwright's count lines under the failures (`1 failed`, `2 flaky`, `136 passed (14.4m)`): the failures end there. */
const SUMMARY_LINE = /^\s*\d+ (failed|flaky|passed|interrupted|skipped|did not run)\b/;

/** An error's first line, its first details and the test's line that failed, each indented under the test. */
function errorLines(lines: readonly string[], start: number): string[] {
  const span = lines.slice(start + 1, start + ERROR_SPAN);
  const next = span.findIndex((line) => FAILED_TEST.test(line) || SUMMARY_LINE.test(line));
  const own = next < 0 ? span : span.slice(0, next);
  // Playwright's call log comes between the error's details and its code frame.
  const callLog = own.findIndex((line) => /^\s*Call log:/.test(line));
  const details = (callLog < 0 ? own : own.slice(0, callLog)).filter(
    (line) => !NOT_DETAIL.test(line) && !SOURCE_POINTER.test(line),
  );
  const pointer = own.find((line) => SOURCE_POINTER.test(line));
  return [lines[start] ?? '', ...details.slice(0, DETAILS), ...(pointer ? [pointer] : [])].map(
    (line) => `  ${line.trim()}`,
  );
}

/** The tests playwright's summary lists as flaky (failed, then passed on a retry), as their headers name them. */
function flakyTests(lines: readonly string[]): Set<string> {
  const flaky = new Set<string>();
  const start = lines.findIndex((line) => /^\s*\d+ flaky$/.test(line));
  if (start < 0) return flaky;
  for (const line of lines.slice(start + 1)) {
    if (!/^\s{4,}\S/.test(line)) break;
    flaky.add(line.trim());
  }
  return flaky;
}

/**
 * Why tests failed, in a few lines: each failed test's header, its error's first lines and the test's line that
 * failed, at most `maxLines` in all (then how many more failed). `npm test` prints this below its summary because CI
 * may keep only the last twenty lines of a long log, where the list of failures and the screenshots' paths would
 * otherwise leave no room for the reason: a failure seen once and never read.
 */
export function failureReasons(output: string, maxLines = 12, width = 160): string[] {
  // Colour codes, when a tool colours its output anyway, would stand between the patterns and the text.
  // eslint-disable-next-line no-control-regex -- the escape character is what is removed
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const flaky = flakyTests(lines);
  const failures: string[][] = [];
  let header: string | null = null;
  for (const [index, line] of lines.entries()) {
    if (FAILED_TEST.test(line)) header = line.trim().replace(HEADER_RULE, '');
    else if (header && ERROR_LINE.test(line)) {
      const title = header.replace(/^\d+\) /, '');
      failures.push([
        flaky.has(title) ? `${header} (flaky: passed on its retry)` : header,
        ...errorLines(lines, index),
      ]);
      header = null;
    }
  }
  const reasons: string[] = [];
  for (const [shown, failure] of failures.entries()) {
    if (reasons.length + failure.length > maxLines) {
      reasons.push(`… and ${failures.length - shown} more (above, in the step's output)`);
      break;
    }
    reasons.push(...failure);
  }
  return reasons.map((line) => cut(line, width));
}
