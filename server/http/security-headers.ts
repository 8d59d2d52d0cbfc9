/**
 * Headers on every response. `nosniff`: a browser never runs an answer as another type than the one declared
 * (an error body is JSON, not HTML). `no-store`: lead data, statuses and customer details hold personal data and
 * change with every step, so no browser or proxy keeps a copy; a route may set its own Cache-Control instead.
 */
import type { FastifyInstance } from 'fastify';

export const SECURITY_HEADERS = { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' } as const;

/** Every routed answer; errors fastify raises before routing skip the hooks and set the headers themselves. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', SECURITY_HEADERS['x-content-type-options']);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', SECURITY_HEADERS['cache-control']);
    return payload;
  });
}
