/**
 * One text rule for every stored string (issue 34, item 7): NUL, lone surrogates and control characters
 * (line breaks aside where a field is multi-line) are refused with a 400 naming the field before anything
 * is written; single-line fields take no line break and names no bidirectional control. A refused save
 * leaves the stored version, the search index and the public answers as they were, and the same save with
 * clean text then succeeds as the next version (never 409).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ORIGIN = 'http://localhost:3000';
const EDITOR = { email: 'text-rule@coinatlas.example', password: 'correct horse battery staple' };
const FILE = 'partners/tools/trading-view.json';
const BIO = 'Ana writes about self-custody, hardware wallets and what exchanges really charge.';

type Jar = Record<string, string>;
type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function signIn(t: TestApp): Promise<Jar> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: ORIGIN }, payload: EDITOR });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, origin: ORIGIN, 'x-csrf-token': res.json().csrfToken as string };
}

const call = (t: TestApp, jar: Jar, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: jar, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('one text rule for every stored string', () => {
  let t: TestApp;
  let jar: Jar;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: EDITOR.email, ADMIN_PASSWORD: EDITOR.password, RATE_LIMIT_MAX: '100000' } });
    jar = await signIn(t);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  const deskRecord = async () => {
    const res = await call(t, jar, 'GET', '/api/admin/partners/tool/trading-view');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { version: number; record: Rec };
  };
  const publicRecord = async () => {
    const res = await t.app.inject({ url: '/api/content/partners/tool/trading-view' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Rec;
  };
  /** What the database holds of the record: its version, its revisions, and the search documents quoting `marker`. */
  const storedState = async (marker: string) => {
    const row = (await t.infra.db('partner_records').where({ type: 'tool', id: 'trading-view' }).first()) as { version: number };
    const revisions = await t.infra.db('partner_revisions').where({ partner_type: 'tool', partner_id: 'trading-view' }).count({ n: '*' });
    const indexed = await t.infra
      .db('search_documents')
      .where('title', 'like', `%${marker}%`)
      .orWhere('description', 'like', `%${marker}%`)
      .orWhere('content', 'like', `%${marker}%`)
      .count({ n: '*' });
    return { version: row.version, revisions: Number(revisions[0]!.n), indexed: Number(indexed[0]!.n) };
  };

  const refusal = (path: string, problem: string) => {
    const message = `${FILE}: ${path} ${problem}`;
    return { statusCode: 400, message: `Nothing was saved: 1 problem: ${message}`, problems: [{ path, file: FILE, message }] };
  };
  const CONTROL = 'must not contain control characters';
  const SURROGATE = 'must not contain lone surrogates (unpaired UTF-16 halves)';
  const ONE_LINE = 'must be one line (no line breaks)';
  const BIDI = 'must not contain bidirectional override or isolate characters (U+202A–U+202E, U+2066–U+2069)';

  const cases: Array<[string, (r: Rec, marker: string) => void, string, string]> = [
    ['NUL in a description', (r, m) => (r.text.en.description = `${m} charts\u0000for everyone`), '/text/en/description', CONTROL],
    [
      'a lone surrogate in a description',
      (r, m) => (r.text.en.description = `${m} charts \ud800 for everyone`),
      '/text/en/description',
      SURROGATE,
    ],
    ['ESC in a name', (r, m) => (r.name = `${m}\u001b[31m`), '/name', CONTROL],
    ['BEL in a name', (r, m) => (r.name = `${m}\u0007`), '/name', CONTROL],
    ['a line break in a name', (r, m) => (r.name = `${m}\nView`), '/name', ONE_LINE],
    ['a right-to-left override in a name', (r, m) => (r.name = `${m}\u202eweiVgnidarT`), '/name', BIDI],
  ];

  for (const [label, spoil, path, problem] of cases) {
    it(`a desk save with ${label} answers 400 naming the field, stores nothing, and the clean retry is the next version`, async () => {
      const marker = `Probe${cases.findIndex((c) => c[0] === label)}x`;
      const opened = await deskRecord();
      const publicBefore = await publicRecord();
      const before = await storedState(marker);

      const bad = structuredClone(opened.record);
      spoil(bad, marker);
      const res = await call(t, jar, 'PUT', '/api/admin/partners/tool/trading-view', { version: opened.version, record: bad });
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect([res.statusCode, res.json().message, res.json().problems]).toEqual(Object.values(refusal(path, problem)));

      expect(await storedState(marker)).toEqual(before);
      expect((await deskRecord()).version).toBe(opened.version);
      expect(await publicRecord()).toEqual(publicBefore);

      const clean = structuredClone(opened.record);
      if (path === '/name') clean.name = `${marker} TradingView`;
      else clean.text.en.description = `${marker} charts for everyone`;
      const retry = await call(t, jar, 'PUT', '/api/admin/partners/tool/trading-view', { version: opened.version, record: clean });
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json().version).toBe(opened.version + 1);
      const shown = await publicRecord();
      if (path === '/name') expect(shown.name).toBe(`${marker} TradingView`);
      else expect(shown.text.description).toBe(`${marker} charts for everyone`);
      expect(await storedState(marker)).toMatchObject({ version: opened.version + 1, revisions: before.revisions + 1 });
      expect((await storedState(marker)).indexed).toBeGreaterThan(0);
    });
  }

  it('an import with a NUL or a lone surrogate is refused in the dry run and when applied; the clean bundle then applies', async () => {
    const marker = 'ProbeImportx';
    const exported = await call(t, jar, 'GET', '/api/admin/partners/export');
    expect(exported.statusCode).toBe(200);
    const bundle = exported.json() as { files: Record<string, Rec> };
    const opened = await deskRecord();
    const publicBefore = await publicRecord();
    const before = await storedState(marker);

    const withText = (description: string, name?: string) => {
      const b = structuredClone(bundle);
      b.files[FILE]!.text.en.description = description;
      if (name !== undefined) b.files[FILE]!.name = name;
      return b;
    };
    const clean = withText(`${marker} charts for everyone`);
    const dry = await call(t, jar, 'POST', '/api/admin/partners/import', { bundle: clean, dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    const basis = dry.json().basis as string;

    const spoilt: Array<[ReturnType<typeof withText>, string, string]> = [
      [withText(`${marker} charts\u0000for everyone`), '/text/en/description', CONTROL],
      [withText(`${marker} charts \udc00 for everyone`), '/text/en/description', SURROGATE],
      [withText(`${marker} charts for everyone`, 'Trading\u202eView'), '/name', BIDI],
    ];
    for (const [b, path, problem] of spoilt) {
      for (const dryRun of [true, false]) {
        const res = await call(t, jar, 'POST', '/api/admin/partners/import', { bundle: b, dryRun, ...(dryRun ? {} : { basis }) });
        expect([path, dryRun, res.statusCode, res.json().message, res.json().problems]).toEqual([
          path,
          dryRun,
          ...Object.values(refusal(path, problem)),
        ]);
      }
    }
    expect(await storedState(marker)).toEqual(before);
    expect(await publicRecord()).toEqual(publicBefore);

    const applied = await call(t, jar, 'POST', '/api/admin/partners/import', { bundle: clean, dryRun: false, basis });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ dryRun: false, written: 1 });
    expect((await deskRecord()).version).toBe(opened.version + 1);
    expect((await publicRecord()).text.description).toBe(`${marker} charts for everyone`);
  });

  it('an author profile with a lone surrogate in its bio, or a bidirectional control in its name, answers 400 and stores nothing', async () => {
    const profile = { slug: 'ana-garcia', name: 'Ana García', links: [] };
    const created = [
      [{ ...profile, bio: { en: `${BIO} \ud800` } }, 'body/bio/en must not contain lone surrogates (unpaired UTF-16 halves)'],
      [{ ...profile, bio: { en: BIO, de: `\udfff${BIO}` } }, 'body/bio/de must not contain lone surrogates (unpaired UTF-16 halves)'],
      [{ ...profile, name: 'Ana\u202eaicraG', bio: { en: BIO } }, `name: ${BIDI}`],
      [{ ...profile, name: 'Ana\nGarcía', bio: { en: BIO } }, `name: ${ONE_LINE}`],
    ] as const;
    for (const [body, message] of created) {
      const res = await call(t, jar, 'POST', '/api/admin/authors', body);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect((await call(t, jar, 'GET', '/api/admin/authors')).json()).toEqual({ profiles: [] });
    expect((await t.app.inject({ url: '/api/authors/ana-garcia' })).statusCode).toBe(404);

    const made = await call(t, jar, 'POST', '/api/admin/authors', { ...profile, bio: { en: BIO } });
    expect(made.statusCode, made.body).toBe(201);
    const { id, version } = made.json() as { id: number; version: number };
    expect(version).toBe(1);

    const edit = (bio: string) => ({ version, profile: { name: 'Ana García', bio: { en: bio }, links: [] } });
    const bad = await call(t, jar, 'PUT', `/api/admin/authors/${id}`, edit(`${BIO} \ud800`));
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      'body/profile/bio/en must not contain lone surrogates (unpaired UTF-16 halves)',
    ]);
    expect((await call(t, jar, 'GET', `/api/admin/authors/${id}`)).json()).toMatchObject({ version: 1, bio: { en: BIO } });
    expect((await t.app.inject({ url: '/api/authors/ana-garcia' })).json().bio).toBe(BIO);

    const retry = await call(t, jar, 'PUT', `/api/admin/authors/${id}`, edit(`${BIO} Edited.`));
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().version).toBe(2);
    expect((await t.app.inject({ url: '/api/authors/ana-garcia' })).json().bio).toBe(`${BIO} Edited.`);
  });
});
