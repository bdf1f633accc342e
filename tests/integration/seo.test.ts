import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { LANGUAGE_TAGS, LOCALIZED_ROUTES, SITE_LANGUAGES, localizePath, type SiteLanguage } from '@coinatlas/domain/routes/localized';
import type { PageId, ResolverKey } from '@coinatlas/domain/routes/manifest';
import { WRITTEN_PAGE_DATES } from '@coinatlas/domain/routes/written-pages';
import { createContentService } from '../../backend/src/modules/content/service.js';
import { content, latestUpdated } from '../support/content.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { insertPost } from '../support/blog.js';
import { TEST_OPERATOR_ENV } from '../support/operator.js';

const SITE = 'https://coinatlas.example';
const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';
const ATOM = 'http://www.w3.org/2005/Atom';
const HOUR = 3600_000;

const { DOMParser } = new JSDOM().window;
/** A strict XML parse: malformed input yields a <parsererror> document, which fails the test. */
function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}
const child = (el: Element, ns: string, name: string) => [...el.children].find((c) => c.namespaceURI === ns && c.localName === name);

type Listed = { lastmod: string | undefined; alternates: Map<string, string> };

/** A public post as the test computes it from its row: it changed last at the later of publication and edit. */
type Post = { slug: string; lang: SiteLanguage; title: string; publishedAt: string; lastmod: string };
const languagesOf = (posts: Post[], slug: string) => SITE_LANGUAGES.filter((l) => posts.some((p) => p.slug === slug && p.lang === l));
const uniqueSlugs = (posts: Post[]) => [...new Map(posts.map((p) => [p.slug, p])).values()];

