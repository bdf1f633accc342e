import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareFees, type FeeExchange, type LiveFee, type MissingPart } from '@coinatlas/domain/fees/fees';
import type { AvailabilityFact } from '@coinatlas/domain/availability/availability';
import type { Provenance } from '@coinatlas/domain/provenance/provenance';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { EXCHANGE_RATES, startFakeProvider, type FakeProvider } from '../support/fake-coingecko.js';
import { startFakeExchanges, type FakeExchanges } from '../support/fake-exchanges.js';
import { provenanceText } from '../support/content.js';
import { repoRoot, startServer, type RunningServer } from '../support/server.js';

/*
 * The fee calculator's main job and the country filter, at a desktop and a phone width. Every expectation
 * is computed from the API's own data (fee facts, payment methods, availability facts, prices, the live
 * ranking against fake exchanges), so an editor's change to a fact does not break these tests; the texts
 * asserted are the page's (UI) texts.
 */

const WIDTHS = [1366, 390] as const;
const money = (currency: string) => (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
const usd = money('USD');
const pct = (p: number) => new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 3 }).format(p / 100);
const METHOD_NAME: Record<string, string> = {
  sepa: 'SEPA transfer',
  ach: 'ACH transfer',
  pix: 'PIX',
  'faster-payments': 'Faster Payments',
};
/** Each currency's first payment method: what the page prices until the visitor picks another. */
const FIRST_METHOD: Record<string, string> = { EUR: 'sepa', USD: 'ach', GBP: 'faster-payments', BRL: 'pix' };
const partName = (part: string, method: string) =>
  ({ deposit: `Deposit (${METHOD_NAME[method]})`, trading: 'Trading fee', spread: 'Spread', withdrawal: 'Withdrawal of BTC' })[part]!;
/** A missing part as the table words it: the figure we hold and its source note (said once), or what is missing. */
const missingLine = (m: MissingPart, method: string, currency = 'USD') => {
  const part = partName(m.part, method);
  const note = m.fact && m.reason !== 'no-price' ? ` · ${provenanceText(m.fact.provenance)}` : '';
  if (m.reason === 'unchecked') {
    const cost = m.uncheckedCost !== undefined ? money(currency)(m.uncheckedCost) : 'a figure';
    const rate = m.uncheckedPercent !== undefined ? ` (${pct(m.uncheckedPercent)}${m.part === 'trading' ? ' taker' : ''})` : '';
    return `${part}: ${cost}${rate}, left out of the total${note}`;
  }
  if (m.reason === 'absent') return `${part}: we hold no figure`;
  if (m.reason === 'fee-unstated') return `${part}: offered, but we hold no fee for it${note}`;
  if (m.reason === 'beyond-tiers') return `${part}: your volume is beyond the fee tiers we hold${note}`;
  return `${part}: no live price of BTC to value it`;
};
const REASONS: Record<string, string> = {
  banned: 'crypto trading is banned there',
  'licence-missing': 'it holds no licence there',
  'service-withdrawn': 'the service was withdrawn',
  'excluded-by-terms': 'its own terms exclude it',
};
const countryName = (code: string) => new Intl.DisplayNames(['en-US'], { type: 'region' }).of(code)!;

type Schedules = {
  query: { fiat: string; method: string; country: string };
  exchanges: FeeExchange[];
  excluded: { exchange: { id: string; name: string }; provenance: Provenance }[];
  withoutFees: number;
};
type LiveAnswer = {
  ranked: { exchange: { id: string; name: string }; parts: { fee: { ratePercent: number; provenance: Provenance } } }[];
  excluded: { exchange: { id: string } }[];
};
/** The taker fees the live ranking read for a purchase, by exchange: the schedule table names the same figure with the same source. */
const liveFeesOf = (live: LiveAnswer): Record<string, LiveFee> =>
  Object.fromEntries(live.ranked.map((e) => [e.exchange.id, { ratePercent: e.parts.fee.ratePercent, provenance: e.parts.fee.provenance }]));
/** Generous bounds for the live ranking against the fake exchanges: the tests wait for states, never for a speed. */
const LIVE_ENV = {
  MARKET_DATA_ANSWER_WAIT_MS: '30000',
  MARKET_DATA_TIMEOUT_MS: '15000',
  COST_TO_BUY_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
};
/** A visitor who has confirmed their country on this site (kept in the browser). */
const confirmedIn = async (ctx: Awaited<ReturnType<typeof newContext>>, country: string) =>
  ctx.addInitScript((code) => localStorage.setItem('coinatlas.region', code), country);

