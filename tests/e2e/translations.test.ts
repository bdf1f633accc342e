/**
 * The translations as a visitor and a crawler get them (i18next on the server and in the browser): a page in
 * every language is rendered with its texts, never a translation key, in the server's HTML and after the
 * browser hydrated it (without a console error or warning: a hydration mismatch is one); a page the browser
 * goes to next loads the namespaces the first page did not embed, and shows texts, not keys, once there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath, SITE_LANGUAGES, type SiteLanguage } from '@coinatlas/domain/routes/localized';
import { launchBrowser, newContext } from '../support/browser.js';
import { repoRoot, startServer, type RunningServer } from '../support/server.js';

const PAGES = ['/', '/exchanges', '/exchanges/kraken', '/fee-calculator'];

/** Every key of a language's namespaces, as a component would ask for it (`path` and `ns:path`, plural bases too). */
function keysOf(lang: SiteLanguage): Set<string> {
  const keys = new Set<string>();
  const dir = join(repoRoot, 'frontend/src/i18n/locales', lang);
  const walk = (ns: string, value: unknown, path: string) => {
    if (path) for (const k of [path, path.replace(/_(zero|one|two|few|many|other)$/, '')]) keys.add(k).add(`${ns}:${k}`);
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [k, v] of Object.entries(value)) walk(ns, v, path ? `${path}.${k}` : k);
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')))
    walk(file.slice(0, -5), JSON.parse(readFileSync(join(dir, file), 'utf8')), '');
  // a key with no dot and no namespace reads like a word ('title'): only dotted or namespaced ones are told apart
  return new Set([...keys].filter((k) => k.includes('.') || k.includes(':')));
}
const KEYS = Object.fromEntries(SITE_LANGUAGES.map((l) => [l, keysOf(l)])) as Record<SiteLanguage, Set<string>>;

/** The texts of a document a reader or a screen reader meets: text nodes, labels, titles, placeholders, alt texts. */
function textsOf(doc: Document): string[] {
  const out: string[] = [doc.title];
  const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let n = walker.nextNode(); n; n = walker.nextNode())
    if (!['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(n.parentElement?.tagName ?? '')) out.push(n.textContent ?? '');
  for (const el of doc.querySelectorAll('[aria-label],[title],[placeholder],[alt],meta[name="description"]'))
    for (const a of ['aria-label', 'title', 'placeholder', 'alt', 'content']) if (el.hasAttribute(a)) out.push(el.getAttribute(a)!);
  return out.map((t) => t.trim()).filter(Boolean);
}
const rawKeys = (texts: string[], lang: SiteLanguage) => texts.filter((t) => KEYS[lang].has(t));

/** Console errors and warnings of a page (React reports a hydration mismatch as one). */
function watch(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  return messages;
}
const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 });
const browserTexts = (page: Page) => page.evaluate(`(${textsOf.toString()})(document)`) as Promise<string[]>;

describe('translations', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ withRedis: false });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('finds a key shown as a text or a label (the check itself)', () => {
    expect(KEYS.pt.has('nav:exchanges')).toBe(true);
    expect(KEYS.de.size).toBeGreaterThan(1000);
    const key = [...KEYS.en].find((k) => k.startsWith('nav:') && k.includes('.'))!;
    const { document } = new JSDOM(`<title>CoinAtlas</title><p> ${key} </p><button aria-label="${key.slice(4)}">x</button>`).window;
    expect(rawKeys(textsOf(document), 'en')).toEqual([key, key.slice(4)]);
  });

  it.each(SITE_LANGUAGES)('%s: the server renders texts, never keys, and the browser hydrates them without a warning', async (lang) => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    const messages = watch(page);
    for (const path of PAGES) {
      const url = localizePath(lang, path);
      const res = await fetch(server.url + url);
      expect(res.status, url).toBe(200);
      const { document } = new JSDOM(await res.text()).window;
      expect(document.documentElement.lang.slice(0, 2), url).toBe(lang);
      expect(rawKeys(textsOf(document), lang), `${url} as served`).toEqual([]);

      await page.goto(server.url + url, { waitUntil: 'load' });
      await hydrated(page);
      expect(rawKeys(await browserTexts(page), lang), `${url} hydrated`).toEqual([]);
      expect(messages, url).toEqual([]);
    }
    await ctx.close();
  });

  it.each(SITE_LANGUAGES)('%s: the next page loads the namespaces the first did not embed, and shows texts', async (lang) => {
    // wide enough for the header's links
    const ctx = await newContext(browser, { width: 1366, height: 900 });
    const page = await ctx.newPage();
    const messages = watch(page);
    const fetched: string[] = [];
    page.on('response', (r) => {
      if (/\/assets\/locales\//.test(r.url())) fetched.push(`${r.status()} ${new URL(r.url()).pathname.split('/').slice(-2).join('/')}`);
    });
    await page.goto(server.url + localizePath(lang, '/'), { waitUntil: 'load' });
    await hydrated(page);
    const embedded = await page.evaluate(() =>
      Object.keys((JSON.parse(document.getElementById('coinatlas-boot')!.textContent!) as { translations: object }).translations),
    );
    expect(embedded).not.toContain('apps');
    // a link of the header (hydrated with the page): the router goes to the next page in the browser
    await page.locator(`header nav a[href="${localizePath(lang, '/apps')}"]`).click();
    await page.waitForURL(server.url + localizePath(lang, '/apps'));
    await expect.poll(() => fetched).toContain(`200 ${lang}/apps.json`);
    await expect.poll(() => page.locator('main h1').count()).toBeGreaterThan(0);
    expect(rawKeys(await browserTexts(page), lang)).toEqual([]);
    expect(messages).toEqual([]);
    await ctx.close();
  });
});
