import type { PageInvalidator } from './pages/page-cache.js';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { ResolverKey, SearchCategory } from '@coinatlas/domain/routes/manifest';
import type { Config } from '../config.js';
import type { Cache } from './cache/cache.js';
import type { Db, DbEngine } from './db/create-db.js';
import type { Jobs } from './jobs.js';
import { type SiteLanguage } from '@coinatlas/domain/routes/localized';

/**
 * Everything a module may use, in one shape: every module plugin receives this object and takes the slice
 * it needs. Nothing else crosses from the app into a module.
 */
export type ModuleDeps = Readonly<{
  config: Config;
  db: Db;
  dbEngine: DbEngine;
  cache: Cache;
  /** The Redis client behind the cache, when there is one. */
  redis?: Redis;
  metrics: Registry;
  now: () => number;
  /** Rendered pages: a module whose data pages show invalidates them when that data changes. */
  pages: PageInvalidator;
  /** Background jobs (platform/jobs.ts): work repeated on a timer, once across instances. */
  jobs: Jobs;
  /**
   * Whether a request is one of the page renderer's own in-process reads, marked with this process's secret
   * header: a client that sends the header with any other value is a client like any other.
   */
  isRenderRead: (req: FastifyRequest) => boolean;
}>;

/** A backend capability: a Fastify plugin over the module dependencies. */
export type AppModule = FastifyPluginAsync<ModuleDeps>;

/** What a module offers the modules after it: the app decorators, each typed in its module's `contract.ts`. */
export type ModuleProvision = 'adminAuth' | 'partners' | 'contentDates' | 'blogPosts' | 'authors' | 'analytics' | 'referralLinks';

export type ModuleOptions = Readonly<{
  /**
   * The modules this one uses, by name: their decorators, or what they put in the platform's registries (a
   * page resolver). Fastify checks them when the module is registered: a module listed before one it uses
   * fails at start ("The dependency 'module:admin' of plugin 'module:promotions' is not registered").
   */
  uses?: readonly string[];
  /**
   * Modules this one uses only inside a request, registered after it (the authors module reads the blog's
   * posts for an author's page): Fastify cannot check them at start, the module graph test does.
   */
  usesLater?: readonly string[];
  /** The decorators this module offers (see ModuleProvision); the module graph test checks the code agrees. */
  provides?: readonly ModuleProvision[];
  /**
   * The module decorates the app for the modules after it, so it is registered without encapsulation
   * (fastify-plugin); its routes then take a scope of their own.
   */
  shared?: boolean;
}>;

/** A module's declared place in the graph, kept on its plugin (read by the module graph test and ARCHITECTURE.md). */
export type ModuleContract = Readonly<{
  name: string;
  uses: readonly string[];
  usesLater: readonly string[];
  provides: readonly ModuleProvision[];
}>;
export const MODULE_CONTRACT = Symbol.for('coinatlas.moduleContract');

/** The contract defineModule recorded on a module's plugin. */
export const contractOf = (module: AppModule): ModuleContract => (module as unknown as Record<symbol, ModuleContract>)[MODULE_CONTRACT]!;

/**
 * A module's plugin, named `module:<name>` with the modules it uses (fastify-plugin metadata). Routes and hooks
 * stay encapsulated in the module unless it is `shared`; what a module offers the rest of the app goes
 * through the decorators declared below, never through an import of its files.
 */
export function defineModule(name: string, plugin: AppModule, options: ModuleOptions = {}): AppModule {
  Object.defineProperty(plugin, 'name', { value: `module:${name}` });
  const contract: ModuleContract = {
    name,
    uses: options.uses ?? [],
    usesLater: options.usesLater ?? [],
    provides: options.provides ?? [],
  };
  const wrapped = fp(plugin, {
    name: `module:${name}`,
    dependencies: contract.uses.map((used) => `module:${used}`),
    encapsulate: options.shared !== true,
  });
  Object.defineProperty(wrapped, MODULE_CONTRACT, { value: contract });
  return wrapped;
}

/**
 * Marks the onRequest hooks made by `requireAdmin`, so the API document can say which operations need the
 * admin session (and, for mutations, the CSRF header) without a second list to keep in step.
 */
export const ADMIN_ACCESS = Symbol.for('coinatlas.adminAccess');

/** The header every admin mutation carries, with the token from GET /api/admin/session. */
export const CSRF_HEADER = 'x-csrf-token';
export type AdminAccess = 'read' | 'mutation';

/** A record behind a `:id` page: its id, and when its content last changed (ISO date or date-time) if known. */
export type ResolvedRecord = Readonly<{
  id: string;
  lastmod?: string;
  /** the languages the record has a page in (blog posts); every site language when absent */
  languages?: readonly TextLanguage[];
}>;

