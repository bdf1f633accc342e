/**
 * The lists we fetch from a provider: the three the home page shows, and `sparklines` (the largest coins
 * with their 7-day price line, which the watchlist reads).
 */
export const PRICE_LISTS = ['top', 'trending', 'new', 'sparklines'] as const;
export type PriceList = (typeof PRICE_LISTS)[number];

/**
 * Every price provider we have an adapter for. This list is the one place a provider's name is written
 * down: stored answers, response headers, the OpenAPI document and the client's source labels all take their names from it.
 */
export const PROVIDER_NAMES = ['coingecko', 'coinpaprika'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];
export const isProviderName = (v: unknown): v is ProviderName => (PROVIDER_NAMES as readonly unknown[]).includes(v);

/** How each provider writes its own name, for the source line under a price list (a new provider without one is a type error). */
export const PROVIDER_LABELS: Readonly<Record<ProviderName, string>> = { coingecko: 'CoinGecko', coinpaprika: 'CoinPaprika' };
