import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { Config } from './config.js';
import type { Cache } from './platform/cache/cache.js';
import type { Db, DbEngine } from './platform/db/create-db.js';
import { registerErrorHandling } from './platform/errors.js';
import { registerHealth } from './platform/health.js';
import { createMetricsRegistry, registerHttpMetrics } from './platform/metrics.js';
import { registerOpenApi } from './platform/openapi.js';
import { registerSecurity } from './platform/security.js';
import { registerStaticSite } from './platform/static-site.js';
import { sitePlugin } from './modules/site/plugin.js';
import { createAdminModule } from './modules/admin/plugin.js';
import { referralRouteExists, referralsPlugin } from './modules/referrals/plugin.js';

export type AppDeps = {
  config: Config;
  db: Db;
  dbEngine: DbEngine;
  cache: Cache;
  /** The Redis client behind the cache, when there is one: the rate limiter shares it. */
  redis?: Redis;
  logger?: FastifyServerOptions['logger'];
  now?: () => number;
};

/** What a module plugin may take: the app's dependencies plus its metrics registry. */
export type ModuleDeps = AppDeps & { metrics: Registry };

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: config.trustProxy as boolean | string | string[],
    bodyLimit: config.bodyLimit,
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    ajv: {
      // Unknown fields are an error the caller should hear about, never silently dropped.
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  registerErrorHandling(app);
  const registry = createMetricsRegistry();
  registerHttpMetrics(app, registry);
  const moduleDeps: ModuleDeps = { ...deps, metrics: registry };
  await registerSecurity(app, config, deps.redis);
  await registerOpenApi(app, config.publicSiteUrl);
  registerHealth(app, { db: deps.db, cache: deps.cache });

  // Capabilities: one plugin per module (wires adapters -> service -> routes).
  await app.register(sitePlugin, { config: moduleDeps.config });
  const admin = createAdminModule(moduleDeps);
  await app.register(admin.plugin);
  await app.register(referralsPlugin, { deps: moduleDeps, guard: admin.guard });

  await registerStaticSite(app, {
    staticDir: config.staticDir,
    resolveRoute: async (route, id) => referralRouteExists(route, id) ?? true,
  });
  return app;
}
