import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { costToBuy } from '@coinatlas/domain/market/cost-to-buy';
import { fakeBook, FAKE_EXCHANGES, startFakeExchanges, type FakeExchangeId, type FakeExchanges } from '../support/fake-exchanges.js';
import { createTestDatabase, createTestRedis } from '../support/services.js';
import { startTcpProxy } from '../support/tcp-proxy.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Entry = {
  rank: number;
  exchange: { id: string; name: string; ccxtId: string };
  symbol: string;
  complete: boolean;
  received: number;
  parts: Record<'fee' | 'spread' | 'slippage', { cost: number; percent: number; provenance: Record<string, unknown> }> & {
    fee: { ratePercent: number; basis: string; pages: string[] };
    deposit: { status: string; cost: number | null; provenance: unknown };
  };
  total: { cost: number; percent: number; excludes: string[] };
  book: { fetchedAt: string; ageSeconds: number; stale: boolean; levels: number; provenance: Record<string, unknown> };
};
type Excluded = { exchange: { id: string }; reason: string; message: string; at: string | null; provenance: unknown };
type Answer = {
  query: Record<string, unknown>;
  orderType: string;
  library: { name: string; version: string };
  ranked: Entry[];
  excluded: Excluded[];
};

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
    const a = answerOf(await get(t, 'asset=BTC&fiat=EUR&amount=500&country=DE&method=bank_transfer'));
    expect(a.query).toEqual({ asset: 'BTC', fiat: 'EUR', amount: 500, country: 'DE', method: 'bank_transfer' });
    expect(a.orderType).toBe('market');
    expect(a.library).toEqual({ name: 'ccxt', version: CCXT_VERSION });
    // Binance 0.10 % and the tightest book, Bitvavo 0.25 %, Kraken 0.40 %, Bitstamp 0.40 % with a wider
    // spread, Coinbase Advanced 1.20 % (each rate as ccxt or the exchange's listing gives it)
    expect(a.ranked.map((e) => [e.rank, e.exchange.id, e.parts.fee.ratePercent])).toEqual([
      [1, 'binance', 0.1],
      [2, 'bitvavo', 0.25],
      [3, 'kraken', 0.4],
      [4, 'bitstamp', 0.4],
      [5, 'coinbase', 1.2],
    ]);
    expect(a.excluded).toEqual([]);
    expect(fake.unknown()).toEqual([]);

    const byId = Object.fromEntries(a.ranked.map((e) => [e.exchange.id, e]));
    // each figure agrees with the shared arithmetic over the book the fake served (no deposit counted)
    for (const e of a.ranked) {
      const expected = costToBuy({
        book: fakeBook(e.exchange.id as FakeExchangeId, 'BTC/EUR'),
        amount: 500,
        takerPercent: e.parts.fee.ratePercent,
        depositCost: 0,
      });
      if (expected.status !== 'filled') throw new Error('the fake books fill 500 EUR');
      expect(e.total.cost).toBeCloseTo(expected.total.cost, 3);
      expect(e.received).toBeCloseTo(expected.received, 9);
      expect(e.total.excludes).toEqual(['deposit']);
      expect(e.complete).toBe(false);
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
      basis: 'ccxt-description',
      provenance: { kind: 'feed', feed: `ccxt ${CCXT_VERSION}'s description of Coinbase Advanced`, version: CCXT_VERSION },
    });
    // ccxt names no fee page for Bitstamp: no source is claimed
    expect(byId.bitstamp!.parts.fee.pages).toEqual([]);
    expect(byId.bitstamp!.parts.fee.provenance).not.toHaveProperty('source');
    // Binance's only deposit fact is a crypto one: bank transfer is unknown (never zero)
    expect(byId.binance!.parts.deposit).toEqual({
      method: 'bank_transfer',
      status: 'unknown',
      cost: null,
      percent: null,
      provenance: null,
    });

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
    expect(a.ranked.map((e) => e.exchange.id).sort()).toEqual(['bitstamp', 'coinbase', 'kraken']);
    expect(a.excluded).toEqual([
      {
        exchange: { id: 'binance', name: 'Binance', ccxtId: 'binance' },
        reason: 'not-available-in-country',
        message: 'Binance is recorded as not available in US (licence missing)',
        at: null,
        provenance: { kind: 'catalogue', source: 'https://www.binance.com/en/terms' },
      },
      {
        exchange: { id: 'bitvavo', name: 'Bitvavo', ccxtId: 'bitvavo' },
        reason: 'pair-not-listed',
        message: 'Bitvavo lists no active ETH/USD spot market',
        at: expect.any(String),
        provenance: null,
      },
    ]);
    expect(fake.requests.filter((r) => r.exchange === 'binance')).toEqual([]);
    // Coinbase's record says it is available in the US; the others say nothing about it
    expect(a.ranked.map((e) => [e.exchange.id, (e as unknown as { availability: string }).availability]).sort()).toEqual([
      ['bitstamp', 'unknown'],
      ['coinbase', 'available'],
      ['kraken', 'unknown'],
    ]);
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
        exchange: { id: 'kraken', name: 'Kraken', ccxtId: 'kraken' },
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
      ['asset=BTC&fiat=EUR&amount=0', 'querystring/amount must be > 0'],
      ['asset=BTC&fiat=EUR&amount=-5', 'querystring/amount must be > 0'],
      ['asset=BTC&fiat=EUR&amount=abc', 'querystring/amount must be number'],
      ['asset=BTC&fiat=EUR&amount=NaN', 'querystring/amount must be number'],
      ['asset=BTC&fiat=EUR&amount=1000000.01', 'querystring/amount must be <= 1000000'],
      ['asset=BTC&fiat=EUR&amount=Infinity', 'querystring/amount must be number'],
      ['asset=BTC&fiat=EUR&amount=1e400', 'querystring/amount must be number'],
      ['asset=BTC&fiat=EUR&amount=500&country=DEU', 'querystring/country must match pattern "^[A-Za-z]{2}$"'],
      ['asset=BTC&fiat=EUR&amount=500&method=paypal', 'querystring/method must be equal to one of the allowed values'],
      ['asset=BTC&fiat=EUR&amount=500&amount=600', 'querystring/amount must be number'],
      ['asset=BTC&fiat=EUR&amount=500&limit=3', "querystring has an unknown field 'limit'"],
    ];
    for (const [query, message] of cases) {
      const res = await get(t, query);
      expect([res.statusCode, res.json()], query).toEqual([400, { statusCode: 400, error: 'Bad Request', message }]);
    }
    expect(fake.requests).toEqual([]);
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
        exchange: { id: 'bitvavo', name: 'Bitvavo', ccxtId: 'bitvavo' },
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
