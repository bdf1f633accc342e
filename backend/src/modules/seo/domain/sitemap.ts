import type { PartnerType } from '@coinatlas/domain/partners/partner';
import {
  alternatePaths,
  DEFAULT_LANGUAGE,
  LANGUAGE_TAGS,
  LOCALIZED_ROUTES,
  localizePath,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@coinatlas/domain/routes/localized';
import type { PageId, ResolverKey, RouteEntry } from '@coinatlas/domain/routes/manifest';
import { WRITTEN_PAGE_DATES, type WrittenPage } from '@coinatlas/domain/routes/written-pages';

/** A record behind a `:id` page, as its resolver lists it. */
export type PageRecord = Readonly<{
  id: string;
  lastmod?: string;
  /** the languages it has a page in; all when absent */ languages?: readonly SiteLanguage[];
}>;

/** Where a page's last-modified date comes from. */
export type DateSource =
  /** the latest `updated` of the partner records of one type (the catalogue pages list them all) */
  | Readonly<{ kind: 'partners'; type: PartnerType }>
  /** the latest date of the records behind a resolver key (a list of those records) */
  | Readonly<{ kind: 'records'; key: ResolverKey }>
  /** the page's own record (a `:id` page) */
  | Readonly<{ kind: 'record' }>
  | Readonly<{ kind: 'concepts' }>
  | Readonly<{ kind: 'guide' }>
  /** a page whose text is written in the client: the day its text last changed (WRITTEN_PAGE_DATES) */
  | Readonly<{ kind: 'written'; page: WrittenPage }>
  /** the latest `updated` of the partner records of every type (a page listing or counting some of each) */
  | Readonly<{ kind: 'all-partners' }>
  /** not in the sitemap (a page search engines must not index): no date */
  | Readonly<{ kind: 'none' }>;

const partners = (type: PartnerType): DateSource => ({ kind: 'partners', type });
const written = (page: WrittenPage): DateSource => ({ kind: 'written', page });
const RECORD: DateSource = { kind: 'record' };
const NONE: DateSource = { kind: 'none' };

/** Every page's date source: a new page id is a type error here until someone decides. */
export const PAGE_DATES: Readonly<Record<PageId, DateSource>> = {
  // what it lists: the trending tools, and the services the advisor counts (every partner of every type); no
  // posts, concepts or guide entries (it links to their sections without showing them); live prices have no content date
  home: { kind: 'all-partners' },
  exchanges: partners('exchange'),
  'trading-bots': partners('trading_bot'),
  'payment-cards': partners('payment_card'),
  wallets: partners('wallet'),
  tools: partners('tool'),
  apps: partners('app'),
  // a partner's page changed when its record or its written review did (its resolver dates each one)
  partner: RECORD,
  // the exchanges' fee facts
  'fee-calculator': partners('exchange'),
  concepts: { kind: 'concepts' },
  'analysis-guide': { kind: 'guide' },
  // the sign-up offers of the partners of every type, and the exchanges' codes (a code an admin switches on is no record edit)
  'referral-codes': { kind: 'all-partners' },
  'exchange-referral': RECORD,
  'blog-list': { kind: 'records', key: 'blog-post' },
  'blog-post': RECORD,
  company: written('company'),
  // its texts; the operator's record comes from the configuration, which has no date
  'legal-notice': written('legal-notice'),
  contact: written('contact'),
  search: NONE,
  unsubscribe: NONE,
  // a comparison changed when the latest of its partners' records did (its resolver dates each pair)
  compare: RECORD,
  // written in the client, with the rating weights
  methodology: written('methodology'),
  watchlist: NONE,
  'newsletter-confirm': NONE,
  // an author's page changed when their profile did (its resolver dates each profile)
  author: RECORD,
  admin: NONE,
};

export type SitemapData = Readonly<{
  /** absolute origin without a trailing slash, e.g. https://coinatlas.example */
  siteUrl: string;
  /** the records of every resolver key, from the resolvers */
  records: ReadonlyMap<ResolverKey, readonly PageRecord[]>;
  /** the latest `updated` per partner type (types without records left out) */
  partnerDates: Readonly<Partial<Record<PartnerType, string>>>;
  concepts: string | undefined;
  guide: string | undefined;
}>;

export type Alternate = Readonly<{ hreflang: string; href: string }>;
export type SitemapUrl = Readonly<{ loc: string; lastmod?: string; alternates: readonly Alternate[] }>;

/** The latest of some ISO dates or date-times, compared as instants (a date alone is its UTC midnight). */
export function latestDate(dates: ReadonlyArray<string | undefined>): string | undefined {
  let best: string | undefined;
  for (const d of dates) {
    if (d !== undefined && (best === undefined || Date.parse(d) > Date.parse(best))) best = d;
  }
  return best;
}

/** The pages a sitemap lists: public, indexable, and not an alias of another path. */
export const listedRoutes = (routes: readonly RouteEntry[] = LOCALIZED_ROUTES): RouteEntry[] =>
  routes.filter((e) => e.indexable && e.canonical === undefined);

function dateOf(source: DateSource, data: SitemapData): string | undefined {
  switch (source.kind) {
    case 'partners':
      return data.partnerDates[source.type];
    case 'records':
      return latestDate((data.records.get(source.key) ?? []).map((r) => r.lastmod));
    case 'concepts':
      return data.concepts;
    case 'guide':
      return data.guide;
    case 'written':
      return WRITTEN_PAGE_DATES[source.page];
    case 'all-partners':
      return latestDate(Object.values(data.partnerDates));
    case 'record':
    case 'none':
      return undefined;
  }
}

/**
 * Every URL of the sitemap, in manifest order: each listed page in every language with its hreflang
 * alternates (the languages it has and x-default, the English URL when there is one), `:id` pages once per
 * record their resolver lists, in the languages the record has.
 */
export function sitemapUrls(data: SitemapData, routes: readonly RouteEntry[] = LOCALIZED_ROUTES): SitemapUrl[] {
  const urls: SitemapUrl[] = [];
  const abs = (path: string) => data.siteUrl + path;
  const add = (path: string, lastmod: string | undefined, languages: readonly SiteLanguage[] = SITE_LANGUAGES) => {
    const dated = lastmod === undefined ? {} : { lastmod };
    // Only the languages the page has: a blog post missing German has no German URL to point at.
    const langs = SITE_LANGUAGES.filter((l) => languages.includes(l));
    if (langs.length === 0) return;
    const xDefault = langs.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : langs[0]!;
    const alternates: Alternate[] = [
      ...alternatePaths(path)
        .filter((a) => langs.includes(a.lang))
        .map((a) => ({ hreflang: LANGUAGE_TAGS[a.lang].hreflang, href: abs(a.path) })),
      { hreflang: 'x-default', href: abs(localizePath(xDefault, path)) },
    ];
    for (const lang of langs) urls.push({ loc: abs(localizePath(lang, path)), ...dated, alternates });
  };

  for (const entry of listedRoutes(routes)) {
    if (entry.resolve) {
      for (const record of data.records.get(entry.resolve) ?? []) {
        add(entry.path.replace(':id', encodeURIComponent(record.id)), record.lastmod, record.languages);
      }
    } else {
      add(entry.path, dateOf(PAGE_DATES[entry.page], data));
    }
  }
  return urls;
}
