import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareFees, type FeeExchange, type MissingPart } from '@coinatlas/domain/fees/fees';
import type { AvailabilityFact } from '@coinatlas/domain/availability/availability';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { EXCHANGE_RATES, startFakeProvider, type FakeProvider } from '../support/fake-coingecko.js';
import { provenanceText } from '../support/content.js';
import { repoRoot, startServer, type RunningServer } from '../support/server.js';

/*
 * The fee calculator's main job and the country filter, at a desktop and a phone width. Every expectation
 * is computed from the API's own data (fee facts, availability facts, prices), so an editor's change to
 * a fact does not break these tests; the texts asserted are the page's (UI) texts.
 */

const WIDTHS = [1366, 390] as const;
const usd = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
const pct = (p: number) => new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 3 }).format(p / 100);
const PART: Record<string, string> = {
  deposit: 'Bank transfer deposit',
  trading: 'Trading fee',
  spread: 'Spread',
  withdrawal: 'Withdrawal of BTC',
};
const missingLine = (m: MissingPart) => {
  const part = PART[m.part]!;
  if (m.reason === 'unchecked') {
    const cost = m.uncheckedCostUsd !== undefined ? usd(m.uncheckedCostUsd) : 'a figure';
    const rate = m.uncheckedPercent !== undefined ? ` (${pct(m.uncheckedPercent)}${m.part === 'trading' ? ' taker' : ''})` : '';
    return `${part}: ${cost}${rate}, from our catalogue, not checked`;
  }
  if (m.reason === 'absent') return `${part}: we hold no figure`;
  if (m.reason === 'beyond-tiers') return `${part}: your volume is beyond the fee tiers we hold`;
  return `${part}: no live price of BTC to value it`;
};
const REASONS: Record<string, string> = {
  banned: 'crypto trading is banned there',
  'licence-missing': 'it holds no licence there',
  'service-withdrawn': 'the service was withdrawn',
};
const countryName = (code: string) => new Intl.DisplayNames(['en-US'], { type: 'region' }).of(code)!;

