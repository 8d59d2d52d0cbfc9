/**
 * Bodies of the after-offer step calls (spec section 7, last lists). Each is a POST carrying the lead id
 * and the step's answers; each answers with the next state (leadStepResponseSchema in lead.ts).
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import {
  employerSchema,
  expensesSchema,
  incomeDetailsSchema,
  otherDetailsSchema,
  personalDetailsSchema,
  policyAcceptanceSchema,
  referenceDetailsSchema,
  referenceTypeSchema,
} from './lead-payload.ts';
import {
  choiceCodeSchema,
  isoDateSchema,
  leadIdSchema,
  moneySchema,
  personNameSchema,
  phoneNumberSchema,
  shortText,
} from './primitives.ts';

const withLeadId = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.object({ id: leadIdSchema, ...shape });

/** Romanian CNP check (../shared/MARKETS.md): 13 digits, weights 279146358279, remainder 10 folds to 1. */
export function isValidCnp(value: string): boolean {
  if (!/^[1-9]\d{12}$/.test(value)) return false;
  const weights = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  const remainder = sum % 11;
  return (remainder === 10 ? 1 : remainder) === Number(value[12]);
}

/** Polish PESEL check (../shared/MARKETS.md): weights 1379137913, check = (10 - sum mod 10) mod 10. */
export function isValidPesel(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(value[index]), 0);
  return (10 - (sum % 10)) % 10 === Number(value[10]);
}

export const documentTypeSchema = lazySchema(() =>
  z.enum(['id-card', 'passport', 'residence-permit', 'voter-card']),
);

/** POST /lead/documentId: the identity document's number and dates. */
export const documentIdRequestSchema = withLeadId({
  documentType: documentTypeSchema,
  documentNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(4),
      z.maxLength(20),
      z.regex(/^[A-Za-z0-9]+$/, 'Use letters and digits only'),
    ),
  issuedAt: z.optional(isoDateSchema),
  expiresAt: z.optional(isoDateSchema),
});

/** Largest decoded image the id upload accepts; the route's body limit is set from it. */
export const ID_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** POST /lead/idUpload: one side of the document (or a selfie) as base64, JPEG, PNG or PDF. */
export const idUploadRequestSchema = withLeadId({
  side: z.enum(['front', 'back', 'selfie']),
  fileName: z.string().check(z.minLength(1), z.maxLength(200)),
  contentType: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  dataBase64: z
    .string()
    .check(
      z.minLength(4),
      z.maxLength(Math.ceil((ID_UPLOAD_MAX_BYTES * 4) / 3) + 4),
      z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Not base64 data'),
    ),
});

/** POST /lead/vehicle: the vehicle offered as collateral (state 16). */
export const vehicleRequestSchema = withLeadId({
  make: shortText(60),
  model: shortText(60),
  year: z.number().check(z.int(), z.gte(1950), z.lte(2100)),
  licensePlateNumber: otherDetailsSchema.shape.vehicleLicensePlateNumber.def.innerType,
  isFinanced: z.boolean(),
  ownership: choiceCodeSchema,
});

/** POST /lead/sale: the applicant confirms the offer they were shown (partner account step 17). */
export const saleRequestSchema = withLeadId({
  offerId: z.string().check(z.minLength(1), z.maxLength(64)),
  accepted: z.boolean(),
});

/** POST /lead/account: the bank account the loan is paid into (bank-data step 9, or partner account step 18). */
export const accountRequestSchema = withLeadId({
  iban: incomeDetailsSchema.shape.iban.def.innerType,
  accountHolderName: shortText(120),
});

/** POST /lead/marital-details (state 23). */
export const maritalDetailsRequestSchema = withLeadId({
  maritalStatus: choiceCodeSchema,
  numberOfDependants: z.number().check(z.int(), z.gte(0), z.lte(20)),
  spouseFirstName: z.optional(personNameSchema),
  spouseLastName: z.optional(personNameSchema),
  spouseMonthlyIncome: z.optional(moneySchema),
});

/** POST /lead/aide (state 24): public assistance the applicant receives, counted as income. */
export const aideRequestSchema = withLeadId({
  receivesAid: z.boolean(),
  aidType: z.optional(choiceCodeSchema),
  monthlyAidAmount: z.optional(moneySchema),
});

/** POST /lead/cnp (state 28): the Romanian personal numeric code, check digit verified. */
export const cnpRequestSchema = withLeadId({
  cnp: z.string().check(z.trim(), z.refine(isValidCnp, 'Not a valid CNP')),
});

/** POST /lead/wniosek (states 33, 34): the Polish application form or its supplement. */
export const wniosekRequestSchema = withLeadId({
  kind: z.enum(['application', 'supplement']),
  pesel: z.string().check(z.trim(), z.refine(isValidPesel, 'Not a valid PESEL')),
  idCardNumber: z.string().check(z.trim(), z.regex(/^[A-Z]{3}\d{6}$/, 'Use three letters and six digits')),
  mothersMaidenName: z.optional(personNameSchema),
  bankAccountNumber: z.optional(z.string().check(z.regex(/^PL\d{26}$/, 'Use PL and 26 digits'))),
});

