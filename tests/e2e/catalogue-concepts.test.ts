import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

const countLine = (page: Page) => page.getByTestId('concepts-count').textContent();
const cardIds = (page: Page) => page.locator('main article').evaluateAll((els) => els.map((e) => e.id));
const openIds = (page: Page) => page.locator('main article[data-open]').evaluateAll((els) => els.map((e) => e.id));

describe('/concepts: the concept explainers', () => {
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

  it('lists the six concepts with complexity badges and publishes the five FAQ questions as FAQPage data, also shown on the page', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/concepts');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Crypto Concepts Explained');
    expect(await countLine(page)).toBe('Showing 6 of 6 concepts');
    expect(await cardIds(page)).toEqual(['blockchain', 'smart-contracts', 'consensus-mechanisms', 'defi', 'tokenomics', 'self-custody']);
    expect(await page.getByRole('searchbox', { name: 'Search concepts' }).getAttribute('placeholder')).toBe('Search concepts...');
    expect(await page.locator('#blockchain').getByText('Beginner', { exact: true }).getAttribute('class')).toContain('green');
    expect(await page.locator('#defi').getByText('Intermediate', { exact: true }).getAttribute('class')).toContain('blue');
    expect(await page.locator('#consensus-mechanisms').getByText('Advanced', { exact: true }).getAttribute('class')).toContain('purple');

    const faq = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((b) => JSON.parse(b))
      .find((d) => d['@type'] === 'FAQPage');
    const questions = faq.mainEntity.map((q: { name: string }) => q.name);
    expect(questions).toEqual([
      'What is a blockchain?',
      'What is DeFi?',
      'What are smart contracts?',
      'What is staking?',
      'What are NFTs?',
    ]);
    for (const q of questions) expect(await page.getByRole('heading', { name: q }).count(), q).toBe(1);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('clicking a card or its deep-dive link expands it; opening another replaces it; Collapse closes it', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/concepts');
    await page.getByTestId('concepts-count').waitFor();
    expect(await openIds(page)).toEqual([]);

    // click the card itself (its description), not the link
    await page.locator('#blockchain').click();
    await expect.poll(() => openIds(page)).toEqual(['blockchain']);
    const blockchain = page.locator('#blockchain');
    // the first section is open; the others are collapsed accordion items
    expect(await blockchain.getByText('A blockchain is a', { exact: false }).isVisible()).toBe(true);
    expect(await blockchain.getByRole('button', { name: 'How blocks are chained' }).getAttribute('aria-expanded')).toBe('false');
    await blockchain.getByRole('button', { name: 'How blocks are chained' }).click();
    expect(await blockchain.locator('pre code').first().textContent()).toContain('"previousHash"');
    await blockchain.getByRole('button', { name: 'Warning: What a blockchain does not do' }).click();
    expect(await blockchain.locator('[data-section-type="warning"] .bg-red-50').count()).toBe(1);
    await blockchain.getByRole('button', { name: 'Tip: Try it yourself' }).click();
    expect(await blockchain.locator('[data-section-type="tip"] .bg-blue-50').count()).toBe(1);
    // bold markup becomes <strong>, never raw asterisks
    expect(await blockchain.locator('strong', { hasText: 'shared database of transactions' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Click for one-click deep dive: Smart Contracts' }).click();
    await expect.poll(() => openIds(page)).toEqual(['smart-contracts']);
    expect(await page.locator('#smart-contracts').getByText('Ethereum popularised smart contracts', { exact: false }).isVisible()).toBe(true);

    await page.locator('#smart-contracts').getByRole('button', { name: 'Collapse' }).click();
    await expect.poll(() => openIds(page)).toEqual([]);
    // focus goes back to the card's deep-dive button
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Click for one-click deep dive: Smart Contracts');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('search, category and complexity combine; no match shows the empty state and "Clear all filters" resets all three', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/concepts');
    const search = page.getByRole('searchbox', { name: 'Search concepts' });
    const category = page.getByRole('combobox', { name: 'Category' });
    const complexity = page.getByRole('combobox', { name: 'Complexity' });
    await category.selectOption('core-technology');
    await expect.poll(() => countLine(page)).toBe('Showing 3 of 6 concepts');
    await complexity.selectOption('advanced');
    await expect.poll(() => cardIds(page)).toEqual(['consensus-mechanisms']);
    await search.fill('SOLIDITY'); // a tag of smart-contracts, which is intermediate
    await expect.poll(() => countLine(page)).toBe('Showing 0 of 6 concepts');
    expect(await page.getByText('No concepts matching your filters found.').count()).toBe(1);
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect.poll(() => countLine(page)).toBe('Showing 6 of 6 concepts');
    expect(await search.inputValue()).toBe('');
    expect(await category.inputValue()).toBe('all');
    expect(await complexity.inputValue()).toBe('all');

    await search.fill('seed phrase');
    await expect.poll(() => cardIds(page)).toEqual(['self-custody']);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('an open explainer with code fits a 360 px screen (code scrolls inside its own box)', async () => {
    const ctx = await newContext(browser, { width: 360, height: 800 });
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/concepts');
    await page.locator('#defi').click();
    await page.locator('#defi').getByRole('button', { name: 'How an automated market maker prices a swap' }).click();
    const pre = page.locator('#defi pre');
    await pre.waitFor();
    expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.locator('#defi').evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
    expect(await page.locator('main').evaluate((m) => m.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it.each(['light', 'dark'] as const)('has no serious accessibility violations (%s), also with a card open', async (colorScheme) => {
    const ctx = await newContext(browser, { colorScheme });
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/concepts');
    await page.getByTestId('concepts-count').waitFor();
    expect(await seriousA11yViolations(page), 'closed').toEqual([]);
    await page.getByRole('button', { name: 'Click for one-click deep dive: DeFi (Decentralized Finance)' }).click();
    await page.locator('#defi').getByRole('button', { name: 'Collapse' }).waitFor();
    await page.locator('#defi').getByRole('button', { name: 'How an automated market maker prices a swap' }).click();
    await page.locator('#defi').getByRole('button', { name: 'Warning: The risks' }).click();
    await page.locator('#defi').getByRole('button', { name: 'Tip: Starting safely' }).click();
    expect(await seriousA11yViolations(page), 'open').toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 120_000);
});
