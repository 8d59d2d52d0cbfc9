import fc from 'fast-check';
import type { DynamicStepPath } from '#contract/dynamic-form.ts';
import { mxPrestaluzConfig } from '#contract/fixtures/index.ts';
import { buildPages } from './build-pages.ts';
import { stepCounter } from './step-counter.ts';
import type { Answers, DynamicPage } from './types.ts';

/** The counters of a whole walk, in the form's order. */
const walk = (pages: readonly DynamicPage[], firstPage: DynamicStepPath) =>
  pages.map((page) => stepCounter(page, firstPage));

const employedRenter: Answers = {
  'incomeDetails.incomeSource': 'employment',
  'otherDetails.housingTenure': 'rent',
};

describe('stepCounter', () => {
  it('the configured first page is step 1, and every page after it one more, out of all of them', () => {
    const pages = buildPages(mxPrestaluzConfig, employedRenter);
    const total = pages.length;
    expect(walk(pages, mxPrestaluzConfig.firstPage)).toEqual(
      pages.map((_, index) => ({ current: index + 1, total })),
    );
  });

  it('a page before the first page has no number, and is not in the total', () => {
    const pages = buildPages(mxPrestaluzConfig, employedRenter);
    const [before, first] = pages;
    if (!before || !first) throw new Error('the fixture has pages');
    const counters = walk(pages, first.path);
    expect(counters[0]).toBeNull();
    expect(counters[1]).toEqual({ current: 1, total: pages.length - 1 });
    expect(counters.at(-1)).toEqual({ current: pages.length - 1, total: pages.length - 1 });
  });

  it('a first page the answers leave out counts from the sequence start', () => {
    const pages = buildPages(mxPrestaluzConfig, employedRenter);
    const [first] = pages;
    if (!first) throw new Error('the fixture has pages');
    // A path no page of the sequence has, on purpose: the first page the answers left out.
    expect(stepCounter(first, 'no-such-page' as DynamicStepPath)).toEqual({
      current: 1,
      total: pages.length,
    });
  });

  const choice = (values: readonly string[]) => fc.option(fc.constantFrom(...values), { nil: undefined });
  const answers: fc.Arbitrary<Answers> = fc.record({
    'incomeDetails.incomeSource': choice(['employment', 'selfEmployed', 'pension', 'unemployed']),
    'otherDetails.housingTenure': choice(['rent', 'own', 'family']),
    'otherDetails.vehicleOwnership': fc.option(fc.boolean(), { nil: undefined }),
  });

  it('whatever the answers and the first page: 1 there, one more on each next page, one total on every page', () => {
    fc.assert(
      fc.property(answers, fc.nat(), (given, firstIndex) => {
        const pages = buildPages(mxPrestaluzConfig, given);
        const first = pages[firstIndex % pages.length]?.path ?? mxPrestaluzConfig.firstPage;
        const counters = walk(pages, first);
        const counted = counters.filter((counter) => counter !== null);
        expect(counters.findIndex((counter) => counter !== null)).toBe(firstIndex % pages.length);
        counted.forEach((counter, index) => {
          expect(counter).toEqual({ current: index + 1, total: counted.length });
        });
      }),
    );
  });
});
