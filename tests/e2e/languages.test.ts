/**
 * Every page in every language, in a real browser: it hydrates without a single console error or warning in
 * light mode, and each page in dark mode in one of its languages; the language switcher keeps the page; the
 * suggestion to switch appears only when the visitor's language differs from the page's, from the first paint,
 * and goes away when dismissed.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS, LOCALIZED_ROUTES, localizePath, SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';
import { loadBlogSeeds } from '../../backend/src/modules/blog/adapters/fs-seeds.js';
import { launchBrowser, newContext } from '../support/browser.js';
import { hasReview, partnersOf } from '../support/content.js';
import { startServer, type RunningServer } from '../support/server.js';

const EXAMPLES: Record<string, string> = {
  'blog-post': loadBlogSeeds().posts[0]!.slug,
  exchange: partnersOf('exchange')[0]!.id,
  // partner pages: with a written review where the kind has them
  'partner-trading-bot': partnersOf('trading_bot').find((p) => hasReview('trading_bot', p.id))!.id,
  'partner-payment-card': partnersOf('payment_card').find((p) => hasReview('payment_card', p.id))!.id,
  'partner-tool': partnersOf('tool').find((p) => hasReview('tool', p.id))!.id,
  'partner-exchange': partnersOf('exchange')[0]!.id,
  'partner-wallet': partnersOf('wallet')[0]!.id,
  'partner-app': partnersOf('app')[0]!.id,
};
/**
 * Each page with the languages it exists in: the seeded blog posts are written in English only. Author pages
 * exist only once an editor creates a profile (none is seeded): tests/e2e/authors.test.ts covers them.
 */
const PAGES = LOCALIZED_ROUTES.filter((e) => !e.resolve || EXAMPLES[e.resolve] !== undefined).map((e) => ({
  path: e.resolve ? e.path.replace(':id', EXAMPLES[e.resolve]!) : e.path,
  languages: e.page === 'blog-post' ? ['en'] : SITE_LANGUAGES,
}));

/** Console errors and warnings of a page (the document's own expected 404 status aside). */
function watch(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !/status of 404/.test(m.text())) messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  return messages;
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 });

