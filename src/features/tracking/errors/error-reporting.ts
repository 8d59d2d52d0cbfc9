/**
 * Error reporting with @sentry/browser (issue 15, item 6). The SDK is its own lazy chunk (./sentry-sdk.ts, the parts
 * used): nothing here imports it at module level, `startErrorReporting` loads it once a DSN is configured and the app
 * allows it (the collector is a third-party host, so the app starts it after consent like the other trackers).
 * Reports made before then wait in a capped queue (1000, the oldest dropped) and go out once it has loaded; after
 * `stopErrorReporting` (consent withdrawn) nothing is queued or sent.
 */
import type * as SentrySdk from '@sentry/browser';
import { logger as appLogger, MAX_DETAIL_LENGTH, type LogEntry } from '#shared/lib/logger.ts';
import { createPendingQueue, type PendingQueue } from '../recording/pending-queue.ts';
import type { TrackingConfig } from '../tracking-config.ts';
import { scrubBreadcrumb, scrubEvent } from './scrub-event.ts';
import type * as SentryParts from './sentry-sdk.ts';

type Sentry = typeof SentryParts;
export type ErrorReportingConfig = NonNullable<TrackingConfig['errorReporting']>;
type Report = (sentry: Sentry) => void;
type LogSource = Pick<typeof appLogger, 'subscribe'>;
type EarlyErrorTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** Console breadcrumbs: the console mirrors the logger (forwarded on its own) and whatever else a script printed. */
const CONSOLE_INTEGRATION = 'Console';

/** Sentry's options, built without the SDK so a test can read them. */
export function sentryOptions(config: ErrorReportingConfig) {
  return {
    dsn: config.dsn,
    environment: config.environment,
    // SDK 11 replaced `sendDefaultPii: false` with this per-category switch: no user, cookies, bodies, query
    // parameters or stack-frame variables; of the headers only the user agent, which the browser sends with the
    // report anyway and from which Sentry tells the browser.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: ['User-Agent'] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    // No tracesSampleRate, not even 0: defining it switches tracing on (sampled out) and with it trace headers on
    // the API calls. No tracing integration is added either. The other default integrations stay: uncaught errors,
    // unhandled rejections, linked errors, dedupe, DOM, fetch and navigation breadcrumbs (scrubbed below).
    integrations: <T extends { name: string }>(defaults: T[]) =>
      defaults.filter((integration) => integration.name !== CONSOLE_INTEGRATION),
    beforeSend: scrubEvent,
    beforeBreadcrumb: scrubBreadcrumb,
  } satisfies SentrySdk.BrowserOptions;
}

export interface ErrorReportingDeps {
  /** How the SDK is loaded; tests may replace it. */
  loadSentry?: () => Promise<Sentry>;
}

/** The loader and the mutable state one error reporter shares between its parts. */
interface ReportingRuntime {
  loadSentry: () => Promise<Sentry>;
  pending: PendingQueue<Report>;
  sentry: Sentry | undefined;
  starting: Promise<boolean> | undefined;
  stopped: boolean;
  stopEarlyCapture: (() => void) | undefined;
  /** Bumped by stop: a load begun before a withdrawal must not start the SDK after it. */
  generation: number;
}

/** Sends now when the SDK runs, queues until it does, and drops everything once stopped. */
function send(runtime: ReportingRuntime, report: Report): void {
  if (runtime.stopped) return;
  if (!runtime.sentry) {
    runtime.pending.push(report);
    return;
  }
  try {
    report(runtime.sentry);
  } catch {
    // A report that fails is lost, never the applicant's page.
  }
}

/** Loads the SDK and starts it (unless consent went meanwhile), then sends what waited; false when it failed. */
function loadAndStart(runtime: ReportingRuntime, config: ErrorReportingConfig): Promise<boolean> {
  const loadGeneration = runtime.generation;
  return runtime.loadSentry().then(
    (sdk) => {
      // Consent withdrawn while the chunk was on its way: the SDK stays unstarted.
      if (loadGeneration !== runtime.generation) return false;
      sdk.init(sentryOptions(config));
      // Sentry's own global handlers take over from here.
      runtime.stopEarlyCapture?.();
      runtime.stopEarlyCapture = undefined;
      runtime.sentry = sdk;
      runtime.pending.flush((report) => report(sdk));
      return true;
    },
    (error: unknown) => {
      runtime.starting = undefined;
      // A warning, not an error: an error would be forwarded to the reporter that failed to load.
      appLogger.warn('Error reporting failed to load', {
        error: error instanceof Error ? error.name : 'unknown',
      });
      return false;
    },
  );
}

