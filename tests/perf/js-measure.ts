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
import { newContext } from '../support/browser.js';

/** The budget: JavaScript as served (Brotli bytes) until the page is interactive. */
export const JS_BUDGET = 130 * 1024;

/**
 * One page of each type the route manifest has (public ones; the admin screens are not held to it), with the
 * directories whose first screens differ the most. The records named here are in backend/content.
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
  '/referral-codes/binance',
  '/exchanges/kraken',
  '/wallets/ledger-nano-x',
  '/apps/metamask',
  '/trading-bots/3commas',
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
