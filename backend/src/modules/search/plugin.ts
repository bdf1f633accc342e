import { isDatabaseUnavailable } from '../../platform/db/db-unavailable.js';
import { defineModule } from '../../platform/module.js';
import { createPgSearchIndex } from './adapters/pg-search-index.js';
import { registerSearchRoutes } from './http.js';
import { createSearchService } from './service.js';

/**
 * Site search: `GET /api/search` over the documents other modules register in `app.siteSearch.sources`
 * (content: partners, reviews, concepts, FAQ, guide; blog: public posts). When the app is ready it checks
 * what the database offers (pg_trgm, the language configurations) and builds the index from every
 * source; `app.siteSearch.reindex(name)` rebuilds one source later (the blog calls it after a change).
 *
 * A reindex after a change runs once the change has committed, so it never fails the change: an editor's
 * save is saved, and answering it failed would send them to retry into a 409. A failed one is logged (warn
 * when the database is away, error otherwise) and tried again after SEARCH_REINDEX_RETRY_MS, doubling up to
 * 10 minutes, until one succeeds; search answers from the index as it was meanwhile.
 */
const MAX_RETRY_MS = 600_000;

export const searchModule = defineModule('search', async (app, deps) => {
  const service = createSearchService({ index: createPgSearchIndex(deps.db), sources: app.siteSearch.sources });
  const retries = new Map<string, NodeJS.Timeout>();
  const refresh = async (source: string, delay: number): Promise<void> => {
    try {
      await service.reindex(source);
      clearTimeout(retries.get(source));
      retries.delete(source);
    } catch (err) {
      const level = isDatabaseUnavailable(err) ? 'warn' : 'error';
      app.log[level]({ err, source, retryInMs: delay }, 'site search not reindexed after a change: trying again later');
      if (retries.has(source)) return;
      const timer = setTimeout(() => {
        retries.delete(source);
        void refresh(source, Math.min(delay * 2, MAX_RETRY_MS));
      }, delay);
      timer.unref();
      retries.set(source, timer);
    }
  };
  app.siteSearch.setIndexer(async (source) => {
    if (source === undefined) await service.reindex();
    else await refresh(source, deps.config.searchReindexRetryMs);
  });
  app.addHook('onClose', async () => {
    for (const timer of retries.values()) clearTimeout(timer);
    retries.clear();
  });
  await app.register(async (scope) => registerSearchRoutes(scope, service));

  app.addHook('onReady', async () => {
    try {
      const done = await service.reindex();
      if (done.length) app.log.debug({ sources: done }, 'site search indexed');
    } catch (err) {
      // Without the database the site still starts; the next reindex (or restart) fills the index.
      if (!isDatabaseUnavailable(err)) throw err;
      app.log.warn({ err }, 'site search not indexed: database unavailable');
    }
  });
});
