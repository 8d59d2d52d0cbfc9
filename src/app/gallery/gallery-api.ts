/**
 * The lead API as the gallery's screens hear it: every call of the contract (contract/routes.ts) answered with its
 * example response (contract/examples.ts), the variant's own v3 configuration (contract/fixtures), and what a story
 * changes on top (a status, a failure, a call that never answers). Served by the fake fetch the unit tests use.
 */
import { offerFigures } from '#contract/credit-cost.ts';
import { dynamicFormFixtures } from '#contract/fixtures/index.ts';
import { operationExamples } from '#contract/examples.ts';
import { APPLICATION_STATE, type ApplicationState } from '#contract/application-state.ts';
import type { LeadStatusResponse } from '#contract/lead.ts';
import { contractRoutes, type OperationId } from '#contract/routes.ts';
import { market } from '#markets/market.ts';
import {
  hangingResponse,
  jsonResponse,
  type FakeHandler,
  type RecordedCall,
} from '#shared/api/testing/fake-fetch.ts';
import { LEAD_ID } from '#shared/api/testing/fixtures.ts';

/** What a story answers instead of the example: a body (status 200 or the route's), a Response, or a handler. */
export type GalleryAnswers = Partial<Record<OperationId, FakeHandler>>;

const templateOf = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);

// Object.keys answers string[]: the keys of contractRoutes are its operation ids.
const ROUTES = (Object.keys(contractRoutes) as OperationId[]).map((operation) => ({
  operation,
  method: contractRoutes[operation].method,
  pattern: templateOf(contractRoutes[operation].path),
}));

function operationOf(call: RecordedCall): OperationId | undefined {
  const { pathname } = new URL(call.url, 'http://gallery.invalid');
  return ROUTES.find((route) => route.method === call.method && route.pattern.test(pathname))?.operation;
}

/** The variant's v3 configuration, as the data-points call serves it (classic variants have none). */
export const variantConfig = () => dynamicFormFixtures[`${market.target.country}/${market.target.product}`];

/** The contract's example offer, in the variant's currency. */
/** The contract's example offer, made for the variant's own product: its default loan, priced as the lender would. */
export const exampleOffer = () => {
  const example = operationExamples.getLeadStatus.response;
  if (example.status !== 'accepted') throw new Error('the status example is an accepted offer');
  const { amount, term, pricing } = market.loan;
  const loan = { amount: amount.default, term: term.default, unit: term.unit };
  return {
    ...example.offer,
    amount: loan.amount,
    period: loan.term,
    periodScale: loan.unit,
    ...offerFigures(pricing, loan, market.country.costDisclosure.cat),
    currency: market.country.currency,
  };
};

export const answer =
  (body: unknown, status = 200): FakeHandler =>
  () =>
    jsonResponse(body, status);

/** A call that never answers: its screen stays loading. */
export const pending: FakeHandler = hangingResponse;

/** A call the server fails: its screen shows the error state. */
export const failing: FakeHandler = () => jsonResponse({ message: 'Internal Server Error' }, 500);

const statusBase = (state: ApplicationState) => ({ id: LEAD_ID, state });

/** The lead's status as the server gives it to an applicant at `state`: what that state's screen needs. */
export function statusAt(state: ApplicationState): LeadStatusResponse {
  const { redirect } = operationExamples.redirectLead.response;
  switch (state) {
    case APPLICATION_STATE.checking:
      // Long enough that the screen stays as it is while it is looked at.
      return { ...statusBase(state), status: 'checking', retryAfterMs: 600_000 };
    case APPLICATION_STATE.mobileVerification:
    case APPLICATION_STATE.changeMobileNumber:
      return {
        ...statusBase(state),
        status: 'mobile-verification',
        verification: operationExamples.startMobileVerification.response,
      };
    case APPLICATION_STATE.accepted:
      return { ...statusBase(state), status: 'accepted', offer: exampleOffer() };
    case APPLICATION_STATE.thankYou:
      return { ...statusBase(state), status: 'thank-you' };
    case APPLICATION_STATE.redirected:
      return { ...statusBase(state), status: 'redirected', redirect };
    case APPLICATION_STATE.rejected:
      return { ...statusBase(state), status: 'rejected' };
    default:
      return {
        ...statusBase(state),
        status: 'partner-step',
        partner: { name: redirect.partner.name },
        offers: [
          exampleOffer(),
          { ...exampleOffer(), offerId: 'off-second', amount: exampleOffer().amount / 2 },
        ],
      };
  }
}

export function galleryApi(answers: GalleryAnswers = {}, progress?: ApplicationState): FakeHandler {
  return (call) => {
    const operation = operationOf(call);
    if (!operation) return jsonResponse({ message: 'Not found' }, 404);
    const custom = answers[operation];
    if (custom) return custom(call);
    if (operation === 'getDataPoints') {
      const config = variantConfig();
      return config ? jsonResponse(config) : jsonResponse({ message: 'Not found' }, 404);
    }
    if (operation === 'getLeadStatus') return jsonResponse(statusAt(progress ?? APPLICATION_STATE.accepted));
    return jsonResponse(operationExamples[operation].response, contractRoutes[operation].successStatus);
  };
}
