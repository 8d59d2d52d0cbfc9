/**
 * The lead payload: every field of spec section 3 "Application data" and every dotted data point of
 * "Lead data points". A lead is filled step by step, so every data point is optional here; the
 * variant's form decides which ones a step requires. Unknown keys are dropped (tolerant reader), so an
 * older server never rejects a newer app for sending a field it does not know yet.
 *
 * Choice-valued data points (incomeSource, maritalStatus ...) carry a code from the server's choice
 * lists or the v3 data-point configuration, so the contract checks the code's shape, not its value.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { MAX_LOADING_TIME_MS } from './limits.ts';
import {
  choiceCodeSchema,
  isoDateSchema,
  isoDateTimeSchema,
  moneySchema,
  personNameSchema,
  phoneNumberSchema,
  postalCodeSchema,
  leadProductIdSchema,
  sessionIdSchema,
  shortText,
} from './primitives.ts';

const flag = lazySchema(() => z.boolean());
const count = (max: number) => z.number().check(z.int(), z.gte(0), z.lte(max));
const dayOfMonth = lazySchema(() => z.number().check(z.int(), z.gte(1), z.lte(31)));

export const personalDetailsSchema = lazySchema(() =>
  z.partial(
    z.object({
      firstName: personNameSchema,
      middleName: personNameSchema,
      lastName: personNameSchema,
      secondLastName: personNameSchema,
      gender: z.enum(['male', 'female']),
      dateOfBirth: isoDateSchema,
      /** National identifier (CURP, PESEL, CNP, DNI ...), compact form; checked per market by the form. */
      personalCode: z
        .string()
        .check(
          z.trim(),
          z.minLength(5),
          z.maxLength(20),
          z.regex(/^[A-Za-z0-9Ññ&]+$/, 'Use letters and digits only'),
        ),
    }),
  ),
);

export const contactDetailsSchema = lazySchema(() =>
  z.partial(
    z.object({
      email: z.email().check(z.maxLength(254)),
      marketingConsents: flag,
      phoneNumber: phoneNumberSchema,
      postalCode: postalCodeSchema,
      province: shortText(),
      district: shortText(),
      city: shortText(),
      street: shortText(150),
      blockNumber: shortText(20),
      houseNumber: shortText(20),
      floor: shortText(10),
      flatNumber: shortText(20),
      municipality: shortText(),
      suburb: shortText(),
    }),
  ),
);

export const employerSchema = lazySchema(() =>
  z.partial(
    z.object({
      name: shortText(150),
      postalCode: postalCodeSchema,
      province: shortText(),
      city: shortText(),
      street: shortText(150),
      houseNumber: shortText(20),
      /** Employer tax id (RFC, NIP, CIF ...). */
      taxRegistryCode: z
        .string()
        .check(
          z.trim(),
          z.minLength(5),
          z.maxLength(20),
          z.regex(/^[A-Za-z0-9Ññ&-]+$/, 'Use letters and digits only'),
        ),
    }),
  ),
);

export const incomeDetailsSchema = lazySchema(() =>
  z.partial(
    z.object({
      monthlyIncome: moneySchema,
      incomeSource: choiceCodeSchema,
      incomeContractStartedAt: isoDateSchema,
      incomeContractExpiresAt: isoDateSchema,
      incomePayday: dayOfMonth,
      jobArea: choiceCodeSchema,
      jobTitle: shortText(),
      /**
       * IBAN, the Mexican CLABE (18 digits), or a domestic account number (6 to 20 digits, where the country has no
       * IBAN: Colombia, Vietnam, the Philippines), compact form.
       */
      iban: z
        .string()
        .check(z.trim(), z.regex(/^[A-Z]{2}[0-9A-Z]{13,32}$|^\d{6,20}$/, 'Not a valid account number')),
      usingOnlineBanking: flag,
      positionType: choiceCodeSchema,
      monthlyExtraIncome: moneySchema,
      workPhone: phoneNumberSchema,
      spouseMonthlyIncome: moneySchema,
      salaryCycle: choiceCodeSchema,
      salaryCycleValue: z.union([count(31), choiceCodeSchema]),
      cofidisProfession: choiceCodeSchema,
      householdIncome: moneySchema,
      inTaxDebt: flag,
      inContributionDebt: flag,
      economicActivity: choiceCodeSchema,
      /** Whether the applicant is serving a notice period. */
      terminationPeriod: choiceCodeSchema.check(
        z.describe('Notice period of the employment contract (a choice code)'),
      ),
      trialPeriod: flag,
      pensionPayer: shortText(),
    }),
  ),
);

