import { Counter } from 'prom-client';
import { defineModule, type ModuleDeps } from '../../platform/module.js';
import { createKnexLastGoodStore } from './adapters/knex-last-good-store.js';
import { createMemoryRefreshCoordinator } from './adapters/memory-refresh-coordinator.js';
import { PROVIDER_FACTORIES } from './adapters/providers.js';
import { createRedisRefreshCoordinator } from './adapters/redis-refresh-coordinator.js';
import { leaseMsFor } from './domain/policy.js';
import { PRICE_LISTS, type PriceList, type ProviderName } from './domain/types.js';
import { createCoinGeckoFiatRates } from './adapters/coingecko-fiat-rates.js';
import { createFiatRates, registerFiatRatesRoute } from './fiat-rates.js';
import { registerPricingRoutes } from './http.js';
import type { PriceProvider } from './ports.js';
import { createPricingService, type PricingMetrics, type ServeResult } from './service.js';
import { bundledSnapshots } from './snapshot/snapshot.js';

const OUTCOMES = ['ok', 'timeout', 'rate_limited', 'http_error', 'malformed', 'network_error', 'unsupported'] as const;
const RESULTS: ServeResult[] = ['hit', 'miss', 'stale', 'snapshot', 'unavailable'];

function createMetrics(registry: ModuleDeps['metrics']): PricingMetrics {
  const upstream = new Counter({
    name: 'prices_upstream_calls_total',
    help: 'Calls to price providers by list and outcome (ok, timeout, rate_limited, http_error, malformed, network_error)',
    labelNames: ['list', 'outcome'] as const,
    registers: [registry],
  });
  // Every cache hit counts here, so answers are counted in plain numbers and handed to prom-client only
  // when /metrics is read (a prom-client label child still hashes and checks its labels on every inc).
  const servedCounts = Object.fromEntries(PRICE_LISTS.map((l) => [l, Object.fromEntries(RESULTS.map((r) => [r, 0]))])) as Record<
    PriceList,
    Record<ServeResult, number>
  >;
  new Counter({
    name: 'prices_served_total',
    help: 'Price list answers by how they were served: hit (fresh copy), miss (waited for the provider), stale, snapshot, unavailable (503)',
    labelNames: ['list', 'result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const list of PRICE_LISTS) {
        for (const result of RESULTS) if (servedCounts[list][result] > 0) this.inc({ list, result }, servedCounts[list][result]);
      }
    },
  });
  const dropped = new Counter({
    name: 'prices_dropped_entries_total',
    help: 'Entries of accepted provider answers that were left out because they could not be read, by list and provider',
    labelNames: ['list', 'provider'] as const,
    registers: [registry],
  });
  const up = new Map(PRICE_LISTS.flatMap((l) => OUTCOMES.map((o) => [`${l}:${o}`, upstream.labels(l, o)] as const)));
  return {
    upstream: (list, outcome) => up.get(`${list}:${outcome}`)?.inc(),
    served: (list, result) => void servedCounts[list][result]++,
    dropped: (list, provider, count) => dropped.labels(list, provider).inc(count),
  };
}

/** Live prices: providers chosen per list in config -> cached service -> GET /api/cryptocurrencies[/trending|/new], /api/market. */
export const pricingModule = defineModule('pricing', async (app, deps) => {
  const { prices } = deps.config;
  const now = deps.now;
  // Only the providers some list uses are built.
  const built = new Map<ProviderName, PriceProvider>();
  const providerFor = (name: ProviderName) => built.get(name) ?? built.set(name, PROVIDER_FACTORIES[name](prices, now)).get(name)!;
  const providers = Object.fromEntries(PRICE_LISTS.map((l) => [l, providerFor(prices.sources[l])])) as Record<PriceList, PriceProvider>;
  // With Redis every instance shares one refresh per list; without it this process is alone.
  const coordinator =
    deps.cache.kind === 'redis'
      ? createRedisRefreshCoordinator(deps.cache, { leaseMs: leaseMsFor(prices.upstreamTimeoutMs) })
      : createMemoryRefreshCoordinator();
  const service = createPricingService({
    providers,
    coordinator,
    store: createKnexLastGoodStore(deps.db),
    freshMs: prices.freshMs,
    snapshots: prices.snapshot ? bundledSnapshots() : {},
    metrics: createMetrics(deps.metrics),
    log: app.log,
    now,
  });
  app.addHook('onClose', async () => service.close());
  registerPricingRoutes(app, service, { now });
  // fiat rates for the fee calculator (GET /api/fiat-rates), from CoinGecko whatever provider the lists use
  registerFiatRatesRoute(
    app,
    createFiatRates({
      source: createCoinGeckoFiatRates({ coingecko: prices.coingecko, timeoutMs: prices.upstreamTimeoutMs, now }),
      cache: deps.cache,
      now,
      log: app.log,
    }),
  );
});
