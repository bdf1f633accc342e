/**
 * The server stays up (issue 34): the built server, started exactly as `npm start` starts it (its Node flags,
 * production mode, embedded PGlite, in-process cache, a fresh data folder), runs a full SEO audit of the site
 * while a crawler reads every sitemap URL. The process must stay alive, `/healthz` must answer 200 all along,
 * and its resident memory (the kernel's own peak, VmHWM) must stay within the budget. Every production server
 * once died of heap exhaustion seconds into its first audit; this is the test that would have caught it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rssOf, startMakeRun, type MakeRunServer } from '../bench/make-run.js';
import { startFakeProvider, type FakeProvider } from '../support/fake-coingecko.js';
import { freePort } from '../support/server.js';

/** The process's budget in a 512 MiB container (README, "Memory by design"). */
const BUDGET_MIB = 460;
const MIB = 1024 * 1024;
const ORIGIN = 'http://localhost:3000';
const ADMIN = { email: 'ops@coinatlas.example', password: 'correct horse battery staple' };

describe('the server as npm start runs it, through a full SEO audit and a sitemap pass', () => {
  let fake: FakeProvider;
  let server: MakeRunServer;
  let dataDir: string;

  beforeAll(async () => {
    fake = await startFakeProvider();
    dataDir = mkdtempSync(join(tmpdir(), 'coinatlas-stays-up-'));
    server = await startMakeRun({
      port: await freePort(),
      env: {
        PGLITE_DIR: join(dataDir, 'pg'),
        MAIL_DIR: join(dataDir, 'mail'),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // one client sends everything here: the limits are tested elsewhere
        RATE_LIMIT_MAX: '1000000000',
        PAGE_RENDER_RATE_LIMIT_MAX: '1000000000',
        ...fake.env,
      },
    });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('stays alive, answers /healthz throughout, and stays within its memory budget', { timeout: 600_000 }, async () => {
    const base = server.url;
    // /healthz every 200 ms for as long as the audit runs
    const health = { ok: 0, failed: [] as string[] };
    let watching = true;
    const watch = (async () => {
      while (watching) {
        try {
          const res = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(10_000) });
          await res.arrayBuffer();
          if (res.status === 200) health.ok++;
          else health.failed.push(`status ${res.status}`);
        } catch (err) {
          health.failed.push(String(err));
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    })();

    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const headers = { origin: ORIGIN, cookie, 'x-csrf-token': ((await login.json()) as { csrfToken: string }).csrfToken };
    const started = await fetch(`${base}/api/admin/seo-audit/runs`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(started.status).toBe(202);
    const run = (await started.json()) as { id: number };

    // a crawler reads every sitemap URL, four at a time, while the audit runs
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThan(500);
    const statuses: Record<number, number> = {};
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < paths.length) {
          const res = await fetch(base + paths[next++]!, { headers: { 'accept-encoding': 'br' } });
          await res.arrayBuffer();
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        }
      }),
    );
    expect(statuses).toEqual({ 200: paths.length });

    type Run = { status: string; pagesTotal: number; pagesDone: number; failure: string | null };
    let state: Run;
    for (;;) {
      state = (await (await fetch(`${base}/api/admin/seo-audit/runs/${run.id}`, { headers })).json()) as Run;
      if (state.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 500));
    }
    watching = false;
    await watch;

    expect(server.child.exitCode).toBeNull();
    expect(state).toMatchObject({ status: 'finished', failure: null, pagesTotal: paths.length, pagesDone: paths.length });
    expect(health.failed).toEqual([]);
    expect(health.ok).toBeGreaterThan(0);
    const { rss, peak } = rssOf(server.pid);
    console.log(`stays-up: RSS now ${(rss / MIB).toFixed(0)} MiB, peak ${(peak / MIB).toFixed(0)} MiB (budget ${BUDGET_MIB} MiB)`);
    expect(peak / MIB).toBeLessThan(BUDGET_MIB);
  });
});
