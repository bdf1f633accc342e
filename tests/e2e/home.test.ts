import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { adminHeaders } from '../support/admin-http.js';
import { startServer, type RunningServer } from '../support/server.js';
import { pageHrefOf } from '../support/content.js';

const EMAIL = 'home-admin@coinatlas.example';
const PASSWORD = 'correct horse battery staple';

type TrendingCard = { category: string; featured: boolean; order: number; text: { en: { tag: string } } };
type ToolFile = { id: string; trending?: TrendingCard; editorsPick?: { by: string; since: string } };

/** The trending cards of the tool records, in trending order: what the section must show. */
function trendingFromContent() {
  const dir = join(import.meta.dirname, '../../backend/content/partners/tools');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as ToolFile)
    .flatMap((t) => (t.trending ? [{ id: t.id, ...t.trending, editorsPick: t.editorsPick }] : []))
    .sort((a, b) => a.order - b.order);
}

describe('home page: hero, featured categories, trending tools', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD } });
    // A promotion reaches visitors only while its partner has an active code (its texts speak of our link):
    // the banner below needs one, so an admin activates Crypto.com's card code.
    const headers = { 'content-type': 'application/json', ...(await adminHeaders(server, EMAIL, PASSWORD)) };
    const codes = (await (await fetch(`${server.url}/api/referral-codes?includeInactive=true`, { headers })).json()) as {
      id: number;
      entityType: string;
      entityId: string;
    }[];
    const row = codes.find((c) => c.entityType === 'payment_card' && c.entityId === 'crypto-com')!;
    const res = await fetch(`${server.url}/api/referral-codes/${row.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ code: 'COINATLAS', url: 'https://crypto.com/app?ref=coinatlas', isActive: true }),
    });
    expect(res.status).toBe(200);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the hero with the exact texts and links, and the terms explain themselves after 700 ms or on focus', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect.poll(() => h1.textContent()).toBe('Your Simple Guide to Crypto Trading and Tools');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByText('Start Confidently Today!', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Start Here - Crypto 101' }).getAttribute('href')).toBe('/concepts');
    // 'Get My AI Recommendations' opens the advisor on the page (issue 14): no navigation, focus comes back on close
    const cta = page.getByRole('button', { name: 'Get My AI Recommendations' });
    expect(await cta.getAttribute('aria-haspopup')).toBe('dialog');
    await cta.click();
    await page.getByRole('dialog', { name: 'AI Crypto Advisor' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // (while the modal is open the rest of the page is hidden from the accessibility tree: find it by its text)
    expect(
      await page.locator('button[aria-haspopup="dialog"]', { hasText: 'Get My AI Recommendations' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    // the dialog hands focus back as it unmounts (a moment after it left the tree on a busy machine)
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Get My AI Recommendations');

    // pointer: nothing before the 700 ms delay, the explanation after it
    const tooltip = page.getByRole('tooltip');
    await page.getByRole('button', { name: 'wallets', exact: true }).hover();
    await page.waitForTimeout(350);
    expect(await tooltip.count()).toBe(0);
    await expect.poll(() => tooltip.textContent(), { timeout: 2000 }).toContain('A wallet holds the keys to your crypto.');
    await page.mouse.move(0, 0, { steps: 5 });
    await expect.poll(() => tooltip.count()).toBe(0);

    // keyboard: Tab reaches each term and focus opens its explanation
    await page.getByRole('button', { name: 'exchanges', exact: true }).focus();
    await expect.poll(() => tooltip.textContent()).toContain('Exchanges are platforms where you buy, sell and swap crypto.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('trading bots');
    await expect.poll(() => tooltip.textContent()).toContain('Trading bots are programs that place orders');
    await page.keyboard.press('Escape');
    await expect.poll(() => tooltip.count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('asks on its first load for none of the code that only an interaction, a scroll or a later moment needs', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    const chunk = (path: string) => /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(path)?.[1];
    await page.goto(server.url + '/', { waitUntil: 'networkidle' });
    const onDemand = [
      'header-menus',
      'mobile-menu',
      'search-dialog',
      'tooltip-bubble',
      'toaster',
      'dialog',
      'journey-dialog',
      'advisor-dialog',
      'wizard-dialog',
      'prices-section',
    ];
    expect(scripts.map(chunk).filter((c) => onDemand.includes(c!))).toEqual([]);
    // the banner's code is asked for a second after the load event, not before
    await page.getByTestId('promo-banner').waitFor({ timeout: 10_000 });
    const { load, banner } = await page.evaluate(() => ({
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      banner: performance.getEntriesByType('resource').find((e) => /\/promo-banner-/.test(e.name))?.startTime,
    }));
    expect(banner! - load).toBeGreaterThanOrEqual(1000);

    // each piece arrives on first use: a menu on hover, a term's explanation on focus
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Exchanges' }).hover();
    await expect.poll(() => scripts.map(chunk)).toContain('header-menus');
    await page.getByRole('button', { name: 'wallets', exact: true }).focus();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toContain('A wallet holds the keys to your crypto.');
    expect(scripts.map(chunk)).toContain('tooltip-bubble');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('shows six featured categories with their links and a Popular badge on hover and focus', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/');
    const section = page.getByRole('region', { name: 'Featured Categories' });
    const cards = section.getByRole('link');
    await expect.poll(() => cards.count()).toBe(6);
    const hrefs = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toEqual(['/exchanges', '/wallets', '/tools', '/trading-bots', '/payment-cards', '/coupon-codes']);
    // No rate the card records do not back (registry.test.ts checks every claim of the home texts).
    expect(await section.getByText(/cashback/).count()).toBe(0);
    for (const cta of ['Compare Exchanges', 'Find a Wallet', 'Explore Tools', 'Compare Bots', 'View Cards', 'See Offers'])
      expect(await section.getByText(cta, { exact: true }).count(), cta).toBe(1);

    const badgeOpacity = (i: number) =>
      cards
        .nth(i)
        .getByText('Popular', { exact: true })
        .evaluate((el) => getComputedStyle(el).opacity);
    expect(await badgeOpacity(0)).toBe('0');
    await cards.nth(0).hover();
    await expect.poll(() => badgeOpacity(0)).toBe('1');
    await page.mouse.move(0, 0, { steps: 5 });
    await cards.nth(4).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab'); // keyboard focus, so :focus-visible applies
    await expect.poll(() => badgeOpacity(4)).toBe('1');
    await ctx.close();
  });

  it('filters the trending tools of the content records with chips whose counts match the cards', async () => {
    const trending = trendingFromContent();
    const inCategory = (c: string) => trending.filter((t) => t.category === c).map((t) => t.id);
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/');
    const section = page.getByRole('region', { name: 'Trending Tools' });
    const group = section.getByRole('group', { name: 'Filter tools by category' });
    const toolCards = section.locator('[data-tool]');
    await expect.poll(() => toolCards.count()).toBe(trending.length);
    expect(await toolCards.evaluateAll((els) => els.map((e) => e.getAttribute('data-tool')))).toEqual(trending.map((t) => t.id));
    // "Top pick" only on an editor's pick (who, since when, why), never on the trending card's featured flag
    const picked = await section
      .locator('[data-tool]:has([data-testid="top-pick"])')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-tool')));
    expect(picked).toEqual(trending.filter((t) => t.editorsPick).map((t) => t.id));
    const tags = await section.locator('[data-tool] [data-tag]').allTextContents();
    expect(tags).toEqual(trending.map((t) => t.text.en.tag));

    const expected = {
      All: trending.length,
      Analysis: inCategory('analysis').length,
      Trading: inCategory('trading').length,
      Portfolio: inCategory('portfolio').length,
      Tax: inCategory('tax').length,
    };
    for (const [label, n] of Object.entries(expected)) {
      const chip = group.getByRole('button', { name: new RegExp(`^${label}`) });
      expect(await chip.locator('[data-count]').textContent(), label).toBe(String(n));
      await chip.click();
      expect(await chip.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => toolCards.count(), { message: label }).toBe(n);
    }
    // The last chip (Tax) shows the tax tools, and each details link leads to the tool's own page
    const tax = inCategory('tax');
    expect(await toolCards.evaluateAll((els) => els.map((e) => e.getAttribute('data-tool')))).toEqual(tax);
    expect(
      await toolCards
        .first()
        .getByRole('link', { name: /View Details/ })
        .getAttribute('href'),
    ).toBe(pageHrefOf('tool', tax[0]!));
    await group.getByRole('button', { name: /^Analysis/ }).click();
    await expect.poll(() => toolCards.evaluateAll((els) => els.map((e) => e.getAttribute('data-tool')))).toEqual(inCategory('analysis'));
    await ctx.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations on / in ${colorScheme} mode`, async () => {
      const ctx = await newContext(browser, { colorScheme });
      const { page } = await openPage(ctx);
      await page.goto(server.url + '/');
      await page.getByRole('heading', { name: 'Trending Tools' }).waitFor();
      await page.locator('#newsletter').waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await ctx.close();
    });
  }

  it('keeps its sections inside a 360 px wide screen', async () => {
    const ctx = await newContext(browser, { width: 360, height: 800 });
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/');
    await page.locator('#newsletter').waitFor();
    const overflowing = await page.evaluate(() =>
      ['hero-title', 'featured-categories-title', 'trending-tools-title', 'newsletter-heading']
        .map((id) => document.getElementById(id)!.closest('section')!)
        .flatMap((s) =>
          [...s.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > 360.5).map((el) => el.outerHTML.slice(0, 80)),
        ),
    );
    expect(overflowing).toEqual([]);
    await ctx.close();
  });
});
