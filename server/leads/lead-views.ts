/** Turns stored leads and decisions into the contract's responses. */
import { APPLICATION_STATE } from '#contract/application-state.ts';
import type { LeadData } from '#contract/lead-payload.ts';
import type {
  LeadResumeResponse,
  LeadSavedResponse,
  LeadStatusResponse,
  Offer,
  PartnerRedirect,
} from '#contract/lead.ts';
import type { ApiContext } from '../context.ts';
import { offerFigures } from '#contract/credit-cost.ts';
import { GENERIC_LOAN_PRODUCT, LOAN_PRODUCTS } from '#contract/loan-products.ts';
import { countryOfProduct, lendingIn } from './country-lending.ts';
import { decide, type Decision } from './decision.ts';
import type { StoredLeadRow } from './lead-repository.ts';
import { opaqueReference } from './opaque-reference.ts';
import { ensureChallenge } from './verification.ts';

/** An offer is valid this long from the lender's decision (spec section 9: 24 hours). */
export const OFFER_VALID_MS = 24 * 3_600_000;

export const decisionOf = (row: StoredLeadRow): Decision => {
  const country = countryOfProduct(row.product);
  return decide({
    data: row.data,
    completedStates: row.completedStates,
    mobileVerified: row.mobileVerified,
    ...(country ? { country } : {}),
  });
};

/** Has the applicant been through checking? Then the decision names the state. */
export const isChecked = (row: StoredLeadRow, context: ApiContext) =>
  row.statusPolls >= context.options.checkingPolls;

export function currentState(row: StoredLeadRow, context: ApiContext): number {
  if (isChecked(row, context)) return decisionOf(row).state;
  return row.data.leadStatus && row.data.leadStatus > 0
    ? row.data.leadStatus
    : APPLICATION_STATE.loanInformation;
}

export function savedView(row: StoredLeadRow, context: ApiContext): LeadSavedResponse {
  return {
    id: row.id,
    leadStatus: currentState(row, context),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function resumeView(row: StoredLeadRow, context: ApiContext): LeadResumeResponse {
  return {
    lead: { ...row.data, id: row.id, product: row.product },
    state: currentState(row, context),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * `product`: the lead's product id, whose country names the offer's currency and whose price list prices it
 * (contract/loan-products.ts, through contract/credit-cost.ts: the same figures the page's representative example
 * shows for that loan). Mexican lenders state the CAT.
 */
/**
 * Priced offers by product and loan: pricing solves the APR (and the CAT) by iteration, the costliest part of a status
 * read, and one loan's price never changes. Bounded: cleared when full.
 */
const PRICED = new Map<string, ReturnType<typeof offerFigures>>();
const PRICED_MAX = 5_000;

function pricedOffer(product: string, loan: { amount: number; term: number; unit: 'days' | 'months' }) {
  const key = `${product}|${loan.amount}|${loan.term}|${loan.unit}`;
  const known = PRICED.get(key);
  if (known) return known;
  const { pricing } = LOAN_PRODUCTS[product] ?? GENERIC_LOAN_PRODUCT;
  const figures = offerFigures(pricing, loan, lendingIn(countryOfProduct(product)).statesCat);
  if (PRICED.size >= PRICED_MAX) PRICED.clear();
  PRICED.set(key, figures);
  return figures;
}

export function offerFor(id: string, data: LeadData, now = new Date(), product = ''): Offer {
  const country = countryOfProduct(product);
  const lending = lendingIn(country);
  const amount = data.amount ?? lending.minOfferAmount * 10;
  const period = data.period ?? 12;
  const periodScale = data.periodScale ?? 'months';
  return {
    offerId: `off-${opaqueReference('offer', id, 12)}`,
    amount,
    period,
    periodScale,
    ...pricedOffer(product, { amount, term: period, unit: periodScale }),
    currency: lending.currency,
    expiresAt: new Date(now.getTime() + OFFER_VALID_MS).toISOString(),
  };
}

/** Steps that show the partner's offer: the sale, the payment method and the four partner offer pages. */
const SINGLE_OFFER_STEPS: ReadonlySet<number> = new Set([17, 19, 38, 39, 40, 41]);
export const OFFER_CHOICE_STATE = 37;

/**
 * The offers a partner step shows: one (the lead's own terms) for the single-offer steps; three for the offer
 * choice (a smaller sooner one, the lead's own, a longer cheaper-per-month one). Deterministic, by lead id.
 */
export function partnerOffersFor(
  id: string,
  data: LeadData,
  state: number,
  now = new Date(),
  product = '',
): Offer[] {
  const own = offerFor(id, data, now, product);
  const { minOfferAmount } = lendingIn(countryOfProduct(product));
  if (SINGLE_OFFER_STEPS.has(state)) return [own];
  if (state !== OFFER_CHOICE_STATE) return [];
  const variant = (suffix: string, amount: number, period: number) => ({
    ...offerFor(id, { ...data, amount, period }, now, product),
    offerId: `${own.offerId}-${suffix}`,
  });
  const scale = own.periodScale === 'months' ? 6 : 15;
  return [
    variant('a', Math.max(minOfferAmount, Math.round(own.amount / 2 / 100) * 100), own.period),
    own,
    variant('c', own.amount, own.period + scale),
  ];
}

/** The partner target: an opaque reference (never the lead id, opaque-reference.ts) and the amount; nothing personal. */
export function redirectFor(
  row: StoredLeadRow,
  decision: Extract<Decision, { status: 'redirected' }>,
  context: ApiContext,
): PartnerRedirect {
  const base = context.options.partnerBaseUrl.replace(/\/+$/, '');
  const url = new URL(`${base}/${decision.partner}`);
  const ref = opaqueReference('partner', row.id, 32);
  if (decision.method === 'GET') url.searchParams.set('ref', ref);
  return {
    url: url.toString(),
    method: decision.method,
    fields: decision.method === 'POST' ? { ref, amount: String(row.data.amount ?? 0) } : {},
    partner: { name: decision.partner },
  };
}

export async function statusView(
  row: StoredLeadRow,
  context: ApiContext,
  log: { info(obj: object, msg: string): void },
): Promise<LeadStatusResponse> {
  const decision = decisionOf(row);
  const base = { id: row.id, state: decision.state };
  // Offers are made when the lender decided and stay valid 24 hours from then, however often they are read.
  const decidedAt = row.decidedAt ?? new Date();
  switch (decision.status) {
    case 'accepted':
      return { ...base, status: 'accepted', offer: offerFor(row.id, row.data, decidedAt, row.product) };
    case 'rejected':
      return { ...base, status: 'rejected' };
    case 'thank-you':
      return { ...base, status: 'thank-you' };
    case 'redirected':
      return { ...base, status: 'redirected', redirect: redirectFor(row, decision, context) };
    case 'partner-step': {
      const offers = partnerOffersFor(row.id, row.data, decision.state, decidedAt, row.product);
      return {
        ...base,
        status: 'partner-step',
        partner: { name: decision.partner },
        ...(offers.length > 0 ? { offers } : {}),
      };
    }
    case 'mobile-verification':
      return {
        ...base,
        status: 'mobile-verification',
        verification: await ensureChallenge(row, context, log),
      };
  }
}
