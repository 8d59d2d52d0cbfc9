import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';

/**
 * What the tracking layer may use, from the cell's build env (issue 15). Every third party is off unless its id is
 * set; every script URL and API host is configurable (the vendors' own by default) so the e2e suite can point them at
 * a local collector. Built by the app from `env`; the modules here receive it and never read the env themselves.
 */
export interface SessionRecordingConfig {
  /** Recording is enabled by configuration. */
  enabled: boolean;
  /** Spec section 9: a random integer 0-99 at or above this disables recording (default 100). */
  percentage: number;
  /** utm_source=retargeting sessions are recorded only when this is on. */
  logRetargeting: boolean;
  /** utm_source=abandonment sessions are recorded only when this is on. */
  logAbandonment: boolean;
}

export interface TrackingConfig {
  analytics?: { key: string; apiHost: string; recording: SessionRecordingConfig };
  metaPixel?: { id: string; scriptUrl: string };
  tiktokPixel?: { id: string; scriptUrl: string };
  /** The tag manager; `googleAdsSendTo` ("AW-123/label") is the Google Ads conversion's send_to, when configured. */
  tagManager?: { id: string; scriptUrl: string; googleAdsSendTo?: string };
  errorReporting?: { dsn: string; environment: string };
  captcha?: { siteKey: string; scriptUrl: string };
}

/** A third party's script: the vendor's URL by default, another (a mirror, the e2e collector) when configured. */
const scriptUrl = (vendorUrl: string) =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value) => (value?.trim() ? value.trim() : vendorUrl)),
  );
const optionalText = lazySchema(() =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value) => (value?.trim() ? value.trim() : undefined)),
  ),
);
const flag = lazySchema(() =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value) => ['1', 'true', 'on', 'yes'].includes((value ?? '').trim().toLowerCase())),
  ),
);

/**
 * The tracking layer's part of the build env (.env.<mode>), parsed here rather than in shared/config/env.ts: only a
 * build with a third party configured loads this module (app/tracking-boot.ts), so the others do not carry it.
 */
export const trackingEnvSchema = lazySchema(() =>
  z.object({
    MODE: z.string(),
    VITE_POSTHOG_KEY: optionalText,
    VITE_POSTHOG_HOST: optionalText,
    // Session recording (spec sections 4 and 9): off unless enabled; a random 0-99 at or above the percentage skips it.
    VITE_SESSION_RECORDING: flag,
    VITE_SESSION_LOG_PERCENTAGE: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100)), 100),
    VITE_LOG_RETARGETING: flag,
    VITE_LOG_ABANDONMENT: flag,
    VITE_FACEBOOK_PIXEL_ID: optionalText,
    VITE_FACEBOOK_PIXEL_SCRIPT_URL: scriptUrl('https://connect.facebook.net/en_US/fbevents.js'),
    VITE_TIKTOK_PIXEL_ID: optionalText,
    VITE_TIKTOK_PIXEL_SCRIPT_URL: scriptUrl('https://analytics.tiktok.com/i18n/pixel/events.js'),
    VITE_GTM_ID: optionalText,
    VITE_GTM_SCRIPT_URL: scriptUrl('https://www.googletagmanager.com/gtm.js'),
    VITE_GOOGLE_ADS_ID: optionalText,
    /** With VITE_GOOGLE_ADS_ID, the conversion's send_to is `<id>/<label>` (spec section 8's warning when missing). */
    VITE_GOOGLE_ADS_CONVERSION_LABEL: optionalText,
    VITE_SENTRY_DSN: optionalText,
    VITE_CAPTCHA_SITE_KEY: optionalText,
    VITE_CAPTCHA_SCRIPT_URL: scriptUrl('https://www.google.com/recaptcha/api.js'),
  }),
);

export type TrackingEnv = z.output<typeof trackingEnvSchema>;

/** PostHog's cloud host, when a key is set without a host. */
export const DEFAULT_ANALYTICS_HOST = 'https://eu.i.posthog.com';

/** Each third party only when its id is set; nothing else turns one on. */
export function trackingConfigFromEnv(env: TrackingEnv): TrackingConfig {
  const adsSendTo =
    env.VITE_GOOGLE_ADS_ID && env.VITE_GOOGLE_ADS_CONVERSION_LABEL
      ? `${env.VITE_GOOGLE_ADS_ID}/${env.VITE_GOOGLE_ADS_CONVERSION_LABEL}`
      : undefined;
  return {
    ...(env.VITE_POSTHOG_KEY && {
      analytics: {
        key: env.VITE_POSTHOG_KEY,
        apiHost: env.VITE_POSTHOG_HOST ?? DEFAULT_ANALYTICS_HOST,
        recording: {
          enabled: env.VITE_SESSION_RECORDING,
          percentage: env.VITE_SESSION_LOG_PERCENTAGE,
          logRetargeting: env.VITE_LOG_RETARGETING,
          logAbandonment: env.VITE_LOG_ABANDONMENT,
        },
      },
    }),
    ...(env.VITE_FACEBOOK_PIXEL_ID && {
      metaPixel: { id: env.VITE_FACEBOOK_PIXEL_ID, scriptUrl: env.VITE_FACEBOOK_PIXEL_SCRIPT_URL },
    }),
    ...(env.VITE_TIKTOK_PIXEL_ID && {
      tiktokPixel: { id: env.VITE_TIKTOK_PIXEL_ID, scriptUrl: env.VITE_TIKTOK_PIXEL_SCRIPT_URL },
    }),
    ...(env.VITE_GTM_ID && {
      tagManager: {
        id: env.VITE_GTM_ID,
        scriptUrl: env.VITE_GTM_SCRIPT_URL,
        ...(adsSendTo && { googleAdsSendTo: adsSendTo }),
      },
    }),
    ...(env.VITE_SENTRY_DSN && { errorReporting: { dsn: env.VITE_SENTRY_DSN, environment: env.MODE } }),
    ...(env.VITE_CAPTCHA_SITE_KEY && {
      captcha: { siteKey: env.VITE_CAPTCHA_SITE_KEY, scriptUrl: env.VITE_CAPTCHA_SCRIPT_URL },
    }),
  };
}

/** Every script URL the trackers may load, for the Trusted Types policy (load-script.ts). */
export function trackerScriptUrls(config: TrackingConfig): string[] {
  return [config.metaPixel, config.tiktokPixel, config.tagManager, config.captcha].flatMap((tracker) =>
    tracker ? [tracker.scriptUrl] : [],
  );
}
