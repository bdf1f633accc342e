import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

const countLine = (page: Page) => page.getByTestId('apps-count').textContent();
const cardIds = (page: Page) => page.locator('main article').evaluateAll((els) => els.map((e) => e.id));

describe('/apps: the crypto apps directory', () => {
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

  it('shows the title, breadcrumb, 34 apps, the count line and ItemList structured data of at most 10 entries', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/apps');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Best Crypto Apps 2026');
    expect(await page.title()).toBe('Best Crypto Apps 2026: trading, DeFi, portfolio, staking and tax apps | CoinAtlas');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/^34 crypto apps compared by CoinAtlas/);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Apps');
    expect(await countLine(page)).toBe('Showing 34 of 34 apps');
    expect(await cardIds(page)).toHaveLength(34);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const list = blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'ItemList');
    expect(list.itemListElement).toHaveLength(10);
    expect(list.itemListElement[0]).toMatchObject({ position: 1, name: 'Binance', url: `${server.url}/apps#binance` });

    // the rating is labelled as ours, and the price badges follow the colour rule
    const binance = page.locator('article#binance');
    expect(await binance.getByText('Our rating').count()).toBe(1);
    expect(await binance.getByTestId('price-badge').getAttribute('class')).toContain('orange');
    expect(await page.locator('article#trust-wallet').getByTestId('price-badge').textContent()).toBe('Free');
    expect(await page.locator('article#trust-wallet').getByTestId('price-badge').getAttribute('class')).toContain('green');
    expect(await page.locator('article#koinly').getByTestId('price-badge').textContent()).toBe('Freemium');
    expect(await page.locator('article#koinly').getByTestId('price-badge').getAttribute('class')).toContain('blue');

    // footer links
    for (const href of ['/exchanges', '/wallets', '/trading-bots']) {
      expect(await page.locator(`main a[href="${href}"]`).count(), href).toBe(1);
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('search and category combine (both must match), the icon buttons set the filter, and the empty state clears both', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/apps');
    const search = page.getByRole('searchbox', { name: 'Search apps' });
    const select = page.getByRole('combobox', { name: 'Category' });
    await search.fill('staking');
    await expect.poll(() => countLine(page)).toBe('Showing 7 of 34 apps matching "staking"');
    await select.selectOption('Trading');
    await expect.poll(() => countLine(page)).toBe('Showing 2 of 34 apps in Trading matching "staking"');
    expect(await cardIds(page)).toEqual(['coinbase', 'kraken']);

    // an icon button sets the same filter as the dropdown
    await page.getByRole('button', { name: /^Staking/ }).click();
    await expect.poll(() => countLine(page)).toBe('Showing 4 of 34 apps in Staking matching "staking"');
    expect(await select.inputValue()).toBe('Staking');
    expect(await page.getByRole('button', { name: /^Staking/ }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: /^Gaming/ }).click();
    await expect.poll(() => countLine(page)).toBe('Showing 0 of 34 apps in Gaming matching "staking"');
    expect(await page.getByText('No apps found matching your criteria.').count()).toBe(1);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => countLine(page)).toBe('Showing 34 of 34 apps');
    expect(await search.inputValue()).toBe('');
    expect(await select.inputValue()).toBe('all');

    // case-insensitive match on a feature only ("Blend peer-to-peer NFT lending")
    await search.fill('BLEND');
    await expect.poll(() => countLine(page)).toBe('Showing 1 of 34 apps matching "BLEND"');
    expect(await cardIds(page)).toEqual(['blur']);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('every Visit link goes through /go/app/{id} in a new tab with rel="sponsored noopener", and shows Loading... while it opens', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    ctx.on('page', (p) => void p.close()); // the tracked redirect's new tab is not under test here
    await page.goto(server.url + '/apps');
    const links = page.getByRole('link', { name: /^Visit / });
    await expect.poll(() => links.count()).toBe(34);
    const attrs = await links.evaluateAll((els) =>
      els.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    );
    const ids = await cardIds(page);
    expect(attrs).toEqual(ids.map((id) => ({ href: `/go/app/${id}`, target: '_blank', rel: 'sponsored noopener' })));

    const kraken = page.locator('article#kraken').getByRole('link');
    expect(await kraken.textContent()).toBe('Visit Kraken(opens in a new tab)');
    // record every state the link goes through, so a slow click round-trip cannot hide the short loading state
    await kraken.evaluate((a) => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => seen.push(`${a.textContent}|${a.getAttribute('aria-disabled')}`)).observe(a, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    await kraken.click();
    const seen = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    await expect.poll(seen, { timeout: 5000 }).toContain('Visit Kraken(opens in a new tab)|null');
    expect((await seen())[0]).toBe('Loading...(opens in a new tab)|true');
    expect(await kraken.textContent()).toBe('Visit Kraken(opens in a new tab)');
    expect(await kraken.getAttribute('aria-disabled')).toBeNull();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a hash equal to an app id scrolls that card into view and highlights it; a missing one is only logged', async () => {
    const ctx = await newContext(browser, { width: 360, height: 800 });
    const { page, errors } = await openPage(ctx);
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    // record highlight on/off as it happens, so a slow runner cannot make the 2 s window slip past a poll
    await page.addInitScript(() => {
      const events: string[] = [];
      (window as unknown as { highlights: string[] }).highlights = events;
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target as HTMLElement;
          const on = el.classList.contains('is-highlighted');
          const was = (r.oldValue ?? '').split(' ').includes('is-highlighted');
          if (on !== was) events.push(`${el.id}:${on ? 'on' : 'off'}`);
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
    });
    await page.goto(server.url + '/apps#lido');
    const highlights = () => page.evaluate(() => (window as unknown as { highlights: string[] }).highlights);
    await expect.poll(highlights, { timeout: 15_000 }).toEqual(['lido:on', 'lido:off']);
    expect(
      await page.locator('article#lido').evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.bottom > 0 && r.top < window.innerHeight;
      }),
    ).toBe(true);
    await page.goto(server.url + '/apps#no-such-app');
    await expect.poll(() => logs.some((l) => l.includes('#no-such-app'))).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  // axe on a page this size takes a while on a busy runner, hence one page per test and a longer limit
  it.each(['light', 'dark'] as const)('has no serious accessibility violations (%s)', async (colorScheme) => {
    const ctx = await newContext(browser, { colorScheme });
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/apps');
    await page.getByTestId('apps-count').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 120_000);

  it('the empty state has no serious accessibility violations, and nothing scrolls sideways at 360 px', async () => {
    const ctx = await newContext(browser, { width: 360, height: 800, colorScheme: 'dark' });
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/apps');
    await page.getByTestId('apps-count').waitFor();
    expect(await page.locator('main').evaluate((m) => m.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('searchbox', { name: 'Search apps' }).fill('zzz');
    await page.getByText('No apps found matching your criteria.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 120_000);
});
