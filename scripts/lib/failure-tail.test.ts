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

  1) [checks] › e2e/check-your-answers.spec.ts:53:3 › mx-prestaluz › the applicant checks their answers ─────────

    Error: expect(page).toHaveURL(expected) failed

    Expected pattern: /\\/check-your-answers(\\?|$)/
    Received string:  "http://127.0.0.1:4301/mx/income-source"
    Timeout: 7000ms

    Call log:
      - Expect "toHaveURL" with timeout 7000ms

      77 |     await submitCurrentPage(page, { [INCOME]: journey.corrected }, a11y);
    > 78 |     await expect(page).toHaveURL(REVIEW_PAGE);
         |                        ^

    Error Context: test-results/check-your-answers-mx/error-context.md

  1 failed
    [checks] › e2e/check-your-answers.spec.ts:53:3 › mx-prestaluz › the applicant checks their answers
  136 passed (14.4m)`;

/** A config without projects (the gallery's) names no project; the axe check's diff has labels before its values. */
const GALLERY_FAILURE = `  1) gallery.spec.ts:253:1 › every gallery entry in every brand renders ──────────

    Error: crecia-mx Offers / Accepted: axe

    expect(received).toEqual(expected) // deep equality

    - Expected  - 0
    + Received  + 1

    - Array []
    + Array [
    +   "serious color-contrast: Elements must meet minimum color contrast ratio thresholds (2 nodes)",

      238 |     expect.soft(await blockingViolations(page), \`\${key} \${name}: axe\`).toEqual([]);
    > 239 |     if (!isVisual(story)) continue;`;

const FLAKY = `  1) [checks] › e2e/mx-outcomes.spec.ts:31:3 › checking moves on ───────────

    Test timeout of 180000ms exceeded.

    Error: locator.click: Test timeout of 180000ms exceeded.

  1 flaky
    [checks] › e2e/mx-outcomes.spec.ts:31:3 › checking moves on
  136 passed (14.4m)`;

const VITEST_FAILURE = ` FAIL  src/shared/lib/money.test.ts > formatMoney > groups thousands
AssertionError: expected '1000' to be '1 000' // Object.is equality

- Expected
+ Received

- 1 000
+ 1000

 ❯ src/shared/lib/money.test.ts:12:30
     10|   it('groups thousands', () => {
     11|     expect(formatMoney(1000)).toBe('1 000');
       |                              ^`;

describe('failureReasons', () => {
  it.each([
    {
      name: 'a playwright failure: its test, its error, what was expected and received, and its line',
      output: PLAYWRIGHT_FAILURE,
      reasons: [
        '1) [checks] › e2e/check-your-answers.spec.ts:53:3 › mx-prestaluz › the applicant checks their answers',
        '  Error: expect(page).toHaveURL(expected) failed',
        '  Expected pattern: /\\/check-your-answers(\\?|$)/',
        '  Received string:  "http://127.0.0.1:4301/mx/income-source"',
        '  > 78 |     await expect(page).toHaveURL(REVIEW_PAGE);',
      ],
    },
    {
      name: "the gallery's failure: no project, and the diff's values rather than its labels",
      output: GALLERY_FAILURE,
      reasons: [
        '1) gallery.spec.ts:253:1 › every gallery entry in every brand renders',
        '  Error: crecia-mx Offers / Accepted: axe',
        '  expect(received).toEqual(expected) // deep equality',
        '  - Array []',
        '  > 239 |     if (!isVisual(story)) continue;',
      ],
    },
    {
      name: 'a test that passed on its retry, said so, with its timeout',
      output: FLAKY,
      reasons: [
        '1) [checks] › e2e/mx-outcomes.spec.ts:31:3 › checking moves on (flaky: passed on its retry)',
        '  Test timeout of 180000ms exceeded.',
        '  Error: locator.click: Test timeout of 180000ms exceeded.',
      ],
    },
    {
      name: 'a vitest failure, pointed at by its first stack line',
      output: VITEST_FAILURE,
      reasons: [
        'FAIL  src/shared/lib/money.test.ts > formatMoney > groups thousands',
        "  AssertionError: expected '1000' to be '1 000' // Object.is equality",
        '  - 1 000',
        '  + 1000',
        '  ❯ src/shared/lib/money.test.ts:12:30',
      ],
    },
    {
      name: 'colour codes, read as the same failure without them',
      output: `\x1b[31m${VITEST_FAILURE}\x1b[39m`,
      reasons: failureReasons(VITEST_FAILURE),
    },
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
  ])('$name', ({ output, reasons }) => {
    expect(failureReasons(output)).toEqual(reasons);
  });

  it('shows the failures that fit in the lines given, then how many more there are', () => {
    const three = [PLAYWRIGHT_FAILURE, GALLERY_FAILURE, VITEST_FAILURE].join('\n');
    expect(failureReasons(three, 12)).toEqual([
      ...failureReasons(PLAYWRIGHT_FAILURE),
      ...failureReasons(GALLERY_FAILURE),
      "… and 1 more (above, in the step's output)",
    ]);
  });

  it('never holds more lines than asked and one more, nor a line wider than asked', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(PLAYWRIGHT_FAILURE, GALLERY_FAILURE, FLAKY, VITEST_FAILURE, 'x'.repeat(400), ''),
        ),
        fc.integer({ min: 0, max: 20 }),
        (parts, maxLines) => {
          const found = failureReasons(parts.join('\n'), maxLines, 50);
          expect(found.length).toBeLessThanOrEqual(maxLines + 1);
          for (const line of found) expect(line.length).toBeLessThanOrEqual(51);
        },
      ),
    );
  });
});
