/**
 * Every partner's own page, as a crawler reads it (raw HTML, no JavaScript), in every language: 200 with its
 * own title, canonical, hreflang and share image, structured data for what the page shows (a Review only with
 * a written review, never a PaymentCard type, never a check date), noindex exactly when the page is thin
 * (a partner we do not promote, without a review, or too few facts), its status said first, its facts, fees and countries with
 * their provenance as stored, and no check date claimed for anything nobody checked. A record shown on its
 * provider's page answers 301 to its section there. Unknown ids answer 404, the old review URLs 301 to the page.
 *
 * These tests run inside raw-html.test.ts, over the pages it has already fetched and parsed for its sitemap
 * test: a server and a crawl of their own read the same 620 pages again (89 s of CI). Run alone (with -t), they
 * fetch what they need.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { partnerPath } from '@coinatlas/domain/partners/pages';
import { isPromotable, PARTNER_TYPES, type PartnerStatus, type PartnerType } from '@coinatlas/domain/partners/partner';
import type { Provenance } from '@coinatlas/domain/provenance/provenance';
import { LANGUAGE_TAGS, localizePath, SITE_LANGUAGES, type SiteLanguage } from '@coinatlas/domain/routes/localized';
import { lastCheckedOf, provenanceOf } from '../../backend/src/modules/content/domain/provenance.js';
import { createContentService } from '../../backend/src/modules/content/service.js';
import { content, formatLongDate, provenanceText } from '../support/content.js';

/** A page as raw-html.test.ts fetched it: status, redirect target, parsed document. */
export type RawPage = { status: number; location: string | null; doc: Document; html: string };

const SITE = 'https://coinatlas.example';
type Record_ = (typeof content.partners)[number];
/** Where each record is shown (one provider, one page) and whether its page is indexable, as the server decides. */
const service = createContentService(content);

const partnerTexts = (lang: SiteLanguage) =>
  JSON.parse(readFileSync(new URL(`../../frontend/src/i18n/locales/${lang}/partner.json`, import.meta.url), 'utf8')) as {
    lastUpdated: string;
  };
const commonTexts = (lang: SiteLanguage) =>
  JSON.parse(readFileSync(new URL(`../../frontend/src/i18n/locales/${lang}/common.json`, import.meta.url), 'utf8')) as {
    checkedOn: string;
    provenance: { checked: string };
  };

const statusOf = (p: Record_) => (('status' in p ? p.status : 'active') ?? 'active') as PartnerStatus;
const reviewOf = (p: Record_) => content.reviews.find((r) => r.partner.type === p.type && r.partner.id === p.id);
const SCHEMA_TYPES: Record<PartnerType, (p: Record_) => string> = {
  exchange: () => 'Organization',
  wallet: (p) => ('category' in p && p.category === 'hardware' ? 'Product' : 'SoftwareApplication'),
  payment_card: () => 'Product',
  trading_bot: () => 'SoftwareApplication',
  tool: () => 'SoftwareApplication',
  app: () => 'SoftwareApplication',
};
/** The words a check date is said with ("Checked", "Comprobado el"…, and "Facts checked"…), before their date. */
const checkWords = (lang: SiteLanguage) => [
  commonTexts(lang).provenance.checked.split('{{')[0]!.trim(),
  commonTexts(lang).checkedOn.split('{{')[0]!.trim(),
];

