import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerPages, partnerPath } from '@coinatlas/domain/partners/pages';
import { isPromotable, type PartnerType } from '@coinatlas/domain/partners/partner';
import type { Provenance } from '@coinatlas/domain/provenance/provenance';
import { ROUTE_MANIFEST } from '@coinatlas/domain/routes/manifest';
import { launchBrowser, newContext, openPage, seriousA11yViolations, waitForHydration } from '../support/browser.js';
import { checkedLineText, content, filled, hasReview, pageHrefOf, partnersOf, provenanceText } from '../support/content.js';
import { lastCheckedOf } from '../../backend/src/modules/content/domain/provenance.js';
import { importCodesCsv } from '../support/admin-http.js';
import { startServer, type RunningServer } from '../support/server.js';

/*
 * What a partner's status allows, offers and codes that exist, and pages that lead somewhere: every
 * expectation is computed from the partner records, so an editor's change does not break these tests.
 */

const EMAIL = 'trust-editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
const STATUS_LABELS: Record<string, string> = {
  limited: 'Limited availability',
  unverified: 'Status unclear',
  pivoted: 'No longer offered to individuals',
  discontinued: 'Discontinued',
  reference: 'Reference only',
};

type Any = {
  type: string;
  id: string;
  name: string;
  status?: string;
  offers?: Array<{ id: string; text: string; values: never; provenance: Provenance }>;
};
const statusOf = (p: { status?: string }) => (p.status ?? 'active') as Parameters<typeof isPromotable>[0];
const ALL = (['exchange', 'trading_bot', 'payment_card', 'tool', 'app', 'wallet'] as const).flatMap(
  (t) => partnersOf(t) as unknown as Any[],
);
const OFFERS = ALL.filter((p) => isPromotable(statusOf(p))).flatMap((p) => (p.offers ?? []).map((o) => ({ p, o })));
const HIDDEN_OFFERS = ALL.filter((p) => !isPromotable(statusOf(p))).flatMap((p) => (p.offers ?? []).map((o) => ({ p, o })));

const importCsv = (server: RunningServer, csv: string) => importCodesCsv(server, csv, EMAIL, PASSWORD);

