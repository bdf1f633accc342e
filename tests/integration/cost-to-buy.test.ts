import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { availabilityIn, type AvailabilityFact } from '@coinatlas/domain/availability/availability';
import { costToBuy } from '@coinatlas/domain/market/cost-to-buy';
import { content } from '../support/content.js';
import { fakeBook, FAKE_EXCHANGES, startFakeExchanges, type FakeExchangeId, type FakeExchanges } from '../support/fake-exchanges.js';
import { createTestDatabase, createTestRedis } from '../support/services.js';
import { startTcpProxy } from '../support/tcp-proxy.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Entry = {
  rank: number;
  exchange: { id: string; name: string; marketId: string };
  symbol: string;
  complete: boolean;
  received: number;
  parts: Record<'fee' | 'spread' | 'slippage', { cost: number; percent: number; provenance: Record<string, unknown> }> & {
    fee: { ratePercent: number; basis: string; pages: string[] };
    deposit: { method: string; status: string; offered: boolean; cost: number | null; minimum: number | null; provenance: unknown };
  };
  total: { cost: number; percent: number; excludes: string[] };
  book: { fetchedAt: string; ageSeconds: number; stale: boolean; levels: number; provenance: Record<string, unknown> };
};
/** What ajv says of an amount that is not plain decimal digits (the pattern is BUY_AMOUNT_PATTERN). */
const AMOUNT_PATTERN = 'querystring/amount must match pattern "^\\d{1,7}(\\.\\d{1,8})?$"';
type Excluded = { exchange: { id: string; name: string }; reason: string; message: string; at: string | null; provenance: unknown };
type Answer = {
  query: Record<string, unknown>;
  orderType: string;
  library: { name: string; version: string };
  ranked: Entry[];
  excluded: Excluded[];
};

type MethodEntry = { method: string; fiat: string; deposit?: Record<string, number>; provenance: unknown };
const recordOf = (id: string) =>
  content.partners.find((p) => p.type === 'exchange' && p.id === id) as unknown as {
    availability?: AvailabilityFact[];
    paymentMethods?: MethodEntry[];
  };
const paymentMethodsOf = (id: string) => recordOf(id).paymentMethods ?? [];

