/**
 * Building blocks shared by every schema of the contract. Kept country-neutral: country-specific
 * rules (Mexican postal codes, CURP, PESEL ...) are applied by the variant's form, and by the
 * reference API only where an endpoint is country-specific (e.g. /lead/cnp).
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { COUNTRIES, PRODUCT_IDS } from './page-variants.ts';
import { LOCALES } from './locales.ts';

/** A lead id is a UUID chosen by the server on create. */
export const leadIdSchema = lazySchema(() =>
  z.uuid().check(z.describe('Lead id (UUID), issued by the server on create')),
);

/** Calendar date without time, `YYYY-MM-DD` (dates of birth, contract dates). */
export const isoDateSchema = lazySchema(() => z.iso.date().check(z.describe('Calendar date, YYYY-MM-DD')));

/** Instant in UTC ISO form with offset (timestamps set by the app or the server). */
export const isoDateTimeSchema = lazySchema(() =>
  z.iso.datetime({ offset: true }).check(z.describe('Timestamp, ISO 8601 (e.g. 2026-05-01T10:00:00.000Z)')),
);

/** Free text the applicant types into a short field (street, city, job title ...). */
export const shortText = (max = 100) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** Names: Unicode letters, spaces, hyphens and apostrophes (spec section 5, names). */
export const personNameSchema = lazySchema(() =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(60),
      z.regex(/^[\p{L}][\p{L}\p{M} '-]*$/u, 'Use letters, spaces and hyphens only'),
    ),
);

/** A choice code from a list the server publishes (choices, mappings, data-point options). */
export const choiceCodeSchema = lazySchema(() =>
  z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_.:-]+$/, 'Not a valid choice code')),
);

/** A money amount in the build's currency (whole or cent values, never negative). */
export const moneySchema = lazySchema(() =>
  z.number().check(z.nonnegative(), z.lte(100_000_000), z.multipleOf(0.01)),
);

/** A phone number as typed: optional +, digits, spaces, hyphens, parentheses; 6 to 20 digits. */
export const phoneNumberSchema = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.maxLength(30),
    z.regex(/^\+?[0-9 ()-]+$/, 'Not a valid phone number'),
    z.refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= 6 && digits <= 20;
    }, 'Not a valid phone number'),
  ),
);

/** Postal code in any of the supported markets (3 to 10 letters, digits, spaces or hyphens). */
export const postalCodeSchema = lazySchema(() =>
  z
    .string()
    .check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/, 'Not a valid postal code')),
);

/** A Mexican postal code: exactly five digits (spec section 5). */
export const mexicanPostalCodeSchema = lazySchema(() =>
  z.string().check(z.regex(/^\d{5}$/, 'Postal code must have 5 digits')),
);

/** The product (brand) identifier from the build configuration, added to lead and event bodies. */
export const productIdSchema = lazySchema(() =>
  z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(40),
      z.regex(/^[a-z0-9-]+$/, 'Not a valid product identifier'),
      z.describe('Product (brand) identifier from the build configuration, e.g. "prestaluz"'),
    ),
);

/**
 * The product id a lead or an event carries: `<product>-<country>` of one page variant of the build matrix
 * (contract/page-variants.ts). Checked on what the app sends, not on what the server returns, so a lead stored
 * before a variant was retired can still be read.
 */
export const leadProductIdSchema = lazySchema(() =>
  productIdSchema.check(
    z.refine((id) => PRODUCT_IDS.includes(id), 'Unknown product'),
    z.describe('Product id of a page variant, `<product>-<country>`, e.g. "prestaluz-mx"'),
  ),
);

/** Countries the product serves (ISO 3166-1 alpha-2, lower case as in the build matrix). */
export const COUNTRY_CODES = COUNTRIES;
export const countryCodeSchema = lazySchema(() => z.enum(COUNTRY_CODES));
export type CountryCode = z.infer<typeof countryCodeSchema>;

/** Locales of the product (spec section 1). */
export const localeSchema = lazySchema(() => z.enum(LOCALES));
export type Locale = z.infer<typeof localeSchema>;

/** A UUID session id (8-4-4-4-12 hexadecimal, spec section 5). */
export const sessionIdSchema = lazySchema(() => z.uuid());

/** A labelled option of a choice list. */
export const choiceSchema = lazySchema(() =>
  z.object({
    value: choiceCodeSchema,
    label: z.string().check(z.minLength(1), z.maxLength(200)),
  }),
);
export type Choice = z.infer<typeof choiceSchema>;

/**
 * For strict objects: the refusal of an unknown key names no key. zod's own message quotes it, and an answer never
 * quotes the input (server/fuzz.test.ts).
 */
export const noUnknownKeys = {
  error: (issue: z.core.$ZodRawIssue) => (issue.code === 'unrecognized_keys' ? 'Unknown field' : undefined),
};
