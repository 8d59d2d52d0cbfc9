/**
 * Every call of spec section 7 as data: method, path, the schemas of its path parameters, query, body and
 * response, and its success status. The reference API registers one handler per entry (a missing one is
 * a compile error), the OpenAPI document is generated from it, and the calls' examples (examples.ts) are
 * typed by it. Paths use OpenAPI templates (`/lead/status/{id}`).
 *
 * The app does not import it: its client has an operation per call (src/shared/api/operations,
 * a feature's api/ folder) that writes its own path and takes its schemas from the contract's schema modules
 * (lead.ts, customer.ts ...). src/app/contract-routes.test.ts holds every operation to its route here (method,
 * path, product, Idempotency-Key, credential), and the gallery's fake API (src/app/gallery/gallery-api.ts)
 * answers every route of this table.
 *
 * Where the spec does not show a method, the choice follows HTTP: GET reads, POST creates or submits a
 * step, PUT replaces what the caller owns (the lead, consents, the mobile number).
 */
import type * as z from 'zod/mini';
import * as afterOffer from './after-offer.ts';
import { APPLICATION_STATE, type ApplicationState } from './application-state.ts';
import * as customer from './customer.ts';
import * as lead from './lead.ts';
import { leadCreateRequestSchema, leadUpdateRequestSchema } from './lead-payload.ts';
import * as reference from './reference-data.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  summary: string;
  params?: z.ZodMiniObject;
  query?: z.ZodMiniObject;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  successStatus: 200 | 201 | 202;
  /** The path is configurable in the app's build (VITE_LEAD_PATH, VITE_POLICIES_PATH). */
  configurablePath?: 'lead' | 'policies';
  /** The body carries the build's product identifier (spec section 7). */
  carriesProduct?: boolean;
  /** The call honours an Idempotency-Key header. */
  idempotent?: boolean;
  /** After-offer step calls: the application state the call completes. */
  completesState?: ApplicationState;
  /**
   * Further states the same call completes when the lead is on one of them (one form serves two steps, such as
   * the application and its supplement); otherwise it completes completesState.
   */
  alsoCompletes?: readonly ApplicationState[];
  /** A larger body limit than the server's default, in bytes. */
  bodyLimit?: number;
  /**
   * One of several calls that together answer one step (the identity document's details and each of its images):
   * accepted on the step, and after the first of them completed it, until the lead completes another step.
   */
  partOfStep?: boolean;
  /**
   * The call reads or changes one lead, named at this place of the request: it requires that lead's applicant
   * credential (lead.ts, docs/adr/0027). Every route naming a lead says where (contract/routes.test.ts).
   */
  applicantLead?: 'params.id' | 'body.id' | 'body.leadId';
  /** The call is counted against a limit and may answer 429 with Retry-After (server/http/rate-limits.ts). */
  limited?: boolean;
}

const define = <const Route extends RouteDefinition>(route: Route) => route;

const step = <const Body extends z.ZodMiniType>(
  path: string,
  body: Body,
  completes: ApplicationState | readonly [ApplicationState, ...ApplicationState[]],
  summary: string,
) => {
  const [completesState, ...alsoCompletes] = typeof completes === 'number' ? [completes] : completes;
  return define({
    method: 'POST',
    path,
    summary,
    body,
    response: lead.leadStepResponseSchema,
    successStatus: 200,
    // A step sent again with its key (the answer was lost to a reload) is recorded once.
    idempotent: true,
    applicantLead: 'body.id',
    completesState,
    ...(alsoCompletes.length > 0 ? { alsoCompletes } : {}),
  });
};

const S = APPLICATION_STATE;

