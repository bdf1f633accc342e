/**
 * How much JavaScript the home page loads before it is interactive: every script response until the
 * load event and network idle. Printed two ways against the 130 KB budget: the bodies as served (Brotli,
 * which every current browser accepts; response headers not counted) and the same files gzipped (the
 * build's .gz copies, what a client without Brotli gets).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, newContext } from '../support/browser.js';
import { startServer } from '../support/server.js';

const BUDGET = 130 * 1024;
const path = process.argv[2] ?? '/';
const server = await startServer({ withRedis: false });
const browser = await launchBrowser();
try {
  // Lighthouse's mobile screen (a Moto G Power): 412 x 823
  const ctx = await newContext(browser, { width: 412, height: 823 });
  const page = await ctx.newPage();
  const sizes = new Map<string, number>();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, `${e.type} ${e.response.url}`));
  const bodies = new Map<string, number>();
  cdp.on('Network.dataReceived', (e) => bodies.set(e.requestId, (bodies.get(e.requestId) ?? 0) + e.encodedDataLength));
  cdp.on('Network.loadingFinished', (e) => {
    const t = types.get(e.requestId);
    if (t?.startsWith('Script ')) sizes.set(t.slice(7), bodies.get(e.requestId) ?? e.encodedDataLength);
  });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  const dist = join(import.meta.dirname, '../../frontend/dist');
  const gzipOf = (url: string) => {
    const file = join(dist, new URL(url).pathname);
    try {
      return statSync(`${file}.gz`).size;
    } catch {
      return readFileSync(file).length; // (below the build's compression threshold: sent as it is)
    }
  };
  const gzip = [...sizes.keys()].reduce((a, u) => a + gzipOf(u), 0);
  for (const [url, n] of [...sizes.entries()].sort((a, b) => b[1] - a[1]))
    console.log(`${(n / 1024).toFixed(1).padStart(7)} KB as served, ${(gzipOf(url) / 1024).toFixed(1).padStart(6)} KB gzip  ${new URL(url).pathname}`);
  console.log(`JS before interactive on ${path}: ${(total / 1024).toFixed(1)} KB as served (Brotli; ratio to the ${BUDGET / 1024} KB budget ${(total / BUDGET).toFixed(2)})`);
  console.log(`  the same files gzipped: ${(gzip / 1024).toFixed(1)} KB (ratio ${(gzip / BUDGET).toFixed(2)})`);
} finally {
  await browser.close();
  await server.stop();
}
