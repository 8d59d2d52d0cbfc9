/**
 * The landing URL's query parameters (spec section 2), read once at boot into typed data.
 * Values are trimmed and an empty value counts as absent; amount and period become numbers (spec 5);
 * a sessionId that is not an 8-4-4-4-12 UUID is ignored (spec 5); refTransactionId falls back to s_id.
 * Prefilled applicant fields are returned for the form only: they are personal data and are never
 * written to storage here.
 */
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import { isUuid } from './uuid.ts';
import { PREFILLED_FIELDS, type PrefilledField } from './prefilled-fields.ts';

const text = lazySchema(() =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value) => (value?.trim() ? value.trim() : undefined)),
  ),
);
const numeric = lazySchema(() =>
  z.pipe(
    text,
    z.transform((value) => {
      if (value === undefined) return undefined;
      const number = Number(value);
      return Number.isFinite(number) ? number : undefined;
    }),
  ),
);
const sessionId = lazySchema(() =>
  z.pipe(
    text,
    z.transform((value) => (isUuid(value) ? value : undefined)),
  ),
);

const querySchema = lazySchema(() =>
  z.object({
    refName: text,
    refSubId: text,
    refTransactionId: text,
    s_id: text,
    amount: numeric,
    period: numeric,
    firstName: text,
    lastName: text,
    email: text,
    phoneNumber: text,
    sellingTierGlobalId: text,
    fbclid: text,
    ttclid: text,
    gclid: text,
    gclsrc: text,
    gbraid: text,
    wbraid: text,
    utm_medium: text,
    utm_source: text,
    utm_campaign: text,
    utm_content: text,
    utm_term: text,
    sessionId,
  }),
);

export { PREFILLED_FIELDS, type PrefilledField };

export interface LandingAffiliate {
  refName?: string;
  refSubId?: string;
  refTransactionId?: string;
}

export interface LandingAdClick {
  gclid?: string;
  gclsrc?: string;
  gbraid?: string;
  wbraid?: string;
}

export interface Utm {
  medium?: string;
  source?: string;
  campaign?: string;
  content?: string;
  term?: string;
}

export interface PosthogPrefillParameters {
  isLeadPrefilled: boolean;
  leadPrefilledFields: PrefilledField[];
}

export interface LandingParams {
  affiliate: LandingAffiliate;
  amount?: number;
  period?: number;
  /** For the form only; personal data, never stored by attribution. */
  prefill: Partial<Record<PrefilledField, string>>;
  /** The lead patch of the prefilled fields, in the lead's own shape. */
  prefillLead: {
    personalDetails: { firstName?: string; lastName?: string };
    contactDetails: { email?: string; phoneNumber?: string };
  };
  posthogParameters: PosthogPrefillParameters;
  sellingTierGlobalId?: string;
  fbclid?: string;
  ttclid?: string;
  adClick: LandingAdClick;
  utm: Utm;
  /** Present only when it is a valid UUID. */
  sessionId?: string;
}

/** Only keys with a value: an absent parameter is absent, not a key holding undefined. */
function defined<T extends object>(record: T): T {
  // fromEntries types its result as a string-keyed record; it is the record less the keys holding undefined, which
  // T's optional keys allow (exactOptionalPropertyTypes is off).
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

function firstValues(params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in values)) values[key] = value;
  return values;
}

/** The typed landing data of a URL; undefined when the URL cannot be read at all. */
export function parseLandingParams(url: string | URL | undefined): LandingParams | undefined {
  let params: URLSearchParams;
  try {
    if (url === undefined) return undefined;
    params = new URL(url).searchParams;
  } catch {
    return undefined;
  }
  // Every field is optional and every transform total, so this parse cannot fail.
  const q = querySchema.parse(firstValues(params));
  const prefill = defined({
    firstName: q.firstName,
    lastName: q.lastName,
    email: q.email,
    phoneNumber: q.phoneNumber,
  });
  const leadPrefilledFields = PREFILLED_FIELDS.filter((field) => prefill[field] !== undefined);
  return defined({
    affiliate: defined({
      refName: q.refName,
      refSubId: q.refSubId,
      refTransactionId: q.refTransactionId ?? q.s_id,
    }),
    amount: q.amount,
    period: q.period,
    prefill,
    prefillLead: {
      personalDetails: defined({ firstName: q.firstName, lastName: q.lastName }),
      contactDetails: defined({ email: q.email, phoneNumber: q.phoneNumber }),
    },
    posthogParameters: { isLeadPrefilled: leadPrefilledFields.length > 0, leadPrefilledFields },
    sellingTierGlobalId: q.sellingTierGlobalId,
    fbclid: q.fbclid,
    ttclid: q.ttclid,
    adClick: defined({ gclid: q.gclid, gclsrc: q.gclsrc, gbraid: q.gbraid, wbraid: q.wbraid }),
    utm: defined({
      medium: q.utm_medium,
      source: q.utm_source,
      campaign: q.utm_campaign,
      content: q.utm_content,
      term: q.utm_term,
    }),
    sessionId: q.sessionId,
  });
}

/** Landing data with nothing in it: what an unreadable URL amounts to for everything but logging. */
export function emptyLandingParams(): LandingParams {
  return {
    affiliate: {},
    prefill: {},
    prefillLead: { personalDetails: {}, contactDetails: {} },
    posthogParameters: { isLeadPrefilled: false, leadPrefilledFields: [] },
    adClick: {},
    utm: {},
  };
}
