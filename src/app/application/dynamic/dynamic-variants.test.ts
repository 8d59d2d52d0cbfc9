/**
 * Every dynamic page variant runs end to end through the app's form model: its configuration (contract/fixtures),
 * walked page by page as an applicant would, with generated answers (the sample applicant of its country, and every
 * combination of the choices that switch conditions: income source, housing, vehicle). Each page's values pass the
 * page's own schema (the registry's validators under the country's rules), each save is prepared as the page
 * prepares it, and every body it sends parses as a v3 lead create. Sits in app/: it meets the form model (funnel)
 * and the field registry (dynamic-form).
 */
import { rulesOf } from '#test/rules.ts';
import fc from 'fast-check';
import type { DataPointName, DynamicFormConfig, DynamicStepPath } from '#contract/dynamic-form.ts';
import { dynamicFormFixtures } from '#contract/fixtures/index.ts';
import { sampleAnswersFor, type SampleAnswers } from '#contract/fixtures/sample-answers.ts';
import { v3LeadCreateRequestSchema } from '#contract/lead.ts';
import { PAGE_VARIANTS, productIdOf, type PageVariant } from '#contract/page-variants.ts';
import { buildPages } from '#features/funnel/form-model/build-pages.ts';
import type { Answers } from '#features/funnel/form-model/types.ts';
import { prepareSubmission } from '#features/funnel/submit-lead/submission.ts';
import { fieldKey, toDottedValues } from '#features/dynamic-form/ui/field-keys.ts';
import { buildStepSchema } from '#features/dynamic-form/ui/step-schema.ts';
import { FIELD_REGISTRY } from '#features/dynamic-form/field-registry.ts';

/** The answers that switch conditions in the configurations (an unanswered one is left to the sample). */
const SWITCHES = [
  'incomeDetails.incomeSource',
  'otherDetails.housingTenure',
  'otherDetails.vehicleOwnership',
] as const satisfies readonly DataPointName[];

const DYNAMIC_VARIANTS = PAGE_VARIANTS.filter((variant) => variant.applicationPage === 'dynamic');

const configOf = (variant: { country: string; product: string }): DynamicFormConfig => {
  const config = dynamicFormFixtures[`${variant.country}/${variant.product}`];
  if (!config) throw new Error(`no configuration for ${variant.country}/${variant.product}`);
  return config;
};

/** The page variant a configuration belongs to (typed country and product). */
const variantOfConfig = (config: DynamicFormConfig): PageVariant => {
  const variant = PAGE_VARIANTS.find(
    (candidate) => candidate.country === config.country && candidate.product === config.product,
  );
  if (!variant) throw new Error(`no page variant ${config.country}/${config.product}`);
  return variant;
};

/** The values the choices that switch conditions may take in this configuration (its own list, else the registry's). */
function switchChoices(config: DynamicFormConfig, name: DataPointName): readonly (string | boolean)[] {
  const definition = config.forms.flatMap((form) => form.dataPoints).find((point) => point.name === name);
  if (!definition) return [];
  const choices = definition.choices ?? FIELD_REGISTRY[name].choices;
  if (Array.isArray(choices)) return choices;
  return FIELD_REGISTRY[name].type === 'yesNo' ? [true, false] : [];
}

/** The sample applicant with the loan at the country's limits and the switching answers replaced. */
function applicant(config: DynamicFormConfig, switches: SampleAnswers): SampleAnswers {
  const { amount, period } = rulesOf(variantOfConfig(config).country, variantOfConfig(config).product).limits;
  return {
    ...sampleAnswersFor(config),
    ...(amount?.min !== undefined ? { amount: amount.min } : {}),
    ...(period?.min !== undefined ? { period: period.min } : {}),
    ...switches,
  };
}

interface Walk {
  visited: DynamicStepPath[];
  answers: Answers;
  lastBody: unknown;
}

/** Page by page from the first, as the dynamic page does it: validate the page, prepare the save, go next. */
function walk(variant: PageVariant, config: DynamicFormConfig, sample: SampleAnswers): Walk {
  const rules = rulesOf(variant.country, variant.product);
  let answers: Answers = {};
  let path: DynamicStepPath | null = config.firstPage;
  const visited: DynamicStepPath[] = [];
  let lastBody: unknown;
  while (path !== null) {
    const current: DynamicStepPath = path;
    // The form shows a question as soon as an answer on the same page asks for it (a licence plate after "yes").
    const typed = config.forms
      .find((form) => form.path === current)
      ?.dataPoints.map(({ name }) => [name, sample[name]]);
    const page = buildPages(config, { ...answers, ...Object.fromEntries(typed ?? []) }).find(
      (candidate) => candidate.path === current,
    );
    if (!page) throw new Error(`${current} is not a page for these answers`);
    const input = Object.fromEntries(page.dataPoints.map(({ name }) => [fieldKey(name), sample[name] ?? '']));
    const parsed = buildStepSchema(page, rules).safeParse(input);
    if (!parsed.success) throw new Error(`${current}: ${JSON.stringify(parsed.error.issues)}`);
    const prepared = prepareSubmission(
      { config, path: current, answers, values: toDottedValues(parsed.data), serverErrors: [] },
      visited.length === 0,
    );
    if (!prepared) throw new Error(`${current} dropped out of the form`);
    if (!prepared.sent.ok) throw new Error(`${current}: ${JSON.stringify(prepared.sent.fieldErrors)}`);
    lastBody = v3LeadCreateRequestSchema.parse({
      ...prepared.sent.lead,
      product: productIdOf(variant),
      formPath: current,
    });
    visited.push(current);
    answers = prepared.answers;
    path = prepared.page.nextButtonFormPath;
  }
  return { visited, answers, lastBody };
}

describe.each(
  DYNAMIC_VARIANTS.map((variant) => ({ ...variant, key: `${variant.country}/${variant.product}` })),
)('the dynamic variant $key', (variant) => {
  const config = configOf(variant);

  it('has an answer in its sample applicant for every data point it asks', () => {
    const sample = sampleAnswersFor(config);
    const missing = config.forms
      .flatMap((form) => form.dataPoints.map((point) => point.name))
      .filter((name) => sample[name] === undefined && name !== 'amount' && name !== 'period');
    expect(missing).toEqual([]);
  });

  it('runs from its first page to its last with the sample applicant, every body a valid v3 lead create', () => {
    const { visited, lastBody } = walk(variant, config, applicant(config, {}));
    expect(visited[0]).toBe(config.firstPage);
    expect(visited.length).toBeGreaterThan(3);
    // The last save sends the whole lead the lender decides on.
    expect(lastBody).toMatchObject({
      personalDetails: { personalCode: expect.any(String) },
      contactDetails: { email: expect.any(String) },
      incomeDetails: { monthlyIncome: expect.any(Number) },
      generalPolicies: true,
    });
  });

  it('runs end to end whatever the answers that switch its conditions', () => {
    const switches = fc.tuple(
      ...SWITCHES.map((name) =>
        fc.constantFrom<string | boolean | undefined>(...switchChoices(config, name), undefined),
      ),
    );
    fc.assert(
      fc.property(switches, (chosen) => {
        const defined: SampleAnswers = {};
        SWITCHES.forEach((name, index) => {
          const value = chosen[index];
          if (value !== undefined) defined[name] = value;
        });
        const { visited, answers } = walk(variant, config, applicant(config, defined));
        // Every page the final answers leave in was visited, in the configured order.
        expect(visited).toEqual(buildPages(config, answers).map((page) => page.path));
      }),
      { numRuns: 40 },
    );
  });
});
