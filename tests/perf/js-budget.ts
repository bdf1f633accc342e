/**
 * How much JavaScript the home page loads before it is interactive: every script response until the
 * load event and network idle, measured as gzip bytes on the wire. Budget: 130 KB.
 */
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
  cdp.on('Network.loadingFinished', (e) => {
    const t = types.get(e.requestId);
    if (t?.startsWith('Script ')) sizes.set(t.slice(7), e.encodedDataLength);
  });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  for (const [url, n] of [...sizes.entries()].sort((a, b) => b[1] - a[1]))
    console.log(`${(n / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`);
  console.log(`JS before interactive on ${path}: ${(total / 1024).toFixed(1)} KB gzip (budget ${BUDGET / 1024} KB, ratio ${(total / BUDGET).toFixed(2)})`);
} finally {
  await browser.close();
  await server.stop();
}
