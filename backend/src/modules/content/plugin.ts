import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../../platform/db/db-unavailable.js';
import { defineModule, routeResolver, type PartnerDirectory } from '../../platform/module.js';
import { COMPARE_KINDS, COMPARE_TYPES, popularPairs, resolveCompareSlug } from '@coinatlas/domain/compare/compare';
import type { FastifyInstance } from 'fastify';
import { loadContent } from './adapters/fs-content.js';
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
 * Editorial content (partners, reviews, concepts, the guide) read from the content folder (CONTENT_DIR,
 * backend/content by default) and validated
 * when the app is built: an invalid file stops start-up with the list of every problem. When the app is
 * ready, the seed data (promotions, first blog posts) is inserted where it was never seeded. Offers
 * `app.partners` (the partner lookups every other module reads) and `app.contentDates` (when the concept
 * and guide records were checked), so it is registered without encapsulation and before the modules that
 * use them. Its records also go to site search, as the `content` source of `app.siteSearch`.
 */
export const contentModule = fp(
  defineModule('content', async (app, deps) => {
  const dir = deps.config.contentDir;
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
  registerCompareResolvers(app, entry.service.directory);
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
      if (added.promotions + added.posts + added.translations > 0) app.log.info(added, 'seeded content the database did not have yet');
    } catch (err) {
      // Seeding only adds starter rows; with the database down the site starts without them.
      if (!isDatabaseUnavailable(err)) throw err;
      app.log.warn({ err }, 'content seeding skipped: database unavailable');
    }
  });
  }),
  { name: 'module:content' },
);

/**
 * The comparison pages (`/compare/<kind>/<a>-vs-<b>…`): a slug exists when it names 2 to 4 distinct listed
 * partners of the kind; another order of the same ids is redirected to the sorted one. The sitemap lists
 * the popular pairs: every pair among the first four promotable partners of the directory order, dated by
 * the later of the two records' checks.
 */
function registerCompareResolvers(app: FastifyInstance, directory: PartnerDirectory): void {
  for (const kind of COMPARE_KINDS) {
    const records = directory.all.filter((p) => p.type === COMPARE_TYPES[kind]);
    const ids = new Set(records.map((p) => p.id));
    const byId = new Map(records.map((p) => [p.id, p]));
    const ranked = records.filter((p) => p.promotable).map((p) => p.id);
    app.routeResolvers.set(
      `compare-${kind}`,
      routeResolver(
        (slug) => resolveCompareSlug(slug, ids).status !== 'not-found',
        () =>
          popularPairs(ranked).map((slug) => {
            const r = resolveCompareSlug(slug, ids);
            const dates = r.status === 'not-found' ? [] : r.ids.map((id) => byId.get(id)!.updated);
            return { id: slug, lastmod: dates.sort().at(-1) };
          }),
        (slug) => {
          const r = resolveCompareSlug(slug, ids);
          return r.status === 'redirect' ? r.slug : undefined;
        },
      ),
    );
  }
}
