import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../backend/src/modules/content/adapters/fs-content.js';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { partnerPath } from '@coinatlas/domain/partners/pages';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { PARTNER_PAGES, partnerOf, partnersOf } from '../support/content.js';
import { startServer, type RunningServer } from '../support/server.js';
import { LISTING_PAGE_SIZE } from '../../frontend/src/lib/listing-pages.js';

const cardNames = (page: Page) => page.locator('main article h3').allTextContents();
const EXCHANGE_PARTNERS = loadContent().partners.filter((p) => p.type === 'exchange');
const total = EXCHANGE_PARTNERS.length;
/** The cards the first page of the full directory holds (the rest are on ?page=2). */
const firstPage = Math.min(total, LISTING_PAGE_SIZE);
// The directory's counts, from the data (its intro states them whatever page is shown).
const cex = EXCHANGE_PARTNERS.filter((p) => p.category === 'centralized').length;
const dex = EXCHANGE_PARTNERS.filter((p) => p.category === 'decentralized').length;

const exchanges = partnersOf('exchange');
type Exchange = (typeof exchanges)[number];
const byName = (a: Exchange, b: Exchange) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
/** Sorted on a fact, entries without it last; ties in name order. */
const compareOptional = (a: number | undefined, b: number | undefined, dir: 1 | -1) =>
  a === undefined && b === undefined ? 0 : a === undefined ? 1 : b === undefined ? -1 : (a - b) * dir;
/**
 * What a trade costs on an exchange as its record says, in percent: the taker fee of the first tier of its
 * trading schedule, or a DEX's highest pool fee (the pool decides what a trade pays).
 */
const tradeFee = (e: Exchange) => e.fees?.trading?.value.tiers[0]?.taker ?? e.facts.poolFee?.value.max;
/** A rating the site may show: only with its published breakdown. */
const shownRating = (e: Exchange) => (e.rating?.breakdown && Object.keys(e.rating.breakdown).length ? e.rating.overall : undefined);
/**
 * The directory's rule: the query, case-insensitively, in the name, the id or a chain; sorted in the editors'
 * order (centralized before decentralized, each by published rating then the records' order), by name, by
 * the lowest fees a visitor without a confirmed country would pay (the trade fee; unknown last) or by most coins.
 */
const directory = (opts: { query?: string; sort?: 'relevance' | 'name' | 'fees' | 'coins'; kyc?: 'required' | 'none' }) => {
  const q = (opts.query ?? '').trim().toLowerCase();
  return exchanges
    .filter((e) => !opts.kyc || e.facts.kyc.value === opts.kyc)
    .filter(
      (e) =>
        !q ||
        e.name.toLowerCase().includes(q) ||
        e.id.includes(q) ||
        (e.facts.chains?.value ?? []).some((c) => c.toLowerCase().includes(q)),
    )
    .sort((a, b) => {
      if (opts.sort === 'fees') return compareOptional(tradeFee(a), tradeFee(b), 1) || byName(a, b);
      if (opts.sort === 'coins') return compareOptional(a.facts.coinsAtLeast?.value, b.facts.coinsAtLeast?.value, -1) || byName(a, b);
      if (opts.sort === 'name') return byName(a, b);
      return (
        (a.category === b.category ? 0 : a.category === 'centralized' ? -1 : 1) ||
        compareOptional(shownRating(a), shownRating(b), -1) ||
        a.order - b.order ||
        byName(a, b)
      );
    })
    .map((e) => e.name);
};