export const otherDetailsSchema = lazySchema(() =>
  z.partial(
    z.object({
      loanPurpose: choiceCodeSchema,
      isPoliticallyExposed: flag,
      connectedToPep: flag,
      maritalStatus: choiceCodeSchema,
      education: choiceCodeSchema,
      housingTenure: choiceCodeSchema,
      housingTenureSinceDate: isoDateSchema,
      vehicleConsent: flag,
      hasVehicleDownPayment: flag,
      vehicleOwnership: flag.check(z.describe('The applicant owns a car or motorbike')),
      /** Upper-case letters, digits, space, slash or hyphen; no leading or trailing space (spec section 5). */
      vehicleLicensePlateNumber: z
        .string()
        .check(
          z.minLength(2),
          z.maxLength(12),
          z.regex(/^[A-Z0-9/-](?:[A-Z0-9 /-]*[A-Z0-9/-])?$/, 'Not a valid licence plate'),
        ),
      isVehicleFinanced: flag,
      ibanConsent: flag,
      negativeCreditHistory: flag,
      numberOfDependants: count(20),
      numberOfDependantsOther: count(20),
      /** Letters plus space, ampersand, period or hyphen (spec section 5). */
      countryOfBirth: z
        .string()
        .check(z.trim(), z.minLength(2), z.maxLength(60), z.regex(/^[\p{L} &.-]+$/u, 'Use letters only')),
      livingArea: choiceCodeSchema,
      citizenship: choiceCodeSchema,
      secondCitizenship: choiceCodeSchema,
      cityOfBirth: shortText(),
      idCardNumber: z
        .string()
        .check(
          z.trim(),
          z.minLength(4),
          z.maxLength(20),
          z.regex(/^[A-Za-z0-9]+$/, 'Use letters and digits only'),
        ),
      idCardIssuedAt: isoDateSchema,
      idCardIssuedAuthority: shortText(),
      /** Up to 10,000,000 (spec section 5). */
      overdueDebtAmount: moneySchema.check(z.lte(10_000_000)),
      provinceOfBirth: shortText(),
      isInterestedInDebtConsolidation: flag,
      hasBankAccount: flag,
      hasProofOfIncome: flag,
      taxIdentificationNumber: z
        .string()
        .check(
          z.trim(),
          z.minLength(5),
          z.maxLength(20),
          z.regex(/^[A-Za-z0-9Ññ&-]+$/, 'Use letters and digits only'),
        ),
      numberOfInhabitants: count(50),
      pensionNumber: shortText(30),
      fieldRegistrationNumber: shortText(30),
      /** Square metres of the applicant's land (agricultural credit variants). */
      fieldSquareArea: z.number().check(z.nonnegative(), z.lte(100_000_000)),
    }),
  ),
);

export const expensesSchema = lazySchema(() =>
  z.partial(
    z.object({
      mortgageAmount: moneySchema,
      rentAmount: moneySchema,
      monthlyExpenses: moneySchema,
      monthlyCreditCommitments: moneySchema,
      hasOtherLoans: flag,
      totalDebtAmount: moneySchema,
      mortgageStartedAt: isoDateSchema,
      mortgageExpiresAt: isoDateSchema,
      monthlyMortgageAmount: moneySchema,
      householdExpenses: moneySchema,
    }),
  ),
);

