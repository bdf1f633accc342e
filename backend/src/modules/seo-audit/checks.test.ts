import { describe, expect, it } from 'vitest';
import { htmlFacts, sitemapEntries } from './adapters/html-facts.js';
import {
  checkCanonical,
  checkDescription,
  checkDuplicates,
  checkH1,
  checkHreflang,
  checkHtmlLang,
  checkImageAlt,
  checkLinks,
  checkNoindex,
  checkPage,
  checkPageWeight,
  checkReciprocalHreflang,
  checkStatus,
  checkStructuredData,
  checkTitle,
  diffFindings,
  findingKey,
  internalLink,
  nightlyDue,
  nightlySlot,
  type SitemapEntry,
} from './domain/checks.js';

const SITE = 'https://coinatlas.example';
const ALTS = (path: string) => [
  { hreflang: 'en', href: `${SITE}${path}` },
  { hreflang: 'es', href: `${SITE}/es${path}` },
  { hreflang: 'de', href: `${SITE}/de${path}` },
  { hreflang: 'pt-BR', href: `${SITE}/pt${path}` },
  { hreflang: 'x-default', href: `${SITE}${path}` },
];
const altLinks = (path: string) =>
  ALTS(path)
    .map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${a.href}">`)
    .join('');

/** A page that passes every check; parts can be replaced to make one fail. */
function page(parts: { url?: string; lang?: string; head?: string; body?: string; status?: number } = {}) {
  const url = parts.url ?? '/exchanges';
  const head =
    parts.head ??
    `<title>Crypto exchanges compared | CoinAtlas</title>
     <meta name="description" content="Fees, security and coins of the exchanges we follow, checked against their own pages and compared side by side.">
     <link rel="canonical" href="${SITE}${url}">${altLinks(url)}
     <script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem","position":1,"name":"Home"}]}</script>`;
  const body =
    parts.body ??
    `<main><h1>Crypto exchanges</h1><img src="/a.png" alt="A chart"><img src="/deco.svg" alt=""><a href="/wallets">Wallets</a></main>`;
  const html = `<!doctype html><html lang="${parts.lang ?? 'en'}"><head>${head}</head><body>${body}</body></html>`;
  return htmlFacts({ url, status: parts.status ?? 200, html });
}
const entry = (path = '/exchanges'): SitemapEntry => ({ loc: `${SITE}${path}`, alternates: ALTS(path) });

