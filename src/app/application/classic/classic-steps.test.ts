import { PAGE_VARIANTS } from '#contract/page-variants.ts';
import { buildPages } from '#features/funnel/form-model/build-pages.ts';
import { pathOfState, stateByNumber } from '#features/funnel/states.ts';
import { COUNTRIES } from '#markets/matrix.ts';
import { FIELD_REGISTRY } from '#features/dynamic-form/field-registry.ts';
import { classicFormOf } from './classic-form.ts';
import { loanProductOf } from '#markets/loan-products.ts';
import { asEnginePath, CLASSIC_STEPS, classicStepsFor } from './classic-steps.ts';
import { stepCounter } from '#features/funnel/form-model/step-counter.ts';
import { rulesOf } from '#test/rules.ts';

describe('the classic steps', () => {
  it('sit on the routes of their funnel states, in the spec order, then checking', () => {
    expect(CLASSIC_STEPS.map((step) => `/${step.path}`)).toEqual(
      CLASSIC_STEPS.map((step) => pathOfState(step.state)),
    );
    expect(
      classicFormOf({ country: 'pl', product: 'zlotek' }, loanProductOf({ country: 'pl', product: 'zlotek' }))
        .order.preOfferOrder,
    ).toEqual([1, 2, 3, 4, 5, 25, 8, 6]);
  });

  it('fill the lead section of their state data key (reference information fills referenceDetails)', () => {
    const sectionOf: Record<string, string> = { referenceInformation: 'referenceDetails' };
    for (const step of CLASSIC_STEPS) {
      const dataKey = stateByNumber(step.state)?.dataKey;
      if (!dataKey) continue;
      const section = sectionOf[dataKey] ?? dataKey;
      const own = step.dataPoints.filter((dataPoint) => dataPoint.name.startsWith(`${section}.`));
      expect(own.length, step.path).toBeGreaterThan(0);
    }
  });

  it('ask the personal code only where the country has one', () => {
    const asks = (country: (typeof COUNTRIES)[number]) =>
      classicStepsFor(rulesOf(country))
        .flatMap((step) => step.dataPoints)
        .some((dataPoint) => dataPoint.name === 'personalDetails.personalCode');
    expect(asks('pl')).toBe(true);
    // The PhilSys card number or the UMID CRN (issue 13).
    expect(asks('ph')).toBe(true);
    expect(asks('de')).toBe(false);
  });

  it("ask the identifiers each country's lenders ask, each checked by the country's own rule", () => {
    const identifiersAsked = (country: (typeof COUNTRIES)[number]) => {
      const rules = rulesOf(country);
      return classicStepsFor(rules)
        .flatMap((step) => step.dataPoints)
        .flatMap((dataPoint) => {
          const slot = FIELD_REGISTRY[dataPoint.name].identifier;
          return slot ? [[dataPoint.name, rules.identifiers[slot]?.kind, dataPoint.required]] : [];
        });
    };
    expect(identifiersAsked('pl')).toEqual([
      ['personalDetails.personalCode', 'pesel', true],
      ['otherDetails.idCardNumber', 'plIdCard', true],
    ]);
    expect(identifiersAsked('ph')).toEqual([
      ['personalDetails.personalCode', 'phNationalId', true],
      ['otherDetails.taxIdentificationNumber', 'tin', false],
    ]);
    expect(identifiersAsked('de')).toEqual([]);
    // No identifier field falls back to the generic shape check: every one has its country's rule.
    for (const country of COUNTRIES)
      for (const [name, kind] of identifiersAsked(country))
        expect(kind, `${country} ${String(name)}`).toBeDefined();
  });

  it('ask every data point once in every country, so a server error has one owner', () => {
    for (const country of COUNTRIES) {
      const names = classicStepsFor(rulesOf(country)).flatMap((step) =>
        step.dataPoints.map((dataPoint) => dataPoint.name),
      );
      expect(new Set(names).size, country).toBe(names.length);
    }
  });

  it('show employment details and the employer name only for employed applicants', () => {
    const { config } = classicFormOf(
      { country: 'es', product: 'solvenda' },
      loanProductOf({ country: 'es', product: 'solvenda' }),
    );
    const paths = (incomeSource: string) =>
      buildPages(config, { 'incomeDetails.incomeSource': incomeSource }).map((page) => [
        page.path,
        page.dataPoints.length,
      ]);
    expect(paths('employment')).toContainEqual(['employment-details', 4]);
    expect(paths('employment')).toContainEqual(['income-details', 3]);
    expect(paths('pension').map(([path]) => path)).not.toContain('employment-details');
    expect(paths('pension')).toContainEqual(['income-details', 2]);
  });

  it.each([
    ['employed: six steps after the loan', 'employment', 6],
    ['a pensioner: no employment details, five', 'pension', 5],
  ] as const)(
    'count from personal details in every country, %s; the loan step has no number and asks only the loan',
    (_label, incomeSource, total) => {
      for (const variant of PAGE_VARIANTS.filter((candidate) => candidate.applicationPage === 'classic')) {
        const country = `${variant.country}/${variant.product}`;
        const form = classicFormOf(variant, loanProductOf(variant));
        const pages = buildPages(form.config, { 'incomeDetails.incomeSource': incomeSource });
        const first = asEnginePath(form.firstStep.path);
        expect(first).toBe('personal-details');
        expect(pages[0]?.path, country).toBe('loan-information');
        expect(pages[0]?.dataPoints.map((dataPoint) => dataPoint.name)).toEqual(['amount', 'period']);
        expect(
          pages.map((page) => stepCounter(page, first)),
          country,
        ).toEqual([null, ...Array.from({ length: total }, (_, index) => ({ current: index + 1, total }))]);
      }
    },
  );

  it.each(['mx', 'es'] as const)('ask the second surname right after the first in %s', (country) => {
    const personal = classicStepsFor(rulesOf(country)).find((step) => step.path === 'personal-details');
    expect(personal?.dataPoints.map((dataPoint) => dataPoint.name).slice(0, 3)).toEqual([
      'personalDetails.firstName',
      'personalDetails.lastName',
      'personalDetails.secondLastName',
    ]);
  });

  it('let a country tailor the form as data', () => {
    const steps = classicStepsFor(rulesOf('de'), {
      omit: ['otherDetails.education'],
      add: { 'personal-details': [{ name: 'personalDetails.middleName', required: false }] },
    });
    const names = steps.flatMap((step) => step.dataPoints.map((dataPoint) => dataPoint.name));
    expect(names).not.toContain('otherDetails.education');
    expect(names).toContain('personalDetails.middleName');
  });
});
