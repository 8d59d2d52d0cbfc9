/**
 * Fault injection for tests (off unless rules are configured): added latency, a 5xx answer, or a dropped
 * connection, per contract operation. Rules apply in order; a rule with `times` wears out.
 */
import type { FastifyInstance } from 'fastify';
import type { FaultRule } from '../options.ts';
import { errorBody } from './error-handler.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function installFaults(app: FastifyInstance, rules: readonly FaultRule[]): void {
  if (rules.length === 0) return;
  const remaining = rules.map((rule) => rule.times ?? Number.POSITIVE_INFINITY);
  app.addHook('onRequest', async (request, reply) => {
    const { operationId } = request.routeOptions.config;
    if (!operationId) return;
    for (const [index, rule] of rules.entries()) {
      if (rule.route !== '*' && rule.route !== operationId) continue;
      if ((remaining[index] ?? 0) <= 0) continue;
      remaining[index] = (remaining[index] ?? 0) - 1;
      if (rule.latencyMs) await sleep(rule.latencyMs);
      if (rule.drop) {
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
      }
      if (rule.status) {
        return reply.code(rule.status).send(errorBody('Service temporarily unavailable (injected fault)'));
      }
    }
    return undefined;
  });
}
