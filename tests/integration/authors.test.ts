/**
 * Bylines that are people: author profiles (created by an editor, never seeded), the post byline in the API
 * and in the rendered page with its structured data, the author page in four languages and in the sitemap,
 * the byline of a review in the content API, and the organization wherever no profile is named.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ORIGIN = 'http://localhost:3000';
const SITE = 'http://localhost:3000';
const EMAIL = 'author-editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
const BIO = 'Ana writes about self-custody, hardware wallets and what exchanges really charge.';
const BIO_DE = 'Ana schreibt über Selbstverwahrung, Hardware-Wallets und echte Börsengebühren.';
const LANGS = ['', '/es', '/de', '/pt'] as const;

type Jar = { cookie: string; csrf: string };
type Json = Record<string, unknown>;

const post = (slug: string, over: Json = {}) => ({
  slug,
  status: 'published',
  scheduledAt: null,
  tags: ['wallets'],
  cover: null,
  translations: {
    en: { title: 'Cold storage, plainly', summary: 'What cold storage is.', body: 'Keys that never touch the internet.', coverAlt: '' },
    es: { title: 'Almacenamiento en frío', summary: 'Qué es.', body: 'Claves que nunca tocan internet.', coverAlt: '' },
  },
  ...over,
});
const profile = (over: Json = {}) => ({ slug: 'ana-garcia', name: 'Ana García', bio: { en: BIO }, links: [], ...over });

/** The JSON-LD blocks of a document. */
function jsonLd(html: string): Json[] {
  const doc = new JSDOM(html).window.document;
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent!) as Json);
}

