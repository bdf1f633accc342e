/**
 * The partner desk in the browser (/admin/partners), at 1366 and 390 px: an editor signs in, checks two
 * exchanges' taker fees and a deposit fee against a source page, edits and saves, restores an earlier
 * version, and runs an import's dry run, which lists the differences and writes nothing.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareFees, type FeeExchange } from '@coinatlas/domain/fees/fees';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { startFakeProvider, type FakeProvider } from '../support/fake-coingecko.js';
import { repoRoot, startServer, type RunningServer } from '../support/server.js';

const EMAIL = 'partners-editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
const SOURCE = 'https://www.kraken.com/features/fee-schedule';

type Fees = {
  exchanges: Array<{
    id: string;
    fees: {
      trading?: { provenance: { kind: string; source?: string; checked?: string } };
      deposit?: Record<string, { provenance: { kind: string } }>;
    };
  }>;
};

async function signIn(page: Page, url: string) {
  await page.goto(url);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Ticks facts of the open record and records them as checked against `source` today. */
async function checkFacts(page: Page, paths: string[], source: string) {
  for (const p of paths) await page.locator(`input[data-fact="${p}"]`).check();
  await page.getByLabel('Source page (https)').fill(source);
  await page.getByRole('button', { name: `I checked ${paths.length} against this page today` }).click();
  await expect.poll(() => page.locator(`input[data-fact="${paths[0]}"]`).isChecked()).toBe(false);
}

/**
 * The shipped content, plus a BTC withdrawal fee and an ACH deposit in US dollars (from our catalogue, unchecked)
 * for Kraken and Binance, neither recorded as not available in the United States: with them their trade has
 * every part, so checking the parts is all the schedule calculator needs to rank them. Test data in a
 * temporary copy; the shipped records are not changed.
 */
function contentWithWithdrawals(): string {
  const dir = mkdtempSync(join(tmpdir(), 'coinatlas-desk-content-'));
  cpSync(join(repoRoot, 'backend/content'), dir, { recursive: true });
  for (const id of ['kraken', 'binance']) {
    const file = join(dir, 'partners/exchanges', `${id}.json`);
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      fees: { withdrawal?: Record<string, unknown> };
      paymentMethods?: unknown[];
      availability?: { country: string }[];
    };
    data.fees.withdrawal = { ...data.fees.withdrawal, BTC: { value: { amount: 0.0001 }, provenance: { kind: 'catalogue' } } };
    // the ACH entry first (the desk's /paymentMethods/0)
    data.paymentMethods = [
      { method: 'ach', fiat: 'USD', deposit: { feePercent: 0 }, provenance: { kind: 'catalogue' } },
      ...((data.paymentMethods ?? []) as { method: string; fiat: string }[]).filter((m) => !(m.method === 'ach' && m.fiat === 'USD')),
    ];
    data.availability = (data.availability ?? []).filter((a) => a.country !== 'US');
    writeFileSync(file, JSON.stringify(data, null, 2));
  }
  return dir;
}

