import { defineModule } from '../../platform/module.js';
import { htmlFacts, sitemapEntries } from './adapters/html-facts.js';
import { createKnexAuditRepository } from './adapters/knex-audit-repository.js';
import { registerSeoAuditRoutes } from './http.js';
import { createSeoAuditService } from './service.js';

/** How often the nightly job asks whether its hour has come. */
const NIGHTLY_POLL_MS = 15 * 60_000;
/** Asking (and starting a run) is two queries; the audit itself is not part of the job's run. */
const NIGHTLY_ASK_TIMEOUT_MS = 60_000;

/**
 * The SEO audit behind /admin/seo-optimizer: reads every sitemap URL from the app itself (app.inject, the
 * same server-rendered HTML a crawler gets), checks it, and stores runs and findings. Admins start runs;
 * a job starts one every night at SEO_AUDIT_HOUR (UTC). Registered after the seo module, whose sitemap it reads.
 */
export const seoAuditModule = defineModule(
  'seo-audit',
  async (app, deps) => {
    const service = createSeoAuditService({
      repo: createKnexAuditRepository(deps.db),
      reader: { htmlFacts, sitemapEntries },
      fetchPage: async (path) => {
        // marked as the app's own request: the per-client render limit never refuses the audit
        const res = await app.inject({
          method: 'GET',
          url: path,
          headers: { 'user-agent': 'CoinAtlas-SEO-Audit', ...deps.pages.selfHeaders },
        });
        return { status: res.statusCode, body: res.body, headers: res.headers };
      },
      siteUrl: deps.config.publicSiteUrl,
      now: deps.now,
      limits: { pageWeightWarnBytes: deps.config.seoAudit.pageWeightWarnBytes },
      log: app.log,
    });
    registerSeoAuditRoutes(app, service, app.adminAuth);

    // The nightly run: asked every NIGHTLY_POLL_MS, on one instance at a time, whether no run has started
    // since today's hour (the first question comes one interval after start, so a restart does not audit at
    // once). The one-running index keeps a second run from starting should two instances ask at once.
    const hour = deps.config.seoAudit.nightlyHourUtc;
    if (hour !== undefined) {
      deps.jobs.add({
        name: 'seo-audit-nightly',
        intervalMs: NIGHTLY_POLL_MS,
        timeoutMs: NIGHTLY_ASK_TIMEOUT_MS,
        firstRun: 'after-interval',
        run: async () => {
          const run = await service.nightly(hour); // starts the run and returns; the run goes on by itself
          return run ? { run: run.id } : undefined;
        },
      });
    }
    // The jobs stop before any module's onClose hook (app.ts), so no nightly run starts after this one.
    app.addHook('onClose', async () => {
      await service.stop(); // a run in progress stops reading pages and is recorded as failed, saying why
    });
  },
  { dependencies: ['admin', 'seo'] },
);
