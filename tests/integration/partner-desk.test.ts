/**
 * The partner desk (issue 25, items 3 and 4): partner records in the database, seeded once from
 * backend/content/partners, edited through the `Partners admin` API with optimistic versions, a revision
 * history with restore, export and import with a dry run, logos, and the desk's list and check-next queue.
 * Every save shows on the next request: on this instance here, on a second instance sharing Postgres and
 * Redis below (skipped without real services, saying why).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentFiles } from '../../backend/src/modules/content/adapters/fs-content.js';
import { createKnexPartnerStore } from '../../backend/src/modules/content/adapters/knex-partner-store.js';
import { createTestDatabase, createTestRedis, type TestDatabase, type TestRedis } from '../support/services.js';
import { startTcpProxy } from '../support/tcp-proxy.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ORIGIN = 'http://localhost:3000';
const EDITOR_A = { email: 'ada@coinatlas.example', password: 'correct horse battery staple' };
const EDITOR_B = { email: 'bea@coinatlas.example', password: 'another long pass phrase' };
const DAY = 86_400_000;
const FILE_PARTNERS = readContentFiles().files.filter((f) => f.path.startsWith('partners/'));

type Jar = Record<string, string>;
type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function signIn(t: TestApp, who = EDITOR_A): Promise<Jar> {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: ORIGIN }, payload: who });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, origin: ORIGIN, 'x-csrf-token': res.json().csrfToken as string };
}

/**
 * A second admin account, hashed as the admin module hashes passwords. Its times come from the suite's clock:
 * the columns' database default is the database's own now(), and a password changed after a session began
 * ends that session, so an account stamped by the real clock refused every session the suite's clock made.
 */
async function addAdmin(t: TestApp, who: { email: string; password: string }, at: number) {
  const { createScryptPasswordHasher } = await import('../../backend/src/modules/admin/adapters/scrypt-password-hasher.js');
  const hash = await createScryptPasswordHasher().hash(who.password);
  const stamp = new Date(at).toISOString();
  await t.infra
    .db('admin_accounts')
    .insert({ email: who.email, password_hash: hash, created_at: stamp, password_changed_at: stamp })
    .onConflict('email')
    .ignore();
}

const call = (t: TestApp, jar: Jar, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: jar, ...(payload === undefined ? {} : { payload: payload as object }) });

