/**
 * The whole sitemap as a crawler reads it (issue 37: pages worth ranking), in the four languages, rendered by
 * the client's real server renderer from its sources (no build needed):
 * - no two URLs of one language share an H1 (one provider, one page: /apps/binance was Binance a second time);
 * - no two URLs share a meta description, and no two partner pages say the same with only the name swapped;
 * - no indexable partner page is under the fact threshold (`@coinatlas/domain/partners/thin-page`), and every
 *   partner page under it answers noindex, in every language, and stays out of the sitemap;
 * - every partner page is linked from at least two other pages besides its own directory.
 * It prints what the issue asks to report: words per partner page by kind (median and 10th percentile), pages
 * noindex for thinness, duplicate H1s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_PAGE_FOLDERS, partnerPath } from '@coinatlas/domain/partners/pages';
import { THIN_PAGE_THRESHOLD } from '@coinatlas/domain/partners/thin-page';
import { localizePath, SITE_LANGUAGES, splitLanguage } from '@coinatlas/domain/routes/localized';
import { createContentService } from '../../backend/src/modules/content/service.js';
import { content } from '../support/content.js';
import { askAgainWhileUnavailable } from '../support/crawler-fetch.js';
import { crawlSitemap, duplicates, readPage, wordsByKind, type CrawledPage } from '../support/site-crawl.js';
import { sourceRenderer } from '../support/source-renderer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SITE = 'https://coinatlas.example';
const service = createContentService(content);
/** Every page's own record (a role shown on its provider's page has no page of its own), with its page's facts. */
const pages = content.partners.flatMap((p) => {
  const info = service.partnerPage(p.type, p.id)!;
  return info.section ? [] : [{ type: p.type, id: p.id, name: p.name, info }];
});
const thin = pages.filter((p) => p.info.score.thin);
/** The addresses of the records shown as sections of their provider's page: they answer 301. */
const roleAddresses = new Set(
  content.partners.filter((p) => service.partnerPage(p.type, p.id)!.section).map((p) => partnerPath(p.type, p.id)),
);

describe('the sitemap as a crawler reads it, in every language', () => {
  let t: TestApp;
  let crawled: CrawledPage[];
  /** pages answered 503 that were asked again (reported below) */
  const retried: string[] = [];
  /** One page as a crawler fetches it: a 503 with Retry-After is asked again (crawler-fetch.ts). */
  const fetchPage = async (path: string) => {
    const res = await askAgainWhileUnavailable(
      async () => {
        const r = await t.app.inject({ url: path });
        return { status: r.statusCode, body: r.body, retryAfter: r.headers['retry-after'] };
      },
      () => retried.push(path),
    );
    return { status: res.status, body: res.body };
  };

  beforeAll(async () => {
    t = await createTestApp({
      withRedis: false,
      env: { SEO_AUDIT_HOUR: 'off', PUBLIC_SITE_URL: SITE },
      deps: { renderer: sourceRenderer() },
    });
    crawled = await crawlSitemap(fetchPage, SITE);
  }, 1_800_000);
  afterAll(async () => t?.close());

  it('lists only pages that answer 200 and may be indexed, in every language', () => {
    expect(crawled.length).toBeGreaterThan(400);
    for (const lang of SITE_LANGUAGES) expect(crawled.some((p) => p.lang === lang && p.partner)).toBe(true);
    expect(crawled.filter((p) => p.status !== 200).map((p) => `${p.path} ${p.status}`)).toEqual([]);
    expect(crawled.filter((p) => p.noindex).map((p) => p.path)).toEqual([]);
  });

  it('has no H1 on two URLs of one language (language versions of one page share a name, not a URL)', () => {
    const dup = SITE_LANGUAGES.flatMap((lang) =>
      duplicates(
        crawled.filter((p) => p.lang === lang),
        (p) => p.h1,
      ),
    );
    expect(dup).toEqual([]);
    // every page has one
    expect(crawled.filter((p) => !p.h1).map((p) => p.path)).toEqual([]);
  });

  it('has no meta description on two URLs, and no two partner pages share one with the name swapped', () => {
    expect(duplicates(crawled, (p) => p.description)).toEqual([]);
    const partnerPages = crawled.filter((p) => p.partner);
    const nameless = (p: CrawledPage) => `${p.lang}|${p.description.split(p.h1).join('{name}')}`;
    expect(duplicates(partnerPages, nameless)).toEqual([]);
  });

  it(`has no partner page under the threshold (${THIN_PAGE_THRESHOLD} facts): those answer noindex in every language`, async () => {
    const listed = new Set(crawled.filter((p) => p.partner).map((p) => p.path));
    for (const p of pages) {
      for (const lang of SITE_LANGUAGES) {
        const path = localizePath(lang, partnerPath(p.type, p.id));
        expect(listed.has(path), path).toBe(p.info.indexable);
      }
    }
    // the rule has pages on both sides (a threshold nobody reaches, or everybody, would test nothing)
    expect(thin.length).toBeGreaterThan(0);
    expect(pages.length - thin.length).toBeGreaterThan(50);
    const rendered: CrawledPage[] = [];
    for (const p of thin)
      for (const lang of SITE_LANGUAGES) {
        const path = localizePath(lang, partnerPath(p.type, p.id));
        const res = await fetchPage(path);
        rendered.push(readPage(path, res.status, res.body));
      }
    expect(rendered.filter((p) => p.status !== 200 || !p.noindex).map((p) => `${p.path} ${p.status}`)).toEqual([]);

    // What the issue asks to report (the lead's closing note).
    const all = [...crawled.filter((p) => p.partner), ...rendered];
    console.log(
      JSON.stringify(
        {
          sitemapUrls: crawled.length,
          answered503ThenAskedAgain: retried,
          partnerPagesInSitemap: crawled.filter((p) => p.partner).length,
          noindexForThinness: { pages: thin.length, urls: rendered.length },
          duplicateH1Groups: SITE_LANGUAGES.flatMap((lang) =>
            duplicates(
              crawled.filter((p) => p.lang === lang),
              (p) => p.h1,
            ),
          ).length,
          wordsPerPartnerPage: { indexable: wordsByKind(crawled), all: wordsByKind(all) },
          // links to a role's own address, which answers 301 (from pages other than the partner pages and directories)
          linksToRoleAddresses: [
            ...new Set(
              crawled.flatMap((p) =>
                p.links
                  .filter((to) => roleAddresses.has(splitLanguage(to).path))
                  .map((to) => `${splitLanguage(p.path).path} → ${splitLanguage(to).path}`),
              ),
            ),
          ].sort(),
        },
        null,
        1,
      ),
    );
  });

  it('links every partner page from at least two other pages besides its directory (and its own language versions)', () => {
    const linkedFrom = new Map<string, Set<string>>();
    for (const p of crawled) for (const to of p.links) if (to !== p.path) linkedFrom.set(to, (linkedFrom.get(to) ?? new Set()).add(p.path));
    const byPath = new Map(crawled.map((p) => [p.path, p]));
    const weak = crawled
      .filter((p) => p.partner)
      .flatMap((p) => {
        const directory = PARTNER_PAGE_FOLDERS[p.partner!.type];
        const others = [...(linkedFrom.get(p.path) ?? [])].filter(
          // the language links of the page's other versions are no link from another page
          (from) => byPath.get(from)?.page !== directory && splitLanguage(from).path !== splitLanguage(p.path).path,
        );
        return others.length >= 2 ? [] : [`${p.path} (${others.length}: ${others.join(', ')})`];
      });
    expect(weak).toEqual([]);
  });
});