describe('reading a page', () => {
  it('takes the head, structured data, headings, images and links from raw HTML', () => {
    const p = page();
    expect(p.titles).toEqual(['Crypto exchanges compared | CoinAtlas']);
    expect(p.canonicals).toEqual([`${SITE}/exchanges`]);
    expect(p.alternates).toHaveLength(5);
    expect(p.jsonLd).toHaveLength(1);
    expect(p.h1).toEqual(['Crypto exchanges']);
    expect(p.imagesWithoutAlt).toEqual([]);
    expect(p.links).toEqual(['/wallets']);
    expect(p.htmlLang).toBe('en');
  });

  it('reads the sitemap’s URLs with their alternates', () => {
    const xml = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
      <url><loc>${SITE}/exchanges</loc><xhtml:link rel="alternate" hreflang="es" href="${SITE}/es/exchanges"/></url>
      <url><loc>${SITE}/es/exchanges</loc></url></urlset>`;
    expect(sitemapEntries(xml)).toEqual([
      { loc: `${SITE}/exchanges`, alternates: [{ hreflang: 'es', href: `${SITE}/es/exchanges` }] },
      { loc: `${SITE}/es/exchanges`, alternates: [] },
    ]);
  });

  it('a page that passes every check has no findings', () => {
    expect(checkPage(page(), entry())).toEqual([]);
  });
});

describe('checks', () => {
  it('status: a sitemap URL must answer 200, and nothing else is checked on it', () => {
    expect(checkStatus(page())).toEqual([]);
    const f = checkPage(page({ status: 404 }), entry());
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ check: 'status', severity: 'error', message: 'The sitemap lists this URL, but it answers 404.' });
  });

  it('title: present, one, of sensible length', () => {
    expect(checkTitle(page())).toEqual([]);
    expect(checkTitle(page({ head: '' }))[0]).toMatchObject({ severity: 'error', message: 'The page has no title.' });
    expect(checkTitle(page({ head: '<title>  </title>' }))[0]).toMatchObject({ severity: 'error', message: 'The page has no title.' });
    expect(checkTitle(page({ head: '<title>Crypto exchanges compared</title><title>Crypto exchanges again</title>' }))[0]).toMatchObject({
      severity: 'error',
      message: 'The page has 2 title elements.',
    });
    expect(checkTitle(page({ head: '<title>Home</title>' }))[0]).toMatchObject({
      severity: 'warning',
      message: 'The title "Home" is 4 characters, under 15.',
    });
    expect(checkTitle(page({ head: `<title>${'A'.repeat(60)}</title>` }))).toEqual([]);
    const long = 'A'.repeat(61);
    expect(checkTitle(page({ head: `<title>${long}</title>` }))[0]!.message).toBe(
      `The title "${long}" is 61 characters; search results cut it after about 60.`,
    );
  });

  it('description: present, one, of sensible length', () => {
    expect(checkDescription(page())).toEqual([]);
    expect(checkDescription(page({ head: '<title>x</title>' }))[0]).toMatchObject({
      severity: 'error',
      message: 'The page has no meta description.',
    });
    expect(checkDescription(page({ head: '<meta name="description" content="Too short.">' }))[0]).toMatchObject({
      severity: 'warning',
      message: 'The description is 10 characters, under 50.',
    });
    expect(checkDescription(page({ head: `<meta name="description" content="${'b'.repeat(171)}">` }))[0]!.message).toBe(
      'The description is 171 characters; search results cut it after about 170.',
    );
  });

  it('canonical: present, one, and the page itself', () => {
    expect(checkCanonical(page(), `${SITE}/exchanges`)).toEqual([]);
    expect(checkCanonical(page({ head: '' }), `${SITE}/exchanges`)[0]!.message).toBe('The page has no canonical link.');
    expect(checkCanonical(page({ head: `<link rel="canonical" href="${SITE}/">` }), `${SITE}/exchanges`)[0]!.message).toBe(
      `The canonical link points to ${SITE}/, not to the page itself (${SITE}/exchanges).`,
    );
  });

  it('hreflang: every language of the sitemap entry and x-default, nothing more, the page itself among them', () => {
    expect(checkHreflang(page(), entry())).toEqual([]);
    const without = (lang: string) =>
      page({
        head: ALTS('/exchanges')
          .filter((a) => a.hreflang !== lang)
          .map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${a.href}">`)
          .join(''),
      });
    expect(checkHreflang(without('de'), entry()).map((f) => f.message)).toEqual([
      `The alternate for "de" (${SITE}/de/exchanges) is missing.`,
    ]);
    expect(
      checkHreflang(without('x-default'), {
        loc: `${SITE}/exchanges`,
        alternates: ALTS('/exchanges').filter((a) => a.hreflang !== 'x-default'),
      }).map((f) => f.subject),
    ).toEqual(['missing:x-default']);
    // a post only in English and Spanish names only those
    const post = { loc: `${SITE}/blog/a`, alternates: [ALTS('/blog/a')[0]!, ALTS('/blog/a')[1]!, ALTS('/blog/a')[4]!] };
    const extra = checkHreflang(page({ url: '/blog/a', head: altLinks('/blog/a') }), post);
    expect(extra.map((f) => f.subject).sort()).toEqual(['extra:de', 'extra:pt-BR']);
  });

  it('hreflang: alternates are reciprocal', () => {
    const en = page();
    const es = page({ url: '/es/exchanges', lang: 'es', head: altLinks('/exchanges') });
    expect(checkReciprocalHreflang([en, es], SITE)).toEqual([]);
    const lonely = page({ url: '/es/exchanges', lang: 'es', head: `<link rel="alternate" hreflang="es" href="${SITE}/es/exchanges">` });
    const f = checkReciprocalHreflang([en, lonely], SITE);
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ url: '/exchanges', message: 'The alternate /es/exchanges does not name this page back.' });
  });

  it('structured data: parses, has a schema.org context and the fields its type needs', () => {
    expect(checkStructuredData(page())).toEqual([]);
    const ld = (json: string) => page({ head: `<script type="application/ld+json">${json}</script>` });
    expect(checkStructuredData(ld('{"@context":"https://schema.org","@type":')).map((f) => f.subject)).toEqual(['parse:0']);
    const cases: Array<[string, string]> = [
      ['{"@context":"https://schema.org","@type":"Organization","name":"CoinAtlas"}', 'The Organization block lacks url.'],
      [
        '{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[]}',
        'The BreadcrumbList block lacks itemListElement.',
      ],
      [
        '{"@context":"https://schema.org","@type":"Review","itemReviewed":{"name":"X"},"author":{"name":"Y"}}',
        'The Review block lacks reviewRating.',
      ],
      ['{"@context":"https://schema.org","@type":"BlogPosting","headline":"H","author":{}}', 'The BlogPosting block lacks datePublished.'],
      ['{"@context":"https://schema.org","@type":"ItemList"}', 'The ItemList block lacks itemListElement.'],
      ['{"@context":"https://schema.org","@type":"FAQPage","mainEntity":null}', 'The FAQPage block lacks mainEntity.'],
      ['{"@type":"WebSite","name":"CoinAtlas","url":"https://x"}', 'The WebSite block has no schema.org @context.'],
      ['{"@context":"https://schema.org","name":"x"}', 'JSON-LD block 1 has no @type.'],
    ];
    for (const [json, message] of cases)
      expect(
        checkStructuredData(ld(json)).map((f) => f.message),
        json,
      ).toEqual([message]);
    const good = [
      '{"@context":"https://schema.org","@type":"Organization","name":"CoinAtlas","url":"https://x"}',
      '{"@context":"https://schema.org","@type":"Review","itemReviewed":{"name":"X"},"reviewRating":{"ratingValue":4},"author":{"name":"Y"}}',
      '{"@context":"https://schema.org","@type":"BlogPosting","headline":"H","datePublished":"2026-01-01","author":{"name":"A"}}',
      '{"@context":"https://schema.org","@type":"FAQPage","mainEntity":[{"@type":"Question"}]}',
      '{"@context":"https://schema.org","@graph":[{"@type":"ItemList","itemListElement":[{"position":1}]}]}',
    ];
    for (const json of good) expect(checkStructuredData(ld(json)), json).toEqual([]);
  });

  it('h1: exactly one, not empty', () => {
    expect(checkH1(page())).toEqual([]);
    expect(checkH1(page({ body: '<main><h2>x</h2></main>' }))[0]!.message).toBe('The page has no h1.');
    expect(checkH1(page({ body: '<h1>a</h1><main><h1>b</h1></main>' }))[0]!.message).toBe('The page has 2 h1 headings.');
    expect(checkH1(page({ body: '<h1> <span></span> </h1>' }))[0]!.message).toBe('The h1 is empty.');
  });

  it('img alt: every image has one (empty for decoration)', () => {
    expect(checkImageAlt(page())).toEqual([]);
    const f = checkImageAlt(page({ body: '<h1>x</h1><img src="/logo.png"><img src="/logo.png"><img src="/b.png" alt="B">' }));
    expect(f[0]).toMatchObject({ severity: 'error', message: '1 image has no alt attribute: /logo.png.' });
  });

  it('noindex: an indexable page must not say it, in a meta tag or a header', () => {
    expect(checkNoindex(page())).toEqual([]);
    expect(checkNoindex(page({ head: '<meta name="robots" content="noindex, follow">' }))).toHaveLength(1);
    expect(checkNoindex({ ...page(), robotsHeader: 'none' })).toHaveLength(1);
    expect(checkNoindex(page({ head: '<meta name="robots" content="max-image-preview:large">' }))).toEqual([]);
  });

  it('page weight: a warning above the limit', () => {
    const p = page();
    expect(checkPageWeight(p)).toEqual([]);
    const f = checkPageWeight({ ...p, bytes: 400 * 1024 });
    expect(f[0]).toMatchObject({ severity: 'warning', message: 'The HTML is 400 KB, above 300 KB.' });
    expect(checkPageWeight(p, { titleMin: 0, titleMax: 0, descriptionMin: 0, descriptionMax: 0, pageWeightWarnBytes: 100 })).toHaveLength(
      1,
    );
  });

  it('html lang: the path decides it', () => {
    expect(checkHtmlLang(page({ url: '/pt/exchanges', lang: 'pt-BR' }))).toEqual([]);
    expect(checkHtmlLang(page({ url: '/de/exchanges', lang: 'en' }))[0]!.message).toBe('<html lang="en">, but the URL is a de page.');
  });

  it('unique titles and descriptions across the site', () => {
    const a = page();
    const b = page({
      url: '/wallets',
      head: `<title>Crypto exchanges compared | CoinAtlas</title><meta name="description" content="Fees, security and coins of the exchanges we follow, checked against their own pages and compared side by side.">`,
    });
    const f = checkDuplicates([a, b], SITE);
    expect(f.map((x) => [x.url, x.check, x.severity, x.subject, x.message])).toEqual([
      ['/wallets', 'title', 'error', 'duplicate:/exchanges', 'The same title as /exchanges: "Crypto exchanges compared | CoinAtlas".'],
      [
        '/wallets',
        'description',
        'warning',
        'duplicate:/exchanges',
        expect.stringMatching(/^The same description as \/exchanges: "Fees, /),
      ],
    ]);
    expect(
      checkDuplicates(
        [a, page({ url: '/wallets', head: '<title>Wallets compared | CoinAtlas</title><meta name="description" content="Other.">' })],
        SITE,
      ),
    ).toEqual([]);
    // two language versions of one page may read the same (Spanish and Portuguese often do); a Spanish page that is not a version may not
    const es = page({
      url: '/es/exchanges',
      lang: 'es',
      head: `<title>Crypto exchanges compared | CoinAtlas</title>${altLinks('/exchanges')}`,
    });
    expect(checkDuplicates([a, es], SITE)).toEqual([]);
    const other = page({
      url: '/es/wallets',
      lang: 'es',
      head: `<title>Crypto exchanges compared | CoinAtlas</title>${altLinks('/wallets')}`,
    });
    expect(checkDuplicates([a, other], SITE).map((x) => [x.url, x.lang])).toEqual([['/es/wallets', 'es']]);
  });
});

