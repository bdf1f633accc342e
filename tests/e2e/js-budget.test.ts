/**
 * The JavaScript budget, page by page: every public page type (tests/perf/js-measure.ts PAGE_TYPES) loads at
 * most 140 KB of script as served (Brotli) until it is interactive, at a phone's screen with an empty cache.
 * Bytes, not time: the same build loads the same files. `tests/perf/js-budget.ts` prints the figures.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';
import { BUDGET_SERVER_ENV, JS_BUDGET, PAGE_TYPES, activateSampleCode, measurePageJs } from '../perf/js-measure.js';

describe('JavaScript budget', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ withRedis: false, env: BUDGET_SERVER_ENV });
    await activateSampleCode(server);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(PAGE_TYPES)('%s: at most 140 KB of JavaScript (Brotli) until interactive', async (path) => {
    const m = await measurePageJs(browser, server.url + path);
    expect(m.status, path).toBe(200);
    const files = m.scripts.map((s) => `${(s.brotli / 1024).toFixed(1)} KB ${s.path}`).join(', ');
    expect(m.brotli, `${path}: ${(m.brotli / 1024).toFixed(1)} KB (${files})`).toBeLessThanOrEqual(JS_BUDGET);
  });
});
