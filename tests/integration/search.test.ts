import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlogSeeds } from '../../backend/src/modules/blog/adapters/fs-seeds.js';
import {
  contentSearchDocuments,
  firstSentences,
  partnerCategory,
  textsOf,
} from '../../backend/src/modules/content/domain/search-documents.js';
import type { ContentLanguage, PartnerType } from '../../backend/src/modules/content/domain/schema.js';
import { localize } from '../../backend/src/modules/content/domain/localize.js';
import { content, hasOwnPage, pageHrefOf } from '../support/content.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { insertPost } from '../support/blog.js';

type Result = {
  kind: string;
  id: string;
  category: string;
  title: string;
  description: string;
  snippet: { text: string; highlight: boolean }[];
  url: string;
};
type Answer = { query: string; correctedQuery: string | null; total: number; results: Result[] };

const SEEDS = loadBlogSeeds();
const SEED_POSTS = SEEDS.posts;
const SEED_TRANSLATIONS = SEEDS.translations;

/** A partner's own texts in one language (what its record says), to compute what a query must find. */
const partnerText = (p: (typeof content.partners)[number], lang: ContentLanguage) =>
  textsOf((localize(p, lang) as { text?: unknown }).text).join('\n');
const key = (p: { type: string; id: string }) => `${p.type}/${p.id}`;
type Partner = (typeof content.partners)[number];
type Listed = { method?: string; regulator?: string; type?: string; status?: string };
/** The exchanges whose record lists a payment method, or an active licence of a regulator (MiCA: of its kind). */
const offering = (method: string) =>
  content.partners.filter((p) => ((p as { paymentMethods?: Listed[] }).paymentMethods ?? []).some((m) => m.method === method));
const licensedBy = (regulator: string) =>
  content.partners.filter((p) =>
    ((p as { licences?: Listed[] }).licences ?? []).some(
      (l) =>
        (l.regulator === regulator || (regulator === 'MiCA' && l.type === 'mica-casp')) &&
        (l.status === 'authorised' || l.status === 'registered'),
    ),
  );
/** The records about taxes, read from their English records: a tax category, or a description that speaks of tax. */
const aboutTaxes = content.partners.filter((p) => {
  const en = (localize(p, 'en') as { text?: { description?: string; summary?: string } }).text;
  return /tax/i.test(String((p as { category?: string }).category)) || /\btax/i.test(`${en?.description ?? ''} ${en?.summary ?? ''}`);
});
const taxPostSlugs = SEED_POSTS.filter((p) => p.tags.includes('taxes')).map((p) => p.slug);

/**
 * A made-up exchange that offers PIX and SEPA and is licensed by BaFin and the Banco Central do Brasil, for the
 * tests that must hold whatever the real records list. Its texts say none of those words: the record's facts
 * are what finds it. (A payment method's provenance is the page that states it; this one is invented.)
 */
const FIXTURE_ID = 'zorblat';
const provenance = { kind: 'catalogue', source: 'https://example.com/zorblat-terms' };
const fixture = {
  id: FIXTURE_ID,
  type: 'exchange',
  name: 'Zorblat',
  officialUrl: 'https://example.com',
  order: 999,
  category: 'centralized',
  updated: '2026-01-01',
  facts: {},
  text: {
    en: { description: 'A made-up exchange of this test.' },
    es: { description: 'Un exchange inventado para esta prueba.' },
    de: { description: 'Eine erfundene Börse für diesen Test.' },
    pt: { description: 'Uma corretora inventada para este teste.' },
  },
  paymentMethods: [
    { method: 'pix', fiat: 'BRL', deposit: {}, provenance },
    { method: 'sepa', fiat: 'EUR', deposit: {}, withdrawal: {}, provenance },
  ],
  licences: [
    { regulator: 'BaFin', regulatorCountry: 'DE', type: 'crypto-custody', status: 'authorised', covers: ['DE'], provenance },
    {
      regulator: 'Banco Central do Brasil',
      regulatorCountry: 'BR',
      type: 'vasp-registration',
      status: 'registered',
      covers: ['BR'],
      provenance,
    },
  ],
} as unknown as Partner;