export const contractRoutes = {
  createLeadV2: define({
    method: 'POST',
    path: '/v2/lead',
    summary: 'Create a lead (v2)',
    body: leadCreateRequestSchema,
    response: lead.leadCreatedResponseSchema,
    limited: true,
    successStatus: 201,
    carriesProduct: true,
    idempotent: true,
  }),
  createLead: define({
    method: 'POST',
    path: '/lead',
    summary: 'Create a lead at the configured lead path',
    body: leadCreateRequestSchema,
    response: lead.leadCreatedResponseSchema,
    limited: true,
    successStatus: 201,
    configurablePath: 'lead',
    carriesProduct: true,
    idempotent: true,
  }),
  updateLead: define({
    method: 'PUT',
    path: '/lead',
    summary: 'Update a lead at the configured lead path (sections sent replace the stored ones)',
    body: leadUpdateRequestSchema,
    response: lead.leadSavedResponseSchema,
    applicantLead: 'body.id',
    successStatus: 200,
    configurablePath: 'lead',
    carriesProduct: true,
  }),
  getLeadStatus: define({
    method: 'GET',
    path: '/lead/status/{id}',
    summary: 'Lead status: checking, then the decision',
    params: lead.leadIdParamsSchema,
    response: lead.leadStatusResponseSchema,
    applicantLead: 'params.id',
    successStatus: 200,
  }),
  createLeadV3: define({
    method: 'POST',
    path: '/v3/lead',
    summary: 'Create a lead from the v3 dynamic form',
    body: lead.v3LeadCreateRequestSchema,
    response: lead.leadCreatedResponseSchema,
    limited: true,
    successStatus: 201,
    carriesProduct: true,
    idempotent: true,
  }),
  updateLeadV3: define({
    method: 'PUT',
    path: '/v3/lead',
    summary: 'Update a lead from the v3 dynamic form',
    body: lead.v3LeadUpdateRequestSchema,
    response: lead.leadSavedResponseSchema,
    applicantLead: 'body.id',
    successStatus: 200,
    carriesProduct: true,
  }),
  getDataPoints: define({
    method: 'GET',
    path: '/v3/test/datapoints',
    summary: 'The v3 data-point configuration (pages of data points) of one page variant',
    query: reference.dataPointsQuerySchema,
    response: reference.dataPointsResponseSchema,
    limited: true,
    successStatus: 200,
  }),
  getLeadByLinkV2: define({
    method: 'GET',
    path: '/v2/lead/url/{id}/{urlType}',
    summary: 'Resume a lead from a link (v2); the link query string is passed on',
    params: lead.leadByLinkParamsSchema,
    query: lead.leadByLinkQuerySchema,
    response: lead.leadResumeResponseSchema,
    applicantLead: 'params.id',
    successStatus: 200,
  }),
  getLeadByLinkV3: define({
    method: 'GET',
    path: '/v3/lead/url/{id}/{urlType}',
    summary: 'Resume a lead from a link (v3), with the refTransactionId suffix',
    params: lead.leadByLinkParamsSchema,
    query: lead.leadByLinkQuerySchema,
    response: lead.leadResumeResponseSchema,
    applicantLead: 'params.id',
    successStatus: 200,
  }),
  continueLead: define({
    method: 'GET',
    path: '/lead/continue/{id}',
    summary: 'Resume a saved lead by id (/continue/{id})',
    params: lead.leadIdParamsSchema,
    response: lead.leadResumeResponseSchema,
    applicantLead: 'params.id',
    successStatus: 200,
  }),
  skipLeadStep: define({
    method: 'POST',
    path: '/lead/skip/{id}',
    summary: 'Skip the current optional after-offer step',
    params: lead.leadIdParamsSchema,
    response: lead.leadStepResponseSchema,
    applicantLead: 'params.id',
    successStatus: 200,
    idempotent: true,
  }),
  redirectLead: define({
    method: 'POST',
    path: '/lead/{id}/redirect',
    summary: 'Record that the applicant leaves for the partner; returns the partner target',
    params: lead.leadIdParamsSchema,
    response: lead.leadRedirectResponseSchema,
    applicantLead: 'params.id',
    successStatus: 200,
  }),
  issueResumeLink: define({
    method: 'POST',
    path: '/lead/{id}/resume-link',
    summary: 'Send the applicant a single-use link to go on later (the link is the app /continue/{token})',
    params: lead.leadIdParamsSchema,
    body: lead.resumeLinkRequestSchema,
    response: lead.resumeLinkResponseSchema,
    applicantLead: 'params.id',
    limited: true,
    successStatus: 200,
  }),
  exchangeResumeLink: define({
    method: 'POST',
    path: '/lead/resume',
    summary: "Use a resume link: the lead and a new applicant credential (the link's token, once)",
    body: lead.resumeExchangeRequestSchema,
    response: lead.leadResumedResponseSchema,
    limited: true,
    successStatus: 200,
  }),
  lookupPostcodes: define({
    method: 'GET',
    path: '/postcode/lookup/{code}',
    summary: 'Postcodes of a country (Mexico by default) starting with the digits typed',
    params: reference.postcodeLookupParamsSchema,
    query: reference.postcodeLookupQuerySchema,
    response: reference.postcodeLookupResponseSchema,
    limited: true,
    successStatus: 200,
  }),
  getPostcode: define({
    method: 'GET',
    path: '/postcode/{code}',
    summary: 'One postal code with state, municipality, city and colonias',
    params: reference.postcodeParamsSchema,
    response: reference.postcodeResponseSchema,
    limited: true,
    successStatus: 200,
  }),
  lookupCompanies: define({
    method: 'GET',
    path: '/company/{name}',
    summary: 'Employers of a country (Mexico by default) whose name contains the text',
    params: reference.companyLookupParamsSchema,
    query: reference.companyLookupQuerySchema,
    response: reference.companyLookupResponseSchema,
    limited: true,
    successStatus: 200,
  }),
  getPolicies: define({
    method: 'GET',
    path: '/policy',
    summary: 'Policies of a country, at the configured policies path',
    query: reference.policiesQuerySchema,
    response: reference.policiesResponseSchema,
    limited: true,
    successStatus: 200,
    configurablePath: 'policies',
  }),
  getCustomerConsents: define({
    method: 'GET',
    path: '/customer/{id}/consents',
    summary: "The customer's consents and answers (customer id = lead id)",
    params: lead.leadIdParamsSchema,
    response: customer.customerConsentsResponseSchema,
    applicantLead: 'params.id',
    successStatus: 200,
  }),
  updateCustomerConsents: define({
    method: 'PUT',
    path: '/customer/{id}/consents',
    summary: 'Answer consents',
    params: lead.leadIdParamsSchema,
    body: customer.customerConsentsUpdateRequestSchema,
    response: customer.customerConsentsResponseSchema,
    applicantLead: 'params.id',
    successStatus: 200,
  }),
  setCustomerPassword: step(
    '/lead/customer/password',
    customer.customerPasswordRequestSchema,
    S.partnerAccountConfirmation,
    'Set the partner account password',
  ),
  startMobileVerification: define({
    method: 'POST',
    path: '/lead/mobile/verification',
    summary: 'Send a verification code to the lead phone number',
    body: customer.mobileVerificationRequestSchema,
    response: customer.mobileVerificationResponseSchema,
    applicantLead: 'body.id',
    successStatus: 200,
  }),
  verifyMobile: step(
    '/v2/customer/mobile/verify',
    customer.mobileVerifyRequestSchema,
    S.mobileVerification,
    'Check the code the applicant typed',
  ),
  resendMobileCode: define({
    method: 'POST',
    path: '/v2/customer/mobile/resend-code',
    summary: 'Send another verification code',
    body: customer.mobileVerificationRequestSchema,
    response: customer.mobileVerificationResponseSchema,
    applicantLead: 'body.id',
    successStatus: 200,
  }),
  changeMobile: define({
    method: 'PUT',
    path: '/v2/customer/mobile',
    summary: 'Change the mobile number; a new code is sent to it',
    body: customer.mobileChangeRequestSchema,
    response: customer.mobileVerificationResponseSchema,
    applicantLead: 'body.id',
    successStatus: 200,
  }),
  postAffiliateEvent: define({
    method: 'POST',
    path: '/affiliate/event',
    summary: 'Report a funnel milestone of a lead to the affiliate network',
    body: customer.affiliateEventRequestSchema,
    response: customer.affiliateEventResponseSchema,
    applicantLead: 'body.leadId',
    successStatus: 202,
    carriesProduct: true,
    // An event retried with its key (the answer was lost, a 5xx) is stored once.
    idempotent: true,
  }),
  unsubscribeEmail: define({
    method: 'POST',
    path: '/customer/email/unsubscribe',
    summary: 'Stop marketing email to an address',
    query: customer.unsubscribeQuerySchema,
    response: customer.unsubscribeResponseSchema,
    limited: true,
    successStatus: 200,
  }),
  validateEmail: define({
    method: 'GET',
    path: '/email/validate/{email}',
    summary: 'Check an email address can receive mail',
    params: reference.emailValidateParamsSchema,
    response: reference.emailValidateResponseSchema,
    limited: true,
    successStatus: 200,
  }),
  getVehicleModels: define({
    method: 'GET',
    path: '/data/vehicleModels.json',
    summary: 'Vehicle makes and models',
    response: reference.vehicleModelsResponseSchema,
    limited: true,
    successStatus: 200,
  }),
  getCountryChoices: define({
    method: 'GET',
    path: '/choices/country',
    summary: 'Countries (citizenship, country of birth)',
    query: reference.choicesQuerySchema,
    response: reference.choicesResponseSchema,
    limited: true,
    successStatus: 200,
  }),
  getPositionChoices: define({
    method: 'GET',
    path: '/choices/position',
    summary: 'Job positions',
    query: reference.choicesQuerySchema,
    response: reference.choicesResponseSchema,
    limited: true,
    successStatus: 200,
  }),
  getProfessionalDetailsMapping: define({
    method: 'GET',
    path: '/perofesional-details-mapping',
    summary: 'Job areas and position types per income source (path spelled as the API spells it)',
    response: reference.professionalDetailsMappingResponseSchema,
    limited: true,
    successStatus: 200,
  }),
  getPartnerLogos: define({
    method: 'GET',
    path: '/partner/logos',
    summary: 'Partner names and logos',
    response: reference.partnerLogosResponseSchema,
    limited: true,
    successStatus: 200,
  }),
  submitDocumentId: {
    ...step('/lead/documentId', afterOffer.documentIdRequestSchema, S.idUpload, 'Identity document'),
    partOfStep: true,
  },
  uploadId: {
    ...step(
      '/lead/idUpload',
      afterOffer.idUploadRequestSchema,
      S.idUpload,
      'Upload an identity document image',
    ),
    bodyLimit: Math.ceil((afterOffer.ID_UPLOAD_MAX_BYTES * 4) / 3) + 4096,
    partOfStep: true,
  },
  submitVehicle: step(
    '/lead/vehicle',
    afterOffer.vehicleRequestSchema,
    S.vehicle,
    'Vehicle offered as collateral',
  ),
  submitSale: step(
    '/lead/sale',
    afterOffer.saleRequestSchema,
    [S.partnerAccount, S.offerChoice],
    'Confirm the offer, or the one chosen of several',
  ),
  submitAccount: step(
    '/lead/account',
    afterOffer.accountRequestSchema,
    [S.partnerAccountConfirmation, S.bankDataLinking],
    'Pay-out bank account (also the bank-data step, typed instead of linked)',
  ),
  submitMaritalDetails: step(
    '/lead/marital-details',
    afterOffer.maritalDetailsRequestSchema,
    S.maritalDetails,
    'Marital details',
  ),
  submitAide: step('/lead/aide', afterOffer.aideRequestSchema, S.aide, 'Public assistance received'),
  submitCnp: step('/lead/cnp', afterOffer.cnpRequestSchema, S.cnp, 'Romanian personal numeric code'),
  submitWniosek: step(
    '/lead/wniosek',
    afterOffer.wniosekRequestSchema,
    [S.wniosek, S.wniosekSupplement],
    'Polish application form, or its supplement',
  ),
  submitOfferPayment: step(
    '/lead/offer/payment',
    afterOffer.offerPaymentRequestSchema,
    S.partnerPaymentLink,
    'Pay-out method',
  ),
  submitEmploymentDetails: step(
    '/lead/employment-details',
    afterOffer.employmentDetailsRequestSchema,
    S.additionalEmploymentDetails,
    'Employment details',
  ),
  submitPersonalDetails: step(
    '/lead/personal-details',
    afterOffer.personalDetailsRequestSchema,
    S.additionalPersonalDetails,
    'Additional personal details',
  ),
  submitPolicy: step('/lead/policy', afterOffer.policyRequestSchema, S.policyConsents, 'Policy consents'),
  submitDynamicPolicy: step(
    '/lead/dynamic-policy',
    afterOffer.dynamicPolicyRequestSchema,
    S.dynamicConsents,
    'Dynamic consents',
  ),
  submitCreditDetails: step(
    '/lead/credit-details',
    afterOffer.creditDetailsRequestSchema,
    S.partnerCredit,
    'Partner credit details',
  ),
  submitProfessionalDetails: step(
    '/lead/professional-details',
    afterOffer.professionalDetailsRequestSchema,
    S.professionalDetails,
    'Professional details',
  ),
  submitCustomerDebts: step(
    '/lead/customer-debts',
    afterOffer.customerDebtsRequestSchema,
    S.customerDebts,
    'Existing debts',
  ),
  submitReferenceDetails: step(
    '/lead/reference-details',
    afterOffer.referenceDetailsRequestSchema,
    S.referenceDetails,
    'References',
  ),
  skipDocumentUpload: step(
    '/lead/skip-document-upload',
    afterOffer.skipDocumentUploadRequestSchema,
    S.idUpload,
    'Skip the document upload',
  ),
  acceptCrediteaOffer: step(
    '/lead/accept-creditea-offer',
    afterOffer.partnerOfferRequestSchema,
    S.partnerOfferFirst,
    'Accept the first partner offer',
  ),
  updateProvidentOffer: step(
    '/lead/update-provident-offer',
    afterOffer.partnerOfferRequestSchema,
    S.partnerOfferSecond,
    'Change the second partner offer',
  ),
  submitProficredit: step(
    '/lead/proficredit',
    afterOffer.partnerOfferRequestSchema,
    [S.partnerOfferThird, S.partnerOfferFourth],
    'Answer the third (or fourth) partner offer',
  ),
} as const satisfies Record<string, RouteDefinition>;

