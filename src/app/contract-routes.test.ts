/**
 * Every call of the contract's route table has an operation (in shared/api/operations or in the api/
 * folder beside the screens that make it; this test sits in app/, the one layer that may import them all),
 * and each operation puts on the wire exactly what the route says: method, path (the configured one where
 * the path is configurable), the product identifier only where the route carries it, an Idempotency-Key
 * where the route honours one. The table is typed by the route ids, so a route added to the contract
 * without an operation does not compile.
 */
import { contractRoutes, fillPath, operationIds, type OperationId } from '#contract/routes.ts';
import type { ApiResult } from '#shared/api/api-error.ts';
import { PRODUCT_FIELD, type ApiClient } from '#shared/api/http-client.ts';
import { jsonResponse } from '#shared/api/testing/fake-fetch.ts';
import { fakeClient, LEAD_ID } from '#shared/api/testing/fixtures.ts';
import { captureLogs } from '#shared/api/testing/log-capture.ts';
import { acceptCrediteaOffer } from '#features/after-offer/offers/api/accept-creditea-offer.ts';
import { changeMobile } from '#features/after-offer/mobile-verification/api/change-mobile.ts';
import { fetchChoices } from '#features/after-offer/details/api/choices.ts';
import { lookupCompanies } from '#shared/api/operations/company-lookup.ts';
import { continueLead } from '#shared/api/operations/continue-lead.ts';
import { exchangeResumeLink } from '#shared/api/operations/exchange-resume-link.ts';
import { issueResumeLink } from '#shared/api/operations/issue-resume-link.ts';
import { memoryCredentialKeeper } from '#shared/api/applicant-credential.ts';
import { createLead } from '#features/funnel/submit-lead/api/create-lead.ts';
import { createLeadV2 } from '#features/funnel/submit-lead/api/create-lead-v2.ts';
import { createLeadV3 } from '#features/funnel/submit-lead/api/create-lead-v3.ts';
import { fetchCustomerConsents } from '#features/after-offer/consents/api/customer-consents.ts';
import { fetchDataPoints } from './application/api/data-points.ts';
import { fetchLeadByLinkV2 } from '#shared/api/operations/lead-by-link-v2.ts';
import { fetchLeadByLinkV3 } from '#shared/api/operations/lead-by-link-v3.ts';
import { fetchLeadStatus } from '#shared/api/operations/lead-status.ts';
import { fetchPartnerLogos } from '#features/after-offer/api/partner-logos.ts';
import { fetchPolicies } from '#shared/api/operations/policies.ts';
import { postAffiliateEvent } from '#features/tracking/affiliate-events/api/post-affiliate-event.ts';
import { fetchPostcode } from './application/dynamic/api/postcode.ts';
import { lookupPostcodes } from '#shared/api/operations/postcode-lookup.ts';
import { fetchProfessionalDetailsMapping } from '#features/after-offer/details/api/professional-details-mapping.ts';
import { redirectLead } from './application/outcomes/api/redirect-lead.ts';
import { resendMobileCode } from '#features/after-offer/mobile-verification/api/resend-mobile-code.ts';
import { setCustomerPassword } from '#features/after-offer/identity/api/set-customer-password.ts';
import { skipDocumentUpload } from '#features/after-offer/identity/api/skip-document-upload.ts';
import { skipLeadStep } from '#features/after-offer/api/skip-lead-step.ts';
import { startMobileVerification } from '#shared/api/operations/start-mobile-verification.ts';
import { submitAccount } from '#features/after-offer/identity/api/submit-account.ts';
import { submitAide } from '#features/after-offer/extras/api/submit-aide.ts';
import { submitCnp } from '#features/after-offer/identity/api/submit-cnp.ts';
import { submitCreditDetails } from '#features/after-offer/details/api/submit-credit-details.ts';
import { submitCustomerDebts } from '#features/after-offer/extras/api/submit-customer-debts.ts';
import { submitDocumentId } from '#features/after-offer/identity/api/submit-document-id.ts';
import { submitDynamicPolicy } from '#features/after-offer/consents/api/submit-dynamic-policy.ts';
import { submitEmploymentDetails } from '#features/after-offer/details/api/submit-employment-details.ts';
import { submitMaritalDetails } from '#features/after-offer/details/api/submit-marital-details.ts';
import { submitOfferPayment } from '#features/after-offer/offers/api/submit-offer-payment.ts';
import { submitPersonalDetails } from '#features/after-offer/details/api/submit-personal-details.ts';
import { submitPolicy } from '#features/after-offer/consents/api/submit-policy.ts';
import { submitProfessionalDetails } from '#features/after-offer/details/api/submit-professional-details.ts';
import { submitProficredit } from '#features/after-offer/offers/api/submit-proficredit.ts';
import { submitReferenceDetails } from '#features/after-offer/details/api/submit-reference-details.ts';
import { submitSale } from '#features/after-offer/offers/api/submit-sale.ts';
import { submitVehicle } from '#features/after-offer/extras/api/submit-vehicle.ts';
import { submitWniosek } from '#features/after-offer/identity/api/submit-wniosek.ts';
import { unsubscribeEmail } from '#features/unsubscribe/api/unsubscribe-email.ts';
import { updateCustomerConsents } from '#features/after-offer/consents/api/update-customer-consents.ts';
import { updateLead } from '#features/funnel/submit-lead/api/update-lead.ts';
import { updateLeadV3 } from '#features/funnel/submit-lead/api/update-lead-v3.ts';
import { updateProvidentOffer } from '#features/after-offer/offers/api/update-provident-offer.ts';
import { uploadId } from '#features/after-offer/identity/api/upload-id.ts';
import { validateEmail } from '#shared/api/operations/validate-email.ts';
import { fetchVehicleModels } from '#features/after-offer/extras/api/vehicle-models.ts';
import { verifyMobile } from '#features/after-offer/mobile-verification/api/verify-mobile.ts';

