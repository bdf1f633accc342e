import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPromotable } from '@coinatlas/domain/partners/partner';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { filled, formatLongDate, hasReview, latestUpdated, partnersOf, provenanceText } from '../support/content.js';
import { startServer, type RunningServer } from '../support/server.js';
import { sitemapPaths } from '../support/sitemap-paths.js';

const cards = partnersOf('payment_card');
const ALL = cards.map((c) => c.id);
const onNetwork = (network: string) => cards.filter((c) => c.facts.network.value === network).map((c) => c.id);
const panelIds = (page: Page) =>
  page.locator('[role="tabpanel"][data-state="active"] [data-testid="listing-card"]').evaluateAll((els) => els.map((e) => e.id));
const columns = (page: Page) =>
  page
    .locator('[role="tabpanel"][data-state="active"] [data-testid="listing-grid"]')
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);

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

  it('shows the title and breadcrumb; each network tab shows exactly its cards; an empty tab explains why', async () => {
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
    await expect.poll(() => panelIds(page)).toEqual(ALL);
    await page.getByRole('tab', { name: 'Visa Cards' }).click();
    await expect.poll(() => panelIds(page)).toEqual(onNetwork('visa'));
    await page.getByRole('tab', { name: 'Mastercard' }).click();
    await expect.poll(() => panelIds(page)).toEqual(onNetwork('mastercard'));
    // The empty state below needs a network without cards: Amex has none on our list.
    expect(onNetwork('amex'), 'the records now have an Amex card: test the empty state on another empty tab').toEqual([]);
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

  it('shows each record’s offer, network and dated facts (saying what changed), and Read Review for the reviewed cards', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/payment-cards');
    await expect.poll(() => panelIds(page)).toEqual(ALL);
    const offers = await page
      .locator('[data-testid="listing-card"]')
      .evaluateAll((cards) => Object.fromEntries(cards.map((c) => [c.id, c.querySelector('[data-testid="offer"]')?.textContent ?? null])));
    // Each card's first offer with its values formatted; no offer line without one.
    // (a card whose status allows facts only shows none)
    expect(offers).toEqual(
      Object.fromEntries(cards.map((c) => [c.id, c.offers?.[0] && isPromotable(c.status) ? filled(c.offers[0]) : null])),
    );
    const NETWORK_LABELS = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' } as const;
    for (const c of cards) {
      const card = page.locator(`[id="${c.id}"]`);
      expect(await card.getByText(NETWORK_LABELS[c.facts.network.value], { exact: true }).count(), c.id).toBe(1);
      // Each fact says where it comes from, as stored: a catalogue fact claims no check date.
      const text = (await card.textContent())!;
      for (const f of c.factNotes ?? []) {
        expect(text, c.id).toContain(`${filled(f)} (${provenanceText(f.provenance)})`);
        if (f.provenance.kind === 'catalogue') expect(text, c.id).not.toMatch(/checked [A-Z][a-z]+ \d/i);
      }
      if (c.status !== 'active') expect(await card.getByRole('note').textContent(), c.id).toContain(c.text.status);
    }
    expect(await page.getByText(`Last updated: ${formatLongDate(latestUpdated(cards))}`).count()).toBe(1);

    const reviewed = await page
      .locator('[data-testid="listing-card"]')
      .filter({ has: page.getByRole('link', { name: /^Read Review/ }) })
      .evaluateAll((els) => els.map((e) => e.id));
    expect(reviewed).toEqual(ALL.filter((id) => hasReview('payment_card', id)));
    await ctx.close();
  });

  it("every 'Visit Website' goes through /go/payment_card/{id} in a new tab with rel sponsored noopener", async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/payment-cards');
    const visits = page.getByRole('link', { name: /^Visit Website/ });
    const linked = cards.filter((c) => isPromotable(c.status)).map((c) => c.id);
    await expect.poll(() => visits.count()).toBe(linked.length);
    const attrs = await visits.evaluateAll((els) =>
      els.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]),
    );
    expect(attrs).toEqual(linked.map((id) => [`/go/payment_card/${id}`, '_blank', 'sponsored noopener']));
    expect(await page.locator('main a[href^="http"]').count()).toBe(0);
    await ctx.close();
  });

  it('has the guide (types, key features, tax considerations) and structured data for the first 10 cards', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/payment-cards');
    const guide = page.getByRole('region', { name: 'How to choose a crypto card' });
    await expect
      .poll(() => guide.getByRole('heading', { level: 3 }).allTextContents())
      .toEqual(['Types of crypto cards', 'Key features to compare', 'Tax considerations']);
    await expect.poll(() => panelIds(page)).toEqual(ALL);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const list = data.find((d) => d['@type'] === 'ItemList');
    // the first 10 cards whose pages may be indexed (the sitemap's), each by its name and its page here: no
    // Product per entry (a Product needs offers or a review, which the card's own page carries)
    const indexed = await sitemapPaths(server.url);
    const listed = cards.filter((c) => indexed.has(`/payment-cards/${c.id}`)).slice(0, 10);
    expect(list.itemListElement).toEqual(
      listed.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, url: `${server.url}/payment-cards/${c.id}` })),
    );
    await ctx.close();
  });

  it('a hash equal to a card id highlights that card', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    const target = ALL.at(-1)!;
    await page.goto(server.url + `/payment-cards#${target}`);
    await expect
      .poll(() => page.locator(`[id="${target}"]`).evaluate((el) => el.classList.contains('is-highlighted')), { timeout: 3000 })
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
