import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.js';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

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

export function registerHttpMetrics(
  app: FastifyInstance,
  registry: Registry,
  access: { token: string | undefined; production: boolean } = { token: undefined, production: false },
): void {
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  app.addHook('onResponse', async (req, reply) => {
    // The route pattern, never the raw URL, keeps label cardinality bounded.
    const route = req.routeOptions.url ?? (req.url.startsWith('/api/') ? 'unknown_api' : 'site');
    const labels = { method: req.method, route, status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false }, onRequest: metricsAccess(access) }, async (_req, reply) => {
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
}