/** The installed ccxt's version: every feed figure names it. */
const CCXT_VERSION = (
  JSON.parse(readFileSync(new URL('../../node_modules/ccxt/package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/**
 * Requests one market listing makes at each fake exchange (read off the fake's log; see
 * tests/support/fake-exchanges.ts), at least and at most: ccxt's Bitstamp reads /api/v2/markets/ for the
 * currencies and again for the markets unless the second read comes within a second of the first.
 */
const LISTING_REQUESTS: Record<FakeExchangeId, readonly [number, number]> = {
  kraken: [2, 2],
  binance: [1, 1],
  coinbase: [6, 6],
  bitstamp: [1, 2],
  bitvavo: [2, 2],
};
/** Exactly one listing load per exchange so far (`times`: that many loads). */
function expectListingLoads(times = 1) {
  for (const id of FAKE_EXCHANGES) {
    const [min, max] = LISTING_REQUESTS[id];
    expect(fake.listingCalls(id), id).toBeGreaterThanOrEqual(times * min);
    expect(fake.listingCalls(id), id).toBeLessThanOrEqual(times * max);
  }
}

const T0 = Date.parse('2026-11-27T12:00:00Z');
function manualClock(start = T0) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

let fake: FakeExchanges;
const apps: TestApp[] = [];
/** Generous waits and limits: these tests decide by states, never by how fast anything answered. */
const BASE_ENV = {
  MARKET_DATA_ANSWER_WAIT_MS: '30000',
  MARKET_DATA_TIMEOUT_MS: '15000',
  COST_TO_BUY_RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_MAX: '100000',
};
async function app(opts: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp({ ...opts, env: { ...fake.env, ...BASE_ENV, ...opts.env } });
  apps.push(t);
  return t;
}
const get = (t: TestApp, query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/cost-to-buy?${query}`, headers });
const answerOf = (res: { statusCode: number; body: string }): Answer => {
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body) as Answer;
};

beforeAll(async () => {
  fake = await startFakeExchanges();
});
afterAll(async () => {
  while (apps.length) await apps.pop()!.close();
  await fake.close();
});

describe('GET /api/cost-to-buy against five fake exchanges', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await app();
    // reading nothing at start: the first request is the first call to any exchange
    expect(fake.requests).toEqual([]);
  }, 180_000); // building the app on embedded PGlite on a busy machine
  afterEach(() => {
    fake.setMode('ok');
    fake.slowMs = 5000;
  });

  it('ranks the exchanges from their live books, every part with where it comes from', async () => {
    fake.resetCounts();
    // no country: nothing is left out for a country (the records' availability is the next tests' subject)
    const a = answerOf(await get(t, 'asset=BTC&fiat=EUR&amount=500&method=sepa'));
    expect(a.query).toEqual({ asset: 'BTC', fiat: 'EUR', amount: 500, country: null, method: 'sepa' });
    expect(a.orderType).toBe('market');
    expect(a.library).toEqual({ name: 'ccxt', version: CCXT_VERSION });
    // Binance 0.10 % and the tightest book, Bitvavo 0.25 %, Kraken 0.40 %, Bitstamp 0.40 % with a wider
    // spread, Coinbase Advanced 1.20 % (each rate as ccxt or the exchange's listing gives it); complete ones
    // (a checked deposit fee counted) would come first
    const byCost = [
      ['binance', 0.1],
      ['bitvavo', 0.25],
      ['kraken', 0.4],
      ['bitstamp', 0.4],
      ['coinbase', 1.2],
    ] as const;
    const complete = (id: string) =>
      paymentMethodsOf(id).some((m) => m.method === 'sepa' && m.fiat === 'EUR' && (m.provenance as { kind: string }).kind !== 'catalogue');
    const order = [...byCost.filter(([id]) => complete(id)), ...byCost.filter(([id]) => !complete(id))];
    expect(a.ranked.map((e) => [e.rank, e.exchange.id, e.parts.fee.ratePercent])).toEqual(order.map(([id, fee], i) => [i + 1, id, fee]));
    expect(a.excluded).toEqual([]);
    expect(fake.unknown()).toEqual([]);

    const byId = Object.fromEntries(a.ranked.map((e) => [e.exchange.id, e]));
    // each figure agrees with the shared arithmetic over the book the fake served (the deposit only when counted)
    for (const e of a.ranked) {
      const counted = e.parts.deposit.status === 'counted';
      const expected = costToBuy({
        book: fakeBook(e.exchange.id as FakeExchangeId, 'BTC/EUR'),
        amount: 500,
        takerPercent: e.parts.fee.ratePercent,
        depositCost: counted ? e.parts.deposit.cost! : 0,
      });
      if (expected.status !== 'filled') throw new Error('the fake books fill 500 EUR');
      expect(e.total.cost).toBeCloseTo(expected.total.cost, 3);
      expect(e.received).toBeCloseTo(expected.received, 9);
      expect(e.total.excludes).toEqual(counted ? [] : ['deposit']);
      expect(e.complete).toBe(counted);
      expect(e.book).toMatchObject({ stale: false, levels: 50 });
      expect(e.book.ageSeconds).toBeLessThan(30);
      expect(e.parts.spread.provenance).toEqual({
        kind: 'feed',
        feed: expect.stringMatching(new RegExp(`public order book for BTC/EUR, read through ccxt ${CCXT_VERSION.replace(/\./g, '\\.')}$`)),
        version: CCXT_VERSION,
        fetchedAt: e.book.fetchedAt,
      });
    }
    // Kraken's fee comes from its own listing (AssetPairs); the others' from ccxt's description of them
    expect(byId.kraken!.parts.fee).toMatchObject({
      basis: 'exchange-listing',
      provenance: {
        kind: 'feed',
        feed: `Kraken's spot market listing, read through ccxt ${CCXT_VERSION}`,
        source: 'https://www.kraken.com/en-us/features/fee-schedule',
      },
    });
    expect(byId.coinbase!.parts.fee).toMatchObject({
      basis: 'library-description',
      provenance: { kind: 'feed', feed: `ccxt ${CCXT_VERSION}'s description of Coinbase Advanced`, version: CCXT_VERSION },
    });
    // ccxt names no fee page for Bitstamp: no source is claimed
    expect(byId.bitstamp!.parts.fee.pages).toEqual([]);
    expect(byId.bitstamp!.parts.fee.provenance).not.toHaveProperty('source');
    // the deposit by SEPA is what each record's payment methods say of it, and an unknown one is never zero
    for (const e of a.ranked) {
      const entry = paymentMethodsOf(e.exchange.id).find((m) => m.method === 'sepa' && m.fiat === 'EUR');
      expect(e.parts.deposit, e.exchange.id).toMatchObject({
        method: 'sepa',
        offered: entry !== undefined,
        provenance: entry?.provenance ?? null,
      });
      if (e.parts.deposit.status === 'unknown') expect(e.parts.deposit.cost).toBeNull();
    }

    // one listing load and one book read per exchange
    expectListingLoads();
    for (const id of FAKE_EXCHANGES) expect(fake.bookCalls(id, 'BTC/EUR'), id).toBe(1);
  });

  it('walks deeper levels for a larger amount, and reports an amount larger than the book instead of extrapolating', async () => {
    const big = answerOf(await get(t, 'asset=BTC&fiat=EUR&amount=250000'));
    for (const e of big.ranked) expect(e.parts.slippage.cost, e.exchange.id).toBeGreaterThan(0);
    // the 50 levels of the fake books hold about 610,000 euros of BTC
    const tooBig = answerOf(await get(t, 'asset=BTC&fiat=EUR&amount=1000000'));
    expect(tooBig.ranked).toEqual([]);
    expect(tooBig.excluded.map((e) => e.reason)).toEqual(Array(5).fill('amount-exceeds-book'));
    expect(tooBig.excluded[0]!.message).toMatch(
      /^The 50 best asks we hold of .+'s BTC\/EUR book are worth [\d.]+ EUR; this buy needs [\d.]+ EUR of them \(we never extrapolate past the book\)$/,
    );
  });

  it('leaves out an exchange recorded as not available in the country (never asking it) and one without the pair', async () => {
    fake.resetCounts();
    const a = answerOf(await get(t, 'asset=ETH&fiat=USD&amount=300&country=us&method=card'));
    expect(a.query.country).toBe('US');
    // what the shipped records say of the United States (Binance's record says it is not available there)
    const us = Object.fromEntries(FAKE_EXCHANGES.map((id) => [id, availabilityIn(recordOf(id).availability, 'US')]));
    const hidden = FAKE_EXCHANGES.filter((id) => us[id]!.state === 'not-available');
    expect(hidden).toContain('binance');
    const reason = (id: string) => {
      const a = us[id]!;
      return a.state === 'not-available' ? a.fact.reason!.replaceAll('-', ' ') : '';
    };
    // Bitvavo lists no ETH/USD (when its record does not leave it out first)
    const listed = FAKE_EXCHANGES.filter((id) => !hidden.includes(id) && id !== 'bitvavo');
    expect(a.ranked.map((e) => e.exchange.id).sort()).toEqual([...listed].sort());
    const name = (id: string) => a.excluded.find((e) => e.exchange.id === id)?.exchange.name ?? id;
    expect(a.excluded).toEqual(
      [
        ...hidden.map((id) => ({
          exchange: { id, name: name(id), marketId: id },
          reason: 'not-available-in-country',
          message: `${name(id)} is recorded as not available in US (${reason(id)})`,
          at: null,
          provenance: (us[id] as { fact: { provenance: unknown } }).fact.provenance,
        })),
        ...(hidden.includes('bitvavo')
          ? []
          : [
              {
                exchange: { id: 'bitvavo', name: 'Bitvavo', marketId: 'bitvavo' },
                reason: 'pair-not-listed',
                message: 'Bitvavo lists no active ETH/USD spot market',
                at: expect.any(String),
                provenance: null,
              },
            ]),
      ].sort((x, y) => x.exchange.name.localeCompare(y.exchange.name)),
    );
    for (const id of hidden) expect(fake.requests.filter((r) => r.exchange === id)).toEqual([]);
    // each ranked exchange's availability is its record's, those recorded as available first
    expect(a.ranked.map((e) => [e.exchange.id, (e as unknown as { availability: string }).availability])).toEqual(
      [...a.ranked]
        .map((e) => [e.exchange.id, us[e.exchange.id]!.state === 'available' ? 'available' : 'unknown'])
        .sort((x, y) => Number(y[1] === 'available') - Number(x[1] === 'available')),
    );
  });

  it('one exchange failing in each way leaves the rest ranked, each failure with its reason (never a 5xx)', async () => {
    fake.slowMs = 60_000;
    fake.setMode('server_error', 'bitstamp', 'book');
    fake.setMode('rate_limited', 'coinbase', 'book');
    fake.setMode('malformed', 'bitvavo', 'book');
    fake.setMode('empty_book', 'kraken', 'book');
    const a = answerOf(await get(t, 'asset=SOL&fiat=EUR&amount=200'));
    expect(a.ranked.map((e) => e.exchange.id)).toEqual(['binance']);
    const reasons = Object.fromEntries(a.excluded.map((e) => [e.exchange.id, [e.reason, e.message]]));
    expect(reasons).toEqual({
      bitstamp: ['upstream-failing', "Bitstamp: the exchange's API is unavailable (HTTP 500)"],
      coinbase: ['upstream-failing', 'Coinbase: the exchange refused: too many requests (HTTP 429)'],
      bitvavo: ['upstream-failing', "Bitvavo: the exchange's answer could not be read (not JSON)"],
      kraken: ['book-unusable', "Kraken's SOL/EUR order book has no asks"],
    });
    // an answer with failing exchanges is never reused or cached by clients
    const again = await get(t, 'asset=SOL&fiat=EUR&amount=200');
    expect(again.headers['cache-control']).toBe('no-cache');
    // the failing exchanges back off: asking again within the window calls none of them again
    expect(fake.bookCalls('bitstamp', 'SOL/EUR')).toBe(1);
    expect(fake.bookCalls('coinbase', 'SOL/EUR')).toBe(1);
  });

  it('an exchange that does not answer in time drops out as timed out', async () => {
    const t2 = await app({ env: { MARKET_DATA_TIMEOUT_MS: '3000' } });
    // warm the listings first, so only the book read is slow
    answerOf(await get(t2, 'asset=USDT&fiat=GBP&amount=100'));
    fake.slowMs = 60_000;
    fake.setMode('slow', 'kraken', 'book');
    const a = answerOf(await get(t2, 'asset=ETH&fiat=GBP&amount=100'));
    expect(a.excluded).toEqual([
      expect.objectContaining({ reason: 'pair-not-listed', exchange: expect.objectContaining({ id: 'binance' }) }),
      expect.objectContaining({ reason: 'pair-not-listed', exchange: expect.objectContaining({ id: 'bitvavo' }) }),
      {
        exchange: { id: 'kraken', name: 'Kraken', marketId: 'kraken' },
        reason: 'upstream-failing',
        message: 'Kraken: no answer within 3000 ms',
        at: expect.any(String),
        provenance: null,
      },
    ]);
    expect(a.ranked.map((e) => e.exchange.id).sort()).toEqual(['bitstamp', 'coinbase']);
  });

  it('reuses a settled answer while its books are fresh: Cache-Control, ETag and 304', async () => {
    const first = await get(t, 'asset=BTC&fiat=GBP&amount=1000');
    answerOf(first);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=([12]\d|30|\d)$/);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const second = await get(t, 'asset=BTC&fiat=GBP&amount=1000');
    expect(second.body).toBe(first.body);
    const notModified = await get(t, 'asset=BTC&fiat=GBP&amount=1000', { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const metrics = (await t.app.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/cost_to_buy_answers_total\{result="hit"\} [1-9]/);
    expect(metrics).toMatch(/market_data_upstream_calls_total\{exchange="kraken",call="book",outcome="ok"\} [1-9]/);
    expect(metrics).toMatch(/market_data_upstream_calls_total\{exchange="bitstamp",call="book",outcome="unavailable"\} 1/);
  });

  it('refuses bad parameters with a 400 that says what is wrong, and calls no exchange', async () => {
    fake.resetCounts();
    const cases: Array<[string, string]> = [
      ['fiat=EUR&amount=500', 'querystring/asset is required'],
      ['asset=BTC&amount=500', 'querystring/fiat is required'],
      ['asset=BTC&fiat=EUR', 'querystring/amount is required'],
      ['asset=DOGE&fiat=EUR&amount=500', 'asset must be one of: BTC, ETH, SOL, USDT'],
      ['asset=BTC&fiat=JPY&amount=500', 'fiat must be one of: EUR, USD, GBP, BRL'],
      ['asset=BTC&fiat=EURO&amount=500', 'querystring/fiat must match pattern "^[A-Za-z]{3}$"'],
      ['asset=BTC&fiat=EUR&amount=0', 'amount must be from 1 to 1,000,000'],
      ['asset=BTC&fiat=EUR&amount=0.99999999', 'amount must be from 1 to 1,000,000'],
      ['asset=BTC&fiat=EUR&amount=1000000.01', 'amount must be from 1 to 1,000,000'],
      ['asset=BTC&fiat=EUR&amount=9999999', 'amount must be from 1 to 1,000,000'],
      // anything but plain decimal digits, though a number parser would read it
      ...['-5', '+5', 'abc', 'NaN', 'Infinity', '1e400', '5e-324', '1e3', '0x10', '0b11', '1_000', '1,5', '.5', '5.', ' 5', ''].map(
        (amount): [string, string] => [`asset=BTC&fiat=EUR&amount=${encodeURIComponent(amount)}`, AMOUNT_PATTERN],
      ),
      ['asset=BTC&fiat=EUR&amount=10000000', AMOUNT_PATTERN],
      ['asset=BTC&fiat=EUR&amount=1.123456789', AMOUNT_PATTERN],
      ['asset=BTC&fiat=EUR&amount=500&country=DEU', 'querystring/country must match pattern "^[A-Za-z]{2}$"'],
      ['asset=BTC&fiat=EUR&amount=500&country=UK', "country 'UK' is not an ISO 3166-1 alpha-2 country code (the United Kingdom is GB)"],
      ['asset=BTC&fiat=EUR&amount=500&country=el', "country 'el' is not an ISO 3166-1 alpha-2 country code (Greece is GR)"],
      ['asset=BTC&fiat=EUR&amount=500&country=XX', "country 'XX' is not an ISO 3166-1 alpha-2 country code"],
      ['asset=BTC&fiat=EUR&amount=500&country=EU', "country 'EU' is not an ISO 3166-1 alpha-2 country code"],
      [
        'asset=BTC&fiat=EUR&amount=500&method=paypal',
        "method 'paypal' is not a payment method we know; for EUR use one of: sepa, sepa-instant, card",
      ],
      ['asset=BTC&fiat=EUR&amount=500&method=bank_transfer', 'querystring/method must match pattern "^[A-Za-z-]{1,30}$"'],
      ['asset=BTC&fiat=EUR&amount=500&method=pix', "method 'pix' is not a way to pay EUR in; for EUR use one of: sepa, sepa-instant, card"],
      ['asset=BTC&fiat=BRL&amount=500&method=SEPA', "method 'SEPA' is not a way to pay BRL in; for BRL use one of: pix, ted, card"],
      [
        'asset=BTC&fiat=USD&amount=500&method=faster-payments',
        "method 'faster-payments' is not a way to pay USD in; for USD use one of: ach, wire, card",
      ],
      ['asset=BTC&fiat=EUR&amount=500&amount=600', 'querystring/amount must be string'],
      ['asset=BTC&fiat=EUR&amount=500&limit=3', "querystring has an unknown field 'limit'"],
    ];
    for (const [query, message] of cases) {
      const res = await get(t, query);
      expect([res.statusCode, res.json()], query).toEqual([400, { statusCode: 400, error: 'Bad Request', message }]);
    }
    expect(fake.requests).toEqual([]);
  });

  it('takes decimal amounts from 1 to 1,000,000 and ISO country codes in any letter case', async () => {
    const cases: Array<[string, number, string | null]> = [
      ['amount=1', 1, null],
      ['amount=1000000', 1_000_000, null],
      ['amount=1000000.00000000', 1_000_000, null],
      ['amount=250.5&country=gb', 250.5, 'GB'],
      ['amount=99.12345678&country=De', 99.12345678, 'DE'],
      ['amount=0500&country=GR', 500, 'GR'],
    ];
    for (const [query, amount, country] of cases) {
      const a = answerOf(await get(t, `asset=BTC&fiat=EUR&${query}`));
      // no method asked: the first of the currency's
      expect(a.query, query).toEqual({ asset: 'BTC', fiat: 'EUR', amount, country, method: 'sepa' });
    }
  });
});

