/**
 * The v3 (dynamic) form configuration as the lead API serves it for one page variant, and the server's field error
 * shape. Spec section 2 ("First page and form versions"), section 3 ("Lead data points", "Dynamic form page") and
 * section 4 ("Dynamic pages").
 *
 * A configuration is data, not code (the DEFRA forms-runner model): ordered forms (steps), each naming the data points
 * it asks for, with optional conditions on earlier answers. The front end's engine (src/features/dynamic-form) turns it
 * into pages. Plain zod only: the app and the reference API both import this file. Its mini API, as in every contract
 * file the first screen loads: a classic schema carries all its methods (and zod's JSON Schema converter) there.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { fieldErrorSchema, type FieldError } from './errors.ts';
import type { LeadData } from './lead-payload.ts';

/**
 * The dynamic step paths of spec section 2, in the spec's order and spelling. `ovedue-debt-amount` is the path the API
 * uses (sic): keep it. The spec lists 25 paths (issue 6 speaks of 27; no two more are named anywhere).
 */
export const DYNAMIC_STEP_PATHS = [
  'loan-details',
  'initial-details',
  'personal-details',
  'address-information',
  'income-source',
  'job-area',
  'salary-cycle',
  'monthly-income',
  'has-proof-of-income',
  'income-contract-started-at',
  'monthly-expenses',
  'monthly-credit-commitments',
  'clabe',
  'tax-registry-code',
  'marital-status',
  'education',
  'housing-tenure',
  'is-politically-exposed',
  'vehicle-ownership',
  'ovedue-debt-amount',
  'reference-details',
  'work-phone',
  'rent-amount',
  'number-of-dependants',
  'employment-details',
] as const;
export const dynamicStepPathSchema = lazySchema(() => z.enum(DYNAMIC_STEP_PATHS));
export type DynamicStepPath = z.infer<typeof dynamicStepPathSchema>;

/** Step types of spec section 2. A modal step opens over the previous page. */
export const STEP_TYPES = ['loan-information', 'personal-information', 'dynamic', 'modal'] as const;
export const stepTypeSchema = lazySchema(() => z.enum(STEP_TYPES));
export type StepType = z.infer<typeof stepTypeSchema>;

type LeadGroup =
  | 'personalDetails'
  | 'contactDetails'
  | 'employer'
  | 'incomeDetails'
  | 'otherDetails'
  | 'expenses'
  | 'referenceDetails';
/** Each data point names a field of the lead (lead-payload.ts): a field renamed there fails the typecheck here. */
type LeadFieldsByGroup = { topLevel: readonly (keyof LeadData)[] } & {
  [G in LeadGroup]: readonly (keyof NonNullable<LeadData[G]>)[];
};

