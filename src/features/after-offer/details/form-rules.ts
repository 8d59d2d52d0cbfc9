/**
 * Field rules the details screens share. Values are typed as text (what the applicant sees) and turned into the
 * contract's shapes only when the body is built, so a draft always holds exactly what was typed. The rules come
 * from the build's country (patterns, postal code, phone), the same ones the classic steps apply.
 */
import { z } from 'zod';
import { lazySchema } from '#contract/lazy-schema.ts';
import { market } from '#markets/market.ts';
import { formatMoney, parseAmount } from '#shared/lib/money.ts';
import { parsePhone } from '#shared/lib/phone.ts';
import { parseDate as parseAnyDate, todayIso } from '#shared/lib/dates.ts';
import { countryRules } from '#markets/country-validation.ts';
import type { PatternKind } from '#shared/lib/validation/patterns.ts';
import { dateFormatParams } from '#shared/i18n/date-format-params.ts';
import { withParams } from '../use-step-messages.ts';

/** The i18n namespace of the details screens (public/locales/<loc>/after-offer-details.json). */
export const NAMESPACE = 'after-offer-details';

export const rules = countryRules(market.target.country, market.loan);

/** Largest amount the contract's money schema takes. */
export const MONEY_MAX = 100_000_000;

const patternOf = (kind: PatternKind) => rules.patterns[kind];

/** Required text matching the country's pattern for its kind of field. */
export const requiredText = (kind: PatternKind, max = 100) =>
  z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(max, withParams('validation.maxLength', { max }))
    .regex(patternOf(kind), `validation.pattern.${kind}`);

/** Optional text: empty is fine, anything typed must match the pattern. */
export const optionalText = (kind: PatternKind, max = 100) =>
  z
    .string()
    .trim()
    .max(max, withParams('validation.maxLength', { max }))
    .refine((value) => value === '' || patternOf(kind).test(value), `validation.pattern.${kind}`);

/** Dates as the market writes them (day or month first). */
const parseDate = (typed: string) => parseAnyDate(typed, market.country.dateStyle);

/** How to write a date, in the market's order and separator. */
export const DATE_FORMAT_MESSAGE = withParams(
  'validation.date.format',
  dateFormatParams(market.country.dateStyle),
);

/** A past (or today's) date typed as the market writes it; leaves as ISO through toIsoDate. */
export const pastDate = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1, 'validation.required')
    .refine((value) => parseDate(value) !== undefined, DATE_FORMAT_MESSAGE)
    .refine((value) => (parseDate(value) ?? '') <= todayIso(), 'validation.date.future'),
);

export const toIsoDate = (typed: string) => parseDate(typed) ?? typed;

/** Money as typed in the market's way of writing numbers ("12,500.50" in Mexico, "12.500,50" in Spain). */
export const parseMoney = (typed: string) => parseAmount(typed, market.country.intlLocale);

/** Cents at most, never negative, within the contract's maximum. */
export function isMoney(amount: number): boolean {
  return (
    Number.isFinite(amount) &&
    amount >= 0 &&
    amount <= MONEY_MAX &&
    Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6
  );
}

export const moneyAmount = (min: number) =>
  z
    .string()
    .trim()
    .min(1, 'validation.required')
    .refine((value) => isMoney(parseMoney(value)), 'validation.money')
    .refine(
      (value) => parseMoney(value) >= min,
      withParams('validation.amount.min', {
        min: formatMoney(min, market.country.intlLocale, market.country.currency),
      }),
    );

/** A whole number in [min, max], typed in digits. */
export const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, 'validation.required')
    .regex(/^\d{1,4}$/, 'validation.number')
    .refine((value) => Number(value) >= min, withParams('validation.min', { min }))
    .refine((value) => Number(value) <= max, withParams('validation.max', { max }));

/** A phone number of the build's country (libphonenumber), with its error as a validation key. */
export const countryPhone = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1, 'validation.required')
    .superRefine(async (value, context) => {
      const parsed = await parsePhone(value, market.target.country);
      if (!parsed.ok) context.addIssue({ code: 'custom', message: `validation.phone.${parsed.error}` });
    }),
);

/** The national number the contract takes (digits only, without the country prefix or an extension). */
export async function nationalPhone(typed: string): Promise<string> {
  const parsed = await parsePhone(typed, market.target.country);
  return parsed.ok ? parsed.national : typed.trim();
}

/** A choice from a list (a select or radios): empty means nothing was chosen. */
export const requiredChoice = lazySchema(() => z.string().min(1, 'validation.choice'));

/** Identifiers are compared and sent compact: upper case, without spaces, dots or hyphens. */
export const compactCode = (typed: string) => typed.toUpperCase().replace(/[\s.-]/g, '');

/** Props for inputs holding codes (ids, tax numbers): no spelling help, capitals. */
export const CODE_INPUT = { spellCheck: false, autoCapitalize: 'characters', autoCorrect: 'off' } as const;

/** Server field names (as in the request body, dotted) to this form's flat field names. */
export const serverFieldOf =
  (names: Readonly<Record<string, string>>) =>
  (serverName: string): string | undefined =>
    Object.entries(names).find(([, server]) => server === serverName)?.[0];