/**
 * A copy of the editorial data with payment methods and availability facts written for these tests (the
 * shipped records may hold others or none): the figures, pages and dates are the test's own.
 */
const CHECKED = { kind: 'checked', source: 'https://fixture.example/kraken/funding', checked: '2026-11-20' } as const;
const CHECKED_PIX = { kind: 'checked', source: 'https://fixture.example/binance/pix', checked: '2026-11-21' } as const;
const CATALOGUE = (page: string) => ({ kind: 'catalogue', source: `https://fixture.example/${page}` }) as const;
function contentWithPaymentMethods(): string {
  const dir = mkdtempSync(join(tmpdir(), 'coinatlas-cost-content-'));
  cpSync(join(import.meta.dirname, '../../backend/content'), dir, { recursive: true });
  const edit = (id: string, change: (r: { paymentMethods?: unknown[]; availability?: unknown[] }) => void) => {
    const file = join(dir, 'partners/exchanges', `${id}.json`);
    const record = JSON.parse(readFileSync(file, 'utf8')) as { paymentMethods?: unknown[]; availability?: unknown[] };
    change(record);
    writeFileSync(file, JSON.stringify(record, null, 2));
  };
  const availability = (
    r: { availability?: unknown[] },
    fact: { country: string; status: string; reason?: string; provenance: unknown },
  ) => {
    r.availability = [...((r.availability ?? []) as { country: string }[]).filter((a) => a.country !== fact.country), fact];
  };
  // the countries these tests ask about say only what is written below
  const forget = (r: { availability?: unknown[] }, ...countries: string[]) => {
    r.availability = ((r.availability ?? []) as { country: string }[]).filter((a) => !countries.includes(a.country));
  };
  for (const id of ['kraken', 'binance', 'coinbase', 'bitstamp', 'bitvavo'])
    edit(id, (r) => {
      forget(r, 'DE', 'BR');
      delete r.paymentMethods;
    });
  edit('kraken', (r) => {
    r.paymentMethods = [
      { method: 'sepa', fiat: 'EUR', deposit: { feePercent: 0, feeFixed: 0.5, minimum: 1 }, provenance: CHECKED },
      { method: 'card', fiat: 'EUR', deposit: { feePercent: 3.75 }, provenance: CATALOGUE('kraken/card') },
    ];
  });
  // SEPA offered, its fee not stated; recorded as excluded by its terms in Brazil
  edit('bitvavo', (r) => {
    r.paymentMethods = [{ method: 'sepa', fiat: 'EUR', deposit: {}, provenance: CATALOGUE('bitvavo/sepa') }];
    availability(r, { country: 'BR', status: 'not-available', reason: 'excluded-by-terms', provenance: CATALOGUE('bitvavo/terms') });
  });
  edit('binance', (r) => {
    r.paymentMethods = [{ method: 'pix', fiat: 'BRL', deposit: { feePercent: 0, feeFixed: 3.5 }, provenance: CHECKED_PIX }];
    availability(r, { country: 'BR', status: 'available', provenance: CATALOGUE('binance/br') });
  });
  // not available in Germany (its SEPA entry is then never read for Germany)
  edit('bitstamp', (r) => {
    r.paymentMethods = [{ method: 'sepa', fiat: 'EUR', deposit: { feePercent: 0 }, provenance: CHECKED }];
    availability(r, { country: 'DE', status: 'not-available', reason: 'licence-missing', provenance: CATALOGUE('bitstamp/de') });
  });
  // recorded as available in Germany: ranked before the exchanges whose record says nothing of it
  edit('coinbase', (r) => availability(r, { country: 'DE', status: 'available', provenance: CATALOGUE('coinbase/de') }));
  return dir;
}

