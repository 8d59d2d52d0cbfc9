/**
 * Where a redirected applicant was sent, in the spec's session keys (redirected, redirectUrl, redirectMethod), so
 * that coming back to this tab (the back button, a reload) is recognised and not sent on again by itself.
 */
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import type { PartnerRedirect } from '#contract/lead.ts';
import { StorageKey } from '#shared/lib/storage/keys.ts';
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';

export function recordRedirect(storage: SafeStorage, redirect: PartnerRedirect): void {
  storage.session.set(StorageKey.redirected, true);
  storage.session.set(StorageKey.redirectUrl, redirect.url);
  storage.session.set(StorageKey.redirectMethod, redirect.method);
}

const recordSchema = lazySchema(() =>
  z.object({
    redirected: z.literal(true),
    redirectUrl: z.string(),
    redirectMethod: z.enum(['GET', 'POST']),
  }),
);

/** True when this tab already left for this very redirect (same address and method). */
export function wasRedirectedTo(storage: SafeStorage, redirect: PartnerRedirect): boolean {
  const record = recordSchema.safeParse({
    redirected: storage.session.get(StorageKey.redirected),
    redirectUrl: storage.session.get(StorageKey.redirectUrl),
    redirectMethod: storage.session.get(StorageKey.redirectMethod),
  });
  return (
    record.success &&
    record.data.redirectUrl === redirect.url &&
    record.data.redirectMethod === redirect.method
  );
}

/** Whether this tab's session already sent the applicant to a partner: a lead made now is a re-application. */
export function redirectedThisSession(storage: SafeStorage): boolean {
  return storage.session.get(StorageKey.redirected) === true;
}