export const referenceTypeSchema = lazySchema(() =>
  z.enum(['family', 'friend', 'colleague', 'employer', 'other']),
);

export const referenceDetailsSchema = lazySchema(() =>
  z.partial(
    z.object({
      type: referenceTypeSchema,
      name: shortText(120),
      phoneNumber: phoneNumberSchema,
    }),
  ),
);

/** Device data the app measures once per session (spec section 3). */
export const deviceDataSchema = lazySchema(() =>
  z.partial(
    z.object({
      timezoneOffset: z
        .number()
        .check(z.int(), z.gte(-840), z.lte(840), z.describe('Minutes, as Date#getTimezoneOffset')),
      deviceMemory: z
        .number()
        .check(z.positive(), z.lte(1024), z.describe('GiB, rounded; 1 when the browser hides it')),
      browserLanguage: z.string().check(z.minLength(2), z.maxLength(35)),
      screenResolution: z
        .string()
        .check(z.regex(/^\d{2,5} ?x ?\d{2,5}$/, 'Use width x height, e.g. 1920 x 1080')),
      loadingTime: z
        .number()
        .check(
          z.int(),
          z.gte(0),
          z.lte(MAX_LOADING_TIME_MS),
          z.describe('Milliseconds since the stored init time'),
        ),
    }),
  ),
);

export const googleClickSchema = lazySchema(() =>
  z.partial(
    z.object({
      gclid: z.string().check(z.maxLength(512)),
      gclidAt: isoDateTimeSchema,
      gbraid: z.string().check(z.maxLength(512)),
      wbraid: z.string().check(z.maxLength(512)),
    }),
  ),
);

/** Affiliate reference (spec section 3): attribute = refName, subId = refSubId, transactionId = refTransactionId. */
export const affiliateReferenceParamsSchema = lazySchema(() =>
  z.partial(
    z.object({
      attribute: z.string().check(z.maxLength(200)),
      subId: z.string().check(z.maxLength(200)),
      transactionId: z.string().check(z.maxLength(200)),
      setAt: isoDateTimeSchema,
    }),
  ),
);

const utmValueSchema = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(200)));
/** One landing's campaign values (utm_source ... utm_term), as the URL carried them. */
export const utmTouchSchema = lazySchema(() =>
  z.partial(
    z.object({
      source: utmValueSchema,
      medium: utmValueSchema,
      campaign: utmValueSchema,
      content: utmValueSchema,
      term: utmValueSchema,
    }),
  ),
);

/**
 * The session's campaign (docs/adr/0018): the UTM values of its first landing that carried any, never overwritten
 * within the session, and of its latest such landing.
 */
export const leadUtmSchema = lazySchema(() =>
  z.partial(z.object({ firstTouch: utmTouchSchema, lastTouch: utmTouchSchema })),
);

export const posthogParametersSchema = lazySchema(() =>
  z.partial(
    z.object({
      isLeadPrefilled: flag,
      leadPrefilledFields: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(100)),
      leadPreviouslyRedirected: flag,
    }),
  ),
);

/** Advertising-pixel identifiers (spec section 3 "a pixel block"). */
export const pixelParametersSchema = lazySchema(() =>
  z.partial(
    z.object({
      fbp: z.string().check(z.maxLength(512)),
      fbc: z.string().check(z.maxLength(512)),
      ttp: z.string().check(z.maxLength(512)),
      ttclid: z.string().check(z.maxLength(512)),
      /**
       * The id of the browser's Lead pixel event (SHA-256 hex of a timestamp and a unique id, spec section 7), so a
       * server-side copy of the event is deduplicated against it (docs/adr/0017).
       */
      eventId: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    }),
  ),
);

/** One policy the applicant accepted or declined; ids come from GET {policies path}. */
export const policyAcceptanceSchema = lazySchema(() =>
  z.object({
    id: choiceCodeSchema,
    accepted: flag,
  }),
);

