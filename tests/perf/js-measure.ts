/**
 * How much JavaScript a page loads before it is interactive: every script response until the load event and
 * network idle, at Lighthouse's mobile screen (a Moto G Power, 412 x 823). Scripts the page asks for on purpose
 * after it is interactive (the client's `useAfterLoad`: the country suggestion and the promotion banner, a second
 * after the load event) are listed apart and not counted: whether network idle came before them depended on how
 * busy the machine was, so the same build measured 140.4 KB or 138.8 KB on /apps. Counted two ways: the bodies as
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
export type PageJs = {
  url: string;
  status: number;
  /** What counts: scripts asked for before the page's first after-load moment. */
  scripts: ScriptLoad[];
  /** Scripts asked for from that moment on (not counted). */
  deferred: ScriptLoad[];
  brotli: number;
  gzip: number;
};

/**
 * The client's earliest after-load moment: `useAfterLoad(SUGGESTION_DELAY_MS)` in lib/region/use-region.ts and
 * `useAfterLoad(BANNER_DELAY_MS)` in features/promotions/deferred-promo-banner.tsx, both 1 s after the load event.
 * A request sent from then on was started by one of those timers or later (a small margin covers the two clocks
 * of the browser's processes).
 */
const AFTER_LOAD_MS = 1000;
const CLOCK_MARGIN_MS = 50;

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
    await cdp.send('Page.enable');
    const types = new Map<string, string>();
    const bodies = new Map<string, number>();
    const sent = new Map<string, number>();
    const sizes = new Map<string, { n: number; sentAt: number }>();
    let loadAt = Number.POSITIVE_INFINITY;
    // CDP's timestamps, in seconds on one monotonic clock
    cdp.on('Page.loadEventFired', (e) => (loadAt = Math.min(loadAt, e.timestamp)));
    cdp.on('Network.requestWillBeSent', (e) => sent.set(e.requestId, e.timestamp));
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, `${e.type} ${e.response.url}`));
    cdp.on('Network.dataReceived', (e) => bodies.set(e.requestId, (bodies.get(e.requestId) ?? 0) + e.encodedDataLength));
    cdp.on('Network.loadingFinished', (e) => {
      const t = types.get(e.requestId);
      if (t?.startsWith('Script ')) {
        sizes.set(t.slice(7), { n: bodies.get(e.requestId) ?? e.encodedDataLength, sentAt: sent.get(e.requestId) ?? 0 });
      }
    });
    const res = await page.goto(url, { waitUntil: 'networkidle' });
    const afterLoad = loadAt + (AFTER_LOAD_MS - CLOCK_MARGIN_MS) / 1000;
    const loads = [...sizes.entries()]
      .map(([u, { n, sentAt }]) => ({ path: new URL(u).pathname, brotli: n, gzip: gzipOf(new URL(u).pathname), sentAt }))
      .sort((a, b) => b.brotli - a.brotli);
    const strip = ({ sentAt: _, ...load }: ScriptLoad & { sentAt: number }): ScriptLoad => load;
    const scripts = loads.filter((l) => l.sentAt < afterLoad).map(strip);
    return {
      url,
      status: res?.status() ?? 0,
      scripts,
      deferred: loads.filter((l) => l.sentAt >= afterLoad).map(strip),
      brotli: scripts.reduce((a, s) => a + s.brotli, 0),
      gzip: scripts.reduce((a, s) => a + s.gzip, 0),
    };
  } finally {
    await ctx.close();
  }
}
