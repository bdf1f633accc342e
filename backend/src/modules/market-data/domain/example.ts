import type { CostToBuyAnswer } from './answer.js';

const BOOK = {
  kind: 'feed' as const,
  feed: "Kraken's public order book for BTC/EUR, read through ccxt 4.5.84",
  version: '4.5.84',
  fetchedAt: '2026-11-27T20:31:47.322Z',
};

/** The example answer of the API document (one run against the fake exchanges of the tests, shortened). */
export const COST_TO_BUY_EXAMPLE: CostToBuyAnswer = {
  query: { asset: 'BTC', fiat: 'EUR', amount: 500, country: 'DE', method: 'sepa' },
  generatedAt: '2026-11-27T20:31:48.419Z',
  orderType: 'market',
  library: { name: 'ccxt', version: '4.5.84' },
  ranked: [
    {
      rank: 1,
      exchange: { id: 'kraken', name: 'Kraken', marketId: 'kraken' },
      symbol: 'BTC/EUR',
      complete: false,
      availability: 'unknown',
      received: 0.005697461926,
      averagePrice: 87408.74,
      traded: 498.008,
      levelsUsed: 1,
      parts: {
        fee: {
          cost: 1.992,
          percent: 0.3984,
          ratePercent: 0.4,
          basis: 'exchange-listing',
          pages: ['https://www.kraken.com/en-us/features/fee-schedule'],
          provenance: {
            kind: 'feed',
            feed: "Kraken's spot market listing, read through ccxt 4.5.84",
            version: '4.5.84',
            fetchedAt: '2026-11-27T20:31:43.093Z',
            source: 'https://www.kraken.com/en-us/features/fee-schedule',
          },
        },
        spread: { cost: 0.0498, percent: 0.01, provenance: BOOK },
        slippage: { cost: 0, percent: 0, provenance: BOOK },
        deposit: { method: 'sepa', status: 'unknown', offered: false, cost: null, percent: null, minimum: null, provenance: null },
      },
      total: { cost: 2.0418, percent: 0.4084, excludes: ['deposit'] },
      book: {
        fetchedAt: '2026-11-27T20:31:47.322Z',
        exchangeTime: null,
        ageSeconds: 1,
        stale: false,
        levels: 50,
        bestAsk: 87408.74,
        bestBid: 87391.26,
        midPrice: 87400,
        provenance: BOOK,
      },
    },
  ],
  excluded: [
    {
      exchange: { id: 'coinbase', name: 'Coinbase', marketId: 'coinbase' },
      reason: 'upstream-failing',
      message: 'Coinbase: the exchange refused: too many requests (HTTP 429)',
      at: '2026-11-27T20:31:45.120Z',
      provenance: null,
    },
    {
      exchange: { id: 'bitstamp', name: 'Bitstamp', marketId: 'bitstamp' },
      reason: 'pending',
      message: 'Bitstamp has not answered within 2.5 s (its BTC/EUR order book is being read); ask again in a moment',
      at: null,
      provenance: null,
    },
  ],
};