describe('internal links', () => {
  it('keeps same-site paths without the fragment, and leaves out other sites, schemes and /go/ links', () => {
    expect(internalLink('/wallets#top', SITE)).toBe('/wallets');
    expect(internalLink(`${SITE}/es/blog?page=2`, SITE)).toBe('/es/blog?page=2');
    expect(internalLink(SITE, SITE)).toBe('/');
    for (const href of [
      'https://kraken.com/',
      'mailto:a@b.c',
      'tel:1',
      '#main',
      '/go/exchange/kraken',
      'javascript:void(0)',
      '//evil.example/x',
      'relative',
    ])
      expect(internalLink(href, SITE), href).toBeUndefined();
  });

  it('reports a target that does not answer 200 once, on the first page linking to it', () => {
    const status = new Map([
      ['/wallets', 200],
      ['/gone', 404],
      ['/old', 301],
    ]);
    const from = new Map([
      ['/wallets', ['/']],
      ['/gone', ['/es/exchanges', '/exchanges', '/de/exchanges']],
      ['/old', ['/tools']],
    ]);
    const f = checkLinks(status, from);
    expect(f.map((x) => [x.severity, x.url, x.message])).toEqual([
      ['error', '/de/exchanges', 'Links to /gone (and 2 other pages), which answers 404.'],
      ['notice', '/tools', 'Links to /old, which redirects (301).'],
    ]);
  });
});

