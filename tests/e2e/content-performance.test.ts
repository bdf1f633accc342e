import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../support/admin-http.js';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

const EMAIL = 'growth-editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
const PAGE = '/es/exchanges';

type Page = { path: string; lang: string; views: number; clicks: number; ctr: number | null };
type Partner = { type: string; id: string; name: string; clicks: number; sources: Array<{ path: string; clicks: number }> };
type Report = {
  from: string;
  to: string;
  totals: { views: number; clicks: number; partnerClicks: number };
  pages: Page[];
  partners: Partner[];
};

describe('content performance in the browser', () => {
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

  let headers: Record<string, string> | undefined;
  const report = async (query = ''): Promise<Report> => {
    // One sign-in for every poll (sign-ins are rate limited).
    headers ??= await adminHeaders(server, EMAIL, PASSWORD);
    const res = await fetch(`${server.url}/api/admin/content-performance${query}`, { headers });
    expect(res.status).toBe(200);
    return (await res.json()) as Report;
  };
  const pageFigures = async (path: string) => {
    const p = (await report()).pages.find((row) => row.path === path);
    return p && { views: p.views, clicks: p.clicks };
  };

  it('a partner link followed on a public page shows up in the admin as that page’s click', async () => {
    // A visitor on the Spanish exchange list follows the first partner link (it opens the partner in a new
    // tab). The partner's own site is answered locally: the test never leaves this machine.
    const visitor = await newContext(browser, { width: 1366, height: 900 });
    await visitor.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner</title>' }),
    );
    const { page: list, errors: visitorErrors } = await openPage(visitor);
    await list.goto(server.url + PAGE);
    const link = list.locator('a[href^="/go/exchange/"]').first();
    const href = (await link.getAttribute('href'))!;
    const partnerId = href.split('/').pop()!;
    const [partnerTab] = await Promise.all([visitor.waitForEvent('page'), link.click()]);
    await partnerTab.waitForLoadState();
    expect(partnerTab.url()).not.toContain(server.url);
    await expect.poll(() => pageFigures(PAGE), { timeout: 30_000 }).toEqual({ views: 1, clicks: 1 });
    expect(visitorErrors).toEqual([]);
    await visitor.close();

    const api = await report();
    const partner = api.partners.find((p) => p.type === 'exchange' && p.id === partnerId)!;
    expect(partner).toMatchObject({ clicks: 1, sources: [{ path: PAGE, clicks: 1 }] });

    // The admin screen shows the page's view and click, and the partner's source page.
    const admin = await newContext(browser, { width: 1366, height: 900 });
    const { page, errors } = await openPage(admin);
    await page.goto(server.url + '/admin/content-performance');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Content performance');
    const row = page.getByTestId(`page-${PAGE}`);
    await row.waitFor();
    expect(await row.locator('[data-col="views"]').textContent()).toBe('1');
    expect(await row.locator('[data-col="clicks"]').textContent()).toBe('1');
    expect(await row.locator('[data-col="ctr"]').textContent()).toBe('100%');
    expect(await row.locator('[data-col="lang"]').textContent()).toBe('Spanish');
    expect(await page.getByTestId('total-partner-clicks').textContent()).toBe('1');
    expect(await page.getByTestId('total-ctr').textContent()).toBe('100%');
    // New this period: the page leads the movers.
    expect(await page.getByTestId('movers-up').getByText(PAGE).count()).toBe(1);
    await page.getByRole('img', { name: /^Chart of views per day by language and of partner clicks/ }).waitFor();

    // Partners: the partner's clicks, and the page that sent them.
    const tabs = page.getByRole('group', { name: 'Pages, routes and partners' });
    await tabs.getByRole('button', { name: 'Partners', exact: true }).click();
    const partnerRow = page.getByTestId(`partner-exchange-${partnerId}`);
    expect(await partnerRow.locator('[data-col="clicks"]').textContent()).toBe('1');
    await partnerRow.getByText(partner.name, { exact: true }).click();
    expect(await page.getByTestId(`sources-exchange-${partnerId}`).textContent()).toBe(`${PAGE}1 · 100%`);

    // Routes: the Spanish exchange list under its route.
    await tabs.getByRole('button', { name: 'Routes', exact: true }).click();
    expect(await page.getByTestId('route-/exchanges-es').locator('[data-col="clicks"]').textContent()).toBe('1');

    // Language filter: German has nothing; Spanish keeps the page.
    await tabs.getByRole('button', { name: 'Pages', exact: true }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect.poll(() => page.getByText('No page views or partner clicks in this range.').count()).toBe(1);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await row.waitFor();

    // Sorting: the column header says how the table is sorted.
    const viewsHeader = page.getByRole('table', { name: 'Pages', exact: true }).getByRole('columnheader', { name: 'Views', exact: true });
    expect(await viewsHeader.getAttribute('aria-sort')).toBe('descending');
    await viewsHeader.getByRole('button').click();
    expect(await viewsHeader.getAttribute('aria-sort')).toBe('ascending');

    // CSV: the page's row.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('all');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export pages CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8').split('\n');
    expect(csv[0]).toBe('page,route,language,views,clicks,click_through_rate,previous_views,previous_clicks,views_change,clicks_change');
    expect(csv).toContain(`${PAGE},/exchanges,es,1,1,1,0,0,,`);

    // A range longer than a year is refused before it is asked for.
    const { to } = await report();
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill(to);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Choose a range of at most 366 days.' }).count()).toBe(1);

    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await admin.close();
  });
});
