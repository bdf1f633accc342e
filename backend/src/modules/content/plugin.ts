import { join } from 'node:path';
import { isDatabaseUnavailable } from '../../platform/db/db-unavailable.js';
import { createDiskMediaStore } from '../../platform/media/disk-media-store.js';
import { storeLogo } from '../../platform/media/sharp-images.js';
import { defineModule, routeResolver } from '../../platform/module.js';
import type { ContentDates, PartnerDirectory } from './contract.js';
import { COMPARE_KINDS, COMPARE_TYPES, popularPairs, resolveCompareSlug } from '@coinatlas/domain/compare/compare';
import type { FastifyInstance } from 'fastify';
import { readContentFiles } from './adapters/fs-content.js';
import { createKnexPartnerStore } from './adapters/knex-partner-store.js';
import { createDeskService } from './desk-service.js';
import { registerPartnerDeskRoutes } from './desk-http.js';
import type { PartnerFile } from './domain/schema.js';
import { ContentInvalidError, validateContent, type ContentFile } from './domain/validate.js';
import { registerContentRoutes } from './http.js';
import { createLiveContent } from './live-content.js';
import { registerPartnerPages } from './partner-pages.js';

// The files do not change while the process runs, so every app built in this process shares one read.
const folders = new Map<string, { others: ContentFile[]; partners: PartnerFile[] }>();

/** The content folder, validated: the partner records (served until the database is read, and seeded into it) and the rest. */
function readFolder(dir: string) {
  let entry = folders.get(dir);
  if (!entry) {
    const read = readContentFiles(dir);
    const { content, problems } = validateContent(read.files);
    if (read.problems.length + problems.length) throw new ContentInvalidError([...read.problems, ...problems]);
    entry = {
      others: read.files.filter((f) => !f.path.startsWith('partners/')),
      partners: [...content.partners],
    };
    folders.set(dir, entry);
  }
  return entry;
}

/**
 * Editorial content. Reviews, concepts, the FAQ and the guide are read from the content folder (CONTENT_DIR,
 * backend/content by default) and validated when the app is built: an invalid file stops start-up with the
 * list of every problem. Partner records live in the database (`partner_records`, migration 093), seeded
 * from the folder's partners/ once per record when the app is ready, and edited on the partner desk
 * (/admin/partners, `Partners admin` operations); the whole set is validated with the same validator when
 * it is loaded, and every instance follows the records through a token in the shared cache (see
 * live-content.ts). Until the database was read (and while it is down at start) the folder's own records
 * are served. The folder's other seed data belongs to the modules that own its tables (promotions, the blog).
 *
 * Offers `app.partners` (the partner lookups every other module reads, always of the current records) and
 * `app.contentDates`, so it is registered without encapsulation and before the modules that use them. Its
 * records also go to site search, as the `content` source of `app.siteSearch` (reindexed after each write).
 */
