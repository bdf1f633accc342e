import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath, type SiteLanguage } from '@coinatlas/domain/routes/localized';
import { launchBrowser, newContext, openPage } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

const LANGS: readonly SiteLanguage[] = ['en', 'es', 'de', 'pt'];
const WIDTHS = [1280, 1366] as const;
const navName = (lang: string) =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, `../../frontend/src/i18n/locales/${lang}/nav.json`), 'utf8')) as {
      mainNavigation: string;
    }
  ).mainNavigation;

describe('header', () => {
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

  it('fits on one line at 1280 and 1366 px in every language (issue 14: es, de and pt wrapped)', { timeout: 120_000 }, async () => {
    for (const width of WIDTHS)
      for (const lang of LANGS) {
        const ctx = await newContext(browser, { width, height: 800 });
        const { page, errors } = await openPage(ctx);
        await page.goto(server.url + localizePath(lang, '/'));
        const nav = page.getByRole('navigation', { name: navName(lang) });
        await nav.waitFor();
        const m = await nav.evaluate((el) => {
          const header = el.closest('header')!;
          const items = [...el.querySelectorAll<HTMLElement>('a, button')].map((a) => {
            const r = a.getBoundingClientRect();
            const style = getComputedStyle(a);
            return {
              text: a.textContent ?? '',
              top: r.top,
              right: r.right,
              height: r.height,
              lineHeight: parseFloat(style.lineHeight),
              padY: parseFloat(style.paddingTop) + parseFloat(style.paddingBottom),
            };
          });
          const controls = [...header.querySelectorAll<HTMLElement>('button, a')].filter(
            (b) => !el.contains(b) && b.getBoundingClientRect().width > 0,
          );
          const nextLeft = Math.min(
            ...controls.map((b) => b.getBoundingClientRect().left).filter((x) => x > el.getBoundingClientRect().left),
          );
          return {
            items,
            navHeight: el.getBoundingClientRect().height,
            headerHeight: header.getBoundingClientRect().height,
            nextLeft,
            docWidth: document.documentElement.scrollWidth,
          };
        });
        const where = `${lang} at ${width}px`;
        expect(m.items.length, where).toBeGreaterThan(4);
        for (const item of m.items) {
          // one line of text: the box is its line height plus its padding (a wrapped label is a line taller)
          expect(item.height, `${where}: '${item.text}'`).toBeLessThanOrEqual(item.lineHeight + item.padY + 1);
          expect(item.top, `${where}: '${item.text}' is on the row`).toBeCloseTo(m.items[0]!.top, 0);
          // and it ends before the search, language, theme and subscribe controls begin
          expect(item.right, `${where}: '${item.text}' runs into the controls`).toBeLessThanOrEqual(m.nextLeft);
        }
        expect(m.navHeight, where).toBeLessThanOrEqual(m.items[0]!.height + 1);
        expect(m.headerHeight, where).toBeLessThanOrEqual(65); // h-16 and its border
        expect(m.docWidth, `${where}: no sideways scrolling`).toBeLessThanOrEqual(width);
        expect(errors, where).toEqual([]);
        await ctx.close();
      }
  });
});
