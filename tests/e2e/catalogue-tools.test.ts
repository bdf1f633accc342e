import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

const panelIds = (page: Page) =>
  page.locator('[role="tabpanel"][data-state="active"] [data-testid="listing-card"]').evaluateAll((els) => els.map((e) => e.id));
const countLine = (page: Page) => page.locator('[role="tabpanel"][data-state="active"] [data-testid="tools-count"]').textContent();

describe('/tools', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the title, the ten tabs, and each tab shows exactly its tools (tax tools under Taxes)', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/tools');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Crypto Tools & Resources');
    expect(await page.title()).toBe('Crypto Tools & Resources | CoinAtlas');
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allTextContents()).toEqual(['Home', 'Tools']);
    const tabs = page.getByRole('tablist', { name: 'Tool categories' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual([
      'All Tools',
      'Analytics',
      'Market Data',
      'Security',
      'Trading',
      'Research',
      'Taxes',
      'Portfolio',
      'DeFi & Staking',
      'Data Tools',
    ]);
    expect(await panelIds(page)).toHaveLength(23);
    expect(await countLine(page)).toBe('Showing 23 of 23 tools');
    const expected: Record<string, string[]> = {
      Analytics: ['coinglass', 'glassnode', 'nansen', 'crypto-quant'],
      'Market Data': ['coinmarketcap', 'coingecko', 'dex-screener'],
      Security: ['trezor', 'ledger'],
      Trading: ['trading-view', 'cryptohopper', '3commas'],
      Research: ['messari', 'token-terminal'],
      Taxes: ['crypto-tax-calculator', 'tokentax'],
      Portfolio: ['zerion', 'cointracker', 'debank'],
      'DeFi & Staking': ['defillama', 'xbanking'],
      'Data Tools': ['cryptosheets', 'etherscan'],
    };
    for (const [tab, ids] of Object.entries(expected)) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect.poll(() => panelIds(page), { message: tab }).toEqual(ids);
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('searches name, description, features and tag case-insensitively, combined with the tab; clear resets', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/tools');
    const box = page.getByRole('searchbox', { name: 'Search tools' });
    await box.waitFor();
    expect(await box.getAttribute('placeholder')).toBe('Search tools by name, description, or features...');
    expect(await page.getByRole('button', { name: 'Clear search' }).count()).toBe(0);

    await box.fill('HARDWARE WALLET'); // the tag of Trezor and Ledger
    await expect.poll(() => panelIds(page)).toEqual(['trezor', 'ledger']);
    expect(await countLine(page)).toBe('Showing 2 of 23 tools');
    await box.fill('pine script'); // a feature (and the description) of TradingView
    await expect.poll(() => panelIds(page)).toEqual(['trading-view']);
    await box.fill('CoinGlass'); // a name
    await expect.poll(() => panelIds(page)).toEqual(['coinglass']);
    await box.fill('tax'); // names, a tag, and the 'Stax' in Ledger's description: plain substring matching
    await expect.poll(() => panelIds(page)).toEqual(['ledger', 'crypto-tax-calculator', 'tokentax', 'cointracker']);
    await page.getByRole('tab', { name: 'Portfolio' }).click();
    await expect.poll(() => panelIds(page)).toEqual(['cointracker']);
    expect(await countLine(page)).toBe('Showing 1 of 3 tools');

    await box.fill('zzz');
    const empty = page.getByTestId('tools-empty');
    await expect.poll(() => empty.textContent()).toContain('No tools match “zzz”.');
    await empty.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => panelIds(page)).toEqual(['zerion', 'cointracker', 'debank']);
    expect(await box.inputValue()).toBe('');

    await page.getByRole('tab', { name: 'All Tools' }).click();
    await box.fill('ledger');
    await expect.poll(() => panelIds(page)).toEqual(['ledger']);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => panelIds(page)).toHaveLength(23);
    expect(await box.inputValue()).toBe('');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await ctx.close();
  });

  it('offers Read Review exactly for the six reviewed tools and shows their offers', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/tools');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const reviewed = await page
      .locator('[data-testid="listing-card"]')
      .filter({ has: page.getByRole('button', { name: /^Read Review/ }) })
      .evaluateAll((els) => els.map((e) => e.id));
    expect(reviewed).toEqual(['coinglass', 'glassnode', 'crypto-quant', 'ledger', 'trading-view', '3commas']);
    expect(await page.locator('#ledger [data-testid="offer"]').textContent()).toBe('$25 off when spending $250+');
    expect(await page.locator('#trading-view [data-testid="offer"]').textContent()).toBe('30-day free Premium trial');
    expect(await page.locator('#coinglass [data-testid="offer"]').count()).toBe(0);
    await ctx.close();
  });

  it("every 'Visit Website' goes through /go/tool/{id} in a new tab with rel sponsored noopener", async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/tools');
    const visits = page.getByRole('link', { name: /^Visit Website/ });
    await expect.poll(() => visits.count()).toBe(23);
    const ids = await panelIds(page);
    const attrs = await visits.evaluateAll((els) => els.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]));
    expect(attrs).toEqual(ids.map((id) => [`/go/tool/${id}`, '_blank', 'sponsored noopener']));
    expect(await page.locator('main a[href^="http"]').count()).toBe(0);
    await ctx.close();
  });

  it('publishes structured data for the first 10 tools', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/tools');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const list = data.find((d) => d['@type'] === 'ItemList');
    expect(list.numberOfItems).toBe(10);
    expect(list.itemListElement.map((e: { item: { name: string } }) => e.item.name)).toEqual([
      'CoinGlass',
      'Glassnode',
      'Nansen',
      'CryptoQuant',
      'CoinMarketCap',
      'CoinGecko',
      'DEX Screener',
      'Trezor',
      'Ledger',
      'TradingView',
    ]);
    await ctx.close();
  });

  it('a hash equal to a tool id highlights it; the home page links /tools#{id} work', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/tools#defillama');
    await expect
      .poll(() => page.locator('#defillama').evaluate((el) => el.classList.contains('is-highlighted')), { timeout: 3000 })
      .toBe(true);
    await ctx.close();
  });

  it.each(['light', 'dark'] as const)('has no serious axe violations, with results and with the empty state (%s)', async (colorScheme) => {
    const ctx = await newContext(browser, { colorScheme });
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/tools');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search tools' }).fill('nothing-matches-this');
    await page.getByTestId('tools-empty').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await ctx.close();
  });
});
