import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminHeaders } from '../support/admin-http.js';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { repoRoot, startServer, type RunningServer } from '../support/server.js';

const EMAIL = 'analytics-editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
// Any seeded post: the test reads its slug, not its text.
const SEED_DIR = join(repoRoot, 'backend/content/seed/blog');
const [SLUG, OTHER] = readdirSync(SEED_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .slice(0, 2)
  .map((f) => (JSON.parse(readFileSync(join(SEED_DIR, f), 'utf8')) as { slug: string }).slug) as [string, string];

type Figures = { views: number; readEnds: number; readThroughRate: number | null; signups: number };
type Report = { from: string; to: string; totals: Figures; posts: Array<Figures & { slug: string }> };

describe('blog analytics in the browser', () => {
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
    const res = await fetch(`${server.url}/api/admin/blog-analytics${query}`, { headers });
    expect(res.status).toBe(200);
    return (await res.json()) as Report;
  };
  const figuresOf = async (slug: string) => {
    const p = (await report()).posts.find((row) => row.slug === slug);
    return p && { views: p.views, readEnds: p.readEnds, readThroughRate: p.readThroughRate };
  };
  const signupsOf = async (slug: string) => (await report()).posts.find((row) => row.slug === slug)?.signups ?? 0;

  it('a read to the end, a skim and a sign-up from a post show up in the admin: three views, one read-through, one sign-up', async () => {
    // Visitor 1 reads the Spanish version to the end (a jump to the bottom passes the end of the post).
    const reader = await newContext(browser, { width: 390, height: 700 });
    const { page: post, errors: readerErrors } = await openPage(reader);
    await post.goto(`${server.url}/es/blog/${SLUG}`);
    await post.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => figuresOf(SLUG), { timeout: 30_000 }).toEqual({ views: 1, readEnds: 1, readThroughRate: 1 });
    // Once per page view: back to the top and down again adds nothing. The next page's view is sent after
    // anything this page still had queued, so once it has arrived, the count is final.
    await post.evaluate(() => window.scrollTo(0, 0));
    await post.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await post.goto(`${server.url}/es/blog/${OTHER}`);
    await expect.poll(() => figuresOf(OTHER), { timeout: 30_000 }).toEqual({ views: 1, readEnds: 0, readThroughRate: 0 });
    expect(await figuresOf(SLUG)).toEqual({ views: 1, readEnds: 1, readThroughRate: 1 });
    expect(readerErrors).toEqual([]);
    await reader.close();

    // Visitor 2 opens the English version on a short screen and leaves at the top: a view, no read-end.
    const skimmer = await newContext(browser, { width: 1366, height: 400 });
    const { page: top } = await openPage(skimmer);
    await top.goto(`${server.url}/blog/${SLUG}`);
    await expect.poll(() => figuresOf(SLUG), { timeout: 30_000 }).toEqual({ views: 2, readEnds: 1, readThroughRate: 0.5 });
    await skimmer.close();

    // Visitor 3 presses the header's Subscribe on the post and subscribes on the home page's form: a sign-up
    // that started on the post.
    const subscriber = await newContext(browser, { width: 1366, height: 900 });
    const { page: home, errors: subscriberErrors } = await openPage(subscriber);
    await home.goto(`${server.url}/blog/${SLUG}`);
    await home.getByRole('banner').getByRole('button', { name: 'Subscribe' }).click();
    await home.waitForURL(`${server.url}/#newsletter`);
    const form = home.locator('#newsletter');
    await form.getByLabel('Email address').fill('reader@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => signupsOf(SLUG), { timeout: 30_000 }).toBe(1);
    expect(subscriberErrors).toEqual([]);
    await subscriber.close();

    // The admin screen shows the same figures, the chart (loaded on its own) and the CSV.
    const admin = await newContext(browser, { width: 1366, height: 900 });
    const { page, errors } = await openPage(admin);
    await page.goto(server.url + '/admin/blog-analytics');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog analytics');
    const row = page.getByTestId(`post-${SLUG}`);
    await row.waitFor();
    // This post: the reader's, the skimmer's and the subscriber's views, one of them read to the end.
    expect(await row.locator('[data-col="views"]').textContent()).toBe('3');
    expect(await row.locator('[data-col="readEnds"]').textContent()).toBe('1');
    expect(await row.locator('[data-col="readThroughRate"]').textContent()).toBe('33.3%');
    expect(await row.locator('[data-col="signups"]').textContent()).toBe('1');
    expect(await row.getByText('EN 2 · ES 1 · DE 0 · PT 0').count()).toBe(1);
    // Totals: 4 views (3 of this post, 1 of the other), 1 read to the end, 1 sign-up.
    expect(await page.getByTestId('total-views').textContent()).toBe('4');
    expect(await page.getByTestId('total-rate').textContent()).toBe('25%');
    expect(await page.getByTestId('total-signups').textContent()).toBe('1');
    await page.getByRole('img', { name: /^Chart of views per day by language/ }).waitFor();

    // Language filter: Spanish keeps the reader's two views (one read to the end), German has nothing.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect.poll(() => page.getByTestId('total-rate').textContent()).toBe('50%');
    expect(await row.locator('[data-col="views"]').textContent()).toBe('1');
    expect(await row.locator('[data-col="readThroughRate"]').textContent()).toBe('100%');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect.poll(() => page.getByText('No blog events in this range.').count()).toBe(1);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('all');
    await row.waitFor();

    // Sorting: the column header says how the table is sorted.
    const viewsHeader = page.getByRole('columnheader', { name: 'Views', exact: true });
    expect(await viewsHeader.getAttribute('aria-sort')).toBe('descending');
    await viewsHeader.getByRole('button').click();
    expect(await viewsHeader.getAttribute('aria-sort')).toBe('ascending');
    await page.getByRole('columnheader', { name: 'Post' }).getByRole('button').click();
    expect(await page.getByRole('columnheader', { name: 'Post' }).getAttribute('aria-sort')).toBe('ascending');

    // CSV: one row per day, post and language.
    const { to } = await report();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8').split('\n');
    expect(csv[0]).toBe('day,post,language,views,read_ends,read_through_rate,newsletter_signups,outbound_clicks');
    expect(csv).toContain(`${to},${SLUG},en,2,0,0,1,0`);
    expect(csv).toContain(`${to},${SLUG},es,1,1,1,0,0`);

    // A backward range is refused before it is asked for.
    const fromField = page.getByLabel('From', { exact: true });
    await fromField.fill(to);
    await page.getByLabel('To', { exact: true }).fill('2020-01-01');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'The end date is before the start date.' }).count()).toBe(1);

    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await admin.close();
  });
});
