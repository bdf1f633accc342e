/**
 * The live cost of a buy in the browser: the fee calculator's ranking against five fake exchanges (local
 * HTTP servers that speak Kraken's, Binance's, Coinbase's, Bitstamp's and Bitvavo's public APIs, read through
 * ccxt by the real server). In four languages, at a phone and a desktop width:
 * - the page names no country until the visitor chooses one (it asks, and ranks nothing); once chosen, it
 *   ranks its language's purchase (500 of BTC, in the currency of its readers, by that currency's first
 *   payment method) exactly as the API ranks it, in its order, with the API's totals in the page's own words;
 * - the server's HTML already holds the ranking (no JavaScript needed), for any purchase the address names;
 * - the form changes the purchase in place; a bad amount is refused at the field;
 * - an exchange's page links to the calculator with that exchange marked in the ranking.
 * Expected texts are the locale files' own, filled with the API's figures, so an editor's change to a
 * translation or a fee does not break the test, and a wrong number or order does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { startFakeExchanges, type FakeExchanges } from '../support/fake-exchanges.js';
import { repoRoot, startServer, type RunningServer } from '../support/server.js';

type Provenance = { kind: string; source?: string };
type Entry = {
  rank: number;
  complete: boolean;
  exchange: { id: string; name: string };
  total: { cost: number; percent: number };
  parts: { fee: { basis: string; pages: string[]; provenance: Provenance }; deposit: { status: string; provenance?: Provenance | null } };
};
/** Whether a provenance is shown with a page to follow: one an editor read, or the page a feed names (never a catalogue one). */
const cites = (p: Provenance | null | undefined) => !!p && p.kind !== 'catalogue' && !!p.source;
/** The source links an entry shows: its fee's (the checked page, or the fee page ccxt names) and its deposit entry's, where cited. */
const sourceLinks = (e: Entry) => Number(cites(e.parts.fee.provenance)) + Number(cites(e.parts.deposit.provenance));
/** Each currency's first payment method: what the page prices until the visitor picks another. */
const FIRST_METHOD: Record<string, string> = { EUR: 'sepa', USD: 'ach', GBP: 'faster-payments', BRL: 'pix' };
type Answer = {
  query: { asset: string; fiat: string; amount: number; country: string | null };
  ranked: Entry[];
  excluded: { exchange: { id: string }; reason: string }[];
};

const CASES = [
  { lang: 'de', prefix: '/de', width: 390, country: 'DE', fiat: 'EUR', locale: 'de' },
  { lang: 'en', prefix: '', width: 1366, country: 'US', fiat: 'USD', locale: 'en-US' },
  { lang: 'pt', prefix: '/pt', width: 390, country: 'BR', fiat: 'BRL', locale: 'pt-BR' },
  { lang: 'es', prefix: '/es', width: 1366, country: 'ES', fiat: 'EUR', locale: 'es' },
] as const;

type LiveTexts = Record<string, string> & { line: Record<string, string> };
const texts = (lang: string) =>
  JSON.parse(readFileSync(join(repoRoot, 'frontend/src/i18n/locales', lang, 'fees.json'), 'utf8')) as {
    live: LiveTexts;
    methods: Record<string, string>;
  };
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? `{{${k}}}`);
/** What a total reads in a language, from the locale file and the API's figures (the page's own format). */
function totalText(lang: string, locale: string, fiat: string, e: Entry): string {
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: fiat, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const pct = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return fill(texts(lang).live.total!, { cost: money.format(e.total.cost), percent: pct.format(e.total.percent / 100) });
}