/** Every dotted lead data point of spec section 3 "Lead data points", grouped as the spec groups them. */
export const LEAD_DATA_POINTS = {
  topLevel: ['amount', 'period', 'financingOption', 'monthlyPaymentDay', 'generalPolicies'],
  personalDetails: [
    'firstName',
    'middleName',
    'lastName',
    'secondLastName',
    'gender',
    'dateOfBirth',
    'personalCode',
  ],
  contactDetails: [
    'email',
    'marketingConsents',
    'phoneNumber',
    'postalCode',
    'province',
    'district',
    'city',
    'street',
    'blockNumber',
    'houseNumber',
    'floor',
    'flatNumber',
    'municipality',
    'suburb',
  ],
  employer: ['name', 'postalCode', 'province', 'city', 'street', 'houseNumber', 'taxRegistryCode'],
  incomeDetails: [
    'monthlyIncome',
    'incomeSource',
    'incomeContractStartedAt',
    'incomeContractExpiresAt',
    'incomePayday',
    'jobArea',
    'jobTitle',
    'iban',
    'usingOnlineBanking',
    'positionType',
    'monthlyExtraIncome',
    'workPhone',
    'spouseMonthlyIncome',
    'salaryCycle',
    'salaryCycleValue',
    'cofidisProfession',
    'householdIncome',
    'inTaxDebt',
    'inContributionDebt',
    'economicActivity',
    'terminationPeriod',
    'trialPeriod',
    'pensionPayer',
  ],
  otherDetails: [
    'loanPurpose',
    'isPoliticallyExposed',
    'connectedToPep',
    'maritalStatus',
    'education',
    'housingTenure',
    'housingTenureSinceDate',
    'vehicleConsent',
    'hasVehicleDownPayment',
    'vehicleOwnership',
    'vehicleLicensePlateNumber',
    'isVehicleFinanced',
    'ibanConsent',
    'negativeCreditHistory',
    'numberOfDependants',
    'numberOfDependantsOther',
    'countryOfBirth',
    'livingArea',
    'citizenship',
    'secondCitizenship',
    'cityOfBirth',
    'idCardNumber',
    'idCardIssuedAt',
    'idCardIssuedAuthority',
    'overdueDebtAmount',
    'provinceOfBirth',
    'isInterestedInDebtConsolidation',
    'hasBankAccount',
    'hasProofOfIncome',
    'taxIdentificationNumber',
    'numberOfInhabitants',
    'pensionNumber',
    'fieldRegistrationNumber',
    'fieldSquareArea',
  ],
  expenses: [
    'mortgageAmount',
    'rentAmount',
    'monthlyExpenses',
    'monthlyCreditCommitments',
    'hasOtherLoans',
    'totalDebtAmount',
    'mortgageStartedAt',
    'mortgageExpiresAt',
    'monthlyMortgageAmount',
    'householdExpenses',
  ],
  referenceDetails: ['type', 'name', 'phoneNumber'],
} as const satisfies LeadFieldsByGroup;

type Groups = typeof LEAD_DATA_POINTS;
type Dotted<G extends keyof Groups> = G extends 'topLevel' ? Groups[G][number] : `${G}.${Groups[G][number]}`;
/** A dotted data point name such as `personalDetails.firstName` or `amount`. */
export type DataPointName = { [G in keyof Groups]: Dotted<G> }[keyof Groups];

// Object.keys answers string[] and a template literal answers string: the keys are LEAD_DATA_POINTS' own groups,
// and each name is a group's field prefixed with its group (bare for topLevel), which is what DataPointName spells.
export const DATA_POINT_NAMES = (Object.keys(LEAD_DATA_POINTS) as (keyof Groups)[]).flatMap((group) =>
  LEAD_DATA_POINTS[group].map((name) => (group === 'topLevel' ? name : `${group}.${name}`)),
) as DataPointName[];
export const dataPointNameSchema = lazySchema(() => z.enum(DATA_POINT_NAMES));

const scalarSchema = lazySchema(() => z.union([z.string(), z.number(), z.boolean()]));
export type Scalar = z.infer<typeof scalarSchema>;

/**
 * Show (ask, validate, submit) a data point only when another data point's answer matches. A condition on a data
 * point that is itself not shown is false, so dependent questions disappear together.
 */
export const dataPointConditionSchema = lazySchema(() =>
  z.union([
    z.strictObject({ when: dataPointNameSchema, equals: scalarSchema }),
    z.strictObject({ when: dataPointNameSchema, in: z.array(scalarSchema).check(z.minLength(1)) }),
    z.strictObject({ when: dataPointNameSchema, notEmpty: z.literal(true) }),
  ]),
);
export type DataPointCondition = z.infer<typeof dataPointConditionSchema>;

/** Where a choice field's options come from: a static list of values, or the choices API (`{base}/choices/...`). */
export const choicesSourceSchema = lazySchema(() =>
  z.union([
    z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
    z.literal('api:country'),
    z.literal('api:position'),
  ]),
);
export type ChoicesSource = z.infer<typeof choicesSourceSchema>;

/** The JSON type of the submitted value: a hint that the front end's field registry must agree with. */
export const DATA_POINT_VALUE_TYPES = ['string', 'number', 'boolean', 'date'] as const;
export const dataPointValueTypeSchema = lazySchema(() => z.enum(DATA_POINT_VALUE_TYPES));
export type DataPointValueType = z.infer<typeof dataPointValueTypeSchema>;