export const periodScaleSchema = lazySchema(() => z.enum(['days', 'months']));

/** Application data (spec section 3), without the server-issued id and the product identifier. */
export const leadDataSchema = lazySchema(() =>
  z.partial(
    z.object({
      amount: z.number().check(z.int(), z.gte(1), z.lte(10_000_000)),
      period: z.number().check(z.int(), z.gte(1), z.lte(3650)),
      periodScale: periodScaleSchema,
      financingOption: choiceCodeSchema,
      monthlyPaymentDay: dayOfMonth,
      personalDetails: personalDetailsSchema,
      contactDetails: contactDetailsSchema,
      incomeDetails: incomeDetailsSchema,
      expenses: expensesSchema,
      otherDetails: otherDetailsSchema,
      employer: employerSchema,
      referenceDetails: referenceDetailsSchema,
      /** The list starts with one UI tag (the page variant that collected the lead). */
      tags: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.minLength(1), z.maxLength(20)),
      deviceData: deviceDataSchema,
      sessionId: sessionIdSchema,
      sessionStartedAt: isoDateTimeSchema,
      expiresAt: isoDateTimeSchema,
      /** The application state the app last stored for this lead (positive once a lead exists). */
      leadStatus: z.number().check(z.int(), z.gte(0), z.lte(41)),
      googleClick: googleClickSchema,
      affiliateReferenceParams: affiliateReferenceParamsSchema,
      posthogParameters: posthogParametersSchema,
      generalPolicies: flag.check(z.describe('The applicant accepted the general terms and privacy notice')),
      policies: z.array(policyAcceptanceSchema).check(z.maxLength(50)),
      /** `web`, `embedded` or `embedded:<parent origin>` (docs/adr/0018): never a path or a query. */
      leadSource: z.string().check(z.maxLength(100)),
      /** The selling tier the landing URL named (spec section 2's sellingTierGlobalId), docs/adr/0018. */
      sellingTierGlobalId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
      utm: leadUtmSchema,
      googleCaptchaToken: z.string().check(z.maxLength(4096)),
      pixelParameters: pixelParametersSchema,
    }),
  ),
);

export type PersonalDetails = z.infer<typeof personalDetailsSchema>;
export type ContactDetails = z.infer<typeof contactDetailsSchema>;
export type Employer = z.infer<typeof employerSchema>;
export type IncomeDetails = z.infer<typeof incomeDetailsSchema>;
export type OtherDetails = z.infer<typeof otherDetailsSchema>;
export type Expenses = z.infer<typeof expensesSchema>;
export type ReferenceDetails = z.infer<typeof referenceDetailsSchema>;
export type DeviceData = z.infer<typeof deviceDataSchema>;
export type GoogleClick = z.infer<typeof googleClickSchema>;
export type AffiliateReferenceParams = z.infer<typeof affiliateReferenceParamsSchema>;
export type UtmTouch = z.infer<typeof utmTouchSchema>;
export type LeadUtm = z.infer<typeof leadUtmSchema>;
export type PosthogParameters = z.infer<typeof posthogParametersSchema>;
export type PixelParameters = z.infer<typeof pixelParametersSchema>;
export type PolicyAcceptance = z.infer<typeof policyAcceptanceSchema>;
export type LeadData = z.infer<typeof leadDataSchema>;

/** Body of a lead create: application data plus the product identifier the app adds from configuration. */
export const leadCreateRequestSchema = lazySchema(() =>
  z.extend(leadDataSchema, { product: leadProductIdSchema }),
);
/** Body of a lead update: as create, plus the id the create returned. */
export const leadUpdateRequestSchema = lazySchema(() => z.extend(leadCreateRequestSchema, { id: z.uuid() }));

export type LeadCreateRequest = z.infer<typeof leadCreateRequestSchema>;
export type LeadUpdateRequest = z.infer<typeof leadUpdateRequestSchema>;
