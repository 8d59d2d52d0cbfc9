import type { DynamicStepPath, ServerFieldError } from '#contract/dynamic-form.ts';
import { mxPrestaluzConfig } from '#contract/fixtures/index.ts';
import { buildPages } from './build-pages.ts';
import { attachServerErrors, erroredFormPath } from './server-errors.ts';
import type { Answers } from './types.ts';

const employedOwner: Answers = {
  'incomeDetails.incomeSource': 'employment',
  'otherDetails.housingTenure': 'own',
};
const pages = buildPages(mxPrestaluzConfig, employedOwner);
const lastPath = pages.at(-1)?.path;

const error = (fieldName: string): ServerFieldError => ({ fieldName, message: `bad ${fieldName}` });

describe('attachServerErrors', () => {
  it.each<[string, DynamicStepPath | 'unattached']>([
    ['contactDetails.email', 'initial-details'],
    ['personalDetails.personalCode', 'personal-details'],
    ['incomeDetails.iban', 'clabe'],
    ['otherDetails.overdueDebtAmount', 'ovedue-debt-amount'],
    ['referenceDetails.name[0]', 'reference-details'],
    ['employer.name', 'employment-details'],
    // rent-amount is not a page for a home owner: the error must still be kept, on the last page.
    ['expenses.rentAmount', 'unattached'],
    ['contactDetails.faxNumber', 'unattached'],
    ['', 'unattached'],
  ])('puts an error on %s where it belongs (%s)', (fieldName, expectedOwner) => {
    const attached = attachServerErrors(pages, [error(fieldName)]);
    const owners = attached.filter((page) => page.errors.length > 0).map((page) => page.path);
    const unattachedOn = attached.filter((page) => page.unattachedErrors.length > 0).map((page) => page.path);
    if (expectedOwner === 'unattached') {
      expect(owners).toEqual([]);
      expect(unattachedOn).toEqual([lastPath]);
    } else {
      expect(owners).toEqual([expectedOwner]);
      expect(unattachedOn).toEqual([]);
    }
  });

  it('keeps an error no page owns on the page being sent (a refused captcha on the first page stays there)', () => {
    const first = pages[0]?.path;
    const attached = attachServerErrors(
      pages,
      [error('googleCaptchaToken'), error('contactDetails.email')],
      first,
    );
    expect(attached.filter((page) => page.unattachedErrors.length > 0).map((page) => page.path)).toEqual([
      first,
    ]);
    expect(erroredFormPath(attached)).toBe(first);
    // A page the sequence does not hold falls back to the last page.
    const elsewhere = attachServerErrors(pages, [error('googleCaptchaToken')], 'rent-amount');
    expect(elsewhere.filter((page) => page.unattachedErrors.length > 0).map((page) => page.path)).toEqual([
      lastPath,
    ]);
  });

  it('replaces earlier errors with the latest response', () => {
    const first = attachServerErrors(pages, [error('contactDetails.email'), error('x.y')]);
    const second = attachServerErrors(first, [error('incomeDetails.iban')]);
    expect(second.flatMap((page) => [...page.errors, ...page.unattachedErrors])).toEqual([
      error('incomeDetails.iban'),
    ]);
  });

  it('keeps every error of a page, in the server order', () => {
    const errors = [error('personalDetails.lastName'), error('personalDetails.firstName')];
    const page = attachServerErrors(pages, errors).find((candidate) => candidate.path === 'personal-details');
    expect(page?.errors).toEqual(errors);
  });
});

describe('erroredFormPath', () => {
  it.each<[string, string[], DynamicStepPath | null]>([
    ['no errors', [], null],
    ['one error', ['incomeDetails.iban'], 'clabe'],
    [
      'the earliest of several, whatever the server order',
      ['incomeDetails.iban', 'personalDetails.gender'],
      'personal-details',
    ],
    ['an error no page owns', ['unknown.field'], lastPath ?? null],
    ['an owned error before an unowned one', ['unknown.field', 'otherDetails.education'], 'education'],
  ])('%s', (_label, fieldNames, expected) => {
    expect(erroredFormPath(attachServerErrors(pages, fieldNames.map(error)))).toBe(expected);
  });
});
