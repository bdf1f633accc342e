import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSeeds } from '../../backend/src/modules/content/adapters/fs-seeds.js';
import { firstSentences, partnerCategory, textsOf } from '../../backend/src/modules/content/domain/search-documents.js';
import type { ContentLanguage } from '../../backend/src/modules/content/domain/schema.js';
import { localize } from '../../backend/src/modules/content/domain/localize.js';
import { content } from '../support/content.js';
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

const SEEDS = loadSeeds();
const SEED_POSTS = SEEDS.posts;
const SEED_TRANSLATIONS = SEEDS.translations;

/** A partner's own texts in one language (what its record says), to compute what a query must find. */
const partnerText = (p: (typeof content.partners)[number], lang: ContentLanguage) =>
  textsOf((localize(p, lang) as { text?: unknown }).text).join('\n');
const key = (p: { type: string; id: string }) => `${p.type}/${p.id}`;

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
