/**
 * The application states 0-41 of spec section 3 as one table: each state's route (relative to the router's
 * basename, i.e. under the base path /application-frontend), its data key and whether it comes after the
 * offer. The routes the spec leaves open are chosen in docs/adr/0005-funnel-states-and-routes.md.
 *
 * The state numbers mirror contract/application-state.ts; only its types are imported here so this table stays
 * free of the validator (a test checks the two agree).
 */
import type { ApplicationState, ApplicationStateName } from '#contract/application-state.ts';
import type { ApplicationPageKind } from '#markets/matrix.ts';
import { withoutTrailingSlash } from '#shared/lib/url-path.ts';

/** The lead section a state's form fills (spec section 3: "Some states carry a data key"). */
export type DataKey =
  | 'personalDetails'
  | 'contactDetails'
  | 'incomeDetails'
  | 'otherDetails'
  | 'referenceInformation'
  | 'employer';

export interface FunnelState {
  state: ApplicationState;
  name: ApplicationStateName;
  /** The route under the base path; a route with a parameter (continue) is given without it. */
  path: string;
  dataKey?: DataKey;
  /** Spec section 2: only the listed pre-offer screens come before the offer; every other screen after it. */
  afterOffer: boolean;
}

/** /continue/{id} resumes a saved lead; the table holds the prefix. */
export const CONTINUE_PATH = '/continue';

/** A table row; `afterOffer` says which side of the offer the state stands on (spec section 2). */
const row =
  (afterOffer: boolean) =>
  (state: ApplicationState, name: ApplicationStateName, path: string, dataKey?: DataKey): FunnelState => ({
    state,
    name,
    path,
    afterOffer,
    ...(dataKey ? { dataKey } : {}),
  });
const pre = row(false);
const post = row(true);

/** Indexed by state number: FUNNEL_STATES[n].state === n. */
export const FUNNEL_STATES: readonly FunnelState[] = [
  pre(0, 'none', '/'),
  pre(1, 'loanInformation', '/loan-information'),
  pre(2, 'personalDetails', '/personal-details', 'personalDetails'),
  pre(3, 'contactDetails', '/contact-details', 'contactDetails'),
  pre(4, 'incomeDetails', '/income-details', 'incomeDetails'),
  pre(5, 'otherInformation', '/other-information', 'otherDetails'),
  post(6, 'checking', '/checking'),
  post(7, 'mobileVerification', '/mobile-verification'),
  pre(8, 'employmentDetails', '/employment-details', 'employer'),
  post(9, 'bankDataLinking', '/bank-data'),
  post(10, 'accepted', '/accepted'),
  post(11, 'thankYou', '/thank-you'),
  post(12, 'redirected', '/redirected'),
  post(13, 'rejected', '/rejected'),
  post(14, 'continue', CONTINUE_PATH),
  post(15, 'changeMobileNumber', '/change-mobile-number'),
  post(16, 'vehicle', '/vehicle'),
  post(17, 'partnerAccount', '/sale'),
  post(18, 'partnerAccountConfirmation', '/account'),
  post(19, 'partnerPaymentLink', '/payment-link'),
  post(20, 'policyConsents', '/consents'),
  post(21, 'additionalEmploymentDetails', '/additional-employment-details'),
  post(22, 'additionalPersonalDetails', '/additional-personal-details'),
  post(23, 'maritalDetails', '/marital-details'),
  post(24, 'aide', '/aide'),
  pre(25, 'referenceInformation', '/reference-information', 'referenceInformation'),
  post(26, 'partnerCredit', '/credit-details'),
  post(27, 'professionalDetails', '/professional-details'),
  post(28, 'cnp', '/cnp'),
  post(29, 'partnerConsents', '/partner-consents'),
  post(30, 'idUpload', '/id-upload'),
  post(31, 'customerDebts', '/customer-debts'),
  post(32, 'referenceDetails', '/reference-details'),
  post(33, 'wniosek', '/wniosek'),
  post(34, 'wniosekSupplement', '/wniosek-uzupelnienie'),
  post(35, 'dynamicConsents', '/dynamic-consents'),
  post(36, 'partnerConsentsSecond', '/partner-consents-second'),
  post(37, 'offerChoice', '/offer-choice'),
  post(38, 'partnerOfferFirst', '/partner-offer-1'),
  post(39, 'partnerOfferSecond', '/partner-offer-2'),
  post(40, 'partnerOfferThird', '/partner-offer-3'),
  post(41, 'partnerOfferFourth', '/partner-offer-4'),
];

/** Spec section 2 routes that belong to no state. */
export const UTILITY_ROUTES = { unsubscribe: '/unsubscribe', notFound: '/404' } as const;

/** The application index route: the redirect target when a state has no route. */
export const INDEX_PATH = '/';

export const CHECKING_STATE: ApplicationState = 6;
export const CONTINUE_STATE: ApplicationState = 14;
/** Accepted, thank you, redirected, rejected: the application's end, after which the browser keeps nothing personal. */
export const OUTCOME_STATES: readonly ApplicationState[] = [10, 11, 12, 13];

/** Spec section 4: loan information, personal, contact, income, other information, reference information, checking. */
export const CLASSIC_PRE_OFFER_ORDER: readonly ApplicationState[] = [1, 2, 3, 4, 5, 25, CHECKING_STATE];

/** The classic forms' first page (spec section 2: "The first page is personal details"). */
export const CLASSIC_FIRST_STATE: ApplicationState = 2;

/** Spec section 2: version 3 forms start at initial-details unless their configuration names another form. */
export const DEFAULT_DYNAMIC_FIRST_PAGE = 'initial-details';

export function isApplicationState(value: unknown): value is ApplicationState {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < FUNNEL_STATES.length;
}

export function stateByNumber(state: number): FunnelState | undefined {
  return isApplicationState(state) ? FUNNEL_STATES[state] : undefined;
}

/** The route of a state, or the index route for a number that is no state. */
export function pathOfState(state: number): string {
  return stateByNumber(state)?.path ?? INDEX_PATH;
}

/** A pathname without trailing slashes ('' and '/' are the index). */
export function normalisePath(pathname: string): string {
  const trimmed = withoutTrailingSlash(pathname);
  return trimmed === '' ? INDEX_PATH : trimmed;
}

const byPath = new Map(FUNNEL_STATES.map((entry) => [entry.path, entry]));

/** The state a pathname (relative to the basename) shows; /continue/{id} is the continue state. */
export function stateByPath(pathname: string): FunnelState | undefined {
  const path = normalisePath(pathname);
  const exact = byPath.get(path);
  if (exact) return exact;
  return path.startsWith(`${CONTINUE_PATH}/`) ? FUNNEL_STATES[CONTINUE_STATE] : undefined;
}

export function isAfterOfferState(state: number): boolean {
  return stateByNumber(state)?.afterOffer ?? false;
}

/**
 * The route of a variant's first page, by the kind of its application page: personal details for classic
 * forms; for v3 (dynamic) forms the form its configuration names (initial-details when none is named),
 * served at /{form path}.
 */
export function firstPagePath(kind: ApplicationPageKind, configuredFirstPage?: string): string {
  switch (kind) {
    case 'classic':
      return pathOfState(CLASSIC_FIRST_STATE);
    case 'dynamic':
      return `/${configuredFirstPage?.trim() || DEFAULT_DYNAMIC_FIRST_PAGE}`;
  }
}
