/**
 * One log line per failed call in the spec's format 'ERROR: <context> HTTP <status> <message>'. The
 * details name what went wrong (kind, HTTP status, which fields the server rejected) and never carry a
 * body: bodies hold personal data. The logger drops details longer than 1024 characters.
 */
import { formatHttpError, logger } from '../lib/logger.ts';
import type { ApiError } from './api-error.ts';

export function failureDetails(error: ApiError) {
  return {
    kind: error.kind,
    httpStatus: error.httpStatus,
    fields: error.fieldErrors.length
      ? error.fieldErrors.map((fieldError) => fieldError.fieldName)
      : undefined,
  };
}

export function logFailure(error: ApiError): void {
  const line = formatHttpError(error.context, error.status, error.message);
  // The caller cancelled on purpose (a page left, a newer search): worth a trace, not an error report.
  if (error.kind === 'aborted') logger.info(line, failureDetails(error));
  else logger.error(line, failureDetails(error));
}
