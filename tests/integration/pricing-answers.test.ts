import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BEAR_MAX_CHANGE_PCT, BULL_MIN_CHANGE_PCT, TREND_MAX_AGE_MS } from '../../backend/src/modules/pricing/domain/market-trend.js';
import { BROKEN_ENTRIES, startFakeProvider, UNREACHABLE_BASE, type FakeProvider } from '../support/fake-coingecko.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const T0 = Date.parse('2026-11-22T10:00:00Z');

let fake: FakeProvider;
const apps: TestApp[] = [];

/** The app with its warn lines captured (pino JSON), and a clock the test moves by hand. */
async function app(env: Record<string, string> = {}) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  let t = T0;
  const clock = { now: () => t, advance: (ms: number) => (t += ms) };
  const test = await createTestApp({ env: { ...fake.env, ...env }, deps: { now: clock.now, logger: { level: 'warn', stream } } });
  apps.push(test);
  const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });
  const warnings = (msg: string) => lines.filter((l) => l.msg === msg);
  return { get, clock, warnings };
}

beforeAll(async () => {
  fake = await startFakeProvider();
});
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
  fake.setMode('ok');
  fake.resetCounts();
});
afterAll(async () => {
  await fake.close();
});

const LEFT_OUT = 'prices: left out provider entries we could not read';

describe('a provider answer with broken entries keeps its good ones', () => {
  it('New from CoinPaprika: tickers without a USD quote are left out and counted, the rest answer', async () => {
    const ok = await app();
    const expected = (await ok.get('/api/cryptocurrencies/new')).json() as Array<{ id: string }>;
    fake.setMode('mixed', 'tickers');
    const t = await app();
    const res = await t.get('/api/cryptocurrencies/new');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-data-source']).toBe('live');
    expect((res.json() as Array<{ id: string }>).map((r) => r.id)).toEqual(expected.map((r) => r.id));
    const metrics = (await t.get('/metrics')).body;
    expect(metrics).toContain(`prices_dropped_entries_total{list="new",provider="coinpaprika"} ${BROKEN_ENTRIES.tickers.length}`);
    expect(t.warnings(LEFT_OUT)).toEqual([
      expect.objectContaining({
        list: 'new',
        provider: 'coinpaprika',
        dropped: BROKEN_ENTRIES.tickers.length,
        firstProblem: 'ticker nq-noquote has no USD quote',
      }),
    ]);
  });

  it('Top 10 and Trending from CoinGecko: the same, one warning per answer', async () => {
    fake.setMode('mixed', 'markets');
    fake.setMode('mixed', 'trending');
    const t = await app();
    const top = await t.get('/api/cryptocurrencies');
    expect(top.statusCode).toBe(200);
    const ids = (top.json() as Array<{ id: string }>).map((r) => r.id);
    expect(ids).toHaveLength(10);
    for (const broken of BROKEN_ENTRIES.markets) expect(ids).not.toContain(broken.id);
    const trending = await t.get('/api/cryptocurrencies/trending');
    expect(trending.statusCode).toBe(200);
    expect((trending.json() as { coins: Array<{ item: { id: string } }> }).coins.map((c) => c.item.id)).toEqual([
      'fake-pepper',
      'fake-quartz',
      'fake-rivet',
    ]);

    const metrics = (await t.get('/metrics')).body;
    expect(metrics).toContain(`prices_dropped_entries_total{list="top",provider="coingecko"} ${BROKEN_ENTRIES.markets.length}`);
    expect(metrics).toContain(`prices_dropped_entries_total{list="trending",provider="coingecko"} ${BROKEN_ENTRIES.trending.length}`);
    expect(t.warnings(LEFT_OUT).map((l) => [l.list, l.dropped])).toEqual([
      ['top', BROKEN_ENTRIES.markets.length],
      ['trending', BROKEN_ENTRIES.trending.length],
    ]);
  });

  it.each(['markets', 'tickers'] as const)(
    'a %s answer that is mostly broken is refused: the last good list stays, marked stale',
    async (endpoint) => {
      const t = await app({ PRICES_TOP_SOURCE: endpoint === 'markets' ? 'coingecko' : 'coinpaprika' });
      const good = await t.get('/api/cryptocurrencies');
      expect(good.statusCode).toBe(200);
      fake.setMode('mostly_broken', endpoint);
      t.clock.advance(61_000);
      const stale = await t.get('/api/cryptocurrencies');
      expect(stale.headers['x-data-source']).toBe('stale');
      expect(stale.body).toBe(good.body);
      await expect
        .poll(async () => (await t.get('/metrics')).body)
        .toContain('prices_upstream_calls_total{list="top",outcome="malformed"} 1');
      expect(t.warnings(LEFT_OUT)).toEqual([]);
      expect(t.warnings('prices: provider call failed; serving the last good value')).toEqual([
        expect.objectContaining({
          list: 'top',
          failure: 'malformed',
          reason: expect.stringMatching(/^malformed provider answer: only 1 of \d+ .* are readable/),
        }),
      ]);
    },
  );
});

