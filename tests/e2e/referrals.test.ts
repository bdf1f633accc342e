import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { partnerOf, partnersOf } from '../support/content.js';
import { startServer, type RunningServer } from '../support/server.js';

// The partners this suite gives test codes to; their names and categories come from the records.
const kraken = partnerOf('exchange', 'kraken');
const okx = partnerOf('exchange', 'okx');

const EMAIL = 'editor@coinatlas.example';
/** Kraken's test code (the widget tests copy it). */
const KRAKEN_CODE = {
  type: 'exchange',
  id: 'kraken',
  code: 'COINATLAS',
  url: 'https://www.kraken.com/sign-up?ref=coinatlas',
  discount: 'Welcome offer per Kraken’s terms',
};
const PASSWORD = 'correct horse battery staple';

/** Records what the analytics client hands to sendBeacon (the request itself is not visible to the test). */
const recordBeacons = () => {
  const w = window as unknown as { __beacons: string[] };
  w.__beacons = [];
  const original = navigator.sendBeacon.bind(navigator);
  navigator.sendBeacon = (url, data) => {
    if (data instanceof Blob) void data.text().then((t) => w.__beacons.push(`${String(url)} ${t}`));
    return original(url, data);
  };
};
const beacons = (page: Page) => page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons.join('\n'));

