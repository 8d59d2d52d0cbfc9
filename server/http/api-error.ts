/** An error a handler throws to answer with the contract's error body; anything else becomes a 500. */
import type { FieldError } from '#contract/errors.ts';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly errors: FieldError[],
    /** Headers the answer carries (Retry-After on a 429, WWW-Authenticate on a 401). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(errors.map((error) => error.message).join('; '));
  }

  /** No credential presented for a call about a lead (docs/adr/0027). */
  static unauthorized(): ApiError {
    return new ApiError(401, [{ fieldName: 'Authorization', message: 'validation.credential.required' }], {
      'WWW-Authenticate': 'Bearer',
    });
  }

  /** A limit reached: the wait, in whole seconds, is in Retry-After and in the error for the app to show. */
  static tooManyRequests(
    retryAfterSeconds: number,
    fieldName = '',
    message = 'validation.limit.wait',
  ): ApiError {
    const wait = Math.max(1, Math.ceil(retryAfterSeconds));
    return new ApiError(429, [{ fieldName, message, retryAfterSeconds: wait }], {
      'Retry-After': String(wait),
    });
  }

  static notFound(what = 'Lead'): ApiError {
    return new ApiError(404, [{ fieldName: '', message: `${what} not found` }]);
  }

  static field(fieldName: string, message: string, statusCode = 400): ApiError {
    return new ApiError(statusCode, [{ fieldName, message }]);
  }

  static conflict(message: string): ApiError {
    return new ApiError(409, [{ fieldName: '', message }]);
  }
}
