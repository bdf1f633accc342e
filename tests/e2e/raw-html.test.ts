/**
 * The pages as a crawler or a link preview sees them: raw HTML, no browser, no JavaScript. Every public
 * route in every language answers with its own head (title, description, canonical, hreflang, social
 * cards), structured data that parses and fits the page, and the page's content itself.
 */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canonicalPath,
  LANGUAGE_TAGS,
  LOCALIZED_ROUTES,
  localizePath,
  matchLocalizedRoute,
  pageLanguages,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@coinatlas/domain/routes/localized';
import type { RouteEntry } from '@coinatlas/domain/routes/manifest';
import { isPromotable, type PartnerStatus } from '@coinatlas/domain/partners/partner';
import { loadBlogSeeds } from '../../backend/src/modules/blog/adapters/fs-seeds.js';
import { content, hasOwnPage, hasReview, partnersOf } from '../support/content.js';
import { importCodesCsv } from '../support/admin-http.js';
import { TEST_OPERATOR_ENV } from '../support/operator.js';
import { fetchAsCrawler } from '../support/crawler-fetch.js';
import { startServer, type RunningServer } from '../support/server.js';
import { partnerPageTests, type RawPage } from './raw-html-partners.js';

const SITE = 'https://coinatlas.example';
/** An exchange's referral page exists while it has an active code: these three get one (imported by CSV). */
const WITH_CODES = partnersOf('exchange')
  .slice(0, 3)
  .map((p) => p.id);
const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');
const PARTNER_HOSTS = new Set(content.partners.map((p) => hostOf(p.officialUrl)));
const EMAIL = 'raw-html@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
const SEEDS = loadBlogSeeds();
const POSTS = SEEDS.posts;

/** A comparison the sitemap lists: the first two promotable partners of the directory order, ids sorted. */
const popularPair = (type: 'exchange' | 'payment_card' | 'wallet' | 'trading_bot') =>
  (partnersOf(type) as Array<{ id: string; status?: string }>)
    .filter((p) => isPromotable((p.status ?? 'active') as PartnerStatus))
    .slice(0, 2)
    .map((p) => p.id)
    .sort()
    .join('-vs-');

/** Example ids for each `:id` route, from the records that decide whether the page exists. */
function idsFor(entry: RouteEntry): string[] {
  switch (entry.resolve) {
    case 'blog-post':
      return POSTS.map((p) => p.slug);
    case 'exchange':
      return WITH_CODES;
    // partner pages: the first indexable one of each kind and those with a written review (every partner
    // page, thin ones included, is read by the tests of raw-html-partners.ts)
    case 'partner-exchange':
    case 'partner-wallet':
    case 'partner-app':
    case 'partner-trading-bot':
    case 'partner-payment-card':
    case 'partner-tool': {
      const type = (
        {
          'partner-exchange': 'exchange',
          'partner-wallet': 'wallet',
          'partner-app': 'app',
          'partner-trading-bot': 'trading_bot',
          'partner-payment-card': 'payment_card',
          'partner-tool': 'tool',
        } as const
      )[entry.resolve];
      const indexable = (partnersOf(type) as Array<{ id: string; status?: string }>).filter(
        (p) => hasOwnPage(type, p.id) && (isPromotable((p.status ?? 'active') as PartnerStatus) || hasReview(type, p.id)),
      );
      return [...new Set([indexable[0]!.id, ...indexable.filter((p) => hasReview(type, p.id)).map((p) => p.id)])];
    }
    case 'compare-exchanges':
      return [popularPair('exchange')];
    case 'compare-payment-cards':
      return [popularPair('payment_card')];
    case 'compare-wallets':
      return [popularPair('wallet')];
    case 'compare-trading-bots':
      return [popularPair('trading_bot')];
    default:
      return [];
  }
}

