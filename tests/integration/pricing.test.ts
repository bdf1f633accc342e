import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS } from '../../backend/src/platform/refresh/backoff.js';
import { startFakeProvider, UNREACHABLE_BASE, type FakeProvider } from '../support/fake-coingecko.js';
import { createTestDatabase, createTestRedis } from '../support/services.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const T0 = Date.parse('2026-11-22T10:00:00Z');

/** A clock the test moves by hand (the app's `now`): freshness and back-off follow it. */
function manualClock(start = T0) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/** Waits until the fake's call count has stopped moving (background refreshes landed). */
async function settled(fake: FakeProvider, quietMs = 150) {
  let last = -1;
  while (fake.totalCalls() !== last) {
    last = fake.totalCalls();
    await sleep(quietMs);
  }
}

/** The count a Prometheus line shows, 0 when the series has not appeared yet. */
async function metricValue(t: TestApp, series: string): Promise<number> {
  const line = (await get(t, '/metrics')).body.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/**
 * Asks until the list is live, and says how many times it had to ask again. On a loaded machine the first fetch
 * can outlast the provider timeout. The designed answers are then the dated snapshot (Top 10) or a 503 with
 * Retry-After (the lists without a snapshot), and the service backs off. The tests that use this are about what
 * comes after a good answer, so it lets the refresh in flight end and moves the test's clock past the longest
 * back-off, as a client asking again later would. Each retry is printed with the answer it got.
 */
async function untilLive(t: TestApp, clock: ReturnType<typeof manualClock>, url: string) {
  const live = (res: Awaited<ReturnType<typeof get>>) => res.statusCode === 200 && res.headers['x-data-source'] === 'live';
  for (let retries = 0; ; retries++) {
    let res = await get(t, url);
    if (live(res) || retries === 5) return { res, retries };
    console.warn(`${url}: asked again after ${res.statusCode} (${String(res.headers['x-data-source'] ?? res.body)})`);
    await settled(fake, 400); // the refresh that answer started has ended, well or not
    res = await get(t, url);
    if (live(res)) return { res, retries: retries + 1 };
    clock.advance(BACKOFF_MAX_MS + 1000); // past the back-off a failed refresh set
  }
}

let fake: FakeProvider;
const apps: TestApp[] = [];
async function app(opts: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp({ ...opts, env: { ...fake.env, LOG_LEVEL: 'silent', ...opts.env } });
  apps.push(t);
  return t;
}
const get = (t: TestApp, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  fake = await startFakeProvider();
});
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
  fake.setMode('ok');
  fake.delayMs = 0;
  fake.expectKey = undefined;
  fake.resetCounts();
});
afterAll(async () => {
  await fake.close();
});

