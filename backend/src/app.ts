import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { Config } from './config.js';
import type { Cache } from './platform/cache/cache.js';
import type { Db, DbEngine } from './platform/db/create-db.js';
import { registerErrorHandling } from './platform/errors.js';
import { registerHealth } from './platform/health.js';
import { registerInputHygiene } from './platform/input-hygiene.js';
import { registerHttpObserver } from './platform/http-observer.js';
import { serverOptions } from './platform/server-options.js';
import { createMetricsRegistry, registerHttpMetrics } from './platform/metrics.js';
import { registerOpenApi } from './platform/openapi.js';
import { createFallbackReporter } from './platform/rate-limit/fallback.js';
import { registerSecurity } from './platform/security.js';
import { registerStaticSite } from './platform/static-site.js';
import { analyticsPlugin } from './modules/analytics/plugin.js';
import { createBlogModule } from './modules/blog/plugin.js';
import { findPartner } from './modules/referrals/domain/partners/registry.js';
import { retentionPlugin } from './modules/retention/plugin.js';
import { pricingPlugin } from './modules/pricing/plugin.js';
import { promotionsPlugin } from './modules/promotions/plugin.js';
import { regionPlugin } from './modules/region/plugin.js';
import { sitePlugin } from './modules/site/plugin.js';
import type { RouteResolver } from './platform/static-site.js';
import { newsletterPlugin } from './modules/newsletter/plugin.js';
import { contactPlugin } from './modules/contact/plugin.js';
import { createAdminModule } from './modules/admin/plugin.js';
import { referralsPlugin } from './modules/referrals/plugin.js';

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

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({ ...serverOptions(config), logger: deps.logger ?? false }).withTypeProvider<TypeBoxTypeProvider>();

  registerInputHygiene(app);
  registerErrorHandling(app);
  const registry = createMetricsRegistry();
  registerHttpObserver(app, registry, { slowMs: config.logSlowRequestMs });
  registerHttpMetrics(app, registry, { token: config.metricsToken, production: config.env === 'production' });
  const moduleDeps: ModuleDeps = { ...deps, metrics: registry };
  await registerSecurity(app, config, deps.redis, createFallbackReporter(registry, app.log));
  await registerOpenApi(app, config.publicSiteUrl);
  registerHealth(app, { db: deps.db, cache: deps.cache, metrics: registry });

  // Capabilities: one plugin per module (wires adapters -> service -> routes).
  await app.register(sitePlugin, { config: moduleDeps.config });
  await app.register(analyticsPlugin, { deps: moduleDeps });
  await app.register(retentionPlugin, { deps: moduleDeps });
  const blog = createBlogModule(moduleDeps);
  await app.register(blog.plugin);
  await app.register(newsletterPlugin, moduleDeps);
  await app.register(contactPlugin, moduleDeps);
  await app.register(pricingPlugin, moduleDeps);
  await app.register(promotionsPlugin, { db: moduleDeps.db, cache: moduleDeps.cache, now: moduleDeps.now });
  await app.register(regionPlugin, { headerName: moduleDeps.config.regionHeader });

  const admin = createAdminModule(moduleDeps);
  await app.register(admin.plugin);
  await app.register(referralsPlugin, { deps: moduleDeps, guard: admin.guard });

  // Pages with an id answer 404 when the record behind them does not exist.
  const resolveRoute: RouteResolver = async (route, id) => {
    switch (route) {
      case '/blog/:id':
        return blog.postExists(id);
      case '/referral-codes/:id':
        return Boolean(findPartner('exchange', id));
      case '/trading-bots/:id/review':
        return Boolean(findPartner('trading_bot', id));
      case '/payment-cards/:id/review':
        return Boolean(findPartner('payment_card', id));
      case '/tools/:id/review':
        return Boolean(findPartner('tool', id));
    }
  };
  await registerStaticSite(app, { staticDir: config.staticDir, resolveRoute });
  return app;
}
