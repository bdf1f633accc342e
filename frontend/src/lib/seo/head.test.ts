import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, documentTitle, fitTitle, headHtml, metaDescription, TITLE_MAX } from './head';

describe('documentTitle', () => {
  it('puts the site name after a title that leaves room for it', () => {
    expect(documentTitle('Crypto Tools & Resources')).toBe('Crypto Tools & Resources | CoinAtlas');
  });

  it('keeps a title that already names the site as it is', () => {
    expect(documentTitle('CoinAtlas: your guide')).toBe('CoinAtlas: your guide');
  });

  it('leaves the name off where it would push the title past what a search result shows', () => {
    const title = 'Hardware Wallets Compared: Ledger, Trezor, BitBox02';
    expect(`${title} | CoinAtlas`.length).toBeGreaterThan(TITLE_MAX);
    expect(documentTitle(title)).toBe(title);
    const fits = 'x'.repeat(TITLE_MAX - ' | CoinAtlas'.length);
    expect(documentTitle(fits)).toBe(`${fits} | CoinAtlas`);
  });
});

describe('metaDescription', () => {
  it('keeps a description that fits, with its white space tidied', () => {
    expect(metaDescription('Fees,  coins and\nKYC rules.')).toBe('Fees, coins and KYC rules.');
  });

  it('keeps the whole sentences that fit', () => {
    const first = 'Compare 58 exchanges by fees, coins, KYC rules and features, with referral codes where we have them.';
    const text = `${first} Every figure links to the page it was checked against, with the date of the check.`;
    expect(text.length).toBeGreaterThan(DESCRIPTION_MAX);
    expect(metaDescription(text)).toBe(first);
  });

  it('does not end a sentence at the dot inside a name', () => {
    const text = `Crypto.com Visa Card against Revolut Card: ${'fees and limits, '.repeat(12)}side by side.`;
    const out = metaDescription(text);
    expect(out.startsWith('Crypto.com Visa Card against Revolut Card:')).toBe(true);
    expect(out.endsWith('…')).toBe(true);
  });

  it('cuts a long first sentence between words, with an ellipsis and no dangling comma', () => {
    const text = `Short. ${'word, '.repeat(40)}end.`;
    const out = metaDescription(text);
    expect(out.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(out).toMatch(/^Short\. (word, )*word…$/);
  });

  it('is what the head carries, in the description and both social cards', () => {
    const long = `${'A sentence about exchanges and their fees. '.repeat(6)}`.trim();
    const head = headHtml({
      siteUrl: 'https://coinatlas.example',
      pathname: '/exchanges',
      lang: 'en',
      title: 'Exchanges',
      description: long,
      found: true,
    });
    const expected = metaDescription(long);
    expect(expected.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(head).toContain(`<meta name="description" content="${expected}">`);
    expect(head).toContain(`<meta property="og:description" content="${expected}">`);
    expect(head).toContain(`<meta name="twitter:description" content="${expected}">`);
  });

  it('describes the share image to both social cards (the page title is what it shows)', () => {
    const head = headHtml({
      siteUrl: 'https://coinatlas.example',
      pathname: '/exchanges',
      lang: 'en',
      title: 'Exchanges & fees',
      description: 'x',
      found: true,
    });
    expect(head).toContain('<meta property="og:image:alt" content="Exchanges &amp; fees | CoinAtlas">');
    expect(head).toContain('<meta name="twitter:image:alt" content="Exchanges &amp; fees | CoinAtlas">');
  });

  it('names a later page of a directory as itself: its canonical and alternates keep the page', () => {
    const head = headHtml({
      siteUrl: 'https://coinatlas.example',
      pathname: '/de/tools',
      lang: 'de',
      title: 'Tools',
      description: 'x',
      found: true,
      query: 'page=2',
    });
    expect(head).toContain('<link rel="canonical" href="https://coinatlas.example/de/tools?page=2">');
    expect(head).toContain('<link rel="alternate" hreflang="en" href="https://coinatlas.example/tools?page=2">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://coinatlas.example/tools?page=2">');
    expect(head).toContain('<meta property="og:url" content="https://coinatlas.example/de/tools?page=2">');
  });
});

describe('Open Graph locales and article tags', () => {
  const head = (more: Partial<Parameters<typeof headHtml>[0]>) =>
    headHtml({
      siteUrl: 'https://coinatlas.example',
      pathname: '/pt/tools',
      lang: 'pt',
      title: 'Ferramentas',
      description: 'x',
      found: true,
      ...more,
    });

  it('names the page’s own locale and each of its other languages’ as og:locale:alternate (Open Graph protocol)', () => {
    const tags = [...head({}).matchAll(/<meta property="og:locale(?::alternate)?" content="([^"]+)">/g)].map((m) => m[0]);
    expect(tags).toEqual([
      '<meta property="og:locale" content="pt_BR">',
      '<meta property="og:locale:alternate" content="en_US">',
      '<meta property="og:locale:alternate" content="es_ES">',
      '<meta property="og:locale:alternate" content="de_DE">',
    ]);
    // a post in two languages names only the other one it has
    const post = head({ pathname: '/blog/x', lang: 'en', languages: ['en', 'de'] });
    expect([...post.matchAll(/og:locale:alternate" content="([^"]+)"/g)].map((m) => m[1])).toEqual(['de_DE']);
    // a page that does not exist names none
    expect(head({ found: false })).not.toContain('og:locale:alternate');
  });

  it('gives an article its published and modified times and its author (Open Graph article tags), others none', () => {
    const post = head({
      pathname: '/blog/x',
      lang: 'en',
      article: {
        publishedTime: '2026-01-02T10:00:00.000Z',
        modifiedTime: '2026-01-05T08:00:00.000Z',
        author: 'https://coinatlas.example/authors/ana',
      },
    });
    expect(post).toContain('<meta property="og:type" content="article">');
    expect(post).toContain('<meta property="article:published_time" content="2026-01-02T10:00:00.000Z">');
    expect(post).toContain('<meta property="article:modified_time" content="2026-01-05T08:00:00.000Z">');
    expect(post).toContain('<meta property="article:author" content="https://coinatlas.example/authors/ana">');
    expect(head({})).not.toContain('article:');
  });

  it('keeps every title it writes within 60 characters when the page’s own title does', () => {
    expect(TITLE_MAX).toBe(60);
    for (const n of [10, 48, 49, 50, 60]) expect(documentTitle('t'.repeat(n)).length).toBeLessThanOrEqual(60);
  });
});

describe('fitTitle', () => {
  it('keeps a headline that fits, else its main clause before a colon or a dash, else its words with an ellipsis', () => {
    expect(fitTitle('Exchange fees explained')).toBe('Exchange fees explained');
    expect(fitTitle('Understanding Crypto Exchange Fees: Maker, Taker, Spreads, Network and Funding Fees')).toBe(
      'Understanding Crypto Exchange Fees',
    );
    expect(fitTitle('Was sind Krypto-Trading-Bots – und sollten Einsteiger sie nutzen, oder lieber selbst handeln?')).toBe(
      'Was sind Krypto-Trading-Bots',
    );
    const question = '¿Qué son los bots de trading de cripto y deberían usarlos los principiantes?';
    const cut = fitTitle(question);
    expect(cut).toBe('¿Qué son los bots de trading de cripto y deberían usarlos…');
    expect(cut.length).toBeLessThanOrEqual(TITLE_MAX);
    // a clause too short to say anything is no title: the words are cut instead
    expect(fitTitle(`FAQ: ${'word '.repeat(20)}`)).toMatch(/^FAQ: (word )*word…$/);
  });

  it('is never longer than a search result shows, with the site name only where it fits', () => {
    expect(documentTitle('x'.repeat(30) + ' ' + 'y'.repeat(40))).toBe(`${'x'.repeat(30)}…`);
    expect(documentTitle('Crypto Taxes Basics')).toBe('Crypto Taxes Basics | CoinAtlas');
  });
});

describe('structured data in the head', () => {
  const base = {
    siteUrl: 'https://coinatlas.example',
    pathname: '/exchanges',
    lang: 'en' as const,
    title: 'Exchanges',
    description: 'All of them.',
  };
  const list = { '@context': 'https://schema.org', '@type': 'ItemList', name: 'A </script><script>alert(1)</script> list' };

  it('writes each block the page gave as a JSON-LD script, with "<" escaped so no string can close it', () => {
    const head = headHtml({ ...base, found: true, structuredData: [list, { '@type': 'Organization', name: 'X' }] });
    const blocks = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => m[1]!);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).not.toContain('<');
    expect(JSON.parse(blocks[0]!)).toEqual(list);
    expect(JSON.parse(blocks[1]!)).toEqual({ '@type': 'Organization', name: 'X' });
  });

  it('writes none on a page not found', () => {
    expect(headHtml({ ...base, found: false, structuredData: [list] })).not.toContain('application/ld+json');
  });
});
