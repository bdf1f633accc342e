import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPromotable } from '@coinatlas/domain/partners/partner';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { filled, partnersOf } from '../support/content.js';
import { startServer, type RunningServer } from '../support/server.js';
import { sitemapPaths } from '../support/sitemap-paths.js';

const bots = partnersOf('trading_bot');
const ids = (list: { id: string }[]) => list.map((b) => b.id);
const TAB_CATEGORIES = {
  'Full Suite': 'full-suite',
  'Custom Bots': 'custom-bots',
  'Exchange Integrated': 'exchange-integrated',
  'Signal Based': 'signal-based',
} as const;

const panelCards = (page: Page) => page.locator('[role="tabpanel"][data-state="active"] [data-testid="listing-card"]');
const panelIds = (page: Page) => panelCards(page).evaluateAll((els) => els.map((e) => e.id));

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

describe('/trading-bots', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the breadcrumb, title, the bots of the records, and each tab shows exactly its bots', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    const res = await page.goto(server.url + '/trading-bots');
    expect(res!.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Crypto Trading Bots');
    expect(await page.title()).toBe('Crypto Trading Bots Compared | CoinAtlas');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('listitem').allTextContents()).toEqual(['Home', 'Trading Bots']);
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Trading Bots');

    const tabs = page.getByRole('tablist', { name: 'Bot categories' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['All Bots', 'Full Suite', 'Custom Bots', 'Exchange Integrated', 'Signal Based']);
    await expect.poll(() => panelIds(page)).toEqual(ids(bots));

    const expected: Record<string, string[]> = {
      ...Object.fromEntries(Object.entries(TAB_CATEGORIES).map(([tab, c]) => [tab, ids(bots.filter((b) => b.category === c))])),
      'All Bots': ids(bots),
    };
    for (const [tab, ids] of Object.entries(expected)) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect.poll(() => panelIds(page)).toEqual(ids);
      expect(await page.getByRole('tab', { name: tab, exact: true }).getAttribute('aria-selected')).toBe('true');
    }
    // Keyboard: arrow keys move between tabs.
    await page.getByRole('tab', { name: 'All Bots' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => panelIds(page)).toEqual(expected['Full Suite']);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('each card shows its record: name, tag, features, its first offer filled in; changed services say so', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/trading-bots');
    await expect.poll(() => panelIds(page)).toEqual(ids(bots));
    for (const bot of bots) {
      const card = page.locator(`[id="${bot.id}"]`);
      expect(await card.getByRole('heading', { level: 3 }).textContent(), bot.id).toBe(bot.name);
      expect(await card.getByText(bot.text.tag, { exact: true }).count(), bot.id).toBe(1);
      // the features list follows its visually hidden name (NamedList)
      const features = card.getByText('Key features', { exact: true }).locator('xpath=following-sibling::ul[1]');
      expect(await features.getByRole('listitem').allTextContents(), bot.id).toEqual(bot.text.features);
      // The first offer of the record, its values formatted; no offer line without one, and none for a bot
      // whose status allows facts only.
      const offer = card.locator('[data-testid="offer"]');
      const first = isPromotable(bot.status) ? bot.offers?.[0] : undefined;
      if (first) expect(await offer.textContent(), bot.id).toBe(filled(first));
      else expect(await offer.count(), bot.id).toBe(0);
      // A service that is not fully active says why; one that may not be promoted has no link, widget or offer.
      if (bot.status !== 'active') expect(await card.getByRole('note').textContent(), bot.id).toContain(bot.text.status);
      expect(await card.getByRole('link', { name: /Visit Website/ }).count(), bot.id).toBe(isPromotable(bot.status) ? 1 : 0);
      if (!isPromotable(bot.status)) expect(await card.locator('a[href^="/go/"], [data-referral-widget]').count(), bot.id).toBe(0);
    }
    await ctx.close();
  });

  it("every 'Visit Website' goes through /go/trading_bot/{id}, opens a new tab, rel sponsored noopener", async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/trading-bots');
    const visits = page.getByRole('link', { name: /^Visit Website/ });
    const linked = bots.filter((b) => isPromotable(b.status));
    await expect.poll(() => visits.count()).toBe(linked.length);
    const attrs = await visits.evaluateAll((els) =>
      els.map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    );
    expect(attrs.map((a) => a.href)).toEqual(linked.map((b) => `/go/trading_bot/${b.id}`));
    for (const a of attrs) expect([a.target, a.rel]).toEqual(['_blank', 'sponsored noopener']);
    // No direct outbound partner links anywhere in the page content.
    expect(await page.locator('main a[href^="http"]').count()).toBe(0);
    await ctx.close();
  });

  it('the educational section links to the exchanges, wallets, tools and cards pages', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/trading-bots');
    const section = page.getByRole('region', { name: 'Using trading bots safely' });
    await expect.poll(() => section.count()).toBe(1);
    const hrefs = await section.getByRole('link').evaluateAll((els) => els.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/exchanges/centralized#binance',
      '/exchanges/centralized#coinbase',
      '/exchanges/centralized#kraken',
      '/exchanges/centralized#okx',
      '/wallets/software',
      '/wallets/hardware',
      '/tools',
      '/payment-cards',
    ]);
    await section.getByRole('link', { name: 'Kraken' }).click();
    await page.waitForURL(server.url + '/exchanges/centralized#kraken');
    await ctx.close();
  });

  it('publishes an ItemList of the available bots (at most 10) and the BreadcrumbList', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/trading-bots');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const data = await jsonLd(page);
    const list = data.find((d) => d['@type'] === 'ItemList') as {
      itemListElement: Array<{ position: number; name: string; url: string }>;
    };
    // the available bots whose pages may be indexed (the sitemap's), at most 10
    const indexed = await sitemapPaths(server.url);
    const listed = bots.filter((b) => b.status === 'active' && indexed.has(`/trading-bots/${b.id}`)).slice(0, 10);
    expect(list.itemListElement.map((e) => e.name)).toEqual(listed.map((b) => b.name));
    expect(list.itemListElement.map((e) => e.position)).toEqual(listed.map((_, i) => i + 1));
    // each item is the bot's own page on this site
    expect(list.itemListElement.map((e) => e.url)).toEqual(listed.map((b) => `${server.url}/trading-bots/${b.id}`));
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string }> };
    expect(crumbs.itemListElement.map((e) => e.name)).toEqual(['Home', 'Trading Bots']);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('Compare eight crypto trading bots');
    await ctx.close();
  });

  it('a hash equal to a bot id centres and highlights that card after 800 ms for 2 s; an unknown hash is only logged', async () => {
    const ctx = await newContext(browser, { width: 1280, height: 700 });
    const { page, errors } = await openPage(ctx);
    const infos: string[] = [];
    page.on('console', (m) => m.type() === 'info' && infos.push(m.text()));
    // Record, in the page, when the card appears and when it gets highlighted.
    // The last bot of the list, so the page has to scroll to it.
    const target = bots.at(-1)!.id;
    await page.addInitScript((id) => {
      const w = window as unknown as { shown?: number; lit?: number };
      new MutationObserver(() => {
        const el = document.getElementById(id);
        if (el && w.shown === undefined) w.shown = performance.now();
        if (el?.classList.contains('is-highlighted') && w.lit === undefined) w.lit = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    }, target);
    await page.goto(server.url + `/trading-bots#${target}`);
    const card = page.locator(`[id="${target}"]`);
    await card.waitFor();
    await expect.poll(() => card.evaluate((el) => el.classList.contains('is-highlighted')), { timeout: 3000 }).toBe(true);
    const { shown, lit } = await page.evaluate(() => {
      const w = window as unknown as { shown: number; lit: number };
      return { shown: w.shown, lit: w.lit };
    });
    // Not before its 800 ms (observer timing adds slack). No upper bound: a busy machine may only make it later.
    expect(lit - shown).toBeGreaterThanOrEqual(700);
    // Scrolled so the card's centre is near the viewport's centre (the scroll may still be easing in).
    await expect
      .poll(async () => {
        const box = (await card.boundingBox())!;
        return Math.abs(box.y + box.height / 2 - 350) < 60;
      })
      .toBe(true);
    await expect.poll(() => card.evaluate((el) => el.classList.contains('is-highlighted')), { timeout: 4000 }).toBe(false);

    await page.goto(server.url + '/trading-bots#no-such-bot');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => infos.some((m) => m.includes('#no-such-bot not found')), { timeout: 3000 }).toBe(true);
    expect(await page.locator('.is-highlighted').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it.each(['light', 'dark'] as const)('has no serious axe violations (%s)', async (colorScheme) => {
    const ctx = await newContext(browser, { colorScheme });
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/trading-bots');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(colorScheme === 'dark');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await ctx.close();
  });
  it(
    'every card of the bots, cards and tools directories keeps its content inside it: full-height buttons, whole disclosures, names clear of the Compare toggle',
    { timeout: 180_000 },
    async () => {
      for (const width of [390, 1366]) {
        const ctx = await newContext(browser, { width, height: 900 });
        const { page, errors } = await openPage(ctx);
        for (const path of ['/trading-bots', '/de/trading-bots', '/payment-cards', '/es/tools']) {
          await page.goto(server.url + path, { waitUntil: 'networkidle' });
          const problems = await page.locator('[data-testid="listing-card"]').evaluateAll((cards) =>
            cards.flatMap((card) => {
              // offscreen cards skip rendering (content-visibility): draw them to measure them
              (card as HTMLElement).style.contentVisibility = 'visible';
              const box = card.getBoundingClientRect();
              const out: string[] = [];
              for (const el of card.querySelectorAll<HTMLElement>('*')) {
                const r = el.getBoundingClientRect();
                if (
                  r.width > 0 &&
                  (r.right > box.right + 1 || el.scrollWidth > el.clientWidth + 1) &&
                  getComputedStyle(el).overflowX === 'visible'
                )
                  out.push(`${card.id}: <${el.tagName.toLowerCase()}> "${(el.textContent ?? '').slice(0, 30)}" leaves its card or box`);
              }
              const cta = card.querySelector<HTMLElement>('[data-partner-cta] a');
              if (cta && cta.getBoundingClientRect().height < 40)
                out.push(`${card.id}: Visit Website is ${cta.getBoundingClientRect().height} px tall`);
              const name = card.querySelector('h2, h3')!.getBoundingClientRect();
              const toggle = card.querySelector('[aria-pressed], [role="checkbox"]')?.getBoundingClientRect();
              if (toggle && toggle.top < name.bottom && toggle.bottom > name.top && toggle.left < name.right)
                out.push(`${card.id}: the name runs under the Compare toggle`);
              return out;
            }),
          );
          expect(problems, `${path} at ${width} px`).toEqual([]);
        }
        expect(errors).toEqual([]);
        await ctx.close();
      }
    },
  );
});
