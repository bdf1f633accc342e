/**
 * JavaScript as served until the page is interactive, against the 140 KB budget (see js-measure.ts). Starts the
 * built server; run after `npm run build`:
 *
 *   npx tsx --conditions=source tests/perf/js-budget.ts [path ...]
 *
 * Without paths it measures one page of every type (PAGE_TYPES) and prints one line each; with paths, every
 * script of each. Exits with 1 when a page is over the budget. tests/e2e/js-budget.test.ts holds the same
 * pages to the budget in the browser suite.
 */
import { launchBrowser } from '../support/browser.js';
import { startServer } from '../support/server.js';
import { BUDGET_SERVER_ENV, JS_BUDGET, PAGE_TYPES, activateSampleCode, measurePageJs } from './js-measure.js';

const args = process.argv.slice(2);
const paths = args.length > 0 ? args : PAGE_TYPES;
const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(6)} KB`;
const server = await startServer({ withRedis: false, env: BUDGET_SERVER_ENV });
await activateSampleCode(server);
const browser = await launchBrowser();
let over = 0;
try {
  for (const path of paths) {
    const m = await measurePageJs(browser, server.url + path);
    if (args.length > 0) {
      for (const s of m.scripts) console.log(`  ${kb(s.brotli)} as served, ${kb(s.gzip)} gzip  ${s.path}`);
      for (const s of m.deferred) console.log(`  ${kb(s.brotli)} as served, ${kb(s.gzip)} gzip  ${s.path} (after load, not counted)`);
    }
    const ok = m.brotli <= JS_BUDGET;
    if (!ok) over++;
    console.log(
      `${path.padEnd(50)} ${kb(m.brotli)} Brotli ${kb(m.gzip)} gzip  ratio ${(m.brotli / JS_BUDGET).toFixed(2)}  ${ok ? 'OK' : 'OVER'}${m.status === 200 ? '' : `  (status ${m.status})`}`,
    );
  }
  console.log(`budget ${JS_BUDGET / 1024} KB as served (Brotli): ${over === 0 ? 'every page within it' : `${over} page(s) over`}`);
} catch (e) {
  console.error(server.output());
  throw e;
} finally {
  await browser.close();
  await server.stop();
}
if (over > 0) process.exitCode = 1;
