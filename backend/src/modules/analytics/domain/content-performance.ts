import { isPartnerType, type PartnerType } from '@coinatlas/domain/partners/partner';
import { localizePath, matchLocalizedRoute, type SiteLanguage } from '@coinatlas/domain/routes/localized';
import type { StoredEvent } from './events.js';

/**
 * Content performance (issue 16): views and /go/ partner clicks of every public page, read from our own
 * events. A page is its path as the visitor saw it (`/es/exchanges`); the URL says its language (English at the
 * root, the others under /es, /de, /pt) and the route manifest its route (`/blog/:id`). Paths the manifest does
 * not know (typos, 404s) and admin pages are not pages of the site and count nowhere.
 */
export type PageKey = { path: string; lang: SiteLanguage; route: string };

export const MAX_PATH_LENGTH = 512;
export const MAX_PARTNER_ID_LENGTH = 64;

/** The public page a path stands for (normalised: no trailing slash), or undefined. */
export function pageOf(rawPath: string): PageKey | undefined {
  if (rawPath.length > MAX_PATH_LENGTH) return undefined;
  const m = matchLocalizedRoute(rawPath);
  if (!m || m.entry.section === 'admin') return undefined;
  return { path: localizePath(m.lang, m.path), lang: m.lang, route: m.entry.path };
}

/** The events content performance counts. `outbound_click` is recorded by the server on the referring page. */
export const CONTENT_EVENTS = { view: 'page_view', click: 'outbound_click' } as const;

export type PageDay = { day: string; path: string; lang: SiteLanguage; views: number; clicks: number };
export type PartnerPageDay = { day: string; partnerType: PartnerType; partnerId: string; path: string; lang: SiteLanguage; clicks: number };
export type LanguageDay = { day: string; lang: SiteLanguage; views: number; clicks: number };
export type ContentIncrements = { pages: PageDay[]; partnerPages: PartnerPageDay[]; languages: LanguageDay[] };

/** One group of identical events (the backfill reads them grouped; a live batch has `count` 1 each). */
export type EventGroup = Pick<StoredEvent, 'name' | 'category' | 'label' | 'path'> & { day: string; count: number };

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * What groups of events add to the three daily roll-ups, each sorted by its key (concurrent writers then lock
 * rows in the same order and cannot deadlock each other).
 */
export function contentIncrementsOf(groups: readonly EventGroup[]): ContentIncrements {
  const pages = new Map<string, PageDay>();
  const partnerPages = new Map<string, PartnerPageDay>();
  const languages = new Map<string, LanguageDay>();
  for (const g of groups) {
    const isView = g.name === CONTENT_EVENTS.view;
    const isClick = g.name === CONTENT_EVENTS.click;
    if (!isView && !isClick) continue;
    const page = pageOf(g.path);
    if (!page) continue;
    if (isClick && (g.category === null || !isPartnerType(g.category) || !g.label || g.label.length > MAX_PARTNER_ID_LENGTH)) continue;
    const pk = `${g.day}|${page.path}`;
    let p = pages.get(pk);
    if (!p) pages.set(pk, (p = { day: g.day, path: page.path, lang: page.lang, views: 0, clicks: 0 }));
    const lk = `${g.day}|${page.lang}`;
    let l = languages.get(lk);
    if (!l) languages.set(lk, (l = { day: g.day, lang: page.lang, views: 0, clicks: 0 }));
    if (isView) {
      p.views += g.count;
      l.views += g.count;
      continue;
    }
    p.clicks += g.count;
    l.clicks += g.count;
    const type = g.category as PartnerType;
    const id = g.label!;
    const ck = `${g.day}|${type}|${id}|${page.path}`;
    let c = partnerPages.get(ck);
    if (!c) partnerPages.set(ck, (c = { day: g.day, partnerType: type, partnerId: id, path: page.path, lang: page.lang, clicks: 0 }));
    c.clicks += g.count;
  }
  const sorted = <T>(m: Map<string, T>) => [...m.entries()].sort(([a], [b]) => cmp(a, b)).map(([, v]) => v);
  return { pages: sorted(pages), partnerPages: sorted(partnerPages), languages: sorted(languages) };
}

/** The roll-up increments of a batch of stored events. */
export const contentIncrements = (events: readonly StoredEvent[]): ContentIncrements =>
  contentIncrementsOf(
    events.map((e) => ({
      name: e.name,
      category: e.category,
      label: e.label,
      path: e.path,
      day: e.occurredAt.toISOString().slice(0, 10),
      count: 1,
    })),
  );

