/**
 * HMAC-SHA256 signatures for the links the API hands out (resume links, unsubscribe links): a link whose signature
 * does not verify is refused before the database is asked. The key is the configured signingSecret, shared by every
 * process serving one database; without one a random key lives as long as the process (the start line says so).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface Signer {
  /** base64url HMAC-SHA256 of the value (43 characters). */
  sign(value: string): string;
  verify(value: string, signature: string): boolean;
  /** True when no key was configured and a random one is used. */
  readonly ephemeral: boolean;
}

export function createSigner(secret?: string): Signer {
  const key = secret ? Buffer.from(secret, 'utf8') : randomBytes(32);
  const sign = (value: string) => createHmac('sha256', key).update(value).digest('base64url');
  return {
    sign,
    verify: (value, signature) => {
      const expected = Buffer.from(sign(value));
      const actual = Buffer.from(signature);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
    ephemeral: !secret,
  };
}
