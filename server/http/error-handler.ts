/**
 * Every failure leaves the server as `{ errors: [{ fieldName, message }] }` with a fixed, safe message:
 * never a stack trace, never the text of an unexpected error (which may quote data or internals).
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '#contract/errors.ts';
import { ApiError } from './api-error.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

const SAFE_MESSAGES: Record<number, string> = {
  400: 'The request is not valid',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  413: 'The body is too large',
  415: 'Send the body as application/json',
  429: 'Too many requests',
  503: 'Service temporarily unavailable',
};

export const errorBody = (message: string, fieldName = ''): ErrorBody => ({
  errors: [{ fieldName, message }],
});

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ errors: error.errors } satisfies ErrorBody);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The body is not valid JSON'
          : (SAFE_MESSAGES[status] ?? 'The request is not valid');
      return reply.code(status).send(errorBody(message));
    }
    // Only the error's class and code are logged: its message may quote request data.
    request.log.error({ err: { type: error.name, code: error.code } }, 'Unhandled error');
    return reply.code(500).send(errorBody('Internal server error'));
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody('Not found')));
}

/**
 * Errors fastify raises before routing (a malformed percent-encoding in the path): the contract's body with a
 * fixed message; fastify's own body would quote the URL.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
  // fastify runs no hooks for these answers, so the headers every answer carries are set here.
  reply
    .code(status)
    .headers(SECURITY_HEADERS)
    .send(errorBody(SAFE_MESSAGES[status] ?? 'The request is not valid'));
}

/**
 * Requests Node's own HTTP parser refuses before fastify sees them (a malformed request line, headers over the size
 * limit): the contract's body and the headers every answer carries, written on the socket, instead of Node's bare
 * "Client Error" in fastify's shape. 431 for headers too large, 400 otherwise; the socket is closed after.
 */
export function clientErrorAnswer(error: { code?: string }): string {
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
  const body = JSON.stringify(
    errorBody(status === 431 ? 'The request headers are too large' : (SAFE_MESSAGES[400] ?? '')),
  );
  const headers = [
    `HTTP/1.1 ${status} ${reason}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
    'connection: close',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${body}`;
}

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return void socket.destroy();
  socket.end(clientErrorAnswer(error));
}
