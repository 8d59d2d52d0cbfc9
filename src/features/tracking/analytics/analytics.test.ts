import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import posthog from 'posthog-js/no-external';
import { captureLogs } from '#shared/api/testing/log-capture.ts';
import { StorageKey } from '#shared/lib/storage/keys.ts';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import type { FunnelEvent } from '#features/funnel/funnel-events.ts';
import { REDACTED } from '../redaction/redact.ts';
import { personalValueArbitrary } from '../redaction/testing/personal-arbitraries.ts';
import type { SessionRecordingConfig } from '../tracking-config.ts';
import {
  createAnalytics,
  RECORDER_BLOCKED_WARNING,
  RECORDER_FAILED_WARNING,
  superProperties,
  type AnalyticsConfig,
  type AnalyticsDeps,
} from './analytics.ts';
import { ANALYTICS_LIMITS } from './posthog-options.ts';

vi.mock('posthog-js/no-external', () => ({
  default: {
    init: vi.fn(),
    register: vi.fn(),
    capture: vi.fn(),
    captureException: vi.fn(),
    startSessionRecording: vi.fn(),
    stopSessionRecording: vi.fn(),
  },
}));

// The real recorder bundle registers itself on the window; the stand-in does the same.
vi.mock('posthog-js/dist/lazy-recorder', () => {
  registerRecorder();
  return {};
});