describe('every page in every language', () => {
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

  // Light: every page in every language. Dark: every page once, the languages taking turns, so each page and each
  // language is hydrated in dark too. The theme is set before the first paint and does not depend on the language
  // (what differs by language, the texts, light checks on every page); a full second pass over all four took 65 s
  // of CI.
  const pass = (colorScheme: 'light' | 'dark') =>
    SITE_LANGUAGES.flatMap((lang) =>
      PAGES.filter(({ languages }, i) => {
        if (!languages.includes(lang)) return false;
        if (colorScheme === 'light') return true;
        const turn = languages.length === SITE_LANGUAGES.length ? SITE_LANGUAGES[i % SITE_LANGUAGES.length] : languages[0];
        return turn === lang;
      }).map(({ path }) => ({ lang, path })),
    );

  it('each dark-mode turn covers every page and every language', () => {
    const dark = pass('dark');
    expect(new Set(dark.map((p) => p.path))).toEqual(new Set(PAGES.map((p) => p.path)));
    expect(new Set(dark.map((p) => p.lang))).toEqual(new Set(SITE_LANGUAGES));
  });

  it.each(['light', 'dark'] as const)(
    'hydrates cleanly in %s mode: no console error or warning on any page',
    { timeout: 600_000 },
    async (colorScheme) => {
      const ctx = await newContext(browser, { colorScheme });
      const page = await ctx.newPage();
      const messages = watch(page);
      for (const { lang, path } of pass(colorScheme)) {
        const url = localizePath(lang, path);
        await page.goto(server.url + url, { waitUntil: 'load' });
        await hydrated(page);
        expect(await page.evaluate(() => document.documentElement.lang), url).toBe(LANGUAGE_TAGS[lang].hreflang);
        expect(messages, url).toEqual([]);
      }
      await ctx.close();
    },
  );

  it('the switcher opens the same page in the other language, query and anchor kept, and remembers the choice', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    const messages = watch(page);
    await page.goto(`${server.url}/exchanges?sort=fees#faq`, { waitUntil: 'load' });
    await hydrated(page);
    await page.getByRole('button', { name: 'Language: English' }).first().click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.waitForURL(`${server.url}/de/exchanges?sort=fees#faq`);
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(await page.evaluate(() => localStorage.getItem('coinatlas.lang'))).toBe('de');
    expect(messages).toEqual([]);
    await ctx.close();
  });

  it('suggests the visitor’s language from the first paint, in that language, and forgets it once dismissed', async () => {
    const ctx = await newContext(browser, { locale: 'de-DE' });
    const page = await ctx.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    const suggestionCode = () => scripts.filter((p) => p.includes('/language-suggestion-')).length;
    await page.goto(`${server.url}/tools`, { waitUntil: 'domcontentloaded' });
    const suggestion = page.getByRole('complementary', { name: 'Auf Deutsch wechseln' });
    // visible before any script of the app ran: decided by the document itself
    expect(await suggestion.isVisible()).toBe(true);
    expect(await page.getByRole('complementary', { name: 'Cambiar a español' }).isVisible()).toBe(false);
    await hydrated(page);
    expect(await suggestion.getByRole('link', { name: 'Auf Deutsch wechseln' }).getAttribute('href')).toBe('/de/tools');
    // the bar's markup is all it shows: its code comes only when the visitor acts on it, and the click counts
    await page.waitForLoadState('networkidle');
    expect(suggestionCode()).toBe(0);
    await suggestion.getByRole('button', { name: 'Schließen' }).click();
    await expect.poll(() => suggestion.isVisible()).toBe(false);
    expect(suggestionCode()).toBe(1);
    await page.reload({ waitUntil: 'load' });
    expect(await suggestion.isVisible()).toBe(false);
    // a page in the visitor's own language never suggests anything
    await page.goto(`${server.url}/de/tools`, { waitUntil: 'load' });
    expect(await page.locator('aside[data-language-suggestion]:visible').count()).toBe(0);
    await ctx.close();
  });

  it('following the suggestion before its code came: the click waits for it, and the choice is remembered', async () => {
    const ctx = await newContext(browser, { locale: 'de-DE' });
    const page = await ctx.newPage();
    await page.goto(`${server.url}/about`, { waitUntil: 'load' });
    await hydrated(page);
    expect(await page.evaluate(() => localStorage.getItem('coinatlas.lang'))).toBe(null);
    await page.getByRole('complementary', { name: 'Auf Deutsch wechseln' }).getByRole('link', { name: 'Auf Deutsch wechseln' }).click();
    await page.waitForURL(`${server.url}/de/about`);
    expect(await page.evaluate(() => localStorage.getItem('coinatlas.lang'))).toBe('de');
    await ctx.close();
  });

  it('the saved choice wins over the browser language, and following it hides the suggestion', async () => {
    const ctx = await newContext(browser, { locale: 'de-DE' });
    const page = await ctx.newPage();
    await page.goto(`${server.url}/pt/blog`, { waitUntil: 'load' });
    await page.evaluate(() => localStorage.setItem('coinatlas.lang', 'es'));
    await page.reload({ waitUntil: 'load' });
    await hydrated(page);
    const suggestion = page.getByRole('complementary', { name: 'Cambiar a español' });
    expect(await suggestion.isVisible()).toBe(true);
    expect(await page.getByRole('complementary', { name: 'Auf Deutsch wechseln' }).isVisible()).toBe(false);
    await suggestion.getByRole('link', { name: 'Cambiar a español' }).click();
    await page.waitForURL(`${server.url}/es/blog`);
    expect(await page.locator('aside[data-language-suggestion]:visible').count()).toBe(0);
    await ctx.close();
  });
});
