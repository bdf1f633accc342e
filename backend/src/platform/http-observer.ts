import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Registry } from 'prom-client';
import { requestSerializer } from './request-log.js';

const BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const LABEL_NAMES = ['method', 'route', 'status_code'] as const;

/** Counts, sum and buckets of one (method, route, status) series: plain numbers, updated in place. */
type Series = { labels: Record<(typeof LABEL_NAMES)[number], string>; count: number; sum: number; buckets: Float64Array };

type MetricValue = { labels: Record<string, string | number>; value: number; metricName?: string };

/**
 * What every request pays to be observed: one onResponse hook per route, attached when the route is
 * registered (the route pattern is known then, so nothing is looked up per request), that
 * - adds to its (status → series) table: no object is created once a status has been seen;
 * - logs the request only when it failed (4xx/5xx) or was slow.
 * prom-client reads the tables when /metrics is scraped, as http_requests_total and
 * http_request_duration_seconds. Requests without a route (404s) share one global hook.
 */
export function registerHttpObserver(app: FastifyInstance, registry: Registry, opts: { slowMs: number }): void {
  const all: Series[] = [];
  const seriesFor = (method: string, route: string) => {
    const byStatus = new Map<number, Series>();
    return (status: number): Series => {
      let s = byStatus.get(status);
      if (!s) {
        s = { labels: { method, route, status_code: String(status) }, count: 0, sum: 0, buckets: new Float64Array(BUCKETS.length) };
        byStatus.set(status, s);
        all.push(s);
      }
      return s;
    };
  };

  const observe = (req: FastifyRequest, reply: FastifyReply, series: (status: number) => Series) => {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    const s = series(status);
    const seconds = ms / 1000;
    s.count++;
    s.sum += seconds;
    for (let i = 0; i < BUCKETS.length; i++) {
      if (seconds <= BUCKETS[i]!) {
        s.buckets[i]!++;
        break;
      }
    }
    if (status >= 400 || ms >= opts.slowMs) {
      const line = {
        req: requestSerializer(req),
        statusCode: status,
        responseTimeMs: Math.round(ms * 10) / 10,
        ...(opts.slowMs > 0 && ms >= opts.slowMs ? { slow: true } : {}),
      };
      if (status >= 500) req.log.warn(line, 'request completed');
      else req.log.info(line, 'request completed');
    }
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // The route pattern, never the raw URL, keeps label cardinality bounded.
    const tables = new Map(methods.map((m) => [m, seriesFor(m, route.url)]));
    const hook = (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
      observe(req, reply, tables.get(req.method) ?? seriesFor(req.method, route.url));
      done();
    };
    const existing = route.onResponse;
    route.onResponse = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), hook];
  });

  // No route matched (the not-found handler): one table per kind of path.
  const notFound = new Map<string, (status: number) => Series>();
  app.addHook('onResponse', (req, reply, done) => {
    if (req.is404) {
      const route = req.url.startsWith('/api/') ? 'unknown_api' : 'site';
      const key = `${req.method} ${route}`;
      let table = notFound.get(key);
      if (!table) notFound.set(key, (table = seriesFor(req.method, route)));
      observe(req, reply, table);
    }
    done();
  });

  const metric = (name: string, help: string, type: 'counter' | 'histogram', values: () => MetricValue[]) => ({
    name,
    help,
    type,
    aggregator: 'sum' as const,
    labelNames: LABEL_NAMES,
    get: async () => ({ name, help, type, aggregator: 'sum' as const, values: values() }),
    reset: () => {},
  });
  registry.registerMetric(
    metric('http_requests_total', 'HTTP requests by method, route and status code', 'counter', () =>
      all.map((s) => ({ labels: s.labels, value: s.count })),
    ) as never,
  );
  registry.registerMetric(
    metric('http_request_duration_seconds', 'HTTP request latency by method, route and status code', 'histogram', () =>
      all.flatMap((s) => {
        let cumulative = 0;
        const out: MetricValue[] = BUCKETS.map((le, i) => {
          cumulative += s.buckets[i]!;
          return { labels: { ...s.labels, le }, value: cumulative, metricName: 'http_request_duration_seconds_bucket' };
        });
        out.push({ labels: { ...s.labels, le: '+Inf' }, value: s.count, metricName: 'http_request_duration_seconds_bucket' });
        out.push({ labels: s.labels, value: s.sum, metricName: 'http_request_duration_seconds_sum' });
        out.push({ labels: s.labels, value: s.count, metricName: 'http_request_duration_seconds_count' });
        return out;
      }),
    ) as never,
  );
}