describe('GET /api/cost-to-buy with a payment method (fixture records)', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = contentWithPaymentMethods();
    t = await app({ env: { CONTENT_DIR: dir } });
  }, 180_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("EUR by SEPA from Germany: the record's SEPA fee is the deposit part, the excluded exchange is absent, the known ones first", async () => {
    const a = answerOf(await get(t, 'asset=BTC&fiat=EUR&amount=500&country=de&method=sepa'));
    expect(a.query).toEqual({ asset: 'BTC', fiat: 'EUR', amount: 500, country: 'DE', method: 'sepa' });
    const byId = Object.fromEntries(a.ranked.map((e) => [e.exchange.id, e]));
    // Bitstamp is recorded as not available in Germany: never ranked, left out with that record
    expect(Object.keys(byId)).not.toContain('bitstamp');
    expect(a.excluded).toEqual([
      {
        exchange: { id: 'bitstamp', name: 'Bitstamp', marketId: 'bitstamp' },
        reason: 'not-available-in-country',
        message: 'Bitstamp is recorded as not available in DE (licence missing)',
        at: null,
        provenance: CATALOGUE('bitstamp/de'),
      },
    ]);
    // Coinbase's record says it serves Germany: first, though its fee is the highest
    expect(a.ranked.map((e) => [e.exchange.id, (e as unknown as { availability: string }).availability])).toEqual([
      ['coinbase', 'available'],
      ['kraken', 'unknown'],
      ['binance', 'unknown'],
      ['bitvavo', 'unknown'],
    ]);
    // Kraken: 0 % + 0.50 EUR by SEPA, checked: counted, the entry complete (0.5 of 500 is 0.1 %)
    expect(byId.kraken!.parts.deposit).toEqual({
      method: 'sepa',
      status: 'counted',
      offered: true,
      cost: 0.5,
      percent: 0.1,
      minimum: 1,
      provenance: CHECKED,
    });
    expect(byId.kraken!.complete).toBe(true);
    expect(byId.kraken!.total.excludes).toEqual([]);
    const kraken = costToBuy({ book: fakeBook('kraken', 'BTC/EUR'), amount: 500, takerPercent: 0.4, depositCost: 0.5 });
    if (kraken.status !== 'filled') throw new Error('the fake book fills 500 EUR');
    expect(byId.kraken!.total.cost).toBeCloseTo(kraken.total.cost, 3);
    // Bitvavo offers SEPA without a stated fee: unknown, out of the total, never zero
    expect(byId.bitvavo!.parts.deposit).toEqual({
      method: 'sepa',
      status: 'unknown',
      offered: true,
      cost: null,
      percent: null,
      minimum: null,
      provenance: CATALOGUE('bitvavo/sepa'),
    });
    expect(byId.bitvavo!.total.excludes).toEqual(['deposit']);
    // Binance's record names no SEPA entry
    expect(byId.binance!.parts.deposit).toMatchObject({ status: 'unknown', offered: false, cost: null, provenance: null });
  });

  it('EUR by card: a catalogue fee is shown with its figure and kept out of the total', async () => {
    const a = answerOf(await get(t, 'asset=BTC&fiat=EUR&amount=500&country=DE&method=card'));
    const kraken = a.ranked.find((e) => e.exchange.id === 'kraken')!;
    // 3.75 % of 500
    expect(kraken.parts.deposit).toEqual({
      method: 'card',
      status: 'unchecked',
      offered: true,
      cost: 18.75,
      percent: 3.75,
      minimum: null,
      provenance: CATALOGUE('kraken/card'),
    });
    expect(kraken.complete).toBe(false);
    expect(kraken.total.excludes).toEqual(['deposit']);
  });

  it("BRL by PIX from Brazil: the record's PIX fee; an exchange excluded by its terms there is never asked", async () => {
    fake.resetCounts();
    const a = answerOf(await get(t, 'asset=BTC&fiat=BRL&amount=500&country=BR&method=pix'));
    expect(a.query).toEqual({ asset: 'BTC', fiat: 'BRL', amount: 500, country: 'BR', method: 'pix' });
    const binance = a.ranked.find((e) => e.exchange.id === 'binance')!;
    // 0 % + 3.50 BRL on 500 BRL: 0.7 %
    expect(binance.parts.deposit).toEqual({
      method: 'pix',
      status: 'counted',
      offered: true,
      cost: 3.5,
      percent: 0.7,
      minimum: null,
      provenance: CHECKED_PIX,
    });
    expect(binance.rank).toBe(1);
    expect(a.ranked.map((e) => e.exchange.id)).not.toContain('bitvavo');
    expect(a.excluded.find((e) => e.exchange.id === 'bitvavo')).toEqual({
      exchange: { id: 'bitvavo', name: 'Bitvavo', marketId: 'bitvavo' },
      reason: 'not-available-in-country',
      message: 'Bitvavo is recorded as not available in BR (excluded by terms)',
      at: null,
      provenance: CATALOGUE('bitvavo/terms'),
    });
    expect(fake.requests.filter((r) => r.exchange === 'bitvavo')).toEqual([]);
  });

  it('refuses a method that is not one of the currency’s with a 400 naming the ones that are', async () => {
    for (const [query, message] of [
      ['fiat=EUR&method=pix', "method 'pix' is not a way to pay EUR in; for EUR use one of: sepa, sepa-instant, card"],
      ['fiat=BRL&method=sepa', "method 'sepa' is not a way to pay BRL in; for BRL use one of: pix, ted, card"],
      ['fiat=GBP&method=ach', "method 'ach' is not a way to pay GBP in; for GBP use one of: faster-payments, card"],
      ['fiat=USD&method=cash', "method 'cash' is not a payment method we know; for USD use one of: ach, wire, card"],
    ]) {
      const res = await get(t, `asset=BTC&amount=500&country=DE&${query}`);
      expect([res.statusCode, res.json()], query).toEqual([400, { statusCode: 400, error: 'Bad Request', message }]);
    }
  });

  it('GET /api/fee-schedules: the same records for the published-schedule table, with the same provenance', async () => {
    const res = await t.app.inject({ url: '/api/fee-schedules?fiat=eur&method=sepa&country=DE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    type Schedules = {
      query: unknown;
      exchanges: { id: string; availability: string; paymentMethods: MethodEntry[]; fees: Record<string, unknown> }[];
      excluded: { exchange: { id: string }; reason: string; message: string; provenance: unknown }[];
      withoutFees: number;
    };
    const s = res.json() as Schedules;
    expect(s.query).toEqual({ fiat: 'EUR', method: 'sepa', country: 'DE' });
    const ids = s.exchanges.map((e) => e.id);
    expect(ids).toEqual(expect.arrayContaining(['kraken', 'bitvavo']));
    expect(ids).not.toContain('bitstamp');
    expect(s.excluded).toEqual([
      {
        exchange: { id: 'bitstamp', name: 'Bitstamp' },
        reason: 'not-available-in-country',
        message: 'Bitstamp is recorded as not available in DE (licence missing)',
        provenance: CATALOGUE('bitstamp/de'),
      },
    ]);
    // the record's EUR entries only; Kraken's SEPA entry is the live deposit part's, source and all
    const kraken = s.exchanges.find((e) => e.id === 'kraken')!;
    expect(kraken.paymentMethods.map((m) => m.method)).toEqual(['sepa', 'card']);
    const live = answerOf(await get(t, 'asset=BTC&fiat=EUR&amount=500&country=DE&method=sepa')).ranked.find(
      (e) => e.exchange.id === 'kraken',
    )!;
    expect(kraken.paymentMethods[0]!.provenance).toEqual(live.parts.deposit.provenance);
    expect(kraken.fees).toHaveProperty('trading');
    expect(kraken.fees).not.toHaveProperty('deposit');
    // no EUR entry for Binance (its PIX entry is in BRL)
    expect(s.exchanges.find((e) => e.id === 'binance')?.paymentMethods ?? []).toEqual([]);
    const again = await t.app.inject({
      url: '/api/fee-schedules?fiat=EUR&method=sepa&country=DE',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const bad = await t.app.inject({ url: '/api/fee-schedules?fiat=BRL&method=sepa' });
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      "method 'sepa' is not a way to pay BRL in; for BRL use one of: pix, ted, card",
    ]);
    const badCountry = await t.app.inject({ url: '/api/fee-schedules?fiat=EUR&country=UK' });
    expect(badCountry.json().message).toBe("country 'UK' is not an ISO 3166-1 alpha-2 country code (the United Kingdom is GB)");
  });
});

