import { Counter } from 'prom-client';
import { defineModule, type ModuleDeps } from '../../platform/module.js';
import { createMemoryRefreshCoordinator } from '../../platform/refresh/memory-refresh-coordinator.js';
import { createRedisRefreshCoordinator } from '../../platform/refresh/redis-refresh-coordinator.js';
import type { RefreshCoordinator } from '../../platform/refresh/refresh-coordinator.js';
import { createCcxtMarketSource } from './adapters/ccxt-market-source.js';
import { decodeBook, decodeListing, encodeStored } from './domain/stored.js';
import type { Book, Listing } from './domain/types.js';
import { registerMarketDataRoutes } from './http.js';
import { createMarketDataService, type MarketDataMetrics } from './service.js';

/** How long after the server starts listening the exchange classes are loaded (start-up work goes first). */
const PRELOAD_DELAY_MS = 2000;

function createMetrics(registry: ModuleDeps['metrics']): MarketDataMetrics {
  const upstream = new Counter({
    name: 'market_data_upstream_calls_total',
    help: 'Reads from exchanges (through ccxt) by exchange, call (listing, book) and outcome (ok, timeout, rate_limited, unavailable, exchange_error, malformed, network_error, unsupported)',
    labelNames: ['exchange', 'call', 'outcome'] as const,
    registers: [registry],
  });
  const served = new Counter({
    name: 'cost_to_buy_answers_total',
    help: 'Answers of /api/cost-to-buy: hit (a held answer reused), computed',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const hit = served.labels('hit');
  const computed = served.labels('computed');
  return {
    upstream: (exchange, call, outcome) => upstream.labels(exchange, call, outcome).inc(),
    served: (result) => (result === 'hit' ? hit : computed).inc(),
  };
}

/**
 * Live order books and the cost of a buy: a ccxt source (public data only; the configured exchanges'
 * classes loaded two seconds after the server listens, or by the first request), listings and books shared
 * across instances through the refresh coordinator, and GET /api/cost-to-buy. Nothing is read from any
 * exchange until the first request asks.
 */
export const marketDataModule = defineModule(
  'market-data',
  async (app, deps) => {
    const config = deps.config.marketData;
    const source = createCcxtMarketSource({ timeoutMs: config.timeoutMs, apiUrls: config.apiUrls, log: app.log });
    // A read is bounded by the time limit; the lease outlives it (and the class import before it) with room to spare.
    const leaseMs = 2 * config.timeoutMs + 5000;
    let listings: RefreshCoordinator<Listing>;
    let books: RefreshCoordinator<Book>;
    if (deps.cache.kind === 'redis') {
      listings = createRedisRefreshCoordinator<Listing>(deps.cache, {
        namespace: 'market:v1:listing',
        codec: { encode: encodeStored, decode: decodeListing },
        leaseMs,
        answerTtlMs: 2 * config.listingFreshMs,
      });
      books = createRedisRefreshCoordinator<Book>(deps.cache, {
        namespace: 'market:v1:book',
        codec: {
          encode: encodeStored,
          decode: (key, raw) => decodeBook(key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1), raw),
        },
        leaseMs,
        // a book past the age limit is never used: there is no point keeping it longer
        answerTtlMs: config.bookMaxAgeMs,
      });
    } else {
      listings = createMemoryRefreshCoordinator<Listing>();
      books = createMemoryRefreshCoordinator<Book>();
    }
    const service = createMarketDataService({ source, listings, books, config, metrics: createMetrics(deps.metrics), now: deps.now });
    // Once the server listens, load the configured exchanges' ccxt classes in the background (no request is
    // made): otherwise the first visitor's request pays for it (0.5-1 s of loading on a quiet machine).
    let preload: NodeJS.Timeout | undefined;
    app.addHook('onListen', async () => {
      preload = setTimeout(() => void source.preload(config.exchanges), PRELOAD_DELAY_MS).unref();
    });
    app.addHook('onClose', async () => {
      clearTimeout(preload);
      await service.close();
    });
    registerMarketDataRoutes(app, service, { config, partners: () => app.partners, now: deps.now });
  },
  { uses: ['content'] },
);
