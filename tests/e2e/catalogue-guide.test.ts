import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { guideIn } from '../support/content.js';
import { startServer, type RunningServer } from '../support/server.js';

const PATHS = ['/guide', '/downloads/crypto-analysis-tools-guide', '/crypto-analysis-tools'];
const entries = guideIn();
const IDS = entries.map((e) => e.id);
/** Category and pricing labels of the guide (locale copy), by the records' values. */
const CATEGORY: Record<string, string> = {
  charting: 'Charting',
  'market-data': 'Market Data',
  'on-chain': 'On-Chain Analytics',
  research: 'Research',
  defi: 'DeFi Analytics',
  derivatives: 'Derivatives Data',
  'financial-metrics': 'Financial Metrics',
  'dex-data': 'DEX Data',
};
const PRICING: Record<string, string> = { free: 'Free', freemium: 'Free tier; paid plans', 'free-paid-api': 'Free; paid API plans' };

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

  it.each(PATHS)('%s shows the guide: heading, free-bonus note, the numbered cards of the records, newsletter button', async (path) => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    const res = await page.goto(server.url + path);
    expect(res!.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Top 10 Crypto Analysis Tools');
    expect(await page.title()).toBe('Top 10 Crypto Analysis Tools | CoinAtlas');
    expect(await page.getByTestId('free-bonus').textContent()).toContain('Free bonus:');
    const cards = page.getByTestId('guide-tool');
    await expect.poll(() => cards.evaluateAll((els) => els.map((e) => e.id))).toEqual(IDS);
    expect(await page.locator('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      ...entries.map((e, i) => `${i + 1}. ${e.name}`),
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

  it('each card shows its record: category, a coloured difficulty badge, at most three features and two best-for tags, and pricing', async () => {
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
          features: [...el.querySelectorAll('[data-testid="guide-features"] li')].map((li) => li.textContent),
          bestFor: [...el.querySelectorAll('[data-testid="guide-best-for"] li')].map((li) => li.textContent),
          text: el.textContent ?? '',
        };
      }),
    );
    const colour = { Beginner: 'bg-emerald-100', Intermediate: 'bg-yellow-100', Advanced: 'bg-red-100' } as const;
    expect(cards.map((c) => c.id)).toEqual(IDS);
    expect(cards.map((c) => c.difficulty)).toEqual(entries.map((e) => e.difficulty));
    entries.forEach((e, i) => {
      const c = cards[i]!;
      expect(c.badgeClass, e.id).toContain(colour[e.difficulty]);
      expect(c.features, e.id).toEqual(e.text.features.slice(0, 3));
      expect(c.bestFor, e.id).toEqual(e.text.bestFor.slice(0, 2));
      expect(c.text, e.id).toContain(CATEGORY[e.category]);
      expect(c.text, e.id).toContain(`Pricing: ${PRICING[e.facts.pricing.value]}`);
    });
    await ctx.close();
  });

  it("every 'Visit Website' is a tracked /go/tool/{id} link opening in a new tab", async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/guide');
    const visits = page.getByRole('link', { name: /^Visit Website/ });
    await expect.poll(() => visits.count()).toBe(IDS.length);
    const attrs = await visits.evaluateAll((els) =>
      els.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]),
    );
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
