/**
 * Screenshots of admin screens, signed in: `ADMIN_EMAIL=… ADMIN_PASSWORD=… npx tsx --conditions=source
 * tests/support/shoot-admin.ts <baseUrl> <outDir> <path>...` (390 and 1366 px, light and dark; FULL=1 for
 * whole pages). Prints elements wider than the window (outside scrolling tables) and console errors.
 */
import { mkdirSync } from 'node:fs';
import { launchBrowser, newContext } from './browser.js';
const [base, out, ...paths] = process.argv.slice(2) as [string, string, ...string[]];
mkdirSync(out, { recursive: true });
const browser = await launchBrowser();
for (const path of paths) {
  for (const [w, h] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      const ctx = await newContext(browser, { width: w, height: h, colorScheme: scheme });
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await page.goto(base + '/admin/login');
      await page.getByLabel('Email').fill(process.env.ADMIN_EMAIL ?? '');
      await page.getByLabel('Password').fill(process.env.ADMIN_PASSWORD ?? '');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('navigation', { name: 'Admin sections' }).waitFor();
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1200);
      const overflow = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !el.closest('.overflow-x-auto'))
          .slice(0, 5)
          .map((el) => `${el.tagName}.${el.className.toString().slice(0, 60)}`),
      );
      const name = `${out}/${path.replace(/[^a-z0-9]+/gi, '_')}-${w}-${scheme}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL === '1' });
      console.log(name, overflow.length ? `overflow: ${overflow.join(' | ')}` : '', errors.length ? `errors: ${errors.join(' | ')}` : '');
      await ctx.close();
    }
  }
}
await browser.close();
