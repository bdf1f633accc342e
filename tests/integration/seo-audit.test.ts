/**
 * The SEO audit's API: admin-only, one run at a time (409), progress while it runs, findings stored and
 * compared with the previous run. The client's renderer is a small stand-in here whose pages can be
 * broken on purpose; the real pages are audited in seo-audit-site.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnexAuditRepository } from '../../backend/src/modules/seo-audit/adapters/knex-audit-repository.js';
import { createWorkerCrawler } from '../../backend/src/modules/seo-audit/adapters/worker-crawler.js';
import { createSeoAuditService } from '../../backend/src/modules/seo-audit/service.js';
import { parseTemplate, type RendererSource } from '../../backend/src/platform/pages/page-renderer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SITE = 'https://coinatlas.example';
const ORIGIN = SITE;
const EMAIL = 'editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';

const TEMPLATE = parseTemplate(
  '<!doctype html><html lang="__HTML_LANG__"><head><!--app-head--></head><body><div id="root"><!--app-html--></div>' +
    '<script type="application/json" id="coinatlas-boot"><!--app-boot--></script></body></html>',
);

type Run = {
  id: number;
  status: 'running' | 'finished' | 'failed';
  trigger: string;
  startedBy: string | null;
  durationMs: number | null;
  pagesTotal: number;
  pagesDone: number;
  counts: { error: number; warning: number; notice: number };
};
type Finding = {
  id: number;
  severity: string;
  check: string;
  url: string;
  lang: string;
  message: string;
  fix: string;
  change: string | null;
};
type Findings = { run: Run; previous: Run | null; findings: Finding[]; fixed: Omit<Finding, 'change'>[] };

/** Pages with a head of their own; `broken` paths render without an h1 and link to a page that does not exist. */
function standIn() {
  const state = { broken: new Set<string>(), gate: Promise.resolve(), linksPerPage: 0 };
  const source: RendererSource = {
    template: async () => TEMPLATE,
    entry: async () => ({
      configure: () => undefined,
      render: async ({ url, found }) => {
        await state.gate;
        const path = url.split('?')[0]!;
        const lang = /^\/(es|de|pt)(\/|$)/.exec(path)?.[1] ?? 'en';
        const head =
          `<title>Page ${path} on CoinAtlas</title><meta name="description" content="The page at ${path}, described in a sentence long enough to count.">` +
          (found ? `<link rel="canonical" href="${SITE}${path}">` : '<meta name="robots" content="noindex">');
        const many = Array.from({ length: state.linksPerPage }, (_, i) => `<a href="/many${path}/${i}">${i}</a>`).join('');
        const html = state.broken.has(path)
          ? '<main><p>no heading</p><a href="/no-such-page">x</a></main>'
          : `<main><h1>${path}</h1>${many}</main>`;
        return { lang: lang === 'pt' ? 'pt-BR' : lang, head, html, boot: '{}', missed: [] };
      },
    }),
  };
  return { source, state };
}

