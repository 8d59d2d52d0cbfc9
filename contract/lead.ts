/**
 * Lead calls: create (v2 and the configured lead path), update, status, resume by link (v2, v3) and by
 * id, skip, redirect, and the v3 (dynamic form) create and update.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { applicationStateSchema } from './application-state.ts';
import { leadCreateRequestSchema, leadDataSchema } from './lead-payload.ts';
import { isoDateTimeSchema, leadIdSchema, noUnknownKeys, productIdSchema } from './primitives.ts';

/** Header that makes a lead create safe to retry: the same key returns the same lead. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = lazySchema(() =>
  z
    .string()
    .check(
      z.minLength(8),
      z.maxLength(128),
      z.regex(/^[A-Za-z0-9_.:-]+$/, 'Use 8 to 128 letters, digits, dots, colons, underscores or hyphens'),
    ),
);

/** Response of lead create and update (POST/PUT {lead path}, POST /v2/lead, POST/PUT /v3/lead). */
export const leadSavedResponseSchema = lazySchema(() =>
  z.object({
    id: leadIdSchema,
    /** The lead's current application state as the server sees it. */
    leadStatus: applicationStateSchema,
    createdAt: isoDateTimeSchema,
    updatedAt: isoDateTimeSchema,
  }),
);
export type LeadSavedResponse = z.infer<typeof leadSavedResponseSchema>;

/**
 * The applicant's credential (docs/adr/0027): issued once, by the create that makes the lead (and again, replacing
 * it, by a retried create or a resume link), and sent as `Authorization: Bearer <credential>` on every call about that
 * lead. 256 random bits, base64url. Without it the API answers 401; with another lead's, 404.
 */
export const APPLICANT_CREDENTIAL_HEADER = 'Authorization';
export const APPLICANT_CREDENTIAL_SCHEME = 'Bearer';
export const applicantCredentialSchema = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)));
export type ApplicantCredential = z.infer<typeof applicantCredentialSchema>;

/** The header value that presents a credential. */
export const applicantAuthorization = (credential: string) => `${APPLICANT_CREDENTIAL_SCHEME} ${credential}`;

/** Response of a lead create: the saved lead and the credential only the creating browser holds. */
export const leadCreatedResponseSchema = lazySchema(() =>
  z.extend(leadSavedResponseSchema, {
    credential: applicantCredentialSchema,
  }),
);
export type LeadCreatedResponse = z.infer<typeof leadCreatedResponseSchema>;

export const leadIdParamsSchema = lazySchema(() => z.object({ id: leadIdSchema }));
export type LeadIdParams = z.infer<typeof leadIdParamsSchema>;

/** HTTP method the browser uses to reach a partner (a POST is a form the app builds and submits). */
export const redirectMethodSchema = lazySchema(() => z.enum(['GET', 'POST']));

export const partnerRedirectSchema = lazySchema(() =>
  z.object({
    url: z.url(),
    method: redirectMethodSchema,
    /** Form fields for a POST redirect (never personal data: an opaque lead reference and the amount). */
    fields: z.record(z.string(), z.string()),
    partner: z.object({ name: z.string().check(z.minLength(1), z.maxLength(100)) }),
  }),
);
export type PartnerRedirect = z.infer<typeof partnerRedirectSchema>;

/**
 * What the offered loan costs, as the lender must state it beside any rate (issue 30: the Consumer Credit Directive's
 * standard information in the EU, the CAT in Mexico, the EA in Colombia, the Truth in Lending Act's finance charge in
 * the Philippines). The reference API computes it with contract/credit-cost.ts.
 */
