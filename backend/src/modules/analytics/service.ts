import { AppError } from '@coinatlas/domain/errors';
import {
  BLOG_LANGUAGES,
  blogIncrements,
  daysOf,
  eventProblem,
  noLanguages,
  readThroughRate,
  reportRange,
  type BlogCounts,
  type BlogLanguage,
  type ByLanguage,
} from './domain/blog-analytics.js';
import {
  change,
  clickThroughRate,
  contentIncrements,
  MAX_CONTENT_RANGE_DAYS,
  movers,
  pageFigures,
  pageOf,
  previousPeriod,
  routeFigures,
} from './domain/content-performance.js';
import { normaliseEvent, type IncomingEvent } from './domain/events.js';
import type { BlogStatsRepository, ContentStatsRepository, EventRepository } from './ports.js';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { SITE_LANGUAGES, type SiteLanguage } from '@coinatlas/domain/routes/localized';

export type BlogReportQuery = {
  from?: string | undefined;
  to?: string | undefined;
  lang?: BlogLanguage | undefined;
  post?: string | undefined;
};

type Figures = BlogCounts & { readThroughRate: number | null; viewsByLanguage: ByLanguage };

const empty = (): Figures => ({
  views: 0,
  readEnds: 0,
  readThroughRate: null,
  signups: 0,
  outboundClicks: 0,
  viewsByLanguage: noLanguages(),
});

function add(into: Figures, row: BlogCounts & { lang: BlogLanguage }): void {
  into.views += row.views;
  into.readEnds += row.readEnds;
  into.signups += row.signups;
  into.outboundClicks += row.outboundClicks;
  into.viewsByLanguage[row.lang] += row.views;
}

const finish = <T extends Figures>(f: T): T => ({ ...f, readThroughRate: readThroughRate(f.views, f.readEnds) });

/** Pages listed per partner in the report (the CSV lists every one). */
export const SOURCES_SHOWN = 10;

export type ContentReportQuery = { from?: string | undefined; to?: string | undefined; lang?: SiteLanguage | undefined };

type Sums = { views: number; clicks: number; previousViews: number; previousClicks: number };
const noSums = (): Sums => ({ views: 0, clicks: 0, previousViews: 0, previousClicks: 0 });
const withRates = <T extends Sums>(s: T) => ({
  ...s,
  ctr: clickThroughRate(s.views, s.clicks),
  previousCtr: clickThroughRate(s.previousViews, s.previousClicks),
  viewsChange: change(s.views, s.previousViews),
  clicksChange: change(s.clicks, s.previousClicks),
});