/** The languages a page exists in: a seeded blog post in English and the languages it has a translation in; every other page in all. */
const languagesOf = (entry: RouteEntry, id?: string): readonly SiteLanguage[] =>
  entry.page === 'blog-post'
    ? SITE_LANGUAGES.filter((l) => l === 'en' || SEEDS.translations.some((t) => t.slug === id && t.lang === l))
    : pageLanguages(entry);

const PAGES = LOCALIZED_ROUTES.flatMap((entry) =>
  entry.path.includes(':id')
    ? idsFor(entry).map((id) => ({ entry, path: entry.path.replace(':id', id), languages: languagesOf(entry, id) }))
    : [{ entry, path: entry.path, languages: languagesOf(entry) }],
);

/** The structured data each kind of page must carry (besides the BreadcrumbList of every page below home). */
const EXPECTED_JSON_LD: Partial<Record<RouteEntry['page'], string[]>> = {
  home: ['Organization', 'WebSite'],
  exchanges: ['ItemList'],
  'trading-bots': ['ItemList'],
  'payment-cards': ['ItemList'],
  wallets: ['ItemList'],
  tools: ['ItemList'],
  apps: ['ItemList'],
  concepts: ['FAQPage'],
  'blog-post': ['BlogPosting'],
};

describe('raw HTML of every page', () => {
  let server: RunningServer;
  const fetched = new Map<string, RawPage>();
  const get = async (url: string): Promise<RawPage> => {
    const hit = fetched.get(url);
    if (hit) return hit;
    const res = await fetchAsCrawler(server.url + url, { redirect: 'manual' });
    const html = await res.text();
    // the document without the inlined stylesheet: nothing here reads styles, and jsdom parsing ~100 KB of CSS
    // for each of some 300 kept pages took the test process past 4 GB
    const parsed = {
      status: res.status,
      location: res.headers.get('location'),
      html,
      doc: new JSDOM(html.replace(/<style>[\s\S]*?<\/style>/g, '<style></style>')).window.document,
    };
    fetched.set(url, parsed);
    return parsed;
  };

  beforeAll(async () => {
    // with an operator, so the legal notice is indexable like every other page (unset it says noindex: legal-notice.test.ts)
    server = await startServer({ env: { PUBLIC_SITE_URL: SITE, ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, ...TEST_OPERATOR_ENV } });
    const csv = [
      'entityType,entityId,code,url,isActive',
      ...WITH_CODES.map((id) => `exchange,${id},RAW-${id.toUpperCase()},https://example.com/r/${id},true`),
    ];
    const imported = await importCodesCsv(server, csv.join('\n'), EMAIL, PASSWORD);
    expect(imported.status).toBe(200);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each(SITE_LANGUAGES)('every public page in %s answers 200 with its own complete head', { timeout: 300_000 }, async (lang) => {
    const titles = new Map<string, string>();
    for (const { entry, path, languages } of PAGES) {
      const url = localizePath(lang, path);
      const { status, doc } = await get(url);
      if (!languages.includes(lang)) {
        // a post without a version in this language has no page in it
        expect(status, url).toBe(404);
        continue;
      }
      expect(status, url).toBe(200);
      expect(doc.documentElement.lang, url).toBe(LANGUAGE_TAGS[lang].hreflang);

      const title = doc.querySelector('title')?.textContent ?? '';
      const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      expect(title, url).toMatch(/\S/);
      expect(description.length, `${url} has a description`).toBeGreaterThan(20);
      const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
      const match = matchLocalizedRoute(url)!;
      const canonicalLang: SiteLanguage = lang;
      expect(canonical, url).toBe(SITE + localizePath(canonicalLang, canonicalPath(match, match.path)));

      const alternates = [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]);
      const robots = doc.querySelector('meta[name="robots"]')?.getAttribute('content');
      if (entry.indexable) {
        const target = canonicalPath(match, match.path);
        expect(alternates, url).toEqual([
          ...languages.map((l) => [LANGUAGE_TAGS[l].hreflang, SITE + localizePath(l, target)]),
          ['x-default', SITE + target],
        ]);
        expect(robots, url).toBeUndefined();
      } else {
        expect(alternates, url).toEqual([]);
        expect(robots, url).toContain('noindex');
      }
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image']) {
        expect(doc.querySelector(`meta[property="${property}"]`)?.getAttribute('content'), `${url} ${property}`).toMatch(/\S/);
      }
      expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(canonical);
      // a partner's page and a blog post have a share image of their own, every other page its section's
      const image = doc.querySelector('meta[property="og:image"]')?.getAttribute('content');
      if (entry.page === 'partner' || entry.page === 'blog-post') expect(image, url).toBe(`${SITE}/og/${lang}${path}.png`);
      else expect(image, url).toMatch(new RegExp(`^${SITE}/og/${lang}/[a-z-]+\\.png$`));
      expect(doc.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');

      // structured data: every block parses, and the page has the kinds it should
      const types = new Set<string>();
      for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
        const data = JSON.parse(script.textContent ?? '') as { '@type': string; '@context': string };
        expect(data['@context'], url).toBe('https://schema.org');
        types.add(data['@type']);
      }
      for (const type of EXPECTED_JSON_LD[entry.page] ?? []) expect(types, `${url} has ${type}`).toContain(type);
      if (entry.path !== '/' && entry.indexable) expect(types, `${url} has a BreadcrumbList`).toContain('BreadcrumbList');

      // the content itself, not a shell: one heading, and the page's main text in the markup
      const h1 = doc.querySelectorAll('main h1');
      expect(h1.length, `${url} has one h1`).toBe(1);
      expect(h1[0]!.textContent, url).toMatch(/\S/);
      expect(doc.querySelector('main [role="status"]'), `${url} is not loading`).toBeNull();

      if (entry.indexable && !entry.canonical) {
        const other = titles.get(title);
        expect(other, `${url} and ${other} share the title "${title}"`).toBeUndefined();
        titles.set(title, url);
      }
    }
  });

  it('the sitemap lists exactly the indexable URLs the server renders', { timeout: 300_000 }, async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(new Set(listed).size).toBe(listed.length);
    // every listed URL renders, is indexable and names itself as canonical
    for (const loc of listed) {
      const path = loc.slice(SITE.length) || '/';
      const { status, doc } = await get(path);
      expect(status, loc).toBe(200);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), loc).toBe(loc);
      expect(doc.querySelector('meta[name="robots"]'), loc).toBeNull();
    }
    // every rendered page that names itself canonical and may be indexed is listed
    for (const { entry, path, languages } of PAGES) {
      for (const lang of languages) {
        const url = localizePath(lang, path);
        const { doc } = await get(url);
        const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
        if (entry.indexable && canonical === SITE + url) expect(listed, url).toContain(SITE + url);
      }
    }
  });

  // Every partner link on every page the sitemap lists, in every language, read from the pages the test above
  // fetched (a pass of its own over the whole site took 87 s of CI). A link to a partner (our /go/ redirect, or any
  // address on a partner's own host) must carry rel="sponsored noopener" and sit in a call to action with its
  // disclosure ([data-partner-cta] holding [data-disclosure]). Two kinds of link to a partner's host are not calls
  // to action and are marked so: the page a fact was checked against (data-fact-source, a citation) and a plain
  // link we earn nothing from (data-plain-link); neither may go through /go/.
  it('partner links are sponsored, noopener and beside their disclosure, on every page of the sitemap', { timeout: 300_000 }, async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(SITE.length) || '/');
    expect(paths.length).toBeGreaterThan(100);
    for (const prefix of ['/es', '/de', '/pt']) expect(paths.some((p) => p.startsWith(prefix + '/'))).toBe(true);
    for (const id of WITH_CODES) expect(paths).toContain(`/referral-codes/${id}`);

    const problems: string[] = [];
    let checked = 0;
    for (const path of paths) {
      const { status, doc } = await get(path);
      expect([path, status]).toEqual([path, 200]);
      for (const a of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        const href = a.getAttribute('href')!;
        const toGo = href.startsWith('/go/');
        const external = /^https?:/.test(href) && PARTNER_HOSTS.has(hostOf(href));
        if (!toGo && !external) continue;
        const rel = new Set((a.getAttribute('rel') ?? '').split(/\s+/));
        const label = `${path}: ${href} "${a.textContent?.trim().slice(0, 40)}"`;
        if (a.hasAttribute('data-fact-source') || a.hasAttribute('data-plain-link')) {
          if (toGo) problems.push(`${label}: a citation or plain link must not go through /go/`);
          if (!rel.has('noopener')) problems.push(`${label}: no rel noopener`);
          continue;
        }
        checked++;
        if (!rel.has('sponsored') || !rel.has('noopener')) problems.push(`${label}: rel="${a.getAttribute('rel') ?? ''}"`);
        const cta = a.closest('[data-partner-cta]');
        if (!cta?.querySelector('[data-disclosure]')?.textContent?.trim()) problems.push(`${label}: no disclosure beside it`);
      }
    }
    expect(problems).toEqual([]);
    // the pages do link to partners: a test that checked nothing would pass on a broken site
    expect(checked).toBeGreaterThan(500);
  });

  it('a catalogue page shows its records, a review its partner and a post its text', async () => {
    for (const lang of SITE_LANGUAGES) {
      const exchanges = await get(localizePath(lang, '/exchanges'));
      for (const e of partnersOf('exchange', lang).slice(0, 5))
        expect(exchanges.doc.querySelector('main')!.textContent, e.name).toContain(e.name);
      const tools = await get(localizePath(lang, '/tools'));
      for (const t of partnersOf('tool', lang).slice(0, 5)) expect(tools.doc.querySelector('main')!.textContent, t.name).toContain(t.name);
    }
    const post = POSTS[0]!;
    const page = await get(`/blog/${post.slug}`);
    expect(page.doc.querySelector('main h1')!.textContent).toBe(post.title);
  });

  it(
    'every partner page the sitemap lists is linked from its directory in the server markup, in every language',
    { timeout: 300_000 },
    async () => {
      const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
      const directories = ['/exchanges/all', '/wallets', '/trading-bots', '/payment-cards', '/tools', '/apps'];
      const pattern = /^(?:\/(?:es|de|pt))?\/(exchanges|wallets|trading-bots|payment-cards|tools|apps)\/[a-z0-9-]+$/;
      const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((m) => m[1]!.slice(SITE.length))
        .filter(
          (path) => pattern.test(path) && !/\/(exchanges\/(centralized|decentralized|no-kyc)|wallets\/(hardware|software))$/.test(path),
        );
      // thin pages are noindex and out of the sitemap (see thin-page.ts): well over 60 partner pages remain
      expect(pages.length).toBeGreaterThan(4 * 60);
      const linked = new Set<string>();
      for (const lang of SITE_LANGUAGES)
        for (const dir of directories)
          for (const a of (await get(localizePath(lang, dir))).doc.querySelectorAll('main a[data-partner-page]'))
            linked.add(a.getAttribute('href')!);
      for (const page of pages) expect(linked, page).toContain(page);
      // and no directory item links to a partner's own site except through its sponsored /go/ link
      for (const dir of directories)
        expect(
          (await get(dir)).doc.querySelectorAll('main article a[href^="http"]:not([data-fact-source]):not([data-plain-link])').length,
          dir,
        ).toBe(0);
    },
  );

  it('every comparison the sitemap lists is linked from its directory in the server markup, in every language', async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const comparisons = [...xml.matchAll(/<loc>([^<]+\/compare\/[^<]+)<\/loc>/g)].map((m) => m[1]!.slice(SITE.length));
    expect(comparisons.length).toBeGreaterThan(0);
    const linked = new Set<string>();
    for (const lang of SITE_LANGUAGES)
      for (const dir of ['/exchanges', '/payment-cards', '/wallets', '/trading-bots'])
        for (const a of (await get(localizePath(lang, dir))).doc.querySelectorAll('[data-testid="popular-comparisons"] a'))
          linked.add(a.getAttribute('href')!);
    expect([...linked].sort()).toEqual([...comparisons].sort());
  });

  it('a post by the editorial team says so in its language, and its structured data names the organization, not a person', async () => {
    const post = POSTS[0]!;
    const bylines = {
      en: 'By the CoinAtlas editors',
      es: 'Por la redacción de CoinAtlas',
      de: 'Von der CoinAtlas-Redaktion',
      pt: 'Pela equipe editorial do CoinAtlas',
    } as const;
    for (const lang of SITE_LANGUAGES) {
      const { status, doc } = await get(localizePath(lang, `/blog/${post.slug}`));
      if (status === 404) continue; // a language the post has no version in
      expect(doc.querySelector('main header')!.textContent, lang).toContain(bylines[lang]);
      const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent!) as { '@type': string; author?: unknown },
      );
      expect(ld.find((d) => d['@type'] === 'BlogPosting')!.author).toEqual({ '@type': 'Organization', name: 'CoinAtlas', url: `${SITE}/` });
    }
  });

  it.each([
    ['/no-such-page', 'en'],
    ['/es/no-such-page', 'es'],
    ['/de/exchanges/nothing-here', 'de'],
    ['/es/admin', 'es'],
    ['/blog/no-such-post', 'en'],
    ['/pt/referral-codes/no-such-exchange', 'pt'],
    ['/tools/no-such-tool/review', 'en'],
    ['/es/wallets/no-such-wallet', 'es'],
    ['/pt/apps/no-such-app', 'pt'],
  ] as const)('%s answers 404 with a not-found page in its language, never indexed', async (url, lang) => {
    const { status, doc } = await get(url);
    expect(status).toBe(404);
    expect(doc.documentElement.lang).toBe(LANGUAGE_TAGS[lang].hreflang);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('main h1')?.textContent).toMatch(/\S/);
  });

  it('the page carries the translations its components used, so the browser starts without fetching them', async () => {
    const namespaces = async (url: string) => {
      const { doc } = await get(url);
      const boot = JSON.parse(doc.getElementById('coinatlas-boot')!.textContent!) as { translations: Record<string, unknown> };
      return Object.keys(boot.translations).sort();
    };
    // the shared ones (header, footer) and the page's own; nothing a later page needs
    for (const [url, own] of [
      ['/', 'home'],
      ['/es/exchanges', 'exchanges'],
      ['/de/blog', 'blog'],
      ['/pt/exchanges/kraken', 'partner'],
    ] as const) {
      const used = await namespaces(url);
      expect(used, url).toEqual(expect.arrayContaining(['common', 'footer', 'nav', own]));
      expect(used, url).not.toContain('admin');
    }
  });

  it('a trailing slash redirects to the one URL of the page, query kept', async () => {
    const res = await fetch(`${server.url}/es/exchanges/?sort=fees`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/es/exchanges?sort=fees');
  });

  it('the server never picks the language from headers or cookies', async () => {
    const res = await fetch(`${server.url}/exchanges`, {
      headers: { 'accept-language': 'de-DE,de;q=0.9', cookie: 'lang=es' },
      redirect: 'manual',
    });
    expect(res.status).toBe(200);
    expect(new JSDOM(await res.text()).window.document.documentElement.lang).toBe('en');
  });

  it('a page is cached and revalidated by its ETag, with a CSP that has no unsafe-inline and no nonce', async () => {
    const first = await fetch(`${server.url}/de/tools`);
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
    const csp = first.headers.get('content-security-policy')!;
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('nonce-');
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    const again = await fetch(`${server.url}/de/tools`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const body = await (await fetch(`${server.url}/de/tools`)).text();
    expect(body).toBe(await first.text());
  });

  // Every partner page in every language (raw-html-partners.ts), after the sitemap test has fetched most of them.
  partnerPageTests(get, () => server.url);
});
