import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

const PATHS = ['/guide', '/downloads/crypto-analysis-tools-guide', '/crypto-analysis-tools'];
const IDS = ['trading-view', 'coingecko', 'defillama', 'dex-screener', 'messari', 'token-terminal', 'coinglass', 'glassnode', 'crypto-quant', 'nansen'];

describe('the Top 10 Crypto Analysis Tools guide', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.each(PATHS)('%s shows the guide: heading, free-bonus note, ten numbered cards, newsletter button', async (path) => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    const res = await page.goto(server.url + path);
    expect(res!.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Top 10 Crypto Analysis Tools');
    expect(await page.title()).toBe('Top 10 Crypto Analysis Tools | CoinAtlas');
    expect(await page.getByTestId('free-bonus').textContent()).toContain('Free bonus:');
    const cards = page.getByTestId('guide-tool');
    expect(await cards.evaluateAll((els) => els.map((e) => e.id))).toEqual(IDS);
    expect(await page.locator('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      '1. TradingView',
      '2. CoinGecko',
      '3. DefiLlama',
      '4. DEX Screener',
      '5. Messari',
      '6. Token Terminal',
      '7. CoinGlass',
      '8. Glassnode',
      '9. CryptoQuant',
      '10. Nansen',
      'Stay up to date',
    ]);
    const subscribe = page.getByRole('link', { name: 'Subscribe to Newsletter' });
    expect(await subscribe.getAttribute('href')).toBe('/#newsletter');
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allTextContents()).toEqual([
      'Home',
      'Top 10 Crypto Analysis Tools',
    ]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('each card shows category, a coloured difficulty badge, at most three features and two best-for tags, and pricing', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/guide');
    await page.getByTestId('guide-tool').first().waitFor();
    const cards = await page.getByTestId('guide-tool').evaluateAll((els) =>
      els.map((el) => {
        const badge = el.querySelector('[data-testid="difficulty"]')!;
        return {
          id: el.id,
          difficulty: badge.textContent,
          badgeClass: badge.className,
          features: el.querySelectorAll('[data-testid="guide-features"] li').length,
          bestFor: el.querySelectorAll('[data-testid="guide-best-for"] li').length,
          text: el.textContent ?? '',
        };
      }),
    );
    const colour = { Beginner: 'bg-emerald-100', Intermediate: 'bg-yellow-100', Advanced: 'bg-red-100' } as const;
    expect(cards.map((c) => c.difficulty)).toEqual([
      'Intermediate',
      'Beginner',
      'Beginner',
      'Beginner',
      'Intermediate',
      'Intermediate',
      'Intermediate',
      'Advanced',
      'Advanced',
      'Advanced',
    ]);
    for (const c of cards) {
      expect(c.badgeClass).toContain(colour[c.difficulty as keyof typeof colour]);
      expect(c.features).toBe(3);
      expect(c.bestFor).toBe(2);
      expect(c.text).toMatch(/Pricing: (Free|Free tier; paid plans|Free; paid API plans)/);
    }
    expect(cards[0]!.text).toContain('Charting');
    expect(cards[0]!.text).toContain('Pricing: Free tier; paid plans');
    expect(cards[3]!.text).toContain('Pricing: Free');
    await ctx.close();
  });

  it("every 'Visit Website' is a tracked /go/tool/{id} link opening in a new tab", async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/guide');
    const visits = page.getByRole('link', { name: /^Visit Website/ });
    await expect.poll(() => visits.count()).toBe(10);
    const attrs = await visits.evaluateAll((els) => els.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]));
    expect(attrs).toEqual(IDS.map((id) => [`/go/tool/${id}`, '_blank', 'sponsored noopener']));
    expect(await page.locator('main a[href^="http"]').count()).toBe(0);
    await ctx.close();
  });

  it('the newsletter button goes to the home page newsletter section', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/crypto-analysis-tools');
    await page.getByRole('link', { name: 'Subscribe to Newsletter' }).click();
    await page.waitForURL(server.url + '/#newsletter');
    await ctx.close();
  });

  it.each(['light', 'dark'] as const)('has no serious axe violations (%s)', async (colorScheme) => {
    const ctx = await newContext(browser, { colorScheme, width: 360, height: 800 });
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/guide');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await ctx.close();
  });
});
