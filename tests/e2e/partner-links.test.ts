/**
 * Every partner link on every page, as a crawler reads the server's HTML (no JavaScript): each page the
 * sitemap lists, in every language. A link to a partner (our /go/ redirect, or any address on a partner's
 * own host) must carry rel="sponsored noopener" and sit in a call to action with its disclosure
 * ([data-partner-cta] holding [data-disclosure]). Two kinds of link to a partner's host are not calls to
 * action and are marked so: the page a fact was checked against (data-fact-source, a citation) and a plain
 * link we earn nothing from (data-plain-link); neither may go through /go/.
 */
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content, partnersOf } from '../support/content.js';
import { importCodesCsv } from '../support/admin-http.js';
import { startServer, type RunningServer } from '../support/server.js';

const SITE = 'https://coinatlas.example';
const EMAIL = 'links@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
/** Referral pages exist while an exchange has a code: the first three get one, so their pages are listed. */
const WITH_CODES = partnersOf('exchange')
  .slice(0, 3)
  .map((p) => p.id);
const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');
const PARTNER_HOSTS = new Set(content.partners.map((p) => hostOf(p.officialUrl)));

describe('partner links on every page', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { PUBLIC_SITE_URL: SITE, ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD } });
    const csv = [
      'entityType,entityId,code,url,isActive',
      ...WITH_CODES.map((id) => `exchange,${id},LINKS-${id.toUpperCase()},https://example.com/r/${id},true`),
    ];
    expect((await importCodesCsv(server, csv.join('\n'), EMAIL, PASSWORD)).status).toBe(200);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(
    'are sponsored, noopener and beside their disclosure, on every page of the sitemap in every language',
    { timeout: 600_000 },
    async () => {
      const sitemap = await (await fetch(server.url + '/sitemap.xml')).text();
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(SITE.length) || '/');
      expect(paths.length).toBeGreaterThan(100);
      for (const prefix of ['/es', '/de', '/pt']) expect(paths.some((p) => p.startsWith(prefix + '/'))).toBe(true);
      for (const id of WITH_CODES) expect(paths).toContain(`/referral-codes/${id}`);

      const problems: string[] = [];
      let checked = 0;
      for (const path of paths) {
        const res = await fetch(server.url + path, { redirect: 'manual' });
        expect([path, res.status]).toEqual([path, 200]);
        const doc = new JSDOM(await res.text()).window.document;
        for (const a of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) {
          const href = a.getAttribute('href')!;
          const toGo = href.startsWith('/go/');
          let external = false;
          if (/^https?:/.test(href)) external = PARTNER_HOSTS.has(hostOf(href));
          if (!toGo && !external) continue;
          const rel = new Set((a.getAttribute('rel') ?? '').split(/\s+/));
          const label = `${path}: ${href} "${a.textContent?.trim().slice(0, 40)}"`;
          if (a.hasAttribute('data-fact-source') || a.hasAttribute('data-plain-link')) {
            if (toGo) problems.push(`${label}: a citation or plain link must not go through /go/`);
            if (!rel.has('noopener')) problems.push(`${label}: no rel noopener`);
            continue;
          }
          checked++;
          if (!rel.has('sponsored') || !rel.has('noopener')) problems.push(`${label}: rel="${a.getAttribute('rel') ?? ''}"`);
          const cta = a.closest('[data-partner-cta]');
          if (!cta?.querySelector('[data-disclosure]')?.textContent?.trim()) problems.push(`${label}: no disclosure beside it`);
        }
      }
      expect(problems).toEqual([]);
      // the pages do link to partners: a test that checked nothing would pass on a broken site
      expect(checked).toBeGreaterThan(500);
    },
  );
});
