/**
 * The session's campaign values (issue 19, item 2; docs/adr/0018): the UTM parameters of the first landing of the
 * session that carried any (first touch, never overwritten within the session) and of the latest such landing (last
 * touch, replaced by any landing carrying a UTM value), as attribution tools keep them. A landing without UTM values
 * keeps both. They belong to the session: clearing a session (session.ts) removes them, so a new session's first
 * landing is its first touch. Kept in session and local storage like the session id, so a new tab of the same session
 * keeps them too. Campaign names are not personal data.
 */
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import { StorageKey } from '#shared/lib/storage/keys.ts';
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';
import type { Utm } from './landing-params.ts';
import { storedText } from './stored-text.ts';

export interface UtmTouches {
  firstTouch?: Utm;
  lastTouch?: Utm;
}

/** The lead contract's bound on one value; a longer value is cut rather than losing the whole lead field. */
export const MAX_UTM_VALUE_LENGTH = 200;

const utmValue = lazySchema(() => z.optional(storedText(MAX_UTM_VALUE_LENGTH)));
const utmSchema = lazySchema(() =>
  z.object({
    source: utmValue,
    medium: utmValue,
    campaign: utmValue,
    content: utmValue,
    term: utmValue,
  }),
);
const storedTouchesSchema = lazySchema(() =>
  z.object({
    firstTouch: z.optional(utmSchema),
    lastTouch: z.optional(utmSchema),
  }),
);

/** Only the values a landing carried, each within the contract's length; undefined when there is none. */
export function cleanUtm(utm: Utm | undefined): Utm | undefined {
  const entries = Object.entries(utm ?? {}).flatMap(([key, value]) =>
    typeof value === 'string' && value.trim() ? [[key, value.trim().slice(0, MAX_UTM_VALUE_LENGTH)]] : [],
  );
  // The keys come from a Utm; entries() widens them to string.
  return entries.length > 0 ? (Object.fromEntries(entries) as Utm) : undefined;
}

/** The touches after one landing: first touch kept once set, last touch replaced by any landing with a UTM value. */
export function nextUtmTouches(stored: UtmTouches, landing: Utm | undefined): UtmTouches {
  const touch = cleanUtm(landing);
  const firstTouch = stored.firstTouch ?? touch;
  const lastTouch = touch ?? stored.lastTouch;
  return { ...(firstTouch ? { firstTouch } : {}), ...(lastTouch ? { lastTouch } : {}) };
}

/** Reads the stored touches (session storage first, then local), applies this landing and writes them back. */
export function settleUtmTouches(input: { storage: SafeStorage; landing: Utm | undefined }): UtmTouches {
  const { storage } = input;
  const stored = storage.read(StorageKey.utmTouches, storedTouchesSchema) ?? {};
  const touches = nextUtmTouches(stored, input.landing);
  if (touches.firstTouch) storage.writeBoth(StorageKey.utmTouches, touches);
  else storage.removeBoth(StorageKey.utmTouches);
  return touches;
}
