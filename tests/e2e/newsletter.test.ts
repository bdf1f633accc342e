import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage } from '../support/browser.js';
import { freePort, startServer, type RunningServer } from '../support/server.js';

const toastTexts = (page: Page) =>
  page
    .locator('[data-variant]')
    .evaluateAll((els) =>
      els
        .filter((e) => getComputedStyle(e).display !== 'none')
        .map((e) => ({ variant: e.getAttribute('data-variant'), text: e.textContent })),
    );

describe('newsletter: subscribe from the home page, unsubscribe in one click', () => {
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

  async function home(opts: { ignore?: RegExp[] } = {}) {
    const ctx = await newContext(browser);
    const watched = await openPage(ctx, opts);
    const requests: string[] = [];
    watched.page.on('request', (r) => r.url().includes('/api/subscribers') && requests.push(r.method() + ' ' + new URL(r.url()).pathname));
    await watched.page.goto(server.url + '/#newsletter');
    const section = watched.page.locator('#newsletter');
    await section.waitFor();
    return { ctx, ...watched, requests, section, input: section.getByLabel('Email address'), button: section.getByRole('button') };
  }

  it('subscribes: submitting state, success toast, form reset; the same address again is "Already subscribed"', async () => {
    const { ctx, page, errors, requests, section, input, button } = await home({ ignore: [/status of 409/] });
    expect(await section.getByRole('heading', { level: 2 }).textContent()).toBeTruthy();
    for (const text of ['No spam, ever', 'Unsubscribe anytime', 'Weekly updates'])
      expect(await section.getByText(text, { exact: true }).count(), text).toBe(1);
    expect(await section.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(await section.getByRole('link', { name: 'Top 10 Crypto Analysis Tools' }).getAttribute('href')).toBe('/guide');
    expect(await button.textContent()).toBe('Subscribe Now');

    // hold the real answer for a moment so the submitting state can be seen
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/subscribers', async (route) => {
      await held; // once released, later requests pass straight through
      await route.continue();
    });
    await input.fill('  Reader.One@Example.COM ');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Subscribing...');
    expect(await button.isDisabled()).toBe(true);
    expect(await input.isDisabled()).toBe(true);
    release();

    await expect
      .poll(() => toastTexts(page))
      .toEqual([
        {
          variant: 'default',
          text: 'Thank you for subscribing!Please confirm from your inbox: we have just sent you an email with a confirmation link.',
        },
      ]);
    expect(await input.inputValue()).toBe('');
    expect(await input.isDisabled()).toBe(false);
    expect(await button.textContent()).toBe('Subscribe Now');
    expect(await section.getByText('Successfully subscribed!').count()).toBe(1);

    await input.fill('reader.one@example.com');
    await button.click();
    await expect
      .poll(() => toastTexts(page))
      .toEqual([{ variant: 'destructive', text: 'Already subscribed' + 'This email is already subscribed to our newsletter.' }]);
    expect(await section.getByText('You are already subscribed.').count()).toBe(1);
    expect(requests).toEqual(['POST /api/subscribers', 'POST /api/subscribers']);
    // F8 moves focus to the notification region
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label'))).toMatch(
      /^Notifications/,
    );
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('shows the inline message for an invalid address and sends no request', async () => {
    const { ctx, page, errors, requests, section, input, button } = await home();
    for (const bad of ['not-an-email', 'someone@', 'a b@example.com', '']) {
      await input.fill(bad);
      await button.click();
      await expect.poll(() => section.getByRole('alert').textContent()).toBe('Please enter a valid email address');
      expect(await input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(requests).toEqual([]);
    expect(await toastTexts(page)).toEqual([]);
    // the message goes away once the address is valid
    await input.fill('fixed@example.com');
    expect(await section.getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('unsubscribes in one click from the link, and the address can subscribe again', async () => {
    const { ctx, page, section, input, button } = await home();
    await input.fill('leaver@example.org');
    await button.click();
    const undo = section.getByRole('link', { name: 'Unsubscribe' });
    await undo.waitFor();
    expect(await undo.getAttribute('href')).toMatch(/^\/unsubscribe\?token=[A-Za-z0-9_-]{43}$/);
    await undo.click();
    await page.waitForURL(/\/unsubscribe\?token=/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Unsubscribe from the CoinAtlas newsletter');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('You have been unsubscribed');
    expect(await page.getByText('l***@example.org will no longer receive the CoinAtlas newsletter.').count()).toBe(1);
    // opening the same link again is harmless: one click confirms again
    await page.reload();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('You have been unsubscribed');

    await page.getByRole('link', { name: 'subscribe again' }).click();
    await page.waitForURL(server.url + '/#newsletter');
    const again = page.locator('#newsletter');
    await again.getByLabel('Email address').fill('leaver@example.org');
    await again.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect
      .poll(() => toastTexts(page))
      .toEqual([
        {
          variant: 'default',
          text: 'Thank you for subscribing!Please confirm from your inbox: we have just sent you an email with a confirmation link.',
        },
      ]);
    await ctx.close();
  });

  it('explains a missing or unknown unsubscribe link', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx, { ignore: [/status of 404/] });
    await page.goto(server.url + '/unsubscribe');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('This link is incomplete');
    await page.goto(server.url + '/unsubscribe?token=' + 'Q'.repeat(43));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('This unsubscribe link is not valid');
    await ctx.close();
  });

  it('shows one toast at a time and closes it after 5 seconds', async () => {
    const { ctx, page, section, input, button } = await home({ ignore: [/status of 409/] });
    await input.fill('twice@example.com');
    await button.click();
    await expect.poll(() => toastTexts(page).then((t) => t.length)).toBe(1);
    await button.click(); // the input was reset: this is the inline error, no toast
    await input.fill('twice@example.com');
    await button.click();
    await expect.poll(() => toastTexts(page).then((t) => t[0]?.text ?? '')).toContain('Already subscribed');
    expect(await page.locator('[data-variant]').count()).toBe(1);
    const shownAt = Date.now();
    await expect.poll(() => toastTexts(page), { timeout: 8000, interval: 250 }).toEqual([]);
    expect(Date.now() - shownAt).toBeGreaterThan(4000);
    expect(await section.count()).toBe(1);
    await ctx.close();
  });
});

describe('newsletter with the database down', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    const closed = await freePort();
    server = await startServer({ env: { DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/none`, MIGRATE_ON_START: 'false' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the "Subscription failed" toast and keeps what was typed', async () => {
    const ctx = await newContext(browser);
    const { page } = await openPage(ctx, { ignore: [/status of 503/] });
    const answers: number[] = [];
    page.on('response', (r) => r.url().endsWith('/api/subscribers') && answers.push(r.status()));
    await page.goto(server.url + '/#newsletter');
    const section = page.locator('#newsletter');
    await section.getByLabel('Email address').fill('unlucky@example.com');
    await section.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect
      .poll(() => toastTexts(page))
      .toEqual([
        { variant: 'destructive', text: 'Subscription failed' + 'There was an error subscribing to the newsletter. Please try again.' },
      ]);
    expect(answers).toEqual([503]);
    expect(await section.getByLabel('Email address').inputValue()).toBe('unlucky@example.com');
    await ctx.close();
  });
});
