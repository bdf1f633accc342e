import { readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath, type SiteLanguage } from '@coinatlas/domain/routes/localized';
import { launchBrowser, layoutShifts, newContext, openPage, recordLayoutShifts } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

const LANGS: readonly SiteLanguage[] = ['en', 'es', 'de', 'pt'];
const WIDTHS = [1280, 1366] as const;
const navName = (lang: string) =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, `../../frontend/src/i18n/locales/${lang}/nav.json`), 'utf8')) as {
      mainNavigation: string;
    }
  ).mainNavigation;

/**
 * A proxy in front of the server that sends a page's document in two parts: up to the end of its <h1>, then the
 * rest once the browser has drawn a frame (`frameDrawn()`) or, when it draws none, after a bounded wait. Every
 * other request passes through as it is.
 */
async function startSplittingProxy(origin: string) {
  let frameDrawn = () => {};
  const server: Server = createServer((req, res) => {
    const upstream = request(origin + req.url, { method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } }, (up) => {
      const isPage = (up.headers['content-type'] ?? '').startsWith('text/html');
      if (!isPage) {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      up.on('data', (c: Buffer) => chunks.push(c));
      up.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        const cut = html.indexOf('</h1>') + '</h1>'.length;
        const headers = { ...up.headers };
        delete headers['content-length'];
        res.writeHead(up.statusCode ?? 502, headers);
        res.write(html.slice(0, cut));
        const drawn = new Promise<void>((resolve) => (frameDrawn = resolve));
        void Promise.race([drawn, delay(1_500)]).then(() => res.end(html.slice(cut)));
      });
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    frameDrawn: () => frameDrawn(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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

  // Chromium paints what it has parsed when the parser yields. On a slow phone the first frame held a header
  // without its right-hand buttons, or a hero with one of its two buttons, and they moved as the rest came.
  it('draws its first frame only once the whole page is parsed, on every page type: nothing moves as the rest arrives', async () => {
    const proxy = await startSplittingProxy(server.url);
    try {
      for (const path of ['/', '/exchanges', '/exchanges/binance', '/blog/crypto-taxes-basics', '/no-such-page']) {
        const ctx = await newContext(browser, { width: 390, height: 800 });
        const { page, errors } = await openPage(ctx, { ignore: [/404 \(Not Found\)/] });
        await page.exposeFunction('firstFrameDrawn', () => proxy.frameDrawn());
        await recordLayoutShifts(page);
        await page.addInitScript(() => {
          const w = window as unknown as { __first?: { h1: boolean; footer: boolean }; firstFrameDrawn(): void };
          // the callbacks of the first frame run just before it is drawn
          requestAnimationFrame(() => {
            w.__first = { h1: document.querySelector('h1') !== null, footer: document.getElementById('site-footer') !== null };
            w.firstFrameDrawn();
          });
        });
        await page.goto(proxy.url + path);
        const first = await page.evaluate(() => (window as unknown as { __first?: object }).__first);
        expect(first, path).toEqual({ h1: true, footer: true });
        expect(await layoutShifts(page), path).toEqual([]);
        expect(errors, path).toEqual([]);
        await ctx.close();
      }
    } finally {
      await proxy.close();
    }
  });
});
