import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig: market data', () => {
  it('quotes the five exchanges the tests fake, four assets against four currencies, by default', () => {
    const { marketData } = loadConfig({});
    expect(marketData).toMatchObject({
      exchanges: ['kraken', 'binance', 'coinbase', 'bitstamp', 'bitvavo'],
      assets: ['BTC', 'ETH', 'SOL', 'USDT'],
      fiats: ['EUR', 'USD', 'GBP', 'BRL'],
      bookFreshMs: 30_000,
      bookMaxAgeMs: 300_000,
      timeoutMs: 2500,
      answerWaitMs: 2000,
      bookDepth: 100,
      apiUrls: {},
      rateLimit: { max: 60, windowMs: 60_000 },
    });
  });

  it('reads API base URLs per exchange (trailing slashes dropped) and lists without repeats', () => {
    const { marketData } = loadConfig({
      MARKET_DATA_EXCHANGES: 'kraken,bitvavo,kraken',
      MARKET_DATA_API_URLS: 'kraken=http://127.0.0.1:9100/kraken/,bitvavo=https://bitvavo.example',
    });
    expect(marketData.exchanges).toEqual(['kraken', 'bitvavo']);
    expect(marketData.apiUrls).toEqual({ kraken: 'http://127.0.0.1:9100/kraken', bitvavo: 'https://bitvavo.example' });
  });

  it('refuses a URL for an exchange not quoted, a max age below the window, and malformed lists', () => {
    expect(() => loadConfig({ MARKET_DATA_EXCHANGES: 'kraken', MARKET_DATA_API_URLS: 'binance=http://x' })).toThrow(
      'MARKET_DATA_API_URLS names binance, which MARKET_DATA_EXCHANGES does not list',
    );
    expect(() => loadConfig({ MARKET_DATA_BOOK_FRESH_MS: '60000', MARKET_DATA_BOOK_MAX_AGE_MS: '30000' })).toThrow(
      'MARKET_DATA_BOOK_MAX_AGE_MS must be at least MARKET_DATA_BOOK_FRESH_MS',
    );
    expect(() => loadConfig({ MARKET_DATA_EXCHANGES: 'Kraken' })).toThrow(ConfigError);
    expect(() => loadConfig({ MARKET_DATA_API_URLS: 'kraken=ftp://x' })).toThrow(/MARKET_DATA_API_URLS must match pattern/);
    expect(() => loadConfig({ MARKET_DATA_TIMEOUT_MS: '50' })).toThrow(/MARKET_DATA_TIMEOUT_MS must be >= 100/);
  });
});