describe('the live ranking in the browser', () => {
  let fake: FakeExchanges;
  let server: RunningServer;
  let browser: Browser;
  const api = async (query: string): Promise<Answer> => {
    const res = await fetch(`${server.url}/api/cost-to-buy?${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Answer;
  };

  beforeAll(async () => {
    fake = await startFakeExchanges();
    server = await startServer({
      env: {
        ...fake.env,
        // generous bounds: the test waits for states, never for a speed
        MARKET_DATA_ANSWER_WAIT_MS: '30000',
        MARKET_DATA_TIMEOUT_MS: '15000',
        COST_TO_BUY_RATE_LIMIT_MAX: '100000',
        RATE_LIMIT_MAX: '100000',
      },
    });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  for (const c of CASES) {
    it(`${c.lang} at ${c.width} px: it asks for the country, then ranks what the API ranks, for the language's purchase and for the form's`, async () => {
      const ctx = await newContext(browser, { width: c.width, height: 900, locale: c.locale });
      const { page, errors } = await openPage(ctx);
      await page.goto(`${server.url}${c.prefix}/fee-calculator`);
      // no country chosen: it asks, and ranks nothing
      await page.getByTestId('fee-country-needed').waitFor();
      expect(await page.getByTestId('live-result').count()).toBe(0);
      const form = page.getByRole('form', { name: texts(c.lang).live.formHeading });
      await form.getByLabel(texts(c.lang).live.country!, { exact: true }).selectOption(c.country);
      await form.getByRole('button', { name: texts(c.lang).live.submit }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('country')).toBe(c.country);
      const expected = await api(`asset=BTC&fiat=${c.fiat}&amount=500&country=${c.country}&method=${FIRST_METHOD[c.fiat]}`);
      // (only one fake exchange lists BTC/BRL)
      expect(expected.ranked.length, 'the fake exchanges give a ranking').toBeGreaterThanOrEqual(c.fiat === 'BRL' ? 1 : 2);

      const results = page.getByTestId('live-result');
      await expect.poll(() => results.count()).toBe(expected.ranked.length);
      expect(await results.evaluateAll((els) => els.map((e) => e.getAttribute('data-exchange')))).toEqual(
        expected.ranked.map((e) => e.exchange.id),
      );
      expect(await page.getByTestId('live-total').allTextContents()).toEqual(
        expected.ranked.map((e) => totalText(c.lang, c.locale, c.fiat, e)),
      );
      // each part's source: the links the API's provenance names, opening in a new tab
      expect(
        expected.ranked.map(sourceLinks).reduce((a, b) => a + b, 0),
        'some part names a source page',
      ).toBeGreaterThan(0);
      expect(await results.evaluateAll((els) => els.map((e) => e.querySelectorAll('a[data-fact-source][target="_blank"]').length))).toEqual(
        expected.ranked.map(sourceLinks),
      );
      const excluded = page.getByTestId('live-excluded-item');
      expect(await excluded.evaluateAll((els) => els.map((e) => [e.getAttribute('data-exchange'), e.getAttribute('data-reason')]))).toEqual(
        expected.excluded.map((x) => [x.exchange.id, x.reason]),
      );
      // every ranked exchange links to its own page on this site
      const links = await results.getByRole('link').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
      expect(links.filter((h) => h?.startsWith(`${c.prefix}/exchanges/`)).length).toBe(expected.ranked.length);

      // the form: 1,000 of ETH by card, in place
      await form.getByLabel(texts(c.lang).live.amount!).fill('1000');
      await form.getByLabel(texts(c.lang).live.asset!, { exact: true }).selectOption('ETH');
      await form.getByRole('radio', { name: texts(c.lang).methods.card }).check();
      await form.getByRole('button', { name: texts(c.lang).live.submit }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('asset')).toBe('ETH');
      const url = new URL(page.url());
      expect([url.searchParams.get('amount'), url.searchParams.get('method'), url.searchParams.get('country')]).toEqual([
        '1000',
        'card',
        c.country,
      ]);
      const eth = await api(`asset=ETH&fiat=${c.fiat}&amount=1000&country=${c.country}&method=card`);
      await expect.poll(async () => (await page.getByTestId('live-summary').textContent())?.includes('ETH')).toBe(true);
      await expect
        .poll(() => results.evaluateAll((els) => els.map((e) => e.getAttribute('data-exchange'))))
        .toEqual(eth.ranked.map((e) => e.exchange.id));
      expect(await page.getByTestId('live-total').allTextContents()).toEqual(eth.ranked.map((e) => totalText(c.lang, c.locale, c.fiat, e)));

      // a bad amount is refused at the field and the ranking stays
      await form.getByLabel(texts(c.lang).live.amount!).fill('abc');
      await form.getByRole('button', { name: texts(c.lang).live.submit }).click();
      expect(await form.getByLabel(texts(c.lang).live.amount!).getAttribute('aria-invalid')).toBe('true');
      const format = (n: number) => new Intl.NumberFormat(c.locale).format(n);
      await page.getByText(fill(texts(c.lang).live.amountError!, { min: format(1), max: format(1_000_000) }), { exact: true }).waitFor();
      expect(new URL(page.url()).searchParams.get('amount')).toBe('1000');

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(c.width);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await ctx.close();
    });
  }

  it("the server's page names no country of its own: it asks, and ranks nothing", async () => {
    const html = await (await fetch(`${server.url}/fee-calculator`)).text();
    expect(html).toContain('data-testid="fee-country-needed"');
    expect(html).not.toContain('data-testid="live-result"');
    expect(html).not.toContain('data-testid="live-summary"');
    // (the page's texts travel in its scripts: only what it shows counts)
    expect(html.replace(/<script[\s\S]*?<\/script>/g, '')).not.toMatch(/\(country: /);
  });

  it("the server's HTML holds the ranking the address names, without JavaScript", async () => {
    const query = 'amount=2500&asset=SOL&country=DE&fiat=EUR&method=sepa';
    const expected = await api(query);
    const html = await (await fetch(`${server.url}/de/fee-calculator?${query}`)).text();
    const order = [...html.matchAll(/data-testid="live-result" data-exchange="([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(order).toEqual(expected.ranked.map((e) => e.exchange.id));
    // the plain form submits to this page in this language
    const form = /<form[^>]*aria-labelledby="live-form-heading"[^>]*>/.exec(html)?.[0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/de/fee-calculator"');
  });

  it("an exchange's page links to the calculator, which marks that exchange in the German visitor's ranking", async () => {
    // the line is the page language's purchase, for no country: 500 € of BTC by SEPA
    const ranked = (await api('asset=BTC&fiat=EUR&amount=500&method=sepa')).ranked;
    const inGermany = new Set((await api('asset=BTC&fiat=EUR&amount=500&country=DE&method=sepa')).ranked.map((e) => e.exchange.id));
    const entry = ranked.filter((e) => inGermany.has(e.exchange.id)).at(-1)!;
    const last = entry.exchange;
    const ctx = await newContext(browser, { width: 390, height: 844, locale: 'de' });
    // a visitor who has confirmed Germany as their country on this site
    await ctx.addInitScript(() => localStorage.setItem('coinatlas.region', 'DE'));
    const { page, errors } = await openPage(ctx);
    const res = await page.goto(`${server.url}/de/exchanges/${last.id}`);
    expect(res?.status()).toBe(200);
    // its line of the live ranking, for the page language's purchase (500 € of BTC)
    const money = (v: number) =>
      new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(v);
    const pct = new Intl.NumberFormat('de', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      entry.total.percent / 100,
    );
    const line = texts('de').live.line;
    const values = {
      asset: 'BTC',
      amount: money(500),
      cost: money(entry.total.cost),
      percent: pct,
      rank: String(entry.rank),
      count: String(ranked.length),
    };
    // the fees section is below a phone's first screen: its code, and the live line with it, come as it nears the screen
    await page.getByTestId('fees').scrollIntoViewIfNeeded();
    await expect
      .poll(async () =>
        page
          .getByTestId('live-cost-line')
          .textContent()
          .catch(() => null),
      )
      .toBe(`${fill(line[entry.complete ? 'costs' : 'costsPartial']!, values)} ${line.compare}`);
    await page.getByTestId('fee-calculator-link').click();
    await page.waitForURL((u) => u.pathname === '/de/fee-calculator' && u.searchParams.get('exchange') === last.id);
    const marked = page.locator('[data-testid="live-result"][aria-current="true"]');
    await expect.poll(() => marked.count()).toBe(1);
    expect(await marked.getAttribute('data-exchange')).toBe(last.id);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
