import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../../platform/db/db-unavailable.js';
import { defineModule } from '../../platform/module.js';
import { CONTENT_DIR, loadContent } from './adapters/fs-content.js';
import { loadSeeds } from './adapters/fs-seeds.js';
import { createKnexSeedStore } from './adapters/knex-seed-store.js';
import { contentSearchDocuments, type ContentSearchDocument } from './domain/search-documents.js';
import type { Seeds } from './domain/seeds.js';
import { registerContentRoutes } from './http.js';
import { createContentService, type ContentService } from './service.js';

// The files do not change while the process runs, so every app built in this process shares one read
// (and one set of serialized answers).
const loaded = new Map<string, { service: ContentService; seeds: Seeds; search: readonly ContentSearchDocument[] }>();

/**
 * Editorial content (partners, reviews, concepts, the guide) read from backend/content and validated
 * when the app is built: an invalid file stops start-up with the list of every problem. When the app is
 * ready, the seed data (promotions, first blog posts) is inserted where it was never seeded. Offers
 * `app.partners` (the partner lookups every other module reads) and `app.contentDates` (when the concept
 * and guide records were checked), so it is registered without encapsulation and before the modules that
 * use them. Its records also go to site search, as the `content` source of `app.siteSearch`.
 */
export const contentModule = fp(
  defineModule('content', async (app, deps) => {
  const dir = CONTENT_DIR;
  let entry = loaded.get(dir);
  if (!entry) {
    const content = loadContent(dir);
    const service = createContentService(content);
    entry = {
      service,
      seeds: loadSeeds(dir, (type, id) => service.directory.find(type, id) !== undefined),
      search: contentSearchDocuments(content),
    };
    loaded.set(dir, entry);
  }
  app.decorate('partners', entry.service.directory);
  app.decorate('contentDates', entry.service.dates);
  // Site search indexes every record in every language (the files only change with a deploy).
  const documents = entry.search;
  app.siteSearch.sources.set('content', { documents: () => documents });
  const service = entry.service;
  await app.register(async (scope) => registerContentRoutes(scope, service));

  const store = createKnexSeedStore(deps.db);
  const seeds = entry.seeds;
  app.addHook('onReady', async () => {
    try {
      // The OpenAPI generator builds the app on an unmigrated database: nothing to seed there.
      if (!(await store.ready())) return;
      const added = await store.apply(seeds);
      if (added.promotions + added.posts > 0) app.log.info(added, 'seeded content the database did not have yet');
    } catch (err) {
      // Seeding only adds starter rows; with the database down the site starts without them.
      if (!isDatabaseUnavailable(err)) throw err;
      app.log.warn({ err }, 'content seeding skipped: database unavailable');
    }
  });
  }),
  { name: 'module:content' },
);
