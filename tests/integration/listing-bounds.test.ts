/**
 * What an editor's data can do to the site's pages is bounded (issue 34, item 7):
 * - an import may not leave more partner records than SET_LIMITS allows, of one kind or in all: refused with
 *   400 in the dry run and when applied, and nothing is written;
 * - a directory shows at most LISTING_PAGE_SIZE cards a page, with plain `?page=N` links; a page past the last
 *   answers 404; neither a directory page nor the home page grows with the number of records.
 * Records are added the way an editor adds them: through the desk's import. Renders real pages (build the
 * client first: `npm run build`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SET_LIMITS } from '../../backend/src/modules/content/domain/desk.js';
import { repoRoot } from '../../backend/src/paths.js';
import { LISTING_PAGE_SIZE } from '../../frontend/src/lib/listing-pages.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ORIGIN = 'http://localhost:3000';
const EDITOR = { email: 'bounds@coinatlas.example', password: 'correct horse battery staple' };

type Rec = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Bundle = { format: string; version: number; files: Record<string, Rec> };
type Jar = Record<string, string>;

/** The ids of the cards a page's HTML holds, in order. */
const cards = (html: string) => [...html.matchAll(/<article id="([^"]+)"/g)].map((m) => m[1]!);
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

/** `n` copies of a shipped record under new ids (`<prefix>-<from + i>`), each with its own order (and trending order). */
function copies(bundle: Bundle, folder: string, source: string, prefix: string, from: number, n: number): Record<string, Rec> {
  const template = bundle.files[`partners/${folder}/${source}.json`]!;
  const out: Record<string, Rec> = {};
  for (let i = from; i < from + n; i++) {
    const record = structuredClone(template);
    record.id = `${prefix}-${i}`;
    record.name = `${prefix} ${i}`;
    record.order = 1000 + i;
    if (record.trending) record.trending.order = 100 + i;
    out[`partners/${folder}/${record.id}.json`] = record;
  }
  return out;
}