function registerRecorder(): void {
  Object.assign(globalThis, {
    __PosthogExtensions__: { rrweb: { record: () => {} }, initSessionRecording: () => {} },
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  Reflect.deleteProperty(globalThis, '__PosthogExtensions__');
});

const recording = (overrides: Partial<SessionRecordingConfig> = {}): SessionRecordingConfig => ({
  enabled: false,
  percentage: 100,
  logRetargeting: false,
  logAbandonment: false,
  ...overrides,
});
const config = (overrides: Partial<SessionRecordingConfig> = {}): AnalyticsConfig => ({
  key: 'phc_test',
  apiHost: 'https://collector.example',
  recording: recording(overrides),
});

function setUp(deps: AnalyticsDeps = {}) {
  const { storage, session } = memorySafeStorage();
  const analytics = createAnalytics({
    sessionStorage: () => storage.session,
    loadRecorder: () => Promise.resolve(registerRecorder()),
    random: () => 0,
    ...deps,
  });
  return { analytics, session };
}

const initOptions = () => {
  const options = vi.mocked(posthog.init).mock.calls[0]?.[1];
  if (!options) throw new Error('posthog.init was not called');
  return options;
};

const captured = () =>
  vi.mocked(posthog.capture).mock.calls.map(([name, properties]) => ({ name, properties }));

describe('startAnalytics', () => {
  it.each([
    ['no analytics configured', { config: undefined, consent: 'granted' as const }],
    ['an empty key', { config: { ...config(), key: '' }, consent: 'granted' as const }],
    ['consent pending', { config: config(), consent: 'pending' as const }],
    ['consent denied', { config: config(), consent: 'denied' as const }],
  ])('loads nothing with %s', async (_name, input) => {
    const loadPostHog = vi.fn(() => Promise.resolve(posthog));
    const { analytics } = setUp({ loadPostHog });
    expect(await analytics.start({ ...input, registered: {} })).toBe(false);
    expect(loadPostHog).not.toHaveBeenCalled();
  });

  it("initialises posthog once with the key and the spec's options", async () => {
    const { analytics } = setUp();
    expect(await analytics.start({ config: config(), registered: {}, consent: 'granted' })).toBe(true);
    expect(await analytics.start({ config: config(), registered: {}, consent: 'granted' })).toBe(true);
    expect(posthog.init).toHaveBeenCalledTimes(1);
    expect(vi.mocked(posthog.init).mock.calls[0]?.[0]).toBe('phc_test');
    expect(initOptions()).toMatchObject({
      api_host: 'https://collector.example',
      autocapture: { dom_event_allowlist: ['click', 'submit'], element_allowlist: ['button', 'a'] },
      mask_all_text: true,
      capture_pageview: false,
      capture_pageleave: false,
      session_idle_timeout_seconds: 1800,
      cookie_expiration: 365,
      feature_flag_request_timeout_ms: 3000,
      surveys_request_timeout_ms: 10_000,
      persistence: 'memory',
      disable_external_dependency_loading: true,
      disable_session_recording: true,
      session_recording: { maskAllInputs: true, maskTextSelector: '*', blockSelector: '[data-private]' },
    });
  });

  it("relies on posthog-js's own 60 s request timeout, for which it has no option", () => {
    const require = createRequire(import.meta.url);
    const bundle = readFileSync(require.resolve('posthog-js/dist/module.no-external.js'), 'utf8');
    expect(ANALYTICS_LIMITS.requestTimeoutMs).toBe(60_000);
    expect(bundle).toMatch(/\.timeout=\w+\.timeout\|\|6e4/);
  });

  it('registers the attribution and the session id, without empty or personal values', async () => {
    const { analytics } = setUp();
    await analytics.start({
      config: config(),
      consent: 'granted',
      registered: {
        refName: 'partner',
        subId: 'ana@example.com',
        transactionId: 't-1',
        utm_source: 'google',
        utm_medium: '',
        sessionId: '123e4567-e89b-12d3-a456-426614174000',
        email: 'ana@example.com',
      },
    });
    expect(posthog.register).toHaveBeenCalledWith({
      refName: 'partner',
      subId: REDACTED,
      transactionId: 't-1',
      utm_source: 'google',
      sessionId: '123e4567-e89b-12d3-a456-426614174000',
    });
  });

  it('warns and stays off when posthog fails to load', async () => {
    const logs = captureLogs();
    const { analytics } = setUp({ loadPostHog: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await analytics.start({ config: config(), registered: {}, consent: 'granted' })).toBe(false);
    expect(logs).toEqual([
      { level: 'warn', message: 'Analytics failed to load', details: '{"error":"TypeError"}' },
    ]);
  });
});

describe('trackFunnelEvent', () => {
  const leadCreated: FunnelEvent = {
    name: 'lead_created',
    leadId: 'lead-1',
    eventId: 'e'.repeat(64),
    contactForHashing: { email: 'ana@example.com', phoneNumber: '+525512345678' },
  };

  it('captures funnel_<name> with the state, route and lead id only', async () => {
    const { analytics } = setUp();
    await analytics.start({ config: config(), registered: {}, consent: 'granted' });
    analytics.trackFunnelEvent({
      name: 'step_viewed',
      state: 2,
      path: '/apply/personal?email=ana@example.com',
    });
    analytics.trackFunnelEvent(leadCreated);
    analytics.trackFunnelEvent({ name: 'application_rejected', leadId: 'lead-1' });
    expect(captured()).toEqual([
      { name: 'funnel_step_viewed', properties: { state: 2, path: '/apply/personal' } },
      { name: 'funnel_lead_created', properties: { leadId: 'lead-1' } },
      { name: 'funnel_application_rejected', properties: { leadId: 'lead-1' } },
    ]);
  });

  it('holds events tracked before posthog runs and sends them in order after init', async () => {
    const { analytics } = setUp();
    analytics.trackFunnelEvent({ name: 'step_viewed', state: 1, path: '/' });
    analytics.trackFunnelEvent({ name: 'application_completed', leadId: 'lead-1' });
    expect(posthog.capture).not.toHaveBeenCalled();

    await analytics.start({ config: config(), registered: {}, consent: 'granted' });

    expect(captured().map(({ name }) => name)).toEqual([
      'funnel_step_viewed',
      'funnel_application_completed',
    ]);
    expect(vi.mocked(posthog.init).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(posthog.capture).mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('drops what waited when consent is refused, and queues nothing after', async () => {
    const { analytics } = setUp();
    analytics.trackFunnelEvent({ name: 'step_viewed', state: 1, path: '/' });
    await analytics.start({ config: config(), registered: {}, consent: 'denied' });
    analytics.trackFunnelEvent({ name: 'step_viewed', state: 2, path: '/apply' });
    await analytics.start({ config: config(), registered: {}, consent: 'granted' });
    expect(posthog.capture).not.toHaveBeenCalled();
  });

  it('never captures the contact data of any event', async () => {
    const { analytics } = setUp();
    await analytics.start({ config: config(), registered: {}, consent: 'granted' });
    const eventArbitrary = fc.oneof(
      fc.record({
        name: fc.constant('step_viewed' as const),
        state: fc.integer({ min: 0, max: 41 }),
        path: fc.tuple(fc.webPath(), personalValueArbitrary).map(([path, value]) => `${path}?q=${value}`),
      }),
      fc.record({
        name: fc.constant('lead_created' as const),
        leadId: fc.uuid(),
        eventId: fc.stringMatching(/^[0-9a-f]{64}$/),
        contactForHashing: fc.record({ email: fc.emailAddress(), phoneNumber: personalValueArbitrary }),
      }),
      fc.record({
        name: fc.constantFrom(
          'application_completed' as const,
          'application_accepted' as const,
          'application_rejected' as const,
        ),
        leadId: fc.uuid(),
      }),
    );
    fc.assert(
      fc.property(eventArbitrary, (event: FunnelEvent) => {
        vi.mocked(posthog.capture).mockClear();
        analytics.trackFunnelEvent(event);
        const [name, properties] = vi.mocked(posthog.capture).mock.calls[0] ?? [];
        expect(name).toBe(`funnel_${event.name}`);
        expect(Object.keys(properties ?? {}).every((key) => ['state', 'path', 'leadId'].includes(key))).toBe(
          true,
        );
        const sent = JSON.stringify(properties);
        if (event.name === 'lead_created') {
          expect(sent).not.toContain(event.contactForHashing.email);
          expect(sent).not.toContain(event.contactForHashing.phoneNumber);
        }
        if (event.name === 'step_viewed') expect(sent).not.toContain('?');
      }),
    );
  });
});

describe('before_send', () => {
  const capture = (properties: Record<string, unknown>) => ({ uuid: 'u', event: '$autocapture', properties });

  it('drops query strings, personal fields and personal text, and keeps posthog ids', async () => {
    const { analytics } = setUp();
    await analytics.start({ config: config(), registered: {}, consent: 'granted' });
    const beforeSend = initOptions().before_send;
    if (typeof beforeSend !== 'function') throw new Error('before_send is not a function');
    const sent = beforeSend({
      ...capture({
        $current_url: 'https://app.example/apply?firstName=Ana&email=ana@example.com',
        $session_id: '0193a1b2-1234-7890-abcd-1234567890ab',
        $time: 1764032115123,
        note: 'call 55 1234 5678',
        email: 'ana@example.com',
      }),
      $set_once: { $initial_current_url: 'https://app.example/?phone=5512345678' },
    });
    expect(sent).toEqual({
      ...capture({
        $current_url: 'https://app.example/apply',
        $session_id: '0193a1b2-1234-7890-abcd-1234567890ab',
        $time: 1764032115123,
        note: `call ${REDACTED}`,
      }),
      $set_once: { $initial_current_url: 'https://app.example/' },
    });
  });

  it('drops every event after consent is withdrawn', async () => {
    const { analytics } = setUp();
    await analytics.start({ config: config(), registered: {}, consent: 'granted' });
    const beforeSend = initOptions().before_send;
    if (typeof beforeSend !== 'function') throw new Error('before_send is not a function');
    analytics.stop();
    expect(beforeSend(capture({ a: 1 }))).toBeNull();
    analytics.trackFunnelEvent({ name: 'step_viewed', state: 1, path: '/' });
    expect(posthog.capture).not.toHaveBeenCalled();
  });
});

describe('session recording', () => {
  const start = (
    analytics: ReturnType<typeof createAnalytics>,
    overrides: Partial<SessionRecordingConfig>,
    utm = {},
  ) => analytics.start({ config: config(overrides), registered: utm, consent: 'granted' });

  it('loads the bundled recorder and starts recording when enabled and sampled in', async () => {
    const { analytics, session } = setUp();
    await start(analytics, { enabled: true });
    expect(posthog.startSessionRecording).toHaveBeenCalledWith({ sampling: true });
    expect(analytics.recording).toBe(true);
    expect(session.entries.get(StorageKey.sessionRecorderInitialised)).toBe('true');
  });

  it('uses the posthog-js recorder bundle by default', async () => {
    const { storage } = memorySafeStorage();
    const analytics = createAnalytics({ sessionStorage: () => storage.session, random: () => 0 });
    await start(analytics, { enabled: true });
    expect(posthog.startSessionRecording).toHaveBeenCalled();
  });

  it.each<[string, Partial<SessionRecordingConfig>, (() => number) | undefined]>([
    ['disabled', { enabled: false }, undefined],
    ['sampled out (sample 50, percentage 50)', { enabled: true, percentage: 50 }, () => 0.5],
    ['percentage 0', { enabled: true, percentage: 0 }, undefined],
  ])('does not load the recorder when %s', async (_name, overrides, random) => {
    const loadRecorder = vi.fn(() => Promise.resolve());
    const { analytics } = setUp({ loadRecorder, ...(random ? { random } : {}) });
    await start(analytics, overrides);
    expect(loadRecorder).not.toHaveBeenCalled();
    expect(posthog.startSessionRecording).not.toHaveBeenCalled();
  });

  it.each([
    ['retargeting', { logRetargeting: false }],
    ['abandonment', { logAbandonment: false }],
  ])('marks the session blocked for utm_source=%s when its logging is off', async (source, flags) => {
    const { analytics, session } = setUp();
    await start(analytics, { enabled: true, ...flags }, { utm_source: source });
    expect(session.entries.get(StorageKey.sessionRecorderBlocked)).toBe('true');
    expect(posthog.startSessionRecording).not.toHaveBeenCalled();
  });

  it('records utm_source=retargeting when retargeting logging is on', async () => {
    const { analytics, session } = setUp();
    await start(analytics, { enabled: true, logRetargeting: true }, { utm_source: 'retargeting' });
    expect(session.entries.has(StorageKey.sessionRecorderBlocked)).toBe(false);
    expect(posthog.startSessionRecording).toHaveBeenCalled();
  });

  it('warns when the recorder script fails to load', async () => {
    const logs = captureLogs();
    const { analytics } = setUp({ loadRecorder: () => Promise.reject(new TypeError('Failed to fetch')) });
    await start(analytics, { enabled: true });
    expect(logs).toEqual([
      { level: 'warn', message: RECORDER_FAILED_WARNING, details: '{"error":"TypeError"}' },
    ]);
    expect(RECORDER_FAILED_WARNING).toBe('Session recorder script failed to load');
    expect(posthog.startSessionRecording).not.toHaveBeenCalled();
  });

  it('warns when the recorder loaded but something kept it from registering', async () => {
    const logs = captureLogs();
    const { analytics, session } = setUp({ loadRecorder: () => Promise.resolve() });
    await start(analytics, { enabled: true });
    expect(logs).toEqual([{ level: 'warn', message: RECORDER_BLOCKED_WARNING, details: '' }]);
    expect(RECORDER_BLOCKED_WARNING).toBe('Session recorder blocked');
    expect(session.entries.has(StorageKey.sessionRecorderInitialised)).toBe(false);
  });

  it('stops recording when consent is withdrawn, and starts again when it is granted again', async () => {
    const { analytics } = setUp();
    await start(analytics, { enabled: true });
    analytics.stop();
    expect(posthog.stopSessionRecording).toHaveBeenCalled();
    expect(analytics.recording).toBe(false);

    expect(await start(analytics, { enabled: true })).toBe(true);
    expect(posthog.init).toHaveBeenCalledTimes(1);
    expect(posthog.startSessionRecording).toHaveBeenCalledTimes(2);
    expect(analytics.recording).toBe(true);
  });
});

describe('forwardToRecorder', () => {
  it('sends the error and component stack, redacted, to the recording', async () => {
    const { analytics } = setUp();
    await analytics.start({ config: config({ enabled: true }), registered: {}, consent: 'granted' });
    const error = new TypeError('No offer for ana@example.com');
    expect(analytics.forwardToRecorder(error, '\n    at Review (phone 5512345678)')).toBe(true);
    const [sent, properties] = vi.mocked(posthog.captureException).mock.calls[0] ?? [];
    expect(sent).toBeInstanceOf(Error);
    expect(sent).toMatchObject({ name: 'TypeError', message: `No offer for ${REDACTED}` });
    expect(JSON.stringify(sent instanceof Error ? sent.stack : undefined)).not.toContain('ana@example.com');
    expect(properties).toEqual({ $component_stack: `\n    at Review (phone ${REDACTED})` });
  });

  it('sends nothing when the session is not recorded', async () => {
    const { analytics } = setUp();
    expect(analytics.forwardToRecorder(new Error('before start'), null)).toBe(false);
    await analytics.start({ config: config({ enabled: false }), registered: {}, consent: 'granted' });
    expect(analytics.forwardToRecorder(new Error('not recorded'), null)).toBe(false);
    expect(posthog.captureException).not.toHaveBeenCalled();
  });
});

describe('superProperties', () => {
  it('keeps plain attribution values', () => {
    expect(superProperties({ refName: 'a', utm_campaign: 'spring' })).toEqual({
      refName: 'a',
      utm_campaign: 'spring',
    });
  });
});
