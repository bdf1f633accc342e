import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

const EMAIL = 'byline-editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
const SLUG = 'e2e-signed-post';
const BIO = 'Ana writes about self-custody, hardware wallets and what exchanges really charge.';
/** Where the author page's screenshots go (SHOTS_DIR to keep them). */
const SHOTS = process.env.SHOTS_DIR ?? join(tmpdir(), 'coinatlas-author-shots');

describe('bylines in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const dataDir = mkdtempSync(join(tmpdir(), 'authors-e2e-'));
  beforeAll(async () => {
    server = await startServer({ env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, DATA_DIR: dataDir } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('an editor creates a profile and picks it on a post; the post names them and links their page', { timeout: 240_000 }, async () => {
    const ctx = await newContext(browser, { width: 1366, height: 900 });
    const { page, errors } = await openPage(ctx, { ignore: [/status of 401/] });
    await page.goto(server.url + '/admin/authors');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Authors' }).waitFor();
    await page.getByText('No author profiles yet').waitFor();

    await page.getByRole('button', { name: 'Create your author profile' }).click();
    const form = page.getByRole('form', { name: 'New author profile' });
    await form.getByLabel('Name').fill('Ana García');
    // the page address is proposed from the name
    expect(await form.getByLabel('Page address').inputValue()).toBe('ana-garcia');
    await form.getByLabel('Bio (English)').fill('Too short.');
    await form.getByRole('button', { name: 'Add a link' }).click();
    await form.getByLabel('Link 1 address').fill('http://ana.example.org');
    await form.getByRole('button', { name: 'Create profile' }).click();
    // the same rules as the server, shown before anything is sent
    const alert = form.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('bio.en: must be 20 to 600 characters (it has 10)');
    expect(await alert.textContent()).toContain('links[0].url: must be an https:// address');
    await form.getByLabel('Bio (English)').fill(BIO);
    await form.getByLabel('Link 1 address').fill('https://ana.example.org');
    await form.getByRole('button', { name: 'Create profile' }).click();
    await page.getByRole('link', { name: '/authors/ana-garcia' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto(server.url + '/admin/blog');
    await page.getByRole('heading', { level: 1, name: 'Blog posts' }).waitFor();
    await page.getByRole('link', { name: 'New post' }).click();
    await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor();
    await page.getByLabel('Slug', { exact: true }).fill(SLUG);
    await page.getByLabel('Title (English)', { exact: true }).fill('Signed by a person');
    await page.getByLabel('Summary (English)', { exact: true }).fill('A post with a byline that names its author.');
    await page.getByLabel('Body in Markdown (English)', { exact: true }).fill('Words by Ana.');
    await page.getByLabel('Byline').selectOption({ label: 'Ana García' });
    await page.getByLabel('State', { exact: true }).selectOption('published');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.url()).toMatch(/\/admin\/blog\?post=\d+$/);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'No changes · version 1' }).count()).toBe(1);

    const pub = await ctx.newPage();
    await pub.goto(`${server.url}/blog/${SLUG}`);
    const byline = pub.getByRole('link', { name: 'Ana García' });
    expect(await byline.getAttribute('href')).toBe('/authors/ana-garcia');
    expect(await byline.locator('..').textContent()).toBe('By Ana García');
    await byline.click();
    await pub.getByRole('heading', { level: 1, name: 'Ana García' }).waitFor();
    expect(pub.url()).toBe(`${server.url}/authors/ana-garcia`);
    await pub.getByText(BIO).waitFor();
    expect(await pub.getByRole('link', { name: 'Signed by a person' }).getAttribute('href')).toBe(`/blog/${SLUG}`);
    expect(await pub.locator('a[rel="me noopener"]').getAttribute('href')).toBe('https://ana.example.org/');
    expect(await seriousA11yViolations(pub)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the author page fits a phone and a desktop, light and dark', { timeout: 180_000 }, async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const [width, height] of [
      [390, 844],
      [1366, 900],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const ctx = await newContext(browser, { width, height, colorScheme: scheme });
        const { page, errors } = await openPage(ctx);
        for (const prefix of ['', '/de']) {
          await page.goto(`${server.url}${prefix}/authors/ana-garcia`);
          await page.getByRole('heading', { level: 1, name: 'Ana García' }).waitFor();
          const overflow = await page.evaluate(() =>
            [...document.querySelectorAll<HTMLElement>('main *')]
              .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
              .map((el) => el.tagName),
          );
          expect([width, scheme, prefix, overflow]).toEqual([width, scheme, prefix, []]);
          await page.screenshot({ path: join(SHOTS, `author${prefix.replace('/', '-')}-${width}-${scheme}.png`), fullPage: true });
        }
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await ctx.close();
      }
    }
  });
});
