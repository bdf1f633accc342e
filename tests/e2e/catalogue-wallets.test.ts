import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

const countLine = (page: Page) => page.getByTestId('wallets-count').textContent();
const cardIds = (page: Page) => page.locator('[data-wallet-id]').evaluateAll((els) => els.map((e) => e.id));
const tableIds = (page: Page) =>
  page.locator('[data-glance-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-glance-id')));

describe('/wallets: the wallet comparison', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('/wallets compares all 23 wallets in the table and the cards; the type links go to the hardware and software paths', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/wallets');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Crypto Wallets Compared');
    expect(await countLine(page)).toBe('Showing 23 of 23 wallets');
    expect(await cardIds(page)).toHaveLength(23);
    expect(await tableIds(page)).toEqual(await cardIds(page));
    expect(await page.getByRole('link', { name: 'All wallets (23)' }).getAttribute('aria-current')).toBe('page');

    const list = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((b) => JSON.parse(b))
      .find((d) => d['@type'] === 'ItemList');
    expect(list.itemListElement).toHaveLength(10);

    await page.getByRole('link', { name: 'Hardware (11)' }).click();
    await page.waitForURL(server.url + '/wallets/hardware');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Hardware Wallets Compared');
    expect(await countLine(page)).toBe('Showing 11 of 11 wallets');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/^Compare 11 hardware wallets/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link').allTextContents()).toEqual(['Home', 'Wallets']);
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Hardware Wallets');

    await page.getByRole('link', { name: 'Software (12)' }).click();
    await page.waitForURL(server.url + '/wallets/software');
    await expect.poll(() => countLine(page)).toBe('Showing 12 of 12 wallets');
    expect(await page.title()).toMatch(/^Software Wallets Compared/);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('chain support and "fully open source only" change the visible set, with exact counts, and the empty state clears them', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/wallets/hardware');
    const chain = page.getByRole('combobox', { name: 'Chain support' });
    const openSource = page.getByRole('checkbox', { name: 'Fully open source only' });
    await chain.selectOption('solana');
    await expect.poll(() => countLine(page)).toBe('Showing 7 of 11 wallets');
    await openSource.check();
    await expect.poll(() => countLine(page)).toBe('Showing 3 of 11 wallets');
    expect(await cardIds(page)).toEqual(['trezor-safe-3', 'trezor-safe-5', 'keystone-3-pro']);
    expect(await tableIds(page)).toEqual(['trezor-safe-3', 'trezor-safe-5', 'keystone-3-pro']);
    await chain.selectOption('bitcoinOnly');
    await expect.poll(() => countLine(page)).toBe('Showing 0 of 11 wallets');
    expect(await page.getByText('No wallets match these filters.').count()).toBe(1);
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect.poll(() => countLine(page)).toBe('Showing 11 of 11 wallets');
    expect(await chain.inputValue()).toBe('any');
    expect(await openSource.isChecked()).toBe(false);

    await page.goto(server.url + '/wallets/software');
    await page.getByRole('combobox', { name: 'Chain support' }).selectOption('bitcoinOnly');
    await expect.poll(() => countLine(page)).toBe('Showing 4 of 12 wallets');
    expect(await cardIds(page)).toEqual(['electrum', 'sparrow', 'bluewallet', 'bitcoin-core']);

    await page.goto(server.url + '/wallets');
    await page.getByRole('combobox', { name: 'Chain support' }).selectOption('evm');
    await expect.poll(() => countLine(page)).toBe('Showing 17 of 23 wallets');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('every Visit link goes through /go/wallet/{id} in a new tab with rel="sponsored noopener"', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/wallets');
    await page.getByTestId('wallets-count').waitFor();
    const links = page.getByRole('link', { name: /^Visit / });
    await expect.poll(() => links.count()).toBe(23);
    const attrs = await links.evaluateAll((els) =>
      els.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    );
    expect(attrs).toEqual((await cardIds(page)).map((id) => ({ href: `/go/wallet/${id}`, target: '_blank', rel: 'sponsored noopener' })));
    expect(await page.locator('#ledger-nano-x').getByRole('link', { name: /^Visit Ledger Nano X/ }).getAttribute('href')).toBe(
      '/go/wallet/ledger-nano-x',
    );
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('at 360 px the table gives way to readable cards with no page-level horizontal scroll', async () => {
    const ctx = await newContext(browser, { width: 360, height: 800 });
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/wallets');
    await page.getByTestId('wallets-count').waitFor();
    expect(await page.locator('table').isVisible()).toBe(false);
    expect(await page.locator('#trezor-safe-5').isVisible()).toBe(true);
    expect(await page.locator('main').evaluate((m) => m.scrollWidth <= window.innerWidth)).toBe(true);
    await ctx.close();
  });

  // one page per test: axe on a page this size takes a while on a busy runner
  it.each([
    ['/wallets', 'light'],
    ['/wallets', 'dark'],
    ['/wallets/hardware', 'dark'],
    ['/wallets/software', 'light'],
  ] as const)('%s has no serious accessibility violations (%s)', async (path, colorScheme) => {
    const ctx = await newContext(browser, { colorScheme });
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + path);
    await page.getByTestId('wallets-count').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 120_000);
});