export function partnerPageTests(get: (url: string) => Promise<RawPage>, serverUrl: () => string) {
  it('the content has every kind of partner, some facts-only ones and some written reviews to test', () => {
    for (const type of PARTNER_TYPES)
      expect(
        content.partners.some((p) => p.type === type),
        type,
      ).toBe(true);
    expect(content.partners.some((p) => !isPromotable(statusOf(p)) && !reviewOf(p))).toBe(true);
    expect(content.reviews.length).toBeGreaterThan(0);
  });

  it.each(SITE_LANGUAGES)(
    'every partner page in %s: its own head, structured data, status first, provenance as stored',
    { timeout: 600_000 },
    async (lang) => {
      const titles = new Map<string, string>();
      for (const p of content.partners) {
        const path = partnerPath(p.type, p.id);
        const url = localizePath(lang, path);
        const { status: code, location, doc } = await get(url);
        const info = service.partnerPage(p.type, p.id)!;
        if (info.section) {
          // a record shown on its provider's page: its address answers with a redirect to its section there
          expect([code, location], url).toEqual([301, `${localizePath(lang, partnerPath(info.page.type, info.page.id))}#${info.section}`]);
          continue;
        }
        expect(code, url).toBe(200);
        expect(doc.documentElement.lang, url).toBe(LANGUAGE_TAGS[lang].hreflang);

        // its own title (the partner's name in it), description, canonical and language versions
        const title = doc.querySelector('title')!.textContent!;
        expect(title, url).toContain(p.name);
        expect(titles.get(title), `${url} shares its title with ${titles.get(title)}`).toBeUndefined();
        titles.set(title, url);
        expect((doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '').length, url).toBeGreaterThan(40);
        expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), url).toBe(SITE + url);
        const alternates = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
          l.getAttribute('hreflang'),
          l.getAttribute('href'),
        ]);
        expect(alternates, url).toEqual([
          ...SITE_LANGUAGES.map((l) => [LANGUAGE_TAGS[l].hreflang, SITE + localizePath(l, path)]),
          ['x-default', SITE + path],
        ]);
        expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content'), url).toBe(`${SITE}/og/${lang}${path}.png`);

        // noindex exactly where the page is thin: a partner we do not promote, without a written review, or a
        // page with too few facts (see thin-page)
        const review = reviewOf(p);
        expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null, url).toBe(info.indexable ? null : 'noindex');

        // structured data for what the page shows: a Review only with a written review
        const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
          (s) => JSON.parse(s.textContent!) as Record<string, unknown>,
        );
        const types = ld.map((d) => d['@type']);
        expect(types, url).toContain('BreadcrumbList');
        const itemType = review?.itemType ?? SCHEMA_TYPES[p.type](p);
        // a rating (and so a Review) only with its published breakdown
        if (review && p.rating?.breakdown) {
          const r = ld.find((d) => d['@type'] === 'Review')!;
          // the reviewed item's type follows Google's rules for what it may be (structured-data.test.ts checks
          // which): a product with prices, an application with a price, else the company of that name
          expect(['Product', 'SoftwareApplication', 'Organization', 'FinancialService', itemType], url).toContain(
            (r.itemReviewed as { '@type': string })['@type'],
          );
          expect(r, url).toMatchObject({
            itemReviewed: { name: p.name },
            reviewRating: { ratingValue: p.rating.overall },
            datePublished: review.lastUpdated,
          });
        } else {
          expect(types, url).not.toContain('Review');
          // the partner itself: its kind's type where Google's rules let it qualify, else an Organization or the
          // WebPage about it (structured-data.test.ts checks which)
          const about = ld.find((d) => [itemType, 'Organization', 'WebPage'].includes(d['@type'] as string) && d.name === p.name);
          expect(about, url).toBeDefined();
        }
        const ldText = JSON.stringify(ld);
        expect(ldText, url).not.toContain('AggregateRating');
        expect(ldText, url).not.toContain('PaymentCard');
        // the page's date: the latest edit of any record it shows, or its review's date when later; the
        // structured data says it too
        const updated = info.updated;
        expect(
          [...ldText.matchAll(/"dateModified":"([^"]*)"/g)].map((m) => m[1]),
          url,
        ).toEqual([updated]);

        const main = doc.querySelector('main')!;
        const article = main.querySelector('[data-testid="partner-page"]')!;
        expect(main.querySelector('h1')!.textContent, url).toBe(p.name);
        // the page's visible "last updated"
        expect(article.querySelector('[data-testid="last-updated"]')!.textContent, url).toBe(
          partnerTexts(lang).lastUpdated.replace('{{date}}', formatLongDate(updated, lang)),
        );

        // a partner we do not promote says so first, before any fact, and has no sponsored link
        const status = article.querySelector('[data-testid="partner-status"]');
        expect(status !== null, url).toBe(statusOf(p) !== 'active');
        const facts = article.querySelector('#facts');
        if (status && facts) expect(status.compareDocumentPosition(facts) & 4, `${url}: the status comes before the facts`).toBe(4);
        expect(article.querySelectorAll(`a[href="/go/${p.type}/${p.id}"]`).length > 0, url).toBe(isPromotable(statusOf(p)));

        // every fact with its provenance as stored
        const stored = provenanceOf(p);
        for (const [key, fact] of Object.entries((p as { facts?: Record<string, { provenance: Provenance }> }).facts ?? {})) {
          const row = article.querySelector(`tr[data-fact="${key}"]`);
          if (!row) continue; // a fact the page cannot put in words (an empty list) is left out
          expect(row.textContent, `${url} ${key}`).toContain(provenanceText(fact.provenance, lang));
        }
        if (Object.keys((p as { facts?: object }).facts ?? {}).length > 0)
          expect(article.querySelectorAll('tr[data-fact]').length, url).toBeGreaterThan(0);
        if (p.type === 'exchange' && p.fees?.trading) {
          expect(article.querySelector('[data-testid="trading-fees"] [data-testid="fee-source"]')!.textContent, url).toBe(
            provenanceText(p.fees.trading.provenance, lang),
          );
          // the first tier is the headline fee; every tier is in the table
          expect(article.querySelectorAll('[data-testid="trading-fees"] tbody tr').length, url).toBe(p.fees.trading.value.tiers.length);
        }
        if (p.type === 'exchange' && p.category === 'centralized' && p.fees) {
          expect(article.querySelector('[data-testid="fee-calculator-link"]')?.getAttribute('href'), url).toBe(
            localizePath(lang, `/fee-calculator?exchange=${p.id}`),
          );
        }
        for (const a of 'availability' in p ? (p.availability ?? []) : []) {
          const row = article.querySelector(`tr[data-country="${a.country}"]`)!;
          expect(row.getAttribute('data-status'), `${url} ${a.country}`).toBe(a.status);
          expect(row.textContent, `${url} ${a.country}`).toContain(provenanceText(a.provenance, lang));
        }

        // no check date claimed for what nobody checked; citations only for pages that were read
        const checked = stored.filter((x) => x.provenance.kind === 'checked');
        if (lastCheckedOf(p) === null) {
          for (const words of checkWords(lang)) expect(main.textContent, `${url} claims "${words}"`).not.toContain(words);
        }
        const citations = new Set(
          stored.flatMap((x) => (x.provenance.kind === 'catalogue' ? [] : x.provenance.source ? [x.provenance.source] : [])),
        );
        for (const a of article.querySelectorAll('a[data-fact-source]')) expect(citations, url).toContain(a.getAttribute('href'));
        if (checked.length === 0 && citations.size === 0) expect(article.querySelectorAll('a[data-fact-source]').length, url).toBe(0);
      }
    },
  );

  it('an unknown id answers 404 in every language and kind; an old review URL answers 301 to the page, query kept', async () => {
    for (const lang of SITE_LANGUAGES) {
      for (const type of PARTNER_TYPES) {
        const url = localizePath(lang, partnerPath(type, 'no-such-partner'));
        const { status, doc } = await get(url);
        expect(status, url).toBe(404);
        expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content'), url).toContain('noindex');
        expect(doc.querySelector('link[rel="canonical"]'), url).toBeNull();
      }
      // (every review is on its provider's own page: see provider-pages.test.ts)
      for (const r of content.reviews) {
        const page = localizePath(lang, partnerPath(r.partner.type, r.partner.id));
        const { status, location } = await get(`${page}/review?utm_source=x`);
        expect(status, page).toBe(301);
        expect(location, page).toBe(`${page}?utm_source=x`);
      }
    }
  });

  it('the share image of a partner page is a 1200x630 PNG of its own', async () => {
    const p = content.partners.find((x) => x.type === 'wallet')!;
    const res = await fetch(`${serverUrl()}/og/pt${partnerPath(p.type, p.id)}.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
}
