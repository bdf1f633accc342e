import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

describe('foundation: the built site under the real server', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ env: { SOCIAL_X_URL: 'https://x.com/coinatlas' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('renders the app under the strict CSP with no console errors; the footer shows the configured social links, server-rendered', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    const apiCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && apiCalls.push(new URL(r.url()).pathname));
    const res = await page.goto(server.url + '/');
    expect(res!.status()).toBe(200);
    // the document's inline scripts (the theme, the start of the app's code) are allowed by their hashes,
    // exactly those; nothing inline runs otherwise
    const html = await res!.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
    );
    expect(inline).toHaveLength(2);
    expect(res!.headers()['content-security-policy']).toContain(`script-src 'self' ${inline.join(' ')};`);
    expect(res!.headers()['content-security-policy']).not.toMatch(/unsafe-inline|nonce-/);
    expect(html).toContain('href="https://x.com/coinatlas"');
    await expect.poll(() => page.getByRole('link', { name: 'X', exact: true }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'X', exact: true }).getAttribute('href')).toBe('https://x.com/coinatlas');
    // the browser starts from the server's data: the configuration is not fetched again
    expect(apiCalls).not.toContain('/api/site-config');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a made-up path shows the 404 screen with HTTP status 404', async () => {
    const ctx = await newContext(browser);
    // the document itself answering 404 is what we want; Chromium logs it as a failed resource
    const { page, errors } = await openPage(ctx, { ignore: [/status of 404/] });
    const res = await page.goto(server.url + '/no/such/page');
    expect(res!.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('404 - Page Not Found');
    await expect.poll(() => page.getByText("We couldn't find the page you were looking for.", { exact: false }).count()).toBe(1);
    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await page.waitForURL(server.url + '/');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the API docs UI at /docs renders the operations under its CSP', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/docs');
    await expect.poll(() => page.locator('.swagger-ui .opblock').count(), { timeout: 15_000 }).toBeGreaterThan(2);
    expect(await page.locator('.swagger-ui .info .title').first().textContent()).toContain('CoinAtlas API');
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await ctx.close();
  });

  it('the server shuts down gracefully on SIGTERM (exit 0)', async () => {
    const other = await startServer();
    expect(await other.stop()).toBe(0);
  });
});