export const offerCostsSchema = lazySchema(() =>
  z.object({
    /** How many payments: 1 for a loan repaid in one sum at the end of its term. */
    instalmentCount: z.number().check(z.int(), z.positive()),
    /** The nominal annual borrowing rate, in percent. */
    borrowingRate: z.number().check(z.nonnegative()),
    rateType: z.enum(['fixed', 'variable']),
    /** The effective annual rate of the borrowing rate alone (Colombia's EA), in percent. */
    effectiveAnnualRate: z.number().check(z.nonnegative()),
    /** Paid at the start (the opening fee, with its tax). */
    fees: z.number().check(z.nonnegative()),
    /** Interest, fees and their tax over the loan's life: what is paid on top of the amount. */
    totalCostOfCredit: z.number().check(z.nonnegative()),
    /** The amount and the total cost of credit. */
    totalAmountPayable: z.number().check(z.positive()),
    /** Mexico's CAT without IVA, in percent: stated by Mexican lenders, absent elsewhere. */
    cat: z.optional(z.number().check(z.nonnegative())),
  }),
);
export type OfferCosts = z.infer<typeof offerCostsSchema>;

export const offerSchema = lazySchema(() =>
  z.object({
    offerId: z.string().check(z.minLength(1), z.maxLength(64)),
    amount: z.number().check(z.positive()),
    period: z.number().check(z.int(), z.positive()),
    periodScale: z.enum(['days', 'months']),
    /** Each payment (the one sum, for a loan repaid at the end of its term), with its share of fees and tax. */
    monthlyPayment: z.number().check(z.positive()),
    /** Annual percentage rate, in percent. */
    apr: z.number().check(z.nonnegative()),
    currency: z.string().check(z.length(3)),
    expiresAt: isoDateTimeSchema,
    costs: offerCostsSchema,
  }),
);
export type Offer = z.infer<typeof offerSchema>;

export const mobileVerificationChallengeSchema = lazySchema(() =>
  z.object({
    id: leadIdSchema,
    /** The number the code went to, all but the last 3 digits masked. */
    phoneNumberMasked: z.string().check(z.minLength(3), z.maxLength(30)),
    codeLength: z.number().check(z.int(), z.gte(4), z.lte(8)),
    expiresAt: isoDateTimeSchema,
    /** Seconds before another code may be requested. */
    resendAfterSeconds: z.number().check(z.int(), z.gte(0)),
    /** Development only: the code itself, so a tester needs no phone. Never present in production. */
    developmentCode: z.optional(z.string().check(z.regex(/^\d{4,8}$/))),
  }),
);
export type MobileVerificationChallenge = z.infer<typeof mobileVerificationChallengeSchema>;

const statusBase = { id: leadIdSchema, state: applicationStateSchema };

/**
 * GET /lead/status/{id}. While the lender is checking, `status` is 'checking' and the app polls again
 * after `retryAfterMs`; then the decision names the next state and what the app needs to show it.
 */
export const leadStatusResponseSchema = lazySchema(() =>
  z.discriminatedUnion('status', [
    z.object({
      ...statusBase,
      status: z.literal('checking'),
      retryAfterMs: z.number().check(z.int(), z.gte(0)),
    }),
    z.object({ ...statusBase, status: z.literal('accepted'), offer: offerSchema }),
    z.object({ ...statusBase, status: z.literal('rejected') }),
    z.object({ ...statusBase, status: z.literal('thank-you') }),
    z.object({ ...statusBase, status: z.literal('redirected'), redirect: partnerRedirectSchema }),
    z.object({
      ...statusBase,
      status: z.literal('mobile-verification'),
      verification: mobileVerificationChallengeSchema,
    }),
    z.object({
      ...statusBase,
      status: z.literal('partner-step'),
      partner: z.object({ name: z.string().check(z.minLength(1), z.maxLength(100)) }),
      /** The partner's offers a step shows or lets the applicant choose from (sale, payment, offer pages). */
      offers: z.optional(z.array(offerSchema).check(z.maxLength(5))),
    }),
  ]),
);
export type LeadStatusResponse = z.infer<typeof leadStatusResponseSchema>;
export type LeadDecisionStatus = LeadStatusResponse['status'];

/** Where a resume link was sent; picks the copy of the landing page, not the data returned. */
export const leadLinkTypeSchema = lazySchema(() => z.enum(['continue', 'email', 'sms', 'offer', 'reminder']));

export const leadByLinkParamsSchema = lazySchema(() =>
  z.object({ id: leadIdSchema, urlType: leadLinkTypeSchema }),
);
/** The affiliate transaction id the link carried, checked against the lead's own when present. */
export const leadByLinkQuerySchema = lazySchema(() =>
  z.object({
    refTransactionId: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  }),
);