export type ContractRoutes = typeof contractRoutes;
export type OperationId = keyof ContractRoutes;

/** True exactly for contractRoutes' own keys: narrows a string to an operation's id. */
export const isOperationId = (key: string): key is OperationId => Object.hasOwn(contractRoutes, key);

/** Every operation's id, in the order contractRoutes lists them. */
export const operationIds = (): OperationId[] => Object.keys(contractRoutes).filter(isOperationId);

/** Every operation with its route, read as the RouteDefinition each one satisfies. */
export const routeEntries = (): [OperationId, RouteDefinition][] =>
  operationIds().map((operationId) => [operationId, contractRoutes[operationId]]);

type InferOr<T, Fallback> = T extends z.ZodMiniType ? z.infer<T> : Fallback;
type Field<Route, Key extends string> = Route extends Record<Key, infer Value> ? Value : undefined;

/** Parsed types of one operation, for the reference API's handlers and the contract's examples. */
export type OperationParams<Op extends OperationId> = InferOr<Field<ContractRoutes[Op], 'params'>, undefined>;
export type OperationQuery<Op extends OperationId> = InferOr<Field<ContractRoutes[Op], 'query'>, undefined>;
export type OperationBody<Op extends OperationId> = InferOr<Field<ContractRoutes[Op], 'body'>, undefined>;
export type OperationResponse<Op extends OperationId> = z.infer<ContractRoutes[Op]['response']>;
/** The body as the caller writes it (before defaults and transforms). */
export type OperationBodyInput<Op extends OperationId> =
  Field<ContractRoutes[Op], 'body'> extends z.ZodMiniType
    ? z.input<Field<ContractRoutes[Op], 'body'>>
    : undefined;

/** Fills a path template: `fillPath('/lead/status/{id}', { id })`. Values are URI-encoded. */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