describe('GET /api/cryptocurrencies: one upstream call per refresh', () => {
  it('200 concurrent requests on a cold key make one upstream call, and all get the same answer', async () => {
    const t = await app();
    fake.delayMs = 200;
    const asked = Date.now();
    const answers = await Promise.all(Array.from({ length: 200 }, () => get(t, '/api/cryptocurrencies')));
    expect(fake.calls.markets).toBe(1);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(200).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const first = answers[0]!;
    expect(first.headers['x-data-source']).toBe('live');
    expect(first.headers['x-data-provider']).toBe('coingecko');
    // fresh for what is left of the 60 s window (less, on a busy machine, by the time the answers are out)
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(String(first.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(60);
    // fetched for these requests, not before them (the fetched-at header has whole seconds)
    expect(Date.parse(first.headers['x-data-fetched-at'] as string)).toBeGreaterThanOrEqual(Math.floor(asked / 1000) * 1000);
    const rows = first.json() as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(10);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'current_price',
        'id',
        'image',
        'market_cap',
        'market_cap_rank',
        'name',
        'price_change_percentage_24h',
        'symbol',
        'total_volume',
      ].sort(),
    );
    expect(rows[0]).toMatchObject({ id: 'bitcoin', name: 'Bitcoin', symbol: 'btc', market_cap_rank: 1 });

    // the request CoinGecko got: usd, market-cap order, ten rows
    const sent = new URL(fake.requests[0]!.path, 'http://x');
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({
      vs_currency: 'usd',
      order: 'market_cap_desc',
      per_page: '10',
      page: '1',
    });

    // later requests are cache hits: still one call
    await Promise.all(Array.from({ length: 20 }, () => get(t, '/api/cryptocurrencies')));
    expect(fake.calls.markets).toBe(1);
    const metrics = (await get(t, '/metrics')).body;
    expect(metrics).toContain('prices_upstream_calls_total{list="top",outcome="ok"} 1');
    expect(metrics).toMatch(/prices_served_total\{list="top",result="hit"\} 2\d/);
    expect(metrics).toContain('prices_served_total{list="top",result="miss"} 200');
  });

  it('two app instances on one Redis and one database make one upstream call per refresh', async (ctx) => {
    const database = await createTestDatabase();
    const redis = await createTestRedis();
    if (!redis.url) {
      await database.drop();
      ctx.skip(); // without Redis each instance has its own cache; CI always has Redis (REQUIRE_SERVICES=1)
    }
    try {
      const clock = manualClock();
      const a = await app({ database, redis, deps: { now: clock.now } });
      const b = await app({ database, redis, deps: { now: clock.now } });
      fake.delayMs = 150;
      const both = () =>
        Promise.all([
          ...Array.from({ length: 25 }, () => get(a, '/api/cryptocurrencies')),
          ...Array.from({ length: 25 }, () => get(b, '/api/cryptocurrencies')),
        ]);

      const cold = await both();
      expect(fake.calls.markets).toBe(1);
      expect(new Set(cold.map((r) => r.headers['x-data-fetched-at'])).size).toBe(1);

      for (let refresh = 2; refresh <= 3; refresh++) {
        clock.advance(61_000);
        const stale = await both();
        // stale-while-revalidate: every answer is immediate and marked stale; one refresh runs behind them
        expect(stale.every((r) => r.statusCode === 200 && r.headers['x-data-source'] === 'stale')).toBe(true);
        // Wait for a state, not a quiet moment: the refreshed list has reached both instances (one probe
        // request each, so the probes stay far below the rate limit). An instance whose wait for the
        // other's answer failed under load (a Redis read timing out) holds off for a one-second quiet window
        // by the service's clock; that clock is frozen here, so a look that finds a stale answer moves it past
        // that window (at most 40 looks: never near the 60 s freshness window).
        await expect
          .poll(
            async () => {
              const probes = await Promise.all([get(a, '/api/cryptocurrencies'), get(b, '/api/cryptocurrencies')]);
              if (probes.every((r) => r.statusCode === 200 && r.headers['x-data-source'] === 'live')) return true;
              clock.advance(1_001);
              return false;
            },
            { timeout: 20_000, interval: 500 },
          )
          .toBe(true);
        expect(fake.calls.markets).toBe(refresh);
        const after = await both();
        expect(after.every((r) => r.headers['x-data-source'] === 'live')).toBe(true);
        expect(new Set(after.map((r) => r.headers['x-data-fetched-at'])).size).toBe(1);
        expect(fake.calls.markets).toBe(refresh);
      }
    } finally {
      while (apps.length) await apps.pop()!.close();
      await database.drop();
      await redis.stop();
    }
  });
});