describe('SEO audit API', () => {
  let t: TestApp;
  let jar: { cookie: string; csrf: string };
  const site = standIn();

  beforeAll(async () => {
    t = await createTestApp({
      env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, PUBLIC_SITE_URL: SITE, SEO_AUDIT_HOUR: 'off', PAGE_CACHE_TTL_MS: '0' },
      deps: { renderer: site.source },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      payload: { email: EMAIL, password: PASSWORD },
    });
    jar = {
      cookie: ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0])
        .join('; '),
      csrf: res.json().csrfToken,
    };
  });
  afterAll(async () => t?.close());

  const admin = (method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: { cookie: jar.cookie, origin: ORIGIN, 'x-csrf-token': jar.csrf } });
  const finished = async (id: number): Promise<Run> => {
    for (;;) {
      const run = (await admin('GET', `/api/admin/seo-audit/runs/${id}`)).json() as Run;
      if (run.status !== 'running') return run;
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  it('refuses anonymous callers (401) and cross-site or token-less starts (403)', async () => {
    for (const url of ['/api/admin/seo-audit/runs', '/api/admin/seo-audit/runs/1', '/api/admin/seo-audit/runs/1/findings']) {
      const anon = await t.app.inject({ url, headers: { origin: ORIGIN } });
      expect(anon.statusCode, url).toBe(401);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/seo-audit/runs', headers: { origin: ORIGIN } })).statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/seo-audit/runs',
      headers: { cookie: jar.cookie, origin: 'https://evil.example', 'x-csrf-token': jar.csrf },
    });
    expect(crossSite.statusCode).toBe(403);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/seo-audit/runs',
      headers: { cookie: jar.cookie, origin: ORIGIN },
    });
    expect(noToken.statusCode).toBe(403);
    expect((await admin('GET', '/api/admin/seo-audit/runs')).json()).toEqual({ runs: [] }); // nothing was started
  });

  it('names the wrong field with a 4xx', async () => {
    const cases: Array<[string, number, string | RegExp]> = [
      ['/api/admin/seo-audit/runs?limit=0', 400, 'querystring/limit must be >= 1'],
      ['/api/admin/seo-audit/runs?limit=51', 400, 'querystring/limit must be <= 50'],
      ['/api/admin/seo-audit/runs/abc', 400, 'params/id must be integer'],
      ['/api/admin/seo-audit/runs/999', 404, 'No audit run 999'],
      ['/api/admin/seo-audit/runs/999/findings', 404, 'No audit run 999'],
      ['/api/admin/seo-audit/runs/1/findings?severity=fatal', 400, /^querystring\/severity must be equal to one of the allowed values/],
      ['/api/admin/seo-audit/runs/1/findings?check=speed', 400, /^querystring\/check must be equal to one of the allowed values/],
      ['/api/admin/seo-audit/runs/1/findings?lang=fr', 400, /^querystring\/lang must be equal to one of the allowed values/],
    ];
    for (const [url, status, message] of cases) {
      const res = await admin('GET', url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json().message, url).toMatch(message);
    }
  });

  it(
    'runs one audit at a time, shows its progress, stores its findings and what changed since the run before',
    { timeout: 120_000 },
    async () => {
      // First run: /wallets and /es/tools are broken; the renderer waits until the second start was refused.
      site.state.broken = new Set(['/wallets', '/es/tools']);
      let release!: () => void;
      site.state.gate = new Promise<void>((r) => (release = r));
      const start = await admin('POST', '/api/admin/seo-audit/runs');
      expect(start.statusCode).toBe(202);
      const run = start.json() as Run;
      expect(run).toMatchObject({ status: 'running', trigger: 'manual', startedBy: EMAIL, durationMs: null });

      const again = await admin('POST', '/api/admin/seo-audit/runs');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(
        new RegExp(`^An audit is already running \\(run ${run.id}, started .+\\); wait for it to finish\\.$`),
      );

      // the sitemap was read: the total is known before any page is
      let progress = (await admin('GET', `/api/admin/seo-audit/runs/${run.id}`)).json() as Run;
      for (let i = 0; i < 100 && progress.pagesTotal === 0; i++) {
        await new Promise((r) => setTimeout(r, 20));
        progress = (await admin('GET', `/api/admin/seo-audit/runs/${run.id}`)).json() as Run;
      }
      expect(progress.pagesTotal).toBeGreaterThan(100);
      expect(progress.pagesDone).toBe(0);
      release();
      const first = await finished(run.id);
      expect(first.status).toBe('finished');
      expect(first.pagesDone).toBe(first.pagesTotal);
      expect(first.durationMs).toBeGreaterThanOrEqual(0);

      const h1 = (await admin('GET', `/api/admin/seo-audit/runs/${run.id}/findings?check=h1`)).json() as Findings;
      expect(h1.previous).toBeNull();
      expect(h1.findings.map((f) => [f.url, f.lang, f.severity, f.message, f.change])).toEqual([
        ['/es/tools', 'es', 'error', 'The page has no h1.', null],
        ['/wallets', 'en', 'error', 'The page has no h1.', null],
      ]);
      expect(h1.findings[0]!.fix).toBe('Give the page one h1 naming its subject.');
      const links = (await admin('GET', `/api/admin/seo-audit/runs/${run.id}/findings?check=links`)).json() as Findings;
      expect(links.findings.map((f) => f.message)).toEqual(['Links to /no-such-page (and 1 other page), which answers 404.']);
      const spanish = (
        await admin('GET', `/api/admin/seo-audit/runs/${run.id}/findings?check=h1&lang=es&severity=error`)
      ).json() as Findings;
      expect(spanish.findings.map((f) => f.url)).toEqual(['/es/tools']);
      const all = (await admin('GET', `/api/admin/seo-audit/runs/${run.id}/findings`)).json() as Findings;
      expect(all.findings.filter((f) => f.severity === 'error')).toHaveLength(first.counts.error);

      // Second run: /wallets fixed, /de/wallets broken.
      site.state.broken = new Set(['/es/tools', '/de/wallets']);
      const second = (await admin('POST', '/api/admin/seo-audit/runs')).json() as Run;
      expect(second.id).toBeGreaterThan(run.id);
      await finished(second.id);
      const diff = (await admin('GET', `/api/admin/seo-audit/runs/${second.id}/findings?check=h1`)).json() as Findings;
      expect(diff.previous?.id).toBe(run.id);
      expect(diff.findings.map((f) => [f.url, f.change])).toEqual([
        ['/de/wallets', 'new'],
        ['/es/tools', 'unchanged'],
      ]);
      expect(diff.fixed.map((f) => [f.url, f.message])).toEqual([['/wallets', 'The page has no h1.']]);

      const list = (await admin('GET', '/api/admin/seo-audit/runs?limit=1')).json() as { runs: Run[] };
      expect(list.runs.map((r) => r.id)).toEqual([second.id]);
    },
  );
});

