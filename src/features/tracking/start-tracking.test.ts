// @vitest-environment happy-dom
/** The tracking layer's entry: what starts after a yes, what stops after a later no, what analytics registers. */
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { bootAttribution } from '#features/attribution/boot.ts';
import { captchaToken } from '#features/funnel/submit-lead/lead-extras.ts';
import { startAnalytics, stopAnalytics } from './analytics/analytics.ts';
import { createConsentStore } from './consent/consent-state.ts';
import { startErrorReporting, stopErrorReporting } from './errors/error-reporting.ts';
import { connectPixels } from './pixels/funnel-pixels.ts';
import { registeredProperties, startTracking } from './start-tracking.ts';
import { startTagManager } from './tag-manager/gtm.ts';
import type { TrackingConfig } from './tracking-config.ts';

vi.mock('./analytics/analytics.ts', () => ({
  startAnalytics: vi.fn(() => Promise.resolve(true)),
  stopAnalytics: vi.fn(),
  trackFunnelEvent: vi.fn(),
  forwardToRecorder: vi.fn(),
}));
vi.mock('./errors/error-reporting.ts', () => ({
  startErrorReporting: vi.fn(() => Promise.resolve(true)),
  stopErrorReporting: vi.fn(),
  forwardLogErrors: vi.fn(() => () => undefined),
  captureEarlyErrors: vi.fn(() => () => undefined),
  reportBoundaryError: vi.fn(),
}));
vi.mock('./tag-manager/gtm.ts', () => ({ startTagManager: vi.fn(() => Promise.resolve(true)) }));
vi.mock('./pixels/funnel-pixels.ts', () => ({ connectPixels: vi.fn(() => vi.fn()) }));
vi.mock('./captcha/captcha.ts', () => ({
  createCaptcha: () => ({ getToken: () => Promise.resolve('token-1'), preload: () => undefined }),
}));

const CONFIG: TrackingConfig = {
  analytics: {
    key: 'phc',
    apiHost: 'https://analytics.test',
    recording: { enabled: false, percentage: 100, logRetargeting: false, logAbandonment: false },
  },
  metaPixel: { id: '1', scriptUrl: 'https://pixels.test/fbevents.js' },
  tagManager: { id: 'GTM-1', scriptUrl: 'https://tags.test/gtm.js', googleAdsSendTo: 'AW-1/lead' },
  errorReporting: { dsn: 'https://key@errors.test/1', environment: 'test' },
  captcha: { siteKey: 'site', scriptUrl: 'https://captcha.test/api.js' },
};

const attribution = bootAttribution({
  url: 'https://apply.test/?refName=partner&refSubId=7&utm_source=newsletter&utm_campaign=spring&email=a@example.com',
  now: () => new Date('2026-05-01T10:00:00.000Z'),
  storage: memorySafeStorage().storage,
  randomUUID: () => '9d7c2f4e-1b3a-4c5d-8e6f-7a8b9c0d1e2f',
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the tracking layer', () => {
  beforeEach(() => vi.clearAllMocks());

  it('registers the attribution parameters and the session id with analytics, nothing personal', () => {
    expect(registeredProperties(attribution)).toEqual({
      sessionId: '9d7c2f4e-1b3a-4c5d-8e6f-7a8b9c0d1e2f',
      refName: 'partner',
      refSubId: '7',
      utm_source: 'newsletter',
      utm_campaign: 'spring',
    });
  });

  it('starts every configured third party, and stops them all on a later no, and again on a yes', async () => {
    const consent = createConsentStore({ storage: memorySafeStorage().storage });
    consent.getState().grant();
    const stop = startTracking({ config: CONFIG, consent, attribution, country: 'mx', win: window });
    await settle();
    expect(startErrorReporting).toHaveBeenCalledWith(CONFIG.errorReporting);
    expect(startAnalytics).toHaveBeenCalledWith(expect.objectContaining({ consent: 'granted' }));
    expect(startTagManager).toHaveBeenCalledWith(CONFIG.tagManager, window);
    expect(connectPixels).toHaveBeenCalledWith(
      expect.objectContaining({ tagManager: { win: window, googleAdsSendTo: 'AW-1/lead' } }),
    );
    expect(await captchaToken()).toBe('token-1');

    consent.getState().deny();
    await settle();
    expect(stopAnalytics).toHaveBeenCalledTimes(1);
    expect(stopErrorReporting).toHaveBeenCalledTimes(1);
    // connectPixels is mocked to return a vi.fn(): the disconnect the app must call on a no.
    const disconnect = vi.mocked(connectPixels).mock.results[0]?.value;
    expect(disconnect).toHaveBeenCalledTimes(1);
    // No captcha after a no: the lead goes out without a token.
    expect(await captchaToken()).toBeUndefined();

    consent.getState().grant();
    await settle();
    expect(startAnalytics).toHaveBeenCalledTimes(2);
    stop();
    await settle();
  });

  it('leaves out what is not configured', async () => {
    const consent = createConsentStore({ storage: memorySafeStorage().storage });
    consent.getState().grant();
    const stop = startTracking({
      config: { metaPixel: CONFIG.metaPixel },
      consent,
      attribution,
      country: 'mx',
    });
    await settle();
    expect(startAnalytics).not.toHaveBeenCalled();
    expect(startErrorReporting).not.toHaveBeenCalled();
    expect(startTagManager).not.toHaveBeenCalled();
    expect(connectPixels).toHaveBeenCalledWith(
      expect.not.objectContaining({ tagManager: expect.anything() }),
    );
    expect(await captchaToken()).toBeUndefined();
    stop();
  });
});
