import * as Sentry from '@sentry/browser';
import { captureLogs } from '#shared/api/testing/log-capture.ts';
import { logger, MAX_DETAIL_LENGTH, type LogEntry, type LogSink } from '#shared/lib/logger.ts';
import { createErrorReporting, sentryOptions } from './error-reporting.ts';
import { scrubBreadcrumb, scrubEvent } from './scrub-event.ts';

vi.mock('@sentry/browser', () => ({
  init: vi.fn(),
  captureException: vi.fn(),
  captureMessage: vi.fn(),
  close: vi.fn(() => Promise.resolve(true)),
}));

// The module mock's functions live across tests; each test counts its own calls.
beforeEach(() => vi.clearAllMocks());

const config = { dsn: 'https://key@errors.example/1', environment: 'production' };

/** A logger stand-in whose entries the test writes directly. */
function fakeLogger() {
  const sinks = new Set<LogSink>();
  return {
    subscribe: (sink: LogSink) => {
      sinks.add(sink);
      return () => sinks.delete(sink);
    },
    write: (entry: LogEntry) => sinks.forEach((sink) => sink(entry)),
  };
}

describe('startErrorReporting', () => {
  it('loads nothing without a DSN', async () => {
    const loadSentry = vi.fn(() => import('@sentry/browser'));
    const reporting = createErrorReporting({ loadSentry });
    expect(await reporting.start(undefined)).toBe(false);
    expect(await reporting.start({ dsn: '', environment: 'production' })).toBe(false);
    expect(loadSentry).not.toHaveBeenCalled();
  });

  it('starts Sentry once with the DSN, the environment, no personal data collection and the scrubber', async () => {
    const reporting = createErrorReporting();
    expect(await reporting.start(config)).toBe(true);
    expect(await reporting.start(config)).toBe(true);
    expect(Sentry.init).toHaveBeenCalledTimes(1);
    const options = vi.mocked(Sentry.init).mock.calls[0]?.[0];
    expect(options).toMatchObject({
      dsn: config.dsn,
      environment: 'production',
      dataCollection: { userInfo: false, cookies: false, httpBodies: [], urlQueryParams: false },
      beforeSend: scrubEvent,
      beforeBreadcrumb: scrubBreadcrumb,
    });
    expect(options).not.toHaveProperty('tracesSampleRate');
  });

  it('keeps the default integrations but the console breadcrumbs', () => {
    const { integrations } = sentryOptions(config);
    const defaults = ['Breadcrumbs', 'Console', 'GlobalHandlers', 'LinkedErrors', 'Dedupe'].map((name) => ({
      name,
    }));
    expect(integrations(defaults).map(({ name }) => name)).toEqual([
      'Breadcrumbs',
      'GlobalHandlers',
      'LinkedErrors',
      'Dedupe',
    ]);
  });

  it('warns and stays off when the SDK chunk fails to load, and may try again', async () => {
    const logs = captureLogs();
    const loadSentry = vi
      .fn<() => Promise<typeof Sentry>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(() => import('@sentry/browser'));
    const reporting = createErrorReporting({ loadSentry });
    expect(await reporting.start(config)).toBe(false);
    expect(logs).toEqual([
      { level: 'warn', message: 'Error reporting failed to load', details: '{"error":"TypeError"}' },
    ]);
    expect(await reporting.start(config)).toBe(true);
  });
});

describe('reportBoundaryError', () => {
  it('sends the error with the component stack as the react context', async () => {
    const reporting = createErrorReporting();
    await reporting.start(config);
    const error = new Error('render failed');
    reporting.reportBoundaryError(error, '\n    at Review\n    at App');
    expect(Sentry.captureException).toHaveBeenCalledWith(error, {
      contexts: { react: { componentStack: '\n    at Review\n    at App' } },
    });
  });

  it('queues reports made before the SDK has loaded and sends them in order once it has', async () => {
    const reporting = createErrorReporting();
    const first = new Error('first');
    const second = new Error('second');
    reporting.reportBoundaryError(first, 'at A');
    reporting.reportBoundaryError(second, null);
    expect(reporting.pendingReports).toBe(2);
    expect(Sentry.captureException).not.toHaveBeenCalled();

    await reporting.start(config);

    expect(vi.mocked(Sentry.captureException).mock.calls.map(([error]) => error)).toEqual([first, second]);
    expect(reporting.pendingReports).toBe(0);
  });

  it('keeps at most 1000 reports waiting', () => {
    const reporting = createErrorReporting();
    for (let index = 0; index < 1200; index += 1)
      reporting.reportBoundaryError(new Error(String(index)), null);
    expect(reporting.pendingReports).toBe(1000);
  });

  it('sends nothing after stop, and drops what waited', async () => {
    const reporting = createErrorReporting();
    reporting.reportBoundaryError(new Error('before'), null);
    reporting.stop();
    reporting.reportBoundaryError(new Error('after'), null);
    expect(reporting.pendingReports).toBe(0);

    await reporting.start(config);
    expect(Sentry.captureException).not.toHaveBeenCalled();
  });

  it('does not start the SDK when stopped while it was loading', async () => {
    const reporting = createErrorReporting();
    const starting = reporting.start(config);
    reporting.stop();
    expect(await starting).toBe(false);
    expect(Sentry.init).not.toHaveBeenCalled();
    expect(await reporting.start(config)).toBe(true);
  });

  it('closes a running SDK on stop', async () => {
    const reporting = createErrorReporting();
    await reporting.start(config);
    reporting.stop();
    reporting.reportBoundaryError(new Error('after'), null);
    expect(Sentry.close).toHaveBeenCalled();
    expect(Sentry.captureException).not.toHaveBeenCalled();
  });
});