/**
 * The fake server below ignores bodies and answers 404: only the wire shape is checked here, so step
 * bodies are the lead id alone. The cast is that shortcut, nothing more.
 */
const step = <T>(): T => ({ id: LEAD_ID }) as T;
const params = { id: LEAD_ID, urlType: 'email', code: '01000', name: 'acme', email: 'ana@example.com' };

const SIGNATURE = 'Hk2v9QeYc4L0pXr7sTa1Wm8Zn3Bd6Fg5Jh0Ku2Vy4Ew';
const RESUME_TOKEN = 'Vq3kP0xZ7rT2mY9sLc4bN1hWZt6Gf2Hq8Jw0Ks4Lp7Mr1Nd5Xe9Ya3Bc6Vu2Ti8RoQa';
const CREDENTIAL = 'q3Jx0v9mYt2LbW8cZr5NfK1pHs7dGe4uAo6iTy-Vw_E';

const calls: Record<OperationId, (client: ApiClient) => Promise<ApiResult<unknown>>> = {
  createLeadV2: (client) => createLeadV2(client, { amount: 1000 }),
  createLead: (client) => createLead(client, { amount: 1000 }),
  updateLead: (client) => updateLead(client, { id: LEAD_ID, amount: 1000 }),
  getLeadStatus: (client) => fetchLeadStatus(client, { id: LEAD_ID }),
  createLeadV3: (client) => createLeadV3(client, { amount: 1000, formPath: 'loan-details' }),
  updateLeadV3: (client) => updateLeadV3(client, { id: LEAD_ID, amount: 1000 }),
  getDataPoints: (client) => fetchDataPoints(client, { country: 'mx', product: 'prestaluz' }),
  getLeadByLinkV2: (client) => fetchLeadByLinkV2(client, { id: LEAD_ID, urlType: 'email' }),
  getLeadByLinkV3: (client) => fetchLeadByLinkV3(client, { id: LEAD_ID, urlType: 'email' }),
  continueLead: (client) => continueLead(client, { id: LEAD_ID }),
  skipLeadStep: (client) => skipLeadStep(client, { id: LEAD_ID }),
  redirectLead: (client) => redirectLead(client, { id: LEAD_ID }),
  lookupPostcodes: (client) => lookupPostcodes(client, { code: params.code }),
  getPostcode: (client) => fetchPostcode(client, { code: params.code }),
  lookupCompanies: (client) => lookupCompanies(client, { name: params.name }),
  getPolicies: (client) => fetchPolicies(client, { country: 'mx' }),
  getCustomerConsents: (client) => fetchCustomerConsents(client, { id: LEAD_ID }),
  updateCustomerConsents: (client) => updateCustomerConsents(client, step()),
  setCustomerPassword: (client) => setCustomerPassword(client, step()),
  startMobileVerification: (client) => startMobileVerification(client, { id: LEAD_ID }),
  verifyMobile: (client) => verifyMobile(client, { id: LEAD_ID, code: '1234' }),
  resendMobileCode: (client) => resendMobileCode(client, { id: LEAD_ID }),
  changeMobile: (client) => changeMobile(client, { id: LEAD_ID, phoneNumber: '+52 55 1234 5678' }),
  postAffiliateEvent: (client) => postAffiliateEvent(client, step()),
  unsubscribeEmail: (client) => unsubscribeEmail(client, { email: params.email, signature: SIGNATURE }),
  issueResumeLink: (client) => issueResumeLink(client, { id: LEAD_ID }),
  exchangeResumeLink: (client) => exchangeResumeLink(client, { token: RESUME_TOKEN }),
  validateEmail: (client) => validateEmail(client, { email: params.email }),
  getVehicleModels: (client) => fetchVehicleModels(client),
  getCountryChoices: (client) => fetchChoices(client, { list: 'country' }),
  getPositionChoices: (client) => fetchChoices(client, { list: 'position' }),
  getProfessionalDetailsMapping: (client) => fetchProfessionalDetailsMapping(client),
  getPartnerLogos: (client) => fetchPartnerLogos(client),
  submitDocumentId: (client) => submitDocumentId(client, step()),
  uploadId: (client) => uploadId(client, step()),
  submitVehicle: (client) => submitVehicle(client, step()),
  submitSale: (client) => submitSale(client, step()),
  submitAccount: (client) => submitAccount(client, step()),
  submitMaritalDetails: (client) => submitMaritalDetails(client, step()),
  submitAide: (client) => submitAide(client, step()),
  submitCnp: (client) => submitCnp(client, step()),
  submitWniosek: (client) => submitWniosek(client, step()),
  submitOfferPayment: (client) => submitOfferPayment(client, step()),
  submitEmploymentDetails: (client) => submitEmploymentDetails(client, step()),
  submitPersonalDetails: (client) => submitPersonalDetails(client, step()),
  submitPolicy: (client) => submitPolicy(client, step()),
  submitDynamicPolicy: (client) => submitDynamicPolicy(client, step()),
  submitCreditDetails: (client) => submitCreditDetails(client, step()),
  submitProfessionalDetails: (client) => submitProfessionalDetails(client, step()),
  submitCustomerDebts: (client) => submitCustomerDebts(client, step()),
  submitReferenceDetails: (client) => submitReferenceDetails(client, step()),
  skipDocumentUpload: (client) => skipDocumentUpload(client, step()),
  acceptCrediteaOffer: (client) => acceptCrediteaOffer(client, step()),
  updateProvidentOffer: (client) => updateProvidentOffer(client, step()),
  submitProficredit: (client) => submitProficredit(client, step()),
};

