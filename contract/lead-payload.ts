/**
 * The lead payload: every field of spec section 3 "Application data" and every dotted data point of
 * "Lead data points". A lead is filled step by step, so every data point is optional here; the
 * variant's form decides which ones a step requires. Unknown keys are dropped (tolerant reader), so an
 * older server never rejects a newer app for sending a field it does not know yet.
 *
 * Choice-valued data points (incomeSource, maritalStatus ...) carry a code from the server's choice
 * lists or the v3 data-point configuration, so the contract checks the code's shape, not its value.
 */
import { z } from 'zod';
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

const flag = z.boolean();
const count = (max: number) => z.number().int().min(0).max(max);
const dayOfMonth = z.number().int().min(1).max(31);

export const personalDetailsSchema = z
  .object({
    firstName: personNameSchema,
    middleName: personNameSchema,
    lastName: personNameSchema,
    secondLastName: personNameSchema,
    gender: z.enum(['male', 'female']),
    dateOfBirth: isoDateSchema,
    /** National identifier (CURP, PESEL, CNP, DNI ...), compact form; checked per market by the form. */
    personalCode: z
      .string()
      .trim()
      .min(5)
      .max(20)
      .regex(/^[A-Za-z0-9Ññ&]+$/, 'Use letters and digits only'),
  })
  .partial();

export const contactDetailsSchema = z
  .object({
    email: z.email().max(254),
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
  })
  .partial();

export const employerSchema = z
  .object({
    name: shortText(150),
    postalCode: postalCodeSchema,
    province: shortText(),
    city: shortText(),
    street: shortText(150),
    houseNumber: shortText(20),
    /** Employer tax id (RFC, NIP, CIF ...). */
    taxRegistryCode: z
      .string()
      .trim()
      .min(5)
      .max(20)
      .regex(/^[A-Za-z0-9Ññ&-]+$/, 'Use letters and digits only'),
  })
  .partial();

export const incomeDetailsSchema = z
  .object({
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
      .trim()
      .regex(/^[A-Z]{2}[0-9A-Z]{13,32}$|^\d{6,20}$/, 'Not a valid account number'),
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
    terminationPeriod: choiceCodeSchema.describe('Notice period of the employment contract (a choice code)'),
    trialPeriod: flag,
    pensionPayer: shortText(),
  })
  .partial();

export const otherDetailsSchema = z
  .object({
    loanPurpose: choiceCodeSchema,
    isPoliticallyExposed: flag,
    connectedToPep: flag,
    maritalStatus: choiceCodeSchema,
    education: choiceCodeSchema,
    housingTenure: choiceCodeSchema,
    housingTenureSinceDate: isoDateSchema,
    vehicleConsent: flag,
    hasVehicleDownPayment: flag,
    vehicleOwnership: flag.describe('The applicant owns a car or motorbike'),
    /** Upper-case letters, digits, space, slash or hyphen; no leading or trailing space (spec section 5). */
    vehicleLicensePlateNumber: z
      .string()
      .min(2)
      .max(12)
      .regex(/^[A-Z0-9/-](?:[A-Z0-9 /-]*[A-Z0-9/-])?$/, 'Not a valid licence plate'),
    isVehicleFinanced: flag,
    ibanConsent: flag,
    negativeCreditHistory: flag,
    numberOfDependants: count(20),
    numberOfDependantsOther: count(20),
    /** Letters plus space, ampersand, period or hyphen (spec section 5). */
    countryOfBirth: z
      .string()
      .trim()
      .min(2)
      .max(60)
      .regex(/^[\p{L} &.-]+$/u, 'Use letters only'),
    livingArea: choiceCodeSchema,
    citizenship: choiceCodeSchema,
    secondCitizenship: choiceCodeSchema,
    cityOfBirth: shortText(),
    idCardNumber: z
      .string()
      .trim()
      .min(4)
      .max(20)
      .regex(/^[A-Za-z0-9]+$/, 'Use letters and digits only'),
    idCardIssuedAt: isoDateSchema,
    idCardIssuedAuthority: shortText(),
    /** Up to 10,000,000 (spec section 5). */
    overdueDebtAmount: moneySchema.max(10_000_000),
    provinceOfBirth: shortText(),
    isInterestedInDebtConsolidation: flag,
    hasBankAccount: flag,
    hasProofOfIncome: flag,
    taxIdentificationNumber: z
      .string()
      .trim()
      .min(5)
      .max(20)
      .regex(/^[A-Za-z0-9Ññ&-]+$/, 'Use letters and digits only'),
    numberOfInhabitants: count(50),
    pensionNumber: shortText(30),
    fieldRegistrationNumber: shortText(30),
    /** Square metres of the applicant's land (agricultural credit variants). */
    fieldSquareArea: z.number().nonnegative().max(100_000_000),
  })
  .partial();

export const expensesSchema = z
  .object({
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
  })
  .partial();

export const referenceTypeSchema = z.enum(['family', 'friend', 'colleague', 'employer', 'other']);