describe('seo: sitemap, robots.txt, feeds and share images', () => {
  let t: TestApp;
  let posts: Post[];

  beforeAll(async () => {
    // with an operator: the legal notice is then an indexable page like the others (legal-notice.test.ts: without)
    t = await createTestApp({ env: { PUBLIC_SITE_URL: SITE, ...TEST_OPERATOR_ENV } });
    const now = Date.now();
    await insertPost(t.infra.db, {
      slug: 'a-draft',
      status: 'draft',
      published_at: new Date(now - HOUR),
      texts: { en: { title: 'Draft' } },
    });
    await insertPost(t.infra.db, {
      slug: 'not-yet',
      status: 'scheduled',
      scheduled_at: new Date(now + 100 * HOUR),
      texts: { en: { title: 'Future' } },
    });
    // published an hour ago after its last edit two days ago, in English and Spanish only
    await insertPost(t.infra.db, {
      slug: 'went-public-later',
      status: 'published',
      published_at: new Date(now - HOUR),
      updated_at: new Date(now - 48 * HOUR),
      texts: {
        en: {
          title: 'Scheduled & <published>',
          summary: 'Its "summary" & more',
          body: '## Fees & spreads\n\nSee [the exchanges](/exchanges). <script>alert(1)</script> ]]>',
        },
        es: { title: 'Programado y <publicado>', summary: 'Su «resumen»' },
      },
    });
    // a post in German alone
    await insertPost(t.infra.db, {
      slug: 'nur-deutsch',
      status: 'published',
      published_at: new Date(now - 2 * HOUR),
      texts: { de: { title: 'Nur auf Deutsch' } },
    });
    const rows = (await t.infra
      .db('blog_posts as p')
      .join('blog_post_translations as t', 't.post_id', 'p.id')
      .select('p.slug', 't.lang', 't.title', 'p.status', 'p.published_at', 'p.updated_at')) as Array<{
      slug: string;
      lang: SiteLanguage;
      title: string;
      status: string;
      published_at: Date | null;
      updated_at: Date;
    }>;
    posts = rows
      .filter((r) => r.status === 'published' && r.published_at && r.published_at.getTime() <= Date.now())
      .map((r) => ({
        slug: r.slug,
        lang: r.lang,
        title: r.title,
        publishedAt: r.published_at!.toISOString(),
        lastmod: new Date(Math.max(r.published_at!.getTime(), r.updated_at.getTime())).toISOString(),
      }))
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug));
  });
  afterAll(async () => t?.close());

  /** What the sitemap must list, computed from the manifest, the content records and the post rows. */
  function expectedSitemap(): Map<string, { lastmod: string | undefined; languages: readonly SiteLanguage[] }> {
    const partners = (type: PartnerType) => content.partners.filter((p) => p.type === type);
    const latest = (dates: string[]) => (dates.length ? dates.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a)) : undefined);
    const pageDate: Partial<Record<PageId, string | undefined>> = {
      exchanges: latestUpdated(partners('exchange')),
      'trading-bots': latestUpdated(partners('trading_bot')),
      'payment-cards': latestUpdated(partners('payment_card')),
      wallets: latestUpdated(partners('wallet')),
      tools: latestUpdated(partners('tool')),
      apps: latestUpdated(partners('app')),
      'fee-calculator': latestUpdated(partners('exchange')),
      concepts: latestUpdated(content.concepts),
      'analysis-guide': latestUpdated(content.guide),
      'blog-list': latest(posts.map((p) => p.lastmod)),
      // the offers of the partners of every type, and the exchanges' codes
      'referral-codes': latestUpdated(content.partners),
      // pages written in the client: the day their texts last changed
      company: WRITTEN_PAGE_DATES.company,
      contact: WRITTEN_PAGE_DATES.contact,
      methodology: WRITTEN_PAGE_DATES.methodology,
      'legal-notice': WRITTEN_PAGE_DATES['legal-notice'],
    };
    // the home page: what it lists (the trending tools, the count of every partner); no posts, concepts or guide
    pageDate.home = latestUpdated(content.partners);
    // Popular comparisons: every pair among the first four promotable partners of the directory order,
    // ids sorted, dated by the later of the two records.
    const popularPairs = (type: PartnerType) => {
      const top = partners(type)
        .filter((p) => !('status' in p) || p.status === 'active' || p.status === 'limited')
        .sort((a, b) => a.order - b.order)
        .slice(0, 4);
      return top.flatMap((a, i) =>
        top.slice(i + 1).map((b) => ({ id: [a.id, b.id].sort().join('-vs-'), lastmod: latest([a.updated, b.updated]) })),
      );
    };
    // A partner's page is listed when it is a page of its own (not a section of its provider's page) worth
    // indexing (a partner we promote, or one with a written review, with enough facts: see thin-page), dated by
    // the latest edit of any record it shows or its review's date.
    const service = createContentService(content);
    const partnerPages = (type: PartnerType) =>
      partners(type).flatMap((p) => {
        const page = service.partnerPage(type, p.id)!;
        return page.section || !page.indexable ? [] : [{ id: p.id, lastmod: page.updated }];
      });
    const records: Record<ResolverKey, Array<{ id: string; lastmod: string | undefined; languages?: SiteLanguage[] }>> = {
      // An exchange's referral page exists only while it has an active code: none in this suite.
      exchange: [],
      'partner-exchange': partnerPages('exchange'),
      'partner-trading-bot': partnerPages('trading_bot'),
      'partner-payment-card': partnerPages('payment_card'),
      'partner-tool': partnerPages('tool'),
      'partner-app': partnerPages('app'),
      'partner-wallet': partnerPages('wallet'),
      'blog-post': uniqueSlugs(posts).map((p) => ({ id: p.slug, lastmod: p.lastmod, languages: languagesOf(posts, p.slug) })),
      'compare-exchanges': popularPairs('exchange'),
      'compare-payment-cards': popularPairs('payment_card'),
      'compare-wallets': popularPairs('wallet'),
      'compare-trading-bots': popularPairs('trading_bot'),
      // no author profile exists until an editor creates one: none in this suite
      author: [],
    };

    const expected = new Map<string, { lastmod: string | undefined; languages: readonly SiteLanguage[] }>();
    for (const entry of LOCALIZED_ROUTES.filter((e) => e.indexable && !e.canonical)) {
      const pages = entry.resolve
        ? records[entry.resolve].map((r) => ({
            path: entry.path.replace(':id', r.id),
            lastmod: r.lastmod,
            languages: r.languages ?? SITE_LANGUAGES,
          }))
        : [{ path: entry.path, lastmod: pageDate[entry.page], languages: SITE_LANGUAGES }];
      for (const page of pages) {
        for (const lang of page.languages)
          expected.set(SITE + localizePath(lang, page.path), { lastmod: page.lastmod, languages: page.languages });
      }
    }
    return expected;
  }

  async function readSitemap(headers: Record<string, string> = {}) {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers });
    expect(res.statusCode).toBe(200);
    const doc = parseXml(res.body);
    expect(doc.documentElement.namespaceURI).toBe(SM);
    expect(doc.documentElement.localName).toBe('urlset');
    const listed = new Map<string, Listed>();
    for (const url of doc.getElementsByTagNameNS(SM, 'url')) {
      const loc = child(url, SM, 'loc')!.textContent!;
      expect(listed.has(loc), `listed twice: ${loc}`).toBe(false);
      const links = [...url.getElementsByTagNameNS(XHTML, 'link')];
      expect(links.every((l) => l.getAttribute('rel') === 'alternate')).toBe(true);
      listed.set(loc, {
        lastmod: child(url, SM, 'lastmod')?.textContent ?? undefined,
        alternates: new Map(links.map((l) => [l.getAttribute('hreflang')!, l.getAttribute('href')!])),
      });
    }
    return { res, listed };
  }

  it('lists exactly every public, indexable page: four languages each, blog posts in the languages they have', async () => {
    const { listed } = await readSitemap();
    const expected = expectedSitemap();
    expect([...listed.keys()].sort()).toEqual([...expected.keys()].sort());
    expect(posts.map((p) => p.slug)).toContain('went-public-later');
    expect(posts.map((p) => p.slug)).not.toContain('a-draft');
    expect(posts.map((p) => p.slug)).not.toContain('not-yet');
    expect(listed.has(`${SITE}/es/blog/went-public-later`)).toBe(true);
    expect(listed.has(`${SITE}/de/blog/went-public-later`)).toBe(false);
    expect(listed.has(`${SITE}/de/blog/nur-deutsch`)).toBe(true);
    expect(listed.has(`${SITE}/blog/nur-deutsch`)).toBe(false);
  });

  it('dates every URL: by its records (partners, reviews, concepts, the guide, the posts), a written page by its text', async () => {
    const { listed } = await readSitemap();
    const expected = expectedSitemap();
    for (const [loc, { lastmod }] of listed) expect([loc, lastmod]).toEqual([loc, expected.get(loc)!.lastmod]);
    expect(listed.get(`${SITE}/blog/went-public-later`)!.lastmod).toBe(posts.find((p) => p.slug === 'went-public-later')!.publishedAt);
    expect(listed.get(`${SITE}/pt/contact`)!.lastmod).toBe(WRITTEN_PAGE_DATES.contact);
    // every URL has one
    expect([...listed].filter(([, l]) => l.lastmod === undefined).map(([loc]) => loc)).toEqual([]);
    expect(listed.get(`${SITE}/de/tools`)!.lastmod).toBe(latestUpdated(content.partners.filter((p) => p.type === 'tool')));
  });

  it('gives every page complete, reciprocal hreflang alternates of the languages it has, and x-default', async () => {
    const { listed } = await readSitemap();
    const expected = expectedSitemap();
    for (const [loc, { alternates }] of listed) {
      const languages = expected.get(loc)!.languages;
      expect([loc, ...alternates.keys()]).toEqual([loc, ...languages.map((l) => LANGUAGE_TAGS[l].hreflang), 'x-default']);
      if (languages.includes('pt')) expect(alternates.get('pt-BR')).toMatch(new RegExp(`^${SITE}/pt(/|$)`));
      expect(alternates.get('x-default')).toBe(alternates.get(languages.includes('en') ? 'en' : LANGUAGE_TAGS[languages[0]!].hreflang));
      expect([...alternates.values()]).toContain(loc);
      for (const href of alternates.values()) {
        expect(listed.get(href)?.alternates, `${loc} names ${href}, which does not name it back`).toEqual(alternates);
      }
    }
  });

  it('lists only pages that exist: every English URL answers 200', async () => {
    const { listed } = await readSitemap();
    const english = [...listed.keys()].filter((loc) => !/^\/(es|de|pt)(\/|$)/.test(loc.slice(SITE.length)));
    for (const loc of english) {
      const res = await t.app.inject({ method: 'GET', url: loc.slice(SITE.length) || '/' });
      expect([loc, res.statusCode]).toEqual([loc, 200]);
    }
  });

  it('takes its addresses from the configured site URL, never the Host header, and is cacheable with an ETag', async () => {
    const { res, listed } = await readSitemap({ host: 'attacker.example', 'x-forwarded-host': 'attacker.example' });
    expect(res.body).not.toContain('attacker.example');
    expect([...listed.keys()].every((loc) => loc.startsWith(`${SITE}/`))).toBe(true);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gzipped = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).toBe(etag);
  });

  it('robots.txt allows the site, disallows admin and the API, lets crawlers see noindex pages, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of ['/admin', '/api/', '/go/']) expect(lines).toContain(`Disallow: ${path}`);
    for (const path of ['/search', '/es/search', '/unsubscribe']) expect(lines).not.toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(lines.filter((l) => l.startsWith('Disallow: /admin/'))).toEqual([]);
  });

  it('each language has an Atom feed of the published posts in that language, newest first, linking to that language version', async () => {
    for (const lang of SITE_LANGUAGES) {
      const inLang = posts.filter((p) => p.lang === lang);
      const path = `${localizePath(lang, '/blog')}/feed.xml`;
      const res = await t.app.inject({ method: 'GET', url: path });
      expect([path, res.statusCode]).toEqual([path, 200]);
      expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const doc = parseXml(res.body);
      const feed = doc.documentElement;
      expect([feed.namespaceURI, feed.localName, feed.getAttribute('xml:lang')]).toEqual([ATOM, 'feed', LANGUAGE_TAGS[lang].hreflang]);
      expect(child(feed, ATOM, 'id')!.textContent).toBe(SITE + path);
      expect(child(feed, ATOM, 'updated')!.textContent).toBe(
        inLang
          .map((p) => p.lastmod)
          .sort()
          .at(-1) ?? new Date(0).toISOString(),
      );
      const entries = [...doc.getElementsByTagNameNS(ATOM, 'entry')];
      expect(entries.map((e) => child(e, ATOM, 'link')!.getAttribute('href'))).toEqual(
        inLang.map((p) => SITE + localizePath(lang, `/blog/${p.slug}`)),
      );
      expect(entries.map((e) => child(e, ATOM, 'title')!.textContent)).toEqual(inLang.map((p) => p.title));
      expect(entries.map((e) => child(e, ATOM, 'published')!.textContent)).toEqual(inLang.map((p) => p.publishedAt));
      expect(entries.map((e) => child(e, ATOM, 'updated')!.textContent)).toEqual(inLang.map((p) => p.lastmod));
      expect(entries.every((e) => e.getAttribute('xml:lang') === LANGUAGE_TAGS[lang].hreflang)).toBe(true);
      // each entry carries the whole post as escaped HTML: exactly the body its page shows, links resolved against the page
      for (const [i, e] of entries.entries()) {
        const content = child(e, ATOM, 'content')!;
        const page = (await t.app.inject({ url: `/api/blog/posts/${inLang[i]!.slug}?lang=${lang}` })).json() as { html: string };
        expect(content.getAttribute('type')).toBe('html');
        expect(content.children).toHaveLength(0);
        expect(content.textContent).toBe(page.html);
        expect(content.getAttributeNS('http://www.w3.org/XML/1998/namespace', 'base')).toBe(
          SITE + localizePath(lang, `/blog/${inLang[i]!.slug}`),
        );
      }
    }
    const body = child(
      [...parseXml((await t.app.inject({ url: '/blog/feed.xml' })).body).getElementsByTagNameNS(ATOM, 'entry')].find((e) =>
        child(e, ATOM, 'id')!.textContent!.endsWith('/went-public-later'),
      )!,
      ATOM,
      'content',
    )!.textContent;
    expect(body).toContain('<h2>Fees &amp; spreads</h2>');
    expect(body).toContain('<a href="/exchanges">the exchanges</a>');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const en = parseXml((await t.app.inject({ method: 'GET', url: '/blog/feed.xml' })).body);
    const es = parseXml((await t.app.inject({ method: 'GET', url: '/es/blog/feed.xml' })).body);
    expect(child(en.documentElement, ATOM, 'title')!.textContent).not.toBe(child(es.documentElement, ATOM, 'title')!.textContent);
  });

  it('serves a 1200x630 PNG share image per section and language, the second time from its cache', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/og/pt/payment-cards.png' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const png = first.rawPayload;
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    const second = await t.app.inject({ method: 'GET', url: '/og/pt/payment-cards.png' });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(png)).toBe(true);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/og/pt/payment-cards.png',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    const other = await t.app.inject({ method: 'GET', url: '/og/en/payment-cards.png' });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it('serves a share image per partner page and language, different for each partner; 404 for an unknown one', async () => {
    const kraken = await t.app.inject({ method: 'GET', url: '/og/de/exchanges/kraken.png' });
    expect(kraken.statusCode).toBe(200);
    expect(kraken.headers['content-type']).toBe('image/png');
    const png = kraken.rawPayload;
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const again = await t.app.inject({
      method: 'GET',
      url: '/og/de/exchanges/kraken.png',
      headers: { 'if-none-match': String(kraken.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const ledger = await t.app.inject({ method: 'GET', url: '/og/de/tools/ledger.png' });
    expect(ledger.statusCode).toBe(200);
    expect(ledger.headers.etag).not.toBe(kraken.headers.etag);
    for (const url of ['/og/de/exchanges/no-such-exchange.png', '/og/de/blog/kraken.png', '/og/fr/exchanges/kraken.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });

  it('lists partner pages worth indexing, dated by their record or review, and leaves facts-only pages without a review out', async () => {
    const { listed } = await readSitemap();
    const kraken = content.partners.find((p) => p.type === 'exchange' && p.id === 'kraken')!;
    expect(listed.get(`${SITE}/es/exchanges/kraken`)!.lastmod).toBe(kraken.updated);
    const review = content.reviews.find((r) => r.partner.type === 'tool')!;
    const tool = content.partners.find((p) => p.type === 'tool' && p.id === review.partner.id)!;
    expect(listed.get(`${SITE}/tools/${tool.id}`)!.lastmod).toBe(review.lastUpdated > tool.updated ? review.lastUpdated : tool.updated);
    // the old review URLs are no page of the sitemap any more
    expect([...listed.keys()].filter((loc) => loc.endsWith('/review'))).toEqual([]);
    const thin = content.partners.filter(
      (p) =>
        'status' in p &&
        p.status !== 'active' &&
        p.status !== 'limited' &&
        !content.reviews.some((r) => r.partner.type === p.type && r.partner.id === p.id),
    );
    expect(thin.length).toBeGreaterThan(0);
    const folders = {
      exchange: 'exchanges',
      trading_bot: 'trading-bots',
      payment_card: 'payment-cards',
      tool: 'tools',
      app: 'apps',
      wallet: 'wallets',
    } as const;
    for (const p of thin) expect(listed.has(`${SITE}/${folders[p.type]}/${p.id}`), p.id).toBe(false);
  });

  it('answers 404 with the JSON error body for an unknown section or language', async () => {
    const cases: Array<[string, string]> = [
      ['/og/en/nope.png', "No share image for section 'nope'"],
      ['/og/en/admin.png', "No share image for section 'admin'"],
      ['/og/fr/home.png', "No share images in language 'fr'"],
      ['/og/en/home.jpg', 'No share image at /og/en/home.jpg'],
    ];
    for (const [url, message] of cases) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { statusCode: 404, error: 'Not Found', message }]);
    }
  });
});
