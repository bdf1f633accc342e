import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { adminHeaders } from '../support/admin-http.js';
import { startServer, type RunningServer } from '../support/server.js';

const EMAIL = 'editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
/** The partners of the five seeded promotions: each promotion speaks of our link, so each needs an active code. */
const PROMOTED = [
  ['payment_card', 'crypto-com'],
  ['tool', 'trezor'],
  ['trading_bot', 'cryptohopper'],
  ['tool', 'ledger'],
  ['tool', 'glassnode'],
] as const;

/**
 * The analytics endpoint belongs to another module; until it exists its 404 is expected. Every other failed
 * request still fails the test.
 */
async function watch(ctx: BrowserContext) {
  const { page, errors } = await openPage(ctx, { ignore: [/the server responded with a status of 404/] });
  page.on('response', (r) => {
    if (r.status() >= 400 && !new URL(r.url()).pathname.startsWith('/api/events')) errors.push(`HTTP ${r.status()} ${r.url()}`);
  });
  return { page, errors };
}

/** Records when the banner first appears and every layout shift, from the very start of the page. */
async function instrument(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __bannerAt?: number; __appAt?: number; __shifts: Array<{ t: number; v: number }> };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!e.hadRecentInput) w.__shifts.push({ t: e.startTime, v: e.value });
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver(() => {
      if (w.__appAt === undefined && document.getElementById('tools-heading')) w.__appAt = performance.now();
      if (w.__bannerAt === undefined && document.querySelector('[data-testid="promo-banner"]')) w.__bannerAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}

const banner = (page: Page) => page.getByTestId('promo-banner');
const title = (page: Page) => banner(page).getByTestId('promo-title');

describe('promotional banner', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer({ env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD } });
    browser = await launchBrowser();
    // an editor activates the referral codes the promotions speak of (without them no promotion is served)
    const headers = { 'content-type': 'application/json', ...(await adminHeaders(server, EMAIL, PASSWORD)) };
    const rows = (await (await fetch(server.url + '/api/referral-codes?includeInactive=true', { headers })).json()) as {
      id: number;
      entityType: string;
      entityId: string;
    }[];
    for (const [type, id] of PROMOTED) {
      const row = rows.find((r) => r.entityType === type && r.entityId === id)!;
      const res = await fetch(`${server.url}/api/referral-codes/${row.id}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ code: 'COINATLAS', url: `https://example.com/${id}?ref=coinatlas`, isActive: true }),
      });
      if (res.status !== 200) throw new Error(`activating ${type}/${id}: ${res.status} ${await res.text()}`);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('appears about a second after load with the top 3 for the visitor, without shifting the page, and passes axe', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await watch(ctx);
    await instrument(page);
    await page.goto(server.url + '/');
    await banner(page).waitFor({ timeout: 5000 });
    const { at, appAt, shifts } = await page.evaluate(() => {
      const w = window as unknown as { __bannerAt: number; __appAt: number; __shifts: Array<{ t: number; v: number }> };
      return { at: w.__bannerAt, appAt: w.__appAt, shifts: w.__shifts };
    });
    // about a second after the home page is on screen (the delay starts when the banner mounts, after it)
    expect(at).toBeGreaterThanOrEqual(1000);
    expect(at - appAt).toBeGreaterThanOrEqual(950);
    expect(at - appAt).toBeLessThan(3000);
    // CLS: nothing moves when the banner appears (it is inserted in the flow off screen)
    await page.waitForTimeout(300);
    const late = (await page.evaluate(() => (window as unknown as { __shifts: Array<{ t: number; v: number }> }).__shifts)).filter(
      (s) => s.t >= at - 50,
    );
    expect(late.reduce((sum, s) => sum + s.v, 0)).toBe(0);
    expect(shifts.filter((s) => s.t >= at - 50)).toEqual([]);

    // it says what it is: paid partner offers, not recommendations (issue 14)
    expect(await banner(page).getByRole('heading', { name: 'Sponsored', exact: true }).count()).toBe(1);
    expect(
      await banner(page)
        .getByText(/AI Recommended|Recommended for You/)
        .count(),
    ).toBe(0);
    expect(await title(page).textContent()).toBe('Crypto.com: $25 welcome reward');
    expect(await banner(page).getByText('$25 reward', { exact: true }).count()).toBeGreaterThanOrEqual(1);
    expect(
      await banner(page)
        .getByText(/^Why this offer: /)
        .count(),
    ).toBe(1);
    const cta = banner(page).getByRole('link', { name: /Claim the \$25 reward/ });
    expect(await cta.getAttribute('href')).toBe('/go/payment_card/crypto-com');
    expect(await cta.getAttribute('target')).toBe('_blank');
    expect(await cta.getAttribute('rel')).toBe('sponsored noopener');
    // the disclosure sits right beside the partner link
    expect(await cta.evaluate((a) => a.nextElementSibling?.textContent)).toBe('We earn a commission.');
    expect(
      await banner(page)
        .getByRole('button', { name: /Show offer \d of 3/ })
        .count(),
    ).toBe(3);
    // in the page's flow, never floating over the content
    expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe('static');

    // session storage: this page was recorded and the fetch counted
    const session = await page.evaluate(() => ({
      pages: sessionStorage.getItem('coinatlas.visitedPages'),
      clicks: sessionStorage.getItem('coinatlas.clickCount'),
    }));
    expect(JSON.parse(session.pages!)).toEqual(['/']);
    expect(Number(session.clicks)).toBeGreaterThanOrEqual(1);

    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('cycles with previous/next (wrapping around) and the dots, then stays dismissed for the session', async () => {
    const ctx = await newContext(browser, { width: 360, height: 800 });
    const { page, errors } = await watch(ctx);
    await page.goto(server.url + '/');
    await banner(page).waitFor({ timeout: 5000 });
    await banner(page).scrollIntoViewIfNeeded();
    const next = banner(page).getByRole('button', { name: 'Next offer' });
    const prev = banner(page).getByRole('button', { name: 'Previous offer' });
    expect(await title(page).textContent()).toBe('Crypto.com: $25 welcome reward');
    await next.click();
    expect(await title(page).textContent()).toBe('Trezor: 10% off your first purchase');
    expect(
      await banner(page)
        .getByRole('link', { name: /Shop Trezor/ })
        .getAttribute('href'),
    ).toBe('/go/tool/trezor');
    await next.click();
    expect(await title(page).textContent()).toBe('Cryptohopper: 10% off for life');
    await next.click();
    expect(await title(page).textContent()).toBe('Crypto.com: $25 welcome reward'); // wrapped forward
    await prev.click();
    expect(await title(page).textContent()).toBe('Cryptohopper: 10% off for life'); // wrapped backward
    // at 360 px the dots give way to the arrows alone
    expect(await banner(page).getByRole('button', { name: 'Show offer 2 of 3' }).isVisible()).toBe(false);
    await next.click();
    await next.click();
    expect(await title(page).textContent()).toBe('Trezor: 10% off your first purchase');

    await banner(page).getByRole('button', { name: 'Hide sponsored offers' }).click();
    expect(await banner(page).count()).toBe(0);
    await page.reload();
    await page.waitForTimeout(1800);
    expect(await banner(page).count()).toBe(0); // same session
    expect(errors).toEqual([]);
    await ctx.close();

    const fresh = await newContext(browser);
    const other = await watch(fresh);
    await other.page.goto(server.url + '/');
    await banner(other.page).waitFor({ timeout: 5000 }); // a new session sees it again
    await fresh.close();
  });

  it('speaks the visitor’s language', async () => {
    const ctx = await newContext(browser, { locale: 'de-DE' });
    const { page, errors } = await watch(ctx);
    await page.goto(server.url + '/de');
    await banner(page).waitFor({ timeout: 5000 });
    expect(await banner(page).getByRole('heading', { name: 'Gesponsert', exact: true }).count()).toBe(1);
    expect(
      await banner(page)
        .getByText(/^Warum dieses Angebot: /)
        .count(),
    ).toBe(1);
    expect(await title(page).textContent()).toBe('Crypto.com: 25 $ Willkommensprämie');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('hides itself, logging the failure, when promotions cannot be loaded; and shows nothing without promotions', async () => {
    const ctx = await newContext(browser);
    const { page } = await watch(ctx);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.route('**/api/promotions**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"statusCode":503,"error":"Service Unavailable","message":"down"}',
      }),
    );
    await page.goto(server.url + '/');
    await expect.poll(() => warnings.some((w) => w.startsWith('Failed to load promotions')), { timeout: 10_000 }).toBe(true);
    await page.waitForTimeout(1500);
    expect(await banner(page).count()).toBe(0);

    await page.unroute('**/api/promotions**');
    await page.route('**/api/promotions**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"promotions":[]}' }),
    );
    await page.reload();
    await page.waitForTimeout(1800);
    expect(await banner(page).count()).toBe(0);
    await ctx.close();
  });

  it('shows no arrows or dots with a single promotion', async () => {
    const ctx = await newContext(browser);
    const { page } = await watch(ctx);
    await page.route('**/api/promotions**', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { promotions: unknown[] };
      await route.fulfill({ response: res, json: { promotions: body.promotions.slice(0, 1) } });
    });
    await page.goto(server.url + '/');
    await banner(page).waitFor({ timeout: 5000 });
    expect(await banner(page).getByRole('button', { name: 'Next offer' }).count()).toBe(0);
    expect(
      await banner(page)
        .getByRole('button', { name: /Show offer/ })
        .count(),
    ).toBe(0);
    await ctx.close();
  });

  it(
    'at 390x844 takes at most 15% of the screen and never overlaps the hero buttons, in every language',
    { timeout: 120_000 },
    async () => {
      const VIEW = { width: 390, height: 844 };
      for (const lang of ['en', 'es', 'de', 'pt'] as const) {
        const ctx = await newContext(browser, VIEW);
        const { page, errors } = await watch(ctx);
        await page.goto(server.url + (lang === 'en' ? '/' : `/${lang}`));
        await banner(page).waitFor({ timeout: 5000 });
        await banner(page).scrollIntoViewIfNeeded();
        const m = await page.evaluate(() => {
          const box = (el: Element) => {
            const r = el.getBoundingClientRect();
            return {
              top: r.top + window.scrollY,
              left: r.left,
              bottom: r.bottom + window.scrollY,
              right: r.right,
              width: r.width,
              height: r.height,
            };
          };
          const strip = document.querySelector('[data-testid="promo-banner"]')!;
          const hero = document.querySelector('section[aria-labelledby="hero-title"]')!;
          return {
            strip: box(strip),
            heroButtons: [...hero.querySelectorAll('a, button')].filter((b) => b.getBoundingClientRect().height >= 40).map(box),
            position: getComputedStyle(strip).position,
          };
        });
        const where = `${lang} at 390x844`;
        expect(m.heroButtons.length, `${where}: the hero's two buttons`).toBe(2);
        expect(m.strip.width * m.strip.height, `${where}: ${m.strip.width}x${m.strip.height}`).toBeLessThanOrEqual(
          0.15 * VIEW.width * VIEW.height,
        );
        expect(m.position, where).toBe('static');
        for (const b of m.heroButtons) {
          const overlap = m.strip.left < b.right && b.left < m.strip.right && m.strip.top < b.bottom && b.top < m.strip.bottom;
          expect(overlap, `${where}: strip over a hero button`).toBe(false);
        }
        expect(errors, where).toEqual([]);
        await ctx.close();
      }
    },
  );
});
