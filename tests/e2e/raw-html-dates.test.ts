/**
 * One date per page, said the same way everywhere a crawler reads it (raw HTML, no JavaScript): every URL of
 * the sitemap has a lastmod, and for a sample of every page type in two languages, the page's visible
 * "last updated" date and its structured data's dateModified are that lastmod. Partner pages (the record's
 * last edit or its review's date, whichever is later), blog posts, the concepts and the guide, and the
 * company pages must show both; any other page that shows a date or a dateModified must agree too.
 */
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchLocalizedRoute, SITE_LANGUAGES, splitLanguage, type SiteLanguage } from '@coinatlas/domain/routes/localized';
import type { PageId } from '@coinatlas/domain/routes/manifest';
import { formatLongDate } from '../support/content.js';
import { startServer, type RunningServer } from '../support/server.js';

const SITE = 'https://coinatlas.example';
const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** The page types that must show their date and say it in their structured data. */
const DATED: readonly PageId[] = ['partner', 'blog-post', 'concepts', 'analysis-guide', 'company'];

const blogTexts = (lang: SiteLanguage) =>
  JSON.parse(readFileSync(new URL(`../../frontend/src/i18n/locales/${lang}/blog.json`, import.meta.url), 'utf8')) as {
    post: { updated: string };
  };

/** Every dateModified anywhere in a page's JSON-LD. */
function datesModified(doc: Document): string[] {
  const found: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === 'dateModified') found.push(String(x));
        else walk(x);
      }
  };
  for (const s of doc.querySelectorAll('script[type="application/ld+json"]')) walk(JSON.parse(s.textContent!));
  return found;
}

describe('raw HTML: one date per page in the sitemap, the page and its structured data', () => {
  let server: RunningServer;
  let lastmods: Map<string, string | undefined>;

  beforeAll(async () => {
    server = await startServer({ env: { PUBLIC_SITE_URL: SITE } });
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const doc = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
    lastmods = new Map(
      [...doc.getElementsByTagNameNS(SM, 'url')].map((u) => [
        u.getElementsByTagNameNS(SM, 'loc')[0]!.textContent!.slice(SITE.length),
        u.getElementsByTagNameNS(SM, 'lastmod')[0]?.textContent ?? undefined,
      ]),
    );
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('every URL of the sitemap has a lastmod', () => {
    expect(lastmods.size).toBeGreaterThan(100);
    expect([...lastmods].filter(([, d]) => d === undefined).map(([path]) => path)).toEqual([]);
  });

  it(
    'a sample of every page type, in English and one other language: the visible date and dateModified are its lastmod',
    { timeout: 600_000 },
    async () => {
      // one URL per manifest path (each partner type, each company page…) in English, and the same page in another language
      const samples = new Map<string, { page: PageId; other: SiteLanguage; paths: string[] }>();
      for (const path of lastmods.keys()) {
        const match = matchLocalizedRoute(path)!;
        const key = match.entry.path;
        // the other language turns with each new path: es, de, pt, es…
        const sample =
          samples.get(key) ??
          samples.set(key, { page: match.entry.page, other: SITE_LANGUAGES[1 + (samples.size % 3)]!, paths: [] }).get(key)!;
        const other = sample.other;
        if (match.lang === 'en' && !sample.paths.some((p) => splitLanguage(p).lang === 'en')) sample.paths.push(path);
        if (match.lang === other && !sample.paths.some((p) => splitLanguage(p).lang === other)) sample.paths.push(path);
      }
      const pageTypes = new Set([...samples.values()].map((s) => s.page));
      for (const page of DATED) expect(pageTypes, page).toContain(page);

      const problems: string[] = [];
      let checked = 0;
      for (const { page, paths } of samples.values()) {
        for (const path of paths) {
          const lastmod = lastmods.get(path);
          const { lang } = splitLanguage(path);
          if (lastmod === undefined) {
            problems.push(`${path}: no lastmod`);
            continue;
          }
          const res = await fetch(server.url + path);
          expect(res.status, path).toBe(200);
          const doc = new JSDOM(await res.text()).window.document;
          checked++;
          // the day the page says, in its language
          const day = formatLongDate(lastmod.slice(0, 10), lang);
          let visible = doc.querySelector('main [data-testid="last-updated"]')?.textContent ?? undefined;
          // a post edited on the day it went public says that day once, as its publication date
          if (page === 'blog-post' && visible === undefined)
            visible = doc.querySelector('main article header time')?.textContent ?? undefined;
          else if (page === 'blog-post') expect(visible, path).toBe(blogTexts(lang).post.updated.replace('{{date}}', day));
          const modified = datesModified(doc);
          if (DATED.includes(page)) {
            if (visible === undefined) problems.push(`${path}: shows no date (sitemap ${lastmod})`);
            if (modified.length === 0) problems.push(`${path}: no dateModified (sitemap ${lastmod})`);
          }
          if (visible !== undefined && !visible.includes(day)) problems.push(`${path}: shows "${visible}", sitemap ${lastmod} (${day})`);
          for (const d of modified) if (d !== lastmod) problems.push(`${path}: dateModified ${d}, sitemap ${lastmod}`);
        }
      }
      console.log(`dates: ${checked} pages of ${samples.size} paths read, ${problems.length} disagreements`);
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThanOrEqual(2 * samples.size - 2);
    },
  );
});
