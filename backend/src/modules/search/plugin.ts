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
 */
export const searchModule = defineModule('search', async (app, deps) => {
  const service = createSearchService({ index: createPgSearchIndex(deps.db), sources: app.siteSearch.sources });
  app.siteSearch.setIndexer(async (source) => {
    await service.reindex(source);
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
