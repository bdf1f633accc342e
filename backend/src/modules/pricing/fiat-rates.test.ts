import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCache } from '../../platform/cache/memory-cache.js';
import { createCoinGeckoFiatRates } from './adapters/coingecko-fiat-rates.js';
import { createFiatRates, FIAT_RATES_FRESH_MS, FIAT_RATES_MAX_AGE_MS } from './fiat-rates.js';

/** A local server answering like CoinGecko's /exchange_rates, or failing when told to. */
let server: Server;
let baseUrl = '';
let calls = 0;
let failing = false;
beforeAll(async () => {
  server = createServer((req, res) => {
    calls += 1;
    if (failing || req.url !== '/exchange_rates') return void res.writeHead(500).end();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ rates: { usd: { value: 100_000, type: 'fiat' }, eur: { value: 80_000, type: 'fiat' } } }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const quiet = { warn: () => {} } as never;

/** The service on the fake provider, an in-process cache and the test's clock. */
const fiatRatesAt = (now: () => number) =>
  createFiatRates({
    source: createCoinGeckoFiatRates({ coingecko: { plan: 'demo', apiKey: undefined, baseUrl }, timeoutMs: 2000, now }),
    cache: createMemoryCache(now),
    now,
    log: quiet,
  });

describe('fiat rates service', () => {
  it('reads the provider at most once while fresh, keeps the last good rates through a failure for a day, then knows none', async () => {
    let t = Date.parse('2026-11-27T12:00:00Z');
    const now = () => t;
    calls = 0;
    failing = false;
    const rates = fiatRatesAt(now);

    const first = await rates.get();
    expect(first).toEqual({ fetchedAt: '2026-11-27T12:00:00.000Z', provider: 'coingecko', usdPer: { USD: 1, EUR: 1.25 } });
    // concurrent and later requests while fresh: no new call
    await Promise.all([rates.get(), rates.get()]);
    t += FIAT_RATES_FRESH_MS - 1;
    expect(await rates.get()).toEqual(first);
    expect(calls).toBe(1);

    // stale and the provider fails: the last good rates, with their own time
    failing = true;
    t += 2;
    expect(await rates.get()).toEqual(first);
    expect(calls).toBe(2);
    // past a day: unknown, never a guess
    t = Date.parse(first.fetchedAt!) + FIAT_RATES_MAX_AGE_MS + 120_000;
    expect(await rates.get()).toEqual({ fetchedAt: null, provider: null, usdPer: {} });

    // the provider is back: fresh rates again
    failing = false;
    t += 120_000;
    expect((await rates.get()).usdPer).toEqual({ USD: 1, EUR: 1.25 });
  });

  it('leaves a failing provider alone for 1 min, then 2, doubling per failure in a row, and starts over after a success', async () => {
    let t = Date.parse('2026-11-27T12:00:00Z');
    const now = () => t;
    calls = 0;
    failing = true;
    const rates = fiatRatesAt(now);
    const callsAfter = async (ms: number) => {
      t += ms;
      await rates.get();
      return calls;
    };
    expect(await callsAfter(0)).toBe(1);
    expect(await callsAfter(59_999)).toBe(1);
    expect(await callsAfter(1)).toBe(2);
    expect(await callsAfter(119_999)).toBe(2);
    expect(await callsAfter(1)).toBe(3);
    // the provider is back once the 4 min pass; the next failure waits 1 min again
    failing = false;
    expect(await callsAfter(240_000)).toBe(4);
    failing = true;
    expect(await callsAfter(FIAT_RATES_FRESH_MS)).toBe(5);
    expect(await callsAfter(59_999)).toBe(5);
    expect(await callsAfter(1)).toBe(6);
  });
});
