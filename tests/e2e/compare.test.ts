import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalCompareSlug, COMPARE_MAX } from '@coinatlas/domain/compare/compare';
import { localizePath, type SiteLanguage } from '@coinatlas/domain/routes/localized';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { partnersOf } from '../support/content.js';
import { startServer, type RunningServer } from '../support/server.js';

/*
 * Side-by-side comparison, as a visitor does it: Compare toggles on the exchange directory, the tray that
 * follows, a refused fifth pick, the canonical comparison URL and its rows. Ids and expectations come from
 * the partner records, so an editor's change does not break the test.
 */

const EXCHANGES = partnersOf('exchange');
const [A, B, C, D, E] = EXCHANGES.filter((e) => e.category === 'centralized');

const toggle = (page: Page, id: string) => page.locator(`[data-compare-toggle="${id}"]`);
const tray = (page: Page) => page.getByTestId('compare-tray');

describe('compare: pick on the directory, compare on one canonical page', () => {
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

  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    it(`at ${width} px: two exchanges picked, the tray, the canonical comparison with its differences`, async () => {
      const ctx = await newContext(browser, { width, height });
      const { page, errors } = await openPage(ctx);
      await page.goto(server.url + '/exchanges');
      expect(await tray(page).count()).toBe(0);

      // Picked in reverse order: the comparison's URL is sorted anyway.
      await toggle(page, B!.id).click();
      await tray(page).waitFor();
      expect(await toggle(page, B!.id).getAttribute('aria-pressed')).toBe('true');
      expect(await tray(page).getByText('Pick at least 2 to compare.').count()).toBe(1);
      expect(await tray(page).getByRole('link', { name: 'Compare' }).count()).toBe(0);
      // by keyboard too
      await toggle(page, A!.id).focus();
      await page.keyboard.press('Space');
      const compareLink = tray(page).getByRole('link', { name: 'Compare' });
      await compareLink.waitFor();
      const canonical = `/compare/exchanges/${canonicalCompareSlug([A!.id, B!.id])}`;
      expect(await compareLink.getAttribute('href')).toBe(canonical);
      expect(await tray(page).getByRole('heading').textContent()).toBe(`Compare (2 of ${COMPARE_MAX})`);
      expect(await tray(page).locator('li').allTextContents()).toEqual([B!.name, A!.name]);

      // A fifth pick is refused, with the reason.
      for (const p of [C!, D!]) await toggle(page, p.id).click();
      await toggle(page, E!.id).click();
      await tray(page).getByRole('status').filter({ hasText: E!.name }).waitFor();
      expect(await tray(page).getByRole('status').textContent()).toBe(
        `${E!.name} was not added: you can compare up to 4 at a time. Remove one first.`,
      );
      expect(await toggle(page, E!.id).getAttribute('aria-pressed')).toBe('false');
      expect(await tray(page).locator('li').count()).toBe(4);
      // removed again from the tray, by keyboard
      for (const p of [C!, D!]) {
        await tray(page)
          .getByRole('button', { name: `Remove ${p.name} from the comparison` })
          .focus();
        await page.keyboard.press('Enter');
      }
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="compare-tray"] li').length === 2);
      expect(await toggle(page, C!.id).getAttribute('aria-pressed')).toBe('false');

      // The tray never hides the end of the page: scrolled to the bottom, the footer ends above it.
      // (cards render at their full height as they come near the screen, so the page grows while it scrolls:
      // each poll scrolls to the end again and measures there)
      await expect
        .poll(() =>
          page.evaluate(() => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
            const footerBottom = document.querySelector('footer')!.getBoundingClientRect().bottom;
            const trayTop = document.querySelector('[data-testid="compare-tray"]')!.getBoundingClientRect().top;
            return atEnd && footerBottom <= trayTop + 1;
          }),
        )
        .toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The pick follows the visitor: still there after a reload.
      await page.reload();
      await tray(page).waitFor();
      expect(await tray(page).locator('li').allTextContents()).toEqual([B!.name, A!.name]);

      await tray(page).getByRole('link', { name: 'Compare' }).click();
      await page.waitForURL(server.url + canonical);
      const article = page.getByTestId('comparison');
      await article.waitFor();
      const names = [A!, B!].sort((x, y) => (x.id < y.id ? -1 : 1)).map((p) => p.name);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(names.join(' vs '));

      // Rows of attribute → values; a row is highlighted exactly when the records' values differ.
      const founded = article.locator('[data-row="founded"]');
      if (A!.facts.founded && B!.facts.founded) {
        const differ = A!.facts.founded.value !== B!.facts.founded.value;
        expect(await founded.getAttribute('data-differs')).toBe(differ ? 'true' : null);
        expect(await founded.getByText('Differs', { exact: true }).count()).toBe(differ ? 1 : 0);
      }
      const kycDiffers = A!.facts.kyc.value !== B!.facts.kyc.value;
      expect(await article.locator('[data-row="kyc"]').getAttribute('data-differs')).toBe(kycDiffers ? 'true' : null);
      expect(await article.locator('[data-differs]').count()).toBeGreaterThan(0);
      // A real table: a row header per attribute, a cell per partner, a column header per partner that links to its page.
      const table = article.getByTestId('facts-table');
      expect(await table.evaluate((t) => t.tagName)).toBe('TABLE');
      expect(await article.locator('[data-row="type"] th[scope="row"]').count()).toBe(1);
      expect(await article.locator('[data-row="type"] td').count()).toBe(2);
      const columns = table.locator('thead th[scope="col"]');
      expect(await columns.count()).toBe(3);
      const [first, second] = [A!, B!].sort((x, y) => (x.id < y.id ? -1 : 1));
      expect(await columns.nth(1).getByRole('link').getAttribute('href')).toBe(`/exchanges/${first!.id}`);
      expect(await columns.nth(2).getByRole('link').getAttribute('href')).toBe(`/exchanges/${second!.id}`);
      // Every fact's note says where it comes from: a catalogue fact claims no check date.
      const notes = await article.locator('#sources-heading + ol li').allTextContents();
      expect(notes.length).toBeGreaterThan(0);
      for (const n of notes) expect(n).toMatch(/: (From our catalogue, not yet checked|Checked .+ · source|From .+)$/);
      expect(await article.getByRole('row', { name: /Checked by an editor/ }).count()).toBe(1);
      // each partner's link is sponsored, through /go/, with its disclosure beside it
      const links = article.locator('a[href^="/go/"]');
      expect(await links.count()).toBe(2);
      for (const link of await links.all()) {
        expect(await link.getAttribute('rel')).toBe('sponsored noopener');
        expect(await link.evaluate((a) => a.nextElementSibling?.textContent)).toBe('Sponsored link: CoinAtlas may earn a commission.');
      }
      expect(await article.getByRole('link', { name: 'How we rate' }).getAttribute('href')).toBe('/methodology#ratings');
      // no horizontal scrolling at this width
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await ctx.close();
    });
  }

  it(
    'at 390 px with four picks, in en, es and pt: the chips never run under the buttons and the tray stays compact (issue 29)',
    { timeout: 90_000 },
    async () => {
      // the four longest names: the hardest case for one row
      const longest = [...EXCHANGES].sort((x, y) => y.name.length - x.name.length).slice(0, 4);
      for (const lang of ['en', 'es', 'pt'] as SiteLanguage[]) {
        const ctx = await newContext(browser, { width: 390, height: 844 });
        const { page, errors } = await openPage(ctx);
        await page.goto(server.url + localizePath(lang, '/exchanges'));
        for (const p of longest) await toggle(page, p.id).click();
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="compare-tray"] li').length === 4);
        const m = await tray(page).evaluate((el) => {
          const box = (e: Element) => {
            const r = e.getBoundingClientRect();
            return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
          };
          // what a chip shows: its part inside the list's scrolling box
          const list = box(el.querySelector('ul')!);
          const chips = [...el.querySelectorAll('li')]
            .map(box)
            .map((c) => ({ ...c, left: Math.max(c.left, list.left), right: Math.min(c.right, list.right) }));
          return {
            height: el.getBoundingClientRect().height,
            chips: chips.filter((c) => c.right > c.left),
            buttons: [...el.querySelectorAll('div > button, div > a')].map(box),
            docWidth: document.documentElement.scrollWidth,
          };
        });
        expect(m.buttons.length, lang).toBe(2); // Clear and Compare
        const overlap = (a: (typeof m.buttons)[number], b: (typeof m.buttons)[number]) =>
          a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        for (const chip of m.chips)
          for (const button of m.buttons) expect(overlap(chip, button), `${lang}: a chip under a button`).toBe(false);
        expect(m.chips.length, lang).toBeGreaterThan(0);
        // two rows (title and buttons, then the chips), not the 159 px of four wrapped chips
        expect(m.height, lang).toBeLessThanOrEqual(100);
        expect(m.docWidth, lang).toBeLessThanOrEqual(390);
        expect(errors, lang).toEqual([]);
        await ctx.close();
      }
    },
  );

  it('the methodology page states the weights and is reachable from the footer', async () => {
    const ctx = await newContext(browser, { width: 390, height: 844 });
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/');
    await page.locator('footer').getByRole('link', { name: 'Methodology' }).click();
    await page.waitForURL(server.url + '/methodology');
    await page.getByRole('heading', { level: 1, name: 'How we rate, check facts and earn' }).waitFor();
    expect(await page.getByTestId('weights').count()).toBe(3);
    expect(await page.getByTestId('weights').first().getByText('20%').count()).toBe(5);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