export const referenceDetailsSchema = z
  .object({
    type: referenceTypeSchema,
    name: shortText(120),
    phoneNumber: phoneNumberSchema,
  })
  .partial();

/** Device data the app measures once per session (spec section 3). */
export const deviceDataSchema = z
  .object({
    timezoneOffset: z.number().int().min(-840).max(840).describe('Minutes, as Date#getTimezoneOffset'),
    deviceMemory: z.number().positive().max(1024).describe('GiB, rounded; 1 when the browser hides it'),
    browserLanguage: z.string().min(2).max(35),
    screenResolution: z.string().regex(/^\d{2,5} ?x ?\d{2,5}$/, 'Use width x height, e.g. 1920 x 1080'),
    loadingTime: z
      .number()
      .int()
      .min(0)
      .max(MAX_LOADING_TIME_MS)
      .describe('Milliseconds since the stored init time'),
  })
  .partial();

export const googleClickSchema = z
  .object({
    gclid: z.string().max(512),
    gclidAt: isoDateTimeSchema,
    gbraid: z.string().max(512),
    wbraid: z.string().max(512),
  })
  .partial();

/** Affiliate reference (spec section 3): attribute = refName, subId = refSubId, transactionId = refTransactionId. */
export const affiliateReferenceParamsSchema = z
  .object({
    attribute: z.string().max(200),
    subId: z.string().max(200),
    transactionId: z.string().max(200),
    setAt: isoDateTimeSchema,
  })
  .partial();

const utmValueSchema = z.string().trim().min(1).max(200);
/** One landing's campaign values (utm_source ... utm_term), as the URL carried them. */
export const utmTouchSchema = z
  .object({
    source: utmValueSchema,
    medium: utmValueSchema,
    campaign: utmValueSchema,
    content: utmValueSchema,
    term: utmValueSchema,
  })
  .partial();

/**
 * The session's campaign (docs/adr/0018): the UTM values of its first landing that carried any, never overwritten
 * within the session, and of its latest such landing.
 */
export const leadUtmSchema = z.object({ firstTouch: utmTouchSchema, lastTouch: utmTouchSchema }).partial();

export const posthogParametersSchema = z
  .object({
    isLeadPrefilled: flag,
    leadPrefilledFields: z.array(z.string().max(100)).max(100),
    leadPreviouslyRedirected: flag,
  })
  .partial();

/** Advertising-pixel identifiers (spec section 3 "a pixel block"). */
export const pixelParametersSchema = z
  .object({
    fbp: z.string().max(512),
    fbc: z.string().max(512),
    ttp: z.string().max(512),
    ttclid: z.string().max(512),
    /**
     * The id of the browser's Lead pixel event (SHA-256 hex of a timestamp and a unique id, spec section 7), so a
     * server-side copy of the event is deduplicated against it (docs/adr/0017).
     */
    eventId: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .partial();

/** One policy the applicant accepted or declined; ids come from GET {policies path}. */
export const policyAcceptanceSchema = z.object({
  id: choiceCodeSchema,
  accepted: flag,
});

export const periodScaleSchema = z.enum(['days', 'months']);

/** Application data (spec section 3), without the server-issued id and the product identifier. */
export const leadDataSchema = z
  .object({
    amount: z.number().int().min(1).max(10_000_000),
    period: z.number().int().min(1).max(3650),
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
    tags: z.array(z.string().min(1).max(64)).min(1).max(20),
    deviceData: deviceDataSchema,
    sessionId: sessionIdSchema,
    sessionStartedAt: isoDateTimeSchema,
    expiresAt: isoDateTimeSchema,
    /** The application state the app last stored for this lead (positive once a lead exists). */
    leadStatus: z.number().int().min(0).max(41),
    googleClick: googleClickSchema,
    affiliateReferenceParams: affiliateReferenceParamsSchema,
    posthogParameters: posthogParametersSchema,
    generalPolicies: flag.describe('The applicant accepted the general terms and privacy notice'),
    policies: z.array(policyAcceptanceSchema).max(50),
    /** `web`, `embedded` or `embedded:<parent origin>` (docs/adr/0018): never a path or a query. */
    leadSource: z.string().max(100),
    /** The selling tier the landing URL named (spec section 2's sellingTierGlobalId), docs/adr/0018. */
    sellingTierGlobalId: z.string().trim().min(1).max(100),
    utm: leadUtmSchema,
    googleCaptchaToken: z.string().max(4096),
    pixelParameters: pixelParametersSchema,
  })
  .partial();

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
export const leadCreateRequestSchema = leadDataSchema.extend({ product: leadProductIdSchema });
/** Body of a lead update: as create, plus the id the create returned. */
export const leadUpdateRequestSchema = leadCreateRequestSchema.extend({ id: z.uuid() });

export type LeadCreateRequest = z.infer<typeof leadCreateRequestSchema>;
export type LeadUpdateRequest = z.infer<typeof leadUpdateRequestSchema>;
