/** An error a handler throws to answer with the contract's error body; anything else becomes a 500. */
import type { FieldError } from '../../contract/errors.ts';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly errors: FieldError[],
  ) {
    super(errors.map((error) => error.message).join('; '));
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
