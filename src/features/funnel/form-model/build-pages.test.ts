import type { DynamicFormConfig, DynamicStepPath } from '#contract/dynamic-form.ts';
import { esPrestaluzConfig, mxPrestaluzConfig } from '#contract/fixtures/index.ts';
import { buildPages, orderForms } from './build-pages.ts';
import type { Answers } from './types.ts';

const employedRenterWithCar: Answers = {
  'incomeDetails.incomeSource': 'employment',
  'otherDetails.housingTenure': 'rent',
  'otherDetails.vehicleOwnership': true,
};

interface Case {
  label: string;
  config: DynamicFormConfig;
  answers: Answers;
  /** Forms of the configuration that must not become pages for these answers. */
  excluded: DynamicStepPath[];
}

const cases: Case[] = [
  { label: 'mx, employed renter', config: mxPrestaluzConfig, answers: employedRenterWithCar, excluded: [] },
  {
    label: 'mx, employed home owner',
    config: mxPrestaluzConfig,
    answers: { ...employedRenterWithCar, 'otherDetails.housingTenure': 'own' },
    excluded: ['rent-amount'],
  },
  {
    label: 'mx, self-employed renter',
    config: mxPrestaluzConfig,
    answers: { ...employedRenterWithCar, 'incomeDetails.incomeSource': 'selfEmployed' },
    excluded: ['employment-details'],
  },
  {
    label: 'mx, pensioner renter',
    config: mxPrestaluzConfig,
    answers: { ...employedRenterWithCar, 'incomeDetails.incomeSource': 'pension' },
    excluded: ['job-area', 'income-contract-started-at', 'employment-details'],
  },
  {
    label: 'mx, nothing answered yet',
    config: mxPrestaluzConfig,
    answers: {},
    excluded: ['job-area', 'income-contract-started-at', 'rent-amount', 'employment-details'],
  },
  {
    label: 'es, employed renter',
    config: esPrestaluzConfig,
    answers: { 'incomeDetails.incomeSource': 'employment', 'otherDetails.housingTenure': 'rent' },
    excluded: [],
  },
  {
    label: 'es, unemployed owner',
    config: esPrestaluzConfig,
    answers: { 'incomeDetails.incomeSource': 'unemployed', 'otherDetails.housingTenure': 'own' },
    excluded: ['rent-amount', 'employment-details'],
  },
];

describe('buildPages', () => {
  describe.each(cases)('$label', ({ config, answers, excluded }) => {
    const pages = buildPages(config, answers);
    const expectedPaths = orderForms(config)
      .map((form) => form.path)
      .filter((path) => !excluded.includes(path));

    it('includes exactly the relevant forms, first page first', () => {
      expect(pages.map((page) => page.path)).toEqual(expectedPaths);
      expect(pages[0]?.path).toBe(config.firstPage);
    });

    it('links each page to its neighbours and numbers the steps from 1', () => {
      pages.forEach((page, index) => {
        expect(page.stepOrder).toBe(index + 1);
        expect(page.prevButtonFormPath).toBe(expectedPaths[index - 1] ?? null);
        expect(page.nextButtonFormPath).toBe(expectedPaths[index + 1] ?? null);
      });
    });

    it('submits its own data points on each page and every shown data point on the last', () => {
      const everyShown = pages.flatMap((page) => page.dataPoints.map((dp) => dp.name));
      pages.forEach((page, index) => {
        const own = page.dataPoints.map((dp) => dp.name);
        expect(page.dataPointsToSubmit).toEqual(index === pages.length - 1 ? everyShown : own);
        expect(page.dataPointsPerStep[page.path]).toEqual(own);
      });
      expect(new Set(everyShown).size).toBe(everyShown.length);
    });

    it('keeps the configured type and context of each form', () => {
      for (const page of pages) {
        const form = config.forms.find((candidate) => candidate.path === page.path);
        expect([page.type, page.context]).toEqual([form?.type, form?.context]);
      }
    });
  });

  it('starts from the configured first page and keeps the listed order for the rest', () => {
    const config = { ...mxPrestaluzConfig, firstPage: 'personal-details' as const };
    const paths = buildPages(config, employedRenterWithCar).map((page) => page.path);
    expect(paths.slice(0, 4)).toEqual([
      'personal-details',
      'loan-details',
      'initial-details',
      'address-information',
    ]);
    expect(paths).toHaveLength(mxPrestaluzConfig.forms.length);
  });

  it('shows the licence plate only to vehicle owners, whether the answer is a boolean or the text of a radio', () => {
    const namesOn = (answers: Answers) =>
      buildPages(mxPrestaluzConfig, answers)
        .find((page) => page.path === 'vehicle-ownership')
        ?.dataPoints.map((dp) => dp.name);
    const plate = 'otherDetails.vehicleLicensePlateNumber';
    expect(namesOn({ 'otherDetails.vehicleOwnership': true })).toContain(plate);
    expect(namesOn({ 'otherDetails.vehicleOwnership': 'true' })).toContain(plate);
    expect(namesOn({ 'otherDetails.vehicleOwnership': false })).not.toContain(plate);
    expect(namesOn({})).toEqual(['otherDetails.vehicleOwnership']);
  });

  it('drops a chain of dependent data points together when the first condition stops holding', () => {
    const employed = { 'incomeDetails.incomeSource': 'employment', 'employer.name': 'Acme' };
    const employment = (answers: Answers) =>
      buildPages(esPrestaluzConfig, answers).find((page) => page.path === 'employment-details');
    expect(employment(employed)?.dataPoints.map((dp) => dp.name)).toEqual([
      'employer.name',
      'incomeDetails.incomeContractStartedAt',
    ]);
    // employer.name still has an answer, but it is no longer asked, so what depends on it goes too.
    expect(employment({ ...employed, 'incomeDetails.incomeSource': 'pension' })).toBeUndefined();
  });

  it('matches `in` conditions against any listed value', () => {
    const jobArea = (source: string) =>
      buildPages(mxPrestaluzConfig, { 'incomeDetails.incomeSource': source }).some(
        (page) => page.path === 'job-area',
      );
    expect(['employment', 'selfEmployed', 'pension', 'student'].map(jobArea)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
