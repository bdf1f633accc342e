import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ORIGIN = 'http://localhost:3000';
const EMAIL = 'editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';

const ISSUE = (posts: string[]) => ({
  subject: { en: 'Weekly', es: 'Semanal', de: 'Wöchentlich', pt: 'Semanal' },
  intro: { en: 'Hi.', es: 'Hola.', de: 'Hallo.', pt: 'Olá.' },
  posts,
});

type Route = { method: 'GET' | 'POST' | 'PUT'; url: string; body?: object; mutation: boolean };

describe('newsletter admin API: access and bad input', () => {
  let t: TestApp;
  let jar: { cookie: string; csrf: string };
  let slugs: string[];
  let id: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, NEWSLETTER_SEND_INTERVAL_MS: '3600000' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      payload: { email: EMAIL, password: PASSWORD },
    });
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    jar = { cookie: cookies.map((c) => c.split(';')[0]).join('; '), csrf: res.json().csrfToken };
    slugs = ((await admin('GET', '/api/admin/newsletter/posts')).json().posts as Array<{ slug: string }>).map((p) => p.slug);
    id = (await admin('POST', '/api/admin/newsletter/issues', ISSUE(slugs.slice(0, 1)))).json().id;
  });
  afterAll(async () => t?.close());

  const admin = (method: Route['method'], url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { cookie: jar.cookie, origin: ORIGIN, 'x-csrf-token': jar.csrf },
    });

  const routes = (): Route[] => [
    { method: 'GET', url: '/api/admin/newsletter/posts', mutation: false },
    { method: 'GET', url: '/api/admin/newsletter/issues', mutation: false },
    { method: 'POST', url: '/api/admin/newsletter/issues', body: ISSUE(slugs.slice(0, 1)), mutation: true },
    { method: 'GET', url: `/api/admin/newsletter/issues/${id}`, mutation: false },
    { method: 'PUT', url: `/api/admin/newsletter/issues/${id}`, body: ISSUE(slugs.slice(0, 1)), mutation: true },
    { method: 'GET', url: `/api/admin/newsletter/issues/${id}/preview?lang=en`, mutation: false },
    { method: 'GET', url: `/api/admin/newsletter/issues/${id}/preview.html?lang=en`, mutation: false },
    { method: 'POST', url: `/api/admin/newsletter/issues/${id}/test`, body: { lang: 'en' }, mutation: true },
    { method: 'POST', url: `/api/admin/newsletter/issues/${id}/send`, mutation: true },
  ];

  it('refuses anonymous callers (401) and cross-site or token-less writes (403) on every route', async () => {
    expect(slugs.length).toBeGreaterThan(1);
    for (const r of routes()) {
      const anon = await t.app.inject({
        method: r.method,
        url: r.url,
        ...(r.body ? { payload: r.body } : {}),
        headers: { origin: ORIGIN },
      });
      expect(anon.statusCode, `${r.method} ${r.url}`).toBe(401);
      if (!r.mutation) continue;
      const crossSite = await t.app.inject({
        method: r.method,
        url: r.url,
        ...(r.body ? { payload: r.body } : {}),
        headers: { cookie: jar.cookie, origin: 'https://evil.example', 'x-csrf-token': jar.csrf },
      });
      expect(crossSite.statusCode, `${r.method} ${r.url} cross-site`).toBe(403);
      const noToken = await t.app.inject({
        method: r.method,
        url: r.url,
        ...(r.body ? { payload: r.body } : {}),
        headers: { cookie: jar.cookie, origin: ORIGIN },
      });
      expect(noToken.statusCode, `${r.method} ${r.url} without CSRF token`).toBe(403);
    }
    const issues = (await admin('GET', '/api/admin/newsletter/issues')).json().issues as unknown[];
    expect(issues).toHaveLength(1); // none of the refused writes created anything
  });

  it('names the wrong field with a 4xx', async () => {
    const cases: Array<[Route['method'], string, object | undefined, number, string | RegExp]> = [
      [
        'POST',
        '/api/admin/newsletter/issues',
        { ...ISSUE(slugs.slice(0, 1)), subject: { en: 'x', es: 'x', de: '', pt: 'x' } },
        400,
        'body/subject/de must NOT have fewer than 1 characters',
      ],
      ['POST', '/api/admin/newsletter/issues', { subject: ISSUE([]).subject, intro: ISSUE([]).intro }, 400, 'body/posts is required'],
      ['POST', '/api/admin/newsletter/issues', ISSUE([]), 400, 'body/posts must NOT have fewer than 1 items'],
      [
        'POST',
        '/api/admin/newsletter/issues',
        ISSUE([slugs[0]!, 'no-such-post']),
        400,
        "body/posts/1 'no-such-post' is not a recent published post",
      ],
      ['POST', '/api/admin/newsletter/issues', ISSUE([slugs[0]!, slugs[0]!]), 400, /^body\/posts must NOT have duplicate items/],
      ['POST', '/api/admin/newsletter/issues', { ...ISSUE(slugs.slice(0, 1)), extra: 1 }, 400, "body has an unknown field 'extra'"],
      [
        'GET',
        `/api/admin/newsletter/issues/${id}/preview?lang=fr`,
        undefined,
        400,
        /^querystring\/lang must be equal to one of the allowed values/,
      ],
      ['GET', '/api/admin/newsletter/issues/abc', undefined, 400, 'params/id must be integer'],
      ['GET', '/api/admin/newsletter/issues/999999', undefined, 404, 'Newsletter issue 999999 does not exist'],
      ['PUT', '/api/admin/newsletter/issues/999999', ISSUE(slugs.slice(0, 1)), 404, 'Newsletter issue 999999 does not exist'],
      ['POST', `/api/admin/newsletter/issues/${id}/test`, { lang: 'xx' }, 400, /^body\/lang must be equal to one of the allowed values/],
      ['POST', '/api/admin/newsletter/issues/999999/send', undefined, 404, 'Newsletter issue 999999 does not exist'],
    ];
    for (const [method, url, body, status, message] of cases) {
      const res = await admin(method, url, body);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(status);
      if (typeof message === 'string') expect(res.json().message).toBe(message);
      else expect(res.json().message).toMatch(message);
    }
  });

  it('sends a test to the signed-in admin and answers 409 once an issue is being sent', async () => {
    const test = await admin('POST', `/api/admin/newsletter/issues/${id}/test`, { lang: 'de' });
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toEqual({ to: EMAIL, lang: 'de' });
    expect((await admin('POST', `/api/admin/newsletter/issues/${id}/send`)).statusCode).toBe(202);
    const again = await admin('POST', `/api/admin/newsletter/issues/${id}/send`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Newsletter issue ${id} has already been sent`);
    const edit = await admin('PUT', `/api/admin/newsletter/issues/${id}`, ISSUE(slugs.slice(0, 1)));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(`Newsletter issue ${id} is already being sent and can no longer change`);
  });
});