describe('GET /api/search', () => {
  let t: TestApp;
  const search = async (query: string): Promise<Answer> => {
    const res = await t.app.inject({ url: `/api/search?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Answer;
  };
  const partnerIds = (a: Answer) => a.results.filter((r) => r.kind === 'partner').map((r) => r.id);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('"tax" finds every partner whose text is about tax, and the taxes post, but not Ledger Stax', async () => {
    const answer = await search('q=tax&limit=50');
    const about = content.partners.filter((p) => /\btax/i.test(partnerText(p, 'en')));
    expect(about.length).toBeGreaterThan(2);
    expect(partnerIds(answer)).toEqual(expect.arrayContaining(about.map(key)));
    const taxPosts = SEED_POSTS.filter((p) => /\btax/i.test(p.title));
    expect(taxPosts.length).toBeGreaterThan(0);
    for (const post of taxPosts)
      expect(answer.results).toContainEqual(
        expect.objectContaining({ kind: 'blog', id: post.slug, title: post.title, url: `/blog/${post.slug}` }),
      );
    const unrelated = content.partners.filter((p) => /tax/i.test(p.name) && !/\btax/i.test(p.name) && !/\btax/i.test(partnerText(p, 'en')));
    for (const p of unrelated) expect(partnerIds(answer)).not.toContain(key(p));
    // a snippet marks what matched, as plain text parts
    const hit = answer.results.find((r) => r.snippet.some((s) => s.highlight))!;
    expect(hit.snippet.filter((s) => s.highlight).every((s) => /^tax/i.test(s.text))).toBe(true);
  });

  it("a record shown on its provider's page is found at that page's section (one URL per provider), the others at their own", async () => {
    const roles = content.partners.filter((p) => !hasOwnPage(p.type, p.id));
    expect(roles.length).toBeGreaterThan(0);
    for (const r of roles.slice(0, 4)) {
      const answer = await search(`q=${encodeURIComponent(r.name)}&limit=50`);
      const found = answer.results.filter((x) => x.kind === 'partner' && x.title === r.name);
      expect(found.length, r.name).toBeGreaterThan(0);
      for (const x of found) {
        const [type, id] = x.id.split('/') as [PartnerType, string];
        expect(x.url, x.id).toBe(pageHrefOf(type, id));
      }
      expect(found.map((x) => x.url)).toContain(pageHrefOf(r.type, r.id));
      expect(pageHrefOf(r.type, r.id)).toContain('#');
    }
  });

  it('"ledger" finds the Ledger devices labelled as hardware wallets, with a sentence of their own record', async () => {
    const answer = await search('q=ledger&limit=50');
    const devices = content.partners.filter((p) => p.type === 'wallet' && /\bledger\b/i.test(p.name));
    expect(devices.length).toBeGreaterThan(0);
    for (const d of devices) {
      const r = answer.results.find((x) => x.kind === 'partner' && x.id === key(d));
      expect(r, d.id).toBeDefined();
      expect(r!.category).toBe(partnerCategory(d.type, 'category' in d ? d.category : undefined));
      const summary = (localize(d, 'en') as { text: { summary: string } }).text.summary;
      expect(r!.description).toBe(firstSentences(summary));
      // a result leads to the partner's own page
      expect(r!.url).toBe(`/wallets/${d.id}`);
    }
    expect(devices.some((d) => 'category' in d && d.category === 'hardware')).toBe(true);
    // the devices named Ledger come before anything that only mentions one
    const firstOther = answer.results.findIndex((r) => !/\bledger\b/i.test(r.title));
    const lastNamed = Math.max(...answer.results.map((r, i) => (/\bledger\b/i.test(r.title) ? i : -1)));
    expect(firstOther).toBeGreaterThan(lastNamed);
  });

  it("facts find their records, but a snippet quotes only prose, never a fact's name nor the description shown above it", async () => {
    // every software wallet with an "open source" fact is found by those words
    const open = content.partners.filter((p) => p.type === 'wallet' && (p as { facts?: Record<string, unknown> }).facts?.openSource);
    expect(open.length).toBeGreaterThan(0);
    const byFact = await search('q=open%20source&limit=50');
    expect(partnerIds(byFact)).toEqual(expect.arrayContaining(open.map(key)));
    // "bitcoin" matches the "chains" fact of many wallets; their snippets still read as sentences
    for (const query of ['q=bitcoin&limit=50', 'q=open%20source&limit=50', 'q=platforms&limit=50']) {
      const answer = await search(query);
      for (const r of answer.results) {
        const text = r.snippet.map((s) => s.text).join('');
        if (r.description.length > 20) expect(text, `${query}: ${r.id} repeats its description`).not.toContain(r.description);
        expect(text, `${query}: ${r.id}`).not.toMatch(
          /\bmore Chains\b|\bopen Source\b|\bchains bitcoin\b|\bplatforms (windows|ios|android)/,
        );
      }
    }
  });

  it('"kraken fees" finds Kraken', async () => {
    const answer = await search('q=kraken%20fees');
    const kraken = content.partners.filter((p) => p.name === 'Kraken');
    expect(kraken.length).toBeGreaterThan(0);
    expect(partnerIds(answer)).toEqual(expect.arrayContaining(kraken.map(key)));
  });

  it('"hardware wallet" finds every hardware wallet, the first wallet result being one', async () => {
    const answer = await search('q=hardware%20wallet&limit=50');
    const hardware = content.partners.filter((p) => p.type === 'wallet' && 'category' in p && p.category === 'hardware');
    expect(partnerIds(answer)).toEqual(expect.arrayContaining(hardware.map(key)));
    const firstWallet = answer.results.find((r) => r.category === 'hardwareWallets' || r.category === 'softwareWallets');
    expect(firstWallet?.category).toBe('hardwareWallets');
    // the category filter keeps only those
    const only = await search('q=hardware%20wallet&limit=50&category=hardwareWallets');
    expect(new Set(only.results.map((r) => r.category))).toEqual(new Set(['hardwareWallets']));
    expect(only.total).toBe(hardware.length);
  });

  it('"bitcon" is read as bitcoin (pg_trgm) and finds what is named Bitcoin', async () => {
    const answer = await search('q=bitcon&limit=50');
    expect(answer.correctedQuery).toBe('bitcoin');
    const named = content.partners.filter((p) => /bitcoin/i.test(p.name));
    expect(named.length).toBeGreaterThan(0);
    expect(partnerIds(answer)).toEqual(expect.arrayContaining(named.map(key)));
  });

  it('searches the visitor language: German "Steuer" finds the tax tools by their German text', async () => {
    const answer = await search('q=steuer&lang=de&limit=50');
    const about = content.partners.filter((p) => /steuer/i.test(partnerText(p, 'de')) && /\btax/i.test(partnerText(p, 'en')));
    expect(about.length).toBeGreaterThan(2);
    expect(partnerIds(answer)).toEqual(expect.arrayContaining(about.map(key)));
    const tool = answer.results.find((r) => r.id === key(about[0]!))!;
    const german = localize(about[0]!, 'de') as { text: Record<string, unknown> };
    expect(tool.description).toBe(firstSentences(String(german.text.description ?? german.text.summary)));
    // posts are found in each language by that language's version, with that language's stemming
    const taxPosts = SEED_POSTS.filter((p) => /\btax/i.test(p.title)).map((p) => p.slug);
    expect(taxPosts.length).toBeGreaterThan(0);
    expect((await search('q=taxes&lang=en&type=blog')).results.map((r) => r.id)).toEqual(expect.arrayContaining(taxPosts));
    const germanTaxPosts = SEED_TRANSLATIONS.filter((t) => t.lang === 'de' && /steuer/i.test(t.title)).map((t) => t.slug);
    expect(germanTaxPosts.length).toBeGreaterThan(0);
    const germanAnswer = (await search('q=steuer&lang=de&type=blog')).results;
    expect(germanAnswer.map((r) => r.id)).toEqual(expect.arrayContaining(germanTaxPosts));
    const germanTitle = SEED_TRANSLATIONS.find((t) => t.lang === 'de' && t.slug === germanTaxPosts[0])!.title;
    expect(germanAnswer.find((r) => r.id === germanTaxPosts[0])!.title).toBe(germanTitle);
  });

  it('answers at most `limit` results and counts them all', async () => {
    const answer = await search('q=wallet&limit=3');
    expect(answer.results).toHaveLength(3);
    expect(answer.total).toBeGreaterThan(3);
    const more = await search('q=wallet&limit=50');
    expect(more.total).toBe(answer.total);
    expect(more.results.slice(0, 3)).toEqual(answer.results);
  });

  describe('in the page language', () => {
    const ids = (a: Answer) => a.results.map((r) => `${r.kind}:${r.id}`);
    const hasWhole = (text: string, word: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${word}($|[^\\p{L}\\p{N}])`, 'iu').test(text);

    beforeAll(async () => {
      const docs = contentSearchDocuments({ partners: [fixture], reviews: [], concepts: [], faq: [], guide: [] });
      t.app.siteSearch.sources.set('fixture', { documents: () => docs });
      await t.app.siteSearch.reindex('fixture');
    });
    afterAll(async () => {
      if (!t) return;
      t.app.siteSearch.sources.set('fixture', { documents: () => [] });
      await t.app.siteSearch.reindex('fixture');
      t.app.siteSearch.sources.delete('fixture');
    });

    it('"SEPA" (de) ranks what offers or names SEPA first, and the trading-bot article ("separaten") after it', async () => {
      const answer = await search(`q=SEPA&lang=de&limit=50`);
      const sepa = [...offering('sepa'), ...offering('sepa-instant'), fixture];
      expect(partnerIds(answer)).toEqual(expect.arrayContaining([...new Set(sepa.map(key))]));
      expect(answer.results[0]).not.toMatchObject({ kind: 'blog', id: 'trading-bots-for-beginners' });
      // every result with SEPA as a word comes before every result that only has it inside a longer word
      const german = new Map(SEED_TRANSLATIONS.filter((x) => x.lang === 'de').map((x) => [x.slug, `${x.title}\n${x.body}`]));
      const bot = answer.results.findIndex((r) => r.kind === 'blog' && r.id === 'trading-bots-for-beginners');
      if (bot !== -1) {
        expect(hasWhole(german.get('trading-bots-for-beginners') ?? '', 'sepa')).toBe(false);
        const whole = answer.results.map((r, i) => ({ r, i })).filter(({ r }) => r.kind === 'partner' && sepa.some((p) => key(p) === r.id));
        for (const { r, i } of whole) expect(i, r.id).toBeLessThan(bot);
      }
      expect(answer.correctedQuery).toBeNull();
    });

    it('"PIX" (pt) finds the exchanges that offer it, first, and the article with "pixel" only after them', async () => {
      const answer = await search('q=PIX&lang=pt&limit=50');
      const pix = [...offering('pix'), fixture];
      expect(partnerIds(answer)).toEqual(expect.arrayContaining(pix.map(key)));
      expect(pix.map(key)).toContain(answer.results[0]!.id);
      const pixel = answer.results.findIndex((r) => r.kind === 'blog' && r.id === 'how-to-buy-your-first-bitcoin-safely');
      const lastPix = Math.max(...answer.results.map((r, i) => (pix.some((p) => key(p) === r.id) ? i : -1)));
      if (pixel !== -1) expect(pixel).toBeGreaterThan(lastPix);
      expect(answer.correctedQuery).toBeNull();
    });

    it('regulators find the exchanges they license, in every language', async () => {
      for (const lang of ['en', 'es', 'de', 'pt']) {
        expect(partnerIds(await search(`q=BaFin&lang=${lang}&limit=50`)), lang).toEqual(
          expect.arrayContaining([...licensedBy('BaFin'), fixture].map(key)),
        );
      }
      const brazil = await search(`q=${encodeURIComponent('Banco Central do Brasil')}&lang=pt&limit=50`);
      expect(partnerIds(brazil)[0]).toBe(key(fixture));
      for (const regulator of ['FinCEN', 'NYDFS', 'CNMV', 'MiCA'])
        expect(partnerIds(await search(`q=${regulator}&lang=en&limit=50`)), regulator).toEqual(
          expect.arrayContaining(licensedBy(regulator).map(key)),
        );
    });

    it("tax content is found by each language's own words: Hacienda, Finanzamt, Receita Federal, IRS", async () => {
      expect(aboutTaxes.length).toBeGreaterThan(4);
      expect(taxPostSlugs.length).toBeGreaterThan(0);
      const cases: [string, string][] = [
        ['en', 'IRS'],
        ['en', 'taxes'],
        ['es', 'Hacienda'],
        ['es', 'impuestos'],
        ['de', 'Finanzamt'],
        ['de', 'Steuern'],
        ['pt', 'Receita Federal'],
        ['pt', 'impostos'],
      ];
      for (const [lang, q] of cases) {
        const answer = await search(`q=${encodeURIComponent(q)}&lang=${lang}&limit=50`);
        expect(answer.correctedQuery, `${lang} ${q}`).toBeNull();
        expect(partnerIds(answer), `${lang} ${q}`).toEqual(expect.arrayContaining(aboutTaxes.map(key)));
        const posts = answer.results.filter((r) => r.kind === 'blog').map((r) => r.id);
        expect(posts, `${lang} ${q}`).toEqual(expect.arrayContaining(taxPostSlugs));
      }
      // the words are the record's own language's: the Spanish site does not know the Finanzamt, nor reads it as
      // a Spanish word ("finanzas" is two typos away)
      const finanzamt = await search('q=Finanzamt&lang=es&limit=50');
      expect(finanzamt.correctedQuery).toBeNull();
      expect(partnerIds(finanzamt).filter((id) => aboutTaxes.some((p) => key(p) === id))).toEqual([]);
    });

    it('"Hacienda" (es) stays Hacienda, and where no language index has it nothing is offered in its place', async () => {
      const es = await search('q=Hacienda&lang=es&limit=50');
      expect(es.correctedQuery).toBeNull();
      expect(es.results.length).toBeGreaterThan(0);
      // the Portuguese index has no Hacienda: no correction to a word it merely resembles
      const pt = await search('q=Hacienda&lang=pt');
      expect(pt).toEqual({ query: 'Hacienda', correctedQuery: null, total: 0, results: [] });
    });

    it('"impuestos España" (es) is searched as typed: no correction, least of all a Portuguese word', async () => {
      const answer = await search(`q=${encodeURIComponent('impuestos España')}&lang=es&limit=50`);
      expect(answer.correctedQuery).toBeNull();
      expect(answer.results.map((r) => r.id)).toEqual(expect.arrayContaining(taxPostSlugs));
      // a word of only the Portuguese index is unknown on the Spanish site and is not corrected into Portuguese
      const espaco = await search(`q=${encodeURIComponent('espaco')}&lang=es`);
      expect(espaco.correctedQuery).not.toBe('espaço');
      // while a typo of a Spanish word is corrected in Spanish ("billetra" is read as billetera)
      expect((await search('q=billetra&lang=es')).correctedQuery).toBe('billetera');
    });

    it('words match whatever their diacritics: "espana" and "España" find the same records', async () => {
      const plain = await search('q=espana&lang=es&limit=50');
      const accented = await search(`q=${encodeURIComponent('España')}&lang=es&limit=50`);
      expect(plain.correctedQuery).toBeNull();
      expect(plain.total).toBeGreaterThan(0);
      const sorted = (a: Answer) => ids(a).sort();
      expect(sorted(plain)).toEqual(sorted(accented));
      expect(
        plain.results.every((r) => /españa/i.test(r.description)),
        'each says España',
      ).toBe(true);
      // German: "Borse" is Börse, as many records (the ranking may differ a little: one query has both spellings)
      const borse = await search('q=borse&lang=de');
      expect(borse.correctedQuery).toBeNull();
      expect(borse.total).toBeGreaterThan(0);
      expect(borse.total).toBe((await search(`q=${encodeURIComponent('Börse')}&lang=de`)).total);
    });
  });

  it.each([
    ['', 'querystring/q is required'],
    ['q=', 'querystring/q must NOT have fewer than 1 characters'],
    ['q=%20%26%7C!', 'q must contain at least one letter or digit'],
    [`q=${'a'.repeat(101)}`, 'querystring/q must NOT have more than 100 characters'],
    ['q=tax&limit=0', 'querystring/limit must be >= 1'],
    ['q=tax&limit=51', 'querystring/limit must be <= 50'],
    ['q=tax&lang=fr', 'querystring/lang must be equal to one of the allowed values'],
    ['q=tax&category=shoes', 'querystring/category must be equal to one of the allowed values'],
    ['q=tax&page=2', "querystring has an unknown field 'page'"],
  ])('refuses %j with 400 and a message', async (query, message) => {
    const res = await t.app.inject({ url: `/api/search?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('finds a blog post once the blog module asks for a reindex', async () => {
    const slug = 'search-reindex-example';
    const title = 'Quokkas and Cold Storage';
    expect((await search('q=quokkas')).results).toEqual([]);
    await insertPost(t.infra.db, {
      slug,
      status: 'published',
      published_at: new Date('2026-01-01'),
      texts: { en: { title, summary: 'A made-up post for this test.', body: 'Quokkas keep no keys.' } },
    });
    await t.app.siteSearch.reindex('blog');
    const answer = await search('q=quokkas');
    expect(answer.results).toEqual([expect.objectContaining({ kind: 'blog', id: slug, title, url: `/blog/${slug}`, category: 'blog' })]);
  });
});
