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
