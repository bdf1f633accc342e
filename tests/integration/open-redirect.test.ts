/**
 * No redirect leaves the site. Requests are sent over a real socket exactly as written (`app.inject` and
 * `fetch` parse the target as a URL first, so `/\evil.com/` would never reach the server as such). Every
 * answer is a 404, or a redirect whose Location a browser resolves to this site. The client's renderer is a
 * stand-in: the redirects are decided before any render. (`/go/` links leave the site by design, to a
 * partner's https address: the database refuses any other, and go-links.test.ts covers them.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTemplate, type RendererSource } from '../../backend/src/platform/pages/page-renderer.js';
import { rawRequest, type RawAnswer } from '../support/raw-http.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SITE = 'http://site.test';
const TEMPLATE = parseTemplate(
  '<!doctype html><html lang="__HTML_LANG__"><head><!--app-head--></head><body><div id="root"><!--app-html--></div>' +
    '<script type="application/json" id="coinatlas-boot"><!--app-boot--></script></body></html>',
);
const standIn: RendererSource = {
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

const HOSTS = ['evil.com', 'evil.com:443', '@evil.com'];
const PREFIXES = [
  '//',
  '///',
  '////',
  '/\\',
  '/\\\\',
  '/\\/',
  '//\\',
  '/./\\',
  '/.//',
  '/%2F%2F',
  '/%2f%2f',
  '/%2F/',
  '//%2F',
  '/%5C',
  '/%5c',
  '/%5C%5C',
  '/\\%2F',
  '/%2F\\',
  '/%09/',
  '/%0A/',
  '/%E3%80%82/',
  '/es//',
  '/es/\\',
  '/ES//',
];
const SUFFIXES = ['/', '', '/about/', '/About', '/?next=//evil.com&a=1', '?a=%0D%0ALocation:%20//evil.com'];

/** Every combination of a leading-slash trick, a host and an ending. */
const VARIANTS = PREFIXES.flatMap((p) => HOSTS.flatMap((h) => SUFFIXES.map((s) => `${p}${h}${s}`)));

describe('redirects never leave the site', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_SITE_URL: SITE, RATE_LIMIT_MAX: '100000' }, deps: { renderer: standIn } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => t?.close());

  const get = (target: string, headers: Record<string, string> = {}) =>
    rawRequest(port, target, { headers: { host: 'site.test', ...headers } });

  /** A 404, or a redirect a browser follows to this site; never a 5xx. */
  function offSite(target: string, res: RawAnswer): string | undefined {
    if (res.status >= 500) return `${target} -> ${res.status}`;
    if (res.status < 300 || res.status >= 400) return undefined;
    const location = String(res.headers.location ?? '');
    let resolved: URL;
    try {
      resolved = new URL(location, `${SITE}/`);
    } catch {
      return `${target} -> ${res.status} unparsable Location ${JSON.stringify(location)}`;
    }
    return resolved.origin === SITE ? undefined : `${target} -> ${res.status} Location ${JSON.stringify(location)} (${resolved.origin})`;
  }

  it('the reported cases: 301 to a path of this site, query kept', async () => {
    const cases: Array<[string, string]> = [
      ['//evil.com/', '/evil.com'],
      ['/\\evil.com/', '/evil.com'],
      ['///evil.com/', '/evil.com'],
      ['//evil.com/?a=1', '/evil.com?a=1'],
      ['/%2F%2Fevil.com/', '/%2F%2Fevil.com'],
      ['/%5Cevil.com/', '/%5Cevil.com'],
    ];
    for (const [target, location] of cases) {
      const res = await get(target);
      expect([target, res.status, res.headers.location]).toEqual([target, 301, location]);
    }
    // and where they lead: an unknown page
    expect((await get('/evil.com')).status).toBe(404);
  });

  it(`every variant (${VARIANTS.length}) is a 404 or a redirect to this site`, async () => {
    const bad: string[] = [];
    for (const target of VARIANTS) {
      const problem = offSite(target, await get(target));
      if (problem) bad.push(problem);
    }
    expect(bad).toEqual([]);
  });

  it('a page spelled another way goes to its one spelling, on this site', async () => {
    for (const [target, location] of [
      ['/About', '/about'],
      ['//About/', '/about'],
      ['//..%2F..%2Fetc%2Fpasswd', '/..%2F..%2Fetc%2Fpasswd'],
      ['/es/PRIVACY?x=1', '/es/privacy?x=1'],
      ['/%61bout', '/about'],
      ['/exchanges/', '/exchanges'],
    ] as const) {
      const res = await get(target);
      expect([target, res.status, res.headers.location]).toEqual([target, 301, location]);
    }
  });

  it('the other redirects: a comparison in another order, the unsubscribe link, /go/ with a hostile id', async () => {
    const compare = await get('/compare/exchanges/kraken-vs-binance?x=//evil.com');
    expect(compare.status).toBe(301);
    expect(new URL(String(compare.headers.location), SITE).origin).toBe(SITE);

    const token = 'A'.repeat(43);
    const unsubscribe = await get(`/api/subscribers/one-click-unsubscribe?token=${token}&lang=es`);
    expect([unsubscribe.status, unsubscribe.headers.location]).toEqual([302, `/es/unsubscribe?token=${token}`]);

    for (const target of [
      '/go/exchange/%2F%2Fevil.com',
      '/go//evil.com',
      '/go/%5Cevil.com/x',
      '/go/exchange/kraken/..%2F..%2F%2Fevil.com',
    ]) {
      const res = await get(target, { accept: 'application/json' });
      expect([target, res.status]).toEqual([target, 404]);
    }
  });
});
