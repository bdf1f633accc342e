import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { partnerOf, partnersOf } from '../support/content.js';
import { startServer, type RunningServer } from '../support/server.js';
import { sitemapPaths } from '../support/sitemap-paths.js';

const wallets = partnersOf('wallet');
const N = wallets.length;
type Wallet = (typeof wallets)[number];
type Scope = 'all' | 'hardware' | 'software';
type Chain = 'any' | 'bitcoin' | 'evm' | 'solana' | 'bitcoinOnly';
/**
 * The page's filter rule: the type of the path, the chain (bitcoinOnly: Bitcoin and nothing else) and,
 * when ticked, fully open source only; all must match.
 */
const matchesChain = (w: Wallet, chain: Chain) => {
  const chains = w.facts.chains.value;
  if (chain === 'any') return true;
  if (chain === 'bitcoinOnly') return chains.length === 1 && chains[0] === 'bitcoin' && !w.facts.moreChains.value;
  return (chains as readonly string[]).includes(chain);
};
const inScope = (scope: Scope) => wallets.filter((w) => scope === 'all' || w.category === scope);
const shown = (scope: Scope, chain: Chain, openSourceOnly = false) =>
  inScope(scope)
    .filter((w) => matchesChain(w, chain) && (!openSourceOnly || w.facts.openSource.value === 'yes'))
    .map((w) => w.id);

const countLine = (page: Page) => page.getByTestId('wallets-count').textContent();
const cardIds = (page: Page) => page.locator('[data-wallet-id]').evaluateAll((els) => els.map((e) => e.id));
const tableIds = (page: Page) => page.locator('[data-glance-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-glance-id')));

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

  it('/wallets compares all the wallets of the records in the table and the cards; the type links go to the hardware and software paths', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/wallets');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Crypto Wallets Compared');
    await expect.poll(() => countLine(page)).toBe(`Showing ${N} of ${N} wallets`);
    expect(await cardIds(page)).toEqual(wallets.map((w) => w.id));
    expect(await tableIds(page)).toEqual(await cardIds(page));
    expect(await page.getByRole('link', { name: `All wallets (${N})` }).getAttribute('aria-current')).toBe('page');

    const list = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((b) => JSON.parse(b))
      .find((d) => d['@type'] === 'ItemList');
    // the first 10 wallets whose pages may be indexed (the sitemap's)
    const indexed = await sitemapPaths(server.url);
    expect(list.itemListElement).toHaveLength(Math.min(wallets.filter((w) => indexed.has(`/wallets/${w.id}`)).length, 10));

    const hardware = inScope('hardware').length;
    const software = inScope('software').length;
    await page.getByRole('link', { name: `Hardware (${hardware})` }).click();
    await page.waitForURL(server.url + '/wallets/hardware');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Hardware Wallets Compared');
    await expect.poll(() => countLine(page)).toBe(`Showing ${hardware} of ${hardware} wallets`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      new RegExp(`^Compare ${hardware} hardware wallets`),
    );
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link').allTextContents()).toEqual(['Home', 'Wallets']);
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Hardware Wallets');

    await page.getByRole('link', { name: `Software (${software})` }).click();
    await page.waitForURL(server.url + '/wallets/software');
    await expect.poll(() => countLine(page)).toBe(`Showing ${software} of ${software} wallets`);
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
    const hardware = inScope('hardware').length;
    const line = (n: number, of: number) => `Showing ${n} of ${of} wallets`;
    await chain.selectOption('solana');
    await expect.poll(() => countLine(page)).toBe(line(shown('hardware', 'solana').length, hardware));
    expect(await cardIds(page)).toEqual(shown('hardware', 'solana'));
    await openSource.check();
    const both = shown('hardware', 'solana', true);
    await expect.poll(() => countLine(page)).toBe(line(both.length, hardware));
    expect(await cardIds(page)).toEqual(both);
    expect(await tableIds(page)).toEqual(both);
    // The empty state needs a combination no hardware wallet has.
    expect(
      shown('hardware', 'bitcoinOnly', true),
      'a fully open Bitcoin-only hardware wallet is listed now: pick another empty combination',
    ).toEqual([]);
    await chain.selectOption('bitcoinOnly');
    await expect.poll(() => countLine(page)).toBe(line(0, hardware));
    expect(await page.getByText('No wallets match these filters.').count()).toBe(1);
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect.poll(() => countLine(page)).toBe(line(hardware, hardware));
    expect(await chain.inputValue()).toBe('any');
    expect(await openSource.isChecked()).toBe(false);

    await page.goto(server.url + '/wallets/software');
    await page.getByRole('combobox', { name: 'Chain support' }).selectOption('bitcoinOnly');
    await expect.poll(() => countLine(page)).toBe(line(shown('software', 'bitcoinOnly').length, inScope('software').length));
    expect(await cardIds(page)).toEqual(shown('software', 'bitcoinOnly'));

    await page.goto(server.url + '/wallets');
    await page.getByRole('combobox', { name: 'Chain support' }).selectOption('evm');
    await expect.poll(() => countLine(page)).toBe(line(shown('all', 'evm').length, N));
    expect(await cardIds(page)).toEqual(shown('all', 'evm'));
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('every Visit link goes through /go/wallet/{id} in a new tab with rel="sponsored noopener"', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/wallets');
    await page.getByTestId('wallets-count').waitFor();
    const links = page.getByRole('link', { name: /^Visit / });
    await expect.poll(() => links.count()).toBe(N);
    const attrs = await links.evaluateAll((els) =>
      els.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    );
    expect(attrs).toEqual((await cardIds(page)).map((id) => ({ href: `/go/wallet/${id}`, target: '_blank', rel: 'sponsored noopener' })));
    const example = partnerOf('wallet', 'ledger-nano-x');
    expect(
      await page
        .locator(`[id="${example.id}"]`)
        .getByRole('link', { name: `Visit ${example.name}` })
        .getAttribute('href'),
    ).toBe(`/go/wallet/${example.id}`);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('at 360 px the table gives way to readable cards with no page-level horizontal scroll', async () => {
    const ctx = await newContext(browser, { width: 360, height: 800 });
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/wallets');
    await page.getByTestId('wallets-count').waitFor();
    expect(await page.locator('table').isVisible()).toBe(false);
    expect(await page.locator(`[id="${wallets[0]!.id}"]`).isVisible()).toBe(true);
    expect(await page.locator('main').evaluate((m) => m.scrollWidth <= window.innerWidth)).toBe(true);
    await ctx.close();
  });

  // one page per test: axe on a page this size takes a while on a busy runner
  it.each([
    ['/wallets', 'light'],
    ['/wallets', 'dark'],
    ['/wallets/hardware', 'dark'],
    ['/wallets/software', 'light'],
  ] as const)(
    '%s has no serious accessibility violations (%s)',
    async (path, colorScheme) => {
      const ctx = await newContext(browser, { colorScheme });
      const { page, errors } = await openPage(ctx);
      await page.goto(server.url + path);
      await page.getByTestId('wallets-count').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await ctx.close();
    },
    120_000,
  );
});
