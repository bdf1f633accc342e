import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

const ALL = ['crypto-com', 'binance-card', 'bybit-card', 'coinbase-card', 'revolut-card', 'nexo-card', 'plutus-card', 'swipe-card', 'gnosis-pay'];
const panelIds = (page: Page) =>
  page.locator('[role="tabpanel"][data-state="active"] [data-testid="listing-card"]').evaluateAll((els) => els.map((e) => e.id));
const columns = (page: Page) =>
  page.locator('[role="tabpanel"][data-state="active"] [data-testid="listing-grid"]').evaluate(
    (el) => getComputedStyle(el).gridTemplateColumns.split(' ').length,
  );

describe('/payment-cards', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the title and breadcrumb; the tabs show 9, 7, 2 and 0 cards; Amex explains why it is empty', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/payment-cards');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Crypto Payment Cards');
    expect(await page.title()).toBe('Crypto Payment Cards Compared | CoinAtlas');
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allTextContents()).toEqual([
      'Home',
      'Payment Cards',
    ]);
    expect(await page.getByRole('tablist', { name: 'Card networks' }).getByRole('tab').allTextContents()).toEqual([
      'All Cards',
      'Visa Cards',
      'Mastercard',
      'Amex',
    ]);
    expect(await panelIds(page)).toEqual(ALL);
    await page.getByRole('tab', { name: 'Visa Cards' }).click();
    await expect.poll(() => panelIds(page)).toEqual(ALL.filter((id) => id !== 'bybit-card' && id !== 'nexo-card'));
    await page.getByRole('tab', { name: 'Mastercard' }).click();
    await expect.poll(() => panelIds(page)).toEqual(['bybit-card', 'nexo-card']);
    await page.getByRole('tab', { name: 'Amex' }).click();
    const empty = page.getByTestId('cards-empty');
    await expect.poll(() => empty.getByRole('heading').textContent()).toBe('No Amex crypto cards on our list');
    expect(await empty.textContent()).toContain('all nine are Visa or Mastercard cards');
    expect(await panelIds(page)).toEqual([]);
    await empty.getByRole('button', { name: 'Show all cards' }).click();
    await expect.poll(() => panelIds(page)).toEqual(ALL);
    expect(await page.getByRole('tab', { name: 'All Cards' }).getAttribute('aria-selected')).toBe('true');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('lays the cards out in 1, 2 or 3 columns by width', async () => {
    for (const [width, cols] of [
      [360, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      const ctx = await newContext(browser, { width, height: 900 });
      const { page } = await openPage(ctx);
      await page.goto(server.url + '/payment-cards');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await columns(page), `${width}px`).toBe(cols);
      await ctx.close();
    }
  });

  it('shows the offers, the network, dated facts that say what changed, and Read Review for the six reviewed cards', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/payment-cards');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const offers = await page.locator('[data-testid="listing-card"]').evaluateAll((cards) =>
      Object.fromEntries(cards.map((c) => [c.id, c.querySelector('[data-testid="offer"]')?.textContent ?? null])),
    );
    expect(offers).toEqual({
      'crypto-com': '$25 reward with staking',
      'binance-card': '10% trading fee discount',
      'bybit-card': 'Up to $30,050 in welcome rewards',
      'coinbase-card': '$10 in Bitcoin after sign-up',
      'revolut-card': 'Free Premium for 3 months',
      'nexo-card': '$25 in Bitcoin when depositing $100+',
      'plutus-card': '€10 bonus after activation',
      'swipe-card': '10% discount on card tier upgrades',
      'gnosis-pay': null,
    });
    expect(await page.locator('#nexo-card').getByText('Mastercard', { exact: true }).count()).toBe(1);
    const revolut = await page.locator('#revolut-card').textContent();
    expect(revolut).toContain('Changed: Earlier UK prices were £6.99 a month for Premium and £12.99 a month for Metal.');
    expect(revolut).toContain('(checked November 22, 2026)');
    expect(await page.locator('#binance-card').getByRole('note').textContent()).toContain(
      'Binance closed its card in the European Economic Area in December 2023',
    );
    expect(await page.getByText('Last updated: November 22, 2026').count()).toBe(1);

    const reviewed = await page
      .locator('[data-testid="listing-card"]')
      .filter({ has: page.getByRole('button', { name: /^Read Review/ }) })
      .evaluateAll((els) => els.map((e) => e.id));
    expect(reviewed.sort()).toEqual(['binance-card', 'coinbase-card', 'crypto-com', 'nexo-card', 'plutus-card', 'revolut-card']);
    await ctx.close();
  });

  it("every 'Visit Website' goes through /go/payment_card/{id} in a new tab with rel sponsored noopener", async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/payment-cards');
    const visits = page.getByRole('link', { name: /^Visit Website/ });
    await expect.poll(() => visits.count()).toBe(9);
    const attrs = await visits.evaluateAll((els) => els.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]));
    expect(attrs).toEqual(ALL.map((id) => [`/go/payment_card/${id}`, '_blank', 'sponsored noopener']));
    expect(await page.locator('main a[href^="http"]').count()).toBe(0);
    await ctx.close();
  });

  it('has the guide (types, key features, tax considerations) and structured data for the first 10 cards', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/payment-cards');
    const guide = page.getByRole('region', { name: 'How to choose a crypto card' });
    await expect.poll(() => guide.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Types of crypto cards',
      'Key features to compare',
      'Tax considerations',
    ]);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const list = data.find((d) => d['@type'] === 'ItemList');
    expect(list.itemListElement).toHaveLength(9);
    expect(list.itemListElement[0].item).toMatchObject({ '@type': 'PaymentCard', name: 'Crypto.com Visa Card', url: 'https://crypto.com/cards' });
    await ctx.close();
  });

  it('a hash equal to a card id highlights that card', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/payment-cards#gnosis-pay');
    await expect
      .poll(() => page.locator('#gnosis-pay').evaluate((el) => el.classList.contains('is-highlighted')), { timeout: 3000 })
      .toBe(true);
    await ctx.close();
  });

  it.each(['light', 'dark'] as const)('has no serious axe violations, including the Amex empty state (%s)', async (colorScheme) => {
    const ctx = await newContext(browser, { colorScheme, width: 360, height: 800 });
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/payment-cards');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Amex' }).click();
    await page.getByTestId('cards-empty').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await ctx.close();
  });
});
