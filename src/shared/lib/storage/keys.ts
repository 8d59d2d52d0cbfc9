/**
 * The browser-storage keys of spec section 3, as typed constants: code names a key through these, never
 * through a string literal, so a typo is a compile error and every key the app writes is listed here.
 */
export const StorageKey = {
  storedLoanApplication: 'storedLoanApplication',
  sessionId: 'sessionId',
  sessionStartedAt: 'sessionStartedAt',
  state: 'state',
  gclid: 'gclid',
  initAt: 'initAt',
  /** The lead id. */
  lid: 'lid',
  redirected: 'redirected',
  redirectUrl: 'redirectUrl',
  redirectMethod: 'redirectMethod',
  /** The re-application mark: this session's applicant was decided on and started again (docs/adr/0018). */
  reapplying: 'reapplying',
  newSessionFlag: 'newSessionFlag',
  /**
   * The session's campaign values: the UTM parameters of its first landing that had any, and of its latest
   * (docs/adr/0018). The spec reads the UTM parameters but names no key for them.
   */
  utmTouches: 'utmTouches',
  /** The session recorder must not start (spec section 4, "Session recording"). */
  sessionRecorderBlocked: 'sessionRecorderBlocked',
  /** The session recorder has started in this session. */
  sessionRecorderInitialised: 'sessionRecorderInitialised',
  /**
   * The affiliate reference (spec sections 3 and 4). The spec says where it is saved (session and local
   * storage) but does not name the key; it is named after the lead field that carries it.
   */
  affiliateReferenceParams: 'affiliateReferenceParams',
  /**
   * The applicant's credential for this tab's lead (session storage only; docs/adr/0027): a random secret the API
   * issued, not personal data, and never sent anywhere but the lead API.
   */
  leadCredential: 'leadCredential',
  /** The idempotency key of a lead create not yet answered, with a hash of its body (docs/adr/0011). */
  pendingLeadCreate: 'pendingLeadCreate',
  /** The idempotency keys of after-offer step calls not yet answered, by call (docs/adr/0011). */
  pendingStepCalls: 'pendingStepCalls',
  /** The names (never the values) of identifiers typed before a reload dropped them (docs/adr/0011). */
  identifiersToRetype: 'identifiersToRetype',
  /**
   * The applicant's analytics-consent answer (spec section 4, "Analytics consent"): `{ status, decidedAt, version }`
   * in local storage, no personal data; asked again after 365 days or a new consent version (docs/adr/0011).
   */
  analyticsConsent: 'analyticsConsent',
} as const;

export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];

/*
 * Spec section 3 also lists sessionUrl, companyData and routeChange as storage keys; this build writes none of them
 * (docs/adr/0018-attribution-fields.md says why), so they are not here.
 */

/** Client-state slices of spec section 3 ("In-memory keys"); a slice may be mirrored in session storage. */
export const InMemoryKey = {
  leadApplication: 'leadApplication',
  dynamicPages: 'dynamicPages',
  uiColors: 'uiColors',
  asyncFormData: 'asyncFormData',
  isLoading: 'isLoading',
  sellingTierGlobalId: 'sellingTierGlobalId',
  sessionAcceptedRedirected: 'sessionAcceptedRedirected',
} as const;

export type InMemoryKey = (typeof InMemoryKey)[keyof typeof InMemoryKey];
