import type { Config } from '../../../config.js';
import type { ProviderName } from '../domain/types.js';
import type { PriceProvider } from '../ports.js';
import { createCoinGeckoProvider } from './coingecko-provider.js';
import { createCoinPaprikaProvider } from './coinpaprika-provider.js';

type PricesConfig = Config['prices'];

/**
 * How each provider named in PROVIDER_NAMES is built from its config. A new provider adds its adapter,
 * its name and its line here (the type demands one line per name), and its settings in config.
 */
export const PROVIDER_FACTORIES: { [N in ProviderName]: (prices: PricesConfig, now: () => number) => PriceProvider } = {
  coingecko: (prices, now) => createCoinGeckoProvider({ ...prices.coingecko, timeoutMs: prices.upstreamTimeoutMs, now }),
  coinpaprika: (prices, now) => createCoinPaprikaProvider({ ...prices.coinpaprika, timeoutMs: prices.upstreamTimeoutMs, now }),
};
