import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations, waitForHydration } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

const EMAIL = 'cms-editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
const SLUG = 'e2e-two-languages';
const DAY = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local value in the browser's (and this process's) time zone. */
const localInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

describe('blog CMS in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const dataDir = mkdtempSync(join(tmpdir(), 'blogcms-e2e-'));
  beforeAll(async () => {
    server = await startServer({ env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, BLOG_TEST_HOOKS: 'true', DATA_DIR: dataDir } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function fill(page: Page, label: string, value: string) {
    const field = page.getByLabel(label, { exact: true });
    await field.fill(value);
  }

  it(
    'writes a post in two languages, schedules it, sees it on the calendar, and it goes public on time in those languages only',
    { timeout: 240_000 },
    async () => {
      const ctx = await newContext(browser, { width: 1366, height: 900 });
      const { page, errors } = await openPage(ctx, { ignore: [/status of 401/] });
      await page.goto(server.url + '/admin/blog');
      await page.getByLabel('Email').fill(EMAIL);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { level: 1, name: 'Blog posts' }).waitFor();
      // the seeded posts are ordinary posts in the list
      await page.getByRole('link', { name: /Crypto Taxes Basics/ }).waitFor();

      await page.getByRole('link', { name: 'New post' }).click();
      await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor();
      await fill(page, 'Slug', SLUG);
      await fill(page, 'Title (English)', 'Cold storage for beginners');
      await fill(page, 'Summary (English)', 'What cold storage is and when it helps.');
      await fill(
        page,
        'Body in Markdown (English)',
        '## Why cold storage\n\nKeys that never touch the internet.\n\n<script>alert(1)</script>',
      );
      // the live preview comes from the public renderer: a heading, and the raw HTML shown as text
      const preview = page.getByTestId('markdown-preview');
      await expect.poll(() => preview.innerHTML()).toContain('<h2>Why cold storage</h2>');
      expect(await preview.innerHTML()).toContain('&lt;script&gt;');

      await page.getByRole('tab', { name: /Spanish/ }).click();
      await page.getByLabel('This post has a version in Spanish').check();
      await fill(page, 'Title (Spanish)', 'Almacenamiento en frío para principiantes');
      await fill(page, 'Summary (Spanish)', 'Qué es el almacenamiento en frío y cuándo ayuda.');
      await fill(page, 'Body in Markdown (Spanish)', '## Por qué\n\nClaves que nunca tocan internet.');

      const publishAt = new Date(Date.now() + 2 * DAY);
      publishAt.setSeconds(0, 0);
      await page.getByLabel('State', { exact: true }).selectOption('scheduled');
      await page.getByLabel(/^Publish at/).fill(localInput(publishAt));
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => page.url()).toMatch(/\/admin\/blog\?post=\d+$/);
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'No changes · version 1' }).count()).toBe(1);
      await page.getByRole('heading', { level: 1, name: 'Edit post' }).waitFor();

      // unsaved changes hold an in-app navigation until the editor decides
      await fill(page, 'Tags', 'wallets, someone-else');
      await page.getByRole('link', { name: 'Content calendar' }).click();
      const leave = page.getByRole('alertdialog');
      await leave.waitFor();
      expect(await leave.textContent()).toContain('You have unsaved changes. Leave this page and lose them?');
      await page.getByRole('button', { name: 'Stay and keep editing' }).click();
      expect(page.url()).toMatch(/\/admin\/blog\?post=\d+$/);
      await page.getByRole('link', { name: 'Content calendar' }).click();
      await page.getByRole('button', { name: 'Leave without saving' }).click();

      // the calendar shows it on its day (in the editor's time zone)
      await page.getByRole('heading', { level: 1, name: 'Content calendar' }).waitFor();
      if (publishAt.getMonth() !== new Date().getMonth()) await page.getByRole('button', { name: 'Next month' }).click();
      const onCalendar = page.getByRole('button', { name: /^Cold storage for beginners, scheduled for/ });
      await onCalendar.waitFor();
      const day = `${publishAt.getFullYear()}-${pad(publishAt.getMonth() + 1)}-${pad(publishAt.getDate())}`;
      expect(
        await page
          .locator(`td[data-day="${day}"]`)
          .getByRole('button', { name: /^Cold storage for beginners/ })
          .count(),
      ).toBe(1);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // not public before its time
      expect((await fetch(`${server.url}/blog/${SLUG}`)).status).toBe(404);

      // the clock passes the publication time: the job publishes it
      const published = await page.evaluate(async () => {
        const session = (await (await fetch('/api/admin/session')).json()) as { csrfToken: string };
        const res = await fetch('/api/admin/blog/test/run-scheduler', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
          body: JSON.stringify({ advanceMs: 3 * 86_400_000 }),
        });
        return ((await res.json()) as { published: number[] }).published.length;
      });
      expect(published).toBe(1);

      const pub = await ctx.newPage();
      await pub.goto(`${server.url}/blog/${SLUG}`);
      expect(await pub.getByRole('heading', { level: 1 }).textContent()).toBe('Cold storage for beginners');
      const hreflangs = await pub.locator('link[rel="alternate"][hreflang]').evaluateAll((ls) => ls.map((l) => l.getAttribute('hreflang')));
      expect(hreflangs).toEqual(['en', 'es', 'x-default']);
      // the language menu offers the Spanish version, and for German (no version) the German blog
      await waitForHydration(pub);
      await pub.getByRole('button', { name: 'Language: English' }).first().click();
      expect(await pub.getByRole('menuitem', { name: 'Español' }).getAttribute('href')).toBe(`/es/blog/${SLUG}`);
      // (the page names its languages in an effect after hydration; the open menu follows)
      await expect.poll(() => pub.getByRole('menuitem', { name: 'Deutsch' }).getAttribute('href')).toBe('/de/blog');
      await pub.keyboard.press('Escape');
      const es = await fetch(`${server.url}/es/blog/${SLUG}`);
      expect(es.status).toBe(200);
      expect(await es.text()).toContain('Almacenamiento en frío para principiantes');
      expect((await fetch(`${server.url}/de/blog/${SLUG}`)).status).toBe(404);

      const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
      expect(sitemap).toContain(`/blog/${SLUG}</loc>`);
      expect(sitemap).toContain(`/es/blog/${SLUG}</loc>`);
      expect(sitemap).not.toContain(`/de/blog/${SLUG}`);
      expect(await (await fetch(`${server.url}/blog/feed.xml`)).text()).toContain(`/blog/${SLUG}`);
      expect(await (await fetch(`${server.url}/es/blog/feed.xml`)).text()).toContain(`/es/blog/${SLUG}`);
      expect(await (await fetch(`${server.url}/de/blog/feed.xml`)).text()).not.toContain(SLUG);
      expect(errors).toEqual([]);
      await ctx.close();
    },
  );
});
