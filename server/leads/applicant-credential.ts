/**
 * The applicant's credential (docs/adr/0027): 256 bits from the CSPRNG, base64url, given to the browser that made the
 * lead; the database keeps only its SHA-256. A fast hash is enough: the secret is random, not a password, so there is
 * nothing to guess from the hash. Comparison is constant-time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { APPLICANT_CREDENTIAL_SCHEME, applicantCredentialSchema } from '#contract/lead.ts';

export const CREDENTIAL_BYTES = 32;

export function credentialHash(credential: string): string {
  return createHash('sha256').update(credential).digest('hex');
}

export function newCredential(): { credential: string; hash: string } {
  const credential = randomBytes(CREDENTIAL_BYTES).toString('base64url');
  return { credential, hash: credentialHash(credential) };
}

/** The credential an Authorization header presents, or undefined when it presents none in the right form. */
export function presentedCredential(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const [scheme, credential, ...rest] = value.trim().split(/\s+/);
  if (rest.length > 0 || scheme?.toLowerCase() !== APPLICANT_CREDENTIAL_SCHEME.toLowerCase())
    return undefined;
  return applicantCredentialSchema.safeParse(credential).success ? credential : undefined;
}

export function credentialMatches(storedHash: string | null, presented: string): boolean {
  if (!storedHash) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(credentialHash(presented), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
