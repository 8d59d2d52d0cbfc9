/**
 * Every call of the contract's route table has an operation (in shared/api/operations or in the api/
 * folder beside the screens that make it; this test sits in app/, the one layer that may import them all),
 * and each operation puts on the wire exactly what the route says: method, path (the configured one where
 * the path is configurable), the product identifier only where the route carries it, an Idempotency-Key
 * where the route honours one. The table is typed by the route ids, so a route added to the contract
 * without an operation does not compile.
 */
import { contractRoutes, fillPath, type OperationId } from '../../contract/routes';
import type { ApiResult } from '../shared/api/api-error';
import { PRODUCT_FIELD, type ApiClient } from '../shared/api/http-client';
import { jsonResponse } from '../shared/api/testing/fake-fetch';
import { fakeClient, LEAD_ID } from '../shared/api/testing/fixtures';
import { captureLogs } from '../shared/api/testing/log-capture';
import { acceptCrediteaOffer } from '../shared/api/operations/accept-creditea-offer';
import { changeMobile } from '../shared/api/operations/change-mobile';
import { fetchChoices } from '../shared/api/operations/choices';
import { lookupCompanies } from '../shared/api/operations/company-lookup';
import { continueLead } from '../shared/api/operations/continue-lead';
import { createLead } from '../shared/api/operations/create-lead';
import { createLeadV2 } from '../shared/api/operations/create-lead-v2';
import { createLeadV3 } from '../shared/api/operations/create-lead-v3';
import { fetchCustomerConsents } from '../shared/api/operations/customer-consents';
import { fetchDataPoints } from '../shared/api/operations/data-points';
import { fetchLeadByLinkV2 } from '../shared/api/operations/lead-by-link-v2';
import { fetchLeadByLinkV3 } from '../shared/api/operations/lead-by-link-v3';
import { fetchLeadStatus } from '../shared/api/operations/lead-status';
import { fetchPartnerLogos } from '../shared/api/operations/partner-logos';
import { fetchPolicies } from '../shared/api/operations/policies';
import { postAffiliateEvent } from '../shared/api/operations/post-affiliate-event';
import { fetchPostcode } from '../shared/api/operations/postcode';
import { lookupPostcodes } from '../shared/api/operations/postcode-lookup';
import { fetchProfessionalDetailsMapping } from '../shared/api/operations/professional-details-mapping';
import { redirectLead } from '../shared/api/operations/redirect-lead';
import { resendMobileCode } from '../shared/api/operations/resend-mobile-code';
import { setCustomerPassword } from '../shared/api/operations/set-customer-password';
import { skipDocumentUpload } from '../shared/api/operations/skip-document-upload';
import { skipLeadStep } from '../shared/api/operations/skip-lead-step';
import { startMobileVerification } from '../shared/api/operations/start-mobile-verification';
import { submitAccount } from '../shared/api/operations/submit-account';
import { submitAide } from '../shared/api/operations/submit-aide';
import { submitCnp } from '../shared/api/operations/submit-cnp';
import { submitCreditDetails } from '../shared/api/operations/submit-credit-details';
import { submitCustomerDebts } from '../shared/api/operations/submit-customer-debts';
import { submitDocumentId } from '../shared/api/operations/submit-document-id';
import { submitDynamicPolicy } from '../shared/api/operations/submit-dynamic-policy';
import { submitEmploymentDetails } from '../shared/api/operations/submit-employment-details';
import { submitMaritalDetails } from '../shared/api/operations/submit-marital-details';
import { submitOfferPayment } from '../shared/api/operations/submit-offer-payment';
import { submitPersonalDetails } from '../shared/api/operations/submit-personal-details';
import { submitPolicy } from '../shared/api/operations/submit-policy';
import { submitProfessionalDetails } from '../shared/api/operations/submit-professional-details';
import { submitProficredit } from '../shared/api/operations/submit-proficredit';
import { submitReferenceDetails } from '../shared/api/operations/submit-reference-details';
import { submitSale } from '../shared/api/operations/submit-sale';
import { submitVehicle } from '../shared/api/operations/submit-vehicle';
import { submitWniosek } from '../shared/api/operations/submit-wniosek';
import { unsubscribeEmail } from '../shared/api/operations/unsubscribe-email';
import { updateCustomerConsents } from '../shared/api/operations/update-customer-consents';
import { updateLead } from '../shared/api/operations/update-lead';
import { updateLeadV3 } from '../shared/api/operations/update-lead-v3';
import { updateProvidentOffer } from '../shared/api/operations/update-provident-offer';
import { uploadId } from '../shared/api/operations/upload-id';
import { validateEmail } from '../shared/api/operations/validate-email';
import { fetchVehicleModels } from '../shared/api/operations/vehicle-models';
import { verifyMobile } from '../shared/api/operations/verify-mobile';

/**
 * The fake server below ignores bodies and answers 404: only the wire shape is checked here, so step
 * bodies are the lead id alone. The cast is that shortcut, nothing more.
 */
const step = <T>(): T => ({ id: LEAD_ID }) as T;
const params = { id: LEAD_ID, urlType: 'email', code: '01000', name: 'acme', email: 'ana@example.com' };

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
  unsubscribeEmail: (client) => unsubscribeEmail(client, { email: params.email }),
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
  it.each(Object.keys(contractRoutes) as OperationId[])('%s', async (operationId) => {
    captureLogs();
    const route = contractRoutes[operationId];
    const { client, calls: wire } = fakeClient(() => jsonResponse({ errors: [] }, 404, 'Not Found'), {
      baseUrl: 'https://api.test/v',
      productId: 'zlotek-pl',
      paths: configuredPaths,
    });

    const result = await calls[operationId](client);

    expect(result.ok || result.error.status).toBe(404);
    expect(wire).toHaveLength(1);
    const [sent] = wire;
    if (!sent) throw new Error('no request was sent');
    const configurable = 'configurablePath' in route ? configuredPaths[route.configurablePath] : undefined;
    expect(sent.method).toBe(route.method);
    expect(new URL(sent.url).pathname).toBe(`/v${configurable ?? fillPath(route.path, params)}`);
    const body = sent.body as Record<string, unknown> | undefined;
    const carriesProduct = 'carriesProduct' in route && route.carriesProduct;
    expect(body?.[PRODUCT_FIELD]).toBe(carriesProduct ? 'zlotek-pl' : undefined);
    const idempotent = 'idempotent' in route && route.idempotent;
    expect(sent.headers['idempotency-key'] !== undefined).toBe(idempotent);
  });
});
