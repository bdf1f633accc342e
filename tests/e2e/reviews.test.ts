import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import {
  content,
  filled,
  formatLongDate,
  formatRating,
  hasOwnPage,
  hasReview,
  partnerOf,
  partnersOf,
  reviewOf,
} from '../support/content.js';
import { startServer, type RunningServer } from '../support/server.js';

/** The rating labels of the review page (locale copy), by criterion. */
const CRITERIA: Record<string, string> = {
  performance: 'Performance',
  reliability: 'Reliability',
  usability: 'Usability',
  priceValue: 'Price/Value',
  features: 'Features',
  fees: 'Fees',
  rewards: 'Rewards',
  appUsability: 'App Usability',
  customerSupport: 'Customer Support',
  cardDesign: 'Card Design',
  pricing: 'Pricing',
  support: 'Support',
};
const CRITERIA_DE: Record<string, string> = {
  usability: 'Bedienbarkeit',
  features: 'Funktionen',
  pricing: 'Preise',
  support: 'Support',
  reliability: 'Zuverlässigkeit',
};
/** A rating breakdown as the page shows it: label, score out of 5, bar width (the score x 20 %). */
const breakdownRows = (breakdown: Record<string, number> | null | undefined) =>
  Object.entries(breakdown ?? {}).map(([c, v]) => [CRITERIA[c], `${formatRating(v)}/5`, `${Math.round(v * 200) / 10}%`]);
/**
 * How much of each star is drawn filled: its filled part's width over the star's width, measured in the page.
 * A rating of 4.6 draws [1, 1, 1, 1, 0.6] (issue 29: 4.6 was drawn as four stars).
 */
const drawnStars = (stars: Locator) =>
  stars.evaluate((el) =>
    [...el.querySelectorAll('[data-star]')].map((star) => {
      const fill = star.querySelector('[data-star-fill]');
      return fill ? fill.getBoundingClientRect().width / star.getBoundingClientRect().width : 0;
    }),
  );
const expectDrawn = (drawn: number[], overall: number) => {
  expect(drawn).toHaveLength(5);
  drawn.forEach((d, i) => expect(d, `star ${i + 1} of ${overall}`).toBeCloseTo(Math.min(1, Math.max(0, overall - i)), 2));
  expect(drawn.reduce((a, b) => a + b, 0)).toBeCloseTo(overall, 2);
};

