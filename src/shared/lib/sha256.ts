/**
 * SHA-256 with Web Crypto (in every browser the app supports and in node): the ad pixels' hashed identities and the
 * event id the browser event and the lead share (spec section 7), with no hashing library shipped to the applicant.
 */
const hex = (bytes: ArrayBuffer): string =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The SHA-256 of the text's UTF-8 bytes, as 64 lowercase hex characters. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/**
 * The event id of a browser event (spec section 7: a hash of a timestamp and a unique id). The lead carries the
 * same id, so a server-side copy of the Lead event is deduplicated against the browser's.
 */
export function eventId(timestampMs: number, uniqueId: string): Promise<string> {
  return sha256Hex(`${timestampMs}.${uniqueId}`);
}

/** A fresh event id: now and a random UUID. */
export function newEventId(
  now: number = Date.now(),
  uniqueId: string = globalThis.crypto.randomUUID(),
): Promise<string> {
  return eventId(now, uniqueId);
}