describe('runs', () => {
  it('tells new findings from fixed ones by check, page and subject', () => {
    const f = (check: 'h1' | 'title', url: string, subject = '') => ({ check, url, subject });
    const { added, fixed } = diffFindings([f('h1', '/a'), f('title', '/b', 'length')], [f('h1', '/a'), f('title', '/c')]);
    expect(added).toEqual([f('title', '/b', 'length')]);
    expect(fixed).toEqual([f('title', '/c')]);
    expect(findingKey(f('title', '/b', 'length'))).toBe('title|/b|length');
  });

  it('the nightly run is due once per day after its hour', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(nightlySlot(at('2026-11-24T02:59:00Z'), 3)).toBe(at('2026-11-23T03:00:00Z'));
    expect(nightlySlot(at('2026-11-24T03:00:00Z'), 3)).toBe(at('2026-11-24T03:00:00Z'));
    expect(nightlyDue(at('2026-11-24T03:10:00Z'), 3, at('2026-11-23T03:05:00Z'))).toBe(true);
    expect(nightlyDue(at('2026-11-24T03:20:00Z'), 3, at('2026-11-24T03:10:00Z'))).toBe(false);
    expect(nightlyDue(at('2026-11-24T02:00:00Z'), 3, at('2026-11-23T03:05:00Z'))).toBe(false);
    expect(nightlyDue(at('2026-11-24T02:00:00Z'), 3, undefined)).toBe(true);
  });
});
