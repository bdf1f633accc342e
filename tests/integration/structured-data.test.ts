/**
 * Structured data only where it qualifies, and the head's small items (issue 37, parts 3 and 5), on every
 * page of the sitemap in its four languages as the server renders them (the client's real renderer, from its
 * sources: no build needed). Each test names the rule it checks: Google's, as its Search Central
 * documentation states them (tests/support/rich-results.ts), or the Open Graph protocol's.
 */
import { DomUtils } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerOfPath } from '@coinatlas/domain/partners/pages';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { LANGUAGE_TAGS, matchLocalizedRoute, SITE_LANGUAGES, splitLanguage, type SiteLanguage } from '@coinatlas/domain/routes/localized';
import { postOgImagePath } from '@coinatlas/domain/routes/og';
import { content, formatLongDate, formatRating, hasReview } from '../support/content.js';
import { checkJsonLd, itemListUrls, outerTypes, RULES } from '../support/rich-results.js';
import { elementsOf, visibleText, type ParsedNode } from '../support/site-crawl.js';
import { sourceRenderer } from '../support/source-renderer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SITE = 'https://coinatlas.example';
const SOCIAL_X = 'https://x.com/coinatlas-profile';
const TITLE_MAX = 60;
const PREFIX: Record<SiteLanguage, string> = { en: '', es: '/es', de: '/de', pt: '/pt' };

/** What the tests keep of a rendered page (a few hundred documents would not fit in memory). */
type Page = Readonly<{
  path: string;
  lang: SiteLanguage;
  status: number;
  title: string;
  h1: string;
  noindex: boolean;
  canonical: string | null;
  ogLocales: { own: string | null; alternates: string[] };
  meta: Readonly<Record<string, string>>;
  blocks: unknown[];
  /** the text a reader sees in <main> */
  text: string;
  /** the language menu's button: its visible text and its accessible name */
  languageButtons: Array<{ text: string; name: string }>;
}>;

/** The words of a text, lower-cased (letters and digits). */
const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** The words that name a kind of partner in each language's titles (one title says its kind once). */
const KIND_WORDS: Record<SiteLanguage, readonly string[]> = {
  en: ['exchange', 'wallet', 'card', 'bot', 'tool', 'app'],
  es: ['exchange', 'billetera', 'tarjeta', 'bot', 'herramienta', 'app'],
  de: ['börse', 'wallet', 'karte', 'kryptokarte', 'bot', 'tool', 'app'],
  pt: ['corretora', 'carteira', 'cartão', 'bot', 'ferramenta', 'app'],
};

/**
 * Reads one page as a crawler keeps it. htmlparser2 (as the SEO audit and the site crawl read pages) rather
 * than jsdom, which took 17-100 ms to build each of some 600 pages into a document.
 */
function readPage(path: string, status: number, html: string): Page {
  const all = elementsOf(html);
  const first = (name: string) => all(name)[0];
  const metas = all('meta');
  const metaOf = (property: string) => metas.filter((m) => m.attribs.property === property).map((m) => m.attribs.content!);
  const meta: Record<string, string> = {};
  for (const m of metas) if (m.attribs.property !== undefined) meta[m.attribs.property] ??= m.attribs.content!;
  const text = (el: ParsedNode | undefined) => (el ? DomUtils.textContent(el) : '');
  const inHeaderOrFooter = (el: ParsedNode) => {
    for (let up = el.parent; up; up = up.parent) if (DomUtils.isTag(up) && (up.name === 'header' || up.name === 'footer')) return true;
    return false;
  };
  const languageButtons = all('button')
    .filter(inHeaderOrFooter)
    .map((b) => ({ text: text(b).replace(/\s+/g, ' ').trim(), name: b.attribs['aria-label'] ?? '' }))
    .filter((b) => /^[A-Z]{2}$/.test(b.text));
  const robots = metas.find((m) => m.attribs.name === 'robots')?.attribs.content ?? '';
  const canonical = all('link').find((l) => l.attribs.rel === 'canonical');
  return {
    path,
    lang: splitLanguage(path).lang,
    status,
    title: text(first('title')),
    h1: text(first('h1')).trim(),
    noindex: /noindex/.test(robots),
    canonical: canonical?.attribs.href ?? null,
    ogLocales: { own: metaOf('og:locale')[0] ?? null, alternates: metaOf('og:locale:alternate') },
    meta,
    blocks: all('script')
      .filter((s) => s.attribs.type === 'application/ld+json')
      .map((s) => JSON.parse(text(s)) as unknown),
    text: visibleText(first('main')),
    languageButtons,
  };
}

