import type { PageInvalidator } from './pages/page-cache.js';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { Partner, PartnerStatus, PartnerType } from '@coinatlas/domain/partners/partner';
import type { AvailabilityFact } from '@coinatlas/domain/availability/availability';
import type { FeeFacts, PaymentMethodFact } from '@coinatlas/domain/fees/fees';
import type { CandidateWithText } from '@coinatlas/domain/recommendations/catalogue';
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

/** What a module offers the modules after it: the app decorators declared at the end of this file. */
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

/** The admin session of a request, as the admin module resolves it. */
export type AdminIdentity = Readonly<{ accountId: number; email: string }>;

/** Admin authorisation, offered by the admin module to every module with admin-only routes. */
export type AdminAuth = Readonly<{
  /**
   * onRequest hook for admin-only routes: 401 without a session; for mutations also 403 unless the request
   * is same-origin and carries the session's CSRF token. `refuseCrossSite` on a read: 403 when the request says it
   * comes from another site (an Origin or Referer of another origin, or Sec-Fetch-Site: cross-site).
   */
  requireAdmin(opts: { mutation: boolean; refuseCrossSite?: boolean }): onRequestAsyncHookHandler;
  /** The signed-in admin of this request, if any. */
  adminOf(req: FastifyRequest): Promise<AdminIdentity | undefined>;
}>;

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

/**
 * The listed partners, read from the editorial content records (the content module offers it as
 * `app.partners`): every lookup of the server (links, referral seeds, promotion checks, page resolvers,
 * recommendations) reads this one source.
 */
export type PartnerDirectory = Readonly<{
  all: readonly PartnerRecord[];
  find(type: PartnerType, id: string): PartnerRecord | undefined;
  /** Whether the partner has a written review. */
  hasReview(type: PartnerType, id: string): boolean;
  /** The date its written review was last updated (YYYY-MM-DD), when it has one. */
  reviewUpdated(type: PartnerType, id: string): string | undefined;
  /** Every recommendation candidate in catalogue order (category, then position), texts in `lang`. */
  candidates(lang: TextLanguage): readonly CandidateWithText[];
}>;

/**
 * A listed partner with the day its record was last edited (`updated`), the newest day an editor checked
 * any of its facts against a source (`lastChecked`, null while everything is from our catalogue), its status,
 * and whether that status lets the site promote it (offers, /go/ referral links, referral
 * codes, promotions, recommendations; see `isPromotable` in the shared domain).
 */
export type PartnerRecord = Partner &
  Readonly<{
    updated: string;
    lastChecked: string | null;
    status: PartnerStatus;
    promotable: boolean;
    availability?: readonly AvailabilityFact[];
    /** An exchange's id in the market-data library, where the record names one (confirmed against the library's own list). */
    marketId?: string;
    /** An exchange's fee facts (deposit by method, trading schedule, spread, withdrawal), each with its provenance. */
    fees?: FeeFacts;
    /** An exchange's fiat payment methods (one entry per method and currency), each with its provenance. */
    paymentMethods?: readonly PaymentMethodFact[];
    /** An exchange's kind (centralized, decentralized...), as its record says. */
    category?: string;
  }>;

/**
 * When the editorial records that are not partners were last edited (YYYY-MM-DD): the latest `updated`
 * of the concept explainers and of the analysis-guide entries; undefined when there are none. Offered by the
 * content module as `app.contentDates`.
 */
export type ContentDates = Readonly<{ concepts: string | undefined; guide: string | undefined }>;

/** A published blog post's version in one language as other modules see it (feeds). */
export type PublishedPost = Readonly<{
  slug: string;
  /** the language of its text */
  lang: TextLanguage;
  title: string;
  summary: string;
  /** its body as the post page shows it (HTML from the blog's Markdown, no raw HTML of the source) */
  html: string;
  /** ISO date-time it went public */
  publishedAt: string;
  /** ISO date-time it last changed: its last edit, or its publication when that came later */
  updatedAt: string;
}>;

/** The blog's published posts, offered by the blog module as `app.blogPosts`. */
export type BlogPosts = Readonly<{
  /** The newest published posts in one language first (posts without that language left out), at most `limit`. */
  latest(limit: number, lang: TextLanguage): Promise<readonly PublishedPost[]>;
  /** The same, of the posts whose byline is the author profile `authorId` (its author page). */
  byAuthor(authorId: number, lang: TextLanguage, limit: number): Promise<readonly PublishedPost[]>;
  /** A published post's title in one language (its share image), or undefined when it has no public version there. */
  title(slug: string, lang: TextLanguage): Promise<string | undefined>;
}>;

/** A person a byline names: an author profile, with the slug of its page (`/authors/{slug}`). */
export type AuthorByline = Readonly<{ id: number; name: string; slug: string }>;

/**
 * The author profiles as other modules see them (`app.authors`, offered by the authors module): the blog
 * names a post's author by profile id, and the content API adds the byline of a review. No profile exists
 * until an editor creates one; without one a byline is the organization's.
 */
export type AuthorDirectory = Readonly<{
  /** The profiles among `ids` that exist (a deleted one is left out), by id. */
  bylines(ids: readonly number[]): Promise<ReadonlyMap<number, AuthorByline>>;
  /** The profile an editor named as the author of a partner's review, or null (the organization's review). */
  reviewByline(type: PartnerType, id: string): Promise<AuthorByline | null>;
}>;

/**
 * Which partners have a referral code or affiliate link visitors may see right now (active, with a code and
 * an address, of a partner the site may promote), offered by the referrals module as `app.referralLinks`.
 * A claim such as "Exclusive offer", "through our link" or "our link takes 10% off" is made only for these.
 */
export type ReferralLinks = Readonly<{
  /** The keys (`type/id`) of the partners with one. Kept briefly; a change of a code on this instance clears it. */
  activeKeys(): Promise<ReadonlySet<string>>;
}>;

/** One event the server itself observed (no IP, cookie or visitor id), as the analytics module stores it. */
export type ServerEvent = Readonly<{ name: string; category?: string; label?: string; path: string }>;

/** First-party analytics as other modules see it (`app.analytics`, offered by the analytics module). */
export type FirstPartyAnalytics = Readonly<{
  /** Stores an event the server saw (a /go/ click, with the page it was made on as its path). */
  recordServerEvent(event: ServerEvent): Promise<void>;
  /** Page views (`page_view` events) of each of these paths (as visitors saw them, e.g. `/es/exchanges/kraken`) since `since`. */
  pageViews(paths: readonly string[], since: Date): Promise<ReadonlyMap<string, number>>;
}>;

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
    adminAuth: AdminAuth;
    partners: PartnerDirectory;
    contentDates: ContentDates;
    blogPosts: BlogPosts;
    authors: AuthorDirectory;
    analytics: FirstPartyAnalytics;
    referralLinks: ReferralLinks;
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