describe('author profiles and bylines', () => {
  let t: TestApp;
  let jar: Jar;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'authors-'));
    t = await createTestApp({ env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, DATA_DIR: dataDir } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      payload: { email: EMAIL, password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    jar = {
      cookie: ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0])
        .join('; '),
      csrf: res.json().csrfToken,
    };
    // (an embedded database on a busy machine can take longer than the default to start: a guard against hangs only)
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      ...(payload ? { payload: payload as never } : {}),
      headers: { cookie: jar.cookie, origin: ORIGIN, 'x-csrf-token': jar.csrf },
    });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  let postId: number;
  let postVersion: number;
  let authorId: number;
  let authorVersion: number;

  it('has no profile and no author page until an editor creates one: a post is the organization’s', async () => {
    expect((await admin('GET', '/api/admin/authors')).json()).toEqual({ profiles: [] });
    // a typed name (what older clients still send) names nobody: it is not stored or shown
    const created = await admin('POST', '/api/admin/blog/posts', post('cold-storage-plainly', { authorName: 'Invented Person' }));
    expect(created.statusCode, created.body).toBe(201);
    ({ id: postId, version: postVersion } = created.json());
    expect(created.json().authorId).toBeNull();
    expect(created.json()).not.toHaveProperty('authorName');

    const api = (await get('/api/blog/posts/cold-storage-plainly')).json();
    expect([api.author, api.authorName]).toEqual([null, 'CoinAtlas editors']);
    const page = await get('/blog/cold-storage-plainly');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('By the CoinAtlas editors');
    expect(page.body).not.toContain('/authors/');
    expect(page.body).not.toContain('Invented Person');
    const blogPosting = jsonLd(page.body).find((x) => x['@type'] === 'BlogPosting')!;
    expect(blogPosting.author).toEqual({ '@type': 'Organization', name: 'CoinAtlas', url: `${SITE}/` });

    for (const prefix of LANGS) expect([prefix, (await get(`${prefix}/authors/ana-garcia`)).statusCode]).toEqual([prefix, 404]);
    expect((await get('/api/authors/ana-garcia')).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain('/authors/');
  });

  it('refuses anonymous callers (401) and writes without the CSRF token or from another site (403)', async () => {
    const routes: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; write: boolean }> = [
      { method: 'GET', url: '/api/admin/authors', write: false },
      { method: 'GET', url: '/api/admin/authors/1', write: false },
      { method: 'GET', url: '/api/admin/review-bylines', write: false },
      { method: 'POST', url: '/api/admin/authors', payload: profile(), write: true },
      {
        method: 'PUT',
        url: '/api/admin/authors/1',
        payload: { version: 1, profile: { name: 'X y', bio: { en: BIO }, links: [] } },
        write: true,
      },
      { method: 'DELETE', url: '/api/admin/authors/1?version=1', write: true },
      { method: 'PUT', url: '/api/admin/review-bylines/tool/glassnode', payload: { authorId: null }, write: true },
    ];
    for (const r of routes) {
      const base = { method: r.method, url: r.url, ...(r.payload ? { payload: r.payload } : {}) };
      expect([r.method, r.url, (await t.app.inject({ ...base, headers: { origin: ORIGIN } })).statusCode]).toEqual([r.method, r.url, 401]);
      if (!r.write) continue;
      const noToken = await t.app.inject({ ...base, headers: { cookie: jar.cookie, origin: ORIGIN } });
      expect([r.url, noToken.statusCode]).toEqual([r.url, 403]);
      const crossSite = await t.app.inject({
        ...base,
        headers: { cookie: jar.cookie, origin: 'https://evil.example', 'x-csrf-token': jar.csrf },
      });
      expect([r.url, crossSite.statusCode]).toEqual([r.url, 403]);
    }
    expect((await admin('GET', '/api/admin/authors')).json()).toEqual({ profiles: [] });
  });

  it('refuses a bad profile with a 400 that names every bad field, and saves nothing', async () => {
    const cases: Array<[object, string]> = [
      [
        profile({ name: 'A', bio: { en: 'Too short.' }, links: [{ kind: 'website', url: 'http://ana.example.org' }] }),
        'name: must be 2 to 80 characters (it has 1); bio.en: must be 20 to 600 characters (it has 10); links[0].url: must be an https:// address',
      ],
      [profile({ links: [{ kind: 'x', url: 'https://ana.example.org/x' }] }), 'links[0].url: an X profile looks like https://x.com/<name>'],
      [
        profile({ links: [{ kind: 'website', url: 'https://ana:secret@ana.example.org' }] }),
        'links[0].url: must not contain a user name or password',
      ],
      [profile({ links: [{ kind: 'linkedin', url: 'not a url' }] }), 'links[0].url: is not a web address (https://…)'],
      [profile({ bio: { en: BIO, de: 'Kurz.' } }), 'bio.de: must be 20 to 600 characters (it has 5)'],
      [profile({ name: '   ', bio: { en: '' } }), 'name: must not be empty; bio.en: must not be empty'],
      [profile({ slug: 'a' }), 'slug: must be 2 to 60 characters'],
      [profile({ slug: 'Ana García' }), 'body/slug must match pattern "^[a-z0-9]+(?:-[a-z0-9]+)*$"'],
      [profile({ bio: { en: 'x'.repeat(601) } }), 'body/bio/en must NOT have more than 600 characters'],
      [profile({ avatar: 'https://example.org/a.png' }), "body has an unknown field 'avatar'"],
      [
        profile({ links: Array.from({ length: 7 }, (_, i) => ({ kind: 'website', url: `https://s${i}.example.org` })) }),
        'body/links must NOT have more than 6 items',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await admin('POST', '/api/admin/authors', payload);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await admin('GET', '/api/admin/authors')).json()).toEqual({ profiles: [] });
  });

  it('creates the signed-in admin’s profile; a second one for the same account is refused', async () => {
    const res = await admin(
      'POST',
      '/api/admin/authors',
      profile({
        name: '  Ana García ',
        bio: { en: BIO, de: BIO_DE, es: '' },
        links: [
          { kind: 'website', url: 'https://Ana.Example.org' },
          { kind: 'mastodon', url: 'https://mastodon.social/@ana' },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      slug: 'ana-garcia',
      name: 'Ana García',
      bio: { en: BIO, de: BIO_DE },
      links: [
        { kind: 'website', url: 'https://ana.example.org/' },
        { kind: 'mastodon', url: 'https://mastodon.social/@ana' },
      ],
      version: 1,
      own: true,
      updatedBy: EMAIL,
    });
    expect(res.json().bio).not.toHaveProperty('es');
    ({ id: authorId, version: authorVersion } = res.json());

    const again = await admin('POST', '/api/admin/authors', profile({ slug: 'ana-two' }));
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      "Your account already has an author profile ('ana-garcia'): edit that one instead.",
    ]);
    expect((await admin('GET', '/api/admin/authors')).json().profiles).toHaveLength(1);
  });

  it('saves with optimistic concurrency: a stale version gets 409 with the stored profile, and nothing is lost', async () => {
    const first = await admin('PUT', `/api/admin/authors/${authorId}`, {
      version: authorVersion,
      profile: {
        name: 'Ana García',
        bio: { en: BIO, de: BIO_DE },
        links: [
          { kind: 'website', url: 'https://ana.example.org/' },
          { kind: 'mastodon', url: 'https://mastodon.social/@ana' },
        ],
      },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(authorVersion + 1);
    const stale = await admin('PUT', `/api/admin/authors/${authorId}`, {
      version: authorVersion,
      profile: { name: 'Somebody Else', bio: { en: BIO }, links: [] },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ statusCode: 409, current: { id: authorId, version: authorVersion + 1, name: 'Ana García' } });
    expect(stale.json().message).toBe(
      `Someone else saved this profile (version ${authorVersion + 1}) after you opened it. Nothing was changed: reload it and apply your change again.`,
    );
    const bad = await admin('PUT', `/api/admin/authors/${authorId}`, {
      version: authorVersion + 1,
      profile: { name: 'Ana García', bio: { en: BIO }, links: [{ kind: 'github', url: 'https://gitlab.com/ana' }] },
    });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'links[0].url: a GitHub profile looks like https://github.com/<name>']);
    expect((await admin('GET', `/api/admin/authors/${authorId}`)).json()).toMatchObject({ version: authorVersion + 1, name: 'Ana García' });
    authorVersion += 1;
    expect((await admin('GET', '/api/admin/authors/999999')).statusCode).toBe(404);
    expect((await admin('GET', '/api/admin/authors/1e309')).statusCode).toBe(400);
  });

  it('a post names the profile an editor picks: in the API, as a link on the page, as a Person in its structured data', async () => {
    const missing = await admin('PUT', `/api/admin/blog/posts/${postId}`, {
      version: postVersion,
      post: post('cold-storage-plainly', { authorId: 999999 }),
    });
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'authorId: no author profile has the id 999999']);

    const saved = await admin('PUT', `/api/admin/blog/posts/${postId}`, {
      version: postVersion,
      post: post('cold-storage-plainly', { authorId }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().authorId).toBe(authorId);
    postVersion = saved.json().version;
    const history = (await admin('GET', `/api/admin/blog/posts/${postId}/history`)).json().revisions;
    expect(history[0].changed).toEqual(['authorId']);

    const api = (await get('/api/blog/posts/cold-storage-plainly')).json();
    expect([api.author, api.authorName]).toEqual([{ name: 'Ana García', slug: 'ana-garcia' }, 'Ana García']);
    expect((await get('/api/blog/posts?pageSize=50')).json().items.find((p: Json) => p.slug === 'cold-storage-plainly').author).toEqual({
      name: 'Ana García',
      slug: 'ana-garcia',
    });

    for (const [prefix, by] of [
      ['', 'By '],
      ['/es', 'Por '],
    ] as const) {
      const page = await get(`${prefix}/blog/cold-storage-plainly`);
      expect(page.statusCode).toBe(200);
      const doc = new JSDOM(page.body).window.document;
      const link = doc.querySelector(`a[href="${prefix}/authors/ana-garcia"]`);
      expect(link?.textContent).toBe('Ana García');
      expect(link?.parentElement?.textContent).toBe(`${by}Ana García`);
      const blogPosting = jsonLd(page.body).find((x) => x['@type'] === 'BlogPosting')!;
      expect(blogPosting.author).toEqual({ '@type': 'Person', name: 'Ana García', url: `${SITE}${prefix}/authors/ana-garcia` });
    }
  });

  it('gives the profile a page in four languages with its bio, links (rel="me") and posts, and Person structured data', async () => {
    const expected = {
      '': {
        title: 'Ana García: articles and reviews | CoinAtlas',
        bio: BIO,
        bioLang: null,
        posts: ['Cold storage, plainly'],
        heading: 'Articles',
      },
      '/es': {
        title: 'Ana García: artículos y reseñas | CoinAtlas',
        bio: BIO,
        bioLang: 'en',
        posts: ['Almacenamiento en frío'],
        heading: 'Artículos',
      },
      '/de': { title: 'Ana García: Artikel und Testberichte | CoinAtlas', bio: BIO_DE, bioLang: null, posts: [], heading: 'Artikel' },
      '/pt': { title: 'Ana García: artigos e análises | CoinAtlas', bio: BIO, bioLang: 'en', posts: [], heading: 'Artigos' },
    } as const;
    for (const prefix of LANGS) {
      const res = await get(`${prefix}/authors/ana-garcia`);
      expect([prefix, res.statusCode]).toEqual([prefix, 200]);
      const doc = new JSDOM(res.body).window.document;
      expect(doc.title).toBe(expected[prefix].title);
      expect(doc.querySelector('h1')?.textContent).toBe('Ana García');
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}${prefix}/authors/ana-garcia`);
      expect([...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => l.getAttribute('hreflang'))).toEqual([
        'en',
        'es',
        'de',
        'pt-BR',
        'x-default',
      ]);
      const bio = [...doc.querySelectorAll('p')].find((p) => p.textContent === expected[prefix].bio);
      expect(bio, prefix).toBeDefined();
      expect(bio!.getAttribute('lang')).toBe(expected[prefix].bioLang);
      const links = [...doc.querySelectorAll('a[rel="me noopener"]')].map((a) => a.getAttribute('href'));
      expect(links).toEqual(['https://ana.example.org/', 'https://mastodon.social/@ana']);
      const postsHeading = [...doc.querySelectorAll('h2')].find((h) => h.textContent === expected[prefix].heading)!;
      const titles = [...postsHeading.parentElement!.querySelectorAll('a[href*="/blog/"]')].map((a) => a.textContent);
      expect([prefix, titles]).toEqual([prefix, expected[prefix].posts]);
      const person = (jsonLd(res.body).find((x) => x['@type'] === 'ProfilePage')?.mainEntity ?? {}) as Json;
      expect(person).toEqual({
        '@type': 'Person',
        name: 'Ana García',
        url: `${SITE}${prefix}/authors/ana-garcia`,
        description: expected[prefix].bio,
        sameAs: ['https://ana.example.org/', 'https://mastodon.social/@ana'],
        worksFor: { '@type': 'Organization', name: 'CoinAtlas', url: `${SITE}/` },
      });
    }
    for (const prefix of LANGS) expect([prefix, (await get(`${prefix}/authors/nobody-here`)).statusCode]).toEqual([prefix, 404]);
    expect((await get('/authors/Not_A_Slug')).statusCode).toBe(404);

    const sitemap = (await get('/sitemap.xml')).body;
    for (const prefix of LANGS) expect(sitemap).toContain(`<loc>${SITE}${prefix}/authors/ana-garcia</loc>`);
    expect(sitemap).toContain(`hreflang="pt-BR" href="${SITE}/pt/authors/ana-garcia"`);
  });

  it('names a review’s author in the content API once an editor sets it; without one the review is the organization’s', async () => {
    const before = await get('/api/content/reviews/tool/glassnode?lang=de');
    expect(before.statusCode).toBe(200);
    expect(before.json().author).toBeNull();

    const unknown = await admin('PUT', '/api/admin/review-bylines/tool/no-such-tool', { authorId });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, "There is no review of the tool 'no-such-tool'."]);
    const noReview = await admin('PUT', '/api/admin/review-bylines/exchange/kraken', { authorId });
    expect([noReview.statusCode, noReview.json().message]).toEqual([404, "There is no review of the exchange 'kraken'."]);
    const noProfile = await admin('PUT', '/api/admin/review-bylines/tool/glassnode', { authorId: 999999 });
    expect([noProfile.statusCode, noProfile.json().message]).toEqual([400, 'authorId: no author profile has the id 999999']);

    const set = await admin('PUT', '/api/admin/review-bylines/tool/glassnode', { authorId });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ type: 'tool', id: 'glassnode', name: 'Glassnode', authorId });
    const listed = (await admin('GET', '/api/admin/review-bylines')).json().reviews as Json[];
    expect(listed).toHaveLength(13);
    expect(listed.filter((r) => r.authorId !== null)).toEqual([{ type: 'tool', id: 'glassnode', name: 'Glassnode', authorId }]);

    const after = await get('/api/content/reviews/tool/glassnode?lang=de');
    expect(after.json().author).toEqual({ name: 'Ana García', slug: 'ana-garcia' });
    expect(after.json().partner).toEqual(before.json().partner);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // the tag names the byline too: a client holding the old answer gets the new one
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/content/reviews/tool/glassnode?lang=de',
          headers: { 'if-none-match': String(before.headers.etag) },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/content/reviews/tool/glassnode?lang=de',
          headers: { 'if-none-match': String(after.headers.etag) },
        })
      ).statusCode,
    ).toBe(304);
    expect((await get('/api/content/reviews/tool/coinglass')).json().author).toBeNull();

    const page = (await get('/api/authors/ana-garcia?lang=pt')).json();
    expect(page.reviews).toEqual([{ type: 'tool', id: 'glassnode', name: 'Glassnode' }]);

    const cleared = await admin('PUT', '/api/admin/review-bylines/tool/glassnode', { authorId: null });
    expect(cleared.json().authorId).toBeNull();
    expect((await get('/api/content/reviews/tool/glassnode?lang=de')).json().author).toBeNull();
    expect((await get('/api/authors/ana-garcia')).json().reviews).toEqual([]);
  });

  it('deleting a profile (from its current version only) gives its posts and reviews back to the organization and removes its page', async () => {
    await admin('PUT', '/api/admin/review-bylines/tool/glassnode', { authorId });
    const stale = await admin('DELETE', `/api/admin/authors/${authorId}?version=${authorVersion - 1}`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ id: authorId, version: authorVersion });
    const gone = await admin('DELETE', `/api/admin/authors/${authorId}?version=${authorVersion}`);
    expect(gone.statusCode, gone.body).toBe(204);

    expect((await get('/api/blog/posts/cold-storage-plainly')).json().author).toBeNull();
    expect((await admin('GET', `/api/admin/blog/posts/${postId}`)).json().authorId).toBeNull();
    expect((await get('/api/content/reviews/tool/glassnode')).json().author).toBeNull();
    expect((await get('/authors/ana-garcia')).statusCode).toBe(404);
    const page = await get('/blog/cold-storage-plainly');
    expect(page.body).toContain('By the CoinAtlas editors');
    expect(jsonLd(page.body).find((x) => x['@type'] === 'BlogPosting')!.author).toEqual({
      '@type': 'Organization',
      name: 'CoinAtlas',
      url: `${SITE}/`,
    });
    expect((await get('/sitemap.xml')).body).not.toContain('/authors/');
  });
});
