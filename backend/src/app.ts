import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Cache } from './platform/cache/cache.js';
import type { Db, DbEngine } from './platform/db/create-db.js';
import { registerCors } from './platform/cors.js';
import { ProvenanceBody } from '@coinatlas/domain/provenance/provenance-schema';
import { ErrorBody } from './platform/error-schema.js';
import { registerErrorHandling } from './platform/errors.js';
import { registerHealth } from './platform/health.js';
import { registerInputHygiene } from './platform/input-hygiene.js';
import { registerHttpObserver } from './platform/http-observer.js';
import { serverOptions } from './platform/server-options.js';
import { createJobRunner, systemJobClock } from './platform/jobs.js';
import { createMetricsRegistry, registerHttpMetrics } from './platform/metrics.js';
import { routeResolversPlugin, siteSearchPlugin, type AppModule, type ModuleDeps } from './platform/module.js';
import { registerOpenApi } from './platform/openapi.js';
import { createFallbackReporter } from './platform/rate-limit/fallback.js';
import { rateLimitStore } from './platform/rate-limit/fallback-store.js';
import { registerSecurity } from './platform/security.js';
import { registerStaticSite } from './platform/static-site.js';
import { createPageCache } from './platform/pages/page-cache.js';
import { createRenderLimit } from './platform/pages/render-limit.js';
import { createDiskMediaStore } from './platform/media/disk-media-store.js';
import { registerMediaFiles } from './platform/media/http.js';
import { builtRenderer, type RendererSource } from './platform/pages/page-renderer.js';
import { adminModule } from './modules/admin/plugin.js';
import { analyticsModule } from './modules/analytics/plugin.js';
import { authorsModule } from './modules/authors/plugin.js';
import { blogModule } from './modules/blog/plugin.js';
import { contentModule } from './modules/content/plugin.js';
import { contactModule } from './modules/contact/plugin.js';
import { newsletterModule } from './modules/newsletter/plugin.js';
import { marketDataModule } from './modules/market-data/plugin.js';
import { pricingModule } from './modules/pricing/plugin.js';
import { promotionsModule } from './modules/promotions/plugin.js';
import { recommendationsModule } from './modules/recommendations/plugin.js';
import { referralsModule } from './modules/referrals/plugin.js';
import { regionModule } from './modules/region/plugin.js';
import { retentionModule } from './modules/retention/plugin.js';
import { searchModule } from './modules/search/plugin.js';
import { seoModule } from './modules/seo/plugin.js';
import { seoAuditModule } from './modules/seo-audit/plugin.js';
import { siteModule } from './modules/site/plugin.js';

export type AppDeps = {
  config: Config;
  db: Db;
  dbEngine: DbEngine;
  cache: Cache;
  /** The Redis client behind the cache, when there is one: the rate limiter shares it. */
  redis?: Redis;
  /** Logger options, or the logger itself (main.ts makes it first: the database reports through it too). */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  now?: () => number;
  /** where pages are rendered from; the built bundles under config.ssrDir/staticDir by default */
  renderer?: RendererSource;
};

/**
 * Every capability, in registration order. Admin comes first: it offers `app.adminAuth` to the modules
 * with admin-only routes; authors next: it offers `app.authors` (bylines) to the blog and the content API;
 * content next: it offers `app.partners` (the partner records) to the modules that look partners up. Search comes after content and blog (it indexes the sources they register); seo comes last: it
 * reads what the others offer (page resolvers, partners, posts); the SEO audit after it reads the pages themselves.
 */
export const MODULES: readonly AppModule[] = [
  adminModule,
  authorsModule,
  contentModule,
  siteModule,
  analyticsModule,
  retentionModule,
  blogModule,
  newsletterModule,
  contactModule,
  pricingModule,
  marketDataModule,
  // referrals before promotions: it offers `app.referralLinks` (a promotion's claim needs an active code)
  referralsModule,
  promotionsModule,
  regionModule,
  recommendationsModule,
  searchModule,
  seoModule,
  seoAuditModule,
];

