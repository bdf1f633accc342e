import { DomUtils, parseDocument } from 'htmlparser2';
import { partnerTypeOfFolder } from '@coinatlas/domain/partners/pages';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { matchLocalizedRoute, type SiteLanguage } from '@coinatlas/domain/routes/localized';

/** What a crawler keeps of one page of the sitemap, read from the server's HTML (no JavaScript). */
export type CrawledPage = Readonly<{
  /** the path as the sitemap lists it (language prefix included) */
  path: string;
  lang: SiteLanguage;
  /** the route manifest's page id ('partner', 'exchanges'…), or null for a path it does not know */
  page: string | null;
  status: number;
  h1: string;
  description: string;
  noindex: boolean;
  /** words a reader sees in the page's <main> (scripts and JSON-LD left out) */
  words: number;
  /** the same-site paths it links to (language prefix included, no fragment or query), once each */
  links: readonly string[];
  /** the partner a partner page is about, from its language-free path */
  partner?: Readonly<{ type: PartnerType; id: string }>;
}>;

/** A fetch of one same-site path: its status and body (the tests answer through `app.inject`). */
export type Fetch = (path: string) => Promise<{ status: number; body: string }>;

/** The paths a sitemap lists (its <loc> values without the site's origin). */
export function sitemapPaths(xml: string, siteUrl: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(siteUrl.length) || '/');
}

export type ParsedNode = ReturnType<typeof parseDocument>['children'][number];
export type ParsedElement = Extract<ParsedNode, { name: string; attribs: Record<string, string> }>;
/** What a reader never sees as text: its text stays out of a page's words. */
const UNSEEN = new Set(['script', 'style', 'template']);

/** The text a reader sees in an element: no scripts, styles or templates, spaces collapsed. */
export function visibleText(el: ParsedElement | null | undefined): string {
  if (!el) return '';
  const parts: string[] = [];
  const walk = (nodes: readonly ParsedNode[]) => {
    for (const n of nodes) {
      if (DomUtils.isText(n)) parts.push(n.data);
      else if (DomUtils.isTag(n) && !UNSEEN.has(n.name)) walk(n.children);
    }
  };
  walk(el.children);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Counts words as a reader would: runs of letters or digits (a price like 0.25% is one word). */
export const countWords = (text: string): number => text.match(/[\p{L}\p{N}][\p{L}\p{N}.,'’%-]*/gu)?.length ?? 0;

/** A served page read with htmlparser2 (as the SEO audit reads pages): its elements of one tag, in document order. */
export function elementsOf(html: string): (tag: string) => ParsedElement[] {
  const doc = parseDocument(html);
  return (tag) => DomUtils.getElementsByTagName(tag, doc.children, true);
}

/**
 * Reads one page's HTML into what the crawl keeps. htmlparser2 (as the SEO audit reads pages) rather than
 * jsdom: a crawl reads some 600 pages, which jsdom took 17-100 ms each to build into a document.
 */
export function readPage(path: string, status: number, html: string): CrawledPage {
  const all = elementsOf(html);
  const metaContent = (name: string) => all('meta').find((m) => m.attribs.name === name)?.attribs.content;
  const robots = metaContent('robots') ?? '';
  const links = new Set<string>();
  for (const a of all('a')) {
    const href = a.attribs.href;
    if (href === undefined) continue;
    if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/go/')) continue;
    const target = href.split('#')[0]!.split('?')[0]!;
    if (target) links.add(target.length > 1 ? target.replace(/\/+$/, '') : target);
  }
  const match = matchLocalizedRoute(path);
  const type = match?.entry.page === 'partner' ? partnerTypeOfFolder(match.entry.path.split('/')[1] ?? '') : undefined;
  const partner = type && match?.id !== undefined ? { type, id: match.id } : undefined;
  return {
    path,
    lang: match?.lang ?? 'en',
    page: match?.entry.page ?? null,
    status,
    h1: all('h1')
      .map((h) => visibleText(h))
      .join(' | '),
    description: metaContent('description') ?? '',
    noindex: /noindex/i.test(robots),
    words: countWords(visibleText(all('main')[0] ?? null)),
    links: [...links],
    ...(partner ? { partner } : {}),
  };
}

/** Every page of the sitemap, read in order (one at a time: the renderer is the slow part). */
export async function crawlSitemap(fetchPage: Fetch, siteUrl: string): Promise<CrawledPage[]> {
  const sitemap = await fetchPage('/sitemap.xml');
  if (sitemap.status !== 200) throw new Error(`/sitemap.xml answered ${sitemap.status}`);
  const pages: CrawledPage[] = [];
  for (const path of sitemapPaths(sitemap.body, siteUrl)) {
    const res = await fetchPage(path);
    pages.push(readPage(path, res.status, res.body));
  }
  return pages;
}

/** The value at a quantile (0..1) of some numbers, by the nearest rank; NaN for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** The groups of different URLs that share one value (an H1, a description), each group's URLs sorted. */
export function duplicates(pages: readonly CrawledPage[], valueOf: (p: CrawledPage) => string): string[][] {
  const by = new Map<string, string[]>();
  for (const p of pages) {
    const v = valueOf(p).trim();
    if (!v) continue;
    by.set(v, [...(by.get(v) ?? []), p.path]);
  }
  return [...by.values()].filter((paths) => paths.length > 1).map((paths) => paths.sort());
}

/** Per partner kind: how many pages, the median and the 10th percentile of their words. */
export function wordsByKind(pages: readonly CrawledPage[]): Record<string, { pages: number; median: number; p10: number }> {
  const by = new Map<string, number[]>();
  for (const p of pages) if (p.partner) by.set(p.partner.type, [...(by.get(p.partner.type) ?? []), p.words]);
  return Object.fromEntries(
    [...by]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([type, words]) => [type, { pages: words.length, median: quantile(words, 0.5), p10: quantile(words, 0.1) }]),
  );
}
