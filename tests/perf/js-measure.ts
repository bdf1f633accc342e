/**
 * How much JavaScript a page loads before it is interactive: every script response until the load event and
 * network idle, at Lighthouse's mobile screen (a Moto G Power, 412 x 823). Counted two ways: the bodies as
 * served (Brotli, which every current browser accepts; response headers not counted) and the same files
 * gzipped (the build's .gz copies, what a client without Brotli gets). Used by `tests/perf/js-budget.ts`
 * (prints) and `tests/e2e/js-budget.test.ts` (holds every page type to the budget).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { adminHeaders } from '../support/admin-http.js';
import { newContext } from '../support/browser.js';
import type { RunningServer } from '../support/server.js';

/** The budget: JavaScript as served (Brotli bytes) until the page is interactive. */
export const JS_BUDGET = 140 * 1024;

/**
 * One page of each type the route manifest has (public ones; the admin screens are not held to it), with the
 * directories whose first screens differ the most. The records named here are in backend/content; the
 * exchange referral page exists once its code is active (activateSampleCode).
 */
export const PAGE_TYPES: readonly string[] = [
  '/',
  '/exchanges',
  '/exchanges/decentralized',
  '/wallets',
  '/apps',
  '/trading-bots',
  '/payment-cards',
  '/tools',
  '/coupon-codes',
  '/referral-codes/kraken',
  '/exchanges/kraken',
  '/wallets/ledger-nano-x',
  '/apps/aave',
  '/trading-bots/cryptohopper',
  '/payment-cards/crypto-com',
  '/tools/glassnode',
  '/compare/exchanges/coinbase-vs-kraken',
  '/compare/wallets/ledger-nano-x-vs-trezor-safe-3',
  '/fee-calculator',
  '/concepts',
  '/guide',
  '/blog',
  '/blog/how-to-buy-your-first-bitcoin-safely',
  '/about',
  '/contact',
  '/methodology',
  '/search?q=bitcoin',
  '/watchlist',
  '/es/exchanges',
];

const ADMIN = { email: 'budget-admin@coinatlas.test', password: 'budget-password-1234' };
/** What the server is started with so that activateSampleCode can sign in. */
export const BUDGET_SERVER_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };

/**
 * Activates Kraken's referral code, as an editor would (the seeded codes are inactive placeholders): the
 * directories then show a live code in their widgets, and /referral-codes/kraken exists, as on the site.
 */
export async function activateSampleCode(server: RunningServer): Promise<void> {
  const headers = await adminHeaders(server, ADMIN.email, ADMIN.password);
  const rows = (await (await fetch(`${server.url}/api/referral-codes?includeInactive=true`, { headers })).json()) as Array<{
    id: number;
    entityType: string;
    entityId: string;
  }>;
  const row = rows.find((r) => r.entityType === 'exchange' && r.entityId === 'kraken');
  if (!row) throw new Error('no referral code row for kraken');
  const res = await fetch(`${server.url}/api/referral-codes/${row.id}`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ code: 'BUDGETTEST', url: 'https://www.kraken.com/sign-up?ref=budgettest', discount: '', isActive: true }),
  });
  if (!res.ok) throw new Error(`activating kraken's code: HTTP ${res.status} ${await res.text()}`);
}

export type ScriptLoad = { path: string; brotli: number; gzip: number };
export type PageJs = { url: string; status: number; scripts: ScriptLoad[]; brotli: number; gzip: number };

const dist = join(import.meta.dirname, '../../frontend/dist');
function gzipOf(pathname: string): number {
  const file = join(dist, pathname);
  try {
    return statSync(`${file}.gz`).size;
  } catch {
    return readFileSync(file).length; // below the build's compression threshold: sent as it is
  }
}

/** Opens `url` in a fresh context (an empty cache) and counts its scripts until network idle. */
export async function measurePageJs(browser: Browser, url: string): Promise<PageJs> {
  const ctx = await newContext(browser, { width: 412, height: 823 });
  try {
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    const types = new Map<string, string>();
    const bodies = new Map<string, number>();
    const sizes = new Map<string, number>();
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, `${e.type} ${e.response.url}`));
    cdp.on('Network.dataReceived', (e) => bodies.set(e.requestId, (bodies.get(e.requestId) ?? 0) + e.encodedDataLength));
    cdp.on('Network.loadingFinished', (e) => {
      const t = types.get(e.requestId);
      if (t?.startsWith('Script ')) sizes.set(t.slice(7), bodies.get(e.requestId) ?? e.encodedDataLength);
    });
    const res = await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = [...sizes.entries()]
      .map(([u, n]) => ({ path: new URL(u).pathname, brotli: n, gzip: gzipOf(new URL(u).pathname) }))
      .sort((a, b) => b.brotli - a.brotli);
    return {
      url,
      status: res?.status() ?? 0,
      scripts,
      brotli: scripts.reduce((a, s) => a + s.brotli, 0),
      gzip: scripts.reduce((a, s) => a + s.gzip, 0),
    };
  } finally {
    await ctx.close();
  }
}
