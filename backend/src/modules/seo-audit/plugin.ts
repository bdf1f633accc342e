import { defineModule } from '../../platform/module.js';
import { htmlFacts, sitemapEntries } from './adapters/html-facts.js';
import { createKnexAuditRepository } from './adapters/knex-audit-repository.js';
import { registerSeoAuditRoutes } from './http.js';
import { createSeoAuditService } from './service.js';

/** How often the nightly job asks whether its hour has come. */
const NIGHTLY_POLL_MS = 15 * 60_000;

/**
 * The SEO audit behind /admin/seo-optimizer: reads every sitemap URL from the app itself (app.inject, the
 * same server-rendered HTML a crawler gets), checks it, and stores runs and findings. Admins start runs;
 * a job starts one every night at SEO_AUDIT_HOUR (UTC). Registered after the seo module, whose sitemap it reads.
 */
export const seoAuditModule = defineModule('seo-audit', async (app, deps) => {
  const service = createSeoAuditService({
    repo: createKnexAuditRepository(deps.db),
    reader: { htmlFacts, sitemapEntries },
    fetchPage: async (path) => {
      // marked as the app's own request: the per-client render limit never refuses the audit
      const res = await app.inject({ method: 'GET', url: path, headers: { 'user-agent': 'CoinAtlas-SEO-Audit', ...deps.pages.selfHeaders } });
      return { status: res.statusCode, body: res.body, headers: res.headers };
    },
    siteUrl: deps.config.publicSiteUrl,
    now: deps.now,
    limits: { pageWeightWarnBytes: deps.config.seoAudit.pageWeightWarnBytes },
    log: app.log,
  });
  registerSeoAuditRoutes(app, service, app.adminAuth);

  // The nightly run: asked every NIGHTLY_POLL_MS whether no run has started since today's hour (the first
  // question comes one interval after start, so a restart does not audit at once). Several instances may
  // ask; the one-running index lets one start it, and the others then see a run started after the hour.
  const hour = deps.config.seoAudit.nightlyHourUtc;
  let timer: NodeJS.Timeout | undefined;
  let asking: Promise<unknown> | undefined;
  if (hour !== undefined) {
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (asking) return;
        asking = service
          .nightly(hour)
          .then((run) => run && app.log.info({ run: run.id }, 'nightly seo audit started'))
          .catch((err: unknown) => app.log.warn({ err }, 'nightly seo audit could not start; asking again later'))
          .finally(() => {
            asking = undefined;
          });
      }, NIGHTLY_POLL_MS);
      timer.unref();
    });
  }
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await asking;
    await service.stop(); // a run in progress stops reading pages and is recorded as failed, saying why
  });
}, { dependencies: ['admin', 'seo'] });
