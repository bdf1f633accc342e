/**
 * Directories of more records than a page shows, in a real browser (issue 34, item 7): the browser hydrates
 * the very cards the server sent for each page (no console error), the page links work in both, and the
 * exchange directory's search words, which the server never renders, apply once the page is live.
 * Test data in a temporary copy of the content folder (more tools and exchanges); the shipped records are not changed.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_PAGE_SIZE } from '../../frontend/src/lib/listing-pages.js';
import { launchBrowser, newContext, openPage } from '../support/browser.js';
import { repoRoot, startServer, type RunningServer } from '../support/server.js';

/** The shipped content with `n` copies of a record of a folder under new ids and orders. */
function contentWith(extra: Array<{ folder: string; source: string; n: number }>): string {
  const dir = mkdtempSync(join(tmpdir(), 'coinatlas-listing-pages-'));
  cpSync(join(repoRoot, 'backend/content'), dir, { recursive: true });
  for (const { folder, source, n } of extra) {
    const template = JSON.parse(readFileSync(join(dir, 'partners', folder, `${source}.json`), 'utf8')) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    for (let i = 0; i < n; i++) {
      const record = structuredClone(template);
      record.id = `more-${folder}-${i}`;
      record.name = `More ${folder} ${i}`;
      record.order = 1000 + i;
      if (record.trending) record.trending.order = 100 + i;
      writeFileSync(join(dir, 'partners', folder, `${record.id}.json`), JSON.stringify(record, null, 2));
    }
  }
  return dir;
}

const serverCards = (html: string) => [...html.matchAll(/<article id="([^"]+)"/g)].map((m) => m[1]!);
const browserCards = (page: Page) => page.locator('main article[id]').evaluateAll((els) => els.map((e) => e.id));

describe('directory pages in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let content: string;
  beforeAll(async () => {
    content = contentWith([
      { folder: 'tools', source: 'glassnode', n: LISTING_PAGE_SIZE + 10 },
      { folder: 'exchanges', source: 'kraken', n: 7 },
    ]);
    server = await startServer({ env: { CONTENT_DIR: content, SEO_AUDIT_HOUR: 'off' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (content) rmSync(content, { recursive: true, force: true });
  });

  /**
   * Follows a link of the pager to `url`. The cards above it take their full height as they near the screen
   * (content-visibility), so the pager can still move while the click scrolls to it and the press land
   * beside it; the click is tried again (at most three times) until the address is the link's.
   */
  async function follow(page: Page, name: string, url: string) {
    for (let attempt = 1; ; attempt++) {
      if (page.url() !== url) await page.getByRole('navigation', { name: 'Pages of this list' }).getByRole('link', { name }).click();
      try {
        await page.waitForURL(url, { timeout: 10_000 });
        return;
      } catch (err) {
        if (attempt === 3) throw err;
      }
    }
  }

  it('hydrates the cards the server rendered on every page, and its page links lead to the other pages', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    for (const url of [
      '/tools',
      '/tools?page=2',
      '/de/tools?page=2',
      '/exchanges',
      '/exchanges?page=2',
      '/es/exchanges?page=2&sort=fees',
    ]) {
      const html = await (await fetch(server.url + url)).text();
      const sent = serverCards(html);
      expect(sent.length, url).toBeGreaterThan(0);
      expect(sent.length, url).toBeLessThanOrEqual(LISTING_PAGE_SIZE);
      await page.goto(server.url + url);
      expect(await browserCards(page), url).toEqual(sent);
    }
    // the links, in the browser: from page 2 of the tools to page 1 and back
    await page.goto(`${server.url}/tools?page=2`);
    const second = await browserCards(page);
    await follow(page, 'Previous page', `${server.url}/tools`);
    await expect.poll(() => browserCards(page)).toEqual(serverCards(await (await fetch(`${server.url}/tools`)).text()));
    await follow(page, 'Page 2', `${server.url}/tools?page=2`);
    await expect.poll(() => browserCards(page)).toEqual(second);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a page past the last is the 404 page in the browser too', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx, { ignore: [/status of 404/] });
    const res = await page.goto(`${server.url}/tools?page=3`);
    expect(res?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('This page of the list does not exist');
    await page.getByRole('link', { name: 'Go to the first page' }).click();
    await page.waitForURL(`${server.url}/tools`);
    await expect.poll(() => page.locator('main article[id]').count()).toBe(LISTING_PAGE_SIZE);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the exchange directory applies its search words from the address once the page is live', async () => {
    const html = await (await fetch(`${server.url}/exchanges?q=bitstamp`)).text();
    // the server rendered the view itself (one cached page for every search)
    expect(serverCards(html)).toEqual(serverCards(await (await fetch(`${server.url}/exchanges`)).text()));
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(`${server.url}/exchanges?q=bitstamp`);
    await expect.poll(() => browserCards(page)).toEqual(['bitstamp']);
    expect(await page.getByLabel('Search exchanges').inputValue()).toBe('bitstamp');
    expect(new URL(page.url()).search).toBe('?q=bitstamp');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