/** A stored lead as the server returns it to resume the funnel (by link, by id). */
export const storedLeadSchema = lazySchema(() =>
  z.extend(leadDataSchema, {
    id: leadIdSchema,
    product: productIdSchema,
  }),
);
export type StoredLead = z.infer<typeof storedLeadSchema>;

/** GET /v2/lead/url/{id}/{urlType}, GET /v3/lead/url/{id}/{urlType}, GET /lead/continue/{id}. */
export const leadResumeResponseSchema = lazySchema(() =>
  z.object({
    lead: storedLeadSchema,
    /** The state to resume at: the pre-offer step the applicant left, or the decided after-offer state. */
    state: applicationStateSchema,
    updatedAt: isoDateTimeSchema,
  }),
);
export type LeadResumeResponse = z.infer<typeof leadResumeResponseSchema>;

/**
 * A resume link's token (docs/adr/0027): 18 random bytes then their HMAC-SHA256, both base64url (24 + 43 characters,
 * no separator: a dot in a path reads as a file name to static hosts). Single use, expiring; the app's
 * `/continue/{token}` exchanges it for the lead and a new applicant credential.
 */
export const RESUME_TOKEN_ID_LENGTH = 24;
export const resumeTokenSchema = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9_-]{67}$/)));
export const resumeLinkChannelSchema = lazySchema(() => z.enum(['email', 'sms']));

/** POST /lead/{id}/resume-link: send the applicant a link to go on later (email by default). */
export const resumeLinkRequestSchema = lazySchema(() =>
  z.strictObject({ channel: z.optional(resumeLinkChannelSchema) }, noUnknownKeys),
);
export const resumeLinkResponseSchema = lazySchema(() =>
  z.object({
    id: leadIdSchema,
    channel: resumeLinkChannelSchema,
    /** Until when the link works; the message sent says so in the applicant's language. */
    expiresAt: isoDateTimeSchema,
    /** Development only: the token the message carries, so a tester needs no mailbox (like developmentCode). */
    developmentToken: z.optional(resumeTokenSchema),
  }),
);
export type ResumeLinkResponse = z.infer<typeof resumeLinkResponseSchema>;

/** POST /lead/resume: use a resume link (its token in the body, never in an API URL). */
export const resumeExchangeRequestSchema = lazySchema(() => z.object({ token: resumeTokenSchema }));
export type ResumeExchangeRequest = z.infer<typeof resumeExchangeRequestSchema>;
export const leadResumedResponseSchema = lazySchema(() =>
  z.extend(leadResumeResponseSchema, {
    credential: applicantCredentialSchema,
  }),
);
export type LeadResumedResponse = z.infer<typeof leadResumedResponseSchema>;

/** Response of every after-offer step call: the state the app shows next. */
export const leadStepResponseSchema = lazySchema(() =>
  z.object({
    id: leadIdSchema,
    state: applicationStateSchema,
  }),
);
export type LeadStepResponse = z.infer<typeof leadStepResponseSchema>;

/** POST /lead/{id}/redirect: records that the applicant left for the partner, returns the target. */
export const leadRedirectResponseSchema = lazySchema(() =>
  z.object({ id: leadIdSchema, redirect: partnerRedirectSchema }),
);
export type LeadRedirectResponse = z.infer<typeof leadRedirectResponseSchema>;

/**
 * POST /v3/lead (create) and PUT /v3/lead (update) from the dynamic form: the lead payload plus the
 * form the data points came from, so the server can attach field errors to that form.
 */
export const v3LeadCreateRequestSchema = lazySchema(() =>
  z.extend(leadCreateRequestSchema, {
    formPath: z.optional(z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[a-z0-9-]+$/))),
  }),
);
export const v3LeadUpdateRequestSchema = lazySchema(() =>
  z.extend(v3LeadCreateRequestSchema, { id: leadIdSchema }),
);
export type V3LeadCreateRequest = z.infer<typeof v3LeadCreateRequestSchema>;
export type V3LeadUpdateRequest = z.infer<typeof v3LeadUpdateRequestSchema>;
