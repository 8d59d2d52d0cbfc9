/**
 * Phone numbers with libphonenumber-js, loaded on first use and never on the first screen. A build holds the numbering
 * plan of its own country only (phone-library.ts; 10.7 kB gzip with the parser in mx), so it parses that country's
 * numbers; a number of another country is refused as INVALID_COUNTRY, as it was with every country's metadata.
 * Spec section 5: input must be a string of at most 250 characters; the parse errors are NOT_A_NUMBER, TOO_SHORT,
 * TOO_LONG and INVALID_COUNTRY; an extension is recognised.
 */
import type { CountryCode } from './phone-library.ts';

export const MAX_PHONE_INPUT_LENGTH = 250;
export const PHONE_ERRORS = ['NOT_A_NUMBER', 'TOO_SHORT', 'TOO_LONG', 'INVALID_COUNTRY'] as const;
export type PhoneError = (typeof PHONE_ERRORS)[number];

export type PhoneResult =
  { ok: true; e164: string; national: string; extension?: string } | { ok: false; error: PhoneError };

const library = () => import('./phone-library.ts');

function asPhoneError(message: string): PhoneError {
  if (message === 'TOO_SHORT' || message === 'INVALID_LENGTH') return 'TOO_SHORT';
  if (message === 'TOO_LONG' || message === 'INVALID_COUNTRY') return message;
  return 'NOT_A_NUMBER';
}

/** Parses a number typed for a country (two-letter code, any case); only that country's numbers are accepted. */
export async function parsePhone(input: unknown, country: string): Promise<PhoneResult> {
  if (typeof input !== 'string' || input.length > MAX_PHONE_INPUT_LENGTH || input.trim() === '') {
    return { ok: false, error: 'NOT_A_NUMBER' };
  }
  const { parsePhoneNumberWithError, validatePhoneNumberLength, ParseError } = await library();
  // The library's CountryCode is a union of ISO codes; our markets are all in it.
  const region = country.toUpperCase() as CountryCode;
  try {
    const phone = parsePhoneNumberWithError(input.trim(), region);
    if (phone.country !== region) return { ok: false, error: 'INVALID_COUNTRY' };
    if (!phone.isValid()) {
      // The country's own numbering plan says whether the length is wrong (9 digits in Spain, 10 in Mexico) or
      // the number is one the plan does not have.
      const length = validatePhoneNumberLength(input.trim(), region);
      return { ok: false, error: length === undefined ? 'NOT_A_NUMBER' : asPhoneError(length) };
    }
    return {
      ok: true,
      e164: phone.number,
      national: phone.nationalNumber,
      ...(phone.ext ? { extension: phone.ext } : {}),
    };
  } catch (error) {
    if (error instanceof ParseError) return { ok: false, error: asPhoneError(error.message) };
    return { ok: false, error: 'NOT_A_NUMBER' };
  }
}

/** For the ad-pixel identify step: trimmed, parsed, international form when valid, else empty (spec section 5). */
export async function phoneForPixel(input: unknown, country: string): Promise<string> {
  const result = await parsePhone(input, country);
  return result.ok ? result.e164 : '';
}

/**
 * A valid number grouped as the country writes it, without its country code ("55 1234 5678" in Mexico, "612 34 56 78"
 * in Spain, "1512 3456789" in Germany: the international grouping, so no trunk 0); undefined when it is not valid.
 */
export async function groupNationalNumber(input: string, country: string): Promise<string | undefined> {
  const result = await parsePhone(input, country);
  if (!result.ok || result.extension) return undefined;
  const { parsePhoneNumberWithError } = await library();
  const international = parsePhoneNumberWithError(result.e164).formatInternational();
  return international.replace(/^\+\d+\s/, '');
}