/** One data point on a form: the API's constraints add to the country's own rules, they never loosen them. */
export const dataPointDefinitionSchema = lazySchema(() =>
  z.strictObject({
    name: dataPointNameSchema,
    required: z.boolean(),
    type: z.optional(dataPointValueTypeSchema),
    min: z.optional(z.number()),
    max: z.optional(z.number()),
    minLength: z.optional(z.int().check(z.nonnegative())),
    maxLength: z.optional(z.int().check(z.positive())),
    /** A JavaScript regular expression source, matched against the whole trimmed value with the `u` flag. */
    pattern: z.optional(
      z.string().check(
        z.refine(
          (source) => {
            try {
              new RegExp(source, 'u');
              return true;
            } catch {
              return false;
            }
          },
          { message: 'pattern is not a valid regular expression' },
        ),
      ),
    ),
    choices: z.optional(choicesSourceSchema),
    condition: z.optional(dataPointConditionSchema),
  }),
);
export type DataPointDefinition = z.infer<typeof dataPointDefinitionSchema>;

/** One form (step): a page of the dynamic flow. `context` names the step's copy (`steps.<context>.title`). */
export const dynamicFormSchema = lazySchema(() =>
  z.strictObject({
    path: dynamicStepPathSchema,
    type: stepTypeSchema,
    context: z.string().check(z.minLength(1)),
    dataPoints: z.array(dataPointDefinitionSchema).check(z.minLength(1)),
  }),
);
export type DynamicForm = z.infer<typeof dynamicFormSchema>;

/**
 * A variant's v3 configuration. `firstPage` names the form the applicant starts on; the sequence is that form,
 * then the others in the order listed.
 */
export const dynamicFormConfigSchema = lazySchema(() =>
  z
    .strictObject({
      version: z.literal(3),
      country: z.string().check(z.minLength(2)),
      product: z.string().check(z.minLength(1)),
      firstPage: dynamicStepPathSchema,
      forms: z.array(dynamicFormSchema).check(z.minLength(1)),
    })
    .check(
      z.superRefine((config, ctx) => {
        const paths = config.forms.map((form) => form.path);
        if (!paths.includes(config.firstPage)) {
          ctx.addIssue({
            code: 'custom',
            path: ['firstPage'],
            message: 'firstPage must name one of the forms',
          });
        }
        const seenPaths = new Set<string>();
        const owner = new Map<string, string>();
        config.forms.forEach((form, index) => {
          if (seenPaths.has(form.path)) {
            ctx.addIssue({
              code: 'custom',
              path: ['forms', index, 'path'],
              message: `duplicate form ${form.path}`,
            });
          }
          seenPaths.add(form.path);
          form.dataPoints.forEach((dataPoint, dpIndex) => {
            // A data point belongs to exactly one form, so a server error on it has exactly one owner.
            if (owner.has(dataPoint.name)) {
              ctx.addIssue({
                code: 'custom',
                path: ['forms', index, 'dataPoints', dpIndex, 'name'],
                message: `${dataPoint.name} is already asked on ${owner.get(dataPoint.name)}`,
              });
            }
            owner.set(dataPoint.name, form.path);
          });
        });
        config.forms.forEach((form, index) =>
          form.dataPoints.forEach((dataPoint, dpIndex) => {
            if (dataPoint.condition && !owner.has(dataPoint.condition.when)) {
              ctx.addIssue({
                code: 'custom',
                path: ['forms', index, 'dataPoints', dpIndex, 'condition', 'when'],
                message: `condition refers to ${dataPoint.condition.when}, which no form asks for`,
              });
            }
          }),
        );
      }),
    ),
);
export type DynamicFormConfig = z.infer<typeof dynamicFormConfigSchema>;

/**
 * Server field errors (spec section 3 "Dynamic form page": a list of {fieldName, message}) use the one error shape of
 * contract/errors.ts; fieldName is the dotted data point name, or "" for an error that belongs to no field.
 */
export const serverFieldErrorSchema = fieldErrorSchema;
export type ServerFieldError = FieldError;
export const serverFieldErrorsSchema = lazySchema(() => z.array(fieldErrorSchema));
