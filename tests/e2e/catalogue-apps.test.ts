import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, scrollUntilLive, seriousA11yViolations } from '../support/browser.js';
import { partnerOf, partnersOf } from '../support/content.js';
import { startServer, type RunningServer } from '../support/server.js';
import { sitemapPaths } from '../support/sitemap-paths.js';

const apps = partnersOf('app');
const N = apps.length;
/** The page's filter rule: the category must match, and the trimmed query, case-insensitively, the name, description or a feature. */
const matching = (query: string, category = 'all') => {
  const q = query.trim().toLowerCase();
  return apps
    .filter((a) => category === 'all' || a.category === category)
    .filter((a) => !q || [a.name, a.text.description, ...a.text.features].some((x) => x.toLowerCase().includes(q)))
    .map((a) => a.id);
};

const countLine = (page: Page) => page.getByTestId('apps-count').textContent();
const cardIds = (page: Page) => page.locator('main article').evaluateAll((els) => els.map((e) => e.id));

describe('/apps: the crypto apps directory', () => {
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

  it('shows the title, breadcrumb, the apps of the records, the count line and ItemList structured data of at most 10 entries', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/apps');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Best Crypto Apps 2026');
    expect(await page.title()).toBe('Best Crypto Apps 2026: trading, DeFi, staking and taxes');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      new RegExp(`^${N} crypto apps compared by CoinAtlas`),
    );
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Apps');
    expect(await countLine(page)).toBe(`Showing ${N} of ${N} apps`);
    expect(await cardIds(page)).toEqual(apps.map((a) => a.id));

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const list = blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === 'ItemList');
    // the first 10 apps whose pages may be indexed (the sitemap's: not a role shown on its provider's page, not thin)
    const indexed = await sitemapPaths(server.url);
    expect(list.itemListElement).toEqual(
      apps
        .filter((a) => indexed.has(`/apps/${a.id}`))
        .slice(0, 10)
        .map((a, i) => ({ '@type': 'ListItem', position: i + 1, name: a.name, url: `${server.url}/apps/${a.id}` })),
    );

    // a rating shows only with its published breakdown (labelled as ours), and the price badges follow the
    // colour rule: Free green, Freemium blue, a fee-based app's own price note orange
    expect(await page.locator(`article[id="${apps[0]!.id}"]`).getByText('Our rating').count()).toBe(apps[0]!.rating?.breakdown ? 1 : 0);
    const BADGES = { free: ['Free', 'green'], freemium: ['Freemium', 'blue'] } as const;
    for (const app of apps) {
      const badge = page.locator(`article[id="${app.id}"]`).getByTestId('price-badge');
      const pricing = app.facts.pricing.value;
      const [text, colour] = pricing === 'fees' ? [app.text.price, 'orange'] : BADGES[pricing];
      expect(await badge.textContent(), app.id).toBe(text);
      expect(await badge.getAttribute('class'), app.id).toContain(colour);
    }

    // footer links
    for (const href of ['/exchanges', '/wallets', '/trading-bots']) {
      expect(await page.locator(`main a[href="${href}"]`).count(), href).toBe(1);
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('search and category combine (both must match), the icon buttons set the filter, and the empty state clears both', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/apps');
    const search = page.getByRole('searchbox', { name: 'Search apps' });
    const select = page.getByRole('combobox', { name: 'Category' });
    const line = (shown: number, category: string | null, query: string) =>
      `Showing ${shown} of ${N} apps${category ? ` in ${category}` : ''}${query ? ` matching "${query}"` : ''}`;
    // 'staking' with no category, then with the category of one of its matches (Trading when there is one)
    const staking = matching('staking');
    expect(staking, "no app mentions 'staking': the search would be tested vacuously").not.toEqual([]);
    await search.fill('staking');
    await expect.poll(() => countLine(page)).toBe(line(staking.length, null, 'staking'));
    expect(await cardIds(page)).toEqual(staking);
    const categoryOf = (id: string) => apps.find((a) => a.id === id)!.category;
    const category = staking.some((id) => categoryOf(id) === 'Trading') ? 'Trading' : categoryOf(staking[0]!);
    await select.selectOption(category);
    await expect.poll(() => countLine(page)).toBe(line(matching('staking', category).length, category, 'staking'));
    expect(await cardIds(page)).toEqual(matching('staking', category));

    // an icon button sets the same filter as the dropdown
    const other = [...new Set(apps.map((a) => a.category))].find((c) => c !== category)!;
    await page.getByRole('button', { name: new RegExp(`^${other}`) }).click();
    await expect.poll(() => countLine(page)).toBe(line(matching('staking', other).length, other, 'staking'));
    expect(await select.inputValue()).toBe(other);
    expect(await page.getByRole('button', { name: new RegExp(`^${other}`) }).getAttribute('aria-pressed')).toBe('true');

    // nothing matches: the empty state, whose button clears both filters
    await search.fill('zzz');
    await expect.poll(() => countLine(page)).toBe(line(0, other, 'zzz'));
    expect(await page.getByText('No apps found matching your criteria.').count()).toBe(1);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => countLine(page)).toBe(`Showing ${N} of ${N} apps`);
    expect(await search.inputValue()).toBe('');
    expect(await select.inputValue()).toBe('all');

    // case-insensitive match on a feature, in capitals
    const feature = apps.at(-1)!.text.features[0]!.toUpperCase();
    await search.fill(feature);
    await expect.poll(() => countLine(page)).toBe(line(matching(feature).length, null, feature));
    expect(await cardIds(page)).toEqual(matching(feature));
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('every Visit link goes through /go/app/{id} in a new tab with rel="sponsored noopener", and shows Loading... while it opens', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    ctx.on('page', (p) => void p.close()); // the tracked redirect's new tab is not under test here
    await page.goto(server.url + '/apps');
    const links = page.getByRole('link', { name: /^Visit / });
    await expect.poll(() => links.count()).toBe(N);
    const attrs = await links.evaluateAll((els) =>
      els.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    );
    const ids = await cardIds(page);
    expect(attrs).toEqual(ids.map((id) => ({ href: `/go/app/${id}`, target: '_blank', rel: 'sponsored noopener' })));

    const example = partnerOf('app', 'kraken');
    const visitText = `Visit ${example.name}(opens in a new tab)`;
    const kraken = page.locator(`article[id="${example.id}"]`).getByRole('link', { name: /^Visit / });
    // a rating (and its "How we rate" link to the methodology) shows only with its published breakdown
    expect(await page.locator(`article[id="${example.id}"]`).getByRole('link', { name: 'How we rate' }).count()).toBe(
      example.rating?.breakdown ? 1 : 0,
    );
    expect(await kraken.textContent()).toBe(visitText);
    // The card goes live as it nears the screen; a press on a new-tab link in the server's markup is left to the
    // browser (no loading state), so the card must be live first. React marks the elements it manages; on a loaded
    // machine the swap came after the observer below was attached to the server's markup, which then saw nothing.
    await scrollUntilLive(page, `article[id="${example.id}"]`);
    // record every state the link goes through, so a slow click round-trip cannot hide the short loading state
    await kraken.evaluate((a) => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => seen.push(`${a.textContent}|${a.getAttribute('aria-disabled')}`)).observe(a, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    await kraken.click();
    const seen = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    await expect.poll(seen, { timeout: 5000 }).toContain(`${visitText}|null`);
    expect((await seen())[0]).toBe('Loading...(opens in a new tab)|true');
    expect(await kraken.textContent()).toBe(visitText);
    expect(await kraken.getAttribute('aria-disabled')).toBeNull();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a hash equal to an app id scrolls that card into view and highlights it; a missing one is only logged', async () => {
    const ctx = await newContext(browser, { width: 360, height: 800 });
    const { page, errors } = await openPage(ctx);
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    // record highlight on/off as it happens, so a slow runner cannot make the 2 s window slip past a poll
    await page.addInitScript(() => {
      const events: string[] = [];
      (window as unknown as { highlights: string[] }).highlights = events;
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target as HTMLElement;
          const on = el.classList.contains('is-highlighted');
          const was = (r.oldValue ?? '').split(' ').includes('is-highlighted');
          if (on !== was) events.push(`${el.id}:${on ? 'on' : 'off'}`);
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
    });
    const target = apps.at(-1)!.id; // the last card, so the page has to scroll to it
    await page.goto(server.url + `/apps#${target}`);
    const highlights = () => page.evaluate(() => (window as unknown as { highlights: string[] }).highlights);
    await expect.poll(highlights, { timeout: 15_000 }).toEqual([`${target}:on`, `${target}:off`]);
    expect(
      await page.locator(`article[id="${target}"]`).evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.bottom > 0 && r.top < window.innerHeight;
      }),
    ).toBe(true);
    await page.goto(server.url + '/apps#no-such-app');
    await expect.poll(() => logs.some((l) => l.includes('#no-such-app'))).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  // axe on a page this size takes a while on a busy runner, hence one page per test and a longer limit
  it.each(['light', 'dark'] as const)(
    'has no serious accessibility violations (%s)',
    async (colorScheme) => {
      const ctx = await newContext(browser, { colorScheme });
      const { page, errors } = await openPage(ctx);
      await page.goto(server.url + '/apps');
      await page.getByTestId('apps-count').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await ctx.close();
    },
    120_000,
  );

  it('the empty state has no serious accessibility violations, and nothing scrolls sideways at 360 px', async () => {
    const ctx = await newContext(browser, { width: 360, height: 800, colorScheme: 'dark' });
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/apps');
    await page.getByTestId('apps-count').waitFor();
    expect(await page.locator('main').evaluate((m) => m.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('searchbox', { name: 'Search apps' }).fill('zzz');
    await page.getByText('No apps found matching your criteria.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  }, 120_000);
});
