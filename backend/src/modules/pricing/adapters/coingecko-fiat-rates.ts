import { parseFiatRates } from '../domain/fiat-rates.js';
import type { FiatRatesSource } from '../ports.js';
import { getJson } from './http-json.js';

/** CoinGecko's exchange rates (bitcoin's price in each currency), as US dollars per unit of each currency. */
export function createCoinGeckoFiatRates(opts: {
  coingecko: Readonly<{ plan: 'demo' | 'pro'; apiKey: string | undefined; baseUrl: string }>;
  timeoutMs: number;
  now: () => number;
}): FiatRatesSource {
  const headers: Record<string, string> = opts.coingecko.apiKey
    ? { [opts.coingecko.plan === 'pro' ? 'x-cg-pro-api-key' : 'x-cg-demo-api-key']: opts.coingecko.apiKey }
    : {};
  return {
    provider: 'coingecko',
    read: async () =>
      parseFiatRates(await getJson(`${opts.coingecko.baseUrl}/exchange_rates`, { headers, timeoutMs: opts.timeoutMs, now: opts.now })),
  };
}