// ---- the report --------------------------------------------------------------------------------

/** At most a year (a leap year included) per report; the previous period doubles what is read. */
export const MAX_CONTENT_RANGE_DAYS = 366;
export const MOVERS = 5;

/** Clicks per view (0..1 rounded to 4 places; clicks may exceed views on a page opened once and clicked twice). */
export const clickThroughRate = (views: number, clicks: number): number | null =>
  views > 0 ? Math.round((clicks / views) * 10_000) / 10_000 : null;

/** Relative change against the previous period (0.25 = +25 %), or null when the previous period had nothing. */
export const change = (current: number, previous: number): number | null =>
  previous > 0 ? Math.round(((current - previous) / previous) * 10_000) / 10_000 : null;

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period of equal length just before a range: 2026-11-08..2026-11-14 → 2026-11-01..2026-11-07. */
export function previousPeriod(range: { from: string; days: number }): { from: string; to: string } {
  const start = dayMs(range.from);
  return { from: utcDay(start - range.days * DAY_MS), to: utcDay(start - DAY_MS) };
}

export type PageSums = { path: string; views: number; clicks: number; previousViews: number; previousClicks: number };

export type PageFigures = PageKey & {
  views: number;
  clicks: number;
  ctr: number | null;
  previousViews: number;
  previousClicks: number;
  viewsChange: number | null;
  clicksChange: number | null;
};

export function pageFigures(rows: readonly PageSums[]): PageFigures[] {
  const out: PageFigures[] = [];
  for (const r of rows) {
    const page = pageOf(r.path);
    if (!page) continue;
    out.push({
      ...page,
      views: r.views,
      clicks: r.clicks,
      ctr: clickThroughRate(r.views, r.clicks),
      previousViews: r.previousViews,
      previousClicks: r.previousClicks,
      viewsChange: change(r.views, r.previousViews),
      clicksChange: change(r.clicks, r.previousClicks),
    });
  }
  // Most viewed first, then most clicked, then by path: the same order every time.
  return out.sort((a, b) => b.views - a.views || b.clicks - a.clicks || cmp(a.path, b.path));
}

export type RouteFigures = Omit<PageFigures, 'path'> & { pages: number };

/** Pages grouped by route and language (`/blog/:id` in Spanish: every Spanish post together). */
export function routeFigures(pages: readonly PageFigures[]): RouteFigures[] {
  const groups = new Map<string, RouteFigures>();
  for (const p of pages) {
    const k = `${p.route}|${p.lang}`;
    let g = groups.get(k);
    if (!g)
      groups.set(
        k,
        (g = {
          route: p.route,
          lang: p.lang,
          pages: 0,
          views: 0,
          clicks: 0,
          ctr: null,
          previousViews: 0,
          previousClicks: 0,
          viewsChange: null,
          clicksChange: null,
        }),
      );
    g.pages += 1;
    g.views += p.views;
    g.clicks += p.clicks;
    g.previousViews += p.previousViews;
    g.previousClicks += p.previousClicks;
  }
  return [...groups.values()]
    .map((g) => ({
      ...g,
      ctr: clickThroughRate(g.views, g.clicks),
      viewsChange: change(g.views, g.previousViews),
      clicksChange: change(g.clicks, g.previousClicks),
    }))
    .sort((a, b) => b.views - a.views || b.clicks - a.clicks || cmp(a.route, b.route) || cmp(a.lang, b.lang));
}

export type Mover = PageKey & { views: number; previousViews: number; delta: number; viewsChange: number | null };

/**
 * The pages whose views moved most against the previous period, by the number of views gained or lost
 * (a page new in this period counts with all its views), at most `MOVERS` each way; ties by path.
 */
export function movers(pages: readonly PageFigures[]): { up: Mover[]; down: Mover[] } {
  const all = pages.map((p) => ({
    path: p.path,
    lang: p.lang,
    route: p.route,
    views: p.views,
    previousViews: p.previousViews,
    delta: p.views - p.previousViews,
    viewsChange: p.viewsChange,
  }));
  return {
    up: all
      .filter((m) => m.delta > 0)
      .sort((a, b) => b.delta - a.delta || cmp(a.path, b.path))
      .slice(0, MOVERS),
    down: all
      .filter((m) => m.delta < 0)
      .sort((a, b) => a.delta - b.delta || cmp(a.path, b.path))
      .slice(0, MOVERS),
  };
}