const isLogger = (logger: AppDeps['logger']): logger is FastifyBaseLogger =>
  typeof logger === 'object' && logger !== null && typeof (logger as { child?: unknown }).child === 'function';

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const logging = isLogger(deps.logger) ? { loggerInstance: deps.logger } : { logger: deps.logger ?? false };
  const app = Fastify({ ...serverOptions(config), ...logging }).withTypeProvider<TypeBoxTypeProvider>();

  registerInputHygiene(app);
  registerErrorHandling(app);
  app.addSchema(ErrorBody);
  // the one provenance schema: every answer that says where a figure comes from refers to it
  app.addSchema(ProvenanceBody);
  const registry = createMetricsRegistry();
  registerHttpObserver(app, registry, { slowMs: config.logSlowRequestMs });
  registerHttpMetrics(app, registry, { token: config.metricsToken, production: config.env === 'production' });
  await registerCors(app);
  // The page renderer reads the API in process; this per-process secret marks those reads.
  const internalRequest = { name: 'x-coinatlas-render', value: randomBytes(16).toString('hex') };
  const onRateLimitFallback = createFallbackReporter(registry, app.log);
  await registerSecurity(app, config, deps.redis, onRateLimitFallback, internalRequest);
  await registerOpenApi(app, config.publicSiteUrl);
  registerHealth(app, { db: deps.db, cache: deps.cache, metrics: registry });
  // Uploaded images (blog covers, partner logos): the modules store them, the site serves them from here.
  registerMediaFiles(app, createDiskMediaStore(join(config.dataDir, 'media')));

  const pages = createPageCache({
    cache: deps.cache,
    redis: deps.redis,
    keyPrefix: config.redisKeyPrefix,
    ttlMs: config.pageCacheTtlMs,
    now: deps.now ?? Date.now,
    maxSharedEntries: config.pageCache.maxSharedEntries,
    maxLocalBytes: config.pageCache.memoryBytes,
    selfHeaders: { [internalRequest.name]: internalRequest.value },
  });
  const jobs = createJobRunner({ cache: deps.cache, metrics: registry, log: app.log, clock: systemJobClock(deps.now ?? Date.now) });
  const isRenderRead = (req: FastifyRequest) => req.headers[internalRequest.name] === internalRequest.value;
  const moduleDeps: ModuleDeps = {
    pages,
    jobs,
    isRenderRead,
    config,
    db: deps.db,
    dbEngine: deps.dbEngine,
    cache: deps.cache,
    ...(deps.redis ? { redis: deps.redis } : {}),
    metrics: registry,
    now: deps.now ?? Date.now,
  };
  await app.register(routeResolversPlugin);
  await app.register(siteSearchPlugin);
  for (const module of MODULES) await app.register(module, moduleDeps);
  // Added after the modules: onReady starts the jobs once the modules are in place, and onClose hooks run
  // last-added first, so the jobs stop before any module closes what they use (the mail transport, the audit in progress).
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.close());

  await registerStaticSite(app, {
    staticDir: config.staticDir,
    siteUrl: config.publicSiteUrl.replace(/\/+$/, ''),
    source:
      deps.renderer ??
      (config.viteDev
        ? await (await import('./platform/pages/vite-dev.js')).viteDevRenderer(app)
        : await builtRenderer({ staticDir: config.staticDir, ssrDir: config.ssrDir })),
    pages,
    internalHeader: internalRequest,
    renderLimit: createRenderLimit({
      store: rateLimitStore({}, deps.redis, `${config.redisKeyPrefix}rl:render:`, onRateLimitFallback),
      max: config.renderRateLimit.max,
      windowMs: config.renderRateLimit.windowMs,
      exempt: isRenderRead,
    }),
    renderSlots: config.renderSlots,
    dev: config.viteDev,
  });
  return app;
}
