import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../support/content.js';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

type Answer = {
  correctedQuery: string | null;
  total: number;
  results: { kind: string; id: string; title: string; category: string; url: string }[];
};

const hardwareWallets = content.partners.filter((p) => p.type === 'wallet' && 'category' in p && p.category === 'hardware');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('site search in the browser', () => {
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

  const api = async (q: string, limit = 12): Promise<Answer> =>
    (await (await fetch(`${server.url}/api/search?q=${encodeURIComponent(q)}&limit=${limit}`)).json()) as Answer;

  const openDialog = async (page: Page) => {
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Search the site' }).click();
    const input = page.getByRole('combobox', { name: /Search exchanges/ });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    return input;
  };

  /** Option titles once the list shows the server's answer for `q` (its first result is there). */
  const optionsFor = async (page: Page, q: string, answer: Answer) => {
    await expect.poll(() => page.getByRole('option').first().locator('p').first().textContent()).toBe(answer.results[0]!.title);
    return page
      .getByRole('option')
      .evaluateAll((els) =>
        els.map((el) => ({ title: el.querySelector('p')!.textContent, label: el.querySelector(':scope > span:last-child')!.textContent })),
      );
  };

  it(
    'the dialog shows the server results for the five queries of the issue, labelled by their real category',
    { timeout: 120_000 },
    async () => {
      const ctx = await newContext(browser);
      const { page, errors } = await openPage(ctx);
      const input = await openDialog(page);

      // "tax": the server's ranking, which holds tax tools and the taxes post (see the integration test)
      const tax = await api('tax');
      await input.fill('tax');
      const taxOptions = await optionsFor(page, 'tax', tax);
      expect(taxOptions.slice(0, tax.results.length).map((o) => o.title)).toEqual(tax.results.map((r) => r.title));
      expect(taxOptions.map((o) => o.title)).not.toContain(content.partners.find((p) => p.id === 'ledger-stax')?.name ?? '(none)');

      // "ledger": every Ledger device named, under Hardware Wallets
      const ledger = await api('ledger');
      await input.fill('ledger');
      const ledgerOptions = await optionsFor(page, 'ledger', ledger);
      const devices = hardwareWallets.filter((p) => /\bledger\b/i.test(p.name));
      expect(devices.length).toBeGreaterThan(0);
      for (const d of devices) expect(ledgerOptions, d.name).toContainEqual({ title: d.name, label: 'Hardware Wallets' });
      expect(await page.locator('[role="option"] mark').first().textContent()).toMatch(/^ledger/i);

      // "kraken fees": Kraken itself
      const kraken = await api('kraken fees');
      await input.fill('kraken fees');
      expect((await optionsFor(page, 'kraken fees', kraken)).map((o) => o.title)).toContain('Kraken');

      // "hardware wallet": the first wallet shown is a hardware wallet
      const hw = await api('hardware wallet');
      await input.fill('hardware wallet');
      const hwOptions = await optionsFor(page, 'hardware wallet', hw);
      const firstWallet = hwOptions.find((o) => o.label === 'Hardware Wallets' || o.label === 'Software Wallets');
      expect(firstWallet?.label).toBe('Hardware Wallets');
      expect(hardwareWallets.map((p) => p.name)).toContain(firstWallet!.title);

      // "bitcon": read as bitcoin where the database has pg_trgm
      const bitcon = await api('bitcon');
      await input.fill('bitcon');
      if (onPostgres) {
        expect(bitcon.correctedQuery).toBe('bitcoin');
        await expect.poll(() => page.getByText('Showing results for “bitcoin”').count()).toBe(1);
        const named = content.partners.filter((p) => /bitcoin/i.test(p.name)).map((p) => p.name);
        const titles = (await optionsFor(page, 'bitcon', bitcon)).map((o) => o.title);
        expect(titles.some((t) => named.includes(t!))).toBe(true);
      }

      // keyboard: arrows move, Enter opens the selected result
      await input.fill('kraken fees');
      await optionsFor(page, 'kraken fees', kraken);
      await page.keyboard.press('ArrowDown');
      expect(await page.getByRole('option').nth(1).getAttribute('aria-selected')).toBe('true');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await ctx.close();
    },
  );

  it('Escape, and the close button, give the focus back to the search button', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await openDialog(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search the site');
    await page.keyboard.press('Enter'); // the focused button opens it again
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search the site');
    await ctx.close();
  });

  it('/search?q=ledger is rendered on the server with its results and highlights', async () => {
    const answer = await api('ledger', 50);
    const html = await (await fetch(`${server.url}/search?q=ledger`)).text();
    for (const r of answer.results.slice(0, 5))
      expect(html, r.title).toContain(`>${r.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}<`);
    expect(html).toMatch(/<mark[^>]*>Ledger<\/mark>/);
    expect(html).toMatch(/\d+ results for “ledger”/);
    // a partner result links to the partner's own page, in the server's markup
    const partners = answer.results.slice(0, 5).filter((r) => r.kind === 'partner');
    expect(partners.length).toBeGreaterThan(0);
    for (const r of partners) {
      expect(r.url).toMatch(/^\/(exchanges|wallets|trading-bots|payment-cards|tools|apps)\/[a-z0-9-]+$/);
      expect(html, r.url).toContain(`href="${r.url}"`);
    }

    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(`${server.url}/search?q=ledger`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('heading', { level: 2, name: /Hardware Wallets/ }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