describe('trust: status rules, offers, codes and no dead ends', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('/coupon-codes with no code: the registry’s offers, marked as offers, with their provenance as stored, a link to the partner page and a sponsored link', async () => {
    expect(OFFERS.length).toBeGreaterThan(0);
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/coupon-codes');
    await waitForHydration(page);
    const cards = page.getByTestId('offer-card');
    expect(await cards.count()).toBe(OFFERS.length);
    for (const { p, o } of OFFERS) {
      const card = page.locator(`[id="offer-${p.type}-${p.id}"]`).filter({ hasText: filled(o) });
      expect(await card.count(), `${p.type}/${p.id}`).toBe(1);
      expect(await card.getByText('Offer · no code').count()).toBe(1);
      expect(await card.getByTestId('offer-text').textContent()).toBe(filled(o));
      // Where the offer comes from, as stored: a catalogue offer claims no check and cites no page.
      expect(await card.getByTestId('offer-source').textContent()).toBe(provenanceText(o.provenance));
      const citation = o.provenance.kind === 'catalogue' ? undefined : o.provenance.source;
      expect(await card.locator('a[data-fact-source]').count()).toBe(citation ? 1 : 0);
      if (citation) expect(await card.locator(`a[href="${citation}"]`).count()).toBe(1);
      expect(await card.getByRole('link', { name: `See all ${p.name} facts` }).getAttribute('href')).toBe(
        pageHrefOf(p.type as PartnerType, p.id),
      );
      const link = card.getByRole('link', { name: new RegExp(`^Visit ${p.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
      expect(await link.getAttribute('href')).toBe(`/go/${p.type}/${p.id}`);
      expect(await link.getAttribute('rel')).toBe('sponsored noopener');
      expect(await card.getByTestId('offer-disclosure').textContent()).toBe('Sponsored link: CoinAtlas may earn a commission.');
    }
    // Offers of partners that may not be promoted are nowhere.
    for (const { p } of HIDDEN_OFFERS) expect(await page.locator(`[id="offer-${p.type}-${p.id}"]`).count(), p.id).toBe(0);
    // No code: nothing to copy, and the page says so.
    expect(await page.locator('[data-referral-widget]').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'No referral codes are active right now' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Crypto Sign-up Offers & Referral Codes');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The same page at /referral-codes, and the header and home links lead to it with wording that promises offers.
    await page.goto(server.url + '/referral-codes');
    expect(await page.getByTestId('offer-card').count()).toBe(OFFERS.length);
    await page.goto(server.url + '/');
    await waitForHydration(page);
    const homeLink = page.locator('main a[href="/coupon-codes"]');
    expect(await homeLink.count()).toBeGreaterThan(0);
    expect(await page.locator('main').textContent()).not.toContain('Get Codes');
    expect(await page.locator('header a[href="/coupon-codes"]').first().textContent()).toBe('Offers & Codes');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('cards of partners that may not be promoted show facts only: status label, no offer, no link, no widget', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    for (const [type, path] of [
      ['payment_card', '/payment-cards'],
      ['trading_bot', '/trading-bots'],
      ['tool', '/tools'],
    ] as const) {
      const records = partnersOf(type) as unknown as Array<Any & { status: string; text: { status?: string } }>;
      await page.goto(server.url + path);
      await waitForHydration(page);
      for (const r of records) {
        const card = page.locator(`[data-testid="listing-card"][id="${r.id}"]`);
        await card.waitFor();
        if (r.status !== 'active') {
          expect(await card.getByTestId('status-label').textContent(), r.id).toBe(`${STATUS_LABELS[r.status]}:`);
          expect(await card.getByRole('note').textContent(), r.id).toContain(r.text.status);
        }
        const promoted = isPromotable(r.status as never);
        expect(await card.locator('a[href^="/go/"]').count(), r.id).toBe(promoted ? 1 : 0);
        if (!promoted) {
          expect(await card.getByTestId('offer').count(), r.id).toBe(0);
          expect(await card.locator('[data-referral-widget]').count(), r.id).toBe(0);
          expect(await card.getByText(/Get Started/).count(), r.id).toBe(0);
        }
      }
    }
    // The content has partners of the statuses the issue names (their labels are checked above).
    expect(ALL.some((p) => statusOf(p) === 'unverified')).toBe(true);
    expect(ALL.some((p) => statusOf(p) === 'reference')).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('every partner card says truthfully whether an editor checked its facts, in the page language', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    const label = { en: 'Facts checked', de: 'Angaben geprüft am' } as const;
    for (const lang of ['en', 'de'] as const) {
      for (const [type, path, selector] of [
        ['exchange', '/exchanges', 'article'],
        ['wallet', '/wallets', 'article'],
        ['payment_card', '/payment-cards', '[data-testid="listing-card"]'],
        ['tool', '/tools', '[data-testid="listing-card"]'],
      ] as const) {
        await page.goto(server.url + (lang === 'en' ? '' : `/${lang}`) + path);
        await waitForHydration(page);
        const files = content.partners.filter((p) => p.type === type);
        for (const r of files.slice(0, 6)) {
          const checked = page.locator(`${selector}[id="${r.id}"] [data-testid="checked"]`);
          await checked.waitFor();
          // "Facts checked <date>" only after an editor's check; a record that is all catalogue says so instead.
          expect(await checked.textContent(), `${lang} ${r.id}`).toBe(checkedLineText(lastCheckedOf(r), lang));
        }
        // No card claims a check date for facts nobody checked.
        if (files.every((r) => lastCheckedOf(r) === null)) expect(await page.getByText(label[lang]).count(), `${lang} ${path}`).toBe(0);
      }
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('Read Review only where a review exists; the 3Commas bot links to its tool review; old review URLs answer 301 to the partner page', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx, { ignore: [/status of 404/] });
    await page.goto(server.url + '/trading-bots');
    await waitForHydration(page);
    const bots = partnersOf('trading_bot');
    const reviewedAsTool = (id: string, name: string) =>
      content.partners.some((p) => p.type === 'tool' && p.id === id && p.name === name) && hasReview('tool', id);
    for (const b of bots) {
      const card = page.locator(`[data-testid="listing-card"][id="${b.id}"]`);
      const review = card.locator(`[data-review-for="${b.id}"]`);
      const expected = hasReview('trading_bot', b.id) ? 'button' : reviewedAsTool(b.id, b.name) ? 'link' : 'none';
      expect(await review.count(), b.id).toBe(expected === 'none' ? 0 : 1);
      if (expected === 'link') expect(await review.getAttribute('href'), b.id).toBe(`/tools/${b.id}#review`);
    }
    expect(bots.some((b) => b.id === '3commas' && reviewedAsTool(b.id, b.name))).toBe(true);
    await page.locator('[data-review-for="3commas"]').click();
    await page.waitForURL('**/tools/3commas#review');
    await page.getByTestId('review').waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('3Commas');

    // Every old review URL answers with a permanent redirect to the partner's page (the review is a section
    // of it), or to its provider's page for a record shown there (one provider, one page), in the same
    // language; an unknown partner's is 404.
    const pages = partnerPages(content.partners.map((p) => ({ ...p, hasReview: hasReview(p.type, p.id) })));
    for (const [type, folder] of [
      ['tool', 'tools'],
      ['trading_bot', 'trading-bots'],
      ['payment_card', 'payment-cards'],
    ] as const) {
      for (const p of partnersOf(type)) {
        const res = await fetch(`${server.url}/de/${folder}/${p.id}/review`, { redirect: 'manual' });
        expect(res.status, `${folder}/${p.id}`).toBe(301);
        const { page: to } = pages.get(`${type}/${p.id}`)!;
        expect(new URL(res.headers.get('location')!, server.url).pathname, `${folder}/${p.id}`).toBe(`/de${partnerPath(to.type, to.id)}`);
      }
      expect((await fetch(`${server.url}/${folder}/no-such-partner/review`, { redirect: 'manual' })).status).toBe(404);
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the 404 page offers a search field and the popular pages, in every language', async () => {
    const popular = ROUTE_MANIFEST.filter((e) => e.nav && e.path !== '/')
      .sort((a, b) => a.nav!.order - b.nav!.order)
      .map((e) => e.path);
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx, { ignore: [/status of 404/] });
    for (const [prefix, heading] of [
      ['', 'Popular pages'],
      ['/es', 'Páginas populares'],
      ['/de', 'Beliebte Seiten'],
      ['/pt', 'Páginas populares'],
    ]) {
      const res = await page.goto(`${server.url}${prefix}/no-such-page`);
      expect(res!.status()).toBe(404);
      const nav = page.getByRole('navigation', { name: heading });
      expect(await nav.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
        popular.map((p) => `${prefix}${p}`),
      );
      expect(await page.getByRole('search').locator('input[name="q"]').count()).toBe(1);
    }
    await page.goto(`${server.url}/no-such-page`);
    await waitForHydration(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('wallet');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL('**/search?q=wallet');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('with a code imported by CSV: the code is listed, its exchange gets the referral entry point and page, the others not', async () => {
    const exchanges = partnersOf('exchange');
    const [withCode, without] = exchanges;
    const res = await importCsv(
      server,
      `entityType,entityId,code,url,discount,isActive\nexchange,${withCode!.id},TRUSTCODE1,https://example.com/ref/trust,Fee discount per the terms,true\n`,
    );
    expect(res.status).toBe(200);
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx, { ignore: [/status of 404/] });
    await page.goto(server.url + '/coupon-codes');
    await waitForHydration(page);
    await expect.poll(() => page.locator(`[data-referral-widget="exchange/${withCode!.id}"]`).count()).toBe(1);
    expect(await page.getByTestId('offer-card').count()).toBe(OFFERS.length);
    expect(await page.getByRole('heading', { name: 'No referral codes are active right now' }).count()).toBe(0);

    await page.goto(`${server.url}/exchanges/${withCode!.category}`);
    await waitForHydration(page);
    const entry = (id: string) => page.locator(`article[id="${id}"] a[href="/referral-codes/${id}"]`);
    await expect.poll(() => entry(withCode!.id).count()).toBe(1);
    expect(await entry(withCode!.id).textContent()).toBe('Referral code & how to use it');
    expect(await page.locator('main a[href^="/referral-codes/"]').count()).toBe(1);

    const ok = await page.goto(`${server.url}/referral-codes/${withCode!.id}`);
    expect(ok!.status()).toBe(200);
    expect(await page.getByRole('heading', { name: 'How to use it, step by step' }).count()).toBe(1);
    expect(await page.getByText('TRUSTCODE1').count()).toBeGreaterThan(0);
    const missing = await page.goto(`${server.url}/referral-codes/${without!.id}`);
    expect(missing!.status()).toBe(404);
    expect(await page.getByText('Copy the code').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
