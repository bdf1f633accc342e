import type { Browser, Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

const toastTexts = (page: Page) =>
  page
    .locator('[data-variant]')
    .evaluateAll((els) =>
      els
        .filter((e) => getComputedStyle(e).display !== 'none')
        .map((e) => ({ variant: e.getAttribute('data-variant'), text: e.textContent })),
    );

describe('contact page', () => {
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

  it('shows an inline message per field and sends nothing while the form is invalid', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    const posts: string[] = [];
    page.on('request', (r) => r.url().includes('/api/contact') && posts.push(r.method()));
    await page.goto(server.url + '/contact');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Contact Us');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.getByText('Please enter your name.').count()).toBe(1);
    expect(await page.getByText('Please enter your email address.').count()).toBe(1);
    expect(await page.getByText('Please enter a subject.').count()).toBe(1);
    expect(await page.getByText('Please enter your message.').count()).toBe(1);
    // focus goes to the first invalid field, which names its error
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(await page.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Email address', { exact: true }).fill('nobody@nowhere');
    await page.getByLabel('Message', { exact: true }).fill('Too short');
    expect(await page.getByText('Please enter a valid email address').count()).toBe(1);
    expect(await page.getByText('Your message must be at least 10 characters.').count()).toBe(1);
    expect(posts).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('sends a valid message: the success toast, the form resets, the message is stored', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/contact');
    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('Email address', { exact: true }).fill('ada@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Outdated fee on the exchanges page');
    await page.getByLabel('Message', { exact: true }).fill('The maker fee you list for one exchange looks out of date.');
    expect(await page.getByText('58 / 5,000 characters').count()).toBe(1);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => toastTexts(page))
      .toEqual([{ variant: 'default', text: 'Message sent successfully!' + 'Thank you for writing to us.' }]);
    for (const label of ['Name', 'Email address', 'Subject', 'Message'])
      expect(await page.getByLabel(label, { exact: true }).inputValue(), label).toBe('');
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    // no error messages come back on the emptied form
    expect(await page.getByText('Please enter your name.').count()).toBe(0);

    if (server.database.url) {
      const client = new pg.Client({ connectionString: server.database.url });
      await client.connect();
      const { rows } = await client.query('SELECT name, email, subject FROM contact_messages');
      await client.end();
      expect(rows).toEqual([{ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Outdated fee on the exchanges page' }]);
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the honeypot is out of reach for keyboard users', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx);
    await page.goto(server.url + '/contact');
    await page.getByLabel('Message', { exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).not.toBe('website');
    await ctx.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations in ${colorScheme} mode, also with errors shown`, async () => {
      const ctx = await newContext(browser, { colorScheme });
      const { page } = await openPage(ctx);
      await page.goto(server.url + '/contact');
      await page.getByRole('button', { name: 'Send Message' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Send Message' }).click();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await ctx.close();
    });
  }
});
