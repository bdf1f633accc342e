/**
 * Dates and prices from the records, as an editor changes them (issue 37): the sitemap's lastmod is each
 * page's real last content change (a record's `updated`, a review's or a post's date, and for a page that
 * lists records the newest of those), so an edit moves the dates of the pages that show the record and of no
 * other; a list price an editor records makes the wallet's page a Product with offers (Google's product
 * snippet rule), shown on the page as the structured data says it. Without configured profiles the home
 * page's Organization has no sameAs.
 */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkJsonLd, jsonLdBlocks, outerTypes } from '../support/rich-results.js';
import { WRITTEN_PAGE_DATES } from '@coinatlas/domain/routes/written-pages';
import { content, latestUpdated } from '../support/content.js';
import { sourceRenderer } from '../support/source-renderer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SITE = 'https://coinatlas.example';
const EDITOR = { email: 'ada@coinatlas.example', password: 'correct horse battery staple' };
const DAY = 86_400_000;
const WALLET = 'ledger-nano-x';

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('lastmod and prices from the records, as an editor changes them', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  // The module clock: a month after the newest record's edit (never today's date), so an edit's day is a new one.
  const clock = Date.parse(`${latestUpdated(content.partners)}T12:00:00Z`) + 30 * DAY;
  const editDay = new Date(clock).toISOString().slice(0, 10);

  const sitemap = async (): Promise<Map<string, string>> => {
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    return new Map(
      [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [
        m[1]!.slice(SITE.length) || '/',
        m[2]!,
      ]),
    );
  };
  const render = async (path: string) => new JSDOM((await t.app.inject({ url: path })).body).window.document;

  beforeAll(async () => {
    t = await createTestApp({
      withRedis: false,
      env: {
        PUBLIC_SITE_URL: SITE,
        SEO_AUDIT_HOUR: 'off',
        ADMIN_EMAIL: EDITOR.email,
        ADMIN_PASSWORD: EDITOR.password,
        RATE_LIMIT_MAX: '100000',
      },
      deps: { now: () => clock, renderer: sourceRenderer() },
    });
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: SITE }, payload: EDITOR });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    headers = { cookie, origin: SITE, 'x-csrf-token': login.json().csrfToken as string };
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  it('without configured profiles the home page’s Organization names none (no sameAs), and no page a SearchAction', async () => {
    for (const path of ['/', '/es', '/de', '/pt']) {
      const blocks = jsonLdBlocks(await render(path));
      const org = blocks.find((b) => outerTypes(b).includes('Organization')) as Rec;
      expect(org).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'CoinAtlas',
        url: `${SITE}/`,
        logo: `${SITE}/logo-512.png`,
      });
      expect(JSON.stringify(blocks)).not.toContain('SearchAction');
    }
  });

  it('lastmod is distinct and real: every date is one a record, review, post or text holds, and an edit moves exactly the pages that show the record', async () => {
    const before = await sitemap();
    expect([...before.values()].filter((d) => d === undefined)).toEqual([]);
    // no date the records do not hold (no "now", no build date): each is a record's, a review's, a concept's, the
    // guide's, a written page's text's, or a post's (a date-time)
    const known = new Set<string>([
      ...content.partners.map((p) => p.updated),
      ...content.reviews.map((r) => r.lastUpdated),
      ...content.concepts.map((c) => c.updated),
      ...content.guide.map((g) => g.updated),
      ...Object.values(WRITTEN_PAGE_DATES),
    ]);
    expect([...before].filter(([, d]) => !known.has(d) && !d.includes('T'))).toEqual([]);
    // not one date for all: pages whose records were edited on different days say so
    expect(new Set(before.values()).size).toBeGreaterThan(3);
    expect(before.get('/wallets/hardware')).toBe(latestUpdated(content.partners.filter((p) => p.type === 'wallet')));
    // the home page: the newest partner record (what it lists and counts), not a later post it does not show
    expect(before.get('/')).toBe(latestUpdated(content.partners));

    // an editor changes one wallet's record
    const got = await t.app.inject({ url: `/api/admin/partners/wallet/${WALLET}`, headers });
    expect(got.statusCode, got.body).toBe(200);
    const { version, record } = got.json() as { version: number; record: Rec };
    const prices = {
      value: [{ model: 'Test model', currency: 'EUR', amount: 123.45 }],
      provenance: { kind: 'checked', source: 'https://shop.ledger.com/', checked: editDay },
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/partners/wallet/${WALLET}`,
      headers,
      payload: { version, record: { ...record, facts: { ...record.facts, prices } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().record.updated).toBe(editDay);

    const after = await sitemap();
    const moved = [...after].filter(([path, d]) => before.get(path) !== d).map(([path]) => path);
    const langs = ['', '/es', '/de', '/pt'];
    const expected = [
      // its page, and the pages that list or count it: the wallet directory's views (they share the type's date),
      // the home page, the offers page
      ...langs.map((l) => `${l}/wallets/${WALLET}`),
      ...langs.flatMap((l) => ['/wallets', '/wallets/hardware', '/wallets/software'].map((p) => l + p)),
      ...langs.map((l) => l || '/'),
      ...langs.map((l) => `${l}/coupon-codes`),
      // the popular comparisons it is in
      ...[...before.keys()].filter((p) => p.includes('/compare/wallets/') && p.split('/').pop()!.split('-vs-').includes(WALLET)),
    ].filter((p) => before.has(p));
    expect(moved.sort()).toEqual(expected.sort());
    for (const path of moved) expect([path, after.get(path)]).toEqual([path, editDay]);
  });

  it('Product snippet rule: the wallet with a list price is a Product with that offer, and its page shows the price', async () => {
    for (const lang of ['', '/de']) {
      const doc = await render(`${lang}/wallets/${WALLET}`);
      const blocks = jsonLdBlocks(doc);
      const product = blocks.find((b) => outerTypes(b).includes('Product')) as Rec;
      expect(product.offers).toEqual([{ '@type': 'Offer', name: 'Test model', price: 123.45, priceCurrency: 'EUR' }]);
      expect(product.mainEntityOfPage.dateModified).toBe(editDay);
      for (const b of blocks) expect(checkJsonLd(b)).toEqual([]);
      const price = new Intl.NumberFormat(lang ? 'de' : 'en-US', { style: 'currency', currency: 'EUR' }).format(123.45);
      expect(doc.querySelector('main')!.textContent).toContain(`Test model: ${price}`);
    }
    // another hardware wallet, without a price or a review, is no Product
    const other = jsonLdBlocks(await render('/wallets/trezor-safe-5'));
    expect(JSON.stringify(other)).not.toContain('Product');
  });
});