const configuredPaths = { lead: '/applications/lead', policies: '/legal/policies' };

describe('every contract route has an operation that calls it as the contract says', () => {
  it.each(operationIds())('%s', async (operationId) => {
    captureLogs();
    const route = contractRoutes[operationId];
    const { client, calls: wire } = fakeClient(() => jsonResponse({ errors: [] }, 404, 'Not Found'), {
      baseUrl: 'https://api.test/v',
      productId: 'zlotek-pl',
      paths: configuredPaths,
      credential: memoryCredentialKeeper(CREDENTIAL),
    });

    const result = await calls[operationId](client);

    expect(result.ok || result.error.status).toBe(404);
    expect(wire).toHaveLength(1);
    const [sent] = wire;
    if (!sent) throw new Error('no request was sent');
    const configurable = 'configurablePath' in route ? configuredPaths[route.configurablePath] : undefined;
    expect(sent.method).toBe(route.method);
    expect(new URL(sent.url).pathname).toBe(`/v${configurable ?? fillPath(route.path, params)}`);
    const { body } = sent;
    const carriesProduct = 'carriesProduct' in route && route.carriesProduct;
    const product =
      typeof body === 'object' && body !== null && PRODUCT_FIELD in body ? body[PRODUCT_FIELD] : undefined;
    expect(product).toBe(carriesProduct ? 'zlotek-pl' : undefined);
    const idempotent = 'idempotent' in route && route.idempotent;
    expect(sent.headers['idempotency-key'] !== undefined).toBe(idempotent);
    // The applicant's credential goes exactly on the calls about the lead (docs/adr/0027).
    const applicant = 'applicantLead' in route && route.applicantLead !== undefined;
    expect(sent.headers.authorization).toBe(applicant ? `Bearer ${CREDENTIAL}` : undefined);
  });
});
