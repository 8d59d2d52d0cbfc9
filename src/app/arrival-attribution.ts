/**
 * The landing, read once per page (spec section 4): the affiliate reference, the session, the click ids, the UTM
 * touches and the stored application settled and stored by bootAttribution, the app's one implementation. On a
 * first visit the page records it on arrival, from a small entry of its own (src/arrival.ts, issue 27 item 2), long
 * before the app starts at the applicant's first touch (docs/adr/0023); the app then reads the same result (this
 * module is one instance on the page), so the landing is never settled twice.
 */
import { bootAttribution, type AttributionBoot } from '#features/attribution/boot.ts';
import { env } from '#shared/config/env.ts';
import { browserSafeStorage } from '#shared/lib/storage/safe-storage.ts';

let recorded: AttributionBoot | undefined;

export function attributionOnce(input: { url: string; cookies: string }): AttributionBoot {
  recorded ??= bootAttribution({
    url: input.url,
    now: () => new Date(),
    storage: browserSafeStorage(),
    randomUUID: () => crypto.randomUUID(),
    config: {
      affiliateExpiryHours: env.VITE_AFFILIATE_EXPIRY_HOURS,
      applicationDataExpiryMs: env.VITE_APPLICATION_DATA_EXPIRY_MS,
      staticAffiliateNames: env.VITE_STATIC_AFFILIATES,
      embedParentOrigins: env.VITE_EMBED_PARENT_ORIGINS,
    },
    cookies: input.cookies,
  });
  return recorded;
}
