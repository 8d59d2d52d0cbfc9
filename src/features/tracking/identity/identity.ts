/**
 * The applicant's identity as the ad pixels may see it (spec sections 5 and 7): SHA-256 hashes only, never the plain
 * email, phone or session id. Web Crypto does the hashing: it is in every browser the app supports and in node, so
 * no hashing library ships to the applicant.
 */
import { phoneForPixel } from '#shared/lib/phone.ts';
import { sha256Hex } from '#shared/lib/sha256.ts';

/** What a pixel is identified with: lowercase hex SHA-256 values, '' for what is not known or not usable. */
export interface HashedIdentity {
  email: string;
  phone: string;
  externalId: string;
}

/** The email as the pixels match it: trimmed and lowercased (spec section 5). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The hash of the normalised email; '' when there is none. */
export async function hashedEmail(email: string | undefined): Promise<string> {
  const normalised = normaliseEmail(email ?? '');
  return normalised ? sha256Hex(normalised) : '';
}

/**
 * The hash of the phone in international form (+525512345678), only when the country's numbering plan says it is
 * valid; '' otherwise (spec section 5). The input is trimmed and then held to the spec's 250 characters by the
 * parser (shared/lib/phone.ts), which knows each country's calling code: nothing here depends on the country.
 */
export async function hashedPhone(phone: string | undefined, country: string): Promise<string> {
  const international = await phoneForPixel((phone ?? '').trim(), country);
  return international ? sha256Hex(international) : '';
}

/** The external id the pixels match a visitor by: the hash of the funnel's session id (spec section 7). */
export async function externalId(sessionId: string): Promise<string> {
  return sessionId ? sha256Hex(sessionId) : '';
}

/** Hashes everything the pixels may be identified with, in parallel. */
export async function hashIdentity(input: {
  sessionId: string;
  country: string;
  email?: string;
  phoneNumber?: string;
}): Promise<HashedIdentity> {
  const [email, phone, external] = await Promise.all([
    hashedEmail(input.email),
    hashedPhone(input.phoneNumber, input.country),
    externalId(input.sessionId),
  ]);
  return { email, phone, externalId: external };
}
