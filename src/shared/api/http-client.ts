/**
 * The one way the app talks to the lead API (spec section 7). `request` never throws: every outcome is an
 * ApiResult, with the spec's outcome classes (0, 444, 499, 1001) or the HTTP status, and every failure is
 * logged once in the spec's format without the request or response body.
 */
import { applicantAuthorization, APPLICANT_CREDENTIAL_HEADER } from '#contract/lead.ts';
import { ApiError, ApiStatus, type ApiResult } from './api-error.ts';
import { memoryCredentialKeeper, type ApplicantCredentialKeeper } from './applicant-credential.ts';
import { readErrorBody } from './error-body.ts';
import { logFailure } from './log-failure.ts';
import { issuePaths, type ResponseSchema, type SchemaOutput } from './standard-schema.ts';
import { logger } from '../lib/logger.ts';
import { withoutTrailingSlash } from '../lib/url-path.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The body key that carries the product identifier on lead-create, lead and affiliate-event calls. */
export const PRODUCT_FIELD = 'product';

export interface ApiClientConfig {
  /** The configured API base (env.VITE_API_BASE); a trailing slash is ignored. */
  baseUrl: string;
  /** The product identifier added to lead-create, lead and affiliate-event bodies (`${product}-${country}`). */
  productId: string;
  /** Default time limit per call (env.VITE_REQUEST_TIMEOUT_MS). */
  timeoutMs: number;
  /** The configured paths (env.VITE_LEAD_PATH, env.VITE_POLICIES_PATH). */
  paths: { lead: string; policies: string };
  /** For tests; defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /** For tests; defaults to navigator.onLine. */
  isOnline?: () => boolean;
  /** Where the applicant's credential is kept (session storage in the app; memory by default). */
  credential?: ApplicantCredentialKeeper;
}

export interface RequestOptions<S extends ResponseSchema> {
  method: HttpMethod;
  /** Starts with '/'; path segments taken from data must already be encoded (see `segment`). */
  path: string;
  body?: unknown;
  /** The contract's response schema: a 2xx answer that fails it is a `malformed` error. */
  schema: S;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Names the call in logs and errors, e.g. 'lead create'. */
  context: string;
  /** Adds the configured product identifier to the body (lead-create, lead and affiliate-event only). */
  withProduct?: boolean;
  /** A call about the applicant's lead: presents the applicant's credential (contract routes' applicantLead). */
  asApplicant?: boolean;
  /**
   * Told as the request is handed to fetch, each time it is: from then on it is on its way (a page may show where the
   * answer will lead, docs/adr/0029). A reload can still cut off a request the browser has not finished sending; the
   * window is the connection's set-up, not the app's own work before fetch.
   */
  onSent?: () => void;
}

export interface ApiClient {
  readonly productId: string;
  readonly paths: Readonly<ApiClientConfig['paths']>;
  /** The applicant's credential: kept when a lead is created or a resume link exchanged, forgotten on a new start. */
  readonly credential: ApplicantCredentialKeeper;
  url(path: string): string;
  request<S extends ResponseSchema>(options: RequestOptions<S>): Promise<ApiResult<SchemaOutput<S>>>;
}

/** Encodes one value for use as a path segment, so an id can never change the path. */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

const defaultIsOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function withProductId(body: unknown, productId: string): unknown {
  const base = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  return { ...base, [PRODUCT_FIELD]: productId };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  // An empty body (204, or a 200 without content) reads as undefined; the schema decides if that is fine.
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Retry-After in whole seconds (an HTTP date is read as the seconds until it); undefined when absent or unreadable. */
export function readRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** Settles with the promise, or rejects as soon as the signal aborts, even if fetch ignores the signal. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** What a failed call becomes, before the call's context is added. */
type FailureInit = Omit<ConstructorParameters<typeof ApiError>[0], 'context'>;

/** The call's headers: JSON both ways, the caller's own, and the applicant's credential when it presents one. */
function requestHeaders(
  options: RequestOptions<ResponseSchema>,
  body: unknown,
  credential: ApplicantCredentialKeeper,
): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const presented = options.asApplicant ? credential.read() : undefined;
  if (presented) headers[APPLICANT_CREDENTIAL_HEADER] = applicantAuthorization(presented);
  return headers;
}

/**
 * Fetches and reads the body within the time limit, also stopping when the caller's signal aborts; a failure says
 * whether the timeout, the caller, the connection or the network stopped it.
 */
