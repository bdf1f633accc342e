/**
 * The SEO audit over the whole site, as the nightly run and the admin's button do it: every sitemap URL in
 * every language, rendered by the real server renderer (so the client must be built: `npm run build`).
 * The site must have no errors; warnings and notices are printed, for the record.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../backend/src/paths.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SITE = 'https://coinatlas.example';
const EMAIL = 'editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';

type Run = {
  id: number;
  status: string;
  pagesTotal: number;
  pagesDone: number;
  linksTotal: number;
  linksDone: number;
  counts: Record<string, number>;
  failure: string | null;
};
type Finding = { severity: string; check: string; url: string; message: string };

describe('SEO audit of the whole site', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    const built = join(repoRoot, 'frontend/dist-ssr/entry-server.js');
    if (!existsSync(built)) throw new Error(`The audit reads the real pages: build the client first (npm run build); ${built} is missing.`);
    t = await createTestApp({ env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, PUBLIC_SITE_URL: SITE, SEO_AUDIT_HOUR: 'off' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: SITE },
      payload: { email: EMAIL, password: PASSWORD },
    });
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    headers = { cookie, origin: SITE, 'x-csrf-token': res.json().csrfToken as string };
  });
  afterAll(async () => t?.close());

  it('finds no errors on any indexable page in any language', { timeout: 600_000 }, async () => {
    const start = await t.app.inject({ method: 'POST', url: '/api/admin/seo-audit/runs', headers });
    expect(start.statusCode).toBe(202);
    let run = start.json() as Run;
    while (run.status === 'running') {
      await new Promise((r) => setTimeout(r, 1000)); // (the /api rate limit counts these reads too)
      const poll = await t.app.inject({ url: `/api/admin/seo-audit/runs/${run.id}`, headers });
      // a read that is not answered 200 says so (status and body) instead of ending the wait as if the run were over
      expect(poll.statusCode, `GET /api/admin/seo-audit/runs/${run.id}: ${poll.body}`).toBe(200);
      run = poll.json() as Run;
    }
    expect(run.failure, `the run ended ${run.status}`).toBeNull();
    expect(run.status).toBe('finished');
    expect(run.pagesTotal).toBeGreaterThan(200);
    expect(run.pagesDone).toBe(run.pagesTotal);
    expect(run.linksTotal).toBeGreaterThan(20);
    expect(run.linksDone).toBe(run.linksTotal);

    const { findings } = (await t.app.inject({ url: `/api/admin/seo-audit/runs/${run.id}/findings`, headers })).json() as {
      findings: Finding[];
    };
    const others = findings.filter((f) => f.severity !== 'error');
    console.info(
      `SEO audit: ${run.pagesTotal} pages, ${run.linksTotal} internal link targets; ${run.counts.error} errors, ${run.counts.warning} warnings, ${run.counts.notice} notices` +
        others.map((f) => `\n  ${f.severity} ${f.check} ${f.url}: ${f.message}`).join(''),
    );
    expect(findings.filter((f) => f.severity === 'error').map((f) => `${f.check} ${f.url}: ${f.message}`)).toEqual([]);
  });
});
