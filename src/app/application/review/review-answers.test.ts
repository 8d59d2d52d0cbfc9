import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPages } from '#features/funnel/form-model/build-pages.ts';
import { leadToAnswers } from '../resume/lead-answers.ts';
import { firstUnansweredPage, isUnanswered, maskIdentifier, reviewGroups } from './review-answers.ts';
import { COMPLETE_LEAD, MX_CLASSIC_FORM } from './review-fixtures.ts';

const answers = leadToAnswers(COMPLETE_LEAD);
const pages = buildPages(MX_CLASSIC_FORM.config, answers);

describe('the review of the answers', () => {
  it('lists one group per page shown, in the form order, each with its answers', () => {
    const groups = reviewGroups(pages, answers);
    expect(groups.map((group) => group.path)).toEqual(pages.map((page) => page.path));
    // A pensioner is asked no employment details: no page, no group.
    expect(groups.map((group) => group.path)).not.toContain('employment-details');
    const incomePath: string = 'income-details';
    const income = groups.find((group) => group.path === incomePath);
    expect(income?.items.map((item) => [item.name, item.value])).toEqual([
      ['incomeDetails.incomeSource', 'pension'],
      ['incomeDetails.monthlyIncome', 9000],
    ]);
  });

  it('leaves out an optional question left empty, keeps a required one', () => {
    const withoutSurname = { ...answers, 'personalDetails.secondLastName': '' };
    const personalPath: string = 'personal-details';
    const personal = reviewGroups(pages, withoutSurname).find((group) => group.path === personalPath);
    expect(personal?.items.map((item) => item.name)).not.toContain('personalDetails.secondLastName');
    expect(personal?.items.map((item) => item.name)).toContain('personalDetails.firstName');
  });

  it('finds the first page with a required answer missing, but never asks again for an identifier', () => {
    expect(firstUnansweredPage(pages, answers)).toBeUndefined();
    // After a reload the browser has no identifier: the page was sent, the lender has it.
    const reloaded = { ...answers, 'personalDetails.personalCode': undefined };
    expect(firstUnansweredPage(pages, reloaded)).toBeUndefined();
    const missingName = { ...answers, 'personalDetails.firstName': undefined };
    expect(firstUnansweredPage(pages, missingName)?.path).toBe('personal-details');
  });

  it.each([
    [undefined, true],
    [null, true],
    ['  ', true],
    ['', true],
    [0, false],
    [false, false],
    ['x', false],
  ])('counts %j as unanswered: %s', (value, expected) => {
    expect(isUnanswered(value)).toBe(expected);
  });

  it('masks an identifier but for its last four characters, whatever its length', () => {
    expect(maskIdentifier('BOXW310820HNERXN09')).toEqual({ hidden: '•'.repeat(14), shown: 'XN09' });
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !/\s/.test(s)),
        (value) => {
          const { hidden, shown } = maskIdentifier(value);
          expect(shown).toBe(value.slice(-4));
          expect(hidden).toMatch(/^•{4,}$/);
          // Nothing before the last four characters is shown.
          expect(`${hidden}${shown}`).not.toContain(value.length > 4 ? value : '\u0000');
        },
      ),
    );
  });
});