describe('GET /api/market', () => {
  const market = (t: Awaited<ReturnType<typeof app>>) => t.get('/api/market');

  it('reads the trend from BTC in the cached Top 10, with no provider call of its own', async () => {
    const t = await app();
    const before = await market(t);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ trend: 'stable', reason: 'no_data', btcChange24h: null, fetchedAt: null, source: null });
    expect(before.headers['cache-control']).toBe('no-cache');
    expect(before.headers['x-data-source']).toBeUndefined();
    expect(fake.totalCalls()).toBe(0);

    const top = await t.get('/api/cryptocurrencies');
    const btc = (top.json() as Array<{ symbol: string; price_change_percentage_24h: number }>).find((c) => c.symbol === 'btc')!;
    const expectedTrend =
      btc.price_change_percentage_24h >= BULL_MIN_CHANGE_PCT
        ? 'bull'
        : btc.price_change_percentage_24h <= BEAR_MAX_CHANGE_PCT
          ? 'bear'
          : 'stable';
    const res = await market(t);
    expect(res.json()).toEqual({
      trend: expectedTrend,
      reason: 'btc_change',
      btcChange24h: btc.price_change_percentage_24h,
      fetchedAt: top.headers['x-data-fetched-at'],
      source: 'live',
    });
    expect(res.headers['x-data-source']).toBe('live');
    expect(res.headers['x-data-fetched-at']).toBe(top.headers['x-data-fetched-at']);
    expect(res.headers['x-data-provider']).toBe('coingecko');
    expect(res.headers['cache-control']).toBe(top.headers['cache-control']);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await t.get('/api/market', { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(fake.calls.markets).toBe(1);

    // stale: still the trend, marked stale, and reading it does not refresh the list
    t.clock.advance(61_000);
    const stale = await market(t);
    expect(stale.json()).toMatchObject({ trend: expectedTrend, source: 'stale' });
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect(stale.headers.etag).not.toBe(res.headers.etag);
    // too old to tell today's trend
    t.clock.advance(TREND_MAX_AGE_MS);
    expect((await market(t)).json()).toMatchObject({ trend: 'stable', reason: 'too_old', source: 'stale' });
    expect(fake.calls.markets).toBe(1);
  });

  it('with only the bundled snapshot: stable, because a dated list says nothing about today', async () => {
    const t = await app({ COINGECKO_BASE_URL: UNREACHABLE_BASE });
    expect((await t.get('/api/cryptocurrencies')).headers['x-data-source']).toBe('snapshot');
    const res = await market(t);
    expect(res.json()).toMatchObject({ trend: 'stable', reason: 'snapshot', source: 'snapshot', fetchedAt: '2025-04-29T03:41:09.701Z' });
    expect(res.headers['cache-control']).toBe('no-cache');
    // the log says why, with the cause fetch wraps in 'fetch failed' (port 9 is on fetch's list of blocked ports)
    await expect
      .poll(() => t.warnings('prices: provider call failed; serving the last good value').map((l) => [l.list, l.failure, l.reason]))
      .toEqual([['top', 'network_error', `cannot reach ${new URL(UNREACHABLE_BASE).host} (bad port)`]]);
  });

  it('is documented in OpenAPI', async () => {
    const t = await app();
    const doc = (await t.get('/openapi.json')).json() as {
      paths: Record<string, { get: { operationId: string; tags: string[]; summary: string; responses: Record<string, unknown> } }>;
    };
    const op = doc.paths['/api/market']!.get;
    expect(op.operationId).toBe('getMarketTrend');
    expect(op.tags).toEqual(['Prices']);
    expect(op.summary).toBeTruthy();
    expect(Object.keys(op.responses).sort()).toEqual(['200', '304', '429']);
  });
});
