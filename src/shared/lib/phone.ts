/**
 * Phone numbers with libphonenumber-js, loaded on first use (its metadata is ~30 kB gzip: never on the first screen).
 * Spec section 5: input must be a string of at most 250 characters; the parse errors are NOT_A_NUMBER, TOO_SHORT,
 * TOO_LONG and INVALID_COUNTRY; an extension is recognised.
 */
export const MAX_PHONE_INPUT_LENGTH = 250;
export const PHONE_ERRORS = ['NOT_A_NUMBER', 'TOO_SHORT', 'TOO_LONG', 'INVALID_COUNTRY'] as const;
export type PhoneError = (typeof PHONE_ERRORS)[number];

export type PhoneResult =
  { ok: true; e164: string; national: string; extension?: string } | { ok: false; error: PhoneError };

const library = () => import('libphonenumber-js/min');

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
  const { parsePhoneNumberWithError, ParseError } = await library();
  const region = country.toUpperCase();
  try {
    // The library's CountryCode is a union of ISO codes; our markets are all in it.
    const phone = parsePhoneNumberWithError(
      input.trim(),
      region as Parameters<typeof parsePhoneNumberWithError>[1],
    );
    if (phone.country !== region) return { ok: false, error: 'INVALID_COUNTRY' };
    if (!phone.isValid())
      return { ok: false, error: phone.nationalNumber.length < 10 ? 'TOO_SHORT' : 'NOT_A_NUMBER' };
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
