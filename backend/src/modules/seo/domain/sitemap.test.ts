import { describe, expect, it } from 'vitest';
import { WRITTEN_PAGE_DATES } from '@coinatlas/domain/routes/written-pages';
import { LOCALIZED_ROUTES } from '@coinatlas/domain/routes/localized';
import { ROUTE_MANIFEST, type RouteEntry } from '@coinatlas/domain/routes/manifest';
import { latestDate, listedRoutes, PAGE_DATES, sitemapUrls, type SitemapData } from './sitemap.js';

const SITE = 'https://coinatlas.example';
const route = (path: string, page: RouteEntry['page'], more: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  page,
  section: 'home',
  indexable: true,
  ...more,
});
const data = (more: Partial<SitemapData> = {}): SitemapData => ({
  siteUrl: SITE,
  records: new Map(),
  partnerDates: {},
  concepts: undefined,
  guide: undefined,
  ...more,
});

describe('sitemap URLs', () => {
  it('every page the sitemap lists has a date source (a lastmod on every URL)', () => {
    expect(
      listedRoutes(LOCALIZED_ROUTES)
        .filter((e) => PAGE_DATES[e.page].kind === 'none')
        .map((e) => e.path),
    ).toEqual([]);
  });

  it('lists a page in every language, each with the four hreflang alternates and x-default', () => {
    const urls = sitemapUrls(data({ partnerDates: { wallet: '2026-03-04' } }), [route('/wallets', 'wallets')]);
    const alternates = [
      { hreflang: 'en', href: `${SITE}/wallets` },
      { hreflang: 'es', href: `${SITE}/es/wallets` },
      { hreflang: 'de', href: `${SITE}/de/wallets` },
      { hreflang: 'pt-BR', href: `${SITE}/pt/wallets` },
      { hreflang: 'x-default', href: `${SITE}/wallets` },
    ];
    expect(urls).toEqual([
      { loc: `${SITE}/wallets`, lastmod: '2026-03-04', alternates },
      { loc: `${SITE}/es/wallets`, lastmod: '2026-03-04', alternates },
      { loc: `${SITE}/de/wallets`, lastmod: '2026-03-04', alternates },
      { loc: `${SITE}/pt/wallets`, lastmod: '2026-03-04', alternates },
    ]);
  });

  it('writes the home page as the bare origin in English and the prefix alone in the others', () => {
    expect(sitemapUrls(data(), [route('/', 'home')]).map((u) => u.loc)).toEqual([`${SITE}/`, `${SITE}/es`, `${SITE}/de`, `${SITE}/pt`]);
  });

  it('leaves out aliases and pages that must not be indexed; a written page is dated by its text, the home by what it lists', () => {
    const urls = sitemapUrls(data(), [
      route('/guide', 'analysis-guide'),
      route('/crypto-analysis-tools', 'analysis-guide', { canonical: '/guide' }),
      route('/search', 'search', { indexable: false }),
      route('/about', 'company'),
    ]);
    expect(urls.map((u) => u.loc)).toEqual([
      ...['', '/es', '/de', '/pt'].map((p) => `${SITE}${p}/guide`),
      ...['', '/es', '/de', '/pt'].map((p) => `${SITE}${p}/about`),
    ]);
    // the test data has no guide date; the company pages have the day their text last changed
    expect(urls.map((u) => u.lastmod)).toEqual([...Array(4).fill(undefined), ...Array(4).fill(WRITTEN_PAGE_DATES.company)]);
    const home = sitemapUrls(
      {
        ...data(),
        partnerDates: { exchange: '2026-03-01', tool: '2026-02-01' },
        concepts: '2026-01-01',
        records: new Map([['blog-post', [{ id: 'p', lastmod: '2026-03-01T10:00:00.000Z' }]]]),
      },
      [route('/', 'home'), route('/coupon-codes', 'referral-codes')],
    );
    // the newest partner record of any type (the trending tools, the advisor's count, every type's offers): a
    // later post or concept it does not show leaves its date alone
    expect(home.map((u) => u.lastmod)).toEqual(Array(8).fill('2026-03-01'));
    const toolLater = sitemapUrls({ ...data(), partnerDates: { exchange: '2026-03-01', payment_card: '2026-04-02' } }, [
      route('/coupon-codes', 'referral-codes'),
    ]);
    expect(toolLater.map((u) => u.lastmod)).toEqual(Array(4).fill('2026-04-02'));
  });

  it('lists each record of a `:id` page with its own date; blog posts in the languages they have, alternates among those', () => {
    const records = new Map([
      ['exchange', [{ id: 'kraken', lastmod: '2026-01-02' }, { id: 'binance' }]],
      [
        'blog-post',
        [
          { id: 'newer', lastmod: '2026-11-20T10:00:00.000Z', languages: ['en', 'es'] },
          { id: 'older', lastmod: '2026-10-01T09:00:00.000Z', languages: ['de'] },
        ],
      ],
    ] as const);
    const urls = sitemapUrls(data({ records }), [
      route('/referral-codes/:id', 'exchange-referral', { resolve: 'exchange' }),
      route('/blog', 'blog-list'),
      route('/blog/:id', 'blog-post', { resolve: 'blog-post' }),
    ]);
    expect(urls.filter((u) => u.loc.includes('/referral-codes/')).map((u) => [u.loc, u.lastmod])).toEqual([
      [`${SITE}/referral-codes/kraken`, '2026-01-02'],
      [`${SITE}/es/referral-codes/kraken`, '2026-01-02'],
      [`${SITE}/de/referral-codes/kraken`, '2026-01-02'],
      [`${SITE}/pt/referral-codes/kraken`, '2026-01-02'],
      [`${SITE}/referral-codes/binance`, undefined],
      [`${SITE}/es/referral-codes/binance`, undefined],
      [`${SITE}/de/referral-codes/binance`, undefined],
      [`${SITE}/pt/referral-codes/binance`, undefined],
    ]);
    // the blog list is as new as its newest post
    expect(urls.filter((u) => u.loc.endsWith('/blog')).map((u) => u.lastmod)).toEqual(Array(4).fill('2026-11-20T10:00:00.000Z'));
    const newer = [
      { hreflang: 'en', href: `${SITE}/blog/newer` },
      { hreflang: 'es', href: `${SITE}/es/blog/newer` },
      { hreflang: 'x-default', href: `${SITE}/blog/newer` },
    ];
    // a post without English: x-default names its first language
    const older = [
      { hreflang: 'de', href: `${SITE}/de/blog/older` },
      { hreflang: 'x-default', href: `${SITE}/de/blog/older` },
    ];
    expect(urls.filter((u) => u.loc.includes('/blog/'))).toEqual([
      { loc: `${SITE}/blog/newer`, lastmod: '2026-11-20T10:00:00.000Z', alternates: newer },
      { loc: `${SITE}/es/blog/newer`, lastmod: '2026-11-20T10:00:00.000Z', alternates: newer },
      { loc: `${SITE}/de/blog/older`, lastmod: '2026-10-01T09:00:00.000Z', alternates: older },
    ]);
  });

  it('dates catalogue pages by their partner type, and the concept and guide pages by their records', () => {
    const urls = sitemapUrls(
      data({ partnerDates: { exchange: '2026-02-01', tool: '2026-05-06' }, concepts: '2026-07-08', guide: '2026-09-10' }),
      [
        route('/exchanges/no-kyc', 'exchanges'),
        route('/tools', 'tools'),
        route('/apps', 'apps'),
        route('/concepts', 'concepts'),
        route('/guide', 'analysis-guide'),
      ],
    );
    const english = urls.filter((u) => !/\/(es|de|pt)(\/|$)/.test(u.loc.slice(SITE.length)));
    expect(english.map((u) => [u.loc.slice(SITE.length), u.lastmod])).toEqual([
      ['/exchanges/no-kyc', '2026-02-01'],
      ['/tools', '2026-05-06'],
      ['/apps', undefined],
      ['/concepts', '2026-07-08'],
      ['/guide', '2026-09-10'],
    ]);
  });

  it('every `:id` page takes its date from its record, and no other page does', () => {
    for (const e of ROUTE_MANIFEST) expect([e.path, PAGE_DATES[e.page].kind === 'record']).toEqual([e.path, e.path.includes(':id')]);
  });

  it('lists the public, indexable, non-alias pages of the manifest', () => {
    const paths = listedRoutes().map((e) => e.path);
    expect(paths).toContain('/');
    expect(paths).toContain('/blog/:id');
    expect(paths).not.toContain('/exchanges/all');
    expect(paths).not.toContain('/search');
    expect(paths.some((p) => p.startsWith('/admin'))).toBe(false);
    expect(paths).toHaveLength(LOCALIZED_ROUTES.filter((e) => e.indexable && !e.canonical).length);
  });
});

describe('latestDate', () => {
  it('picks the latest instant, dates and date-times mixed, skipping missing ones', () => {
    expect(latestDate([])).toBeUndefined();
    expect(latestDate([undefined, '2026-01-02', undefined])).toBe('2026-01-02');
    expect(latestDate(['2026-01-02', '2026-01-01T23:00:00.000Z', '2026-01-02T00:30:00.000Z'])).toBe('2026-01-02T00:30:00.000Z');
  });
});
