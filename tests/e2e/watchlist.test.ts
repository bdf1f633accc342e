import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { startFakeProvider, type FakeProvider } from '../support/fake-coingecko.js';
import { startServer, type RunningServer } from '../support/server.js';

// Coin logos live on CoinGecko's image host; tests never leave this machine, so a local 1x1 PNG answers.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const WEEK_LABEL = /^7-day change [+-]\d+\.\d{2}%$/;

async function sectionViolations(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join('; ')})`,
    );
}

const prices = (page: Page) => page.locator('#live-prices');
const priceRows = (page: Page) => prices(page).locator('tbody tr:not([data-testid="price-skeleton-row"])');
const rowsOf = (page: Page, scope: string) => page.locator(`${scope} tbody tr[data-coin]`);

describe('the watchlist: stars on the price rows, the home section, /watchlist, export and import', () => {
  let fake: FakeProvider;
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    fake = await startFakeProvider();
    [server, browser] = await Promise.all([startServer({ env: { ...fake.env, PRICES_UPSTREAM_TIMEOUT_MS: '3000' } }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it.each([
    [1366, 900],
    [390, 844],
  ])('at %i px: star two coins, see them at home and on /watchlist with a line, export, clear, import them back', async (width, height) => {
    const ctx = await newContext(browser, { width, height });
    await ctx.route(/^https:\/\/(coin-images|assets)\.coingecko\.com\//, (r) => r.fulfill({ contentType: 'image/png', body: PNG }));
    const { page, errors } = await openPage(ctx);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const sectionCode = () => scripts.filter((s) => /\/home-watchlist-live-[^/]+\.js$/.test(s));

    // An empty watchlist: no section on the home page, and its code is never loaded.
    await page.goto(server.url + '/');
    await prices(page).scrollIntoViewIfNeeded();
    await expect.poll(() => priceRows(page).count(), { timeout: 15_000 }).toBe(10);
    expect(await page.locator('#watchlist').count()).toBe(0);
    expect(sectionCode()).toEqual([]);

    // The stars are toggle buttons named after their coin.
    const btcStar = prices(page).getByRole('button', { name: 'Add Bitcoin to watchlist', exact: true });
    const ethStar = prices(page).getByRole('button', { name: 'Add Ethereum to watchlist', exact: true });
    expect(await btcStar.getAttribute('aria-pressed')).toBe('false');
    await btcStar.click();
    await ethStar.click();
    await expect.poll(() => btcStar.getAttribute('aria-pressed')).toBe('true');
    expect(await ethStar.getAttribute('aria-pressed')).toBe('true');
    expect(await prices(page).getByRole('button', { pressed: true }).count()).toBe(2);

    // The home section appears below the prices, with both coins and a line each.
    const home = page.locator('#watchlist');
    await expect.poll(() => rowsOf(page, '#watchlist').count(), { timeout: 15_000 }).toBe(2);
    expect(sectionCode()).toHaveLength(1);
    expect(await home.getByRole('heading', { level: 2 }).textContent()).toBe('Your watchlist');
    expect(await rowsOf(page, '#watchlist').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-coin')))).toEqual([
      'bitcoin',
      'ethereum',
    ]);
    await expect.poll(() => home.getByTestId('sparkline').count(), { timeout: 15_000 }).toBe(2);
    expect(await sectionViolations(page, '#watchlist')).toEqual([]);

    // A reload starts with the section out of sight: it never pushes the first screen's content.
    await page.goto(server.url + '/');
    await expect.poll(() => rowsOf(page, '#watchlist').count(), { timeout: 15_000 }).toBe(2);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect((await home.boundingBox())!.y).toBeGreaterThan(height);

    // /watchlist: price, 24 h change and an SVG line with its text alternative, for each coin.
    await home.getByRole('link', { name: 'Open your watchlist' }).click();
    await page.waitForURL(server.url + '/watchlist');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Your watchlist');
    const rows = rowsOf(page, 'main');
    await expect.poll(() => page.getByTestId('sparkline').count(), { timeout: 15_000 }).toBe(2);
    expect(await rows.count()).toBe(2);
    for (const [i, name] of ['Bitcoin', 'Ethereum'].entries()) {
      const row = rows.nth(i);
      expect(await row.locator('td').nth(1).innerText()).toMatch(new RegExp(`^${name}\\s+${name === 'Bitcoin' ? 'BTC' : 'ETH'}$`));
      expect(await row.locator('td').nth(2).innerText()).toMatch(/^\$[\d,]+\.\d{2}/);
      const line = row.getByRole('img');
      expect(await line.getAttribute('aria-label')).toMatch(WEEK_LABEL);
      expect(await line.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg');
      // a drawn line: 42 points from the server, one segment between each two
      expect(await line.locator('path').getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){41}$/);
    }
    expect(await page.getByText('Data provided by CoinGecko. Prices and 7-day charts refresh every 10 minutes.').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Export: a JSON file with both coins.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export watchlist' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^coinatlas-watchlist-\d{4}-\d{2}-\d{2}\.json$/);
    const file = (await download.path())!;
    const exported = JSON.parse(readFileSync(file, 'utf8')) as { format: string; version: number; coins: Array<{ id: string }> };
    expect([exported.format, exported.version, exported.coins.map((c) => c.id)]).toEqual([
      'coinatlas-watchlist',
      1,
      ['bitcoin', 'ethereum'],
    ]);

    // Clear: the empty state explains how to add coins.
    await page.getByRole('button', { name: 'Clear watchlist' }).click();
    await page.getByTestId('watchlist-empty').waitFor();
    expect(await page.getByTestId('watchlist-notice').innerText()).toBe('Watchlist cleared. Undo');
    expect(await page.getByRole('heading', { level: 2, name: 'Your watchlist is empty' }).count()).toBe(1);
    expect(
      await page
        .getByText('Press the star next to any coin in the live price lists to add it here. Press it again to take the coin off.')
        .count(),
    ).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A file that is not a watchlist: a clear message, and nothing changes.
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('bitcoin, ethereum') });
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toBe('That file could not be imported: it is not a watchlist file exported from CoinAtlas (it is not JSON).');
    await input.setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from('{"coins":["bitcoin"]}') });
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toBe('That file could not be imported: it is not a watchlist file exported from CoinAtlas.');
    expect(await page.getByTestId('watchlist-empty').count()).toBe(1);

    // Import the exported file: both coins are back, with their lines, here and on the home page.
    await input.setInputFiles(file);
    await expect.poll(() => page.getByTestId('watchlist-notice').innerText()).toBe('Imported 2 coins.');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => page.getByTestId('sparkline').count(), { timeout: 15_000 }).toBe(2);
    await page.goto(server.url + '/');
    await expect.poll(() => rowsOf(page, '#watchlist').count(), { timeout: 15_000 }).toBe(2);

    // The star on a price row takes a coin off again.
    await prices(page).scrollIntoViewIfNeeded();
    await expect.poll(() => priceRows(page).count(), { timeout: 15_000 }).toBe(10);
    await expect.poll(() => btcStar.getAttribute('aria-pressed')).toBe('true');
    await btcStar.click();
    await expect.poll(() => rowsOf(page, '#watchlist').count()).toBe(1);
    expect(await prices(page).getByRole('button', { pressed: true }).count()).toBe(1);

    expect(errors).toEqual([]);
    await ctx.close();
  });

  it("/watchlist is rendered on the server in every language, as a noindex page, without anybody's coins", async () => {
    for (const [path, title] of [
      ['/watchlist', 'Your watchlist'],
      ['/es/watchlist', 'Tu lista de seguimiento'],
      ['/de/watchlist', 'Deine Watchlist'],
      ['/pt/watchlist', 'Sua lista de observação'],
    ] as const) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('<meta name="robots" content="noindex">');
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(html, path).not.toContain('data-coin=');
    }
  });
});