/** Listens for uncaught errors and unhandled rejections and reports them; returns the function that stops it. */
function listenForEarlyErrors(runtime: ReportingRuntime, target: EarlyErrorTarget): () => void {
  // An ErrorEvent carries `error` (or only `message`, for a script error), a PromiseRejectionEvent `reason`.
  const onError = (event: Event) => {
    const error =
      'error' in event && event.error != null ? event.error : 'message' in event ? event.message : null;
    if (error != null) send(runtime, (sdk) => void sdk.captureException(error));
  };
  const onRejection = (event: Event) => {
    const reason = 'reason' in event ? event.reason : undefined;
    send(runtime, (sdk) => void sdk.captureException(reason));
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

export function createErrorReporting(deps: ErrorReportingDeps = {}) {
  const runtime: ReportingRuntime = {
    loadSentry: deps.loadSentry ?? (() => import('./sentry-sdk.ts')),
    pending: createPendingQueue<Report>(),
    sentry: undefined,
    starting: undefined,
    stopped: false,
    stopEarlyCapture: undefined,
    generation: 0,
  };

  return {
    /** Loads the SDK and starts it; true once it runs. Without a DSN nothing loads and it resolves false. */
    start(config: ErrorReportingConfig | undefined): Promise<boolean> {
      if (!config?.dsn) return Promise.resolve(false);
      runtime.stopped = false;
      if (runtime.sentry) return Promise.resolve(true);
      runtime.starting ??= loadAndStart(runtime, config);
      return runtime.starting;
    },

    /** Consent withdrawn: drops what waits, closes the SDK, and sends nothing until started again. */
    stop(): void {
      runtime.stopped = true;
      runtime.generation += 1;
      runtime.pending.clear();
      const running = runtime.sentry;
      runtime.sentry = undefined;
      runtime.starting = undefined;
      if (running) void running.close();
    },

    /** The error boundary's error, with React's component stack as context (where Sentry's React SDK puts it). */
    reportBoundaryError(error: unknown, componentStack: string | null | undefined): void {
      send(runtime, (sdk) => {
        sdk.captureException(error, { contexts: { react: { componentStack: componentStack ?? '' } } });
      });
    },

    /**
     * Forwards the app logger's errors as Sentry messages: the catalogue message (spec section 8) and its details,
     * which the logger keeps only when at most 1024 characters (checked again here for entries from elsewhere).
     * Returns the function that stops forwarding.
     */
    forwardLogErrors(source: LogSource = appLogger): () => void {
      return source.subscribe((entry: LogEntry) => {
        if (entry.level !== 'error') return;
        const details = entry.details.length <= MAX_DETAIL_LENGTH ? entry.details : '';
        send(runtime, (sdk) => {
          sdk.captureMessage(entry.message, { level: 'error', extra: details ? { details } : {} });
        });
      });
    },

    /**
     * Uncaught errors and unhandled rejections that happen before the SDK has loaded (it installs its own handlers
     * when it starts), queued with the rest. Call at boot; returns the function that stops listening.
     */
    captureEarlyErrors(target: EarlyErrorTarget = window): () => void {
      const remove = listenForEarlyErrors(runtime, target);
      runtime.stopEarlyCapture = remove;
      return remove;
    },

    /** How many reports wait for the SDK. */
    get pendingReports(): number {
      return runtime.pending.size;
    },
  };
}

export type ErrorReporting = ReturnType<typeof createErrorReporting>;

const errorReporting = createErrorReporting();

export const startErrorReporting = (config: ErrorReportingConfig | undefined) => errorReporting.start(config);
export const stopErrorReporting = () => errorReporting.stop();
export const reportBoundaryError = (error: unknown, componentStack: string | null | undefined) =>
  errorReporting.reportBoundaryError(error, componentStack);
export const forwardLogErrors = (source: LogSource = appLogger) => errorReporting.forwardLogErrors(source);
export const captureEarlyErrors = (target: EarlyErrorTarget = window) =>
  errorReporting.captureEarlyErrors(target);
