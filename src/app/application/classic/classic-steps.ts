/**
 * The classic pre-offer steps as data (spec section 2 "Pre-offer screens", section 4 "Funnel"): one page of
 * field-registry data points per funnel state, in the spec's order, then checking. They are handed to the same
 * engine as the v3 forms (buildPages, DynamicStepForm), so a data point renders, validates and submits one way.
 *
 * Employment details come last, as spec section 2 lists them, and only for employed applicants: their data points
 * carry the engine's condition, and the engine drops a page none of whose data points is left.
 */
import type {
  DataPointCondition,
  DataPointDefinition,
  DataPointName,
  DynamicFormConfig,
  DynamicStepPath,
  StepType,
} from '#contract/dynamic-form.ts';
import type { ApplicationState } from '#contract/application-state.ts';
import type { FunnelOrder } from '#features/funnel/guards.ts';
import { CHECKING_STATE, CLASSIC_FIRST_STATE } from '#features/funnel/states.ts';
import { classicFormOf } from '#markets/country-market.ts';
import type { ClassicStepPath, ClassicTailoring } from '#markets/country-markets/types.ts';
import type { CountryRules } from '#markets/country-validation.ts';

/** The routes of the classic states in FUNNEL_STATES, without the leading slash (a test checks they agree). */
export type { ClassicStepPath, ClassicTailoring };

export interface ClassicStep {
  state: ApplicationState;
  path: ClassicStepPath;
  type: StepType;
  dataPoints: DataPointDefinition[];
}

const required = (name: DataPointName, extra: Partial<DataPointDefinition> = {}): DataPointDefinition => ({
  name,
  required: true,
  ...extra,
});
const optional = (name: DataPointName): DataPointDefinition => ({ name, required: false });

const employed: DataPointCondition = { when: 'incomeDetails.incomeSource', equals: 'employment' };

/** The generic classic form; min, max and step of amount and period come from the country's rules. */
export const CLASSIC_STEPS: readonly ClassicStep[] = [
  {
    state: 1,
    path: 'loan-information',
    type: 'loan-information',
    // Opened from the first page's loan summary (docs/adr/0028): the amount and term alone, which the landing or the
    // product's defaults always give, so an applicant who keeps them never has to open it.
    dataPoints: [required('amount'), required('period')],
  },
  {
    state: 2,
    path: 'personal-details',
    type: 'personal-information',
    dataPoints: [
      required('personalDetails.firstName'),
      required('personalDetails.lastName'),
      required('personalDetails.gender'),
      required('personalDetails.dateOfBirth'),
      required('personalDetails.personalCode'),
    ],
  },
  {
    state: 3,
    path: 'contact-details',
    type: 'personal-information',
    dataPoints: [
      required('contactDetails.email'),
      required('contactDetails.phoneNumber'),
      required('contactDetails.postalCode'),
      required('contactDetails.city'),
      required('contactDetails.street'),
      required('contactDetails.houseNumber'),
      optional('contactDetails.marketingConsents'),
      required('generalPolicies'),
    ],
  },
  {
    state: 4,
    path: 'income-details',
    type: 'dynamic',
    dataPoints: [
      required('incomeDetails.incomeSource'),
      required('incomeDetails.monthlyIncome'),
      required('employer.name', { condition: employed }),
    ],
  },
  {
    state: 5,
    path: 'other-information',
    type: 'dynamic',
    dataPoints: [
      // The loan's purpose sits with the other details it belongs to (its group), not on the loan step.
      required('otherDetails.loanPurpose'),
      required('otherDetails.maritalStatus'),
      required('otherDetails.education'),
      required('otherDetails.housingTenure'),
      required('otherDetails.numberOfDependants'),
    ],
  },
  {
    state: 25,
    path: 'reference-information',
    type: 'dynamic',
    dataPoints: [required('referenceDetails.name'), required('referenceDetails.phoneNumber')],
  },
  {
    state: 8,
    path: 'employment-details',
    type: 'dynamic',
    dataPoints: [
      required('employer.postalCode', { condition: employed }),
      required('employer.city', { condition: employed }),
      required('employer.street', { condition: employed }),
      required('employer.houseNumber', { condition: employed }),
    ],
  },
];

/**
 * The country's classic steps: the generic form, tailored as the country's market says (`classicForm` in
 * src/markets/country-markets/<country>.ts: Mexican and Spanish applicants give a second surname, Polish ones their
 * ID card, Filipino ones their TIN; a build holds its own country's only); the personal code only where the country
 * has one.
 */
export function classicStepsFor(
  rules: Pick<CountryRules, 'country' | 'identifiers'>,
  own: ClassicTailoring = classicFormOf(rules.country),
): ClassicStep[] {
  const omitted = new Set<DataPointName>(own.omit ?? []);
  if (!rules.identifiers.personalCode) omitted.add('personalDetails.personalCode');
  return CLASSIC_STEPS.map((step) => ({
    ...step,
    dataPoints: [
      ...step.dataPoints.flatMap((dataPoint) => [dataPoint, ...(own.addAfter?.[dataPoint.name] ?? [])]),
      ...(own.add?.[step.path] ?? []),
    ].filter((dataPoint) => !omitted.has(dataPoint.name)),
  })).filter((step) => step.dataPoints.length > 0);
}

/**
 * The engine identifies a form by its path and uses it only as a key (order, ownership of server errors, the
 * title `steps.<path>.title`). The contract's path enum is the v3 API's vocabulary, which has no classic routes,
 * so the classic paths are carried through that type here, and only here.
 */
export const asEnginePath = (path: ClassicStepPath): DynamicStepPath => path as unknown as DynamicStepPath;

/** The classic steps as an engine configuration: the sequence starts with loan information (spec section 4). */
export function classicFormConfig(
  steps: readonly ClassicStep[],
  target: { country: string; product: string },
): DynamicFormConfig {
  const first = steps[0];
  if (!first) throw new Error('a classic form needs at least one step');
  return {
    version: 3,
    country: target.country,
    product: target.product,
    firstPage: asEnginePath(first.path),
    forms: steps.map((step) => ({
      path: asEnginePath(step.path),
      type: step.type,
      context: step.path,
      dataPoints: step.dataPoints,
    })),
  };
}

/**
 * The guard's order: every classic step (employment details included, so Back from it is allowed), then checking.
 * The first page stays personal details, as states.ts has it for classic forms.
 */
export function classicFunnelOrder(steps: readonly ClassicStep[]): FunnelOrder {
  return {
    preOfferOrder: [...steps.map((step) => step.state), CHECKING_STATE],
    firstState: CLASSIC_FIRST_STATE,
  };
}

/** The step the applicant is shown first and counts as step 1 (spec section 2: personal details). */
export function classicFirstStep(steps: readonly ClassicStep[]): ClassicStep {
  const first = steps.find((step) => step.state === CLASSIC_FIRST_STATE);
  if (!first) throw new Error('a classic form needs its first page, personal details');
  return first;
}

/** The loan step, opened from the first page's loan summary. */
export const classicLoanStep = (steps: readonly ClassicStep[]): ClassicStep | undefined =>
  steps.find((step) => step.type === 'loan-information');

export function classicStepByPath(
  steps: readonly ClassicStep[],
  path: string | undefined,
): ClassicStep | undefined {
  return steps.find((step) => step.path === path);
}