export const contentModule = defineModule(
  'content',
  async (app, deps) => {
    const dir = deps.config.contentDir;
    const folder = readFolder(dir);
    const partnerStore = createKnexPartnerStore(deps.db);
    const live = createLiveContent({
      dir,
      others: folder.others,
      filePartners: folder.partners,
      store: partnerStore,
      cache: deps.cache,
      now: deps.now,
      log: app.log,
      // Another instance's save (or this one's): rendered pages may show the records.
      onChange: () => deps.pages.invalidate(),
    });
    app.decorate<PartnerDirectory>('partners', live.directory);
    registerCompareResolvers(app, live.directory);
    registerPartnerPages(app, live.directory, (type, id) => live.service.partnerPage(type, id));
    app.decorate<ContentDates>('contentDates', live.dates);
    app.siteSearch.sources.set('content', { documents: () => live.current().search() });

    // Each request that may show partner records first brings this instance up to date (one cache read when
    // nothing moved). A page's render reads the API in process: the page's own request already did.
    // Requests to a route that says its answers never show a record (`config.showsPartnerRecords: false`, set
    // by the module that owns it) skip it (with Redis, the check is a round trip), synchronously. A preHandler
    // hook, not onRequest: a path the static files' route does not find goes on to the not-found handler, which
    // runs the preHandler hooks again under its own config, so a page rendered there is checked.
    app.addHook('preHandler', (req, _reply, done) => {
      if (req.routeOptions.config.showsPartnerRecords === false || deps.isRenderRead(req)) return done();
      live.ensureFresh().then(() => done(), done);
    });

    const desk = createDeskService({
      live,
      store: partnerStore,
      media: createDiskMediaStore(join(deps.config.dataDir, 'media')),
      storeLogo,
      pageViews: (paths, since) => app.analytics.pageViews(paths, since),
      now: deps.now,
      afterWrite: () => app.siteSearch.reindex('content'),
    });
    await app.register(async (scope) => {
      registerContentRoutes(scope, live.service);
      registerPartnerDeskRoutes(scope, desk, app.adminAuth);
    });

    app.addHook('onReady', async () => {
      try {
        // The OpenAPI generator builds the app on an unmigrated database: nothing to seed or read there.
        if (!(await partnerStore.ready())) return;
        const partners = await partnerStore.seed(folder.partners, new Date(deps.now()));
        if (partners > 0) app.log.info({ partners }, 'seeded partner records the database did not have yet');
        await live.start();
      } catch (err) {
        // With the database down the site starts on the folder's records and follows the database once it answers.
        if (!isDatabaseUnavailable(err)) throw err;
        app.log.warn({ err }, 'partner records not read: database unavailable; serving the content folder until it answers');
      }
    });
  },
  { shared: true, uses: ['admin', 'authors'], usesLater: ['analytics'], provides: ['partners', 'contentDates'] },
);

/**
 * The comparison pages (`/compare/<kind>/<a>-vs-<b>…`): a slug exists when it names 2 to 4 distinct listed
 * partners of the kind; another order of the same ids is redirected to the sorted one. The sitemap lists
 * the popular pairs: every pair among the first four promotable partners of the directory order, dated by
 * the later of the two records' checks.
 */
function registerCompareResolvers(app: FastifyInstance, directory: PartnerDirectory): void {
  // Worked out once per set of records (the directory's list is a new array after each change).
  const memo = new WeakMap<object, Map<string, { ids: Set<string>; byId: Map<string, { updated: string }>; ranked: string[] }>>();
  const kindOf = (kind: (typeof COMPARE_KINDS)[number]) => {
    const all = directory.all;
    let perKind = memo.get(all);
    if (!perKind) memo.set(all, (perKind = new Map()));
    let k = perKind.get(kind);
    if (!k) {
      const records = all.filter((p) => p.type === COMPARE_TYPES[kind]);
      k = {
        ids: new Set(records.map((p) => p.id)),
        byId: new Map(records.map((p) => [p.id, p])),
        ranked: records.filter((p) => p.promotable).map((p) => p.id),
      };
      perKind.set(kind, k);
    }
    return k;
  };
  for (const kind of COMPARE_KINDS) {
    app.routeResolvers.set(
      `compare-${kind}`,
      routeResolver(
        (slug) => resolveCompareSlug(slug, kindOf(kind).ids).status !== 'not-found',
        () => {
          const { ids, byId, ranked } = kindOf(kind);
          return popularPairs(ranked).map((slug) => {
            const r = resolveCompareSlug(slug, ids);
            const dates = r.status === 'not-found' ? [] : r.ids.map((id) => byId.get(id)!.updated);
            return { id: slug, lastmod: dates.sort().at(-1) };
          });
        },
        (slug) => {
          const r = resolveCompareSlug(slug, kindOf(kind).ids);
          return r.status === 'redirect' ? r.slug : undefined;
        },
      ),
    );
  }
}
