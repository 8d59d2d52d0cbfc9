/**
 * Calls about the applicant as a customer: consents, password, mobile verification, email unsubscribe,
 * and the affiliate event. The customer id of /customer/{id}/consents is the lead id.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { mobileVerificationChallengeSchema } from './lead.ts';
import { policyAcceptanceSchema, affiliateReferenceParamsSchema } from './lead-payload.ts';
import {
  noUnknownKeys,
  choiceCodeSchema,
  isoDateTimeSchema,
  leadIdSchema,
  leadProductIdSchema,
  phoneNumberSchema,
  sessionIdSchema,
} from './primitives.ts';

/** GET /customer/{id}/consents: the consents the customer was asked for, and their answers. */
export const customerConsentSchema = lazySchema(() =>
  z.object({
    id: choiceCodeSchema,
    title: z.string().check(z.minLength(1)),
    required: z.boolean(),
    accepted: z.boolean(),
    answeredAt: z.nullable(isoDateTimeSchema),
  }),
);
export const customerConsentsResponseSchema = lazySchema(() =>
  z.object({
    id: leadIdSchema,
    consents: z.array(customerConsentSchema),
  }),
);
export type CustomerConsent = z.infer<typeof customerConsentSchema>;
export type CustomerConsentsResponse = z.infer<typeof customerConsentsResponseSchema>;

/** PUT /customer/{id}/consents: answers to some or all of them; every required one must be accepted. */
export const customerConsentsUpdateRequestSchema = lazySchema(() =>
  z.object({
    consents: z.array(policyAcceptanceSchema).check(z.minLength(1), z.maxLength(50)),
  }),
);
export type CustomerConsentsUpdateRequest = z.infer<typeof customerConsentsUpdateRequestSchema>;

/** POST /lead/customer/password: the account password a partner account step asks for. */
export const customerPasswordRequestSchema = lazySchema(() =>
  z
    .object({
      id: leadIdSchema,
      password: z
        .string()
        .check(
          z.minLength(8),
          z.maxLength(128),
          z.regex(/[A-Za-z]/, 'Use at least one letter'),
          z.regex(/\d/, 'Use at least one digit'),
        ),
      passwordConfirmation: z.string().check(z.maxLength(128)),
    })
    .check(
      z.refine((body) => body.password === body.passwordConfirmation, {
        path: ['passwordConfirmation'],
        message: 'Passwords do not match',
      }),
    ),
);
export type CustomerPasswordRequest = z.infer<typeof customerPasswordRequestSchema>;

/**
 * POST /lead/mobile/verification (send a code) and POST /v2/customer/mobile/resend-code (send another):
 * both answer with the challenge.
 */
export const mobileVerificationRequestSchema = lazySchema(() => z.object({ id: leadIdSchema }));
export type MobileVerificationRequest = z.infer<typeof mobileVerificationRequestSchema>;
export const mobileVerificationResponseSchema = mobileVerificationChallengeSchema;
export type MobileVerificationResponse = z.infer<typeof mobileVerificationResponseSchema>;

/** POST /v2/customer/mobile/verify: the code the applicant typed. A wrong code is a 400 on `code`. */
export const mobileVerifyRequestSchema = lazySchema(() =>
  z.object({
    id: leadIdSchema,
    code: z.string().check(z.regex(/^\d{4,8}$/, 'Enter the code from the text message')),
  }),
);
export type MobileVerifyRequest = z.infer<typeof mobileVerifyRequestSchema>;

/** PUT /v2/customer/mobile: change the number (state 15), which sends a new code to it. */
export const mobileChangeRequestSchema = lazySchema(() =>
  z.object({ id: leadIdSchema, phoneNumber: phoneNumberSchema }),
);
export type MobileChangeRequest = z.infer<typeof mobileChangeRequestSchema>;

/** POST /customer/email/unsubscribe?email=...: stop marketing email to that address. */
/**
 * The unsubscribe link's query: the address (spec section 7) and the API's signature of it (docs/adr/0027), so only a
 * link the lender sent unsubscribes an address.
 */
export const unsubscribeQuerySchema = lazySchema(() =>
  z.object({
    email: z.email().check(z.maxLength(254)),
    signature: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
  }),
);
export const unsubscribeResponseSchema = lazySchema(() => z.object({ unsubscribed: z.literal(true) }));
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/**
 * POST /affiliate/event: a funnel milestone reported to the affiliate network (spec sections 4 and 7; issue 15).
 * Every milestone happens to a lead, so the lead id is required. The reference is the lead's affiliateReferenceParams
 * without its setAt, and counts only with at least one value (spec section 5). Unknown keys are refused (a strict
 * object), unlike the lead's tolerant body: an event is small and fixed, and a stray key is a client bug to see.
 */
export const AFFILIATE_EVENT_NAMES = [
  'lead_created',
  'application_completed',
  'application_accepted',
  'application_rejected',
] as const;
export const affiliateEventNameSchema = lazySchema(() => z.enum(AFFILIATE_EVENT_NAMES));
export type AffiliateEventName = z.infer<typeof affiliateEventNameSchema>;

export const affiliateEventReferenceSchema = lazySchema(() =>
  z
    .strictObject(
      z.pick(affiliateReferenceParamsSchema, { attribute: true, subId: true, transactionId: true }).shape,
      noUnknownKeys,
    )
    .check(
      z.refine((reference) => Boolean(reference.attribute || reference.subId || reference.transactionId), {
        message: 'Give at least one of attribute, subId or transactionId',
      }),
    ),
);
export type AffiliateEventReference = z.infer<typeof affiliateEventReferenceSchema>;

const utmValueSchema = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(200)));
/** The campaign parameters of the landing (utm_source ... utm_term), each as the URL carried it. */
export const utmParametersSchema = lazySchema(() =>
  z.strictObject(
    {
      source: z.optional(utmValueSchema),
      medium: z.optional(utmValueSchema),
      campaign: z.optional(utmValueSchema),
      content: z.optional(utmValueSchema),
      term: z.optional(utmValueSchema),
    },
    noUnknownKeys,
  ),
);
export type UtmParameters = z.infer<typeof utmParametersSchema>;

export const affiliateEventRequestSchema = lazySchema(() =>
  z.strictObject(
    {
      product: leadProductIdSchema,
      event: affiliateEventNameSchema,
      leadId: leadIdSchema,
      sessionId: sessionIdSchema,
      occurredAt: isoDateTimeSchema,
      affiliateReferenceParams: affiliateEventReferenceSchema,
      utm: z.optional(utmParametersSchema),
    },
    noUnknownKeys,
  ),
);
export type AffiliateEventRequest = z.infer<typeof affiliateEventRequestSchema>;
/** The stored event's id: the same for a call repeated with its Idempotency-Key. */
export const affiliateEventResponseSchema = lazySchema(() =>
  z.object({ eventId: z.string().check(z.minLength(1)) }),
);
export type AffiliateEventResponse = z.infer<typeof affiliateEventResponseSchema>;
