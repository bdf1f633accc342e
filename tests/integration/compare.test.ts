/**
 * Comparison pages over HTTP: the resolver reads the `-vs-` slug against the listed ids of its kind, one
 * canonical URL (ids sorted) answers 200, any other order of the same ids answers 301 to it (in the same
 * language, query kept), and unknown, repeated, too few or too many ids answer 404. The sitemap lists the
 * popular pairs in every language with hreflang alternates. The client's renderer is a stand-in here (the
 * real pages are rendered in tests/e2e/raw-html.test.ts and compare.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTemplate, type RendererSource } from '../../backend/src/platform/pages/page-renderer.js';
import { content } from '../support/content.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SITE = 'https://coinatlas.example';
const TEMPLATE = parseTemplate(
  '<!doctype html><html lang="__HTML_LANG__"><head><!--app-head--></head><body><div id="root"><!--app-html--></div>' +
    '<script type="application/json" id="coinatlas-boot"><!--app-boot--></script></body></html>',
);
const stand_in: RendererSource = {
  template: async () => TEMPLATE,
  entry: async () => ({
    configure: () => {},
    render: async (input) => ({
      lang: 'en',
      head: '',
      html: `<main>${input.found ? 'found' : 'not found'}</main>`,
      boot: '{}',
      missed: [],
    }),
  }),
};

const ids = (type: string) =>
  content.partners
    .filter((p) => p.type === type)
    .sort((a, b) => a.order - b.order)
    .map((p) => p.id);
const [ex1, ex2, ex3, ex4, ex5] = ids('exchange');
const sorted = (...xs: string[]) => [...xs].sort().join('-vs-');
const reversed = (...xs: string[]) => [...xs].sort().reverse().join('-vs-');
// wallet ids with hyphens in them: the slug must be read against the known ids, not split on '-'
const hyphenated = ids('wallet')
  .filter((id) => id.includes('-'))
  .slice(0, 3);

describe('compare pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_SITE_URL: SITE }, deps: { renderer: stand_in } });
  });
  afterAll(async () => t?.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers 200 at the canonical (sorted) URL, in every language', async () => {
    for (const prefix of ['', '/es', '/de', '/pt']) {
      const res = await get(`${prefix}/compare/exchanges/${sorted(ex1!, ex2!)}`);
      expect([prefix, res.statusCode, res.body.includes('<main>found</main>')]).toEqual([prefix, 200, true]);
    }
    expect(hyphenated.length).toBe(3);
    expect((await get(`/compare/wallets/${sorted(...hyphenated)}`)).statusCode).toBe(200);
    expect((await get(`/compare/exchanges/${sorted(ex1!, ex2!, ex3!, ex4!)}`)).statusCode).toBe(200);
  });

  it('redirects any other order of the same ids to the canonical URL with a 301, language and query kept', async () => {
    const res = await get(`/compare/exchanges/${reversed(ex1!, ex2!)}`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/compare/exchanges/${sorted(ex1!, ex2!)}`);
    const de = await get(`/de/compare/wallets/${reversed(...hyphenated)}?ref=x`);
    expect(de.statusCode).toBe(301);
    expect(de.headers.location).toBe(`/de/compare/wallets/${sorted(...hyphenated)}?ref=x`);
  });

  it('answers 404 for an unknown id, a repeated id, one id, five ids, or ids of another kind', async () => {
    const notFound = [
      `/compare/exchanges/${sorted(ex1!, 'no-such-exchange')}`,
      `/compare/exchanges/${ex1}-vs-${ex1}`,
      `/compare/exchanges/${ex1}`,
      `/compare/exchanges/${sorted(ex1!, ex2!, ex3!, ex4!, ex5!)}`,
      `/compare/wallets/${sorted(ex1!, ex2!)}`,
      `/compare/exchanges/${ex1}-vs-`,
      `/compare/nothing/${sorted(ex1!, ex2!)}`,
      `/es/compare/exchanges/${sorted(ex1!, 'no-such-exchange')}`,
    ];
    for (const url of notFound) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });

  it('lists the popular pairs in the sitemap, in four languages with hreflang alternates', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    const pair = sorted(ex1!, ex2!);
    for (const prefix of ['', '/es', '/de', '/pt']) expect(res.body).toContain(`<loc>${SITE}${prefix}/compare/exchanges/${pair}</loc>`);
    const entry = res.body.split('<url>').find((u) => u.includes(`<loc>${SITE}/de/compare/exchanges/${pair}</loc>`))!;
    for (const [lang, prefix] of [
      ['en', ''],
      ['es', '/es'],
      ['de', '/de'],
      ['pt-BR', '/pt'],
      ['x-default', ''],
    ])
      expect(entry).toContain(`hreflang="${lang}" href="${SITE}${prefix}/compare/exchanges/${pair}"`);
    // every listed comparison is canonical and answers 200
    const listed = [...res.body.matchAll(/<loc>https:\/\/coinatlas\.example(\/compare\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(listed.length).toBeGreaterThanOrEqual(4 * 6);
    for (const url of listed) expect([url, (await get(url)).statusCode]).toEqual([url, 200]);
    // a non-canonical order is never listed
    expect(res.body).not.toContain(`/compare/exchanges/${reversed(ex1!, ex2!)}<`);
  });
});
