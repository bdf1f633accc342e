import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/module.js';
import { createKnexAuditRepository } from './adapters/knex-audit-repository.js';
import { createWorkerCrawler } from './adapters/worker-crawler.js';
import { registerSeoAuditRoutes } from './http.js';
import { createSeoAuditService } from './service.js';

/** A page the audit asks for and the server does not answer within this is a failed run, not a hung one. */
const PAGE_TIMEOUT_MS = 30_000;

/**
 * The server's own address, as the audit reads it over loopback like any crawler; undefined before it
 * listens (an app driven by inject alone, as in tests).
 */
function ownOrigin(app: FastifyInstance): string | undefined {
  const a = app.server.listening ? app.server.address() : null;
  if (!a || typeof a === 'string') return undefined;
  const host = a.address === '0.0.0.0' ? '127.0.0.1' : a.address === '::' ? '[::1]' : a.family === 'IPv6' ? `[${a.address}]` : a.address;
  return `http://${host}:${a.port}`;
}

/** Asking (and starting a run) is two queries; the audit itself is not part of the job's run. */
const NIGHTLY_ASK_TIMEOUT_MS = 60_000;

/**
 * The SEO audit behind /admin/seo-optimizer: reads every sitemap URL from the server itself (over loopback
 * HTTP, the same server-rendered HTML a crawler gets), checks it in a worker thread with a heap of its own
 * (SEO_AUDIT_HEAP_MB), and stores runs and findings. Admins start runs;
 * a job starts one every night at SEO_AUDIT_HOUR (UTC). Registered after the seo module, whose sitemap it reads.
 */
export const seoAuditModule = defineModule(
  'seo-audit',
  async (app, deps) => {
    const service = createSeoAuditService({
      repo: createKnexAuditRepository(deps.db),
      fetchPage: async (path) => {
        // marked as the app's own request: the per-client render limit never refuses the audit
        const headers = { 'user-agent': 'CoinAtlas-SEO-Audit', 'accept-encoding': 'identity', ...deps.pages.selfHeaders };
        // Over loopback HTTP, as a crawler reads it. Measured on the 832-page site under npm start's 192 MiB
        // heap: the audit through app.inject held up to ~100 MB more of the server's heap at a time (each
        // injected response's request, response and payload objects) and ran it out of memory; over HTTP the
        // heap peaked at 97 MB after a collection.
        const origin = ownOrigin(app);
        if (origin) {
          const res = await fetch(origin + path, { headers, redirect: 'manual', signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) });
          const robots = res.headers.get('x-robots-tag');
          return { status: res.status, body: await res.text(), headers: robots === null ? {} : { 'x-robots-tag': robots } };
        }
        const res = await app.inject({ method: 'GET', url: path, headers });
        return { status: res.statusCode, body: res.body, headers: res.headers };
      },
      siteUrl: deps.config.publicSiteUrl,
      now: deps.now,
      limits: { pageWeightWarnBytes: deps.config.seoAudit.pageWeightWarnBytes },
      crawl: createWorkerCrawler({ heapMb: deps.config.seoAudit.heapMb }),
      log: app.log,
    });
    registerSeoAuditRoutes(app, service, app.adminAuth);
    // A run this host's previous process left running is closed as soon as the server is up.
    app.addHook('onReady', async () => {
      void service.recover().catch((err: unknown) => app.log.warn({ err }, 'seo audit: could not look for a run left running'));
    });

    // The nightly run: asked every SEO_AUDIT_POLL_MS (15 minutes), on one instance at a time, whether no run
    // has started since today's hour (the first question comes one interval after start, so a restart does
    // not audit at once, and a fresh database waits for the first audit hour after the start). The
    // one-running index keeps a second run from starting should two instances ask at once.
    const hour = deps.config.seoAudit.nightlyHourUtc;
    if (hour !== undefined) {
      deps.jobs.add({
        name: 'seo-audit-nightly',
        intervalMs: deps.config.seoAudit.pollMs,
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
  { uses: ['admin', 'seo'] },
);
