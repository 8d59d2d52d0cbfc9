import { mxPrestaluzConfig } from '#contract/fixtures/index.ts';
import { attachServerErrors, erroredFormPath } from './server-errors.ts';
import { createDynamicFormState, saveApplicationData } from './state.ts';
import type { DynamicFormState } from './types.ts';

const withErrors = (state: DynamicFormState, fieldNames: string[]): DynamicFormState => ({
  ...state,
  pages: attachServerErrors(
    state.pages,
    fieldNames.map((fieldName) => ({ fieldName, message: 'rejected' })),
  ),
});

const errorsOn = (state: DynamicFormState) =>
  Object.fromEntries(
    state.pages.filter((page) => page.errors.length > 0).map((page) => [page.path, page.errors.length]),
  );

describe('saveApplicationData', () => {
  const start = createDynamicFormState(mxPrestaluzConfig, { 'incomeDetails.incomeSource': 'employment' });

  it("clears the saved form's errors and keeps the others", () => {
    const errored = withErrors(start, ['personalDetails.firstName', 'incomeDetails.iban', 'employer.name']);
    expect(erroredFormPath(errored.pages)).toBe('personal-details');
    const saved = saveApplicationData(errored, 'personal-details', { 'personalDetails.firstName': 'Ana' });
    expect(errorsOn(saved)).toEqual({ clabe: 1, 'employment-details': 1 });
    expect(erroredFormPath(saved.pages)).toBe('clabe');
    expect(saved.answers['personalDetails.firstName']).toBe('Ana');
  });

  it('keeps unattached errors until the last form is saved', () => {
    const errored = withErrors(start, ['unknown.field']);
    const afterEarlierSave = saveApplicationData(errored, 'clabe', {
      'incomeDetails.iban': '002010077777777771',
    });
    expect(afterEarlierSave.pages.at(-1)?.unattachedErrors).toHaveLength(1);
    const lastPath = afterEarlierSave.pages.at(-1)?.path ?? 'employment-details';
    const afterLastSave = saveApplicationData(afterEarlierSave, lastPath, {});
    expect(erroredFormPath(afterLastSave.pages)).toBeNull();
  });

  it('rebuilds the pages when an answer switches a condition', () => {
    const paths = (state: DynamicFormState) => state.pages.map((page) => page.path);
    expect(paths(start)).not.toContain('rent-amount');
    const renting = saveApplicationData(start, 'housing-tenure', { 'otherDetails.housingTenure': 'rent' });
    expect(paths(renting)).toContain('rent-amount');
    const pension = saveApplicationData(renting, 'income-source', {
      'incomeDetails.incomeSource': 'pension',
    });
    expect(paths(pension)).not.toContain('employment-details');
    expect(pension.pages.at(-1)?.nextButtonFormPath).toBeNull();
  });

  it('drops an error whose field is no longer asked', () => {
    const errored = withErrors(start, ['employer.name']);
    const pension = saveApplicationData(errored, 'income-source', {
      'incomeDetails.incomeSource': 'pension',
    });
    expect(erroredFormPath(pension.pages)).toBeNull();
  });
});
