import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { Type } from 'typebox';
import type { Cache } from './cache/cache.js';
import { sharedPing, type Db } from './db/create-db.js';

const CHECK_TIMEOUT_MS = 500;
const HEALTHY = JSON.stringify({ status: 'ok' });

const Check = Type.Object({ ok: Type.Boolean(), error: Type.Optional(Type.String()) });
const Readiness = Type.Object({
  status: Type.Enum(['ready', 'degraded', 'not_ready'], {
    description:
      'ready: every dependency answers; degraded: the site serves but the cache (Redis) is down; not_ready: the database is down',
  }),
  checks: Type.Object({ database: Check, cache: Check }),
});

/**
 * Runs one check, bounded in time. The error is a fixed sentence: a driver's message can carry host
 * names, users or addresses that a public probe must not show (the log has the details).
 */
async function check(fn: () => Promise<void>, what: string): Promise<{ ok: boolean; error?: string; cause?: unknown }> {
  const TIMED_OUT = Symbol('timeout');
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    fn().then(
      () => undefined,
      (err: unknown) => err ?? new Error('failed'),
    ),
    new Promise<typeof TIMED_OUT>((resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), CHECK_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  if (outcome === undefined) return { ok: true };
  if (outcome === TIMED_OUT) return { ok: false, error: `${what} did not answer within ${CHECK_TIMEOUT_MS} ms` };
  return { ok: false, error: `${what} is unavailable`, cause: outcome };
}

export function registerHealth(app: FastifyInstance, deps: { db: Db; cache: Cache; metrics?: Registry }): void {
  // Probes share one in-flight ping per dependency, so a slow database never collects a pile of them.
  const pingDb = sharedPing(deps.db);
  let cachePing: Promise<void> | undefined;
  const pingCache = () =>
    (cachePing ??= deps.cache.ping().finally(() => {
      cachePing = undefined;
    }));
  const up = deps.metrics
    ? new Gauge({
        name: 'readiness_dependency_up',
        help: 'Whether each dependency answered the last readiness probe (1) or not (0)',
        labelNames: ['dependency'] as const,
        registers: [deps.metrics],
      })
    : undefined;
  const degraded = deps.metrics
    ? new Gauge({
        name: 'readiness_degraded',
        help: '1 while the site serves without its cache (Redis down) at the last readiness probe, else 0',
        registers: [deps.metrics],
      })
    : undefined;

  app.get(
    '/healthz',
    {
      // A few bytes: nothing to compress, and probes come often.
      compress: false,
      config: { showsPartnerRecords: false, rateLimit: false },
      schema: {
        tags: ['Operations'],
        summary: 'Liveness: the process is up',
        operationId: 'getLiveness',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    (_req, reply) => {
      // The answer never changes: send it already serialized.
      reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(HEALTHY);
    },
  );

  app.get(
    '/readyz',
    {
      compress: false,
      config: { showsPartnerRecords: false, rateLimit: false },
      schema: {
        tags: ['Operations'],
        summary: 'Readiness: the database and the cache answer',
        operationId: 'getReadiness',
        description:
          `200 "ready" when both answer; 200 "degraded" when only the cache (Redis) is down, since the site keeps ` +
          `serving without it; 503 "not_ready" when the database is down. Each check times out after ${CHECK_TIMEOUT_MS} ms.`,
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (req, reply) => {
      const [database, cache] = await Promise.all([check(pingDb, 'database'), check(pingCache, 'cache')]);
      for (const [name, c] of [
        ['database', database],
        ['cache', cache],
      ] as const) {
        up?.set({ dependency: name }, c.ok ? 1 : 0);
        if (!c.ok) req.log.warn({ dependency: name, err: (c.cause as Error | undefined)?.message ?? c.error }, 'readiness check failed');
      }
      const status = !database.ok ? 'not_ready' : cache.ok ? 'ready' : 'degraded';
      degraded?.set(status === 'degraded' ? 1 : 0);
      reply.header('cache-control', 'no-store').status(database.ok ? 200 : 503);
      const view = (c: { ok: boolean; error?: string }) => (c.ok ? { ok: true } : { ok: false, error: c.error! });
      return { status, checks: { database: view(database), cache: view(cache) } } as const;
    },
  );
}
