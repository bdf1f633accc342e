import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

type Event = { name: string; category?: string; label?: string };

/** Captures the analytics batches the page sends (sendBeacon or fetch to /api/events). */
async function captureEvents(page: Page): Promise<Event[]> {
  const events: Event[] = [];
  await page.route('**/api/events', async (route) => {
    const body = route.request().postData();
    if (body) events.push(...(JSON.parse(body) as { events: Event[] }).events);
    await route.fulfill({ status: 204 });
  });
  return events;
}

type LdBlock = { '@type': string; url?: string; reviewBody?: string; itemReviewed?: { '@type': string } };

async function jsonLd(page: Page): Promise<LdBlock[]> {
  return (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as LdBlock);
}

async function openReview(page: Page, id: string) {
  const trigger = page.locator(`button[data-review-for="${id}"]`);
  await trigger.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('review-body').or(dialog.getByTestId('review-coming-soon')).waitFor();
  return { dialog, trigger };
}

describe('reviews', () => {
  let server: RunningServer;
  let browser: Browser;
  let ctx: BrowserContext;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a card review dialog shows the whole review, its toggles work, Close returns focus, open_review is tracked', async () => {
    ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    const events = await captureEvents(page);
    await page.goto(server.url + '/payment-cards');
    const { dialog, trigger } = await openReview(page, 'crypto-com');

    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Crypto.com Visa Card Review');
    const stars = dialog.getByRole('img', { name: 'Rated 4.2 out of 5' });
    expect(await stars.locator('svg[data-filled="true"]').count()).toBe(4);
    expect(await stars.locator('svg[data-filled="false"]').count()).toBe(1);
    expect(await dialog.getByTestId('review-rating').textContent()).toBe('4.2');
    expect(await dialog.getByText('Last updated: November 22, 2026').count()).toBe(1);
    expect(await dialog.textContent()).toContain("Crypto.com's Visa card is polished, widely available");

    expect(await dialog.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Rating Breakdown',
      'Pros',
      'Cons',
      'Full Review',
      'Expert Opinion',
      'Best For',
      'Not Recommended For',
      'Get Started with Crypto.com Visa Card',
    ]);
    const breakdown = await dialog.locator('dl > div').evaluateAll((rows) =>
      rows.map((r) => [r.querySelector('dt')!.textContent, r.querySelector('dd')!.textContent, (r.querySelector('[data-testid="rating-bar"]') as HTMLElement).style.width]),
    );
    expect(breakdown).toEqual([
      ['Fees', '4.0/5', '80%'],
      ['Rewards', '4.1/5', '82%'],
      ['App Usability', '4.5/5', '90%'],
      ['Customer Support', '3.6/5', '72%'],
      ['Card Design', '4.8/5', '96%'],
    ]);

    // Full Review: collapsed to a short height, 'Read Full Review' / 'Show Less'.
    const full = dialog.getByTestId('full-review');
    const clipped = () => full.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
    expect(await clipped()).toBe(true);
    const toggle = dialog.getByRole('button', { name: 'Read Full Review' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const less = dialog.getByRole('button', { name: 'Show Less' });
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    expect(await clipped()).toBe(false);
    expect(await full.locator('p').count()).toBe(5);
    await less.click();
    expect(await dialog.getByRole('button', { name: 'Read Full Review' }).getAttribute('aria-expanded')).toBe('false');
    expect(await clipped()).toBe(true);

    const visit = dialog.getByRole('link', { name: /^Visit Crypto.com Visa Card/ });
    expect([await visit.getAttribute('href'), await visit.getAttribute('target'), await visit.getAttribute('rel')]).toEqual([
      '/go/payment_card/crypto-com',
      '_blank',
      'sponsored noopener',
    ]);
    // About 4xl wide on a desktop, at most 90 % of the viewport high.
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThan(850);
    expect(box.width).toBeLessThanOrEqual(896);
    expect(box.height).toBeLessThanOrEqual(900 * 0.9 + 1);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => events, { timeout: 5000 }).toContainEqual(expect.objectContaining({ name: 'open_review', category: 'payment_card', label: 'crypto-com' }));
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a tool review dialog closes with Escape and tracks open_review with the tool type', async () => {
    ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    const events = await captureEvents(page);
    await page.goto(server.url + '/tools');
    const { dialog } = await openReview(page, 'trading-view');
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('TradingView Review');
    expect(await dialog.getByTestId('review-rating').textContent()).toBe('4.7');
    expect(await dialog.getByRole('img', { name: 'Rated 4.7 out of 5' }).locator('svg[data-filled="true"]').count()).toBe(4);
    expect(await dialog.locator('dt').allTextContents()).toEqual(['Usability', 'Features', 'Pricing', 'Support', 'Reliability']);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => events, { timeout: 5000 }).toContainEqual(expect.objectContaining({ name: 'open_review', category: 'tool', label: 'trading-view' }));
    await ctx.close();
  });

  it('bots: cryptohopper has its review (view_bot_review tracked); other bots say a review is coming, with the widget section', async () => {
    ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    const events = await captureEvents(page);
    await page.goto(server.url + '/trading-bots');
    let { dialog } = await openReview(page, 'cryptohopper');
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Cryptohopper Review');
    expect(await dialog.getByTestId('review-rating').textContent()).toBe('4.6');
    expect(await dialog.locator('[data-testid="rating-bar"]').evaluateAll((els) => els.map((e) => (e as HTMLElement).style.width))).toEqual([
      '90%',
      '92%',
      '90%',
      '88%',
      '98%',
    ]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    ({ dialog } = await openReview(page, '3commas'));
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('3Commas Review');
    const soon = dialog.getByTestId('review-coming-soon');
    expect(await soon.textContent()).toContain('Detailed review coming soon!');
    expect(await soon.textContent()).toContain(
      'Our crypto experts are currently analyzing this trading bot. Check back for our in-depth review.',
    );
    expect(await soon.getByRole('heading', { name: 'Get Started with 3Commas' }).count()).toBe(1);
    expect(await soon.getByRole('link', { name: /^Visit 3Commas/ }).getAttribute('href')).toBe('/go/trading_bot/3commas');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => events.filter((e) => e.name === 'view_bot_review').map((e) => [e.category, e.label]), { timeout: 5000 })
      .toEqual([
        ['trading_bot', 'cryptohopper'],
        ['trading_bot', '3commas'],
      ]);
    await ctx.close();
  });

  it('a review is readable at its own URL, with schema.org Review data there (and only there)', async () => {
    ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    const res = await page.goto(server.url + '/trading-bots/cryptohopper/review');
    expect(res!.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Cryptohopper Review');
    expect(await page.title()).toBe('Cryptohopper Review | CoinAtlas');
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allTextContents()).toEqual([
      'Home',
      'Trading Bots',
      'Cryptohopper Review',
    ]);
    // On the page the full review starts expanded.
    expect(await page.getByRole('button', { name: 'Show Less' }).getAttribute('aria-expanded')).toBe('true');
    const review = (await jsonLd(page)).find((d) => d['@type'] === 'Review')!;
    expect(review).toMatchObject({
      name: 'Cryptohopper Review',
      dateModified: '2026-11-22',
      itemReviewed: { '@type': 'SoftwareApplication', name: 'Cryptohopper', url: 'https://www.cryptohopper.com' },
      reviewRating: { '@type': 'Rating', ratingValue: 4.6, bestRating: 5 },
      author: { '@type': 'Organization', name: 'CoinAtlas' },
    });
    expect(review.url).toBe(server.url + '/trading-bots/cryptohopper/review');
    expect(review.reviewBody).toContain('Cryptohopper is one of the most complete cloud trading bots');

    await page.goto(server.url + '/payment-cards/nexo-card/review');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Nexo Card Review');
    expect((await jsonLd(page)).find((d) => d['@type'] === 'Review')?.itemReviewed?.['@type']).toBe('PaymentCard');

    await page.goto(server.url + '/tools/ledger/review');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ledger Review');
    expect((await jsonLd(page)).find((d) => d['@type'] === 'Review')?.itemReviewed?.['@type']).toBe('Product');

    // Listing pages (where the review is only a dialog) publish no Review data.
    await page.goto(server.url + '/payment-cards');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect((await jsonLd(page)).some((d) => d['@type'] === 'Review')).toBe(false);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('review URLs without a review: a listed bot says it is coming; unknown or closed entries say not found', async () => {
    ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/trading-bots/3commas/review');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('3Commas Review');
    expect(await page.getByTestId('review-coming-soon').textContent()).toContain('Detailed review coming soon!');
    expect((await jsonLd(page)).some((d) => d['@type'] === 'Review')).toBe(false);

    for (const path of ['/tools/no-such-tool/review', '/trading-bots/quadency/review', '/payment-cards/visa/review']) {
      await page.goto(server.url + path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { message: path }).toBe('Review not found');
      expect(await page.getByRole('link', { name: /^Back to/ }).count()).toBe(1);
    }
    await ctx.close();
  });

  it("the dialog's 'Open this review as a page' link opens the review URL", async () => {
    ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await captureEvents(page);
    await page.goto(server.url + '/tools');
    const { dialog } = await openReview(page, 'glassnode');
    await dialog.getByRole('link', { name: 'Open this review as a page' }).click();
    await page.waitForURL(server.url + '/tools/glassnode/review');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Glassnode Review');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await ctx.close();
  });

  it('in German, the review and its dates and numbers are localised', async () => {
    ctx = await newContext(browser, { locale: 'de-DE' });
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/tools/ledger/review');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ledger im Test');
    expect(await page.getByText('Zuletzt aktualisiert: 22. November 2026').count()).toBe(1);
    expect(await page.getByTestId('review-rating').textContent()).toBe('4,4');
    expect(await page.locator('dt').allTextContents()).toEqual(['Bedienbarkeit', 'Funktionen', 'Preise', 'Support', 'Zuverlässigkeit']);
    expect(await page.getByRole('button', { name: 'Weniger anzeigen' }).count()).toBe(1);
    await page.goto(server.url + '/payment-cards');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Krypto-Zahlungskarten');
    expect(await page.locator('#bybit-card [data-testid="offer"]').textContent()).toBe('Bis zu 30.050\u00a0$ Willkommensprämien');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it.each(['light', 'dark'] as const)('an open review dialog and a review page have no serious axe violations (%s)', async (colorScheme) => {
    ctx = await newContext(browser, { colorScheme });
    const { page } = await openPage(ctx);
    await captureEvents(page);
    await page.goto(server.url + '/payment-cards');
    await openReview(page, 'plutus-card');
    await page.getByRole('button', { name: 'Read Full Review' }).click();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto(server.url + '/tools/crypto-quant/review');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await ctx.close();
  });
});