describe('SEO audit runs: the nightly run, a shutdown mid-run, a run left behind', () => {
  let t: TestApp;
  const site = standIn();
  let now = Date.parse('2026-11-24T03:05:00Z');
  const quiet = { info: () => undefined, warn: () => undefined };

  beforeAll(async () => {
    // no page cache: each run reads the stand-in's pages as they are now
    t = await createTestApp({
      env: { PUBLIC_SITE_URL: SITE, SEO_AUDIT_HOUR: 'off', PAGE_CACHE_TTL_MS: '0' },
      deps: { renderer: site.source },
    });
  });
  afterAll(async () => t?.close());

  /** The module's service over the test app, on a clock the test moves. */
  const service = ({ heapMb = 64, ...more }: Partial<Parameters<typeof createSeoAuditService>[0]> & { heapMb?: number } = {}) =>
    createSeoAuditService({
      crawl: createWorkerCrawler({ heapMb }),
      ...more,
      repo: createKnexAuditRepository(t.infra.db),
      fetchPage: async (path) => {
        const res = await t.app.inject({ url: path });
        return { status: res.statusCode, body: res.body, headers: res.headers };
      },
      siteUrl: SITE,
      now: () => now,
      log: quiet,
    });
  const repo = () => createKnexAuditRepository(t.infra.db);
  const settle = async (id: number) => {
    for (;;) {
      const run = await repo().get(id);
      if (run?.status !== 'running') return run!;
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it(
    'starts once per day, at or after its UTC hour; on a fresh database, not before the first hour after the start',
    { timeout: 120_000 },
    async () => {
      // A server started on a fresh database at 14:00 does not audit at its first poll: 03:00 came before it.
      now = Date.parse('2026-11-23T14:00:00Z');
      expect(await service().nightly(3)).toBeUndefined();
      now = Date.parse('2026-11-24T02:50:00Z');
      expect(await service().nightly(3)).toBeUndefined();
      // One started before the hour runs at the hour's first poll.
      const s = service();
      now = Date.parse('2026-11-24T03:05:00Z');
      const first = await s.nightly(3);
      expect(first).toMatchObject({ trigger: 'nightly', startedBy: null, status: 'running' });
      expect((await settle(first!.id)).status).toBe('finished');
      now = Date.parse('2026-11-24T03:20:00Z');
      expect(await s.nightly(3)).toBeUndefined(); // this night's run has started
      now = Date.parse('2026-11-25T02:59:00Z');
      expect(await s.nightly(3)).toBeUndefined(); // not yet the hour
      now = Date.parse('2026-11-25T03:00:00Z');
      const next = await s.nightly(3);
      expect(next?.trigger).toBe('nightly');
      await settle(next!.id);
    },
  );

  it('a shutdown mid-run stops reading pages and records the run as failed, saying why', { timeout: 60_000 }, async () => {
    let release!: () => void;
    site.state.gate = new Promise<void>((r) => (release = r));
    const s = service();
    const run = await s.start('editor@coinatlas.example');
    // the audit's thread has read the sitemap and waits on the first pages
    while ((await repo().get(run.id))!.pagesTotal === 0) await new Promise((r) => setTimeout(r, 20));
    const stopping = s.stop();
    release();
    await stopping;
    site.state.gate = Promise.resolve();
    const stopped = await repo().get(run.id);
    expect(stopped).toMatchObject({ status: 'failed', failure: 'Stopped: the server shut down during the run.' });
    expect(stopped!.pagesDone).toBeLessThan(stopped!.pagesTotal);
    await expect(s.start('editor@coinatlas.example')).rejects.toThrow('The server is shutting down; start the audit again in a moment.');
  });

  it('a run whose process stopped (no heartbeat for ten minutes) is closed, and the next start goes ahead', async () => {
    const left = await repo().start('manual', 'gone@coinatlas.example', new Date(now - 11 * 60_000));
    expect(left).toBeDefined();
    let release!: () => void;
    site.state.gate = new Promise<void>((r) => (release = r));
    const s = service();
    const run = await s.start('editor@coinatlas.example');
    expect(await repo().get(left!.id)).toMatchObject({
      status: 'failed',
      failure: 'The run stopped without finishing (its server stopped or restarted).',
    });
    release();
    site.state.gate = Promise.resolve();
    expect((await settle(run.id)).status).toBe('finished');
  });

  it("a run that outgrows the audit thread's heap fails, saying so, and the server goes on serving", { timeout: 120_000 }, async () => {
    // every page links to 4,000 pages of its own: the link map outgrows a 16 MiB audit heap within a few dozen pages
    site.state.linksPerPage = 4000;
    try {
      const s = service({ heapMb: 16 });
      const run = await s.start('editor@coinatlas.example');
      const ended = await settle(run.id);
      expect(ended).toMatchObject({
        status: 'failed',
        failure:
          'The audit needed more than its 16 MiB of memory and was stopped; the site went on serving. Raise SEO_AUDIT_HEAP_MB to audit a site this large.',
      });
      expect(ended.pagesDone).toBeLessThan(ended.pagesTotal);
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      // and the next run goes ahead
      site.state.linksPerPage = 0;
      const next = await s.start('editor@coinatlas.example');
      expect((await settle(next.id)).status).toBe('finished');
    } finally {
      site.state.linksPerPage = 0;
    }
  });

  it('a run whose process died on this host is closed at once; a live one elsewhere is left running', { timeout: 60_000 }, async () => {
    const gone = 2 ** 22 + 17; // above Linux's default pid_max: no such process
    const left = await repo().start('manual', 'gone@coinatlas.example', new Date(now), `this-host:${gone}`);
    expect(left).toBeDefined();
    const s = service({ owner: `this-host:${process.pid}` });
    const run = await s.start('editor@coinatlas.example');
    expect(await repo().get(left!.id)).toMatchObject({
      status: 'failed',
      failure: 'The run stopped without finishing (its server stopped or restarted).',
    });
    expect((await settle(run.id)).status).toBe('finished');

    // the same host and pid, but not in this process's hands: the process restarted with the pid (a container)
    const mine = await repo().start('manual', 'gone@coinatlas.example', new Date(now), `this-host:${process.pid}`);
    expect(await s.recover()).toBe(true);
    expect((await repo().get(mine!.id))!.status).toBe('failed');

    // a run of a live process on another host, with a fresh heartbeat, stands: a start is refused with 409's message
    const other = await repo().start('manual', 'far@coinatlas.example', new Date(now), `other-host:1`);
    await expect(s.start('editor@coinatlas.example')).rejects.toThrow(`An audit is already running (run ${other!.id}`);
    expect(await s.recover()).toBe(false);
    // its heartbeat ages past 30 s: then it is taken for stopped
    now += 31_000;
    expect(await s.recover()).toBe(true);
    expect((await repo().get(other!.id))!.status).toBe('failed');
  });
});
