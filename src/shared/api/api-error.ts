/**
 * Every failed call comes back as an ApiError (spec sections 7, 8), never as a throw from the client.
 * The status is the spec's request outcome class or the HTTP status; `kind` says which, so callers do
 * not have to reverse-engineer meaning from numbers (0 covers both a generic failure and a malformed
 * response; `kind` tells them apart).
 */

/** The spec's request outcome classes (section 8). HTTP errors carry their own status instead. */
export const ApiStatus = {
  error: 0,
  timeout: 444,
  aborted: 499,
  offline: 1001,
} as const;

export type ApiErrorKind =
  /** The server answered with a non-2xx status; `status` is that HTTP status. */
  | 'http'
  /** The request took longer than the configured timeout (status 444). */
  | 'timeout'
  /** The caller's AbortSignal fired (status 499). */
  | 'aborted'
  /** The browser says it is offline, before or during the call (status 1001). */
  | 'offline'
  /** fetch failed while the browser believed it was online: DNS, CORS, reset connection (status 0). */
  | 'network'
  /**
   * A 2xx answer whose body is not JSON or does not match the contract (status 0). The HTTP status the
   * server sent is kept in `httpStatus`: the server broke the contract, it did not refuse the request.
   */
  | 'malformed';

/** A field-level validation error as the server sends it; the app maps it to the form field. */
export interface FieldError {
  fieldName: string;
  message: string;
}

export interface ApiErrorInit {
  status: number;
  kind: ApiErrorKind;
  context: string;
  message: string;
  fieldErrors?: readonly FieldError[];
  httpStatus?: number;
  serverMessage?: string;
  retryAfterSeconds?: number;
}

/**
 * An Error subclass so react-query hooks can throw it into their error channel and error reporting gets
 * a stack; the fetchers themselves only ever return it inside an ApiResult.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** Which call failed, e.g. 'lead create'; it is the <context> of the log line. */
  readonly context: string;
  /** The server's field errors when it sent them, else an empty list. */
  readonly fieldErrors: readonly FieldError[];
  /** The HTTP status of the response when there was one (also for `malformed`). */
  readonly httpStatus: number | undefined;
  /** The server's own message for the UI when it sent one; never logged (it may echo personal data). */
  readonly serverMessage: string | undefined;
  /** On a 429: the seconds the server asks to wait (Retry-After), for the page to say so. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.kind = init.kind;
    this.context = init.context;
    this.fieldErrors = init.fieldErrors ?? [];
    this.httpStatus = init.httpStatus;
    this.serverMessage = init.serverMessage;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/**
 * Failures worth repeating unchanged: the network, a timeout, being offline, or a server-side 5xx / 429.
 * A 4xx means the request itself is wrong, an abort means the caller gave up, and a malformed answer
 * will be malformed again.
 */
export function isTransient(error: ApiError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'offline') return true;
  return error.kind === 'http' && (error.status >= 500 || error.status === 429);
}
