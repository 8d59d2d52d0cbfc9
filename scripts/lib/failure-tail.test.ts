// @vitest-environment node
import fc from 'fast-check';
import { failureReasons, failureTail } from './failure-tail.ts';

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

const PLAYWRIGHT_FAILURE = `  ✓  12 [checks] › e2e/shell.spec.ts:10:3 › es-finvela › the shell (2.1s)

  1) [checks] › e2e/check-your-answers.spec.ts:53:3 › mx-prestaluz › the applicant checks their answers ─────

    Error: expect(page).toHaveURL(expected) failed

    Expected pattern: /\\/check-your-answers(\\?|$)/
    Received string:  "http://127.0.0.1:4301/mx/income-source"
    Timeout: 7000ms

    Call log:
      - Expect "toHaveURL" with timeout 7000ms

      77 |     await submitCurrentPage(page, { [INCOME]: journey.corrected }, a11y);
    > 78 |     await expect(page).toHaveURL(REVIEW_PAGE);
         |                        ^

  1 failed
    [checks] › e2e/check-your-answers.spec.ts:53:3 › mx-prestaluz › the applicant checks their answers
  136 passed (14.4m)`;

const VITEST_FAILURE = ` FAIL  src/shared/lib/money.test.ts > formatMoney > groups thousands
AssertionError: expected '1000' to be '1 000' // Object.is equality

- Expected
+ Received

 ❯ src/shared/lib/money.test.ts:12:30`;

describe('failureReasons', () => {
  it.each([
    {
      name: 'a playwright failure: its test, its error, what was expected and received, and its line',
      output: PLAYWRIGHT_FAILURE,
      reasons: [
        '1) [checks] › e2e/check-your-answers.spec.ts:53:3 › mx-prestaluz › the applicant checks their answers ─────',
        '  Error: expect(page).toHaveURL(expected) failed',
        '  Expected pattern: /\\/check-your-answers(\\?|$)/',
        '  Received string:  "http://127.0.0.1:4301/mx/income-source"',
        '  Timeout: 7000ms',
        '  > 78 |     await expect(page).toHaveURL(REVIEW_PAGE);',
      ],
    },
    {
      name: 'a vitest failure',
      output: VITEST_FAILURE,
      reasons: [
        'FAIL  src/shared/lib/money.test.ts > formatMoney > groups thousands',
        "  AssertionError: expected '1000' to be '1 000' // Object.is equality",
        '  - Expected',
        '  + Received',
        '  ❯ src/shared/lib/money.test.ts:12:30',
      ],
    },
    {
      name: 'a failure listed twice, once',
      output: `${PLAYWRIGHT_FAILURE}\n${PLAYWRIGHT_FAILURE}`,
      count: 6,
    },
    { name: 'colour codes', output: `\x1b[31m${VITEST_FAILURE}\x1b[39m`, count: 5 },
    {
      name: 'an error with no failed test before it (a log line)',
      output: 'Error: ECONNRESET\nok',
      reasons: [],
    },
    {
      name: 'a run that passed',
      output: '  ✓  1 [checks] › e2e/a.spec.ts:1:1 › a (1s)\n  1 passed',
      reasons: [],
    },
  ])('$name', ({ output, reasons, count }) => {
    const found = failureReasons(output);
    if (reasons) expect(found).toEqual(reasons);
    if (count) expect(found).toHaveLength(count);
  });

  it('never holds more lines than asked, nor a line wider than asked', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(PLAYWRIGHT_FAILURE, VITEST_FAILURE, 'x'.repeat(400), '')),
        (parts) => {
          const found = failureReasons(parts.join('\n'), 7, 50);
          expect(found.length).toBeLessThanOrEqual(7);
          for (const line of found) expect(line.length).toBeLessThanOrEqual(51);
        },
      ),
    );
  });
});
