import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/services.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ORIGIN = 'http://localhost:3000';
const EMAIL = 'editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
const HOUR = 3_600_000;

type Jar = { cookie: string; csrf: string };

async function signIn(t: TestApp): Promise<Jar> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin: ORIGIN },
    payload: { email: EMAIL, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return { cookie: cookies.map((c) => c.split(';')[0]).join('; '), csrf: res.json().csrfToken };
}

const text = (title: string, body = 'Some **words** here.') => ({ title, summary: `${title} in short.`, body, coverAlt: '' });
const content = (slug: string, over: Record<string, unknown> = {}) => ({
  slug,
  status: 'draft',
  scheduledAt: null,
  tags: ['wallets'],
  cover: null,
  translations: { en: text('An English title'), es: text('Un título en español') },
  ...over,
});

/** Every editor route, with a body that would be valid for it. */
const ROUTES: Array<{ method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; write: boolean }> = [
  { method: 'GET', url: '/api/admin/blog/posts', write: false },
  { method: 'GET', url: '/api/admin/blog/posts/1', write: false },
  { method: 'GET', url: '/api/admin/blog/posts/1/history', write: false },
  { method: 'POST', url: '/api/admin/blog/posts', payload: content('route-check'), write: true },
  { method: 'PUT', url: '/api/admin/blog/posts/1', payload: { version: 1, post: content('route-check') }, write: true },
  { method: 'POST', url: '/api/admin/blog/posts/1/schedule', payload: { version: 1, scheduledAt: '2099-01-01T09:00:00Z' }, write: true },
  { method: 'POST', url: '/api/admin/blog/posts/1/restore', payload: { version: 1, fromVersion: 1 }, write: true },
  { method: 'POST', url: '/api/admin/blog/preview', payload: { markdown: '# hi' }, write: true },
  { method: 'POST', url: '/api/admin/blog/images', payload: {}, write: true },
];

