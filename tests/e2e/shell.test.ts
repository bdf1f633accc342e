import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_ROUTES } from '@coinatlas/domain/routes/manifest';
import { loadBlogSeeds } from '../../backend/src/modules/blog/adapters/fs-seeds.js';
import { launchBrowser, newContext, openPage, seriousA11yViolations, waitForHydration } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

const SEED_POSTS = loadBlogSeeds().posts;

const PUBLIC_ROUTES = STATIC_ROUTES.filter((r) => !r.startsWith('/admin') && r !== '/unsubscribe');
// (An exchange's referral page exists only while it has an active code: none here.)
// one partner page of each kind (the old review URL of a bot redirects to its page)
const PARAM_EXAMPLES = [
  `/blog/${SEED_POSTS[0]!.slug}`,
  '/trading-bots/cryptohopper/review',
  '/exchanges/kraken',
  '/wallets/trezor-safe-5',
  '/payment-cards/nexo-card',
  '/tools/glassnode',
  '/apps/aave',
];

describe('site shell', () => {
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

  const visit = async (page: Page, path: string) => {
    const res = await page.goto(server.url + path, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => !document.querySelector('main [role="status"]'), null, { timeout: 15_000 });
    return res!;
  };

  it('every route of the route list answers 200 and renders a heading without console errors', { timeout: 300_000 }, async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    const titles = new Set<string>();
    for (const path of [...PUBLIC_ROUTES, ...PARAM_EXAMPLES]) {
      const res = await visit(page, path);
      expect(res.status(), path).toBe(200);
      await expect.poll(() => page.locator('h1').count(), { message: `${path} has one h1` }).toBe(1);
      titles.add(await page.title());
      expect(errors, path).toEqual([]);
    }
    // every page sets a title of its own (the three guide paths and the two code paths share a page)
    expect(titles.size).toBeGreaterThan(PUBLIC_ROUTES.length - 8);
    await ctx.close();
  });

  it('highlights the active entry: equal path or path followed by a slash', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await visit(page, '/wallets/hardware');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => nav.getByRole('button', { name: 'Wallets' }).getAttribute('class')).toContain('bg-blue-50');
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    await visit(page, '/tools');
    await expect.poll(() => nav.getByRole('button', { name: 'Tools' }).getAttribute('class')).toContain('bg-blue-50');
    expect(await nav.getByRole('link', { name: 'Trading Bots' }).getAttribute('aria-current')).toBeNull();
    // the fee calculator is in the header: under Tools, next to the tools directory (issue 29)
    await nav.getByRole('button', { name: 'Tools' }).click();
    const tools = page.getByRole('menu');
    await expect.poll(() => tools.getByRole('menuitem', { name: 'Fee Calculator' }).isVisible()).toBe(true);
    expect(await tools.getByRole('menuitem').evaluateAll((els) => els.map((e) => [e.textContent, e.getAttribute('href')]))).toEqual([
      ['All Tools', '/tools'],
      ['Fee Calculator', '/fee-calculator'],
    ]);
    await page.keyboard.press('Escape');
    await visit(page, '/fee-calculator');
    await expect.poll(() => nav.getByRole('button', { name: 'Tools' }).getAttribute('class')).toContain('bg-blue-50');
    // keyboard: the Exchanges dropdown opens with Enter and its items are reachable with arrows
    await nav.getByRole('button', { name: 'Exchanges' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('menuitem', { name: 'No-KYC Exchanges' }).isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await ctx.close();
  });

  it('the mobile menu mirrors the entries and closes when a link is chosen', async () => {
    const ctx = await newContext(browser, { width: 360, height: 780 });
    const { page, errors } = await openPage(ctx);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile navigation' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    for (const label of ['Home', 'Exchanges', 'Trading Bots', 'Payment Cards', 'Wallets', 'Tools', 'Apps', 'Offers & Codes', 'Concepts'])
      expect(await menu.getByRole('link', { name: label, exact: true }).count(), label).toBe(1);
    // the fee calculator, not only in the footer (issue 29)
    expect(await menu.getByRole('link', { name: 'Fee Calculator', exact: true }).getAttribute('href')).toBe('/fee-calculator');
    await menu.getByRole('link', { name: 'Payment Cards' }).click();
    await page.waitForURL(server.url + '/payment-cards');
    await expect.poll(() => menu.count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('Subscribe from /tools lands on /#newsletter', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await visit(page, '/tools');
    await page.getByRole('banner').getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(server.url + '/#newsletter');
    await expect
      .poll(() => page.evaluate(() => Math.abs(document.getElementById('newsletter')?.getBoundingClientRect().top ?? 9999)))
      .toBeLessThan(120);
    await ctx.close();
  });

  it('the theme follows the system first, then the saved choice across reloads with no flash', async () => {
    const ctx = await newContext(browser, { colorScheme: 'dark' });
    const { page } = await openPage(ctx);
    await visit(page, '/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    const toggle = page.getByRole('button', { name: 'Toggle theme' });
    await toggle.hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toContain('Switch to light mode');
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    // the inline script applies the saved theme before the first paint: record the class at DOMContentLoaded
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { themeAtLoad: string }).themeAtLoad = document.documentElement.className;
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { themeAtLoad: string }).themeAtLoad)).not.toContain('dark');
    expect(await page.evaluate(() => localStorage.getItem('coinatlas.theme'))).toBe('light');
    await ctx.close();
  });

  it('switching language opens the page in that language: header, home hero, <html lang> and URL', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await visit(page, '/');
    const expected = { es: ['Billeteras', 'es'], de: ['Wallets', 'de'], pt: ['Carteiras', 'pt-BR'] } as const;
    const heroEn = await page.locator('h1').textContent();
    for (const [lang, [walletsLabel, htmlLang]] of Object.entries(expected)) {
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^(EN|ES|DE|PT) – (Language|Idioma|Sprache)/ })
        .first()
        .click();
      await page.locator(`[role="menuitem"][lang="${lang}"]`).click();
      await page.waitForURL(`${server.url}/${lang}`);
      // another language is another document: its controls work once it has hydrated
      await waitForHydration(page);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(htmlLang);
      const nav = page.getByRole('navigation').first();
      await expect.poll(() => nav.textContent()).toContain(walletsLabel);
      await expect.poll(() => page.locator('h1').textContent()).not.toBe(heroEn);
    }
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the header links the watchlist at every width, in the page language, marked current on the watchlist', async () => {
    const names = { en: 'Your watchlist', es: 'Tu lista de seguimiento', de: 'Deine Watchlist', pt: 'Sua lista de observação' } as const;
    for (const width of [390, 1366]) {
      const ctx = await newContext(browser, { width, height: 844 });
      const { page, errors } = await openPage(ctx);
      for (const [lang, name] of Object.entries(names)) {
        const prefix = lang === 'en' ? '' : `/${lang}`;
        await visit(page, `${prefix}/tools`);
        await waitForHydration(page);
        const link = page.getByRole('banner').getByRole('link', { name, exact: true });
        expect(await link.isVisible(), `${lang} at ${width} px`).toBe(true);
        expect(await link.getAttribute('aria-current')).toBeNull();
        await link.click();
        await page.waitForURL(`${server.url}${prefix}/watchlist`);
        await expect
          .poll(() => page.getByRole('banner').getByRole('link', { name, exact: true }).getAttribute('aria-current'))
          .toBe('page');
      }
      expect(errors).toEqual([]);
      await ctx.close();
    }
  });

  it('the search dialog: trending fill, result count, at most 12 results, no-results hint, keyboard', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await visit(page, '/');
    await page.keyboard.press('/');
    const input = page.getByRole('combobox', { name: /Search exchanges/ });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    for (const term of ['bitcoin', 'defi', 'no kyc', 'trading bot', 'visa card'])
      expect(await page.getByRole('button', { name: term, exact: true }).count(), term).toBe(1);
    await page.getByRole('button', { name: 'no kyc', exact: true }).click();
    expect(await input.inputValue()).toBe('no kyc');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    await input.fill('a');
    await expect.poll(() => page.getByRole('option').count()).toBe(12);
    const count = Number((await page.getByTestId('search-count').textContent())!.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(12);
    await input.fill('zzqqxx');
    await expect.poll(() => page.getByText('No results found').count()).toBe(1);
    expect(await page.getByText('Try searching for exchanges, trading bots, defi, or bitcoin').count()).toBe(1);
    await input.fill('kraken');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const first = page.getByRole('option').first();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/'); // navigation commits once the page's data is loaded
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('/search?q=wallet lists every result grouped by category', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await visit(page, '/search?q=wallet');
    await expect.poll(() => page.getByText(/results? for “wallet”/).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: /Hardware Wallets/ }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: /Software Wallets/ }).count()).toBe(1);
    await ctx.close();
  });

  it.runIf(process.env.TEST_DATABASE_URL || process.env.REQUIRE_SERVICES === '1')(
    'a page view reaches the database, without query string',
    async () => {
      const ctx = await newContext(browser);
      const { page } = await openPage(ctx);
      await visit(page, '/concepts?utm_source=test');
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await page.close(); // pagehide flushes the beacon
      const client = new pg.Client({ connectionString: server.database.url });
      await client.connect();
      try {
        await expect
          .poll(
            async () =>
              (await client.query("select count(*)::int as n from analytics_events where name='page_view' and path='/concepts'")).rows[0].n,
            {
              timeout: 10_000,
            },
          )
          .toBeGreaterThan(0);
        const leaked = await client.query("select count(*)::int as n from analytics_events where path like '%?%'");
        expect(leaked.rows[0].n).toBe(0);
      } finally {
        await client.end();
      }
      await ctx.close();
    },
  );

  it('axe finds no serious or critical violation on the static pages, light and dark', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      const ctx = await newContext(browser, { colorScheme });
      const { page } = await openPage(ctx);
      for (const path of [
        '/',
        '/about',
        '/careers',
        '/advertise',
        '/terms',
        '/privacy',
        '/cookies',
        '/disclaimer',
        '/blog',
        '/search?q=bitcoin',
        '/no-such-page',
      ]) {
        await visit(page, path);
        for (const v of await seriousA11yViolations(page)) failures.push(`${colorScheme} ${path}: ${v}`);
      }
      await ctx.close();
    }
    expect(failures).toEqual([]);
  });
});