describe('the partner desk in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let prices: FakeProvider;
  let content: string;
  const fees = async () => (await (await fetch(`${server.url}/api/content/fees`)).json()) as Fees;
  const exchange = async (id: string) => (await fees()).exchanges.find((e) => e.id === id)!;
  const today = () => new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    prices = await startFakeProvider();
    content = contentWithWithdrawals();
    server = await startServer({ env: { ...prices.env, CONTENT_DIR: content, ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await prices?.close();
    if (content) rmSync(content, { recursive: true, force: true });
  });

  it('at 1366 px: checks two taker fees and a deposit fee against a page, saves an edit, restores, and dry-runs an import', async () => {
    const ctx = await newContext(browser, { width: 1366, height: 900 });
    // the refused save below is answered 400 on purpose; the browser logs that answer
    const { page, errors } = await openPage(ctx, { ignore: [/status of 400 \(Bad Request\)/] });
    await signIn(page, `${server.url}/admin/partners`);
    await page.getByRole('heading', { level: 1, name: 'Partners' }).waitFor();
    await page.getByRole('heading', { name: 'Check next' }).waitFor();
    // The site's header keeps its desktop navigation on the admin's pages (the admin's stylesheet comes second).
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    expect(await page.getByText(/records have facts nobody has checked/).count()).toBe(1);
    expect((await exchange('kraken')).fees.trading!.provenance.kind).toBe('catalogue');

    // Kraken: the taker fees (the trading schedule) and the crypto deposit fee, from the fee page.
    await page.getByRole('link', { name: 'All partners' }).click();
    await page.getByLabel('Name or id').fill('kraken');
    await page.getByLabel('Kind').selectOption('exchange');
    await page
      .getByRole('status')
      .filter({ hasText: /^1 of \d+ partners$/ })
      .waitFor();
    await page.getByRole('link', { name: 'Kraken', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Kraken' }).waitFor();
    await checkFacts(page, ['/fees/trading', '/fees/deposit/crypto', '/fees/withdrawal/BTC', '/paymentMethods/0'], SOURCE);
    await expect
      .poll(async () => (await exchange('kraken')).fees.trading!.provenance)
      .toEqual({ kind: 'checked', source: SOURCE, checked: today() });
    expect((await exchange('kraken')).fees.deposit!.crypto!.provenance.kind).toBe('checked');

    // Binance: its taker fees.
    await page.goto(`${server.url}/admin/partners?partner=exchange/binance`);
    await page.getByRole('heading', { level: 1, name: 'Binance' }).waitFor();
    await checkFacts(
      page,
      ['/fees/trading', '/fees/deposit/crypto', '/fees/withdrawal/BTC', '/paymentMethods/0'],
      'https://www.binance.com/en/fee/schedule',
    );
    await expect.poll(async () => (await exchange('binance')).fees.trading!.provenance.kind).toBe('checked');

    // The schedule calculator now ranks those two exchanges (an ACH deposit in the United States, $1,000 of BTC), as the API's facts say.
    await page.evaluate(() => localStorage.setItem('coinatlas.region', 'US'));
    await page.goto(`${server.url}/fee-calculator`);
    const calc = page.locator('section[aria-labelledby="calculator-heading"]');
    await calc.getByLabel('Trade size in USD').fill('1000');
    await calc.getByLabel('Pair').selectOption('BTC');
    const facts = (await (await fetch(`${server.url}/api/fee-schedules?fiat=USD&method=ach&country=US`)).json()) as {
      exchanges: FeeExchange[];
    };
    const coins = (await (await fetch(`${server.url}/api/cryptocurrencies`)).json()) as { symbol: string; current_price: number | null }[];
    const btc = coins.find((c) => c.symbol.toLowerCase() === 'btc')?.current_price ?? null;
    const expected = compareFees(facts.exchanges, {
      size: 1000,
      fiat: 'USD',
      usdPerUnit: 1,
      coin: 'BTC',
      method: 'ach',
      order: 'taker',
      coinPriceUsd: btc,
    });
    expect(expected.complete.map((c) => c.id).sort()).toEqual(['binance', 'kraken']);
    await expect
      .poll(() => calc.getByTestId('fee-result').getByRole('heading', { level: 4 }).allTextContents())
      .toEqual(expected.complete.map((c) => c.name));

    // A logo for Kraken: shown on its page and its directory card, served from our media.
    await page.goto(`${server.url}/admin/partners?partner=exchange/kraken`);
    await page.getByRole('heading', { level: 1, name: 'Kraken' }).waitFor();
    await page.locator('summary', { hasText: /^›\s*Logo$/ }).click();
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 90, g: 60, b: 200, alpha: 1 } } })
      .png()
      .toBuffer();
    await page.getByLabel('Upload a logo').setInputFiles({ name: 'kraken.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('img', { name: 'Kraken logo' }).waitFor();
    for (const path of ['/exchanges/kraken', '/exchanges']) {
      await page.goto(`${server.url}${path}`);
      const logo = path === '/exchanges' ? page.locator('article#kraken [data-testid="partner-logo"]') : page.getByTestId('partner-logo');
      // (a directory card is swapped for its live rendering as it comes into view: the locator finds the new one)
      await expect
        .poll(async () => {
          await logo.scrollIntoViewIfNeeded({ timeout: 2000 });
          return logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0, undefined, { timeout: 2000 });
        })
        .toBe(true);
      expect(await logo.getAttribute('src')).toMatch(/^\/media\/partners\/[a-f0-9]+-\d+\.webp$/);
    }

    // An edit the rules refuse is named at its field; fixed, it saves.
    await page.goto(`${server.url}/admin/partners?partner=exchange/kraken`);
    await page.getByRole('heading', { level: 1, name: 'Kraken' }).waitFor();
    const taker = page.locator('#field_fees_trading_value_tiers_0_taker');
    await taker.fill('140');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Nothing was saved. Fix this problem:').waitFor();
    expect(await page.locator('#field_fees_trading_value_tiers_0_taker-problems').textContent()).toContain(
      '140 is not a percent between 0 and 100',
    );
    await taker.fill('0.38');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'No unsaved changes' }).waitFor();
    // The toast says so at the bottom right, 1 rem from the edges, as on the public pages.
    const saved = page.locator('li[data-state="open"]', { hasText: 'Saved as version 4' });
    const box = (await saved.boundingBox())!;
    expect([Math.round(1366 - box.x - box.width), Math.round(900 - box.y - box.height)]).toEqual([16, 16]);
    // (closed, as an editor would, so that it covers no button the test clicks next)
    await saved.getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(
        async () => (await (await fetch(`${server.url}/api/content/partners/exchange/kraken`)).json()).fees.trading.value.tiers[0].taker,
      )
      .toBe(0.38);

    // History: restore the version from before the edit (the one with the logo).
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Version 4 · Edited').waitFor();
    await history.getByRole('button', { name: 'Restore version 3' }).click();
    await page.getByText('Version 3 · Logo uploaded').waitFor();
    await expect
      .poll(
        async () => (await (await fetch(`${server.url}/api/content/partners/exchange/kraken`)).json()).fees.trading.value.tiers[0].taker,
      )
      .toBe(0.4);
    await history.getByText('Version 5 · Version 3 restored').waitFor();

    // Import: a dry run of an export with one change lists it and writes nothing.
    const bundle = await page.evaluate(async () => (await fetch('/api/admin/partners/export')).json());
    const key = Object.keys(bundle.files as Record<string, unknown>).find((k) => k.startsWith('partners/wallets/'))!;
    const before = bundle.files[key].name as string;
    bundle.files[key].name = `${before} (renamed in the file)`;
    await page.getByRole('link', { name: '← All partners' }).click();
    await page.getByRole('link', { name: 'Import and export' }).click();
    await page
      .getByLabel('Export file (.json)')
      .setInputFiles({ name: 'partners.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bundle)) });
    await page.getByRole('button', { name: 'Dry run' }).click();
    await page.getByRole('heading', { name: 'Dry run: nothing written yet' }).waitFor();
    expect(await page.getByText(/0 to add, 1 to change/).count()).toBe(1);
    expect(await page.getByRole('rowheader', { name: 'Name' }).count()).toBe(1);
    // the change, with the value the file would write
    expect(
      await page
        .locator('ins')
        .filter({ hasText: `${before} (renamed in the file)` })
        .count(),
    ).toBe(1);
    const id = key.split('/').pop()!.replace('.json', '');
    expect((await (await fetch(`${server.url}/api/content/partners/wallet/${id}`)).json()).name).toBe(before);

    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('two editors on one record: the later save shows who changed what, merges onto their version and saves both; leaving unsaved asks first', async () => {
    const open = async () => {
      const ctx = await newContext(browser, { width: 1366, height: 900 });
      // the stale save below is answered 409 on purpose; the browser logs that answer
      const { page, errors } = await openPage(ctx, { ignore: [/status of 409 \(Conflict\)/] });
      await signIn(page, `${server.url}/admin/partners?partner=exchange/okx`);
      await page.getByRole('heading', { level: 1, name: 'OKX' }).waitFor();
      return { ctx, page, errors };
    };
    const stored = async () =>
      (await (await fetch(`${server.url}/api/admin/partners/exchange/okx`, { headers: { cookie } })).json()) as never;
    let cookie = '';
    const a = await open();
    const b = await open();
    cookie = (await a.ctx.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const saved = (page: Page) => page.getByRole('status').filter({ hasText: 'No unsaved changes' }).waitFor();

    // A changes the official address and saves; B, still on the version both opened, changes the name and saves.
    await a.page.getByLabel('Official url', { exact: true }).fill('https://www.okx.com/eea/');
    await a.page.getByRole('button', { name: 'Save' }).click();
    await saved(a.page);
    const version = ((await stored()) as { version: number }).version;
    await b.page.getByLabel('Name', { exact: true }).fill('OKX (edited)');
    await b.page.getByRole('button', { name: 'Save' }).click();
    const conflict = b.page.getByRole('alert').filter({ hasText: 'Someone else saved this record while you were editing it.' });
    await conflict.waitFor();
    // (the server sets the record's `updated` day on a save, so that field changed too unless it already was today)
    expect(await conflict.locator('li').allTextContents()).toEqual([
      expect.stringMatching(
        new RegExp(`^Version ${version}: ${EMAIL.replace(/\./g, '\\.')}, .+ \\(edit\\) changed Official url(, Updated)?$`),
      ),
    ]);
    expect(await b.page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);

    // B applies their change onto A's version: both changes, one save.
    await conflict.getByRole('button', { name: 'Apply my changes to their version' }).click();
    await b.page
      .getByRole('status')
      .filter({ hasText: `Your changes are applied to version ${version}; review them and save.` })
      .waitFor();
    expect(await b.page.getByLabel('Official url', { exact: true }).inputValue()).toBe('https://www.okx.com/eea/');
    await b.page.getByRole('button', { name: 'Save' }).click();
    await saved(b.page);
    const after = (await stored()) as { version: number; record: { name: string; officialUrl: string } };
    expect([after.version, after.record.name, after.record.officialUrl]).toEqual([version + 1, 'OKX (edited)', 'https://www.okx.com/eea/']);

    // Leaving with an unsaved change asks first: staying keeps it, leaving drops it unsaved.
    await b.page.getByLabel('Name', { exact: true }).fill('OKX');
    await b.page.getByRole('link', { name: '← All partners' }).click();
    const ask = b.page.getByRole('alertdialog', { name: 'You have unsaved changes. Leave this record and lose them?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Stay and keep editing' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await b.page.getByLabel('Name', { exact: true }).inputValue()).toBe('OKX');
    await b.page.getByRole('link', { name: '← All partners' }).click();
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await b.page.getByRole('heading', { level: 1, name: 'Partners' }).waitFor();
    expect(((await stored()) as { record: { name: string } }).record.name).toBe('OKX (edited)');

    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.ctx.close();
    await b.ctx.close();
  });

  it('at 390 px: the queue, a record and its check, and a dry run fit the phone', async () => {
    const ctx = await newContext(browser, { width: 390, height: 844 });
    const { page, errors } = await openPage(ctx);
    await signIn(page, `${server.url}/admin/partners`);
    await page.getByRole('heading', { name: 'Check next' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto(`${server.url}/admin/partners?partner=exchange/bybit`);
    await page.getByRole('heading', { level: 1, name: 'Bybit' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await checkFacts(page, ['/fees/trading'], 'https://www.bybit.com/en/help-center/article/Trading-Fee-Structure');
    await expect.poll(async () => (await exchange('bybit')).fees.trading!.provenance.kind).toBe('checked');

    await page.goto(`${server.url}/admin/partners?view=transfer`);
    const bundle = await page.evaluate(async () => (await fetch('/api/admin/partners/export')).json());
    bundle.files['partners/exchanges/bybit.json'].name = 'Bybit (from a file)';
    await page
      .getByLabel('Export file (.json)')
      .setInputFiles({ name: 'partners.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bundle)) });
    await page.getByRole('button', { name: 'Dry run' }).click();
    await page.getByRole('heading', { name: 'Dry run: nothing written yet' }).waitFor();
    expect(await page.locator('ins').filter({ hasText: 'Bybit (from a file)' }).count()).toBe(1);
    expect((await (await fetch(`${server.url}/api/content/partners/exchange/bybit`)).json()).name).toBe('Bybit');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