describe('structured data and the head, on every page of the sitemap', () => {
  let t: TestApp;
  const pages = new Map<string, Page>();
  let sitemap: string[] = [];
  const listed = new Set<string>();

  const page = async (path: string): Promise<Page> => {
    let p = pages.get(path);
    if (!p) {
      const res = await t.app.inject({ url: path });
      p = readPage(path, res.statusCode, res.body);
      pages.set(path, p);
    }
    return p;
  };
  const sitemapPages = () => sitemap.map((path) => pages.get(path)!);
  /** The page of a path in each language (the path language-free). */
  const inEveryLanguage = (path: string) =>
    Promise.all(SITE_LANGUAGES.map((l) => page(PREFIX[l] + (path === '/' && l !== 'en' ? '' : path))));
  /** The partner pages of the sitemap of one kind (not its directory's views: /exchanges/centralized). */
  const isPartnerPage = (p: Page) => matchLocalizedRoute(p.path)?.entry.page === 'partner';
  const ofKind = (type: PartnerType) =>
    sitemapPages().filter((p) => isPartnerPage(p) && partnerOfPath(splitLanguage(p.path).path)?.type === type);
  const typesIn = (p: Page) => p.blocks.flatMap(outerTypes);
  const allTypes = (p: Page) => [...JSON.stringify(p.blocks).matchAll(/"@type":"([A-Za-z]+)"/g)].map((m) => m[1]!);
  const blockOf = (p: Page, type: string) => p.blocks.find((b) => outerTypes(b).includes(type)) as Record<string, any> | undefined; // eslint-disable-line @typescript-eslint/no-explicit-any

  beforeAll(async () => {
    t = await createTestApp({
      withRedis: false,
      env: { PUBLIC_SITE_URL: SITE, SEO_AUDIT_HOUR: 'off', SOCIAL_X_URL: SOCIAL_X },
      deps: { renderer: sourceRenderer() },
    });
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    sitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(SITE.length) || '/');
    for (const path of sitemap) listed.add(SITE + (path === '/' ? '/' : path));
    // every page of the sitemap, read once; the tests below look at what they need
    for (const path of sitemap) await page(path);
    const blocks = sitemapPages().flatMap((p) => p.blocks);
    const failing = blocks.filter((b) => checkJsonLd(b).length > 0).length;
    const long = sitemapPages().filter((p) => p.title.length > TITLE_MAX).length;
    console.log(
      `structured data: ${sitemap.length} pages, ${blocks.length} JSON-LD blocks, ${failing} not qualifying; ${long} titles over ${TITLE_MAX}`,
    );
  }, 1_800_000);
  afterAll(async () => {
    await t?.close();
  });

  it('every page of the sitemap answers 200 in its four languages (what the rest reads)', () => {
    expect(sitemap.length).toBeGreaterThan(400);
    expect(
      sitemapPages()
        .filter((p) => p.status !== 200)
        .map((p) => p.path),
    ).toEqual([]);
    for (const lang of SITE_LANGUAGES) expect(sitemapPages().some((p) => p.lang === lang)).toBe(true);
  });

  describe('rules over the whole site', () => {
    it('every JSON-LD block qualifies for the rich result its types ask for (Product snippet, Software app, Review snippet, Article, Breadcrumb, FAQ, Carousel rules)', () => {
      const problems = sitemapPages().flatMap((p) =>
        p.blocks.flatMap((b) => checkJsonLd(b).map((v) => `${p.path}: ${RULES[v.rule]} — ${v.message}`)),
      );
      expect(problems).toEqual([]);
    });

    it(`Carousel rule (${RULES.itemList}): every ItemList entry is a page the sitemap lists (indexable, canonical), never a noindex page`, async () => {
      const problems: string[] = [];
      for (const p of sitemapPages())
        for (const url of p.blocks.flatMap(itemListUrls)) if (!listed.has(url)) problems.push(`${p.path} lists ${url}`);
      expect(problems).toEqual([]);
      // and what it lists is what the sitemap says it is: 200, indexable, its own canonical
      const urls = [...new Set(sitemapPages().flatMap((p) => p.blocks.flatMap(itemListUrls)))];
      expect(urls.length).toBeGreaterThan(20);
      for (const url of urls) {
        const target = await page(url.slice(SITE.length) || '/');
        expect([url, target.status, target.noindex, target.canonical]).toEqual([url, 200, false, url]);
      }
    });

    it(`${RULES.searchAction}: no page has one`, () => {
      expect(
        sitemapPages()
          .filter((p) => allTypes(p).includes('SearchAction'))
          .map((p) => p.path),
      ).toEqual([]);
    });

    it(`every title is at most ${TITLE_MAX} characters, in four languages, and none had to be cut (a blog post’s headline may)`, () => {
      const long = sitemapPages().filter((p) => p.title.length > TITLE_MAX);
      expect(long.map((p) => `${p.title.length} ${p.path} ${p.title}`)).toEqual([]);
      const cut = sitemapPages().filter((p) => p.title.endsWith('…') && matchLocalizedRoute(p.path)?.entry.page !== 'blog-post');
      expect(cut.map((p) => `${p.path} ${p.title}`)).toEqual([]);
    });

    it('no title repeats a word in a row, and no partner page repeats a kind word its name already says ("Trust Wallet wallet")', async () => {
      const problems: string[] = [];
      for (const p of sitemapPages()) {
        const w = words(p.title);
        if (w.some((x, i) => i > 0 && x === w[i - 1])) problems.push(`${p.path}: ${p.title}`);
        if (!isPartnerPage(p)) continue;
        const name = words(p.h1);
        for (const kind of KIND_WORDS[p.lang])
          if (name.includes(kind) && w.filter((x) => x === kind).length > name.filter((x) => x === kind).length)
            problems.push(`${p.path}: ${p.title}`);
      }
      expect(problems).toEqual([]);
      // the case the audit found reads as its name once
      const trust = await page('/wallets/trust-wallet');
      expect(trust.title).toBe('Trust Wallet: facts and security model | CoinAtlas');
    });

    it('Open Graph og:locale:alternate: every page names its own locale and each other language it is in (en_US, es_ES, de_DE, pt_BR)', () => {
      const locale = (l: SiteLanguage) => LANGUAGE_TAGS[l].ogLocale;
      expect(SITE_LANGUAGES.map(locale)).toEqual(['en_US', 'es_ES', 'de_DE', 'pt_BR']);
      const problems: string[] = [];
      for (const p of sitemapPages()) {
        const route = matchLocalizedRoute(p.path)!;
        // a blog post is in the languages it has: the sitemap lists exactly those
        const path = route.entry.page === 'blog-post' ? splitLanguage(p.path).path : undefined;
        const langs = path ? SITE_LANGUAGES.filter((l) => sitemap.includes(PREFIX[l] + path)) : SITE_LANGUAGES;
        const expected = { own: locale(p.lang), alternates: langs.filter((l) => l !== p.lang).map(locale) };
        if (JSON.stringify(p.ogLocales) !== JSON.stringify(expected)) problems.push(`${p.path}: ${JSON.stringify(p.ogLocales)}`);
      }
      expect(problems).toEqual([]);
    });

    it('the language button’s accessible name includes the text it shows (WCAG 2.5.3 Label in Name), in four languages', async () => {
      for (const p of await inEveryLanguage('/')) {
        expect(p.languageButtons.length, p.path).toBeGreaterThan(0);
        for (const b of p.languageButtons) {
          expect(b.text).toBe(p.lang.toUpperCase());
          expect(b.name.startsWith(b.text), `${p.path}: "${b.name}"`).toBe(true);
        }
      }
    });
  });

  describe('each kind of page', () => {
    it('home: an Organization (its configured profiles as sameAs) and a WebSite, with no SearchAction (Sitelinks search box retired)', async () => {
      for (const p of await inEveryLanguage('/')) {
        expect(blockOf(p, 'Organization')).toEqual({
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'CoinAtlas',
          url: `${SITE}/`,
          logo: `${SITE}/logo-512.png`,
          sameAs: [SOCIAL_X],
        });
        expect(blockOf(p, 'WebSite')).toEqual({
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: 'CoinAtlas',
          url: SITE + (PREFIX[p.lang] || '/'),
        });
        expect(p.blocks.every((b) => checkJsonLd(b).length === 0)).toBe(true);
      }
    });

    it('directory (Carousel rule): /payment-cards lists the first ten indexable cards by name and URL, leaving out the noindex swipe-card page', async () => {
      const swipe = await page('/payment-cards/swipe-card');
      expect([swipe.status, swipe.noindex]).toEqual([200, true]);
      for (const p of await inEveryLanguage('/payment-cards')) {
        const list = blockOf(p, 'ItemList')!;
        const cards = content.partners.filter((c) => c.type === 'payment_card').sort((a, b) => a.order - b.order);
        const expected = cards.filter((c) => listed.has(`${SITE}${PREFIX[p.lang]}/payment-cards/${c.id}`)).slice(0, 10);
        expect(expected.length).toBeGreaterThan(3);
        expect(list.itemListElement).toEqual(
          expected.map((c, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: c.name,
            url: `${SITE}${PREFIX[p.lang]}/payment-cards/${c.id}`,
          })),
        );
        expect(list.numberOfItems).toBe(expected.length);
        expect(JSON.stringify(list)).not.toContain('swipe-card');
      }
    });

    it('exchange pages: an Organization (or a Review of it) that names the exchange’s own site, dated as the page says', async () => {
      const exchanges = ofKind('exchange');
      expect(exchanges.length).toBeGreaterThan(40);
      for (const p of exchanges) {
        const types = typesIn(p);
        expect(types.includes('Organization') || types.includes('Review'), p.path).toBe(true);
        expect(allTypes(p)).not.toContain('Product');
        expect(allTypes(p)).not.toContain('SoftwareApplication');
      }
      const kraken = await page('/de/exchanges/kraken');
      const record = content.partners.find((x) => x.type === 'exchange' && x.id === 'kraken')!;
      expect(blockOf(kraken, 'Organization')).toMatchObject({ name: 'Kraken', url: record.officialUrl });
      expect(kraken.text).toContain(formatLongDate(blockOf(kraken, 'Organization')!.mainEntityOfPage.dateModified, 'de'));
    });

    it('wallet pages (Product snippet rule: offers, review or aggregateRating): a Product only with the list prices the page shows; software wallets no SoftwareApplication without price and rating', () => {
      const wallets = ofKind('wallet');
      const hardware = content.partners.filter((w) => w.type === 'wallet' && w.category === 'hardware');
      expect(hardware.length).toBe(11);
      for (const p of wallets) {
        const { id } = partnerOfPath(splitLanguage(p.path).path)!;
        const record = content.partners.find((w) => w.type === 'wallet' && w.id === id) as {
          category: string;
          facts: { prices?: { value: Array<{ amount: number; currency: string }> } };
        };
        const prices = record.facts.prices?.value ?? [];
        const product = blockOf(p, 'Product');
        if (record.category === 'hardware' && prices.length > 0) {
          expect(product!.offers, p.path).toEqual(
            prices.map((m) => expect.objectContaining({ '@type': 'Offer', price: m.amount, priceCurrency: m.currency })),
          );
        } else expect(allTypes(p), p.path).not.toContain('Product');
        expect(allTypes(p), p.path).not.toContain('SoftwareApplication');
        expect(
          p.blocks.every((b) => checkJsonLd(b).length === 0),
          p.path,
        ).toBe(true);
      }
    });

    it('card pages (Review snippet and Product snippet rules): a reviewed card with a published rating is a Review of a Product with the rating the page shows; bybit-card and gnosis-pay carry no Product', async () => {
      let reviewed = 0;
      for (const p of ofKind('payment_card')) {
        const { id } = partnerOfPath(splitLanguage(p.path).path)!;
        const record = content.partners.find((c) => c.type === 'payment_card' && c.id === id)!;
        const review = blockOf(p, 'Review');
        if (hasReview('payment_card', id) && record.rating?.breakdown) {
          reviewed++;
          expect(review!.itemReviewed).toEqual({ '@type': 'Product', name: record.name, url: record.officialUrl });
          expect(review!.reviewRating).toEqual({ '@type': 'Rating', ratingValue: record.rating.overall, bestRating: 5, worstRating: 1 });
          // the rating the structured data gives is the one the page shows
          expect(p.text, p.path).toContain(`${formatRating(record.rating.overall, p.lang)}/5`);
        } else expect(allTypes(p), p.path).not.toContain('Product');
      }
      expect(reviewed).toBeGreaterThan(0);
      for (const id of ['bybit-card', 'gnosis-pay'])
        for (const p of await inEveryLanguage(`/payment-cards/${id}`)) expect(allTypes(p), p.path).not.toContain('Product');
    });

    it('app pages (Software app rule: offers.price and a rating): no SoftwareApplication while no app has a published rating and a review; a WebPage about the app', () => {
      const apps = ofKind('app');
      expect(apps.length).toBeGreaterThan(0);
      for (const p of apps) {
        expect(allTypes(p), p.path).not.toContain('SoftwareApplication');
        expect(typesIn(p), p.path).toContain('WebPage');
      }
    });

    it('tool and bot pages (Software app and Review snippet rules): a reviewed device is a Product, reviewed software priced nowhere is reviewed as its company, the rest are WebPages', async () => {
      const [ledger] = await inEveryLanguage('/tools/ledger');
      expect(blockOf(ledger!, 'Review')!.itemReviewed['@type']).toBe('Product');
      const bot = content.partners.find((b) => b.type === 'trading_bot' && b.id === 'cryptohopper')!;
      for (const p of await inEveryLanguage('/trading-bots/cryptohopper')) {
        const review = blockOf(p, 'Review')!;
        expect(review.itemReviewed).toEqual({ '@type': 'Organization', name: bot.name, url: bot.officialUrl });
        expect(p.text).toContain(`${formatRating(review.reviewRating.ratingValue, p.lang)}/5`);
      }
      for (const p of [...ofKind('tool'), ...ofKind('trading_bot')]) {
        expect(allTypes(p), p.path).not.toContain('SoftwareApplication');
        expect(
          p.blocks.every((b) => checkJsonLd(b).length === 0),
          p.path,
        ).toBe(true);
      }
    });

    it('guide (Article rule): an Article with headline, image, datePublished, dateModified, author and publisher; the date is the one the page shows, the image answers', async () => {
      for (const p of await inEveryLanguage('/guide')) {
        const article = blockOf(p, 'Article')!;
        expect(checkJsonLd(article)).toEqual([]);
        expect(article).toMatchObject({
          headline: p.h1,
          image: `${SITE}/og/${p.lang}/concepts.png`,
          author: { '@type': 'Organization', name: 'CoinAtlas', url: `${SITE}/` },
          publisher: { '@type': 'Organization', name: 'CoinAtlas' },
        });
        expect(article.datePublished <= article.dateModified).toBe(true);
        expect(p.text).toContain(formatLongDate(article.dateModified, p.lang));
        // no list of software without prices or ratings inside it
        expect(allTypes(p)).not.toContain('SoftwareApplication');
        const image = await t.app.inject({ url: new URL(article.image).pathname });
        expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
      }
    });

    it('blog post (Article rule, Open Graph article tags): a BlogPosting with every property, its own share image with its title, and article:published_time, modified_time and author', async () => {
      const posts = sitemapPages().filter((p) => matchLocalizedRoute(p.path)?.entry.page === 'blog-post');
      expect(posts.length).toBeGreaterThan(0);
      for (const p of posts) {
        const posting = blockOf(p, 'BlogPosting')!;
        expect(checkJsonLd(posting), p.path).toEqual([]);
        const slug = splitLanguage(p.path).path.split('/').pop()!;
        const card = SITE + postOgImagePath(p.lang, slug);
        // the head's share image is the post's own, and so is the structured data's
        expect(p.meta['og:image'], p.path).toBe(card);
        expect(posting.image).toContain(card);
        expect(p.meta['og:type']).toBe('article');
        expect(p.meta['article:published_time']).toBe(posting.datePublished);
        expect(p.meta['article:modified_time']).toBe(posting.dateModified);
        expect(p.meta['article:author']).toBe(posting.author.url);
      }
      // the card answers as a 1200x630 PNG, another than the section's, in the post's language; an unknown post has none
      const first = posts[0]!;
      const slug = splitLanguage(first.path).path.split('/').pop()!;
      const own = await t.app.inject({ url: postOgImagePath(first.lang, slug) });
      expect([own.statusCode, own.headers['content-type']]).toEqual([200, 'image/png']);
      expect(own.rawPayload.readUInt32BE(16)).toBe(1200);
      expect(own.rawPayload.readUInt32BE(20)).toBe(630);
      const section = await t.app.inject({ url: `/og/${first.lang}/blog.png` });
      expect(own.rawPayload.equals(section.rawPayload)).toBe(false);
      expect((await t.app.inject({ url: postOgImagePath('en', 'no-such-post') })).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/og/xx/blog/anything.png' })).statusCode).toBe(404);
    });

    it('blog list (Carousel rule): the posts as a summary page lists them, each by its name and its page', async () => {
      for (const p of await inEveryLanguage('/blog')) {
        const list = blockOf(p, 'ItemList')!;
        expect(list.itemListElement.length).toBeGreaterThan(0);
        for (const li of list.itemListElement) expect(Object.keys(li).sort()).toEqual(['@type', 'name', 'position', 'url']);
        expect(allTypes(p)).not.toContain('BlogPosting');
      }
    });

    it('concepts (FAQ rule): each question and answer of the structured data is on the page', async () => {
      for (const p of await inEveryLanguage('/concepts')) {
        const faq = blockOf(p, 'FAQPage')!;
        expect(faq.mainEntity.length).toBeGreaterThan(0);
        expect(checkJsonLd(faq)).toEqual([]);
        for (const q of faq.mainEntity) expect(p.text, p.path).toContain(q.name);
      }
    });

    it('compare pages (Breadcrumb rule): a breadcrumb trail and nothing that would need offers or ratings', () => {
      const compares = sitemapPages().filter((p) => matchLocalizedRoute(p.path)?.entry.page === 'compare');
      expect(compares.length).toBeGreaterThan(0);
      for (const p of compares) {
        expect(typesIn(p), p.path).toEqual(['BreadcrumbList']);
        expect(checkJsonLd(p.blocks[0])).toEqual([]);
      }
    });
  });
});
