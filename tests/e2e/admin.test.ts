import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

const EMAIL = 'editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
const ADMIN_PATHS = [
  '/admin',
  '/admin/login',
  '/admin/referral-codes',
  '/admin/newsletter',
  '/admin/blog',
  '/admin/content-calendar',
  '/admin/blog-analytics',
  '/admin/content-performance',
  '/admin/seo-optimizer',
  '/admin/ai-promotions',
];

async function signIn(page: Page, url: string) {
  await page.goto(url);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('admin area', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('an anonymous visitor sees only the sign-in screen on every /admin page, and the admin API refuses them', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx, { ignore: [/status of 401/] });
    for (const path of ADMIN_PATHS) {
      await page.goto(server.url + path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { message: path }).toBe('Admin sign-in');
      expect(await page.getByRole('navigation', { name: 'Admin sections' }).count(), path).toBe(0);
      expect(await page.getByRole('table').count(), path).toBe(0);
      expect(await page.getByText('EXAMPLE-REPLACE-ME').count(), path).toBe(0);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    }
    expect(await page.getByRole('link', { name: 'Referral Codes Admin' }).count()).toBe(0);
    const statuses = await page.evaluate(async () => {
      const get = (u: string) => fetch(u).then((r) => r.status);
      const send = (u: string, method: string, body?: object) =>
        fetch(u, { method, headers: { 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : null }).then(
          (r) => r.status,
        );
      return [
        await get('/api/referral-codes?includeInactive=true'),
        await get('/api/admin/referral-clicks'),
        await send('/api/referral-codes', 'POST', { entityType: 'exchange', entityId: 'kraken', code: 'X1', url: 'https://x.example' }),
        await send('/api/referral-codes/1', 'PUT', { isActive: true }),
        await send('/api/referral-codes/1', 'DELETE'),
      ];
    });
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('wrong credentials show the message; the right ones open the dashboard, and /admin/login forwards there', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx, { ignore: [/status of 401/] });
    await page.goto(server.url + '/admin/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByText('Enter your email address.').count()).toBe(1);
    expect(await page.getByText('Enter your password.').count()).toBe(1);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Email or password is incorrect.');

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(server.url + '/admin');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Admin dashboard');
    expect(await page.getByText(`Signed in as ${EMAIL}`).count()).toBe(1);
    const cookies = await ctx.cookies();
    const session = cookies.find((c) => c.name === 'coinatlas_admin')!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Strict');
    expect(await page.evaluate(() => document.cookie)).not.toContain('coinatlas_admin=');

    // The dashboard leads to every other section, each with what it is for; none is a promise of later.
    const others = page.getByRole('region', { name: 'Other sections' }).getByRole('link');
    expect(await others.evaluateAll((links) => links.map((a) => [a.getAttribute('href'), a.querySelector('span')!.textContent]))).toEqual([
      ['/admin/newsletter', 'Newsletter'],
      ['/admin/blog', 'Blog'],
      ['/admin/authors', 'Authors'],
      ['/admin/content-calendar', 'Content calendar'],
      ['/admin/blog-analytics', 'Blog analytics'],
      ['/admin/content-performance', 'Content performance'],
      ['/admin/seo-optimizer', 'SEO optimizer'],
      ['/admin/ai-promotions', 'AI promotions'],
      ['/admin/partners', 'Partners'],
    ]);
    expect(await page.getByText(/not built|still to come/i).count()).toBe(0);

    // A section's link opens its tools, to a signed-in admin only.
    await page
      .getByRole('region', { name: 'Other sections' })
      .getByRole('link', { name: /^SEO optimizer/ })
      .click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('SEO optimizer');
    await page.getByRole('button', { name: 'Run audit now' }).waitFor();

    // The floating button appears on public pages for a signed-in admin.
    await page.goto(server.url + '/exchanges');
    const floating = page.getByRole('link', { name: 'Referral Codes Admin' });
    await floating.waitFor();
    expect(await floating.getAttribute('href')).toBe('/admin/referral-codes');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('creates, edits, toggles and deletes a code, with per-field messages and toasts; visitors see the result', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await signIn(page, server.url + '/admin/referral-codes');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Referral codes');
    await page.locator('tr[data-code-row="exchange/kraken"]').waitFor();

    // Search and type filter
    await page.getByRole('combobox', { name: 'Type' }).selectOption('payment_card');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(9);
    await page.getByRole('searchbox', { name: 'Search' }).fill('nexo');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('all');

    // Delete the seeded Bybit row, so that it can be created from scratch.
    await page.locator('tr[data-code-row="exchange/bybit"]').getByRole('button', { name: 'Delete Bybit', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the Bybit code?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.locator('tr[data-code-row="exchange/bybit"]').count()).toBe(1);
    await page.locator('tr[data-code-row="exchange/bybit"]').getByRole('button', { name: 'Delete Bybit', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete the Bybit code?' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('Bybit code deleted').count()).toBe(1);
    await expect.poll(() => page.locator('tr[data-code-row="exchange/bybit"]').count()).toBe(0);

    // Create: every field is checked before anything is sent.
    await page.getByRole('button', { name: 'New code' }).click();
    const form = page.getByRole('dialog', { name: 'New referral code' });
    await form.getByRole('button', { name: 'Save' }).click();
    expect(await form.getByText('This field is required.').count()).toBe(4); // partner, name, code, link
    await form.getByLabel('Partner', { exact: true }).selectOption('bybit');
    expect(await form.getByLabel('Name shown to visitors', { exact: true }).inputValue()).toBe('Bybit');
    await form.getByLabel('Referral code', { exact: true }).fill('has space');
    await form.getByLabel('Referral link', { exact: true }).fill('http://www.bybit.com/invite?ref=CA1');
    await form.getByRole('button', { name: 'Save' }).click();
    expect(await form.getByText('Use only letters, digits, dots, dashes and underscores, starting with a letter or digit.').count()).toBe(
      1,
    );
    expect(await form.getByText('The link must start with https://.').count()).toBe(1);
    expect(await form.getByLabel('Referral code', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Referral code', { exact: true }).fill('BYBITCA1');
    await form.getByLabel('Referral link', { exact: true }).fill('https://www.bybit.com/invite?ref=BYBITCA1');
    await form.getByLabel('Offer (optional)', { exact: true }).fill('Welcome bonus per Bybit’s terms');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Bybit code created').count()).toBe(1);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // Visitors see it on the public page (a second, anonymous browser).
    const visitor = await newContext(browser);
    const pub = await visitor.newPage();
    await pub.goto(server.url + '/coupon-codes');
    await expect.poll(() => pub.locator('[data-referral-widget="exchange/bybit"] code').textContent()).toBe('BYBITCA1');
    expect(await pub.getByText('Welcome bonus per Bybit’s terms').count()).toBe(1);

    // Edit
    await page.locator('tr[data-code-row="exchange/bybit"]').getByRole('button', { name: 'Edit Bybit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Bybit code' });
    expect(await edit.getByLabel('Partner', { exact: true }).isDisabled()).toBe(true);
    await edit.getByLabel('Referral code', { exact: true }).fill('BYBITCA2');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Bybit code saved').count()).toBe(1);
    await pub.reload();
    await expect.poll(() => pub.locator('[data-referral-widget="exchange/bybit"] code').textContent()).toBe('BYBITCA2');

    // Toggle off: gone for visitors. An example code cannot be switched on.
    const toggle = page.locator('tr[data-code-row="exchange/bybit"]').getByRole('switch', { name: 'Active: Bybit', exact: true });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect.poll(() => page.getByText('Bybit code is now hidden from visitors').count()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await pub.reload();
    await expect.poll(() => pub.getByRole('heading', { name: 'No referral codes are active right now' }).count()).toBe(1);
    await page.locator('tr[data-code-row="exchange/kraken"]').getByRole('switch', { name: 'Active: Kraken', exact: true }).click();
    await expect.poll(() => page.getByText('Kraken still has the example code').count()).toBe(1);
    expect(
      await page
        .locator('tr[data-code-row="exchange/kraken"]')
        .getByRole('switch', { name: 'Active: Kraken', exact: true })
        .getAttribute('aria-checked'),
    ).toBe('false');

    // axe on a few rows (the full table of ~100 rows makes it slow without checking anything new)
    await page.getByRole('searchbox', { name: 'Search' }).fill('by');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await visitor.close();
    await ctx.close();
  });

  it('signing out ends the session: the admin pages and API refuse the browser again', async () => {
    const ctx = await newContext(browser, { width: 360, height: 800 });
    const { page, errors } = await openPage(ctx, { ignore: [/status of 401/] });
    await signIn(page, server.url + '/admin/login');
    await page.waitForURL(server.url + '/admin');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(server.url + '/admin/login');
    await expect.poll(() => page.getByText('You are signed out.').count()).toBe(1);
    await page.goto(server.url + '/admin/referral-codes');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Admin sign-in');
    expect(await page.evaluate(() => fetch('/api/referral-codes?includeInactive=true').then((r) => r.status))).toBe(401);
    await page.goto(server.url + '/exchanges');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Referral Codes Admin' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe('admin area with no account', () => {
  it('explains how to create the first account, and offers no form', async () => {
    const server = await startServer();
    const browser = await launchBrowser();
    try {
      const ctx = await newContext(browser);
      const { page, errors } = await openPage(ctx);
      await page.goto(server.url + '/admin');
      await expect.poll(() => page.getByRole('heading', { name: 'No admin account exists yet' }).count()).toBe(1);
      expect(await page.getByText('npm run admin:create -- you@example.com').count()).toBe(1);
      expect(await page.getByText(/ADMIN_EMAIL=you@example.com/).count()).toBe(1);
      expect(await page.getByLabel('Password').count()).toBe(0);
      expect(errors).toEqual([]);
      await ctx.close();
    } finally {
      await browser.close();
      await server.stop();
    }
  });
});
