import { parseMarkets } from '../domain/parse-coingecko.js';
import type { PriceList } from '../domain/types.js';
import type { StoredList } from '../ports.js';
import markets from './coingecko-markets-2025-04-29.json' with { type: 'json' };

/**
 * The bundled, dated snapshot: CoinGecko's GET /coins/markets?vs_currency=usd&order=market_cap_desc&per_page=10
 * as it answered on 2025-04-29 (its fields as published, trimmed to the ones we use). It is shown only when
 * nothing fetched or stored exists yet (a first start offline), always labelled with its date. Trending and
 * New have no snapshot: an old trending or "new" list would be wrong rather than merely old.
 */
export function bundledSnapshots(): Partial<{ [L in PriceList]: StoredList<L> }> {
  const fetchedAt = Math.max(...markets.map((m) => Date.parse(m.last_updated)));
  return { top: { list: 'top', fetchedAt, provider: 'coingecko', data: parseMarkets(markets, { requirePrices: true }) } };
}
