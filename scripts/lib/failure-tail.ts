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
    .map((line) => (line.length > width ? `${line.slice(0, width)}…` : line))
    .join('\n');
}

/** A failed test's header (playwright's `1) [project] › file:line › title`, vitest's `FAIL file > title`). */
const FAILED_TEST = /^\s*(\d+\) \[|FAIL\s)/;
/** The first line of an error as playwright and vitest print it. */
const ERROR_LINE = /^\s*(\w*Error\b|Test timeout of)/;
/** Where in the test it failed: the source line playwright and vitest point at (`> 85 |`). */
const SOURCE_POINTER = /^\s*>\s*\d+\s*\|/;
/** How far below an error's first line its details and its source line are looked for. */
const ERROR_SPAN = 40;

/** An error's first line, what it expected and received (up to three lines), and the test's line that failed. */
function errorLines(lines: readonly string[], start: number): string[] {
  const span = lines.slice(start + 1, start + ERROR_SPAN);
  const end = span.findIndex((line) => /^\s*Call log:/.test(line) || FAILED_TEST.test(line));
  const details = (end < 0 ? span : span.slice(0, end)).filter(
    (line) => line.trim() !== '' && !SOURCE_POINTER.test(line) && !/^\s*\d+\s*\|/.test(line),
  );
  const pointer = span.find((line) => SOURCE_POINTER.test(line));
  return [lines[start] ?? '', ...details.slice(0, 3), ...(pointer ? [pointer] : [])].map(
    (line) => `  ${line.trim()}`,
  );
}

/**
 * Why each test failed, in a few lines: the failed test's header, its error's first lines and the test's line that
 * failed. `npm test` prints this last, below the summary, because CI may keep only the last twenty lines of a long
 * log, where the list of failures and the screenshots' paths would otherwise leave no room for the reason (a failure
 * seen once and never read).
 */
export function failureReasons(output: string, maxLines = 16, width = 200): string[] {
  // Colour codes, when a tool colours its output anyway, would stand between the patterns and the text.
  // eslint-disable-next-line no-control-regex -- the escape character is what is removed
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const reasons: string[] = [];
  const seen = new Set<string>();
  let header: string | null = null;
  for (const [index, line] of lines.entries()) {
    if (FAILED_TEST.test(line)) header = line.trim();
    else if (header && ERROR_LINE.test(line)) {
      // A reporter may list a failure twice (as it happens and again at the end): once is enough here.
      if (seen.has(header)) {
        header = null;
        continue;
      }
      seen.add(header);
      reasons.push(header, ...errorLines(lines, index));
      header = null;
    }
  }
  return reasons.slice(0, maxLines).map((line) => (line.length > width ? `${line.slice(0, width)}…` : line));
}
