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

/**
 * Web Crypto's first digest in a page pays for its set-up: 7.9 ms at CPU 4x in Debian's chromium against 0.5 ms for
 * the next one (issue 27 item 6). A first Next hashes its lead's body for the idempotency key and the Lead event's id:
 * each form page asks for a throwaway digest while the applicant types, so that the press does not pay it (the ones
 * after the first cost next to nothing).
 */
export function warmUpDigest(): void {
  globalThis.crypto?.subtle?.digest('SHA-256', new Uint8Array(0)).catch(() => {
    // Nothing to do: the first real digest pays the set-up instead.
  });
}