/** Signs in over HTTP (as the admin UI would) and activates real-looking codes for a few partners. */
async function activateCodes(
  server: RunningServer,
  codes: Array<{ type: string; id: string; code: string; url: string; discount?: string }>,
) {
  const login = await fetch(server.url + '/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const rows = (await (await fetch(server.url + '/api/referral-codes?includeInactive=true', { headers: { cookie } })).json()) as Array<{
    id: number;
    entityType: string;
    entityId: string;
  }>;
  for (const c of codes) {
    const row = rows.find((r) => r.entityType === c.type && r.entityId === c.id)!;
    const res = await fetch(`${server.url}/api/referral-codes/${row.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: server.url, cookie, 'x-csrf-token': csrfToken },
      body: JSON.stringify({ code: c.code, url: c.url, discount: c.discount ?? '', isActive: true }),
    });
    expect(res.status).toBe(200);
  }
}

describe('referral codes for visitors', () => {
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

  it('shows an honest empty state while no code is active, and no widget anywhere', async () => {
    const ctx = await newContext(browser);
    // (the exchange's referral page answers 404 without a code, which the console reports)
    const { page, errors } = await openPage(ctx, { ignore: [/status of 404/] });
    await page.goto(server.url + '/coupon-codes');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Crypto Sign-up Offers & Referral Codes');
    await expect.poll(() => page.getByRole('heading', { name: 'No referral codes are active right now' }).count()).toBe(1);
    // Without a code, an exchange's referral page has nothing to explain: it is a 404.
    expect((await page.goto(server.url + '/referral-codes/binance'))!.status()).toBe(404);
    expect(await page.locator('[data-referral-widget]').count()).toBe(0);
    expect(await page.getByText('EXAMPLE-REPLACE-ME').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('lists every active code grouped by type, searchable, each with its widget', async () => {
    await activateCodes(server, [
      KRAKEN_CODE,
      { type: 'exchange', id: 'okx', code: 'OKXCA2026', url: 'https://www.okx.com/join/OKXCA2026' },
      {
        type: 'trading_bot',
        id: 'cryptohopper',
        code: 'HOPPER10',
        url: 'https://www.cryptohopper.com/?atid=coinatlas',
        discount: '10% lifetime discount',
      },
    ]);
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/referral-codes');
    await expect.poll(() => page.locator('[data-referral-widget]').count()).toBe(3);
    expect(await page.locator('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Sign-up offers', 'Referral codes']);
    expect(await page.locator('main h3[id^="group-"]').allTextContents()).toEqual(['Exchanges (2)', 'Trading bots (1)']);
    expect(await page.getByText('Showing 3 of 3 codes').count()).toBe(1);
    const visit = page.getByRole('link', { name: `Visit ${kraken.name}` });
    expect(await visit.getAttribute('href')).toBe('/go/exchange/kraken');
    expect(await visit.getAttribute('target')).toBe('_blank');
    expect(await visit.getAttribute('rel')).toBe('sponsored noopener');

    await page.getByLabel('Search codes').fill('lifetime');
    await expect.poll(() => page.locator('[data-referral-widget]').count()).toBe(1);
    expect(await page.getByText('Showing 1 of 3 codes').count()).toBe(1);
    await page.getByLabel('Search codes').fill('nothing like this');
    await expect.poll(() => page.getByText('No codes match "nothing like this".').count()).toBe(1);
    await page.getByRole('button', { name: 'Clear search' }).first().click();
    await expect.poll(() => page.locator('[data-referral-widget]').count()).toBe(3);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('copies the code: Copied for 2 s, the toast, and the copy_referral_code event', async () => {
    const ctx = await newContext(browser);
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await ctx.addInitScript(recordBeacons);
    // The analytics endpoint belongs to another module; until it is merged the beacon gets a 404.
    const { page, errors } = await openPage(ctx, { ignore: [/status of 404/] });
    // The page's timers follow the test's clock once it is paused: the 2 s below are the page's own.
    await page.clock.install();
    await page.goto(server.url + '/referral-codes/kraken');
    const widget = page.locator('[data-referral-widget="exchange/kraken"]');
    await widget.waitFor();
    expect(await widget.getByText('Your Kraken referral code').count()).toBe(1);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const pageTime = () => page.evaluate(() => Date.now());
    const clickedAt = await pageTime();
    await widget.getByRole('button', { name: 'Copy' }).click();
    await widget.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('COINATLAS');
    // The toaster's code arrives with the first toast: the page's time moves in small steps until it shows.
    const toast = page.locator('li[data-state="open"]', { hasText: 'Referral code copied!' });
    await expect
      .poll(async () => {
        await page.clock.runFor(10);
        return toast.count();
      })
      .toBe(1);
    expect(await toast.getByText('The referral code has been copied to your clipboard.').count()).toBe(1);
    // 'Copied' shows for 2 s, then the button reads 'Copy' again.
    const elapsed = (await pageTime()) - clickedAt;
    expect(elapsed).toBeLessThan(1990);
    await page.clock.runFor(1990 - elapsed);
    expect(await widget.getByRole('button', { name: 'Copied' }).count()).toBe(1);
    await page.clock.runFor(20);
    await widget.getByRole('button', { name: 'Copy' }).waitFor();
    // The toast stays for 5 s, so it is still there.
    expect(await toast.count()).toBe(1);
    // The analytics batch leaves after 2 s (or when the tab is hidden): its timer has fired by now.
    await expect.poll(() => beacons(page)).toContain('"name":"copy_referral_code","category":"exchange","label":"kraken"');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('when the clipboard is refused, says so and selects the code for copying by hand', async () => {
    const ctx = await newContext(browser);
    await ctx.addInitScript(() => {
      // A browser that refuses clipboard access (permission denied, insecure context)
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
    });
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/referral-codes/kraken');
    const widget = page.locator('[data-referral-widget="exchange/kraken"]');
    await widget.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => page.getByText("Couldn't copy the code").count()).toBe(1);
    // (the toast's screen-reader announcement repeats its text for a moment)
    await expect.poll(() => page.getByText(/press Ctrl\+C/).count()).toBe(1);
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('COINATLAS');
    expect(await widget.getByRole('button', { name: 'Copied' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  // The toast region stays on the page once the first toast has come: on phones as a full-width strip over
  // the header, from 640 px as a 420 px column at the bottom right. Only a toast itself may take clicks.
  for (const width of [390, 1366]) {
    it(`at ${width} px, only a toast takes clicks: the page under the toast region's margin, and under the region once the toast is closed, still does`, async () => {
      // (the same code as above, so that the test also runs alone)
      await activateCodes(server, [KRAKEN_CODE]);
      const ctx = await newContext(browser, { width, height: 800 });
      await ctx.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
      });
      const { page, errors } = await openPage(ctx);
      await page.goto(server.url + '/referral-codes/kraken');
      await page.locator('[data-referral-widget="exchange/kraken"]').getByRole('button', { name: 'Copy' }).click();
      const toast = page.locator('li[data-state="open"]', { hasText: "Couldn't copy the code" });
      await toast.waitFor();
      const region = page.getByRole('region', { name: 'Notifications (F8)' }).locator('ol');
      /** Whether a click at each point would land in the toast region (its list or a toast) rather than the page. */
      const inRegion = (points: number[][]) =>
        page.evaluate((pts) => pts.map(([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[role="region"] ol')), points);
      // While the toast shows, the region's margin around it (1 rem) belongs to the page; the toast takes clicks.
      let box = (await region.boundingBox())!;
      const card = (await toast.boundingBox())!;
      expect(card.x - box.x).toBe(16);
      expect(card.y - box.y).toBe(16);
      const corners = (b: typeof box) => [
        [b.x + 2, b.y + 2],
        [b.x + b.width - 2, b.y + 2],
        [b.x + 2, b.y + b.height - 2],
        [b.x + b.width - 2, b.y + b.height - 2],
      ];
      expect(await inRegion(corners(box))).toEqual([false, false, false, false]);
      expect(await inRegion([[card.x + card.width / 2, card.y + card.height / 2]])).toEqual([true]);
      // Once it is closed, the empty region stays on the page and takes no click anywhere.
      await toast.getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => toast.count()).toBe(0);
      box = (await region.boundingBox())!;
      expect(box.width).toBeGreaterThan(0);
      expect(box.height).toBeGreaterThan(0);
      expect(await inRegion([...corners(box), [box.x + box.width / 2, box.y + box.height / 2]])).toEqual([
        false,
        false,
        false,
        false,
        false,
      ]);
      expect(errors).toEqual([]);
      await ctx.close();
    });
  }

  it('opens the QR dialog (200 px, level H, with a margin) with the code and the referral URL', async () => {
    const ctx = await newContext(browser, { colorScheme: 'dark' });
    await ctx.addInitScript(recordBeacons);
    // The analytics endpoint belongs to another module; until it is merged the beacon gets a 404.
    const { page, errors } = await openPage(ctx, { ignore: [/status of 404/] });
    await page.goto(server.url + `/exchanges/${okx.category}`);
    const widget = page.locator('[data-referral-widget="exchange/okx"]');
    await widget.getByRole('button', { name: 'QR code' }).click();
    const dialog = page.getByRole('dialog', { name: `${okx.name} referral link` });
    await dialog.waitFor();
    const svg = dialog.locator('svg[data-testid="referral-qr"]');
    expect(await svg.getAttribute('width')).toBe('200');
    expect(await svg.getAttribute('height')).toBe('200');
    // 34 bytes at level H need a version-4 symbol (33 modules; level L would fit version 2, 25 modules),
    // plus a 4-module margin on each side.
    expect(await svg.getAttribute('viewBox')).toBe('0 0 41 41');
    expect(await dialog.getByTestId('referral-qr-code').textContent()).toBe('OKXCA2026');
    expect(await dialog.getByText('https://www.okx.com/join/OKXCA2026').count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => beacons(page), { timeout: 5000 }).toContain('"name":"open_qr_code","category":"exchange","label":"okx"');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('/referral-codes/{id}: the exchange’s page with steps, facts and related exchanges; unknown ids are a 404', async () => {
    const ctx = await newContext(browser, { width: 360, height: 800 });
    const { page, errors } = await openPage(ctx, { ignore: [/status of 404/] });
    const res = await page.goto(server.url + '/referral-codes/kraken');
    expect(res!.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`${kraken.name} Referral Code`);
    expect(await page.title()).toBe(`${kraken.name} Referral Code | CoinAtlas`);
    expect(await page.getByRole('heading', { name: 'How to use it, step by step' }).count()).toBe(1);
    expect(await page.locator('section[aria-labelledby="steps-heading"] ol > li').count()).toBe(5);
    expect(await page.getByText('Welcome offer per Kraken’s terms').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Related exchanges' }).count()).toBe(okx.category === kraken.category ? 1 : 0);
    // up to four exchanges of the same kind, among those with a code (the others have no referral page)
    const withCodes = new Set(['kraken', 'okx']);
    const sameKind = partnersOf('exchange').filter((e) => e.category === kraken.category && e.id !== kraken.id && withCodes.has(e.id));
    expect(await page.locator('section[aria-labelledby="related-heading"] a[href^="/referral-codes/"]').count()).toBe(
      Math.min(4, sameKind.length),
    );
    expect(await page.getByRole('link', { name: 'See it in the exchange directory' }).getAttribute('href')).toBe(
      `/exchanges/${kraken.category}#${kraken.id}`,
    );
    expect(
      await page.evaluate(
        () =>
          document.documentElement.scrollWidth <= window.innerWidth + 1 || document.querySelector('main')!.scrollWidth <= window.innerWidth,
      ),
    ).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const missing = await page.goto(server.url + '/referral-codes/not-an-exchange');
    expect(missing!.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('404 - Page Not Found');
    expect(await page.getByRole('link', { name: 'Return to Homepage' }).getAttribute('href')).toBe('/');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the tracked link redirects to the active referral URL', async () => {
    const res = await fetch(server.url + '/go/exchange/kraken', { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://www.kraken.com/sign-up?ref=coinatlas');
  });
});