describe('fee calculator and country availability', () => {
  let server: RunningServer;
  let browser: Browser;
  let fake: FakeExchanges;
  beforeAll(async () => {
    fake = await startFakeExchanges();
    // A closed local port: price providers fail at once and the bundled snapshot answers.
    server = await startServer({
      env: { ...fake.env, ...LIVE_ENV, COINGECKO_BASE_URL: 'http://127.0.0.1:9', COINPAPRIKA_BASE_URL: 'http://127.0.0.1:9' },
    });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
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

  it(
    '/fee-calculator at 390 px: a German visitor picks EUR and SEPA and gets a ranked answer with its sources, in both tables',
    { timeout: 120_000 },
    () => germanVisitor(browser, server),
  );
});

describe('fee calculator with checked facts', () => {
  let server: RunningServer;
  let browser: Browser;
  let content: string;
  let fake: FakeExchanges;
  beforeAll(async () => {
    content = contentWithCheckedFees();
    fake = await startFakeExchanges();
    server = await startServer({
      env: {
        ...fake.env,
        ...LIVE_ENV,
        CONTENT_DIR: content,
        COINGECKO_BASE_URL: 'http://127.0.0.1:9',
        COINPAPRIKA_BASE_URL: 'http://127.0.0.1:9',
      },
    });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
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
  let fake: FakeExchanges;
  beforeAll(async () => {
    prices = await startFakeProvider();
    fake = await startFakeExchanges();
    server = await startServer({ env: { ...prices.env, ...fake.env, ...LIVE_ENV } });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await prices?.close();
    await fake?.close();
  });

  it(
    "/fee-calculator at 390 px: the table follows the currency chosen above, EUR, BRL and GBP at the provider's rates",
    { timeout: 120_000 },
    async () => {
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
      const coins = (await (await fetch(server.url + '/api/cryptocurrencies')).json()) as {
        symbol: string;
        current_price: number | null;
      }[];
      const btc = coins.find((c) => c.symbol.toLowerCase() === 'btc')?.current_price ?? null;

      const ctx = await newContext(browser, { width: 390, height: 900 });
      await confirmedIn(ctx, 'US');
      const { page, errors } = await openPage(ctx);
      await page.goto(server.url + '/fee-calculator');
      await page.getByTestId('schedules-for').waitFor();
      for (const currency of ['EUR', 'BRL', 'GBP']) await expectConversion(page, server, currency, btc);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await ctx.close();
    },
  );
});

/**
 * Picks a currency in the purchase form above and checks what the schedule table makes of it: the
 * currency's first payment method, the server's rate for the currency (GET /api/fiat-rates) named, and the
 * costs of 1,000 units at that rate; without a rate, it says so and shows no cost.
 */
async function expectConversion(page: Page, server: RunningServer, currency: string, btc: number | null) {
  const api = async <T>(path: string): Promise<T> => (await fetch(server.url + path)).json() as Promise<T>;
  const { usdPer } = await api<{ usdPer: Record<string, number> }>('/api/fiat-rates');
  const form = page.getByRole('form', { name: 'Your purchase' });
  await form.getByLabel('Currency you pay in').selectOption(currency);
  await form.getByRole('button', { name: 'Show the ranking' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('fiat')).toBe(currency);
  const method = FIRST_METHOD[currency]!;
  const country = new URL(page.url()).searchParams.get('country')!;
  const calc = page.locator('section[aria-labelledby="calculator-heading"]');
  await expect
    .poll(() => calc.getByTestId('schedules-for').textContent())
    .toBe(`As chosen above: ${countryName(country)}, paying in ${currency} by ${METHOD_NAME[method]}.`);
  await calc.getByLabel(`Trade size in ${currency}`).fill('1000');
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
  const schedules = await api<Schedules>(`/api/fee-schedules?fiat=${currency}&method=${method}&country=${country}`);
  const live = await api<LiveAnswer>(`/api/cost-to-buy?asset=BTC&fiat=${currency}&amount=500&country=${country}&method=${method}`);
  const expected = compareFees(schedules.exchanges, {
    size: 1000,
    fiat: currency,
    usdPerUnit: rate,
    coin: 'BTC',
    method,
    order: 'taker',
    coinPriceUsd: btc,
    liveFees: liveFeesOf(live),
  });
  await expect.poll(() => page.getByTestId('fee-missing').count()).toBe(expected.incomplete.length);
  expect(await page.getByTestId('fee-result').count()).toBe(expected.complete.length);
  for (const c of expected.complete)
    expect(await page.getByTestId('fee-result').filter({ hasText: c.name }).first().textContent()).toContain(
      `Total: ${money(currency)(c.total!)}`,
    );
}

/**
 * The calculator's main job, checked against the server's own facts, for a visitor who confirmed the United
 * States: the published-schedule table follows that country, its currency and the first payment method
 * (ACH); with a complete set of confirmed facts the exchanges are ranked by total, cheapest first; every
 * exchange missing a fact is listed apart with exactly what is missing, each figure's source said once.
 * `ranking` requires the first branch (a content folder with checked facts).
 */
async function calculatorJourney(browser: Browser, server: RunningServer, width: number, { ranking = false } = {}) {
  const api = async <T>(path: string): Promise<T> => (await fetch(server.url + path)).json() as Promise<T>;
  const schedules = await api<Schedules>('/api/fee-schedules?fiat=USD&method=ach&country=US');
  const live = await api<LiveAnswer>('/api/cost-to-buy?asset=BTC&fiat=USD&amount=500&country=US&method=ach');
  const coins = await api<{ symbol: string; current_price: number | null }[]>('/api/cryptocurrencies');
  const btc = coins.find((c) => c.symbol.toLowerCase() === 'btc')?.current_price ?? null;
  const ctx = await newContext(browser, { width, height: 900 });
  await confirmedIn(ctx, 'US');
  const { page, errors } = await openPage(ctx);
  await page.goto(server.url + '/fee-calculator');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Crypto fee calculator');
  expect(await page.title()).toContain('Crypto Fee Calculator: What a Trade Really Costs');

  // the schedule calculator, below the live ranking: it follows the purchase chosen above
  const calc = page.locator('section[aria-labelledby="calculator-heading"]');
  await expect
    .poll(() => calc.getByTestId('schedules-for').textContent())
    .toBe('As chosen above: United States, paying in USD by ACH transfer.');
  await calc.getByLabel('Trade size in USD').fill('2500');
  await calc.getByLabel('Pair').selectOption('BTC');
  const expected = compareFees(schedules.exchanges, {
    size: 2500,
    fiat: 'USD',
    usdPerUnit: 1,
    coin: 'BTC',
    method: 'ach',
    order: 'taker',
    coinPriceUsd: btc,
    liveFees: liveFeesOf(live),
  });
  if (ranking) expect(expected.complete.length, 'exchanges with a complete set of checked facts').toBeGreaterThanOrEqual(2);
  await waitForText(page, expected.complete.length ? 'Cheapest first, for $2,500.00 of BTC/USD.' : 'Below is what we hold');

  if (expected.complete.length === 0) {
    expect(await page.getByTestId('fee-none').textContent()).toBe(
      'No exchange has a complete set of checked fees for this trade yet, so there is no total and no ranking. Below is what we hold for each exchange and what is missing.',
    );
    expect(await page.getByTestId('fee-result').count()).toBe(0);
  } else {
    await expect
      .poll(() => page.getByTestId('fee-result').getByRole('heading', { level: 4 }).allTextContents())
      .toEqual(expected.complete.map((c) => c.name));
    for (const c of expected.complete) {
      const item = page.getByTestId('fee-result').filter({ has: page.getByRole('heading', { level: 4, name: c.name, exact: true }) });
      expect(await item.textContent()).toContain(`Total: ${usd(c.total!)}`);
      // each part on its own line with its cost and its source, the costs adding up to the total
      const rows = await item
        .locator('dl > div')
        .evaluateAll((els) => els.map((e) => [e.querySelector('dt')!.textContent!, e.querySelector('dd')!.textContent!]));
      expect(rows.map(([dt]) => dt!.split(' · ')[0])).toEqual(c.parts.map((part) => partName(part.part, 'ach')));
      expect(rows.map(([dt]) => dt!.slice(dt!.indexOf(' · ', dt!.indexOf(' · ') + 1) + 3))).toEqual(
        c.parts.map((part) => provenanceText(part.provenance)),
      );
      expect(rows.map(([, dd]) => dd)).toEqual(c.parts.map((part) => usd(part.cost)));
    }
  }
  // Every exchange missing a fact is listed apart, with exactly what is missing.
  const missing = page.getByTestId('fee-missing');
  expect(await missing.count()).toBe(expected.incomplete.length);
  for (const c of expected.incomplete) {
    const item = missing.filter({ has: page.getByRole('heading', { level: 5, name: c.name, exact: true }) });
    const lines = await item.locator('ul li').allTextContents();
    expect(lines).toEqual(c.missing.map((m) => missingLine(m, 'ach')));
    // A figure nobody checked is never a part of a total: the item shows no total.
    expect(await item.textContent()).not.toContain('Total:');
  }
  // each source note is said once per figure (it read "not checked (not checked)")
  for (const line of await calc.locator('li li, dt').allTextContents())
    expect(line.split('not yet checked').length, line).toBeLessThanOrEqual(2);
  // those recorded as not available in the United States are left out of the table, each with its record's source
  const names = [...expected.complete, ...expected.incomplete].map((c) => c.name);
  for (const x of schedules.excluded) expect(names).not.toContain(x.exchange.name);
  if (schedules.excluded.length > 0) {
    expect(await calc.getByTestId('schedules-excluded-item').allTextContents()).toEqual(
      schedules.excluded.map((x) => `${x.exchange.name} · ${provenanceText(x.provenance)}`),
    );
  }
  if (schedules.withoutFees > 0)
    expect(await page.getByText(/other centralized exchanges? in our directory ha(s|ve) no fee facts here yet\./).textContent()).toBe(
      schedules.withoutFees === 1
        ? '1 other centralized exchange in our directory has no fee facts here yet.'
        : `${schedules.withoutFees} other centralized exchanges in our directory have no fee facts here yet.`,
    );

  // Bad input: the field says what is wrong, and no cost is shown.
  await calc.getByLabel('Trade size in USD').fill('abc');
  expect(await page.getByText('Enter a trade size above 0 (digits only, up to 1,000,000,000).').count()).toBe(1);
  expect(await page.getByText('Correct the trade above to see the costs.').count()).toBe(1);
  expect(await page.getByTestId('fee-missing').count()).toBe(0);
  expect(await calc.getByLabel('Trade size in USD').getAttribute('aria-invalid')).toBe('true');

  // Another currency is converted at the pricing module's rate (the visitor never types one); none known, no costs.
  await expectConversion(page, server, 'EUR', btc);
  // no field asks the visitor for a rate (it was '1 EUR in US dollars')
  expect(await calc.getByLabel(/^1 [A-Z]{3} in US dollars$/).count()).toBe(0);

  expect(await seriousA11yViolations(page)).toEqual([]);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
  expect(errors).toEqual([]);
  await ctx.close();
}

/**
 * A German visitor with no country confirmed yet: the calculator asks before it ranks; they choose Germany,
 * EUR and SEPA in the form, and get the live ranking the API gives for that purchase, every exchange with its
 * deposit by SEPA and its sources, those recorded as not available in Germany left out of both tables.
 */
async function germanVisitor(browser: Browser, server: RunningServer) {
  const api = async <T>(path: string): Promise<T> => (await fetch(server.url + path)).json() as Promise<T>;
  const ctx = await newContext(browser, { width: 390, height: 900, locale: 'de-DE' });
  const { page, errors } = await openPage(ctx);
  await page.goto(server.url + '/fee-calculator');
  await page.getByTestId('fee-country-needed').waitFor();
  expect(await page.getByTestId('live-result').count()).toBe(0);
  expect(await page.getByTestId('schedules-gate').textContent()).toBe(
    'Choose your country above first: this table follows it, and leaves out the exchanges recorded as not available there.',
  );

  const form = page.getByRole('form', { name: 'Your purchase' });
  await form.getByLabel('Your country', { exact: true }).selectOption('DE');
  await form.getByLabel('Currency you pay in').selectOption('EUR');
  // the methods of the euro, and no other
  expect(await form.getByRole('radio').evaluateAll((els) => els.map((e) => e.closest('label')!.textContent))).toEqual([
    'SEPA transfer',
    'SEPA Instant',
    'Card',
  ]);
  await form.getByRole('radio', { name: 'SEPA transfer' }).check();
  await form.getByRole('button', { name: 'Show the ranking' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('method')).toBe('sepa');

  type Entry = {
    exchange: { id: string; name: string };
    parts: { fee: { provenance: Provenance }; deposit: { method: string; status: string; provenance: Provenance | null } };
  };
  const answer = await api<{ ranked: Entry[]; excluded: { exchange: { id: string }; reason: string }[] }>(
    '/api/cost-to-buy?asset=BTC&fiat=EUR&amount=500&country=DE&method=sepa',
  );
  expect(answer.ranked.length, 'the fake exchanges give a ranking').toBeGreaterThanOrEqual(2);
  const results = page.getByTestId('live-result');
  await expect
    .poll(() => results.evaluateAll((els) => els.map((e) => e.getAttribute('data-exchange'))))
    .toEqual(answer.ranked.map((e) => e.exchange.id));
  expect(await page.getByTestId('live-summary').textContent()).toMatch(/^Buying BTC for €500\.00 \(country: Germany\)\./);
  for (const e of answer.ranked) {
    const text = (await page.locator(`[data-testid="live-result"][data-exchange="${e.exchange.id}"]`).textContent())!;
    // the deposit by SEPA, and every part's source in the site's one wording
    expect(text).toContain('Deposit (SEPA transfer)');
    expect(text).toContain(provenanceText(e.parts.fee.provenance));
    if (e.parts.deposit.provenance) expect(text).toContain(provenanceText(e.parts.deposit.provenance));
    if (e.parts.deposit.status !== 'counted') expect(text).toContain('not in the total');
  }
  const sources = await results.locator('a[data-fact-source][target="_blank"]').count();
  expect(sources, 'the ranking cites its sources').toBeGreaterThan(0);
  // those recorded as not available in Germany: left out, with that reason
  for (const x of answer.excluded.filter((x) => x.reason === 'not-available-in-country'))
    expect(await page.locator(`[data-testid="live-excluded-item"][data-exchange="${x.exchange.id}"]`).getAttribute('data-reason')).toBe(
      'not-available-in-country',
    );

  // the published-schedule table follows the same country, currency and method
  const calc = page.locator('section[aria-labelledby="calculator-heading"]');
  await expect
    .poll(() => calc.getByTestId('schedules-for').textContent())
    .toBe('As chosen above: Germany, paying in EUR by SEPA transfer.');
  const schedules = await api<Schedules>('/api/fee-schedules?fiat=EUR&method=sepa&country=DE');
  for (const x of schedules.excluded) expect(await calc.getByRole('heading', { name: x.exchange.name, exact: true }).count()).toBe(0);
  // the choice is the visitor's: kept in this browser for every tool
  expect(await page.evaluate(() => localStorage.getItem('coinatlas.region'))).toBe('DE');
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await ctx.close();
}

/**
 * A copy of the editorial data in which an editor has checked the fee facts of two exchanges against a page
 * and added the two their trade needs (an ACH deposit in US dollars and a BTC withdrawal): the test's own
 * figures, in a temporary folder. Neither is recorded as not available in the United States here.
 */
function contentWithCheckedFees(): string {
  const dir = mkdtempSync(join(tmpdir(), 'coinatlas-content-'));
  cpSync(join(repoRoot, 'backend/content'), dir, { recursive: true });
  const exchangesDir = join(dir, 'partners/exchanges');
  type Raw = { category?: string; fees?: Record<string, unknown>; paymentMethods?: unknown[]; availability?: { country: string }[] };
  const withFees = readdirSync(exchangesDir)
    .map((f) => ({ file: join(exchangesDir, f), data: JSON.parse(readFileSync(join(exchangesDir, f), 'utf8')) as Raw }))
    .filter((x) => x.data.category === 'centralized' && x.data.fees?.trading)
    .slice(0, 2);
  const checked = { kind: 'checked', source: 'https://fees.example.com/schedule', checked: '2026-11-20' };
  const check = (o: unknown): void => {
    if (!o || typeof o !== 'object') return;
    const fact = o as Record<string, unknown>;
    if ('provenance' in fact) fact.provenance = checked;
    else for (const v of Object.values(fact)) check(v);
  };
  withFees.forEach(({ file, data }, i) => {
    const fees = data.fees as { withdrawal?: Record<string, unknown> };
    const fact = <T>(value: T) => ({ value, provenance: checked });
    fees.withdrawal = { ...fees.withdrawal, BTC: fact({ amount: 0.0001 * (i + 1) }) };
    check(fees);
    data.paymentMethods = [
      ...((data.paymentMethods ?? []) as { method: string; fiat: string }[]).filter((m) => !(m.method === 'ach' && m.fiat === 'USD')),
      { method: 'ach', fiat: 'USD', deposit: { feePercent: 0.1 * i, feeFixed: 1 }, provenance: checked },
    ];
    data.availability = (data.availability ?? []).filter((a) => a.country !== 'US');
    writeFileSync(file, JSON.stringify(data, null, 2));
  });
  expect(withFees).toHaveLength(2);
  return dir;
}

async function waitForText(page: Page, text: string) {
  await page.getByText(text, { exact: false }).first().waitFor({ timeout: 15_000 });
}
