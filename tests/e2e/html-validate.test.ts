/**
 * The markup the server sends is valid HTML: html-validate's recommended rules (with the style-only ones
 * turned off in .htmlvalidate.mjs, each with its reason) over one page of every page type in the four
 * languages, read as a crawler does (raw HTML, no JavaScript). An exchange's referral page needs an active
 * code: one is imported first. The admin screens are English-only: their sign-in page is read once.
 */
import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerPath } from '@coinatlas/domain/partners/pages';
import { isPromotable, type PartnerStatus } from '@coinatlas/domain/partners/partner';
import { localizePath, SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';
import { PAGE_IDS, ROUTE_MANIFEST, type PageId } from '@coinatlas/domain/routes/manifest';
import { loadBlogSeeds } from '../../backend/src/modules/blog/adapters/fs-seeds.js';
import { importCodesCsv } from '../support/admin-http.js';
import { content, partnersOf } from '../support/content.js';
import { repoRoot, startServer, type RunningServer } from '../support/server.js';

const EMAIL = 'html-validate@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
const exchanges = partnersOf('exchange') as Array<{ id: string; status?: string }>;
const promotable = exchanges.filter((p) => isPromotable((p.status ?? 'active') as PartnerStatus));
/** a partner page with a written review (the fullest kind) */
const reviewed = content.reviews[0]!.partner;
const seeds = loadBlogSeeds();
/** a seeded post with a version in every language */
const post = seeds.posts.find((p) => ['es', 'de', 'pt'].every((l) => seeds.translations.some((t) => t.slug === p.slug && t.lang === l)))!;

/** One page of each page type (language-free paths); the personal and query-driven ones with what they read. */
const SAMPLES: Record<Exclude<PageId, 'admin' | 'author'>, string> = {
  home: '/',
  exchanges: '/exchanges',
  'trading-bots': '/trading-bots',
  'payment-cards': '/payment-cards',
  wallets: '/wallets/hardware',
  tools: '/tools',
  apps: '/apps',
  partner: partnerPath(reviewed.type, reviewed.id),
  'fee-calculator': '/fee-calculator',
  concepts: '/concepts',
  'analysis-guide': '/guide',
  'referral-codes': '/coupon-codes',
  'exchange-referral': `/referral-codes/${promotable[0]!.id}`,
  'blog-list': '/blog',
  'blog-post': `/blog/${post.slug}`,
  company: '/about',
  'legal-notice': '/legal-notice',
  contact: '/contact',
  search: '/search?q=kraken',
  unsubscribe: '/unsubscribe',
  compare: `/compare/exchanges/${[promotable[0]!.id, promotable[1]!.id].sort().join('-vs-')}`,
  methodology: '/methodology',
  watchlist: '/watchlist',
  'newsletter-confirm': '/newsletter/confirm',
};
/** The pages the manifest has that no sample reads here, and why. */
const NOT_SAMPLED: Partial<Record<PageId, string>> = {
  author: 'no author profile exists until an editor creates one (tests/e2e/authors.test.ts reads one)',
  admin: 'English only: read once below',
};

// the repository's .htmlvalidate.mjs, found from a file name at the root (the pages are validated as text)
const validator = new HtmlValidate(new FileSystemConfigLoader());
const validate = (html: string) => validator.validateString(html, join(repoRoot, 'page.html'));

describe('html-validate over one page of every page type', () => {
  let server: RunningServer;
  const findings = async (url: string) => {
    const res = await fetch(server.url + url);
    expect(res.status, url).toBe(200);
    const report = await validate(await res.text());
    return report.results.flatMap((r) => r.messages.map((m) => `${url} ${m.ruleId}: ${m.message} (${m.selector ?? `line ${m.line}`})`));
  };

  beforeAll(async () => {
    server = await startServer({ env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD } });
    const csv = ['entityType,entityId,code,url,isActive', `exchange,${promotable[0]!.id},HTMLV1,https://example.com/r/x,true`];
    expect((await importCodesCsv(server, csv.join('\n'), EMAIL, PASSWORD)).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('samples every page type of the route manifest', () => {
    const sampled = new Set<string>([...Object.keys(SAMPLES), ...Object.keys(NOT_SAMPLED)]);
    expect(PAGE_IDS.filter((p) => !sampled.has(p))).toEqual([]);
    for (const [page, path] of Object.entries(SAMPLES)) {
      expect(
        ROUTE_MANIFEST.some((e) => e.page === page && new RegExp(`^${e.path.replace(':id', '[^/]+')}$`).test(path.split('?')[0]!)),
        path,
      ).toBe(true);
    }
  });

  it.each(SITE_LANGUAGES)('every page type in %s has no findings', { timeout: 600_000 }, async (lang) => {
    const all: string[] = [];
    for (const path of Object.values(SAMPLES)) all.push(...(await findings(localizePath(lang, path))));
    // counts by rule first, for the record (the whole list follows in the failure)
    const byRule = new Map<string, number>();
    for (const f of all) byRule.set(f.split(' ')[1]!, (byRule.get(f.split(' ')[1]!) ?? 0) + 1);
    if (all.length) console.log(`html-validate ${lang}: ${all.length} findings`, Object.fromEntries(byRule), '\n' + all.join('\n'));
    expect(all).toEqual([]);
  });

  it('the admin sign-in page and the not-found page have no findings', { timeout: 120_000 }, async () => {
    const notFound = await fetch(`${server.url}/es/no-such-page`);
    expect(notFound.status).toBe(404);
    const report = await validate(await notFound.text());
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    expect(await findings('/admin/login')).toEqual([]);
  });
});
