/**
 * libphonenumber-js's core functions bound to the build's metadata, which holds the build's own country only
 * (virtual:phone-metadata). Imported lazily by phone.ts: this module and the metadata make the phone chunk.
 */
import {
  ParseError,
  parsePhoneNumberWithError as parseWithMetadata,
  validatePhoneNumberLength as validateLengthWithMetadata,
  type CountryCode,
} from 'libphonenumber-js/core';
import metadata from 'virtual:phone-metadata';

export { ParseError, type CountryCode };

/** Parses a number typed for a country; without one, the number must be international (+ and a calling code). */
export function parsePhoneNumberWithError(text: string, country?: CountryCode) {
  return country ? parseWithMetadata(text, country, metadata) : parseWithMetadata(text, metadata);
}

export function validatePhoneNumberLength(text: string, country: CountryCode) {
  return validateLengthWithMetadata(text, country, metadata);
}