/** POST /lead/offer/payment (state 19): how the applicant wants the money paid out. */
export const offerPaymentRequestSchema = withLeadId({
  offerId: z.string().check(z.minLength(1), z.maxLength(64)),
  paymentMethod: z.enum(['bank-transfer', 'cash-pickup', 'debit-card']),
  iban: z.optional(incomeDetailsSchema.shape.iban.def.innerType),
});

/** POST /lead/employment-details (states 8, 21). */
export const employmentDetailsRequestSchema = withLeadId({
  employer: employerSchema,
  incomeDetails: incomeDetailsSchema,
});

/** POST /lead/personal-details (state 22). */
export const personalDetailsRequestSchema = withLeadId({
  personalDetails: personalDetailsSchema,
  otherDetails: z.optional(otherDetailsSchema),
});

/** POST /lead/policy (state 20) and POST /lead/dynamic-policy (state 35). */
export const policyRequestSchema = withLeadId({
  policies: z.array(policyAcceptanceSchema).check(z.minLength(1), z.maxLength(50)),
});
export const dynamicPolicyRequestSchema = lazySchema(() =>
  z.extend(policyRequestSchema, {
    formPath: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  }),
);

/** POST /lead/credit-details (partner credit step 26). */
export const creditDetailsRequestSchema = withLeadId({
  expenses: expensesSchema,
  negativeCreditHistory: z.optional(z.boolean()),
});

/** POST /lead/professional-details (state 27). */
export const professionalDetailsRequestSchema = withLeadId({
  incomeDetails: z.pick(incomeDetailsSchema, {
    incomeSource: true,
    jobArea: true,
    jobTitle: true,
    positionType: true,
    economicActivity: true,
  }),
});

export const customerDebtSchema = lazySchema(() =>
  z.object({
    creditor: shortText(120),
    type: z.enum(['credit-card', 'personal-loan', 'mortgage', 'car-loan', 'payday-loan', 'other']),
    outstandingAmount: moneySchema,
    monthlyPayment: moneySchema,
    overdue: z.boolean(),
  }),
);

/** POST /lead/customer-debts (state 31); an empty list says there are none. */
export const customerDebtsRequestSchema = withLeadId({
  debts: z.array(customerDebtSchema).check(z.maxLength(20)),
});

/** POST /lead/reference-details (states 25, 32): one to three people the lender may call. */
export const referenceDetailsRequestSchema = withLeadId({
  references: z
    .array(
      z.extend(z.required(referenceDetailsSchema), {
        type: referenceTypeSchema,
        phoneNumber: phoneNumberSchema,
      }),
    )
    .check(z.minLength(1), z.maxLength(3)),
});

/** POST /lead/skip-document-upload (state 30): the applicant will bring the document later. */
export const skipDocumentUploadRequestSchema = withLeadId({});

/** POST /lead/accept-creditea-offer, /lead/update-provident-offer, /lead/proficredit: partner offers 38-41. */
export const partnerOfferRequestSchema = withLeadId({
  offerId: z.string().check(z.minLength(1), z.maxLength(64)),
  amount: z.number().check(z.int(), z.positive(), z.lte(10_000_000)),
  period: z.number().check(z.int(), z.positive(), z.lte(3650)),
  accepted: z.boolean(),
});

export type DocumentIdRequest = z.infer<typeof documentIdRequestSchema>;
export type IdUploadRequest = z.infer<typeof idUploadRequestSchema>;
export type VehicleRequest = z.infer<typeof vehicleRequestSchema>;
export type SaleRequest = z.infer<typeof saleRequestSchema>;
export type AccountRequest = z.infer<typeof accountRequestSchema>;
export type MaritalDetailsRequest = z.infer<typeof maritalDetailsRequestSchema>;
export type AideRequest = z.infer<typeof aideRequestSchema>;
export type CnpRequest = z.infer<typeof cnpRequestSchema>;
export type WniosekRequest = z.infer<typeof wniosekRequestSchema>;
export type OfferPaymentRequest = z.infer<typeof offerPaymentRequestSchema>;
export type EmploymentDetailsRequest = z.infer<typeof employmentDetailsRequestSchema>;
export type PersonalDetailsRequest = z.infer<typeof personalDetailsRequestSchema>;
export type PolicyRequest = z.infer<typeof policyRequestSchema>;
export type DynamicPolicyRequest = z.infer<typeof dynamicPolicyRequestSchema>;
export type CreditDetailsRequest = z.infer<typeof creditDetailsRequestSchema>;
export type ProfessionalDetailsRequest = z.infer<typeof professionalDetailsRequestSchema>;
export type CustomerDebtsRequest = z.infer<typeof customerDebtsRequestSchema>;
export type ReferenceDetailsRequest = z.infer<typeof referenceDetailsRequestSchema>;
export type SkipDocumentUploadRequest = z.infer<typeof skipDocumentUploadRequestSchema>;
export type PartnerOfferRequest = z.infer<typeof partnerOfferRequestSchema>;