describe('upstream discipline', () => {
  afterEach(async () => {
    while (apps.length) await apps.pop()!.close();
    fake.setMode('ok');
    fake.delayMs = 0;
    fake.resetCounts();
  });

  it('200 concurrent requests read each (exchange, pair) once per window; a stale book is answered at once, labelled, and read again once', async () => {
    const clock = manualClock();
    const t = await app({ deps: { now: clock.now } });
    fake.delayMs = 100;
    const queries = [
      'asset=BTC&fiat=EUR&amount=500',
      'asset=ETH&fiat=EUR&amount=800&country=FR',
      'asset=BTC&fiat=EUR&amount=2500&method=card',
      'asset=USDT&fiat=GBP&amount=50',
    ];
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => get(t, queries[i % queries.length]!)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(200).fill(200));
    expectListingLoads();
    const listings = FAKE_EXCHANGES.map((id) => fake.listingCalls(id));
    const books = () =>
      Object.fromEntries(FAKE_EXCHANGES.map((id) => [id, ['BTC/EUR', 'ETH/EUR', 'USDT/GBP'].map((s) => fake.bookCalls(id, s))]));
    // Binance and Bitvavo list no USDT/GBP: never asked for it
    expect(books()).toEqual({ kraken: [1, 1, 1], binance: [1, 1, 0], coinbase: [1, 1, 1], bitstamp: [1, 1, 1], bitvavo: [1, 1, 0] });

    clock.advance(29_000);
    await Promise.all(Array.from({ length: 40 }, (_, i) => get(t, queries[i % queries.length]!)));
    expect(books()).toEqual({ kraken: [1, 1, 1], binance: [1, 1, 0], coinbase: [1, 1, 1], bitstamp: [1, 1, 1], bitvavo: [1, 1, 0] });

    // past the window: answered at once from the stale books, labelled with their age; one read each behind
    clock.advance(2_000);
    const stale = answerOf(await get(t, 'asset=BTC&fiat=EUR&amount=500'));
    expect(stale.ranked.map((e) => [e.book.stale, e.book.ageSeconds])).toEqual(Array(5).fill([true, 31]));
    expect((await get(t, 'asset=BTC&fiat=EUR&amount=500')).headers['cache-control']).toBe('no-cache');
    await expect
      .poll(async () => answerOf(await get(t, 'asset=BTC&fiat=EUR&amount=500')).ranked.map((e) => e.book.stale), {
        timeout: 30_000,
        interval: 200,
      })
      .toEqual(Array(5).fill(false));
    expect(FAKE_EXCHANGES.map((id) => fake.bookCalls(id, 'BTC/EUR'))).toEqual([2, 2, 2, 2, 2]);
    await Promise.all(Array.from({ length: 50 }, () => get(t, 'asset=BTC&fiat=EUR&amount=500')));
    expect(FAKE_EXCHANGES.map((id) => fake.bookCalls(id, 'BTC/EUR'))).toEqual([2, 2, 2, 2, 2]);
    // listings are kept for hours: none was read again
    expect(FAKE_EXCHANGES.map((id) => fake.listingCalls(id))).toEqual(listings);
  });

  it('a book past the age limit is dropped, with its age, while its exchange keeps failing', async () => {
    const clock = manualClock();
    const t = await app({
      deps: { now: clock.now },
      env: { MARKET_DATA_EXCHANGES: 'bitvavo', MARKET_DATA_API_URLS: `bitvavo=${fake.url}/bitvavo` },
    });
    answerOf(await get(t, 'asset=BTC&fiat=EUR&amount=500'));
    fake.setMode('server_error', 'bitvavo', 'book');
    clock.advance(60_000);
    const stale = answerOf(await get(t, 'asset=BTC&fiat=EUR&amount=500'));
    expect(stale.ranked.map((e) => [e.exchange.id, e.book.stale, e.book.ageSeconds])).toEqual([['bitvavo', true, 60]]);
    await expect.poll(() => fake.bookCalls('bitvavo', 'BTC/EUR'), { timeout: 30_000 }).toBe(2);
    clock.advance(250_000); // 310 s old: past the 300 s limit
    const dropped = answerOf(await get(t, 'asset=BTC&fiat=EUR&amount=500'));
    expect(dropped.ranked).toEqual([]);
    expect(dropped.excluded).toEqual([
      {
        exchange: { id: 'bitvavo', name: 'Bitvavo', marketId: 'bitvavo' },
        reason: 'upstream-failing',
        message: "Bitvavo: the exchange's API is unavailable (HTTP 500); its last BTC/EUR book is 5 min old, past the limit",
        at: expect.any(String),
        provenance: null,
      },
    ]);
  });

  it('with every exchange silent, a cold request answers within its wait with what it has, then says each timed out', async () => {
    fake.setMode('silent');
    const t = await app({ env: { MARKET_DATA_ANSWER_WAIT_MS: '1000', MARKET_DATA_TIMEOUT_MS: '2000' } });
    const cold = answerOf(await get(t, 'asset=BTC&fiat=EUR&amount=500'));
    expect(cold.ranked).toEqual([]);
    // left out by name, each still being read
    expect(cold.excluded.map((e) => [e.exchange.id, e.reason])).toEqual(
      ['binance', 'bitstamp', 'bitvavo', 'coinbase', 'kraken'].map((id) => [id, 'pending']),
    );
    expect(cold.excluded[4]!.message).toBe('Kraken has not answered within 1 s (its market listing is being read); ask again in a moment');
    expect((await get(t, 'asset=BTC&fiat=EUR&amount=500')).headers['cache-control']).toBe('no-cache');
    await expect
      .poll(async () => answerOf(await get(t, 'asset=BTC&fiat=EUR&amount=500')).excluded.map((e) => e.message), {
        timeout: 60_000,
        interval: 500,
      })
      .toEqual(['Binance', 'Bitstamp', 'Bitvavo', 'Coinbase', 'Kraken'].map((n) => `${n}: no answer within 2000 ms`));
  });

  it('its own rate limit answers 429 past the limit', async () => {
    const t = await app({ env: { COST_TO_BUY_RATE_LIMIT_MAX: '2' } });
    expect((await get(t, 'asset=BTC&fiat=EUR&amount=5')).statusCode).toBe(200);
    expect((await get(t, 'asset=BTC&fiat=EUR&amount=6')).statusCode).toBe(200);
    const third = await get(t, 'asset=BTC&fiat=EUR&amount=7');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Too many requests\. Please retry in \d+ seconds\.$/);
    expect(third.headers['retry-after']).toBeTruthy();
  });

  it('two instances on one Redis: 200 concurrent requests read each (exchange, pair) once per window', async (ctx) => {
    const database = await createTestDatabase();
    const redis = await createTestRedis();
    if (!redis.url) {
      await database.drop();
      ctx.skip(); // without Redis each instance reads for itself; CI has Redis (REQUIRE_SERVICES=1)
    }
    try {
      const clock = manualClock();
      const a = await app({ database, redis, deps: { now: clock.now } });
      const b = await app({ database, redis, deps: { now: clock.now } });
      fake.delayMs = 150;
      const queries = [
        'asset=BTC&fiat=EUR&amount=500',
        'asset=SOL&fiat=EUR&amount=100&country=NL',
        'asset=ETH&fiat=GBP&amount=900',
        'asset=USDT&fiat=BRL&amount=70',
      ];
      const both = () => Promise.all(Array.from({ length: 200 }, (_, i) => get(i % 2 ? a : b, queries[i % queries.length]!)));
      const cold = await both();
      expect(cold.map((r) => r.statusCode)).toEqual(Array(200).fill(200));
      for (const r of cold)
        expect((JSON.parse(r.body) as Answer).excluded.filter((e) => e.reason === 'pending' || e.reason === 'upstream-failing')).toEqual(
          [],
        );
      const books = () =>
        Object.fromEntries(
          FAKE_EXCHANGES.map((id) => [id, ['BTC/EUR', 'SOL/EUR', 'ETH/GBP', 'USDT/BRL'].map((s) => fake.bookCalls(id, s))]),
        );
      const once = { kraken: [1, 1, 1, 0], binance: [1, 1, 0, 1], coinbase: [1, 1, 1, 0], bitstamp: [1, 1, 1, 0], bitvavo: [1, 1, 0, 0] };
      expect(books()).toEqual(once);
      expectListingLoads();

      // the next window: one more read per pair across both instances
      clock.advance(31_000);
      await both();
      const twice = Object.fromEntries(Object.entries(once).map(([id, n]) => [id, n.map((x) => 2 * x)]));
      await expect.poll(() => books(), { timeout: 30_000 }).toEqual(twice);
      await both();
      expect(books()).toEqual(twice);
    } finally {
      while (apps.length) await apps.pop()!.close();
      await database.drop();
      await redis.stop();
    }
  });

  it('with Redis down, each of two instances still reads each (exchange, pair) at most once per window', async (ctx) => {
    const database = await createTestDatabase();
    const redis = await createTestRedis();
    if (!redis.url) {
      await database.drop();
      ctx.skip(); // needs a Redis to put a proxy in front of
    }
    const target = new URL(redis.url!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    try {
      const clock = manualClock();
      const env = { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, REDIS_KEY_PREFIX: redis.keyPrefix };
      const a = await app({ database, withRedis: false, env, deps: { now: clock.now } });
      const b = await app({ database, withRedis: false, env, deps: { now: clock.now } });
      await proxy.setMode('silent'); // packets dropped: every Redis command times out
      fake.delayMs = 100;
      const both = () => Promise.all(Array.from({ length: 100 }, (_, i) => get(i % 2 ? a : b, 'asset=BTC&fiat=EUR&amount=500')));
      const answers = await both();
      expect(answers.map((r) => r.statusCode)).toEqual(Array(100).fill(200));
      const reads = () => FAKE_EXCHANGES.map((id) => fake.bookCalls(id, 'BTC/EUR'));
      for (const n of reads()) expect(n).toBeLessThanOrEqual(2);
      for (const id of FAKE_EXCHANGES) expect(fake.listingCalls(id), id).toBeLessThanOrEqual(2 * LISTING_REQUESTS[id][1]);
      const first = reads();
      clock.advance(29_000);
      await both();
      expect(reads()).toEqual(first);
    } finally {
      await proxy.setMode('forward');
      while (apps.length) await apps.pop()!.close();
      await proxy.close();
      await database.drop();
      await redis.stop();
    }
  });
});
