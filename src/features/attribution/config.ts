/**
 * Attribution settings (spec section 9), passed in rather than read from the build env so tests choose
 * them. A value that does not parse falls back to the default, except affiliate expiry hours, which the
 * spec keeps as given: a non-positive or invalid value means "never expires" and is logged where used.
 */
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import {
  DEFAULT_AFFILIATE_EXPIRY_HOURS,
  DEFAULT_APPLICATION_DATA_EXPIRY_MS,
} from '#shared/config/defaults.ts';
/** The UI tag that starts the lead's tag list (spec section 3): it marks leads sent by this front end. */
export const DEFAULT_UI_TAG = 'application-frontend';

export interface AttributionConfig {
  affiliateExpiryHours: number;
  applicationDataExpiryMs: number;
  /** Affiliate names (refName values) whose reference never expires. */
  staticAffiliateNames: readonly string[];
  /** VITE_EMBED_PARENT_ORIGINS: the pages allowed to frame the app, the only parents a leadSource names. */
  embedParentOrigins: readonly string[];
  uiTag: string;
}

const configSchema = lazySchema(() =>
  z.object({
    affiliateExpiryHours: z.catch(z._default(z.number(), DEFAULT_AFFILIATE_EXPIRY_HOURS), Number.NaN),
    applicationDataExpiryMs: z.catch(
      z._default(z.number().check(z.positive()), DEFAULT_APPLICATION_DATA_EXPIRY_MS),
      DEFAULT_APPLICATION_DATA_EXPIRY_MS,
    ),
    staticAffiliateNames: z.catch(z._default(z.array(z.string()), []), []),
    embedParentOrigins: z.catch(z._default(z.array(z.string()), []), []),
    uiTag: z.catch(z._default(z.string().check(z.minLength(1)), DEFAULT_UI_TAG), DEFAULT_UI_TAG),
  }),
);

export function resolveAttributionConfig(input: Partial<AttributionConfig> = {}): AttributionConfig {
  const parsed = z.safeParse(configSchema, input);
  return parsed.success
    ? parsed.data
    : {
        affiliateExpiryHours: DEFAULT_AFFILIATE_EXPIRY_HOURS,
        applicationDataExpiryMs: DEFAULT_APPLICATION_DATA_EXPIRY_MS,
        staticAffiliateNames: [],
        embedParentOrigins: [],
        uiTag: DEFAULT_UI_TAG,
      };
}