export function createAnalyticsService(deps: {
  repo: EventRepository;
  blog: BlogStatsRepository;
  content: ContentStatsRepository;
  /** The partner's display name, when the site lists it. */
  partnerName: (type: PartnerType, id: string) => string | undefined;
  now: () => number;
}) {
  const range = (q: BlogReportQuery) => {
    const r = reportRange(q, deps.now());
    if ('problem' in r) throw new AppError('BAD_REQUEST', r.problem);
    return { ...r, filter: { from: r.from, to: r.to, lang: q.lang, slug: q.post } };
  };

  return {
    /** Checks every event (the batch is all-or-nothing), then stores them and their blog counters. */
    async record(events: IncomingEvent[]): Promise<number> {
      events.forEach((e, i) => {
        const problem = eventProblem(e, `body/events/${i}`);
        if (problem) throw new AppError('BAD_REQUEST', problem);
      });
      return this.recordTrusted(events);
    },

    /** Events the server itself observed (the /go/ clicks): stored without the client-side checks. */
    async recordTrusted(events: IncomingEvent[]): Promise<number> {
      const now = new Date(deps.now());
      const stored = events.map((e) => normaliseEvent(e, now));
      await deps.repo.insertMany(stored, blogIncrements(stored), contentIncrements(stored));
      return events.length;
    },

    /** Page views of each of these paths since an instant (the partner desk's visits). */
    pageViews: (paths: readonly string[], since: Date) => deps.repo.pageViews(paths, since),

    /** Blog figures of a range: totals, one entry per day (every day, zeros included) and one per post. */
    async blogReport(q: BlogReportQuery) {
      const r = range(q);
      const [dayRows, postRows] = await Promise.all([deps.blog.byDay(r.filter), deps.blog.byPost(r.filter)]);
      const totals = empty();
      const days = new Map(daysOf(r).map((day) => [day, { day, ...empty() }]));
      for (const row of dayRows) {
        const d = days.get(row.day);
        if (d) add(d, row);
        add(totals, row);
      }
      const posts = new Map<string, Figures & { slug: string }>();
      for (const row of postRows) {
        let p = posts.get(row.slug);
        if (!p) posts.set(row.slug, (p = { slug: row.slug, ...empty() }));
        add(p, row);
      }
      return {
        from: r.from,
        to: r.to,
        lang: q.lang ?? null,
        post: q.post ?? null,
        totals: finish(totals),
        days: [...days.values()].map(finish),
        // Top posts first: most views, then most read-ends, then by slug.
        posts: [...posts.values()].map(finish).sort((a, b) => b.views - a.views || b.readEnds - a.readEnds || a.slug.localeCompare(b.slug)),
      };
    },

    /**
     * Content performance of a range against the period of equal length before it: totals, per language, per
     * day (the chart), per page and per route and language, the top movers, and per partner its clicks and the
     * pages that sent them.
     */
    async contentReport(q: ContentReportQuery, opts: { sourcesPerPartner?: number; withPartners?: boolean } = {}) {
      const perPartner = opts.sourcesPerPartner ?? SOURCES_SHOWN;
      const withPartners = opts.withPartners ?? true;
      const r = reportRange(q, deps.now(), MAX_CONTENT_RANGE_DAYS);
      if ('problem' in r) throw new AppError('BAD_REQUEST', r.problem);
      const previous = previousPeriod(r);
      const f = { from: r.from, to: r.to, previousFrom: previous.from, lang: q.lang };
      const [langDays, pageRows, partnerRows, sourceRows] = await Promise.all([
        deps.content.byLanguageDay(f),
        deps.content.pages(f),
        q.lang || !withPartners ? Promise.resolve([]) : deps.content.partnerTotals(f),
        withPartners ? deps.content.partnerSources(f) : Promise.resolve([]),
      ]);

      const totals = noSums();
      const languages = new Map<SiteLanguage, Sums>(SITE_LANGUAGES.filter((l) => !q.lang || l === q.lang).map((l) => [l, noSums()]));
      const days = new Map(
        daysOf(r).map((day) => [day, { day, views: 0, clicks: 0, viewsByLanguage: noLanguages() as Record<SiteLanguage, number> }]),
      );
      for (const row of langDays) {
        const current = row.day >= r.from;
        const l = languages.get(row.lang);
        for (const s of l ? [totals, l] : [totals]) {
          if (current) {
            s.views += row.views;
            s.clicks += row.clicks;
          } else {
            s.previousViews += row.views;
            s.previousClicks += row.clicks;
          }
        }
        const d = days.get(row.day);
        if (d) {
          d.views += row.views;
          d.clicks += row.clicks;
          d.viewsByLanguage[row.lang] += row.views;
        }
      }

      const pages = pageFigures(pageRows);
      const viewsOf = new Map(pages.map((p) => [p.path, p.views]));

      // Partners: every /go/ click (outbound_clicks) and, from the roll-up, the pages that sent them. With a
      // language, only clicks from that language's pages count (a click's language is its page's).
      type Partner = {
        type: PartnerType;
        id: string;
        clicks: number;
        previousClicks: number;
        fromPages: number;
        byLanguage: Record<SiteLanguage, number>;
        sources: Source[];
      };
      type Source = { path: string; lang: SiteLanguage; route: string; clicks: number; views: number; ctr: number | null };
      const partners = new Map<string, Partner>();
      const partnerOf = (type: PartnerType, id: string) => {
        const k = `${type}/${id}`;
        let p = partners.get(k);
        if (!p)
          partners.set(
            k,
            (p = {
              type,
              id,
              clicks: 0,
              previousClicks: 0,
              fromPages: 0,
              byLanguage: noLanguages() as Record<SiteLanguage, number>,
              sources: [],
            }),
          );
        return p;
      };
      for (const row of partnerRows) {
        const p = partnerOf(row.partnerType, row.partnerId);
        p.clicks += row.clicks;
        p.previousClicks += row.previousClicks;
      }
      // Many partner rows share a page: match each path against the route manifest once.
      const pageCache = new Map<string, ReturnType<typeof pageOf>>();
      for (const row of sourceRows) {
        let page = pageCache.get(row.path);
        if (!pageCache.has(row.path)) pageCache.set(row.path, (page = pageOf(row.path)));
        if (!page) continue;
        const p = partnerOf(row.partnerType, row.partnerId);
        if (q.lang) {
          p.clicks += row.clicks;
          p.previousClicks += row.previousClicks;
        }
        if (row.clicks === 0) continue;
        p.fromPages += row.clicks;
        p.byLanguage[page.lang] += row.clicks;
        const views = viewsOf.get(row.path) ?? 0;
        p.sources.push({
          path: page.path,
          lang: page.lang,
          route: page.route,
          clicks: row.clicks,
          views,
          ctr: clickThroughRate(views, row.clicks),
        });
      }
      const partnerList = [...partners.values()]
        .filter((p) => p.clicks > 0 || p.previousClicks > 0)
        .map((p) => ({
          type: p.type,
          id: p.id,
          name: deps.partnerName(p.type, p.id) ?? p.id,
          clicks: p.clicks,
          previousClicks: p.previousClicks,
          clicksChange: change(p.clicks, p.previousClicks),
          // Clicks the /go/ counter saw without a page of this site as their Referer (never below zero: the two
          // counters are written separately).
          unknownPage: Math.max(0, p.clicks - p.fromPages),
          clicksByLanguage: p.byLanguage,
          sourcePages: p.sources.length,
          // The pages that sent most (all of them for the CSV): a partner linked from every page would make the
          // answer as long as the site.
          sources: p.sources.sort((a, b) => b.clicks - a.clicks || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)).slice(0, perPartner),
        }))
        .sort((a, b) => b.clicks - a.clicks || a.type.localeCompare(b.type) || a.id.localeCompare(b.id));

      return {
        from: r.from,
        to: r.to,
        days: r.days,
        previous,
        lang: q.lang ?? null,
        totals: {
          ...withRates(totals),
          // Every /go/ click of the range, including those whose page is unknown (all languages only).
          partnerClicks: q.lang ? totals.clicks : partnerList.reduce((a, p) => a + p.clicks, 0),
        },
        languages: [...languages.entries()].map(([lang, s]) => ({ lang, ...withRates(s) })),
        series: [...days.values()],
        pages,
        routes: routeFigures(pages),
        movers: movers(pages),
        partners: partnerList,
      };
    },

    /** Every day, post and language with anything counted in the range, for the CSV export. */
    async blogRows(q: BlogReportQuery) {
      const r = range(q);
      const rows = await deps.blog.rows(r.filter);
      return { from: r.from, to: r.to, rows: rows.map((row) => ({ ...row, readThroughRate: readThroughRate(row.views, row.readEnds) })) };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
export type ContentReport = Awaited<ReturnType<AnalyticsService['contentReport']>>;
export { BLOG_LANGUAGES };