describe('exchange directory', () => {
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

  it('/exchanges shows every exchange with a count computed from the data, never the unearned 130+', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/exchanges');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 5000 }).toBe('Crypto Exchange Directory');
    await expect.poll(() => page.locator('main article').count(), { timeout: 5000 }).toBe(firstPage);
    // every card on the page carries its type badge
    const cexCards = await page.locator('main article header span', { hasText: /^Centralized$/ }).count();
    const dexCards = await page.locator('main article header span', { hasText: /^Decentralized$/ }).count();
    expect(cexCards + dexCards).toBe(firstPage);
    expect(cex + dex).toBe(total);
    expect(cex).toBeGreaterThan(0);
    expect(dex).toBeGreaterThan(0);
    // The intro's numbers are the cards on the page, and a '130+' claim appears only if it were true.
    expect(await page.getByText(`${total} exchanges: ${cex} centralized and ${dex} decentralized.`, { exact: false }).count()).toBe(1);
    expect(await page.getByText('130+').count()).toBe(0);
    expect(await page.getByText(`Showing ${total} of ${total} exchanges`).count()).toBe(1);
    // the editors' order, centralized exchanges first (not the alphabet, which opened with DEXes)
    expect(await cardNames(page)).toEqual(directory({}).slice(0, LISTING_PAGE_SIZE));
    // Every outbound link is tracked and marked as sponsored.
    const example = partnerOf('exchange', 'binance');
    const visit = page.getByRole('link', { name: `Visit ${example.name}` }).first();
    expect(await visit.getAttribute('href')).toBe(`/go/exchange/${example.id}`);
    expect(await visit.getAttribute('rel')).toBe('sponsored noopener');
    expect(await visit.getAttribute('target')).toBe('_blank');
    expect(await page.locator('main a[href^="http"]').count()).toBe(0);
    // Each card's name and its View details lead to the exchange's own page on this site.
    const card = page.locator(`article#${example.id}`);
    expect(await card.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')).toBe(`/exchanges/${example.id}`);
    expect(await card.getByRole('link', { name: `View details – ${example.name}` }).getAttribute('href')).toBe(`/exchanges/${example.id}`);
    // ... on every card: its View details goes to that card's exchange (issue 29)
    const details = await page
      .locator('main article')
      .evaluateAll((els) =>
        els.map((a) => [
          a.id,
          [...a.querySelectorAll('a')].filter((l) => l.textContent!.startsWith('View details')).map((l) => l.getAttribute('href')),
        ]),
      );
    expect(details).toHaveLength(firstPage);
    for (const [id, hrefs] of details) expect(hrefs, String(id)).toEqual([`/exchanges/${String(id)}`]);
    // axe on one card plus the page around it (every card is the same component; 60 of them only slow axe down)
    await page.getByLabel('Search exchanges').fill(partnerOf('exchange', 'kraken').id);
    await expect.poll(() => cardNames(page), { timeout: 5000 }).toEqual(directory({ query: 'kraken' }));
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('/exchanges/all is /exchanges under another address: the same page, not linked as a page of its own (issue 29)', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    const look = async (path: string) => {
      await page.goto(server.url + path);
      await expect.poll(() => page.locator('main article').count(), { timeout: 5000 }).toBe(firstPage);
      return {
        title: await page.title(),
        h1: await page.getByRole('heading', { level: 1 }).textContent(),
        crumbs: await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent(),
        canonical: new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname,
        aliasLinks: await page.locator('a[href="/exchanges/all"]').count(),
      };
    };
    const main = await look('/exchanges');
    expect(main.canonical).toBe('/exchanges');
    expect(main.aliasLinks).toBe(0);
    expect(await look('/exchanges/all')).toEqual(main);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it(
    "every View details on every directory and on the home page goes to the partner's own page (issue 29)",
    { timeout: 60_000 },
    async () => {
      const ctx = await newContext(browser);
      const { page, errors } = await openPage(ctx);
      for (const path of ['/', '/wallets', '/trading-bots', '/payment-cards', '/tools', '/apps']) {
        await page.goto(server.url + path, { waitUntil: 'networkidle' });
        await page.waitForFunction(() => !document.querySelector('main [role="status"]'), null, { timeout: 15_000 });
        const links = await page
          .locator('main a')
          .filter({ hasText: /^View details/i })
          .evaluateAll((els) =>
            els.map((a) => ({ href: a.getAttribute('href'), partner: a.getAttribute('data-partner-page'), text: a.textContent ?? '' })),
          );
        expect(links.length, path).toBeGreaterThan(0);
        for (const l of links) {
          const [type, id] = (l.partner ?? '/').split('/') as [PartnerType, string];
          const partner = partnersOf(type).find((p) => p.id === id);
          expect(partner, `${path}: ${l.text} names a partner`).toBeDefined();
          // its own page, or the section of its provider's page (one provider, one page)
          const of = PARTNER_PAGES.get(`${type}/${id}`)!;
          expect(l.href, `${path}: ${l.text}`).toBe(
            of.section ? `${partnerPath(of.page.type, of.page.id)}#${of.section}` : partnerPath(type, id),
          );
          expect(l.text, path).toContain(partner!.name);
        }
      }
      expect(errors).toEqual([]);
      await ctx.close();
    },
  );

  it('filters by type and KYC, sorts by fees and coins, and searches', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/exchanges/all');
    await expect.poll(() => page.locator('main article').count(), { timeout: 5000 }).toBe(firstPage);

    await page.getByRole('button', { name: 'Decentralized', exact: true }).click();
    await expect.poll(() => page.locator('main article').count(), { timeout: 5000 }).toBe(dex);
    expect(await page.getByRole('button', { name: 'Decentralized', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).search).toBe('?type=decentralized');

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByLabel('Identity check').selectOption('required');
    await expect.poll(() => page.locator('main article').count(), { timeout: 5000 }).toBe(cex);
    await page.getByLabel('Identity check').selectOption('none');
    await expect.poll(() => page.locator('main article').count(), { timeout: 5000 }).toBe(dex);
    await page.getByLabel('Identity check').selectOption('any');

    await page.getByLabel('Sort by').selectOption('coins');
    // (the first page of the sorted list: the rest follow on ?page=2)
    await expect.poll(() => cardNames(page), { timeout: 5000 }).toEqual(directory({ sort: 'coins' }).slice(0, LISTING_PAGE_SIZE));
    await page.getByLabel('Sort by').selectOption('fees');
    await expect.poll(() => cardNames(page), { timeout: 5000 }).toEqual(directory({ sort: 'fees' }).slice(0, LISTING_PAGE_SIZE));

    // a chain name finds the exchanges on that chain (still sorted by fees)
    const solana = directory({ query: 'solana', sort: 'fees' });
    expect(solana, "no exchange lists 'solana': the search would be tested vacuously").not.toEqual([]);
    await page.getByLabel('Search exchanges').fill('solana');
    await expect.poll(() => cardNames(page)).toEqual(solana);
    await page.getByLabel('Search exchanges').fill('no such exchange');
    await expect.poll(() => page.getByText('No exchange matches these filters.').count()).toBe(1);
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect.poll(() => page.locator('main article').count(), { timeout: 5000 }).toBe(firstPage);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('each sub-path starts with its filter; no-KYC explains what it means and its limits', async () => {
    const ctx = await newContext(browser, { width: 360, height: 800, colorScheme: 'dark' });
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/exchanges/centralized');
    await expect.poll(() => page.locator('main article').count(), { timeout: 5000 }).toBe(cex);
    await page.goto(server.url + '/exchanges/decentralized');
    await expect.poll(() => page.locator('main article').count(), { timeout: 5000 }).toBe(dex);
    await page.goto(server.url + '/exchanges/no-kyc');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 5000 })
      .toBe('No-KYC Exchanges: What It Really Means');
    await expect.poll(() => page.locator('main article').count(), { timeout: 5000 }).toBe(dex); // decentralized = no account to verify
    expect(await page.getByText('It is not anonymous.', { exact: false }).count()).toBe(1);
    expect(await page.getByText('Taxes still apply.', { exact: false }).count()).toBe(1);
    const overflow = await page.evaluate(() => document.querySelector('main')!.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    const noKyc = partnerOf('exchange', 'bisq');
    await page.getByLabel('Search exchanges').fill(noKyc.id);
    await expect.poll(() => cardNames(page), { timeout: 5000 }).toEqual(directory({ query: noKyc.id, kyc: 'none' }));
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  // the exchanges the trading-bots page links to this way
  it.each(['binance', 'coinbase', 'kraken', 'okx'])('/exchanges/centralized#%s scrolls to the card and highlights it', async (id) => {
    expect(partnerOf('exchange', id).category).toBe('centralized');
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(`${server.url}/exchanges/centralized#${id}`);
    const card = page.locator(`article#${id}`);
    await card.waitFor({ state: 'attached', timeout: 10_000 });
    // 800 ms after the list renders, the card is scrolled to and highlighted
    await expect.poll(() => card.evaluate((el) => el.classList.contains('is-highlighted')), { timeout: 2500, interval: 50 }).toBe(true);
    await expect
      .poll(() =>
        card.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.top < window.innerHeight && r.bottom > 0;
        }),
      )
      .toBe(true);
    // The highlight lasts 2 s.
    await expect.poll(() => card.evaluate((el) => el.classList.contains('is-highlighted')), { timeout: 3500 }).toBe(false);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('with no active code an exchange has no referral page (404) and its tracked link goes to its official site', async () => {
    for (const e of EXCHANGE_PARTNERS) {
      const res = await fetch(`${server.url}/referral-codes/${e.id}`);
      expect(res.status, e.id).toBe(404);
      const go = await fetch(`${server.url}/go/exchange/${e.id}`, { redirect: 'manual' });
      expect(go.status, e.id).toBe(302);
      expect(go.headers.get('location'), e.id).toBe(e.officialUrl);
    }
  });

  it('the type filter keeps its three choices on one row on a 390 px phone in every language', async () => {
    const ctx = await newContext(browser, { width: 390, height: 844 });
    const { page, errors } = await openPage(ctx);
    for (const prefix of ['', '/es', '/de', '/pt']) {
      await page.goto(`${server.url}${prefix}/exchanges`);
      const tops = await page
        .locator('[role="group"] button[aria-pressed]')
        .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
      expect(tops.length, prefix).toBe(3);
      expect(new Set(tops).size, `${prefix || '/'}: the choices sit on ${new Set(tops).size} rows`).toBe(1);
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
