/**
 * One provider, one page (issue 37). A provider listed in several sections (Binance is an exchange and an app,
 * Cryptohopper a trading bot and a tool) has one page, its canonical kind's (the one with the written review,
 * else exchange > trading bot > wallet > payment card > app > tool), with a section for each other role:
 * - every other role's address answers 301 to that section, in the four languages, the query kept, in one hop
 *   (an old review address too);
 * - the page shows each role's section under its anchor, and the directories link there;
 * - one review per provider, on that page.
 * Pages are rendered by the client's real server renderer from its sources (no build needed).
 */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAGE_KIND_ORDER,
  PARTNER_PAGE_FOLDERS,
  partnerPages,
  partnerPath,
  providerKey,
  ROLE_SECTIONS,
} from '@coinatlas/domain/partners/pages';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { localizePath, SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';
import { content, hasReview } from '../support/content.js';
import { sourceRenderer } from '../support/source-renderer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const pageOf = partnerPages(content.partners.map((p) => ({ ...p, hasReview: hasReview(p.type, p.id) })));
/** Every record shown as a section of its provider's page, with that page. */
const roles = content.partners.flatMap((p) => {
  const of = pageOf.get(`${p.type}/${p.id}`)!;
  return of.section ? [{ type: p.type, id: p.id, name: p.name, officialUrl: p.officialUrl, page: of.page, section: of.section }] : [];
});
const parse = (html: string) => new JSDOM(html).window.document;

describe('one provider, one page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withRedis: false, env: { SEO_AUDIT_HOUR: 'off' }, deps: { renderer: sourceRenderer() } });
  }, 120_000);
  afterAll(async () => t?.close());

  it('finds the 18 providers listed twice in the content, each page of the canonical kind', () => {
    const merged = [...new Set(roles.map((r) => `${r.page.type}/${r.page.id}`))].sort();
    expect(merged).toEqual(
      [
        'exchange/binance',
        'exchange/bybit',
        'exchange/coinbase',
        'exchange/crypto-com',
        'exchange/kraken',
        'exchange/okx',
        'exchange/uniswap',
        'trading_bot/cryptohopper',
        // the review is of 3Commas as a tool: the review's kind wins
        'tool/3commas',
        'wallet/metamask',
        'wallet/phantom',
        'wallet/rabby',
        'wallet/trust-wallet',
        'app/coingecko',
        'app/coinmarketcap',
        'app/cointracker',
        'app/debank',
        'app/zerion',
      ].sort(),
    );
    for (const r of roles) {
      const page = content.partners.find((p) => p.type === r.page.type && p.id === r.page.id)!;
      expect(providerKey(page), `${r.type}/${r.id}`).toBe(providerKey(r));
      const rank = (type: PartnerType) => (PAGE_KIND_ORDER as readonly PartnerType[]).indexOf(type);
      if (!hasReview(r.page.type, r.page.id)) expect(rank(r.page.type)).toBeLessThan(rank(r.type));
    }
    // another name on the same site is a product of its own (Binance Card, Trezor Safe 5): not merged
    expect(pageOf.get('payment_card/binance-card')).toEqual({ page: { type: 'payment_card', id: 'binance-card' }, roles: [] });
    expect(pageOf.get('wallet/trezor-safe-5')?.section).toBeUndefined();
  });

  it('has one review per provider, on its page', () => {
    const byProvider = new Map<string, string[]>();
    for (const r of content.reviews) {
      const of = pageOf.get(`${r.partner.type}/${r.partner.id}`)!;
      expect(of.section, `the review of ${r.partner.type}/${r.partner.id} is on its provider's page`).toBeUndefined();
      const key = `${of.page.type}/${of.page.id}`;
      byProvider.set(key, [...(byProvider.get(key) ?? []), `${r.partner.type}/${r.partner.id}`]);
    }
    expect([...byProvider.values()].filter((v) => v.length > 1)).toEqual([]);
  });

  it('answers every other role’s address with one 301 to its section, in every language, the query kept', async () => {
    expect(roles.length).toBe(18);
    for (const r of roles)
      for (const lang of SITE_LANGUAGES) {
        const from = localizePath(lang, partnerPath(r.type, r.id));
        const to = `${localizePath(lang, partnerPath(r.page.type, r.page.id))}#${ROLE_SECTIONS[r.type]}`;
        const res = await t.app.inject({ url: from });
        expect([from, res.statusCode, res.headers.location]).toEqual([from, 301, to]);
        const query = await t.app.inject({ url: `${from}?ref=x` });
        expect(query.headers.location).toBe(`${localizePath(lang, partnerPath(r.page.type, r.page.id))}?ref=x#${ROLE_SECTIONS[r.type]}`);
        // where it lands answers 200: one hop
        expect((await t.app.inject({ url: to.split('#')[0]! })).statusCode, to).toBe(200);
      }
    // an old review address of a role goes to the provider's page at once (never through the role's address)
    const old = await t.app.inject({ url: '/de/tools/cryptohopper/review' });
    expect([old.statusCode, old.headers.location]).toEqual([301, '/de/trading-bots/cryptohopper#tool']);
  });

  it('shows each role as a section of the provider’s page, under its anchor, with its facts', async () => {
    const samples = [
      { page: '/exchanges/binance', role: 'app', heading: 'The Binance app' },
      { page: '/es/tools/3commas', role: 'trading-bot', heading: 'Los bots de trading de 3Commas' },
      { page: '/de/trading-bots/cryptohopper', role: 'tool', heading: 'Cryptohopper als Tool' },
      { page: '/pt/wallets/metamask', role: 'app', heading: 'O app MetaMask' },
    ];
    for (const s of samples) {
      const res = await t.app.inject({ url: s.page });
      expect(res.statusCode, s.page).toBe(200);
      const doc = parse(res.body);
      const section = doc.getElementById(s.role);
      expect(section?.getAttribute('data-testid'), s.page).toBe('partner-role');
      expect(section?.querySelector('h2')?.textContent).toBe(s.heading);
      expect(section?.querySelector('[data-testid="facts-table"], ul')).not.toBeNull();
      expect(doc.querySelectorAll('h1')).toHaveLength(1);
    }
  });

  it('links each role from its directory to its section of the provider’s page, in every language', async () => {
    const directories = [...new Set(roles.map((r) => r.type))];
    for (const type of directories)
      for (const lang of SITE_LANGUAGES) {
        const url = localizePath(lang, `/${PARTNER_PAGE_FOLDERS[type]}`);
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        const hrefs = new Set([...parse(res.body).querySelectorAll('a[href]')].map((a) => a.getAttribute('href')));
        for (const r of roles.filter((x) => x.type === type)) {
          const own = localizePath(lang, partnerPath(r.type, r.id));
          const section = `${localizePath(lang, partnerPath(r.page.type, r.page.id))}#${ROLE_SECTIONS[r.type]}`;
          expect(hrefs.has(own), `${url} links ${own}, which redirects`).toBe(false);
          expect(hrefs.has(section), `${url} links ${section}`).toBe(true);
        }
      }
  });
});
