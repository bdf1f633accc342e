import {
  checkDuplicates,
  checkLinks,
  checkPage,
  checkReciprocalHreflang,
  internalLink,
  sitePath,
  sortFindings,
  type AuditLimits,
  type Finding,
  type PageFacts,
} from './domain/checks.js';
import type { AuditResult, CrawledPage, CrawlProgress, PageReader } from './ports.js';

export type { AuditResult, CrawledPage, CrawlProgress } from './ports.js';

export type CrawlOptions = Readonly<{
  fetchPage: (path: string) => Promise<CrawledPage>;
  reader: PageReader;
  siteUrl: string;
  limits: AuditLimits;
  /** pages read at once */
  concurrency: number;
  onProgress: (p: CrawlProgress) => void | Promise<void>;
  /** asked before each page: true ends the crawl with `STOPPED` */
  stopped: () => boolean;
}>;

export const STOPPED = 'Stopped: the server shut down during the run.';

/**
 * What a page leaves behind once its own checks have run: only what the checks across pages read (the
 * first title and description for duplicates, the alternates for reciprocity). A page's links are folded
 * into the link map as it is read, and its HTML, JSON-LD and link list are dropped with it.
 */
const summary = (p: PageFacts): PageFacts => ({
  url: p.url,
  status: p.status,
  bytes: p.bytes,
  titles: p.titles.slice(0, 1),
  descriptions: p.descriptions.slice(0, 1),
  canonicals: [],
  robots: [],
  alternates: p.alternates,
  jsonLd: [],
  h1: [],
  imagesWithoutAlt: [],
  links: [],
});

async function pool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>, stopped: () => boolean) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      if (stopped()) throw new Error(STOPPED);
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/**
 * Reads the sitemap, then every page in it and every internal link target once, with at most `concurrency`
 * pages in hand at a time. Each page is checked as it arrives and only its findings and a small summary are
 * kept, so the crawl's memory grows with the number of pages and links, not with their HTML.
 */
export async function crawlSite(o: CrawlOptions): Promise<AuditResult> {
  const sitemap = await o.fetchPage('/sitemap.xml');
  if (sitemap.status !== 200) throw new Error(`The sitemap answered ${sitemap.status}, so there is nothing to audit.`);
  const entries = o.reader
    .sitemapEntries(sitemap.body)
    .map((e) => ({ ...e, path: sitePath(e.loc, o.siteUrl) }))
    .filter((e): e is typeof e & { path: string } => e.path !== undefined);
  await o.onProgress({ pagesTotal: entries.length, pagesDone: 0 });

  const summaries = new Map<string, PageFacts>();
  const findings: Finding[] = [];
  // internal link target -> the pages that link to it (each page once)
  const linkedFrom = new Map<string, string[]>();
  let done = 0;
  await pool(
    entries,
    o.concurrency,
    async (entry) => {
      const res = await o.fetchPage(entry.path);
      const page = o.reader.htmlFacts({
        url: entry.path,
        status: res.status,
        html: res.body,
        ...(res.robotsHeader ? { robotsHeader: res.robotsHeader } : {}),
      });
      findings.push(...checkPage(page, entry, o.limits));
      if (page.status === 200) {
        const targets = new Set<string>();
        for (const href of page.links) {
          const target = internalLink(href, o.siteUrl);
          if (target) targets.add(target);
        }
        for (const target of targets) {
          const list = linkedFrom.get(target);
          if (list) list.push(page.url);
          else linkedFrom.set(target, [page.url]);
        }
      }
      summaries.set(entry.path, summary(page));
      done++;
      if (done % 5 === 0 || done === entries.length) await o.onProgress({ pagesDone: done });
    },
    o.stopped,
  );
  const pages = entries.map((e) => summaries.get(e.path)!);
  findings.push(...checkDuplicates(pages, o.siteUrl), ...checkReciprocalHreflang(pages, o.siteUrl));

  // Internal links: each distinct target read once; the sitemap's pages are already known.
  const status = new Map<string, number>();
  for (const p of pages) status.set(p.url, p.status);
  summaries.clear();
  const unread = [...linkedFrom.keys()].filter((t) => !status.has(t)).sort();
  let linksDone = linkedFrom.size - unread.length;
  await o.onProgress({ linksTotal: linkedFrom.size, linksDone });
  await pool(
    unread,
    o.concurrency,
    async (target) => {
      status.set(target, (await o.fetchPage(target)).status);
      linksDone++;
      if (linksDone % 10 === 0 || linksDone === linkedFrom.size) await o.onProgress({ linksDone });
    },
    o.stopped,
  );
  findings.push(...checkLinks(status, linkedFrom));
  return { pages: pages.length, links: linkedFrom.size, findings: sortFindings(findings) };
}