describe('forwardLogErrors', () => {
  it('forwards error entries as error messages with their details, and nothing else', async () => {
    const reporting = createErrorReporting();
    await reporting.start(config);
    const source = fakeLogger();
    reporting.forwardLogErrors(source);

    source.write({ level: 'error', message: 'Failed to post lead', details: '{"status":500}' });
    source.write({ level: 'error', message: 'Failed to update lead', details: '' });
    source.write({ level: 'warn', message: 'Session recorder blocked', details: '' });
    source.write({ level: 'info', message: 'hello', details: '' });

    expect(vi.mocked(Sentry.captureMessage).mock.calls).toEqual([
      ['Failed to post lead', { level: 'error', extra: { details: '{"status":500}' } }],
      ['Failed to update lead', { level: 'error', extra: {} }],
    ]);
  });

  it('keeps details of at most 1024 characters and drops longer ones', async () => {
    const reporting = createErrorReporting();
    await reporting.start(config);
    const source = fakeLogger();
    reporting.forwardLogErrors(source);

    source.write({ level: 'error', message: 'at the limit', details: 'd'.repeat(MAX_DETAIL_LENGTH) });
    source.write({ level: 'error', message: 'over the limit', details: 'd'.repeat(MAX_DETAIL_LENGTH + 1) });

    expect(vi.mocked(Sentry.captureMessage).mock.calls).toEqual([
      ['at the limit', { level: 'error', extra: { details: 'd'.repeat(1024) } }],
      ['over the limit', { level: 'error', extra: {} }],
    ]);
  });

  it("subscribes to the app's logger, whose details over 1024 characters never arrive", async () => {
    const logs = captureLogs();
    const reporting = createErrorReporting();
    await reporting.start(config);
    const unsubscribe = reporting.forwardLogErrors();

    logger.error('Failed to post lead', { body: 'x'.repeat(2000) });
    unsubscribe();
    logger.error('Failed to update lead');

    expect(logs.map(({ message }) => message)).toEqual(['Failed to post lead', 'Failed to update lead']);
    expect(vi.mocked(Sentry.captureMessage).mock.calls).toEqual([
      ['Failed to post lead', { level: 'error', extra: {} }],
    ]);
  });
});

describe('captureEarlyErrors', () => {
  const errorEvent = (error: unknown) => Object.assign(new Event('error'), { error });
  const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

  it('queues uncaught errors and rejections until the SDK loads, then leaves them to its handlers', async () => {
    const target = new EventTarget();
    const reporting = createErrorReporting();
    reporting.captureEarlyErrors(target);
    const thrown = new Error('boot failed');
    target.dispatchEvent(errorEvent(thrown));
    target.dispatchEvent(rejection('no network'));
    expect(reporting.pendingReports).toBe(2);

    await reporting.start(config);
    target.dispatchEvent(errorEvent(new Error('after load')));

    expect(vi.mocked(Sentry.captureException).mock.calls.map(([error]) => error)).toEqual([
      thrown,
      'no network',
    ]);
  });

  it('reports a script error that has only a message', async () => {
    const target = new EventTarget();
    const reporting = createErrorReporting();
    reporting.captureEarlyErrors(target);
    target.dispatchEvent(Object.assign(new Event('error'), { message: 'Script error.' }));
    await reporting.start(config);
    expect(Sentry.captureException).toHaveBeenCalledWith('Script error.');
  });
});
