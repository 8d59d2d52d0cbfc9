/**
 * What never leaves for a tracker or the error collector (issue 15): the applicant's contact and identity (the
 * contact fields of spec section 3 and the identifiers of contract/identifiers.ts), by field name, and e-mail
 * addresses and phone-like numbers wherever they sit in free text. Used by the analytics filter and by the error
 * reports' scrubber, so both agree on what is personal.
 */
import { NEVER_STORED_FIELD_NAMES } from '#contract/identifiers.ts';

export const REDACTED = '[redacted]';

/**
 * Field names whose value is personal whatever it looks like: the contact and identity data points of spec section 3
 * ("Lead data points"), the pixels' `contactForHashing` (src/features/funnel/funnel-events.ts), and usual spellings a
 * third-party payload may use.
 */
export const CONTACT_FIELD_NAMES = [
  'email',
  'phoneNumber',
  'phone',
  'workPhone',
  'firstName',
  'middleName',
  'lastName',
  'secondLastName',
  'fullName',
  'dateOfBirth',
  'street',
  'houseNumber',
  'blockNumber',
  'flatNumber',
  'postalCode',
  'vehicleLicensePlateNumber',
  'contactForHashing',
] as const;

/** Every field name whose value is personal: the contact fields, the identifiers and the secrets. */
export const PERSONAL_FIELD_NAMES: readonly string[] = [...CONTACT_FIELD_NAMES, ...NEVER_STORED_FIELD_NAMES];

const PERSONAL_KEYS: ReadonlySet<string> = new Set(PERSONAL_FIELD_NAMES.map((name) => name.toLowerCase()));

/** True when a key (flat or dotted; any case) names a contact field, an identifier or a secret. */
export function isPersonalKey(key: string): boolean {
  return PERSONAL_KEYS.has(key.slice(key.lastIndexOf('.') + 1).toLowerCase());
}

/**
 * Anything shaped like an address around an @ (RFC 5322's local part allows ' { } | and more): wider than an address
 * on purpose, since a missed address costs more than a redacted "a@b" in a log line.
 */
const EMAIL = /[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+/g;
/**
 * Seven or more digits, alone or split by spaces, dots, dashes or parentheses, with an optional +: phone numbers in
 * every market's writing (MARKETS.md), and also dates of birth and account or id numbers written out. Short numbers
 * (amounts, steps, HTTP statuses, years) stay readable, and so do digits inside a word (a UUID's groups, a hash): a
 * run must not start or end inside one.
 */
const PHONE_LIKE = /(?<![A-Za-z0-9-])\+?\d(?:[\s().-]*\d){6,}(?![A-Za-z0-9])/g;

/** The text with every e-mail address replaced by '[redacted]'. */
export function redactEmails(text: string): string {
  return text.replace(EMAIL, REDACTED);
}

/** The text with every e-mail address and phone-like digit run replaced by '[redacted]'. */
export function redactText(text: string): string {
  return redactEmails(text).replace(PHONE_LIKE, REDACTED);
}

/** A URL without its query string and fragment (they carry prefilled answers, click ids and session ids). */
export function withoutQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/**
 * A deep copy of a JSON-like value in which every string is redacted, every value under a personal key is replaced
 * by '[redacted]', and every URL loses its query. Depth is capped so a cyclic or very deep value cannot hang a
 * report; what lies deeper is dropped.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(withoutQueryIfUrl(value));
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = isPersonalKey(key) ? REDACTED : redactValue(item, depth + 1);
  }
  return copy;
}

const MAX_DEPTH = 10;

function withoutQueryIfUrl(text: string): string {
  return /^((https?:)?\/\/|\/)\S*$/i.test(text) ? withoutQuery(text) : text;
}
