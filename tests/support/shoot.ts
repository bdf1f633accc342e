/**
 * Screenshots for looking at pages as a visitor: `npx tsx tests/support/shoot.ts <baseUrl> <outDir> <path>...`
 * Takes each path at 390x844 and 1366x900, light and dark, in each language of LANGS (comma-separated,
 * default en): the path under that language's prefix, the language also saved as the visitor's choice.
 * WATCHLIST=bitcoin:Bitcoin:BTC,ethereum:Ethereum:ETH starts each page with those coins on the watchlist.
 */
import { mkdirSync } from 'node:fs';
import { localizePath, type SiteLanguage } from '@coinatlas/domain/routes/localized';
import { launchBrowser, newContext } from './browser.js';

const [base, out, ...paths] = process.argv.slice(2);
if (!base || !out || paths.length === 0) {
  console.error('usage: tsx tests/support/shoot.ts <baseUrl> <outDir> <path>...');
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const browser = await launchBrowser();
const langs = (process.env.LANGS ?? 'en').split(',');
for (const path of paths)
  for (const lang of langs) {
    for (const [w, h] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const ctx = await newContext(browser, { width: w, height: h, colorScheme: scheme });
        await ctx.addInitScript((l) => window.localStorage.setItem('coinatlas.lang', l), lang);
        if (process.env.WATCHLIST) {
          const coins = process.env.WATCHLIST.split(',').map((c) => {
            const [id, name, symbol] = c.split(':');
            return { id, name, symbol };
          });
          await ctx.addInitScript(
            (value) => window.localStorage.setItem('coinatlas.watchlist', value),
            JSON.stringify({ version: 1, coins }),
          );
        }
        const page = await ctx.newPage();
        await page.goto(base + localizePath(lang as SiteLanguage, path), { waitUntil: 'networkidle' });
        await page.waitForTimeout(400);
        const overflow = await page.evaluate(() => {
          const wide = [...document.querySelectorAll<HTMLElement>('body *')].filter(
            (el) => el.getBoundingClientRect().right > window.innerWidth + 1,
          );
          return wide.slice(0, 5).map((el) => `${el.tagName}.${el.className.toString().slice(0, 60)}`);
        });
        const name = `${out}/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${lang}-${w}-${scheme}.png`;
        await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
        console.log(name, overflow.length ? `overflow: ${overflow.join(' | ')}` : '');
        await ctx.close();
      }
    }
  }
await browser.close();