async function fetchWithinLimit(
  send: (signal: AbortSignal) => Promise<Response>,
  callerSignal: AbortSignal | undefined,
  timeoutMs: number,
  isOnline: () => boolean,
): Promise<{ response: Response; text: string } | { failure: FailureInit }> {
  // One controller for both the caller's signal and the timeout, so we know which one fired.
  const controller = new AbortController();
  let stoppedBy: 'timeout' | 'caller' | undefined;
  const onCallerAbort = () => {
    stoppedBy ??= 'caller';
    controller.abort();
  };
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(() => {
    stoppedBy ??= 'timeout';
    controller.abort();
  }, timeoutMs);

  try {
    // The body is read inside the time limit too: a server that stalls mid-body is a timeout.
    const response = await untilAborted(send(controller.signal), controller.signal);
    const text = await untilAborted(response.text(), controller.signal);
    return { response, text };
  } catch {
    if (stoppedBy === 'timeout')
      return { failure: { status: ApiStatus.timeout, kind: 'timeout', message: 'Timeout' } };
    if (stoppedBy === 'caller')
      return { failure: { status: ApiStatus.aborted, kind: 'aborted', message: 'Aborted' } };
    if (!isOnline()) return { failure: { status: ApiStatus.offline, kind: 'offline', message: 'Offline' } };
    return { failure: { status: ApiStatus.error, kind: 'network', message: 'Network error' } };
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

/** A non-2xx answer: its status, the server's field errors and message, and when to retry. */
function httpFailure(response: Response, json: ReturnType<typeof parseJson>): FailureInit {
  const httpStatus = response.status;
  const errorBody = readErrorBody(json.ok ? json.value : undefined);
  const { fieldErrors, serverMessage } = errorBody;
  const message = response.statusText || 'HTTP error';
  const retryAfterSeconds =
    readRetryAfter(response.headers.get('Retry-After')) ?? errorBody.retryAfterSeconds;
  return {
    status: httpStatus,
    kind: 'http',
    message,
    httpStatus,
    fieldErrors,
    serverMessage,
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  };
}

/** A 2xx answer read against the contract's schema: its value, or why it is malformed. */
async function parseAnswer<S extends ResponseSchema>(
  schema: S,
  json: ReturnType<typeof parseJson>,
  httpStatus: number,
): Promise<{ ok: true; value: SchemaOutput<S> } | { ok: false; failure: FailureInit }> {
  if (!json.ok) {
    return {
      ok: false,
      failure: { status: ApiStatus.error, kind: 'malformed', message: 'Malformed JSON', httpStatus },
    };
  }
  const parsed = await schema['~standard'].validate(json.value);
  if (parsed.issues) {
    // A few paths say where the server broke the contract; the values stay out of the message.
    const paths = issuePaths(parsed.issues)
      .slice(0, 5)
      .map((path) => path || '(root)');
    const message = `Response does not match the contract at ${paths.join(', ')}`;
    return { ok: false, failure: { status: ApiStatus.error, kind: 'malformed', message, httpStatus } };
  }
  return { ok: true, value: parsed.value };
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const base = withoutTrailingSlash(config.baseUrl);
  const isOnline = config.isOnline ?? defaultIsOnline;
  const fetchFn: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = (path: string) => `${base}${path.startsWith('/') ? path : `/${path}`}`;
  const credential = config.credential ?? memoryCredentialKeeper();

  async function request<S extends ResponseSchema>(
    options: RequestOptions<S>,
  ): Promise<ApiResult<SchemaOutput<S>>> {
    const { context } = options;
    const fail = (init: FailureInit) => {
      const error = new ApiError({ ...init, context });
      logFailure(error);
      return { ok: false as const, error };
    };

    if (options.signal?.aborted)
      return fail({ status: ApiStatus.aborted, kind: 'aborted', message: 'Aborted' });
    if (!isOnline()) return fail({ status: ApiStatus.offline, kind: 'offline', message: 'Offline' });

    const body = options.withProduct ? withProductId(options.body, config.productId) : options.body;
    const headers = requestHeaders(options, body, credential);
    const answer = await fetchWithinLimit(
      (signal) => {
        const sent = fetchFn(url(options.path), {
          method: options.method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        });
        try {
          options.onSent?.();
        } catch (error) {
          // The request went: a listener's mistake must not read as a network failure and send it again.
          logger.error('onSent listener failed', {
            context,
            reason: error instanceof Error ? error.name : 'unknown',
          });
        }
        return sent;
      },
      options.signal,
      options.timeoutMs ?? config.timeoutMs,
      isOnline,
    );
    if ('failure' in answer) return fail(answer.failure);

    const { response, text } = answer;
    const json = parseJson(text);
    if (!response.ok) return fail(httpFailure(response, json));
    const parsed = await parseAnswer(options.schema, json, response.status);
    if (!parsed.ok) return fail(parsed.failure);
    return { ok: true, data: parsed.value };
  }

  return { productId: config.productId, paths: { ...config.paths }, credential, url, request };
}