describe('GET /api/cryptocurrencies/sparklines: the watchlist, through the same cache', () => {
  const SPARK = '/api/cryptocurrencies/sparklines';
  type SparkBody = {
    coins: Array<{ id: string; current_price: number; sparkline_7d: number[] | null; price_change_percentage_7d: number | null }>;
    missing: string[];
  };

  it('many concurrent requests for different watchlists make one upstream call, and each gets its own coins', async () => {
    const t = await app();
    fake.delayMs = 200;
    const lists = ['bitcoin', 'ethereum,bitcoin', 'solana,fake-not-followed', 'tether,cardano,tron'];
    const answers = await Promise.all(Array.from({ length: 120 }, (_, i) => get(t, `${SPARK}?ids=${lists[i % lists.length]}`)));
    // a failure says what the answers were (status and data source), not only the count
    const sources = [...new Set(answers.map((a) => `${a.statusCode} ${String(a.headers['x-data-source'])}`))].join(', ');
    expect(fake.calls.sparklines, sources).toBe(1);
    expect(fake.calls.markets).toBe(0);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(120).fill(200));
    expect(new Set(answers.map((a) => a.headers['x-data-fetched-at'])).size).toBe(1);

    // the request CoinGecko got: one page of 250 coins with their 7-day lines
    const sent = new URL(fake.requests.find((r) => r.endpoint === 'sparklines')!.path, 'http://x');
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({
      vs_currency: 'usd',
      order: 'market_cap_desc',
      per_page: '250',
      sparkline: 'true',
    });

    const two = answers[1]!.json() as SparkBody;
    expect(two.coins.map((c) => c.id)).toEqual(['ethereum', 'bitcoin']);
    expect(two.missing).toEqual([]);
    for (const c of two.coins) {
      // 168 hourly prices reduced to 42 points on the server; the line ends at the coin's price
      expect(c.sparkline_7d).toHaveLength(42);
      expect(c.sparkline_7d!.at(-1)! / c.current_price).toBeCloseTo(1, 3);
      const [first, last] = [c.sparkline_7d![0]!, c.sparkline_7d!.at(-1)!];
      expect(c.price_change_percentage_7d).toBeCloseTo(((last - first) / first) * 100, 1);
    }
    expect((answers[2]!.json() as SparkBody).missing).toEqual(['fake-not-followed']);
    // a coin the provider sent no line for has none: never a made-up one
    const tether = (answers[3]!.json() as SparkBody).coins.find((c) => c.id === 'tether')!;
    expect([tether.sparkline_7d, tether.price_change_percentage_7d]).toEqual([null, null]);

    const first = answers[0]!;
    expect(first.headers['x-data-source']).toBe('live');
    expect(first.headers['x-data-provider']).toBe('coingecko');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=(599|600)$/);
    const again = await get(t, `${SPARK}?ids=bitcoin`, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(fake.calls.sparklines).toBe(1);
  });

  it('stale after its window: answered at once, refreshed behind with one more call', async () => {
    const clock = manualClock();
    const t = await app({ deps: { now: clock.now } });
    await get(t, `${SPARK}?ids=bitcoin`);
    clock.advance(601_000);
    const stale = await Promise.all(Array.from({ length: 30 }, () => get(t, `${SPARK}?ids=bitcoin`)));
    expect(
      stale.every((r) => r.statusCode === 200 && r.headers['x-data-source'] === 'stale' && r.headers['cache-control'] === 'no-cache'),
    ).toBe(true);
    await expect.poll(async () => (await get(t, `${SPARK}?ids=bitcoin`)).headers['x-data-source'], { timeout: 10_000 }).toBe('live');
    expect(fake.calls.sparklines).toBe(2);
  });

  it('two app instances on one Redis and one database make one upstream call per refresh', async (ctx) => {
    const database = await createTestDatabase();
    const redis = await createTestRedis();
    if (!redis.url) {
      await database.drop();
      ctx.skip(); // without Redis each instance has its own cache; CI always has Redis (REQUIRE_SERVICES=1)
    }
    try {
      const clock = manualClock();
      const a = await app({ database, redis, deps: { now: clock.now } });
      const b = await app({ database, redis, deps: { now: clock.now } });
      fake.delayMs = 150;
      const both = () =>
        Promise.all([
          ...Array.from({ length: 25 }, (_, i) => get(a, `${SPARK}?ids=${i % 2 ? 'bitcoin' : 'ethereum,solana'}`)),
          ...Array.from({ length: 25 }, (_, i) => get(b, `${SPARK}?ids=${i % 2 ? 'dogecoin' : 'bitcoin,tron'}`)),
        ]);
      const cold = await both();
      expect(cold.every((r) => r.statusCode === 200)).toBe(true);
      expect(fake.calls.sparklines).toBe(1);
      expect(new Set(cold.map((r) => r.headers['x-data-fetched-at'])).size).toBe(1);

      clock.advance(601_000);
      const stale = await both();
      expect(stale.every((r) => r.statusCode === 200 && r.headers['x-data-source'] === 'stale')).toBe(true);
      // wait for the state (both instances hold the refreshed list), as the Top 10 test above does
      await expect
        .poll(
          async () => {
            const probes = await Promise.all([get(a, `${SPARK}?ids=bitcoin`), get(b, `${SPARK}?ids=bitcoin`)]);
            if (probes.every((r) => r.statusCode === 200 && r.headers['x-data-source'] === 'live')) return true;
            clock.advance(1_001);
            return false;
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(true);
      expect(fake.calls.sparklines).toBe(2);
      const after = await both();
      expect(new Set(after.map((r) => r.headers['x-data-fetched-at'])).size).toBe(1);
      expect(fake.calls.sparklines).toBe(2);
    } finally {
      while (apps.length) await apps.pop()!.close();
      await database.drop();
      await redis.stop();
    }
  });

  it('bad ids: 400 naming the field, and no upstream call', async () => {
    const t = await app();
    const cases: Array<[string, RegExp]> = [
      [SPARK, /^querystring\/ids is required$/],
      [`${SPARK}?ids=`, /^querystring\/ids must NOT have fewer than 1 characters$/],
      [`${SPARK}?ids=Bitcoin`, /^ids has an invalid coin id 'Bitcoin'/],
      [`${SPARK}?ids=bitcoin,,ethereum`, /^ids has an invalid coin id ''/],
      [`${SPARK}?ids=%3Cscript%3E`, /^ids has an invalid coin id '<script>'/],
      [`${SPARK}?ids=${Array.from({ length: 51 }, (_, i) => `coin-${i}`).join(',')}`, /^ids names 51 coins; at most 50 are allowed$/],
    ];
    for (const [url, message] of cases) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(400);
      expect((res.json() as { message: string }).message, url).toMatch(message);
    }
    expect(fake.calls.sparklines).toBe(0);
  });

  it('with CoinPaprika as the source: prices of its largest coins, and no line at all', async () => {
    const t = await app({ env: { PRICES_SPARKLINES_SOURCE: 'coinpaprika' } });
    const res = await get(t, `${SPARK}?ids=btc-bitcoin,bitcoin`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-provider']).toBe('coinpaprika');
    const body = res.json() as SparkBody;
    expect(body.coins.map((c) => [c.id, c.sparkline_7d, c.price_change_percentage_7d])).toEqual([['btc-bitcoin', null, null]]);
    expect(body.missing).toEqual(['bitcoin']);
    expect([fake.calls.tickers, fake.calls.sparklines]).toEqual([1, 0]);
  });

  it('a broken provider with nothing stored and the snapshot switched off: 503 with Retry-After, never a made-up line', async () => {
    fake.setMode('server_error', 'sparklines');
    const t = await app({ env: { PRICES_SNAPSHOT: 'false' } });
    const res = await get(t, `${SPARK}?ids=bitcoin`);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('provider failures never reach a visitor while a last good value exists', () => {
  it.each([
    ['a 500', 'server_error', 'http_error'],
    ['a timeout', 'timeout', 'timeout'],
    ['a cut-off body', 'truncated', 'malformed'],
    ['an HTML error page', 'html', 'malformed'],
    ['JSON of the wrong shape', 'wrong_shape', 'malformed'],
    ['an empty list', 'empty', 'malformed'],
    ['a dropped connection', 'reset', 'network_error'],
  ] as const)('%s: the last good list, marked stale, and a back-off', async (_what, mode, outcome) => {
    const clock = manualClock();
    const t = await app({ deps: { now: clock.now }, env: { PRICES_UPSTREAM_TIMEOUT_MS: '300' } });
    // The test starts from the live list, which the clock keeps fresh. (The first visitor waits 2 s at most for live
    // data, then gets the bundled snapshot while the fetch goes on; a loaded machine can take longer than that, or
    // than the 300 ms timeout.)
    const { res: good, retries } = await untilLive(t, clock, '/api/cryptocurrencies');
    expect(good.statusCode).toBe(200);
    expect(good.headers['x-data-source']).toBe('live');
    await settled(fake, 400);
    if (retries === 0) expect(fake.calls.markets).toBe(1);
    const calls = fake.calls.markets;
    const series = `prices_upstream_calls_total{list="top",outcome="${outcome}"}`;
    const failuresBefore = await metricValue(t, series);

    fake.setMode(mode);
    clock.advance(61_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(t, '/api/cryptocurrencies')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.every((a) => a.body === good.body && a.headers['x-data-source'] === 'stale')).toBe(true);
    expect(answers[0]!.headers['cache-control']).toBe('no-cache');
    await settled(fake, 400);
    expect(fake.calls.markets).toBe(calls + 1);

    // backing off: more requests inside 15 s make no call
    clock.advance(10_000);
    expect((await get(t, '/api/cryptocurrencies')).statusCode).toBe(200);
    await settled(fake, 400);
    expect(fake.calls.markets).toBe(calls + 1);
    expect(await metricValue(t, series)).toBe(failuresBefore + 1);
  });

  it('a provider that closed its idle connection between refreshes still answers the next one', async () => {
    // A list is refreshed once a minute at most, longer than servers keep an idle connection open. A client that
    // kept the connection and sends on it just as the server closes it gets ECONNRESET (nodejs/undici#3492): a
    // failed refresh, a back-off and, on a first visit, the snapshot instead of live prices. Each provider call
    // therefore asks for its connection to be closed after the answer. Here the provider closes what it holds
    // and the next refresh starts in the same turn of the event loop, before a kept socket could see the close.
    const clock = manualClock();
    const t = await app({ deps: { now: clock.now } });
    const { res: good } = await untilLive(t, clock, '/api/cryptocurrencies');
    expect(good.headers['x-data-source']).toBe('live');
    await settled(fake, 400);
    const calls = fake.calls.markets;
    expect(fake.requests.filter((r) => r.endpoint === 'markets').map((r) => r.headers.connection)).toEqual(Array(calls).fill('close'));

    for (let refresh = 1; refresh <= 3; refresh++) {
      clock.advance(61_000);
      fake.closeIdleConnections();
      expect((await get(t, '/api/cryptocurrencies')).headers['x-data-source']).toBe('stale');
      await expect.poll(async () => (await get(t, '/api/cryptocurrencies')).headers['x-data-source'], { timeout: 10_000 }).toBe('live');
      expect(fake.calls.markets).toBe(calls + refresh);
    }
    expect(await metricValue(t, 'prices_upstream_calls_total{list="top",outcome="network_error"}')).toBe(0);
  });

  it('a 429 is honoured for as long as Retry-After says', async () => {
    const clock = manualClock();
    const t = await app({ deps: { now: clock.now } });
    await get(t, '/api/cryptocurrencies');
    fake.setMode('rate_limited');
    fake.retryAfter = '120';
    clock.advance(61_000);
    expect((await get(t, '/api/cryptocurrencies')).headers['x-data-source']).toBe('stale');
    await settled(fake);
    expect(fake.calls.markets).toBe(2);

    fake.setMode('ok');
    clock.advance(100_000); // < 120 s
    await get(t, '/api/cryptocurrencies');
    await settled(fake);
    expect(fake.calls.markets).toBe(2);

    clock.advance(21_000);
    await get(t, '/api/cryptocurrencies');
    await settled(fake);
    expect(fake.calls.markets).toBe(3);
    const fresh = await get(t, '/api/cryptocurrencies');
    expect(fresh.headers['x-data-source']).toBe('live');
  });

  it('a restart while the provider is down serves the last good value from Postgres', async (ctx) => {
    const database = await createTestDatabase();
    // Embedded PGlite lives in one process's memory here: two app instances cannot share it.
    if (!database.url) ctx.skip();
    try {
      const clock = manualClock();
      const first = await app({ database, redis: await createTestRedis(), deps: { now: clock.now } });
      const before = await get(first, '/api/cryptocurrencies');
      const trendingBefore = await get(first, '/api/cryptocurrencies/trending');
      await first.close();
      await first.redis.stop();
      apps.splice(apps.indexOf(first), 1);

      // a new process: empty memory, a Redis of its own, the same database; the provider is unreachable
      clock.advance(5 * 60_000);
      const second = await app({
        database,
        redis: await createTestRedis(),
        deps: { now: clock.now },
        env: { COINGECKO_BASE_URL: UNREACHABLE_BASE },
      });
      const after = await get(second, '/api/cryptocurrencies');
      expect(after.statusCode).toBe(200);
      expect(after.body).toBe(before.body);
      expect(after.headers['x-data-source']).toBe('stale');
      expect(after.headers['x-data-fetched-at']).toBe(before.headers['x-data-fetched-at']);
      const trendingAfter = await get(second, '/api/cryptocurrencies/trending');
      expect(trendingAfter.statusCode).toBe(200);
      expect(trendingAfter.body).toBe(trendingBefore.body);
      await second.close();
      await second.redis.stop();
      apps.splice(apps.indexOf(second), 1);
    } finally {
      await database.drop();
    }
  });

  it('a first start offline with nothing stored serves the bundled, dated snapshot (Top 10 and the watchlist’s prices only)', async () => {
    const t = await app({ env: { COINGECKO_BASE_URL: UNREACHABLE_BASE, COINPAPRIKA_BASE_URL: UNREACHABLE_BASE } });
    const top = await get(t, '/api/cryptocurrencies');
    expect(top.statusCode).toBe(200);
    expect(top.headers['x-data-source']).toBe('snapshot');
    expect(top.headers['x-data-fetched-at']).toBe('2025-04-29T03:41:09.701Z');
    expect(top.headers['cache-control']).toBe('no-cache');
    const rows = top.json() as Array<{ id: string; current_price: number }>;
    expect(rows.map((r) => r.id)).toEqual([
      'bitcoin',
      'ethereum',
      'tether',
      'ripple',
      'binancecoin',
      'solana',
      'usd-coin',
      'dogecoin',
      'cardano',
      'tron',
    ]);
    expect(rows[0]!.current_price).toBe(94731);

    // the watchlist gets the snapshot's prices too, marked the same way, without 7-day lines
    const watch = await get(t, '/api/cryptocurrencies/sparklines?ids=bitcoin,not-a-top-coin');
    expect(watch.statusCode).toBe(200);
    expect(watch.headers['x-data-source']).toBe('snapshot');
    expect(watch.headers['x-data-fetched-at']).toBe('2025-04-29T03:41:09.701Z');
    const body = watch.json() as {
      coins: Array<{ id: string; current_price: number; sparkline_7d: unknown; price_change_percentage_7d: unknown }>;
      missing: string[];
    };
    expect(body.coins.map((c) => [c.id, c.current_price, c.sparkline_7d, c.price_change_percentage_7d])).toEqual([
      ['bitcoin', 94731, null, null],
    ]);
    expect(body.missing).toEqual(['not-a-top-coin']);

    for (const [url, label] of [
      ['/api/cryptocurrencies/trending', 'trending'],
      ['/api/cryptocurrencies/new', 'new'],
    ] as const) {
      const res = await get(t, url);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: `Live ${label} cryptocurrency prices are temporarily unavailable. Please try again shortly.`,
      });
    }
  });

  it('with the snapshot switched off, nothing stored and a broken provider: 503, never garbage', async () => {
    const t = await app({ env: { PRICES_SNAPSHOT: 'false' } });
    for (const mode of ['wrong_shape', 'truncated', 'nulls'] as const) {
      fake.setMode(mode, 'trending');
      fake.setMode(mode === 'nulls' ? 'empty' : mode, 'markets');
      const top = await get(t, '/api/cryptocurrencies');
      expect(top.statusCode).toBe(503);
      expect(top.json().message).toBe('Live top cryptocurrency prices are temporarily unavailable. Please try again shortly.');
    }
  });
});

describe('parsing what providers really send', () => {
  // What the provider sent, not the bundled snapshot: a first visitor waits only 2 s (wall clock) for live data
  // before the snapshot is served, and on a loaded machine the provider's answer came later than that.
  const live = () => app({ env: { PRICES_SNAPSHOT: 'false' } });
  it('Top 10 rows with null fields come through as null', async () => {
    fake.setMode('nulls', 'markets');
    const t = await live();
    const res = await get(t, '/api/cryptocurrencies');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as Array<Record<string, unknown>>;
    expect(rows[0]).toEqual({
      id: 'bitcoin',
      name: 'Bitcoin',
      symbol: 'btc',
      image: null,
      market_cap_rank: null,
      current_price: expect.any(Number),
      price_change_percentage_24h: null,
      market_cap: null,
      total_volume: null,
    });
  });

  it('trending: "$1,234,567" strings become numbers; missing data stays missing', async () => {
    const t = await live();
    const res = await get(t, '/api/cryptocurrencies/trending');
    expect(res.statusCode).toBe(200);
    const { coins } = res.json() as { coins: Array<{ item: Record<string, unknown> & { data?: Record<string, unknown> } }> };
    expect(coins.map((c) => c.item.id)).toEqual(['fake-pepper', 'fake-quartz', 'fake-rivet']);
    expect(coins[0]!.item.data).toMatchObject({
      market_cap: 1234567890,
      total_volume: 98765432,
      price_change_percentage_24h: { usd: 15.234 },
    });
    expect(coins[1]!.item.data).toEqual({
      price: 2.34,
      price_change_percentage_24h: { usd: -4.5 },
      market_cap: 45678901,
      total_volume: 3210987,
    });
    expect(coins[2]!.item).toEqual({
      id: 'fake-rivet',
      name: 'Rivet',
      symbol: 'RVT',
      thumb: 'https://coin-images.coingecko.com/coins/images/90003/thumb/rivet.png',
      market_cap_rank: null,
      price_btc: 0.00000003,
      score: 2,
    });
    expect(res.headers['cache-control']).toMatch(/^public, max-age=(299|300)$/);
  });

  it('trending with every field null or missing still answers', async () => {
    fake.setMode('nulls', 'trending');
    const t = await live();
    const { coins } = (await get(t, '/api/cryptocurrencies/trending')).json() as { coins: Array<{ item: Record<string, unknown> }> };
    expect(coins[0]!.item).toEqual({
      id: 'fake-nullcoin',
      name: 'Nullcoin',
      symbol: 'NUL',
      thumb: null,
      market_cap_rank: null,
      price_btc: null,
      score: 0,
    });
    expect(coins[1]!.item.data).toEqual({ price: null, price_change_percentage_24h: { usd: null }, market_cap: null, total_volume: null });
  });

  it('New on a free setup comes from CoinPaprika: newest first, priced coins only, no logo', async () => {
    const t = await live();
    const res = await get(t, '/api/cryptocurrencies/new');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-provider']).toBe('coinpaprika');
    const rows = res.json() as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.id)).toEqual(['ndx-nordex', 'oak-oakwood', 'eth-ethereum', 'btc-bitcoin']);
    expect(rows[0]).toMatchObject({ name: 'Nordex', symbol: 'NDX', image: null, market_cap_rank: 1543, price_change_percentage_24h: 8.75 });
    expect(rows[1]).toMatchObject({ market_cap_rank: null });
    expect(fake.calls.tickers).toBe(1);
    expect(fake.requests[0]!.path).toBe('/paprika/v1/tickers?quotes=USD');
  });

  it('a demo key travels in x-cg-demo-api-key; with a pro key New comes from /coins/list/new', async () => {
    fake.expectKey = { header: 'x-cg-demo-api-key', value: 'CG-demo-key-123' };
    const demoClock = manualClock();
    const demo = await app({ deps: { now: demoClock.now }, env: { COINGECKO_API_KEY: 'CG-demo-key-123' } });
    expect((await untilLive(demo, demoClock, '/api/cryptocurrencies')).res.statusCode).toBe(200);
    expect(fake.requests[0]!.headers['x-cg-demo-api-key']).toBe('CG-demo-key-123');
    expect(fake.requests[0]!.headers['x-cg-pro-api-key']).toBeUndefined();
    expect(fake.requests[0]!.path).not.toContain('CG-demo-key-123');

    fake.resetCounts();
    fake.expectKey = { header: 'x-cg-pro-api-key', value: 'CG-pro-key-456' };
    const clock = manualClock();
    const pro = await app({
      deps: { now: clock.now },
      env: { COINGECKO_PLAN: 'pro', COINGECKO_API_KEY: 'CG-pro-key-456', PRICES_NEW_SOURCE: 'coingecko' },
    });
    const { res, retries } = await untilLive(pro, clock, '/api/cryptocurrencies/new');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-provider']).toBe('coingecko');
    expect((res.json() as Array<{ id: string }>).map((r) => r.id)).toEqual(['fake-aurora-cash', 'fake-bluefin-dao', 'fake-copper-labs']);
    // one refresh asks for the new coins, then for their market rows (once more per refresh a slow machine repeated)
    expect(fake.requests.slice(-2).map((r) => r.endpoint)).toEqual(['newList', 'markets']);
    if (retries === 0) expect(fake.requests).toHaveLength(2);
    expect(fake.requests.every((r) => r.headers['x-cg-pro-api-key'] === 'CG-pro-key-456')).toBe(true);
  });
});

describe('HTTP details', () => {
  it('sends the cached bytes compressed once, honours If-None-Match, and keeps the security headers', async () => {
    const t = await app();
    const plain = await get(t, '/api/cryptocurrencies');
    const br = await get(t, '/api/cryptocurrencies', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get(t, '/api/cryptocurrencies', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const again = await get(t, '/api/cryptocurrencies', { 'if-none-match': plain.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // the same security headers as every other route (helmet's, taken once), without per-document nonces
    const site = await get(t, '/api/site-config');
    for (const h of [
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
    ]) {
      expect(plain.headers[h], h).toBe(site.headers[h]);
    }
    expect(plain.headers['content-security-policy']).toBe(String(site.headers['content-security-policy']).replace(/ 'nonce-[^']*'/g, ''));
    expect(plain.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(plain.headers['content-security-policy']).not.toContain('nonce-');
    expect(plain.headers['x-ratelimit-limit']).toBeDefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('documents the price routes in OpenAPI with examples and the freshness headers', async () => {
    const t = await app();
    const doc = (await get(t, '/openapi.json')).json() as {
      paths: Record<
        string,
        { get: { operationId: string; responses: Record<string, { headers?: object; content?: Record<string, { example?: unknown }> }> } }
      >;
    };
    for (const [path, op] of [
      ['/api/cryptocurrencies', 'listTopCryptocurrencies'],
      ['/api/cryptocurrencies/trending', 'listTrendingCryptocurrencies'],
      ['/api/cryptocurrencies/new', 'listNewCryptocurrencies'],
      ['/api/cryptocurrencies/sparklines', 'listCoinSparklines'],
    ] as const) {
      const get = doc.paths[path]!.get;
      expect(get.operationId).toBe(op);
      expect(Object.keys(get.responses['200']!.headers!)).toEqual(
        expect.arrayContaining(['cache-control', 'x-data-source', 'x-data-fetched-at', 'x-data-provider']),
      );
      expect(get.responses['200']!.content!['application/json']!.example).toBeTruthy();
      expect(get.responses['503']).toBeDefined();
    }
  });
});