describe('fee calculator and country availability', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    // A closed local port: price providers fail at once and the bundled snapshot answers.
    server = await startServer({ env: { COINGECKO_BASE_URL: 'http://127.0.0.1:9', COINPAPRIKA_BASE_URL: 'http://127.0.0.1:9' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const api = async <T>(path: string): Promise<T> => (await fetch(server.url + path)).json() as Promise<T>;

  for (const width of WIDTHS) {
    it(`/fee-calculator at ${width} px: a trade's parts per exchange, or exactly what is missing`, { timeout: 90_000 }, () =>
      calculatorJourney(browser, server, width),
    );

    it(
      `/exchanges at ${width} px: a chosen country hides an exchange its record says is not available there, with its reason and provenance`,
      { timeout: 90_000 },
      async () => {
        const { partners } = await api<{ partners: { type: string; id: string; name: string; availability: AvailabilityFact[] }[] }>(
          '/api/content/availability',
        );
        const target = partners
          .filter((p) => p.type === 'exchange')
          .flatMap((p) => p.availability.filter((f) => f.status === 'not-available').map((f) => ({ p, f })))[0];
        expect(target, 'the registry holds a not-available entry for an exchange').toBeDefined();
        const { p, f } = target!;
        // A country the record says nothing about: availability unknown there, and the exchange stays.
        const elsewhere = ['DE', 'BR', 'JP', 'AU', 'FR'].find((c) => !p.availability.some((x) => x.country === c))!;

        const ctx = await newContext(browser, { width, height: 900 });
        const { page, errors } = await openPage(ctx);
        await page.goto(server.url + '/exchanges/all');
        const card = page.locator(`article[id="${p.id}"]`);
        const picker = page.getByLabel('Show exchanges available in this country:', { exact: true });

        await picker.selectOption(elsewhere);
        await card.waitFor({ state: 'attached' });
        await page
          .getByTestId('availability-note')
          .filter({ hasText: `${countryName(elsewhere)}: availability unknown` })
          .first()
          .waitFor();

        await picker.selectOption(f.country);
        await card.waitFor({ state: 'detached' });
        const hidden = page.getByTestId('hidden-partners');
        const country = countryName(f.country);
        const count = partners.filter(
          (x) => x.type === 'exchange' && x.availability.some((a) => a.country === f.country && a.status === 'not-available'),
        ).length;
        expect(await hidden.locator('summary').textContent()).toBe(`${count} not available in this country (${country})`);
        await hidden.locator('summary').click();
        const line = hidden.getByTestId('hidden-partner').filter({ hasText: p.name });
        // The entry's provenance as stored: a catalogue entry names no date and links no page as a citation.
        expect(await line.textContent()).toBe(
          `${p.name}: not available in this country (${country}): ${REASONS[f.reason!]} (${provenanceText(f.provenance)})`,
        );
        expect(await line.locator('a[data-fact-source]').count()).toBe(f.provenance.kind === 'catalogue' ? 0 : 1);
        expect(await seriousA11yViolations(page)).toEqual([]);

        // Remembered on the device: a reload keeps the choice and the filter.
        await page.reload();
        await page.getByTestId('hidden-partners').waitFor();
        expect(await page.getByLabel('Show exchanges available in this country:', { exact: true }).inputValue()).toBe(f.country);
        expect(await page.locator(`article[id="${p.id}"]`).count()).toBe(0);
        expect(errors).toEqual([]);
        await ctx.close();
      },
    );
  }
});

describe('fee calculator with checked facts', () => {
  let server: RunningServer;
  let browser: Browser;
  let content: string;
  beforeAll(async () => {
    content = contentWithCheckedFees();
    server = await startServer({
      env: { CONTENT_DIR: content, COINGECKO_BASE_URL: 'http://127.0.0.1:9', COINPAPRIKA_BASE_URL: 'http://127.0.0.1:9' },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (content) rmSync(content, { recursive: true, force: true });
  });

  for (const width of WIDTHS)
    it(
      `/fee-calculator at ${width} px ranks the exchanges whose facts are complete, cheapest first, each part shown`,
      { timeout: 90_000 },
      () => calculatorJourney(browser, server, width, { ranking: true }),
    );
});

describe("fee calculator converts other currencies at the pricing module's rates", () => {
  let server: RunningServer;
  let browser: Browser;
  let prices: FakeProvider;
  beforeAll(async () => {
    prices = await startFakeProvider();
    server = await startServer({ env: prices.env });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await prices?.close();
  });

  it("/fee-calculator at 390 px: EUR and BRL at the provider's rates, MXN (no rate) plainly unknown", { timeout: 90_000 }, async () => {
    const rates = (await (await fetch(server.url + '/api/fiat-rates')).json()) as {
      usdPer: Record<string, number>;
      provider: string | null;
    };
    // the provider's answer: US dollars per unit from bitcoin's price in each currency; a broken entry is no rate
    const r = EXCHANGE_RATES.rates;
    expect(rates.provider).toBe('coingecko');
    expect(rates.usdPer.EUR).toBeCloseTo(r.usd.value / r.eur.value, 10);
    expect(rates.usdPer.BRL).toBeCloseTo(r.usd.value / r.brl.value, 10);
    expect(rates.usdPer.MXN).toBeUndefined();
    expect(rates.usdPer.ETH).toBeUndefined();
    const facts = (await (await fetch(server.url + '/api/content/fees')).json()) as { exchanges: FeeExchange[] };
    const coins = (await (await fetch(server.url + '/api/cryptocurrencies')).json()) as { symbol: string; current_price: number | null }[];
    const btc = coins.find((c) => c.symbol.toLowerCase() === 'btc')?.current_price ?? null;

    const ctx = await newContext(browser, { width: 390, height: 900 });
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/fee-calculator');
    const calc = page.locator('section[aria-labelledby="calculator-heading"]');
    await calc.getByLabel('Trade size').fill('1000');
    await calc.getByLabel('Bank transfer').check();
    for (const currency of ['EUR', 'BRL', 'MXN']) await expectConversion(page, server, currency, facts.exchanges, btc);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

/**
 * Picks a currency in the schedule calculator and checks what the page makes of the server's rate for it
 * (GET /api/fiat-rates): with one, the rate is named and the costs are those of 1,000 units at that rate;
 * without one, it says so and shows no cost.
 */
async function expectConversion(page: Page, server: RunningServer, currency: string, exchanges: FeeExchange[], btc: number | null) {
  const { usdPer } = (await (await fetch(server.url + '/api/fiat-rates')).json()) as { usdPer: Record<string, number> };
  const calc = page.locator('section[aria-labelledby="calculator-heading"]');
  await calc.getByLabel('Currency').selectOption(currency);
  const note = page.getByTestId('fiat-rate');
  const rate = usdPer[currency];
  if (rate === undefined) {
    await expect
      .poll(() => note.textContent())
      .toBe(`We have no exchange rate for ${currency} right now, so we show no costs in it. Choose USD, or try again later.`);
    expect(await page.getByText(`No exchange rate for ${currency}: no costs to show.`).count()).toBe(1);
    expect(await page.getByTestId('fee-result').count()).toBe(0);
    expect(await page.getByTestId('fee-missing').count()).toBe(0);
    return;
  }
  const shown = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }).format(rate);
  await expect
    .poll(() => note.textContent())
    .toMatch(new RegExp(`^Converted at 1 ${currency} = ${shown.replace('.', '\\.')} US dollars \\(CoinGecko, .+\\)\\.$`));
  const expected = compareFees(exchanges, { sizeUsd: 1000 * rate, coin: 'BTC', method: 'bank', order: 'taker', coinPriceUsd: btc });
  await expect.poll(() => page.getByTestId('fee-missing').count()).toBe(expected.incomplete.length);
  expect(await page.getByTestId('fee-result').count()).toBe(expected.complete.length);
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  for (const c of expected.complete)
    expect(await page.getByTestId('fee-result').filter({ hasText: c.name }).first().textContent()).toContain(
      `Total: ${money.format(c.totalUsd! / rate)}`,
    );
}

/**
 * The calculator's main job, checked against the server's own facts: with a complete set of checked facts
 * the exchanges are ranked by total, cheapest first; every exchange missing a fact is listed apart with
 * exactly what is missing. `ranking` requires the first branch (a content folder with checked facts).
 */
async function calculatorJourney(browser: Browser, server: RunningServer, width: number, { ranking = false } = {}) {
  const api = async <T>(path: string): Promise<T> => (await fetch(server.url + path)).json() as Promise<T>;
  const facts = await api<{ exchanges: FeeExchange[]; withoutFees: number }>('/api/content/fees');
  const coins = await api<{ symbol: string; current_price: number | null }[]>('/api/cryptocurrencies');
  const btc = coins.find((c) => c.symbol.toLowerCase() === 'btc')?.current_price ?? null;
  const ctx = await newContext(browser, { width, height: 900 });
  const { page, errors } = await openPage(ctx);
  await page.goto(server.url + '/fee-calculator');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Crypto fee calculator');
  expect(await page.title()).toContain('Crypto Fee Calculator: What a Trade Really Costs');

  // the schedule calculator, below the live ranking (whose form has its own currency and payment fields)
  const calc = page.locator('section[aria-labelledby="calculator-heading"]');
  await calc.getByLabel('Trade size').fill('2500');
  await calc.getByLabel('Bank transfer').check();
  await calc.getByLabel('Pair').selectOption('BTC');
  const expected = compareFees(facts.exchanges, { sizeUsd: 2500, coin: 'BTC', method: 'bank', order: 'taker', coinPriceUsd: btc });
  if (ranking) expect(expected.complete.length, 'exchanges with a complete set of checked facts').toBeGreaterThanOrEqual(2);
  await waitForText(page, expected.complete.length ? 'Cheapest first, for $2,500.00 of BTC/USD.' : 'Below is what we hold');

  if (expected.complete.length === 0) {
    expect(await page.getByTestId('fee-none').textContent()).toBe(
      'No exchange has a complete set of checked fees for this trade yet, so there is no total and no ranking. Below is what we hold for each exchange and what is missing.',
    );
    expect(await page.getByTestId('fee-result').count()).toBe(0);
  } else {
    const names = await page.getByTestId('fee-result').getByRole('heading', { level: 3 }).allTextContents();
    expect(names).toEqual(expected.complete.map((c) => c.name));
    for (const c of expected.complete) {
      const item = page.getByTestId('fee-result').filter({ has: page.getByRole('heading', { level: 3, name: c.name, exact: true }) });
      expect(await item.textContent()).toContain(`Total: ${usd(c.totalUsd!)}`);
      // each part on its own line with its cost, which add up to the total
      const rows = await item
        .locator('dl > div')
        .evaluateAll((els) => els.map((e) => [e.querySelector('dt')!.textContent!, e.querySelector('dd')!.textContent!]));
      expect(rows.map(([dt]) => dt!.split(' · ')[0])).toEqual(c.parts.map((part) => PART[part.part]));
      expect(rows.map(([, dd]) => dd)).toEqual(c.parts.map((part) => usd(part.costUsd)));
    }
  }
  // Every exchange missing a fact is listed apart, with exactly what is missing.
  const missing = page.getByTestId('fee-missing');
  expect(await missing.count()).toBe(expected.incomplete.length);
  for (const c of expected.incomplete) {
    const item = missing.filter({ has: page.getByRole('heading', { level: 4, name: c.name, exact: true }) });
    const lines = await item.locator('ul li').allTextContents();
    for (const m of c.missing)
      expect(
        lines.some((l) => l.startsWith(missingLine(m))),
        `${c.name}: ${missingLine(m)} in ${lines.join(' | ')}`,
      ).toBe(true);
    // A figure nobody checked is never a part of a total: the item shows no total.
    expect(await item.textContent()).not.toContain('Total:');
  }
  if (facts.withoutFees > 0)
    expect(await page.getByText(/other centralized exchanges? in our directory ha(s|ve) no fee facts here yet\./).textContent()).toBe(
      facts.withoutFees === 1
        ? '1 other centralized exchange in our directory has no fee facts here yet.'
        : `${facts.withoutFees} other centralized exchanges in our directory have no fee facts here yet.`,
    );

  // Bad input: the field says what is wrong, and no cost is shown.
  await calc.getByLabel('Trade size').fill('abc');
  expect(await page.getByText('Enter a trade size above 0 (digits only, up to 1,000,000,000).').count()).toBe(1);
  expect(await page.getByText('Correct the trade above to see the costs.').count()).toBe(1);
  expect(await page.getByTestId('fee-missing').count()).toBe(0);
  expect(await calc.getByLabel('Trade size').getAttribute('aria-invalid')).toBe('true');

  // Another currency is converted at the pricing module's rate (the visitor never types one); none known, no costs.
  await calc.getByLabel('Trade size').fill('1000');
  await expectConversion(page, server, 'EUR', facts.exchanges, btc);
  // no field asks the visitor for a rate (it was '1 EUR in US dollars')
  expect(await calc.getByLabel(/^1 [A-Z]{3} in US dollars$/).count()).toBe(0);

  expect(await seriousA11yViolations(page)).toEqual([]);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
  expect(errors).toEqual([]);
  await ctx.close();
}

/**
 * A copy of the editorial data in which an editor has checked the fee facts of two exchanges against a page
 * and added the two their trade needs (a bank deposit and a BTC withdrawal): the test's own figures, in a
 * temporary folder.
 */
function contentWithCheckedFees(): string {
  const dir = mkdtempSync(join(tmpdir(), 'coinatlas-content-'));
  cpSync(join(repoRoot, 'backend/content'), dir, { recursive: true });
  const exchangesDir = join(dir, 'partners/exchanges');
  const withFees = readdirSync(exchangesDir)
    .map((f) => ({
      file: join(exchangesDir, f),
      data: JSON.parse(readFileSync(join(exchangesDir, f), 'utf8')) as { fees?: Record<string, unknown> },
    }))
    .filter((x) => x.data.fees?.trading)
    .slice(0, 2);
  const checked = { kind: 'checked', source: 'https://fees.example.com/schedule', checked: '2026-11-20' };
  const check = (o: unknown): void => {
    if (!o || typeof o !== 'object') return;
    const fact = o as Record<string, unknown>;
    if ('provenance' in fact) fact.provenance = checked;
    else for (const v of Object.values(fact)) check(v);
  };
  withFees.forEach(({ file, data }, i) => {
    const fees = data.fees as { deposit?: Record<string, unknown>; withdrawal?: Record<string, unknown> };
    const fact = <T>(value: T) => ({ value, provenance: checked });
    fees.deposit = { ...fees.deposit, bank: fact({ percent: 0.1 * i, fixedUsd: 1 }) };
    fees.withdrawal = { ...fees.withdrawal, BTC: fact({ amount: 0.0001 * (i + 1) }) };
    check(fees);
    writeFileSync(file, JSON.stringify(data, null, 2));
  });
  expect(withFees).toHaveLength(2);
  return dir;
}

async function waitForText(page: Page, text: string) {
  await page.getByText(text, { exact: false }).first().waitFor({ timeout: 15_000 });
}