describe('listing bounds', () => {
  let t: TestApp;
  let jar: Jar;
  let shipped: Bundle;
  let site: string;

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: jar, ...(payload ? { payload } : {}) });
  const counts = async () => ({
    records: Number((await t.infra.db('partner_records').count({ n: '*' }))[0]!.n),
    revisions: Number((await t.infra.db('partner_revisions').count({ n: '*' }))[0]!.n),
  });
  /** Imports the shipped set plus `extra` files: the dry run, then applying its basis. */
  const importExtra = async (extra: Record<string, Rec>) => {
    const bundle = { ...shipped, files: { ...shipped.files, ...extra } };
    const dry = await call('POST', '/api/admin/partners/import', { bundle, dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    const applied = await call('POST', '/api/admin/partners/import', { bundle, dryRun: false, basis: dry.json().basis });
    expect(applied.statusCode, applied.body).toBe(200);
  };

  beforeAll(async () => {
    const built = join(repoRoot, 'frontend/dist-ssr/entry-server.js');
    if (!existsSync(built)) throw new Error(`This test renders real pages: build the client first (npm run build); ${built} is missing.`);
    t = await createTestApp({
      env: { ADMIN_EMAIL: EDITOR.email, ADMIN_PASSWORD: EDITOR.password, RATE_LIMIT_MAX: '100000', SEO_AUDIT_HOUR: 'off' },
    });
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', headers: { origin: ORIGIN }, payload: EDITOR });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    jar = { cookie, origin: ORIGIN, 'x-csrf-token': login.json().csrfToken as string };
    shipped = (await call('GET', '/api/admin/partners/export')).json() as Bundle;
    site = t.config.publicSiteUrl.replace(/\/+$/, '');
  });
  afterAll(async () => t?.close());

  it('refuses an import that would leave more records than the limits allow, in the dry run and when applied; nothing is written', async () => {
    const tools = Object.keys(shipped.files).filter((p) => p.startsWith('partners/tools/')).length;
    const before = await counts();
    // one tool over the limit of a kind
    const overKind = {
      ...shipped,
      files: { ...shipped.files, ...copies(shipped, 'tools', 'glassnode', 'over', 0, SET_LIMITS.perType - tools + 1) },
    };
    const dry = await call('POST', '/api/admin/partners/import', { bundle: overKind, dryRun: true });
    expect(dry.statusCode).toBe(400);
    const expected = `partners/tools would hold ${SET_LIMITS.perType + 1} records; at most ${SET_LIMITS.perType} of one kind are allowed`;
    expect(dry.json()).toMatchObject({
      message: `Nothing was saved: 1 problem: ${expected}`,
      problems: [{ path: '/files', message: expected }],
    });
    // applying it, with the basis of a dry run the set passed: refused the same way
    const basis = (await call('POST', '/api/admin/partners/import', { bundle: shipped, dryRun: true })).json().basis as string;
    const applied = await call('POST', '/api/admin/partners/import', { bundle: overKind, dryRun: false, basis });
    expect([applied.statusCode, applied.json().message]).toEqual([400, `Nothing was saved: 1 problem: ${expected}`]);

    // every kind within its limit, the set over its total
    const extra: Record<string, Rec> = {};
    let total = Object.keys(shipped.files).length;
    for (const [folder, source] of [
      ['tools', 'glassnode'],
      [
        'apps',
        Object.keys(shipped.files)
          .find((p) => p.startsWith('partners/apps/'))!
          .split('/')[2]!
          .replace('.json', ''),
      ],
      [
        'wallets',
        Object.keys(shipped.files)
          .find((p) => p.startsWith('partners/wallets/'))!
          .split('/')[2]!
          .replace('.json', ''),
      ],
    ] as const) {
      const have = Object.keys(shipped.files).filter((p) => p.startsWith(`partners/${folder}/`)).length;
      const n = Math.min(SET_LIMITS.perType - have, SET_LIMITS.total + 1 - total);
      Object.assign(extra, copies(shipped, folder, source, `many-${folder}`, 0, n));
      total += n;
    }
    expect(total).toBe(SET_LIMITS.total + 1);
    const overTotal = await call('POST', '/api/admin/partners/import', {
      bundle: { ...shipped, files: { ...shipped.files, ...extra } },
      dryRun: true,
    });
    expect([overTotal.statusCode, overTotal.json().message]).toEqual([
      400,
      `Nothing was saved: 1 problem: the partner records would number ${SET_LIMITS.total + 1}; at most ${SET_LIMITS.total} are allowed in all`,
    ]);

    expect(await counts()).toEqual(before);
    const listed = await t.app.inject({ url: '/api/content/partners?type=tool&lang=en' });
    expect((listed.json().partners as Rec[]).filter((p) => p.type === 'tool')).toHaveLength(tools);
  });

  it(
    'shows a directory with more records than a page holds in pages of at most LISTING_PAGE_SIZE cards; neither it nor the home page grows with the records',
    { timeout: 300_000 },
    async () => {
      const tools = Object.keys(shipped.files).filter((p) => p.startsWith('partners/tools/')).length;
      const home = async () => {
        const res = await t.app.inject({ url: '/' });
        expect(res.statusCode).toBe(200);
        return res.body;
      };
      const homeBefore = await home();

      // three pages of tools: a full one, a full one and the rest
      const added = 2 * LISTING_PAGE_SIZE + 10 - tools;
      await importExtra(copies(shipped, 'tools', 'glassnode', 'bulk-tool', 0, added));
      const first = await t.app.inject({ url: '/tools' });
      expect(first.statusCode).toBe(200);
      const page1 = cards(first.body);
      expect(page1).toHaveLength(LISTING_PAGE_SIZE);
      expect(canonical(first.body)).toBe(`${site}/tools`);
      expect(first.body).toContain('href="/tools?page=2"');
      expect(first.body).toMatch(/<a rel="next" [^>]*href="\/tools\?page=2"/);

      const second = await t.app.inject({ url: '/tools?page=2' });
      expect(second.statusCode).toBe(200);
      const page2 = cards(second.body);
      expect(page2).toHaveLength(LISTING_PAGE_SIZE);
      expect(page2.filter((id) => page1.includes(id))).toEqual([]);
      expect(canonical(second.body)).toBe(`${site}/tools?page=2`);
      expect(second.body).toMatch(/<a rel="prev" [^>]*href="\/tools"/);
      expect(second.body).toMatch(/<a rel="next" [^>]*href="\/tools\?page=3"/);
      const third = await t.app.inject({ url: '/tools?page=3' });
      expect(cards(third.body)).toHaveLength(10);
      // every tool on exactly one page, in directory order
      const api = (await t.app.inject({ url: '/api/content/partners?type=tool&lang=en' })).json().partners as Rec[];
      expect([...page1, ...page2, ...cards(third.body)]).toEqual(api.filter((p) => p.type === 'tool').map((p) => p.id));

      // past the last page: 404, not indexed, not kept
      for (const url of ['/tools?page=4', '/de/tools?page=9999']) {
        const missing = await t.app.inject({ url });
        expect(missing.statusCode, url).toBe(404);
        expect(missing.body).toContain('<meta name="robots" content="noindex">');
        expect(cards(missing.body)).toEqual([]);
      }
      expect((await t.app.inject({ url: '/de/tools?page=4' })).body).toContain('Die Liste hat 3 Seiten; Seite 4 gehört nicht dazu.');
      // a value that is no later page's number is the first page (as the browser reads it)
      for (const url of ['/tools?page=1', '/tools?page=02', '/tools?page=abc']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(cards(res.body), url).toEqual(page1);
      }
      // the language versions page the same way, with their own links
      const german = await t.app.inject({ url: '/de/tools?page=2' });
      expect([german.statusCode, cards(german.body)]).toEqual([200, page2]);
      expect(german.body).toContain('href="/de/tools?page=3"');

      // sixty more tools: the same pages, no heavier (the index each embeds grows by a few dozen bytes a record)
      const bytes1 = Buffer.byteLength(first.body);
      const bytes2 = Buffer.byteLength(second.body);
      await importExtra(copies(shipped, 'tools', 'glassnode', 'bulk-tool', 0, added + LISTING_PAGE_SIZE));
      const firstAfter = await t.app.inject({ url: '/tools' });
      const secondAfter = await t.app.inject({ url: '/tools?page=2' });
      expect(cards(firstAfter.body)).toEqual(page1);
      expect(cards(secondAfter.body)).toEqual(page2);
      expect(Buffer.byteLength(firstAfter.body) - bytes1).toBeLessThan(LISTING_PAGE_SIZE * 200);
      expect(Buffer.byteLength(secondAfter.body) - bytes2).toBeLessThan(LISTING_PAGE_SIZE * 200);
      expect(cards((await t.app.inject({ url: '/tools?page=4' })).body)).toHaveLength(10);
      console.info(`/tools with ${tools + added} tools: ${bytes1} bytes, page 2 ${bytes2}`);
      expect(bytes1).toBeLessThan(1024 * 1024);

      // the home page shows its few trending tools, however many tools there are
      const homeAfter = await home();
      const trending = (html: string) => [...html.matchAll(/data-tool="([^"]+)"/g)].map((m) => m[1]!);
      expect(trending(homeAfter)).toHaveLength(12);
      expect(trending(homeAfter).slice(0, trending(homeBefore).length)).toEqual(trending(homeBefore));
      expect(Buffer.byteLength(homeAfter) - Buffer.byteLength(homeBefore)).toBeLessThan(12 * 4096);
    },
  );

  it('pages the exchange directory with its filters kept in the page links', { timeout: 300_000 }, async () => {
    const exchanges = Object.keys(shipped.files).filter((p) => p.startsWith('partners/exchanges/')).length;
    const added = LISTING_PAGE_SIZE + 5 - exchanges;
    await importExtra(copies(shipped, 'exchanges', 'kraken', 'bulk-exchange', 0, added));
    const first = await t.app.inject({ url: '/exchanges' });
    expect(first.statusCode).toBe(200);
    expect(cards(first.body)).toHaveLength(LISTING_PAGE_SIZE);
    const second = await t.app.inject({ url: '/exchanges?page=2&sort=coins' });
    expect(second.statusCode).toBe(200);
    expect(cards(second.body)).toHaveLength(5);
    expect(second.body).toContain('href="/exchanges?sort=coins"');
    expect((await t.app.inject({ url: '/exchanges?page=3' })).statusCode).toBe(404);
    // a filtered view has pages of its own: all its exchanges fit on one
    expect((await t.app.inject({ url: '/exchanges/decentralized?page=2' })).statusCode).toBe(404);
  });
});
