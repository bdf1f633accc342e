import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Cache } from './cache/cache.js';
import { pingDb, withTimeout, type Db } from './db/create-db.js';

const Check = Type.Object({ ok: Type.Boolean(), error: Type.Optional(Type.String()) });
const Readiness = Type.Object({
  status: Type.Enum(['ready', 'not_ready']),
  checks: Type.Object({ database: Check, cache: Check }),
});

async function check(fn: () => Promise<void>): Promise<{ ok: boolean; error?: string }> {
  try {
    await fn();
    return { ok: true };
  } catch (err) {
    return { ok: false, error: (err as Error).message || 'unreachable' };
  }
}

export function registerHealth(app: FastifyInstance, deps: { db: Db; cache: Cache }): void {
  app.get(
    '/healthz',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['Operations'],
        summary: 'Liveness: the process is up',
        operationId: 'getLiveness',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['Operations'],
        summary: 'Readiness: the database and the cache answer',
        operationId: 'getReadiness',
        description: '503 names every dependency that failed its check (each check times out after 500 ms).',
        response: { 200: Readiness, 503: Readiness },
      },
    },
    async (_req, reply) => {
      const [database, cache] = await Promise.all([
        check(() => pingDb(deps.db, 500)),
        check(() => withTimeout(deps.cache.ping(), 500, 'cache did not answer')),
      ]);
      const ready = database.ok && cache.ok;
      reply.header('cache-control', 'no-store').status(ready ? 200 : 503);
      return { status: ready ? ('ready' as const) : ('not_ready' as const), checks: { database, cache } };
    },
  );
}