/**
 * What a resolver answers for an id in a language: the page exists, not, the record moved to another id
 * (301), or it is shown on another page of the site (301 to `movedTo`, a language-free path, optionally
 * with a `#section`: one provider, one page).
 */
export type Resolution = boolean | Readonly<{ redirect: string }> | Readonly<{ movedTo: string }>;

/**
 * The records behind the `:id` pages of one resolver key. Called with an id it answers whether the record
 * exists (the page's HTTP status is 404 when not); `list()` names every record that exists, read from the
 * same data, so the sitemap lists exactly the pages that answer 200.
 */
export type RouteResolver = ((id: string, lang?: TextLanguage) => Promise<Resolution> | Resolution) &
  Readonly<{
    list(): Promise<readonly ResolvedRecord[]> | readonly ResolvedRecord[];
    /**
     * For records with more than one spelling of their id (a comparison's ids in any order): the one id
     * search engines should see, when `id` is another spelling of it; the site answers with a permanent
     * redirect to it. Undefined: `id` is already the one spelling (or names nothing).
     */
    canonical?(id: string): string | undefined;
  }>;

/** A resolver from its two questions (it stays callable, so `resolver(id)` keeps answering the first). */
export const routeResolver = (
  exists: (id: string, lang?: TextLanguage) => Promise<Resolution> | Resolution,
  list: RouteResolver['list'],
  canonical?: (id: string) => string | undefined,
): RouteResolver => Object.assign((id: string, lang?: TextLanguage) => exists(id, lang), canonical ? { list, canonical } : { list });

/** The languages editorial texts are written in. */
export type TextLanguage = SiteLanguage;

/** What kind of record a search document stands for. */
export type SearchDocumentKind = 'partner' | 'review' | 'concept' | 'faq' | 'guide' | 'blog';

/**
 * One searchable record as seen by a visitor of one language. The module that owns the records builds
 * these (it knows its texts and page addresses); the search module only indexes and ranks them.
 */
export type SearchDocument = Readonly<{
  kind: SearchDocumentKind;
  /** unique within its kind and language, e.g. `wallet/ledger-nano-x` */
  id: string;
  /** the visitor language this document is offered in */
  lang: TextLanguage;
  /** the language its text is written in (a blog post's version in its own language) */
  textLanguage: TextLanguage;
  category: SearchCategory;
  /** the record's name or title (ranked highest) */
  title: string;
  /** a sentence from the record that says what it is (shown under the title) */
  description: string;
  /** short labels (tags, section names, category words), ranked after the title */
  keywords: string;
  /** the rest of its text (features, pros and cons, sections), ranked lowest */
  body: string;
  /**
   * words that find the record but are not prose to show a visitor (fact names and values such as
   * "open source yes"): ranked like the body, never quoted in a snippet
   */
  data?: string;
  /** the site path (language-free) where the record is shown */
  url: string;
}>;

/** The searchable records of one owner: every language at once, read from the owner's current data. */
export type SearchSource = Readonly<{ documents(): Promise<readonly SearchDocument[]> | readonly SearchDocument[] }>;

/**
 * Site search as the other modules see it (`app.siteSearch`, declared by the platform): owners register
 * their source under a name, and call `reindex(name)` after their records change (the blog after an edit).
 * The search module installs the indexer; until it has, `reindex` does nothing. A named reindex never
 * throws: it runs after the change committed, and a failed one is retried (see the search module).
 */
export type SiteSearch = Readonly<{
  sources: Map<string, SearchSource>;
  reindex(source?: string): Promise<void>;
  setIndexer(indexer: (source?: string) => Promise<void>): void;
}>;

declare module 'fastify' {
  interface FastifyInstance {
    siteSearch: SiteSearch;
    routeResolvers: Map<ResolverKey, RouteResolver>;
  }
  interface FastifyContextConfig {
    /**
     * `false` on a route whose answers never show a partner record (prices, health, built files…): its requests
     * skip the partner records' freshness check (content's preHandler hook). A route that does not say is checked,
     * and so is every request that ends in the not-found handler.
     */
    showsPartnerRecords?: false;
  }
}

/**
 * The shared registry of page resolvers: a module that owns records behind `:id` pages registers one
 * resolver per key of the route manifest, and the site answers 404 for ids it does not know.
 */
export const routeResolversPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('routeResolvers', new Map<ResolverKey, RouteResolver>());
  },
  { name: 'route-resolvers' },
);

/** The shared site-search registry (see `SiteSearch`), decorated before any module registers. */
export const siteSearchPlugin = fp(
  async (app: FastifyInstance) => {
    let indexer: ((source?: string) => Promise<void>) | undefined;
    const search: SiteSearch = {
      sources: new Map(),
      reindex: async (source) => {
        if (indexer) await indexer(source);
      },
      setIndexer: (fn) => {
        indexer = fn;
      },
    };
    app.decorate('siteSearch', search);
  },
  { name: 'site-search' },
);
