import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.js';
import { Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per app instance, so tests can build several apps in one process. */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Who may read /metrics: with a token, callers that send it as a bearer token; without one, nobody in
 * production (404, as if the route did not exist) and anyone in development and test.
 */
function metricsAccess(opts: { token: string | undefined; production: boolean }) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (!opts.token) {
      if (opts.production) return reply.status(404).send(errorBody(404, `Route ${req.method} /metrics not found`));
      return;
    }
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !sameSecret(auth.slice(7), opts.token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send(errorBody(401, 'Send the metrics token as "Authorization: Bearer <METRICS_TOKEN>".'));
    }
  };
}

/** Serves /metrics (request metrics themselves come from platform/http-observer.ts). */
export function registerHttpMetrics(
  app: FastifyInstance,
  registry: Registry,
  access: { token: string | undefined; production: boolean } = { token: undefined, production: false },
): void {
  app.get(
    '/metrics',
    { schema: { hide: true }, config: { showsPartnerRecords: false, rateLimit: false }, onRequest: metricsAccess(access) },
    async (_req, reply) => {
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    },
  );
}