describe('blog editor API', () => {
  let t: TestApp;
  let jar: Jar;
  let dataDir: string;
  let clock = Date.parse('2030-03-02T08:00:00Z');

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'blogcms-'));
    t = await createTestApp({
      env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, DATA_DIR: dataDir, BLOG_TEST_HOOKS: 'true' },
      deps: { now: () => clock },
    });
    jar = await signIn(t);
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload: payload as never } : {}),
      headers: { cookie: jar.cookie, origin: ORIGIN, 'x-csrf-token': jar.csrf, ...headers },
    });
  const upload = (bytes: Buffer, type = 'application/octet-stream') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/blog/images',
      payload: bytes,
      headers: { cookie: jar.cookie, origin: ORIGIN, 'x-csrf-token': jar.csrf, 'content-type': type },
    });

  it('refuses anonymous callers (401) and cross-site or tokenless writes (403) on every route', async () => {
    for (const r of ROUTES) {
      const anon = await t.app.inject({
        method: r.method,
        url: r.url,
        ...(r.payload ? { payload: r.payload } : {}),
        headers: { origin: ORIGIN },
      });
      expect([r.method, r.url, anon.statusCode]).toEqual([r.method, r.url, 401]);
      if (!r.write) continue;
      const crossSite = await t.app.inject({
        method: r.method,
        url: r.url,
        ...(r.payload ? { payload: r.payload } : {}),
        headers: { cookie: jar.cookie, origin: 'https://evil.example', 'x-csrf-token': jar.csrf },
      });
      expect([r.url, crossSite.statusCode]).toEqual([r.url, 403]);
      const noToken = await t.app.inject({
        method: r.method,
        url: r.url,
        ...(r.payload ? { payload: r.payload } : {}),
        headers: { cookie: jar.cookie, origin: ORIGIN },
      });
      expect([r.url, noToken.statusCode]).toEqual([r.url, 403]);
    }
  });

  it.each([
    [{ ...content('Not A Slug') }, 'slug'],
    [{ ...content('no-languages'), translations: {} }, 'translations: a post needs a version in at least one language'],
    [{ ...content('no-time'), status: 'scheduled' }, 'scheduledAt: a scheduled post needs a publication date and time'],
    [{ ...content('past-time'), status: 'scheduled', scheduledAt: '2020-01-01T00:00:00Z' }, 'scheduledAt: must be in the future'],
    [
      { ...content('empty-body'), status: 'published', translations: { de: text('Titel', '  ') } },
      'translations.de.body: must not be empty to publish or schedule',
    ],
    [{ ...content('bad-state'), status: 'live' }, 'status'],
    [{ ...content('bad-lang'), translations: { fr: text('Bonjour') } }, 'translations'],
  ])('refuses a bad post with 400 naming the field (%#)', async (body, field) => {
    const res = await admin('POST', '/api/admin/blog/posts', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it('answers 404 for an unknown post id and 400 for a malformed one', async () => {
    expect((await admin('GET', '/api/admin/blog/posts/999999')).json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No post has the id 999999',
    });
    const bad = await admin('GET', '/api/admin/blog/posts/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('id');
  });

  it('publishes a post in the languages it has: the others answer 404 and are left out of the sitemap and feeds', async () => {
    const res = await admin('POST', '/api/admin/blog/posts', content('two-languages', { status: 'published' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ version: 1, languages: ['en', 'es'], publishedAt: new Date(clock).toISOString() });
    expect((await t.app.inject({ url: '/api/blog/posts/two-languages?lang=es' })).json().title).toBe('Un título en español');
    expect((await t.app.inject({ url: '/api/blog/posts/two-languages?lang=de' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/es/blog/two-languages' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/de/blog/two-languages' })).statusCode).toBe(404);
    const es = (await t.app.inject({ url: '/api/blog/posts?lang=es&pageSize=50' })).json();
    expect(es.items.map((p: { slug: string }) => p.slug)).toContain('two-languages');
    const de = (await t.app.inject({ url: '/api/blog/posts?lang=de&pageSize=50' })).json();
    expect(de.items.map((p: { slug: string }) => p.slug)).not.toContain('two-languages');
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('/es/blog/two-languages</loc>');
    expect(sitemap).not.toContain('/de/blog/two-languages');
    expect((await t.app.inject({ url: '/es/blog/feed.xml' })).body).toContain('/es/blog/two-languages');
    expect((await t.app.inject({ url: '/de/blog/feed.xml' })).body).not.toContain('two-languages');
  });

  it('refuses a stale save with 409 and the other editor’s version, and overwrites nothing', async () => {
    const created = (await admin('POST', '/api/admin/blog/posts', content('contested'))).json();
    const first = await admin('PUT', `/api/admin/blog/posts/${created.id}`, {
      version: 1,
      post: content('contested', { tags: ['first-editor'] }),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(2);
    const stale = await admin('PUT', `/api/admin/blog/posts/${created.id}`, {
      version: 1,
      post: content('contested', { tags: ['second-editor'] }),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      message:
        'Someone else saved this post (version 2) after you opened it. Your changes are not saved: copy them, reload the post and apply them again.',
      current: { id: created.id, version: 2, tags: ['first-editor'] },
    });
    expect((await admin('GET', `/api/admin/blog/posts/${created.id}`)).json().tags).toEqual(['first-editor']);
  });

  it('keeps an old slug working with a 301 to the new one in each language the post has', async () => {
    const created = (await admin('POST', '/api/admin/blog/posts', content('old-address', { status: 'published' }))).json();
    const renamed = await admin('PUT', `/api/admin/blog/posts/${created.id}`, {
      version: created.version,
      post: content('new-address', { status: 'published' }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const en = await t.app.inject({ url: '/blog/old-address' });
    expect([en.statusCode, en.headers.location]).toEqual([301, '/blog/new-address']);
    const es = await t.app.inject({ url: '/es/blog/old-address' });
    expect([es.statusCode, es.headers.location]).toEqual([301, '/es/blog/new-address']);
    expect((await t.app.inject({ url: '/de/blog/old-address' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/blog/new-address' })).statusCode).toBe(200);
  });

  it('records who changed which fields and restores an older version as a new one', async () => {
    const created = (await admin('POST', '/api/admin/blog/posts', content('with-history'))).json();
    const edited = (
      await admin('PUT', `/api/admin/blog/posts/${created.id}`, {
        version: 1,
        autosave: true,
        post: content('with-history', {
          translations: { en: text('A better title'), es: text('Un título en español'), de: text('Ein deutscher Titel') },
        }),
      })
    ).json();
    const history = (await admin('GET', `/api/admin/blog/posts/${created.id}/history`)).json().revisions;
    expect(history.map((r: { version: number; action: string; editor: string }) => [r.version, r.action, r.editor])).toEqual([
      [2, 'autosave', EMAIL],
      [1, 'create', EMAIL],
    ]);
    expect(history[0].changed).toEqual(['en.title', 'en.summary', 'de']);
    const restored = await admin('POST', `/api/admin/blog/posts/${created.id}/restore`, { version: edited.version, fromVersion: 1 });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ version: 3, languages: ['en', 'es'] });
    expect(restored.json().translations.en.title).toBe('An English title');
    const stale = await admin('POST', `/api/admin/blog/posts/${created.id}/restore`, { version: edited.version, fromVersion: 1 });
    expect(stale.statusCode).toBe(409);
    const missing = await admin('POST', `/api/admin/blog/posts/${created.id}/restore`, { version: 3, fromVersion: 42 });
    expect([missing.statusCode, missing.json().message]).toEqual([404, `fromVersion: post ${created.id} has no version 42`]);
  });

  it('previews Markdown with the public renderer: raw HTML stays escaped', async () => {
    const res = await admin('POST', '/api/admin/blog/preview', { markdown: '## Hello\n\n<script>alert(1)</script>' });
    expect(res.statusCode).toBe(200);
    expect(res.json().html).toContain('<h2>Hello</h2>');
    expect(res.json().html).toContain('&lt;script&gt;');
    expect(res.json().html).not.toContain('<script');
  });

  it('takes a cover image by its content, stores web sizes and serves them for a year', async () => {
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const res = await upload(png, 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(201);
    const cover = res.json();
    expect(cover.variants.map((v: { width: number; height: number }) => [v.width, v.height])).toEqual([
      [480, 240],
      [960, 480],
      [1200, 600],
    ]);
    expect([cover.width, cover.height]).toEqual([1200, 600]);
    const served = await t.app.inject({ url: cover.variants[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // a post with the cover needs its description in every language it has
    const noAlt = await admin('POST', '/api/admin/blog/posts', content('with-cover', { status: 'published', cover }));
    expect([noAlt.statusCode, noAlt.json().message]).toEqual([400, 'translations.en.coverAlt: describe the cover image']);
    const withAlt = await admin(
      'POST',
      '/api/admin/blog/posts',
      content('with-cover', { status: 'published', cover, translations: { en: { ...text('Covered'), coverAlt: 'A blue field' } } }),
    );
    expect(withAlt.statusCode, withAlt.body).toBe(201);
    const page = (await t.app.inject({ url: '/blog/with-cover' })).body;
    expect(page).toMatch(/<img[^>]+width="1200"[^>]+height="600"[^>]+alt="A blue field"/);
  });

  it('refuses what is not an image (by content, whatever its type says) and images over 5 MB', async () => {
    const notImage = await upload(Buffer.from('GIF? no, a text file pretending'), 'image/png');
    expect([notImage.statusCode, notImage.json().message]).toEqual([
      400,
      'file: not a JPEG, PNG, WebP, AVIF or GIF image (checked by its content)',
    ]);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const tooBig = await upload(big, 'image/png');
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, 'file: the image is larger than 5 MB']);
    const damaged = await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 7)]), 'image/jpeg');
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().message).toMatch(/^file: /);
  });

  it('moves a scheduled post on the calendar; only scheduled posts move', async () => {
    const at = new Date(clock + 48 * HOUR).toISOString();
    const created = (await admin('POST', '/api/admin/blog/posts', content('to-move', { status: 'scheduled', scheduledAt: at }))).json();
    const later = new Date(clock + 72 * HOUR).toISOString();
    const moved = await admin('POST', `/api/admin/blog/posts/${created.id}/schedule`, { version: created.version, scheduledAt: later });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().scheduledAt).toBe(later);
    const draft = (await admin('POST', '/api/admin/blog/posts', content('not-scheduled'))).json();
    const refused = await admin('POST', `/api/admin/blog/posts/${draft.id}/schedule`, { version: 1, scheduledAt: later });
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'status: only a scheduled post can be moved (this one is draft)']);
  });

  it('publishes a scheduled post when the clock reaches its time, not before', async () => {
    const at = new Date(clock + HOUR).toISOString();
    const created = (await admin('POST', '/api/admin/blog/posts', content('on-time', { status: 'scheduled', scheduledAt: at }))).json();
    const run = () => admin('POST', '/api/admin/blog/test/run-scheduler', { advanceMs: 0 });
    expect((await run()).json().published).not.toContain(created.id);
    expect((await t.app.inject({ url: '/blog/on-time' })).statusCode).toBe(404);
    clock += HOUR;
    expect((await run()).json().published).toContain(created.id);
    expect((await t.app.inject({ url: '/blog/on-time' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/blog/posts/on-time' })).json().publishedAt).toBe(at);
  });
});

// Two instances on one database: a Postgres server (in-memory PGlite is per app).
describe.runIf(process.env.TEST_DATABASE_URL || process.env.REQUIRE_SERVICES === '1')(
  'scheduled posts across instances and restarts',
  () => {
    let database: TestDatabase;
    let clock = Date.parse('2031-05-04T10:00:00Z');
    const env = { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, BLOG_TEST_HOOKS: 'true', BLOG_PUBLISH_POLL_MS: '3600000' };
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => database?.drop());

    it('publishes a due post exactly once when two instances run the job at the same moment', async () => {
      const a = await createTestApp({ database, withRedis: false, env, deps: { now: () => clock } });
      const b = await createTestApp({ database, withRedis: false, env, deps: { now: () => clock } });
      try {
        const jarA = await signIn(a);
        const jarB = await signIn(b);
        const headers = (j: Jar) => ({ cookie: j.cookie, origin: ORIGIN, 'x-csrf-token': j.csrf });
        const ids: number[] = [];
        for (const slug of ['race-one', 'race-two', 'race-three']) {
          const res = await a.app.inject({
            method: 'POST',
            url: '/api/admin/blog/posts',
            headers: headers(jarA),
            payload: content(slug, { status: 'scheduled', scheduledAt: new Date(clock + 10 * 60_000).toISOString() }),
          });
          expect(res.statusCode, res.body).toBe(201);
          ids.push(res.json().id);
        }
        clock += 15 * 60_000;
        const runs = await Promise.all(
          [a, b, a, b].map((app, i) =>
            app.app.inject({
              method: 'POST',
              url: '/api/admin/blog/test/run-scheduler',
              headers: headers(i % 2 ? jarB : jarA),
              payload: { advanceMs: 0 },
            }),
          ),
        );
        const published = runs.flatMap((r) => r.json().published as number[]);
        expect(published.sort()).toEqual([...ids].sort());
        const revisions = await a.infra.db('blog_post_revisions').whereIn('post_id', ids).where({ action: 'publish-scheduled' });
        expect(revisions).toHaveLength(3);
        for (const app of [a, b]) expect((await app.app.inject({ url: '/blog/race-two' })).statusCode).toBe(200);
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('publishes what fell due while no instance ran as soon as one starts', async () => {
      const first = await createTestApp({ database, withRedis: false, env, deps: { now: () => clock } });
      const jar = await signIn(first);
      const res = await first.app.inject({
        method: 'POST',
        url: '/api/admin/blog/posts',
        headers: { cookie: jar.cookie, origin: ORIGIN, 'x-csrf-token': jar.csrf },
        payload: content('after-restart', { status: 'scheduled', scheduledAt: new Date(clock + HOUR).toISOString() }),
      });
      expect(res.statusCode, res.body).toBe(201);
      await first.close();
      clock += 2 * HOUR;
      const second = await createTestApp({ database, withRedis: false, env, deps: { now: () => clock } });
      try {
        const post = await second.infra.db('blog_posts').where({ slug: 'after-restart' }).first();
        expect(post.status).toBe('published');
        expect((await second.app.inject({ url: '/blog/after-restart' })).statusCode).toBe(200);
      } finally {
        await second.close();
      }
    });
  },
);
