import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ccxt from 'ccxt';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../paths.js';
import { classify, rebaseApiUrls } from './ccxt-market-source.js';

describe('partner records name ccxt ids ccxt has', () => {
  const dir = join(repoRoot, 'backend/content/partners/exchanges');
  const records = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { id: string; name: string; officialUrl: string; marketId?: string });

  it("every marketId is in the installed ccxt's own list, and ccxt names the same exchange", () => {
    const named = records.filter((r) => r.marketId);
    expect(named.length).toBeGreaterThanOrEqual(5);
    for (const r of named) {
      expect(ccxt.exchanges, `${r.id}: marketId ${r.marketId}`).toContain(r.marketId);
      const ex = new (ccxt as unknown as Record<string, new () => { name: string; urls: { www?: string } }>)[r.marketId!]!();
      // the same site (Gate and HTX kept their exchange under a newer domain than ccxt's or ours)
      const host = (u: string) => new URL(u).hostname.replace(/^www\./, '');
      const same = host(ex.urls.www!) === host(r.officialUrl) || ex.name.toLowerCase().startsWith(r.name.toLowerCase().split(' ')[0]!);
      expect(same, `${r.id} (${r.officialUrl}) vs ccxt ${r.marketId}: ${ex.name} ${ex.urls.www}`).toBe(true);
    }
  });

  it('the five the tests fake are named', () => {
    const byId = Object.fromEntries(records.map((r) => [r.id, r.marketId]));
    expect([byId.kraken, byId.binance, byId.coinbase, byId.bitstamp, byId.bitvavo]).toEqual([
      'kraken',
      'binance',
      'coinbase',
      'bitstamp',
      'bitvavo',
    ]);
  });
});

describe('rebaseApiUrls', () => {
  it("replaces the scheme and host of every address ccxt has, at any depth, keeping paths (and ccxt's {hostname} hosts)", () => {
    const api = {
      public: 'https://api.binance.com/api/v3',
      sapi: 'https://api.binance.com/sapi/v1',
      nested: { spot: ['https://api.{hostname}', 'https://api.{hostname}/v2'] },
      other: 42,
    };
    expect(rebaseApiUrls(api, 'http://127.0.0.1:9100/binance')).toEqual({
      public: 'http://127.0.0.1:9100/binance/api/v3',
      sapi: 'http://127.0.0.1:9100/binance/sapi/v1',
      nested: { spot: ['http://127.0.0.1:9100/binance', 'http://127.0.0.1:9100/binance/v2'] },
      other: 42,
    });
  });
});

describe('classify: our reading of ccxt errors', () => {
  it('names each failure kind in our words, with the HTTP status where ccxt gives it', () => {
    const cases: Array<[Error, string, string]> = [
      [
        new ccxt.RequestTimeout('kraken GET https://api.kraken.com/0/public/Depth request timed out (2500 ms)'),
        'timeout',
        'no answer within 2500 ms',
      ],
      [
        new ccxt.RateLimitExceeded('bitvavo GET http://x/v2/BTC-EUR/book 429 Too Many Requests {}'),
        'rate_limited',
        'the exchange refused: too many requests (HTTP 429)',
      ],
      [new ccxt.DDoSProtection('kraken {"error":["EAPI:Rate limit exceeded"]}'), 'rate_limited', 'the exchange refused: too many requests'],
      [
        new ccxt.ExchangeNotAvailable('binance GET http://x/api/v3/depth 503 Service Unavailable'),
        'unavailable',
        "the exchange's API is unavailable (HTTP 503)",
      ],
      [
        new ccxt.ExchangeError('bitstamp GET http://x/api/v2/order_book/btceur/ 500 Internal Server Error {}'),
        'unavailable',
        "the exchange's API is unavailable (HTTP 500)",
      ],
      [new ccxt.BadResponse('coinbase returned an unexpected answer'), 'malformed', "the exchange's answer could not be read"],
      [new TypeError("Cannot read properties of undefined (reading 'asks')"), 'malformed', "the exchange's answer could not be read"],
      [
        new ccxt.NetworkError('kraken GET https://api.kraken.com/0/public/Assets fetch failed'),
        'network_error',
        "the exchange's API could not be reached",
      ],
      [new ccxt.ExchangeError('kraken {"error":["EQuery:Unknown asset pair"]}'), 'exchange_error', 'the exchange answered with an error'],
    ];
    for (const [err, kind, message] of cases) {
      const c = classify(err, 2500);
      expect([c.kind, c.message], err.message).toEqual([kind, message]);
    }
  });
});
