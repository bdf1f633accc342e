import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { filled, hasReview, partnersOf } from '../support/content.js';
import { startServer, type RunningServer } from '../support/server.js';
import { sitemapPaths } from '../support/sitemap-paths.js';

const tools = partnersOf('tool');
const ALL = tools.map((t) => t.id);
/** The tabs after 'All Tools': label and the category of the records it shows. */
const TABS = {
  Analytics: 'analytics',
  'Market Data': 'market-data',
  Security: 'security',
  Trading: 'trading',
  Research: 'research',
  Taxes: 'taxes',
  Portfolio: 'portfolio',
  'DeFi & Staking': 'defi',
  'Data Tools': 'tools',
} as const;
type Category = (typeof TABS)[keyof typeof TABS];
const tabOf = (category: Category) => Object.entries(TABS).find(([, c]) => c === category)![0];
const inCategory = (category: Category) => tools.filter((t) => t.category === category).map((t) => t.id);
/** The page's search rule: the trimmed query, case-insensitively, inside the name, description, tag or a feature. */
const search = (query: string) => {
  const q = query.trim().toLocaleLowerCase();
  return tools
    .filter((t) => [t.name, t.text.description, t.text.tag, ...t.text.features].some((x) => x.toLocaleLowerCase().includes(q)))
    .map((t) => t.id);
};

const panelIds = (page: Page) =>
  page.locator('[role="tabpanel"][data-state="active"] [data-testid="listing-card"]').evaluateAll((els) => els.map((e) => e.id));
const countLine = (page: Page) => page.locator('[role="tabpanel"][data-state="active"] [data-testid="tools-count"]').textContent();

describe('/tools', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the title, the ten tabs, and each tab shows exactly its tools (tax tools under Taxes)', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/tools');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Crypto Tools & Resources');
    expect(await page.title()).toBe('Crypto Tools & Resources | CoinAtlas');
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allTextContents()).toEqual(['Home', 'Tools']);
    const tabs = page.getByRole('tablist', { name: 'Tool categories' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual([
      'All Tools',
      'Analytics',
      'Market Data',
      'Security',
      'Trading',
      'Research',
      'Taxes',
      'Portfolio',
      'DeFi & Staking',
      'Data Tools',
    ]);
    await expect.poll(() => panelIds(page)).toEqual(ALL);
    expect(await countLine(page)).toBe(`Showing ${ALL.length} of ${ALL.length} tools`);
    for (const [tab, category] of Object.entries(TABS)) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect.poll(() => panelIds(page), { message: tab }).toEqual(inCategory(category));
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('searches name, description, features and tag case-insensitively, combined with the tab; clear resets', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/tools');
    const box = page.getByRole('searchbox', { name: 'Search tools' });
    await box.waitFor();
    expect(await box.getAttribute('placeholder')).toBe('Search tools by name, description, or features...');
    expect(await page.getByRole('button', { name: 'Clear search' }).count()).toBe(0);

    // Queries taken from the records (a tag in capitals, a feature, a name) and 'tax'; the expected
    // results follow the page's rule, so a record that also matches belongs in the result.
    const byTag = tools[0]!.text.tag.toUpperCase();
    const byFeature = ` ${tools[1]!.text.features[0]!} `;
    const byName = tools.at(-1)!.name;
    for (const query of [byTag, byFeature, byName, 'tax']) {
      const expected = search(query);
      expect(expected, `no record matches '${query}': the search would be tested vacuously`).not.toEqual([]);
      await box.fill(query);
      await expect.poll(() => panelIds(page), { message: query }).toEqual(expected);
      expect(await countLine(page)).toBe(`Showing ${expected.length} of ${ALL.length} tools`);
    }
    // The search combines with the tab: the tab of the last 'tax' match shows only its matches.
    const taxed = search('tax');
    const category = tools.find((t) => t.id === taxed.at(-1))!.category;
    await page.getByRole('tab', { name: tabOf(category), exact: true }).click();
    const both = taxed.filter((id) => inCategory(category).includes(id));
    await expect.poll(() => panelIds(page)).toEqual(both);
    expect(await countLine(page)).toBe(`Showing ${both.length} of ${inCategory(category).length} tools`);

    await box.fill('zzz');
    const empty = page.getByTestId('tools-empty');
    await expect.poll(() => empty.textContent()).toContain('No tools match “zzz”.');
    await empty.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => panelIds(page)).toEqual(inCategory(category));
    expect(await box.inputValue()).toBe('');

    await page.getByRole('tab', { name: 'All Tools' }).click();
    await box.fill(byName.toLowerCase());
    await expect.poll(() => panelIds(page)).toEqual(search(byName));
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => panelIds(page)).toEqual(ALL);
    expect(await box.inputValue()).toBe('');
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await ctx.close();
  });

  it('offers Read Review exactly for the reviewed tools and shows each record’s first offer', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/tools');
    await expect.poll(() => panelIds(page)).toEqual(ALL);
    const reviewed = await page
      .locator('[data-testid="listing-card"]')
      .filter({ has: page.getByRole('link', { name: /^Read Review/ }) })
      .evaluateAll((els) => els.map((e) => e.id));
    expect(reviewed).toEqual(ALL.filter((id) => hasReview('tool', id)));
    const offers = await page
      .locator('[data-testid="listing-card"]')
      .evaluateAll((cards) => Object.fromEntries(cards.map((c) => [c.id, c.querySelector('[data-testid="offer"]')?.textContent ?? null])));
    expect(offers).toEqual(Object.fromEntries(tools.map((t) => [t.id, t.offers?.[0] ? filled(t.offers[0]) : null])));
    await ctx.close();
  });

  it("every 'Visit Website' goes through /go/tool/{id} in a new tab with rel sponsored noopener", async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/tools');
    const visits = page.getByRole('link', { name: /^Visit Website/ });
    await expect.poll(() => visits.count()).toBe(ALL.length);
    const ids = await panelIds(page);
    const attrs = await visits.evaluateAll((els) =>
      els.map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]),
    );
    expect(attrs).toEqual(ids.map((id) => [`/go/tool/${id}`, '_blank', 'sponsored noopener']));
    expect(await page.locator('main a[href^="http"]').count()).toBe(0);
    await ctx.close();
  });

  it('publishes structured data for the first 10 tools', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/tools');
    await expect.poll(() => panelIds(page)).toEqual(ALL);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const list = data.find((d) => d['@type'] === 'ItemList');
    // the first 10 tools whose pages may be indexed (the sitemap's)
    const indexed = await sitemapPaths(server.url);
    const listed = tools.filter((t) => indexed.has(`/tools/${t.id}`)).slice(0, 10);
    expect(list.numberOfItems).toBe(listed.length);
    expect(list.itemListElement.map((e: { name: string }) => e.name)).toEqual(listed.map((t) => t.name));
    await ctx.close();
  });

  it('a hash equal to a tool id highlights it; the home page links /tools#{id} work', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    const target = ALL.at(-1)!;
    await page.goto(server.url + `/tools#${target}`);
    await expect
      .poll(() => page.locator(`[id="${target}"]`).evaluate((el) => el.classList.contains('is-highlighted')), { timeout: 3000 })
      .toBe(true);
    await ctx.close();
  });

  it.each(['light', 'dark'] as const)('has no serious axe violations, with results and with the empty state (%s)', async (colorScheme) => {
    const ctx = await newContext(browser, { colorScheme });
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/tools');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search tools' }).fill('nothing-matches-this');
    await page.getByTestId('tools-empty').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await ctx.close();
  });
});