const ratingOf = (p: { rating?: { overall: number } }, id: string) => {
  if (!p.rating) throw new Error(`The test's example '${id}' has no rating in backend/content: pick another record`);
  return p.rating.overall;
};

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
  const trigger = page.locator(`a[data-review-for="${id}"]`);
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
    const card = partnerOf('payment_card', 'crypto-com');
    const review = reviewOf('payment_card', card.id);
    const overall = ratingOf(card, card.id);
    await page.goto(server.url + '/payment-cards');
    const { dialog, trigger } = await openReview(page, card.id);

    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe(`${card.name} Review`);
    // The stars are drawn to the tenth: as many stars' width filled as the rating says.
    const stars = dialog.getByRole('img', { name: `Rated ${formatRating(overall)} out of 5` });
    expectDrawn(await drawnStars(stars), overall);
    expect(await dialog.getByTestId('review-rating').textContent()).toBe(formatRating(overall));
    expect(await dialog.getByText(`Last updated: ${formatLongDate(review.lastUpdated)}`).count()).toBe(1);
    expect(await dialog.textContent()).toContain(review.text.summary);

    expect(await dialog.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Rating Breakdown',
      'Pros',
      'Cons',
      'Full Review',
      'Expert Opinion',
      'Best For',
      'Not Recommended For',
      `Get Started with ${card.name}`,
    ]);
    const breakdown = await dialog
      .locator('dl > div')
      .evaluateAll((rows) =>
        rows.map((r) => [
          r.querySelector('dt')!.textContent,
          r.querySelector('dd')!.textContent,
          (r.querySelector('[data-testid="rating-bar"]') as HTMLElement).style.width,
        ]),
      );
    expect(breakdownRows(card.rating?.breakdown)).not.toEqual([]);
    expect(breakdown).toEqual(breakdownRows(card.rating?.breakdown));

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
    expect(await full.locator('p').allTextContents()).toEqual(review.text.fullReview);
    await less.click();
    expect(await dialog.getByRole('button', { name: 'Read Full Review' }).getAttribute('aria-expanded')).toBe('false');
    expect(await clipped()).toBe(true);

    const visit = dialog.getByRole('link', { name: `Visit ${card.name}` });
    expect([await visit.getAttribute('href'), await visit.getAttribute('target'), await visit.getAttribute('rel')]).toEqual([
      `/go/payment_card/${card.id}`,
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
    await expect
      .poll(() => events, { timeout: 5000 })
      .toContainEqual(expect.objectContaining({ name: 'open_review', category: 'payment_card', label: card.id }));
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a tool review dialog closes with Escape and tracks open_review with the tool type', async () => {
    ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    const events = await captureEvents(page);
    const tool = partnerOf('tool', 'trading-view');
    const overall = ratingOf(tool, tool.id);
    await page.goto(server.url + '/tools');
    const { dialog } = await openReview(page, tool.id);
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe(`${tool.name} Review`);
    expect(await dialog.getByTestId('review-rating').textContent()).toBe(formatRating(overall));
    expectDrawn(await drawnStars(dialog.getByRole('img', { name: `Rated ${formatRating(overall)} out of 5` })), overall);
    // A tool's breakdown has these criteria, in this order (the content validation holds records to it).
    expect(await dialog.locator('dt').allTextContents()).toEqual(['Usability', 'Features', 'Pricing', 'Support', 'Reliability']);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect
      .poll(() => events, { timeout: 5000 })
      .toContainEqual(expect.objectContaining({ name: 'open_review', category: 'tool', label: tool.id }));
    await ctx.close();
  });

  it('bots: a reviewed bot shows its review (view_bot_review tracked); a bot without any review offers no Read Review', async () => {
    const reviewed = partnerOf('trading_bot', 'cryptohopper');
    const unreviewed = partnersOf('trading_bot').find(
      (b) => b.status === 'active' && !hasReview('trading_bot', b.id) && !hasReview('tool', b.id),
    );
    if (!unreviewed) throw new Error('Every active bot in backend/content has a review: the no-review case cannot be tested');
    ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    const events = await captureEvents(page);
    await page.goto(server.url + '/trading-bots');
    const { dialog } = await openReview(page, reviewed.id);
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe(`${reviewed.name} Review`);
    expect(await dialog.getByTestId('review-rating').textContent()).toBe(formatRating(ratingOf(reviewed, reviewed.id)));
    expect(await dialog.locator('[data-testid="rating-bar"]').evaluateAll((els) => els.map((e) => (e as HTMLElement).style.width))).toEqual(
      breakdownRows(reviewed.rating?.breakdown).map((r) => r[2]),
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // No review, no button: nothing opens a "coming soon" dead end.
    expect(await page.locator(`[id="${unreviewed.id}"] [data-review-for]`).count()).toBe(0);
    expect(await page.getByText('Detailed review coming soon!').count()).toBe(0);
    await expect
      .poll(() => events.filter((e) => e.name === 'view_bot_review').map((e) => [e.category, e.label]), { timeout: 5000 })
      .toEqual([['trading_bot', reviewed.id]]);
    await ctx.close();
  });

  it('a review is a section of its partner’s page (the old URL answers 301 there), with schema.org Review data there and only there', async () => {
    const bot = partnerOf('trading_bot', 'cryptohopper');
    const botReview = reviewOf('trading_bot', bot.id);
    ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    const res = await page.goto(server.url + `/trading-bots/${bot.id}/review`);
    expect(res!.status()).toBe(200);
    expect(res!.request().redirectedFrom()?.url()).toBe(server.url + `/trading-bots/${bot.id}/review`);
    expect(page.url()).toBe(server.url + `/trading-bots/${bot.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(bot.name);
    expect(await page.title()).toBe(`${bot.name} review: rating, facts and offers | CoinAtlas`);
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allTextContents()).toEqual([
      'Home',
      'Trading Bots',
      bot.name,
    ]);
    const section = page.getByTestId('review');
    expect(await section.getByRole('heading', { level: 2 }).textContent()).toBe('Our review');
    // On the page the full review starts expanded.
    expect(await section.getByRole('button', { name: 'Show Less' }).getAttribute('aria-expanded')).toBe('true');
    const review = (await jsonLd(page)).find((d) => d['@type'] === 'Review')!;
    expect(review).toMatchObject({
      name: bot.name,
      datePublished: botReview.lastUpdated,
      // no price in a bot's record, so no SoftwareApplication (the software app rule asks offers.price): the review
      // is of the company of that name behind it
      itemReviewed: { '@type': botReview.itemType ?? 'Organization', name: bot.name, url: bot.officialUrl },
      reviewRating: { '@type': 'Rating', ratingValue: ratingOf(bot, bot.id), bestRating: 5 },
      author: { '@type': 'Organization', name: 'CoinAtlas' },
    });
    // no date of a check: dateModified is the page's own "last updated" (its record's edit or its review's date,
    // whichever is later), as the sitemap says
    const bu = (bot as { updated: string }).updated;
    expect((review as { dateModified?: string }).dateModified).toBe(botReview.lastUpdated > bu ? botReview.lastUpdated : bu);
    expect(review.url).toBe(server.url + `/trading-bots/${bot.id}#review`);
    expect(review.reviewBody).toBe(botReview.text.summary);

    // A card is a Product to search engines (there is no review snippet for a PaymentCard) unless its review names another type.
    const card = partnerOf('payment_card', 'nexo-card');
    await page.goto(server.url + `/payment-cards/${card.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(card.name);
    expect((await jsonLd(page)).find((d) => d['@type'] === 'Review')?.itemReviewed?.['@type']).toBe(
      reviewOf('payment_card', card.id).itemType ?? 'Product',
    );
    expect(JSON.stringify(await jsonLd(page))).not.toContain('PaymentCard');

    // A review record that names its type (a hardware product among the tools) is published with it.
    const product = content.reviews.find((r) => r.partner.type === 'tool' && r.itemType === 'Product');
    if (!product) throw new Error('No tool review in backend/content names the Product type: the override cannot be tested');
    const productTool = partnerOf('tool', product.partner.id);
    await page.goto(server.url + `/tools/${productTool.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(productTool.name);
    expect((await jsonLd(page)).find((d) => d['@type'] === 'Review')?.itemReviewed?.['@type']).toBe('Product');

    // Listing pages (where the review is only a dialog) publish no Review data.
    await page.goto(server.url + '/payment-cards');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect((await jsonLd(page)).some((d) => d['@type'] === 'Review')).toBe(false);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a partner without a written review: its page has no review section and no Review data; unknown partners are 404', async () => {
    const bots = partnersOf('trading_bot');
    // a bot with a page of its own (3Commas' bot is a section of its reviewed tool page)
    const unreviewed = bots.find((b) => b.status === 'active' && !hasReview('trading_bot', b.id) && hasOwnPage('trading_bot', b.id));
    if (!unreviewed) throw new Error('Every active bot in backend/content has a review: a page without one cannot be tested');
    ctx = await newContext(browser);
    const { page } = await openPage(ctx, { ignore: [/status of 404/] });
    await page.goto(server.url + `/trading-bots/${unreviewed.id}/review`);
    expect(page.url()).toBe(server.url + `/trading-bots/${unreviewed.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(unreviewed.name);
    expect(await page.getByTestId('review').count()).toBe(0);
    expect((await jsonLd(page)).some((d) => d['@type'] === 'Review')).toBe(false);

    for (const path of ['/tools/no-such-tool/review', '/tools/no-such-tool', '/payment-cards/visa']) {
      const res = await page.goto(server.url + path);
      expect(res!.status(), path).toBe(404);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { message: path }).toBe('404 - Page Not Found');
    }
    await ctx.close();
  });

  it("the dialog's 'Open this review as a page' link opens the review on the partner's page", async () => {
    ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await captureEvents(page);
    await page.goto(server.url + '/tools');
    const tool = partnerOf('tool', 'glassnode');
    const { dialog } = await openReview(page, tool.id);
    await dialog.getByRole('link', { name: 'Open this review as a page' }).click();
    await page.waitForURL(server.url + `/tools/${tool.id}#review`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(tool.name);
    await page.getByTestId('review').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await ctx.close();
  });

  it('in German, the review and its dates and numbers are localised', async () => {
    ctx = await newContext(browser, { locale: 'de-DE' });
    const { page, errors } = await openPage(ctx);
    const tool = partnerOf('tool', 'ledger', 'de');
    const review = reviewOf('tool', tool.id, 'de');
    await page.goto(server.url + `/de/tools/${tool.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(tool.name);
    const section = page.getByTestId('review');
    expect(await section.getByRole('heading', { level: 2 }).textContent()).toBe('Unser Test');
    expect(await section.getByText(`Zuletzt aktualisiert: ${formatLongDate(review.lastUpdated, 'de')}`).count()).toBe(1);
    expect(await section.getByTestId('review-rating').textContent()).toBe(formatRating(ratingOf(tool, tool.id), 'de'));
    expect(await section.locator('dt').allTextContents()).toEqual(Object.keys(tool.rating?.breakdown ?? {}).map((c) => CRITERIA_DE[c]));
    expect(await section.getByRole('button', { name: 'Weniger anzeigen' }).count()).toBe(1);
    await page.goto(server.url + '/de/payment-cards');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Krypto-Zahlungskarten');
    // Offers in German, their amounts written the German way.
    const offers = await page
      .locator('[data-testid="listing-card"]')
      .evaluateAll((cards) => Object.fromEntries(cards.map((c) => [c.id, c.querySelector('[data-testid="offer"]')?.textContent ?? null])));
    // (a card whose status allows facts only shows no offer)
    const shown = (c: { status: string }) => c.status === 'active' || c.status === 'limited';
    expect(offers).toEqual(
      Object.fromEntries(partnersOf('payment_card', 'de').map((c) => [c.id, c.offers?.[0] && shown(c) ? filled(c.offers[0], 'de') : null])),
    );
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it.each(['light', 'dark'] as const)(
    'an open review dialog and a partner page with its review have no serious axe violations (%s)',
    async (colorScheme) => {
      ctx = await newContext(browser, { colorScheme });
      const { page } = await openPage(ctx);
      await captureEvents(page);
      await page.goto(server.url + '/payment-cards');
      await openReview(page, 'plutus-card');
      await page.getByRole('button', { name: 'Read Full Review' }).click();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.goto(server.url + '/tools/crypto-quant');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await ctx.close();
    },
  );
});
