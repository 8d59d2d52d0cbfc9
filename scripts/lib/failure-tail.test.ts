// @vitest-environment node
import fc from 'fast-check';
import { failureTail } from './failure-tail.ts';

describe('failureTail', () => {
  it.each([
    { output: 'one\ntwo\nthree\n', lines: 2, width: 300, tail: 'two\nthree' },
    { output: 'short', lines: 60, width: 300, tail: 'short' },
    { output: `${'x'.repeat(10)}\nend`, lines: 60, width: 4, tail: 'xxxx…\nend' },
    { output: '', lines: 60, width: 300, tail: '' },
  ])('keeps the last $lines lines of $output, cut at $width', ({ output, lines, width, tail }) => {
    expect(failureTail(output, lines, width)).toBe(tail);
  });

  it('ends with the last line of the output and never holds more lines than asked', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ maxLength: 20 }).map((line) => line.replaceAll('\n', ' ')),
          { minLength: 1, maxLength: 200 },
        ),
        (lines) => {
          const output = lines.join('\n');
          const tail = failureTail(output, 60, 1_000);
          expect(tail.split('\n').length).toBeLessThanOrEqual(60);
          expect(output.trimEnd().endsWith(tail)).toBe(true);
        },
      ),
    );
  });
});