const get = async (t: TestApp, jar: Jar, type: string, id: string) => {
  const res = await call(t, jar, 'GET', `/api/admin/partners/${type}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    version: number;
    record: Rec;
    facts: Array<{ path: string; provenance: Rec }>;
    updatedAt: string;
    updatedBy: string;
    logo: Rec | null;
  };
};
const stored = async (t: TestApp, type: string, id: string) =>
  (await t.infra.db('partner_records').where({ type, id }).first()) as { version: number; record: Rec | string };
const recordOf = (row: { record: Rec | string }) => (typeof row.record === 'string' ? (JSON.parse(row.record) as Rec) : row.record);

describe('partner desk API', () => {
  let t: TestApp;
  let jar: Jar;
  let dataDir: string;
  // The suite's clock starts from the real now (at a whole hour), so nothing in it depends on the day it runs.
  let clock = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const today = () => new Date(clock).toISOString().slice(0, 10);
  /** Moves the module clock on; sessions live on the same clock, so the editor signs in again. */
  const advance = async (ms: number) => {
    clock += ms;
    jar = await signIn(t);
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'partner-desk-'));
    t = await createTestApp({
      env: { ADMIN_EMAIL: EDITOR_A.email, ADMIN_PASSWORD: EDITOR_A.password, DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000' },
      deps: { now: () => clock },
    });
    await addAdmin(t, EDITOR_B, clock);
    jar = await signIn(t);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses anonymous callers (401) and cross-site or tokenless writes (403) on every route', async () => {
    const routes: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; write: boolean }> = [
      { method: 'GET', url: '/api/admin/partners', write: false },
      { method: 'GET', url: '/api/admin/partners/queue', write: false },
      { method: 'GET', url: '/api/admin/partners/export', write: false },
      { method: 'GET', url: '/api/admin/partners/exchange/kraken', write: false },
      { method: 'GET', url: '/api/admin/partners/exchange/kraken/history', write: false },
      { method: 'PUT', url: '/api/admin/partners/exchange/kraken', payload: { version: 1, record: {} }, write: true },
      {
        method: 'POST',
        url: '/api/admin/partners/exchange/kraken/check',
        payload: { version: 1, source: 'https://www.kraken.com/', paths: ['/facts/kyc'] },
        write: true,
      },
      { method: 'POST', url: '/api/admin/partners/exchange/kraken/restore', payload: { version: 1, fromVersion: 1 }, write: true },
      { method: 'POST', url: '/api/admin/partners/import', payload: { bundle: {}, dryRun: true }, write: true },
      { method: 'DELETE', url: '/api/admin/partners/exchange/kraken/logo?version=1', write: true },
    ];
    for (const r of routes) {
      const anon = await t.app.inject({
        method: r.method,
        url: r.url,
        headers: { origin: ORIGIN },
        ...(r.payload ? { payload: r.payload } : {}),
      });
      expect([r.url, anon.statusCode]).toEqual([r.url, 401]);
      if (!r.write) {
        const crossRead = await t.app.inject({
          method: r.method,
          url: r.url,
          headers: { cookie: jar.cookie!, origin: 'https://evil.example' },
        });
        expect([r.url, crossRead.statusCode]).toEqual([r.url, 403]);
        continue;
      }
      const crossSite = await t.app.inject({
        method: r.method,
        url: r.url,
        headers: { ...jar, origin: 'https://evil.example' },
        ...(r.payload ? { payload: r.payload } : {}),
      });
      expect([r.url, crossSite.statusCode]).toEqual([r.url, 403]);
      const noToken = await t.app.inject({
        method: r.method,
        url: r.url,
        headers: { cookie: jar.cookie!, origin: ORIGIN },
        ...(r.payload ? { payload: r.payload } : {}),
      });
      expect([r.url, noToken.statusCode]).toEqual([r.url, 403]);
    }
    expect((await stored(t, 'exchange', 'kraken')).version).toBe(1);
  });

  it('seeds every record of the content folder once, each with its seed revision, exactly as the file', async () => {
    const rows = (await t.infra.db('partner_records').select('type', 'id', 'version', 'updated_by', 'record')) as Array<{
      type: string;
      id: string;
      version: number;
      updated_by: string;
      record: Rec | string;
    }>;
    expect(rows).toHaveLength(FILE_PARTNERS.length);
    for (const f of FILE_PARTNERS) {
      const r = rows.find(
        (x) =>
          `partners/${({ exchange: 'exchanges', trading_bot: 'trading-bots', payment_card: 'payment-cards', tool: 'tools', app: 'apps', wallet: 'wallets' } as Rec)[x.type]}/${x.id}.json` ===
          f.path,
      );
      expect(r, f.path).toBeDefined();
      // the same JSON text: key order kept (a breakdown's criteria are in display order)
      expect(JSON.stringify(recordOf(r!))).toBe(JSON.stringify(f.data));
      expect([r!.version, r!.updated_by]).toEqual([1, 'seed']);
    }
    const seeds = await t.infra.db('partner_revisions').where({ action: 'seed' }).count({ n: '*' });
    expect(Number(seeds[0]!.n)).toBe(FILE_PARTNERS.length);
    expect(Number((await t.infra.db('content_seeds').where({ kind: 'partner' }).count({ n: '*' }))[0]!.n)).toBe(FILE_PARTNERS.length);
  });

  it('a save shows on the next request: the partner API, the index other modules read, and `updated` becomes today', async () => {
    const before = await get(t, jar, 'exchange', 'bitstamp');
    const record = { ...before.record, name: 'Bitstamp by Robinhood' };
    const res = await call(t, jar, 'PUT', '/api/admin/partners/exchange/bitstamp', { version: before.version, record });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(before.version + 1);
    expect(res.json().record.updated).toBe(today());
    expect(res.json().updatedBy).toBe(EDITOR_A.email);

    const pub = await t.app.inject({ url: '/api/content/partners/exchange/bitstamp?lang=de' });
    expect(pub.json().name).toBe('Bitstamp by Robinhood');
    expect(pub.json().updated).toBe(today());
    expect(pub.headers['cache-control']).toBe('public, no-cache');
    const index = (await t.app.inject({ url: '/api/content/index' })).json().partners as Rec[];
    expect(index.find((p) => p.id === 'bitstamp')!.name).toBe('Bitstamp by Robinhood');
    // app.partners (read by the /go/ redirect) follows too: its target is the record's officialUrl
    const moved = { ...record, officialUrl: 'https://www.bitstamp.net/robinhood/' };
    const again = await call(t, jar, 'PUT', '/api/admin/partners/exchange/bitstamp', { version: before.version + 1, record: moved });
    expect(again.statusCode, again.body).toBe(200);
    const go = await t.app.inject({ url: '/go/exchange/bitstamp' });
    expect([go.statusCode, go.headers.location]).toEqual([302, 'https://www.bitstamp.net/robinhood/']);

    const unchanged = await call(t, jar, 'PUT', '/api/admin/partners/exchange/bitstamp', { version: before.version + 2, record: moved });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().version).toBe(before.version + 2); // nothing changed, no new version
  });

  it('"checked against <URL> today" marks the named facts checked on the server\'s day, records the admin, and the fee API shows it', async () => {
    await advance(2 * DAY);
    const before = await get(t, jar, 'exchange', 'kraken');
    expect(before.facts.find((f) => f.path === '/fees/trading')!.provenance.kind).toBe('catalogue');
    const res = await call(t, jar, 'POST', '/api/admin/partners/exchange/kraken/check', {
      version: before.version,
      source: 'https://www.kraken.com/features/fee-schedule',
      paths: ['/fees/trading', '/fees/deposit/crypto'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    for (const path of ['/fees/trading', '/fees/deposit/crypto'])
      expect(after.facts.find((f: Rec) => f.path === path)!.provenance).toEqual({
        kind: 'checked',
        source: 'https://www.kraken.com/features/fee-schedule',
        checked: today(),
      });
    // a check is no edit: `updated` stays, lastChecked moves
    expect(after.record.updated).toBe(before.record.updated);
    const pub = (await t.app.inject({ url: '/api/content/partners/exchange/kraken' })).json();
    expect(pub.lastChecked).toBe(today());
    const fees = (await t.app.inject({ url: '/api/content/fees' })).json().exchanges as Rec[];
    expect(fees.find((e) => e.id === 'kraken')!.fees.trading.provenance).toEqual({
      kind: 'checked',
      source: 'https://www.kraken.com/features/fee-schedule',
      checked: today(),
    });
    const history = (await call(t, jar, 'GET', '/api/admin/partners/exchange/kraken/history')).json().revisions as Rec[];
    expect(history[0]).toMatchObject({ version: before.version + 1, action: 'check', editor: EDITOR_A.email });
    expect([...history[0]!.changed].sort()).toEqual([
      '/fees/deposit/crypto/provenance/checked',
      '/fees/deposit/crypto/provenance/kind',
      '/fees/trading/provenance/checked',
      '/fees/trading/provenance/kind',
    ]);

    const unknown = await call(t, jar, 'POST', '/api/admin/partners/exchange/kraken/check', {
      version: after.version,
      source: 'https://www.kraken.com/',
      paths: ['/fees/withdrawal/XYZ'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().problems[0].path).toBe('/fees/withdrawal/XYZ');
    const badSource = await call(t, jar, 'POST', '/api/admin/partners/exchange/kraken/check', {
      version: after.version,
      source: 'http://www.kraken.com/',
      paths: ['/facts/kyc'],
    });
    expect([badSource.statusCode, badSource.json().problems]).toEqual([
      400,
      [{ path: 'source', message: 'source must be an https address (not http)' }],
    ]);
  });

  it('refuses each bad input with a 400 naming its field, and saves nothing of a record with any', async () => {
    const base = await get(t, jar, 'exchange', 'kraken');
    const row = await stored(t, 'exchange', 'kraken');
    const put = (record: Rec) => call(t, jar, 'PUT', '/api/admin/partners/exchange/kraken', { version: base.version, record });
    const withChange = (fn: (r: Rec) => void) => {
      const r = structuredClone(base.record);
      r.name = 'Kraken (edited)'; // a valid change that must not be saved either
      fn(r);
      return r;
    };
    const cases: Array<[string, (r: Rec) => void, string, RegExp]> = [
      [
        'malformed source URL',
        (r) => (r.fees.trading.provenance.source = 'htps//kraken.com/fees'),
        '/fees/trading/provenance/source',
        /https address/,
      ],
      [
        'a source with a space',
        (r) => (r.facts.kyc.provenance.source = 'https://www.kraken .com/'),
        '/facts/kyc/provenance/source',
        /without spaces/,
      ],
      ['an http official address', (r) => (r.officialUrl = 'http://www.kraken.com'), '/officialUrl', /not http/],
      [
        'fee out of range',
        (r) => (r.fees.trading.value.tiers[0].taker = 140),
        '/fees/trading/value/tiers/0/taker',
        /140 is not a percent between 0 and 100/,
      ],
      [
        'unknown country',
        (r) => (r.availability = [{ country: 'XQ', status: 'available', provenance: { kind: 'catalogue' } }]),
        '/availability/0/country',
        /'XQ' is not an ISO 3166-1 country code/,
      ],
      [
        'oversized text',
        (r) =>
          (r.offers = [
            {
              id: 'welcome',
              values: {},
              text: { en: 'A welcome offer', es: 'x'.repeat(601), de: 'Ein Willkommensangebot', pt: 'Uma oferta' },
              provenance: { kind: 'catalogue' },
            },
          ]),
        '/offers/0/text/es',
        /601 characters long; at most 600/,
      ],
      ['unknown field', (r) => (r.facts.kyc.verified = true), '/facts/kyc', /unknown field\(s\) verified/],
      [
        'a check dated after today',
        (r) => (r.facts.kyc.provenance = { kind: 'checked', source: 'https://www.kraken.com/', checked: '2099-01-01' }),
        '/facts/kyc/provenance/checked',
        /after today/,
      ],
    ];
    for (const [label, change, path, message] of cases) {
      const res = await put(withChange(change));
      expect([label, res.statusCode]).toEqual([label, 400]);
      const problems = res.json().problems as Array<{ path: string; message: string }>;
      expect(
        problems.map((p) => p.path),
        label,
      ).toContain(path);
      expect(problems.find((p) => p.path === path)!.message, label).toMatch(message);
      expect(res.json().message, label).toMatch(/^Nothing was saved: /);
    }
    // every problem of one record in one answer
    const all = await put(
      withChange((r) => {
        r.fees.trading.value.tiers[0].taker = 140;
        r.fees.trading.provenance.source = 'nonsense';
        r.availability = [{ country: 'XQ', status: 'available', provenance: { kind: 'catalogue' } }];
      }),
    );
    expect((all.json().problems as Rec[]).map((p) => p.path).sort()).toEqual([
      '/availability/0/country',
      '/fees/trading/provenance/source',
      '/fees/trading/value/tiers/0/taker',
    ]);
    // the type and id of a record cannot change
    const renamed = await put({ ...base.record, id: 'kraken-2' });
    expect([renamed.statusCode, renamed.json().problems]).toEqual([
      400,
      [{ path: '/id', message: "/id must be 'kraken' (the record's id cannot change)" }],
    ]);
    // nothing was saved: the same version and record as before, no revision
    const after = await stored(t, 'exchange', 'kraken');
    expect(after.version).toBe(row.version);
    expect(JSON.stringify(recordOf(after))).toBe(JSON.stringify(recordOf(row)));
    expect((await t.app.inject({ url: '/api/content/partners/exchange/kraken' })).json().name).toBe('Kraken');
  });

  it('two editors saving the same record: the second gets 409 with the current version and what changed; nothing is lost', async () => {
    const jarB = await signIn(t, EDITOR_B);
    const opened = await get(t, jar, 'wallet', 'ledger-nano-x');
    const a = structuredClone(opened.record);
    a.text.en.summary = 'Edited by Ada.';
    const b = structuredClone(opened.record);
    b.text.de.bestFor = 'Von Bea bearbeitet.';

    const first = await call(t, jar, 'PUT', '/api/admin/partners/wallet/ledger-nano-x', { version: opened.version, record: a });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call(t, jarB, 'PUT', '/api/admin/partners/wallet/ledger-nano-x', { version: opened.version, record: b });
    expect(second.statusCode).toBe(409);
    const conflict = second.json();
    expect(conflict.current.version).toBe(opened.version + 1);
    expect(conflict.current.record.text.en.summary).toBe('Edited by Ada.');
    expect(conflict.since).toEqual([
      {
        version: opened.version + 1,
        editor: EDITOR_A.email,
        action: 'edit',
        at: new Date(clock).toISOString(),
        changed: expect.any(Array),
      },
    ]);
    expect([...conflict.since[0].changed].sort()).toEqual(['/text/en/summary', '/updated']);
    expect(conflict.differs.sort()).toEqual(['/text/de/bestFor', '/text/en/summary', '/updated']);
    expect(conflict.message).toContain(`saved by ${EDITOR_A.email}`);
    expect(conflict.message).toContain('/text/en/summary');
    // nothing of B was saved, A's change stands
    expect(recordOf(await stored(t, 'wallet', 'ledger-nano-x')).text.de.bestFor).toBe(opened.record.text.de.bestFor);
    // B applies the edit on the current version: both changes are kept
    const merged = structuredClone(conflict.current.record);
    merged.text.de.bestFor = 'Von Bea bearbeitet.';
    const retry = await call(t, jarB, 'PUT', '/api/admin/partners/wallet/ledger-nano-x', {
      version: conflict.current.version,
      record: merged,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    const pubEn = (await t.app.inject({ url: '/api/content/partners/wallet/ledger-nano-x?lang=en' })).json();
    const pubDe = (await t.app.inject({ url: '/api/content/partners/wallet/ledger-nano-x?lang=de' })).json();
    expect([pubEn.text.summary, pubDe.text.bestFor]).toEqual(['Edited by Ada.', 'Von Bea bearbeitet.']);
  });

  it('history shows each change with its values before and after; restore brings an earlier version back as a new one', async () => {
    const history = (await call(t, jar, 'GET', '/api/admin/partners/wallet/ledger-nano-x/history')).json().revisions as Rec[];
    expect(history.map((r) => r.action)).toEqual(['edit', 'edit', 'seed']);
    expect(history[0]).toMatchObject({ editor: EDITOR_B.email, changes: [{ path: '/text/de/bestFor', after: 'Von Bea bearbeitet.' }] });
    expect(history[0]!.changes[0].before).toBeTypeOf('string');
    const seeded = FILE_PARTNERS.find((f) => f.path === 'partners/wallets/ledger-nano-x.json')!.data as Rec;
    const current = await get(t, jar, 'wallet', 'ledger-nano-x');
    const res = await call(t, jar, 'POST', '/api/admin/partners/wallet/ledger-nano-x/restore', {
      version: current.version,
      fromVersion: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(current.version + 1);
    expect(res.json().record.text).toEqual(seeded.text);
    expect((await t.app.inject({ url: '/api/content/partners/wallet/ledger-nano-x?lang=de' })).json().text.bestFor).toBe(
      seeded.text.de.bestFor,
    );
    const after = (await call(t, jar, 'GET', '/api/admin/partners/wallet/ledger-nano-x/history')).json().revisions as Rec[];
    expect(after[0]).toMatchObject({ action: 'restore-1', editor: EDITOR_A.email });
    expect((after[0]!.changes as Rec[]).map((c) => c.path).sort()).toEqual(['/text/de/bestFor', '/text/en/summary']);
    // a stale restore is refused like a stale save
    const stale = await call(t, jar, 'POST', '/api/admin/partners/wallet/ledger-nano-x/restore', {
      version: current.version,
      fromVersion: 2,
    });
    expect(stale.statusCode).toBe(409);
    const missing = await call(t, jar, 'POST', '/api/admin/partners/wallet/ledger-nano-x/restore', {
      version: current.version + 1,
      fromVersion: 99,
    });
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'fromVersion: wallet/ledger-nano-x has no version 99 to restore']);
  });

  it('exports the set in the content folder format; an import dry run lists the differences and writes nothing; applying writes them', async () => {
    const exported = await call(t, jar, 'GET', '/api/admin/partners/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toBe(`attachment; filename="partners-${today()}.json"`);
    const bundle = exported.json() as { format: string; version: number; files: Record<string, Rec> };
    expect([bundle.format, bundle.version, Object.keys(bundle.files).length]).toEqual(['coinatlas-partners', 2, FILE_PARTNERS.length]);
    expect(bundle.files['partners/exchanges/bitstamp.json']!.name).toBe('Bitstamp by Robinhood');

    const edited = structuredClone(bundle);
    edited.files['partners/tools/trading-view.json']!.text.en.tag = 'Charts for everyone';
    const revisionsBefore = Number((await t.infra.db('partner_revisions').count({ n: '*' }))[0]!.n);
    const dry = await call(t, jar, 'POST', '/api/admin/partners/import', { bundle: edited, dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json();
    expect(report).toMatchObject({ dryRun: true, added: [], missing: [], written: 0, unchanged: FILE_PARTNERS.length - 1 });
    expect(report.changed).toEqual([
      {
        type: 'tool',
        id: 'trading-view',
        name: 'TradingView',
        changes: [
          { path: '/updated', before: expect.any(String), after: today() },
          { path: '/text/en/tag', before: bundle.files['partners/tools/trading-view.json']!.text.en.tag, after: 'Charts for everyone' },
        ],
      },
    ]);
    // the dry run wrote nothing
    expect(Number((await t.infra.db('partner_revisions').count({ n: '*' }))[0]!.n)).toBe(revisionsBefore);
    expect((await t.app.inject({ url: '/api/content/partners/tool/trading-view' })).json().text.tag).not.toBe('Charts for everyone');

    // applying needs the dry run's basis, and the set it saw
    const noBasis = await call(t, jar, 'POST', '/api/admin/partners/import', { bundle: edited, dryRun: false });
    expect([noBasis.statusCode, noBasis.json().message]).toEqual([400, 'basis: run the dry run first and send its basis with the import']);
    const applied = await call(t, jar, 'POST', '/api/admin/partners/import', { bundle: edited, dryRun: false, basis: report.basis });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ dryRun: false, written: 1 });
    expect((await t.app.inject({ url: '/api/content/partners/tool/trading-view' })).json().text.tag).toBe('Charts for everyone');
    const again = await call(t, jar, 'POST', '/api/admin/partners/import', { bundle: edited, dryRun: false, basis: report.basis });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'The partner records changed since your dry run: nothing was imported. Run the dry run again and check its differences.',
    ]);

    // a bad bundle: every problem named by its file and field, nothing written
    const bad = structuredClone(bundle);
    bad.files['partners/exchanges/kraken.json']!.fees.trading.value.tiers[0].maker = -1;
    bad.files['partners/spaceships/x.json'] = {};
    const refused = await call(t, jar, 'POST', '/api/admin/partners/import', { bundle: bad, dryRun: true });
    expect(refused.statusCode).toBe(400);
    expect((refused.json().problems as Rec[]).map((p) => p.message)).toEqual([
      'files/partners/spaceships/x.json: not a partner file (expected partners/<exchanges|trading-bots|payment-cards|tools|apps|wallets>/<id>.json)',
    ]);
    delete bad.files['partners/spaceships/x.json'];
    const refused2 = await call(t, jar, 'POST', '/api/admin/partners/import', { bundle: bad, dryRun: true });
    expect(refused2.statusCode).toBe(400);
    expect((refused2.json().problems as Rec[]).map((p) => `${p.file} ${p.path}`)).toContain(
      'partners/exchanges/kraken.json /fees/trading/value/tiers/0/maker',
    );
  });

  it('imports an export of bundle version 1, whose exchanges name their market id `ccxtId`, as the same set; refuses a version it cannot read', async () => {
    const exported = (await call(t, jar, 'GET', '/api/admin/partners/export')).json() as { files: Record<string, Rec> };
    const kraken = exported.files['partners/exchanges/kraken.json']!;
    expect(Object.keys(kraken)).toContain('marketId');
    // the file as version 1 wrote it: the same keys in the same order, `ccxtId` where `marketId` is now
    const v1 = Object.fromEntries(Object.entries(kraken).map(([k, v]) => [k === 'marketId' ? 'ccxtId' : k, v]));
    const old = {
      format: 'coinatlas-partners',
      version: 1,
      exportedAt: '2026-12-01T09:00:00.000Z',
      files: { ...exported.files, 'partners/exchanges/kraken.json': v1 },
    };
    const dry = await call(t, jar, 'POST', '/api/admin/partners/import', { bundle: old, dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ added: [], changed: [], missing: [], unchanged: Object.keys(exported.files).length, written: 0 });

    const future = await call(t, jar, 'POST', '/api/admin/partners/import', { bundle: { ...old, version: 3 }, dryRun: true });
    expect([future.statusCode, future.json().message]).toEqual([
      400,
      "Nothing was saved: 1 problem: bundle/format must be 'coinatlas-partners' version 2 (what GET /api/admin/partners/export writes; version 1 is still read)",
    ]);
  });

  it('takes a logo through the media store, serves its sizes for a year and shows it in the public answers', async () => {
    const png = await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 1 } } })
      .png()
      .toBuffer();
    const current = await get(t, jar, 'exchange', 'bitvavo');
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/admin/partners/exchange/bitvavo/logo?version=${current.version}`,
      payload: png,
      headers: { ...jar, 'content-type': 'image/png' },
    });
    expect(up.statusCode, up.body).toBe(200);
    const logo = up.json().logo;
    expect(logo).toMatchObject({ width: 128, height: 128, url: expect.stringMatching(/^\/media\/partners\/[a-f0-9]{20}-128\.webp$/) });
    expect(logo.srcset.split(', ').map((s: string) => s.split(' ')[1])).toEqual(['64w', '128w', '256w']);
    const served = await t.app.inject({ url: logo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([128, 128, true]);
    expect((await t.app.inject({ url: '/api/content/partners/exchange/bitvavo' })).json().logo).toEqual(logo);
    expect((await t.app.inject({ url: '/api/content/partners/exchange/kraken' })).json().logo).toBeNull();
    const notImage = await t.app.inject({
      method: 'POST',
      url: `/api/admin/partners/exchange/bitvavo/logo?version=${current.version + 1}`,
      payload: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      headers: { ...jar, 'content-type': 'application/octet-stream' },
    });
    expect([notImage.statusCode, notImage.json().message]).toEqual([
      400,
      'file: not a JPEG, PNG, WebP, AVIF or GIF image (checked by its content)',
    ]);
    const removed = await call(t, jar, 'DELETE', `/api/admin/partners/exchange/bitvavo/logo?version=${current.version + 1}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.app.inject({ url: '/api/content/partners/exchange/bitvavo' })).json().logo).toBeNull();
    const history = (await call(t, jar, 'GET', '/api/admin/partners/exchange/bitvavo/history')).json().revisions as Rec[];
    expect(history.slice(0, 2).map((r) => [r.action, r.changed])).toEqual([
      ['logo-remove', ['logo']],
      ['logo', ['logo']],
    ]);
  });

  it('lists with filters and visits over 30 days from our own events; the check-next queue orders by visits × days unchecked', async () => {
    // page views: Coinbase's page in two languages, Binance's once, one older than 30 days, one of another page
    const views = [
      ['/exchanges/coinbase', 0],
      ['/es/exchanges/coinbase', 1],
      ['/de/exchanges/coinbase', 2],
      ['/exchanges/binance', 3],
      ['/exchanges/binance', 31],
      ['/exchanges', 0],
    ] as const;
    await t.infra
      .db('analytics_events')
      .insert(views.map(([path, daysAgo]) => ({ name: 'page_view', path, occurred_at: new Date(clock - daysAgo * DAY - 1000) })));
    const list = await call(t, jar, 'GET', '/api/admin/partners?type=exchange&sort=visits');
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().partners as Rec[];
    expect(rows.slice(0, 2).map((r) => [r.id, r.visits])).toEqual([
      ['coinbase', 3],
      ['binance', 1],
    ]);
    expect(rows.every((r) => r.type === 'exchange')).toBe(true);
    // the seed was 3 days ago (that day counted): every catalogue fact has gone unchecked 3 days
    expect(rows.find((r) => r.id === 'coinbase')).toMatchObject({ uncheckedDays: 3, priority: 9 });

    // only records without a catalogue fact: here those with no fact at all (every other still has one)
    const checkedOnly = (await call(t, jar, 'GET', '/api/admin/partners?unchecked=false')).json().partners as Rec[];
    expect(checkedOnly.length).toBeGreaterThan(0);
    expect(checkedOnly.every((r) => r.facts.catalogue === 0 && r.facts.total === 0)).toBe(true);
    const stale = (
      await call(t, jar, 'GET', `/api/admin/partners?checkedBefore=${new Date(clock + DAY).toISOString().slice(0, 10)}`)
    ).json().partners as Rec[];
    expect(stale.map((r) => r.id)).toEqual(['kraken']);
    const search = (await call(t, jar, 'GET', '/api/admin/partners?q=ledger&type=wallet')).json().partners as Rec[];
    const ledgers = FILE_PARTNERS.filter(
      (f) => f.path.startsWith('partners/wallets/') && /ledger/i.test(`${(f.data as Rec).id} ${(f.data as Rec).name}`),
    );
    expect(ledgers.length).toBeGreaterThan(1);
    expect(search.map((r) => r.id).sort()).toEqual(ledgers.map((f) => (f.data as Rec).id).sort());
    const badFilter = await call(t, jar, 'GET', '/api/admin/partners?status=sleeping');
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().message).toMatch(/^querystring\/status/);

    // an imported record is younger: with the same visits, the older unchecked record comes first
    const bundle = (await call(t, jar, 'GET', '/api/admin/partners/export')).json();
    const fresh = structuredClone(bundle.files['partners/exchanges/bitstamp.json']);
    Object.assign(fresh, { id: 'newcomer-exchange', name: 'Newcomer', order: 9999 });
    delete fresh.recommendations;
    bundle.files['partners/exchanges/newcomer-exchange.json'] = fresh;
    const dry = (await call(t, jar, 'POST', '/api/admin/partners/import', { bundle, dryRun: true })).json();
    expect(dry.added).toEqual([{ type: 'exchange', id: 'newcomer-exchange', name: 'Newcomer' }]);
    expect((await call(t, jar, 'POST', '/api/admin/partners/import', { bundle, dryRun: false, basis: dry.basis })).statusCode).toBe(200);
    await advance(DAY);
    await t.infra.db('analytics_events').insert(
      ['/exchanges/newcomer-exchange', '/pt/exchanges/bitstamp'].map((path) => ({
        name: 'page_view',
        path,
        occurred_at: new Date(clock - 1000),
      })),
    );
    const queue = (await call(t, jar, 'GET', '/api/admin/partners/queue?type=exchange&limit=200')).json();
    const q = queue.queue as Rec[];
    const facts = (id: string) => q.find((r) => r.id === id)!;
    expect(
      ['coinbase', 'binance', 'bitstamp', 'newcomer-exchange'].map((id) => [
        id,
        facts(id).visits,
        facts(id).uncheckedDays,
        facts(id).priority,
      ]),
    ).toEqual([
      ['coinbase', 3, 4, 12],
      ['binance', 1, 4, 4],
      ['bitstamp', 1, 4, 4],
      ['newcomer-exchange', 1, 2, 2],
    ]);
    // records with an unchecked country, licence or payment method come first (however many the content has);
    // within each group, most visits × days unchecked first, then the older record
    const decisive = (r: Rec) => r.facts.decisionCatalogue > 0;
    const groups = q.map(decisive);
    expect(groups).toEqual([...groups].sort((x, y) => Number(y) - Number(x)));
    q.forEach((r, i) => {
      const next = q[i + 1];
      if (next && decisive(r) === decisive(next)) expect(r.priority, `${r.id} before ${next.id}`).toBeGreaterThanOrEqual(next.priority);
    });
    const at = (id: string) => q.findIndex((r) => r.id === id);
    // the newcomer is a copy of Bitstamp (the same facts): the same group, after it
    expect(decisive(facts('newcomer-exchange'))).toBe(decisive(facts('bitstamp')));
    expect(at('bitstamp')).toBeLessThan(at('newcomer-exchange'));
    expect(queue.waiting).toBe(rows.length + 1);
  });

  it('seeding again (a later start) adds nothing and never overwrites an edited or deleted record', async () => {
    const store = createKnexPartnerStore(t.infra.db);
    const edited = recordOf(await stored(t, 'exchange', 'bitstamp'));
    await t.infra.db('partner_records').where({ type: 'app', id: 'koinly' }).delete();
    const files = FILE_PARTNERS.map((f) => f.data as Parameters<typeof store.seed>[0][number]);
    expect(await store.seed(files, new Date(clock))).toBe(0);
    expect(recordOf(await stored(t, 'exchange', 'bitstamp')).name).toBe(edited.name);
    expect(await t.infra.db('partner_records').where({ type: 'app', id: 'koinly' }).first()).toBeUndefined();
  });

  it('licences, payment methods, countries with regions left out and an editor’s pick go through the desk like any fact', async () => {
    const source = { kind: 'catalogue', source: 'https://www.example-exchange.com/legal' };
    const licence = {
      regulator: 'Example Authority',
      regulatorCountry: 'IS',
      type: 'vasp-registration',
      holder: 'Example ehf.',
      status: 'registered',
      covers: ['IS'],
      provenance: source,
    };
    const method = {
      method: 'faster-payments',
      fiat: 'GBP',
      deposit: { feePercent: 0, time: 'instant' },
      withdrawal: {},
      provenance: source,
    };
    const country = { country: 'IS', status: 'available', except: ['IS-1'], provenance: source };
    const pick = {
      by: 'ana-garcia',
      since: today(),
      reason: { en: 'Clear fees.', es: 'Comisiones claras.', de: 'Klare Gebühren.', pt: 'Taxas claras.' },
    };
    const base = await get(t, jar, 'exchange', 'okx');
    const record = structuredClone(base.record);
    record.availability = [...(record.availability ?? []).filter((a: Rec) => a.country !== 'IS'), country];
    record.licences = [...(record.licences ?? []).filter((l: Rec) => l.regulator !== licence.regulator), licence];
    record.paymentMethods = [
      ...(record.paymentMethods ?? []).filter((m: Rec) => !(m.method === 'faster-payments' && m.fiat === 'GBP')),
      method,
    ];
    record.editorsPick = pick;
    const [ai, li, mi] = [record.availability.length - 1, record.licences.length - 1, record.paymentMethods.length - 1];
    const saved = await call(t, jar, 'PUT', '/api/admin/partners/exchange/okx', { version: base.version, record });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json();
    expect(after.record.licences[li]).toEqual(licence);
    // the record's facts: countries, licences and payment methods first, each entry a fact of its own
    const paths = (after.facts as Rec[]).map((f) => f.path as string);
    const kinds = paths.map((p) => p.split('/')[1]);
    const decisionCount = record.availability.length + record.licences.length + record.paymentMethods.length;
    expect(kinds.slice(0, decisionCount).every((k) => ['availability', 'licences', 'paymentMethods'].includes(k!))).toBe(true);
    expect(paths).toEqual(expect.arrayContaining([`/availability/${ai}`, `/licences/${li}`, `/paymentMethods/${mi}`]));
    expect(after.row.facts.decisionCatalogue).toBe(
      [...record.availability, ...record.licences, ...record.paymentMethods].filter((x: Rec) => x.provenance.kind === 'catalogue').length,
    );

    // the public answer carries them, the pick's reason in the language asked for
    const pub = (await t.app.inject({ url: '/api/content/partners/exchange/okx?lang=pt' })).json();
    expect([pub.availability[ai], pub.licences[li], pub.paymentMethods[mi]]).toEqual([country, licence, method]);
    expect(pub.editorsPick).toEqual({ by: 'ana-garcia', since: today(), reason: 'Taxas claras.' });

    // "checked against <URL> today" marks exactly the entries named
    const checked = await call(t, jar, 'POST', '/api/admin/partners/exchange/okx/check', {
      version: after.version,
      source: 'https://www.example-exchange.com/licences',
      paths: [`/licences/${li}`, `/paymentMethods/${mi}`, `/availability/${ai}`],
    });
    expect(checked.statusCode, checked.body).toBe(200);
    const now = { kind: 'checked', source: 'https://www.example-exchange.com/licences', checked: today() };
    expect([checked.json().record.licences[li].provenance, checked.json().record.paymentMethods[mi].provenance]).toEqual([now, now]);
    expect(checked.json().record.availability[ai]).toEqual({ ...country, provenance: now });
    expect(checked.json().row.facts.decisionCatalogue).toBe(after.row.facts.decisionCatalogue - 3);

    // history: the edit with its values before and after, then the check
    const history = (await call(t, jar, 'GET', '/api/admin/partners/exchange/okx/history')).json().revisions as Rec[];
    expect(history.slice(0, 2).map((r) => r.action)).toEqual(['check', 'edit']);
    const edit = history[1]!.changes as Rec[];
    expect(edit.find((c) => c.path === '/editorsPick')).toEqual({ path: '/editorsPick', after: pick });
    expect(edit.some((c) => (c.path as string).startsWith(`/licences/${li}`))).toBe(true);
    expect(history[0]!.changed).toContain(`/paymentMethods/${mi}/provenance/kind`);

    // export and import: the bundle holds them; an import that drops the payment method says so, then removes it
    const bundle = (await call(t, jar, 'GET', '/api/admin/partners/export')).json();
    const file = bundle.files['partners/exchanges/okx.json'];
    expect(file.paymentMethods[mi]).toEqual({ ...method, provenance: now });
    file.paymentMethods.splice(mi, 1);
    if (file.paymentMethods.length === 0) delete file.paymentMethods;
    const dry = await call(t, jar, 'POST', '/api/admin/partners/import', { bundle, dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    const changes = (dry.json().changed as Rec[]).find((c) => c.id === 'okx')!.changes as Rec[];
    expect(changes.some((c) => (c.path as string).startsWith('/paymentMethods'))).toBe(true);
    const applied = await call(t, jar, 'POST', '/api/admin/partners/import', { bundle, dryRun: false, basis: dry.json().basis });
    expect(applied.statusCode, applied.body).toBe(200);
    const imported = (await t.app.inject({ url: '/api/content/partners/exchange/okx' })).json();
    expect((imported.paymentMethods ?? []).some((m: Rec) => m.method === 'faster-payments')).toBe(false);
    expect(imported.licences[li]).toEqual({ ...licence, provenance: now });
  });
});

// Two instances, one Postgres and one Redis: needs the real services (in-memory PGlite and the in-process
// cache are per app).
describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)(
  'partner records across instances (real Postgres and Redis)',
  () => {
    let database: TestDatabase;
    let redis: TestRedis;
    let a: TestApp;
    let b: TestApp;
    const env = { ADMIN_EMAIL: EDITOR_A.email, ADMIN_PASSWORD: EDITOR_A.password, RATE_LIMIT_MAX: '100000' };

    beforeAll(async () => {
      database = await createTestDatabase();
      redis = await createTestRedis();
      a = await createTestApp({ database, redis, env });
      b = await createTestApp({ database, redis, env });
    }, 300_000);
    afterAll(async () => {
      await b?.close();
      await a?.close();
      await redis?.stop();
      await database?.drop();
    });

    it('a save on one instance shows on the next request to the other: the partner API and a rendered page', async () => {
      // the second instance has rendered and cached the page before the save
      const page = await b.app.inject({ url: '/exchanges' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Bitstamp');
      expect(page.body).not.toContain('Bitstamp Ultra');
      const jar = await signIn(a);
      const opened = await get(a, jar, 'exchange', 'bitstamp');
      const res = await call(a, jar, 'PUT', '/api/admin/partners/exchange/bitstamp', {
        version: opened.version,
        record: { ...opened.record, name: 'Bitstamp Ultra' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await b.app.inject({ url: '/api/content/partners/exchange/bitstamp' })).json().name).toBe('Bitstamp Ultra');
      const after = await b.app.inject({ url: '/exchanges' });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('Bitstamp Ultra');
      const es = await b.app.inject({ url: '/es/exchanges' });
      expect(es.body).toContain('Bitstamp Ultra');
    });

    it("the other instance checks for a save on the requests that may show a record: by each route's flag, and in the not-found handler", async () => {
      const jar = await signIn(a);
      const opened = await get(a, jar, 'exchange', 'kraken');
      const nameOnB = () => b.app.partners.find('exchange', 'kraken')?.name;
      expect(nameOnB()).toBe(opened.record.name);
      const res = await call(a, jar, 'PUT', '/api/admin/partners/exchange/kraken', {
        version: opened.version,
        record: { ...opened.record, name: 'Kraken Flagged' },
      });
      expect(res.statusCode, res.body).toBe(200);
      // routes whose answers never show a record (config.showsPartnerRecords: false) leave B's set as it was
      for (const url of ['/healthz', '/readyz', '/api/market', '/api/region', '/favicon.svg']) {
        expect((await b.app.inject({ url })).statusCode, url).toBeLessThan(500);
        expect(nameOnB(), `after ${url}`).toBe(opened.record.name);
      }
      // a path no built file has goes on to the not-found handler, whose 404 page is checked like any page
      const missing = await b.app.inject({ url: '/no-such-page-here' });
      expect(missing.statusCode).toBe(404);
      expect(nameOnB()).toBe('Kraken Flagged');
      // only the renderer's own reads skip the check, by the process's secret: a client's copy of the header is not
      // one (else it could have B render and cache a page from the records it held before the save)
      const reopened = await get(a, jar, 'exchange', 'kraken');
      const again = await call(a, jar, 'PUT', '/api/admin/partners/exchange/kraken', {
        version: reopened.version,
        record: { ...reopened.record, name: 'Kraken Forged' },
      });
      expect(again.statusCode, again.body).toBe(200);
      const forged = await b.app.inject({ url: '/exchanges/kraken', headers: { 'x-coinatlas-render': 'forged' } });
      expect(forged.statusCode).toBe(200);
      expect(nameOnB()).toBe('Kraken Forged');
      expect(forged.body).toContain('Kraken Forged');
    });

    it('two editors on two instances: the second save gets 409 and the first one stands', async () => {
      const jarA = await signIn(a);
      const jarB = await signIn(b);
      const opened = await get(b, jarB, 'app', 'phantom');
      const first = await call(a, jarA, 'PUT', '/api/admin/partners/app/phantom', {
        version: opened.version,
        record: { ...opened.record, name: 'Phantom A' },
      });
      expect(first.statusCode, first.body).toBe(200);
      const second = await call(b, jarB, 'PUT', '/api/admin/partners/app/phantom', {
        version: opened.version,
        record: { ...opened.record, name: 'Phantom B' },
      });
      expect(second.statusCode).toBe(409);
      expect(second.json().current.record.name).toBe('Phantom A');
      expect((await b.app.inject({ url: '/api/content/partners/app/phantom' })).json().name).toBe('Phantom A');
    });

    it('a later start seeds nothing over an edited or deleted record', async () => {
      await a.infra.db('partner_records').where({ type: 'app', id: 'koinly' }).delete();
      const c = await createTestApp({ database, redis, env });
      try {
        expect(await c.infra.db('partner_records').where({ type: 'app', id: 'koinly' }).first()).toBeUndefined();
        expect(recordOf(await stored(c, 'exchange', 'bitstamp')).name).toBe('Bitstamp Ultra');
        expect((await c.app.inject({ url: '/api/content/partners/exchange/bitstamp' })).json().name).toBe('Bitstamp Ultra');
      } finally {
        await c.close();
      }
    });
  },
);

// Postgres refusing connections: needs a real Postgres behind a proxy this test controls.
describe.runIf(process.env.TEST_DATABASE_URL)('partner records with the database down (real Postgres)', () => {
  it('reads keep serving the records loaded last; writes answer 503 with a message and write nothing', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase();
    const url = new URL(database.url!);
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(proxy.port);
    const t = await createTestApp({
      database,
      env: {
        DATABASE_URL: url.toString(),
        DB_QUERY_TIMEOUT_MS: '1000',
        DB_ACQUIRE_TIMEOUT_MS: '1000',
        ADMIN_EMAIL: EDITOR_A.email,
        ADMIN_PASSWORD: EDITOR_A.password,
      },
    });
    try {
      const jar = await signIn(t);
      const opened = await get(t, jar, 'exchange', 'kraken');
      await proxy.setMode('refuse');
      const save = await call(t, jar, 'PUT', '/api/admin/partners/exchange/kraken', {
        version: opened.version,
        record: { ...opened.record, name: 'Kraken down' },
      });
      // (the admin guard reads the session's account first: either says the write could not happen now)
      expect(save.statusCode).toBe(503);
      expect(save.json().message).toMatch(
        /^(The partner records cannot be saved right now: the database is not answering\. Nothing was changed; try again in a minute\.|Admin sessions are unavailable right now\. Please try again shortly\.)$/,
      );
      const read = await t.app.inject({ url: '/api/content/partners/exchange/kraken' });
      expect([read.statusCode, read.json().name]).toEqual([200, 'Kraken']);
      expect((await t.app.inject({ url: '/api/content/fees' })).statusCode).toBe(200);
      await proxy.setMode('forward');
      expect((await stored(t, 'exchange', 'kraken')).version).toBe(opened.version);
    } finally {
      await t.close();
      await proxy.close();
      await database.drop();
    }
  });
});
