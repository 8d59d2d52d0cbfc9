import { trackerScriptUrls, trackingConfigFromEnv, trackingEnvSchema } from './tracking-config.ts';

const parse = (raw: Record<string, string>) => trackingEnvSchema.parse({ MODE: 'production', ...raw });

describe('the tracking configuration from the build env', () => {
  it('turns nothing on when no id is set, whatever else is', () => {
    expect(
      trackingConfigFromEnv(
        parse({ VITE_SESSION_RECORDING: 'true', VITE_GTM_SCRIPT_URL: 'https://m.test/g.js' }),
      ),
    ).toEqual({});
  });

  it('turns empty tracking ids into "off"', () => {
    const env = parse({ VITE_GTM_ID: '', VITE_POSTHOG_KEY: '  ' });
    expect(env.VITE_GTM_ID).toBeUndefined();
    expect(env.VITE_POSTHOG_KEY).toBeUndefined();
    expect(trackingConfigFromEnv(env)).toEqual({});
  });

  it.each([
    ['VITE_POSTHOG_KEY', 'analytics'],
    ['VITE_FACEBOOK_PIXEL_ID', 'metaPixel'],
    ['VITE_TIKTOK_PIXEL_ID', 'tiktokPixel'],
    ['VITE_GTM_ID', 'tagManager'],
    ['VITE_SENTRY_DSN', 'errorReporting'],
    ['VITE_CAPTCHA_SITE_KEY', 'captcha'],
  ] as const)('turns on only what %s names (%s)', (id, part) => {
    const value = id === 'VITE_SENTRY_DSN' ? 'https://key@errors.test/1' : 'id-1';
    expect(Object.keys(trackingConfigFromEnv(parse({ [id]: value })))).toEqual([part]);
  });

  it("uses the vendors' script URLs unless another is configured", () => {
    const config = trackingConfigFromEnv(
      parse({
        VITE_FACEBOOK_PIXEL_ID: '1',
        VITE_GTM_ID: 'GTM-1',
        VITE_GTM_SCRIPT_URL: ' https://mirror.test/gtm.js ',
      }),
    );
    expect(config.metaPixel?.scriptUrl).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect(config.tagManager?.scriptUrl).toBe('https://mirror.test/gtm.js');
    expect(trackerScriptUrls(config)).toEqual([
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://mirror.test/gtm.js',
    ]);
  });

  it.each([
    [{ VITE_GOOGLE_ADS_ID: 'AW-1', VITE_GOOGLE_ADS_CONVERSION_LABEL: 'lead' }, 'AW-1/lead'],
    [{ VITE_GOOGLE_ADS_ID: 'AW-1' }, undefined],
    [{ VITE_GOOGLE_ADS_CONVERSION_LABEL: 'lead' }, undefined],
  ])('gives the Ads conversion send_to <id>/<label> only with both (%o)', (ads, sendTo) => {
    expect(trackingConfigFromEnv(parse({ VITE_GTM_ID: 'GTM-1', ...ads })).tagManager?.googleAdsSendTo).toBe(
      sendTo,
    );
  });

  it("reads session recording's switches and percentage (spec section 9: 100 by default)", () => {
    const off = trackingConfigFromEnv(parse({ VITE_POSTHOG_KEY: 'k' })).analytics?.recording;
    expect(off).toEqual({ enabled: false, percentage: 100, logRetargeting: false, logAbandonment: false });
    const on = trackingConfigFromEnv(
      parse({
        VITE_POSTHOG_KEY: 'k',
        VITE_SESSION_RECORDING: 'true',
        VITE_SESSION_LOG_PERCENTAGE: '25',
        VITE_LOG_RETARGETING: '1',
      }),
    ).analytics?.recording;
    expect(on).toEqual({ enabled: true, percentage: 25, logRetargeting: true, logAbandonment: false });
  });

  it.each(['101', '-1', '12.5', 'many'])('refuses a recording percentage of %s', (percentage) => {
    expect(trackingEnvSchema.safeParse({ MODE: 'x', VITE_SESSION_LOG_PERCENTAGE: percentage }).success).toBe(
      false,
    );
  });
});
