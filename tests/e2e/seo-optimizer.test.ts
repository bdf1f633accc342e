import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

const EMAIL = 'seo-editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';

describe('SEO optimizer in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, SEO_AUDIT_HOUR: 'off' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it(
    'an admin runs the audit, follows its progress, reads the summary and opens a finding; a second run shows what changed',
    { timeout: 600_000 },
    async () => {
      const ctx = await newContext(browser, { width: 1366, height: 900 });
      const { page, errors } = await openPage(ctx);
      await page.goto(server.url + '/admin/seo-optimizer');
      await page.getByLabel('Email').fill(EMAIL);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('SEO optimizer');
      await page.getByText('No audit has finished yet. Start one with “Run audit now”; it takes about a minute.').waitFor();

      await page.getByRole('button', { name: 'Run audit now' }).click();
      // While it runs: the button is off and the progress counts pages.
      await page.getByRole('button', { name: 'Audit running…' }).waitFor();
      expect(await page.getByRole('button', { name: 'Audit running…' }).isDisabled()).toBe(true);
      await page.getByRole('progressbar', { name: 'Audit progress' }).waitFor();
      await expect.poll(() => page.getByTestId('audit-progress').textContent(), { timeout: 60_000 }).toMatch(/\d+ of \d+ pages checked/);

      // Finished: the summary of the run, with no errors on our pages.
      await page.getByRole('heading', { name: 'Latest audit' }).waitFor({ timeout: 540_000 });
      expect(await page.getByTestId('count-error').textContent()).toBe('0');
      expect(Number(await page.getByTestId('count-pages').textContent())).toBeGreaterThan(200);
      expect(await page.getByTestId('run-when').textContent()).toMatch(
        new RegExp(`^Finished .+ UTC, started by ${EMAIL.replace('.', '\\.')}\\.$`),
      );
      await expect
        .poll(() => page.getByTestId('diff-summary').textContent())
        .toBe('This is the first audit: there is no earlier one to compare it with.');
      expect(await page.getByRole('button', { name: 'Run audit now' }).isEnabled()).toBe(true);

      // Filter to one check, then open a finding: what is wrong, how to fix it, the page.
      const rows = page.getByTestId('finding-row');
      await rows.first().waitFor();
      const check = (await rows.first().getAttribute('data-check'))!;
      await page.getByRole('combobox', { name: 'Check' }).selectOption(check);
      await expect
        .poll(async () => new Set(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-check')))))
        .toEqual(new Set([check]));
      await page.getByRole('combobox', { name: 'Severity' }).selectOption('error');
      await page.getByText('Nothing found for these filters.').waitFor();
      await page.getByRole('combobox', { name: 'Severity' }).selectOption('all');
      const first = rows.first();
      const url = (await first.locator('td').nth(2).textContent())!;
      const message = (await first.locator('td').nth(3).getByRole('button').textContent())!.replace(' (open the details)', '');
      await first.getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.getByTestId('finding-what').textContent()).toBe(message);
      expect(await dialog.getByTestId('finding-fix').textContent()).toMatch(/\S/);
      expect(
        await dialog.getByRole('link', { name: new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).getAttribute('href'),
      ).toBe(url);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // A second run over the same site: nothing new, nothing fixed.
      await page.getByRole('button', { name: 'Run audit now' }).click();
      await expect
        .poll(() => page.getByTestId('diff-summary').textContent(), { timeout: 540_000 })
        .toMatch(/^Since the audit of .+ UTC: 0 new findings, 0 fixed\.$/);
      await page.getByRole('button', { name: /^New/ }).click();
      await page.getByText('No new findings since the previous audit.').waitFor();

      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await ctx.close();
    },
  );
});
