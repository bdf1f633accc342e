import { parseMarkets } from '../domain/parse-coingecko.js';
import type { PriceList } from '../domain/types.js';
import type { StoredList } from '../ports.js';
import markets from './coingecko-markets-2025-04-29.json' with { type: 'json' };

/**
 * The bundled, dated snapshot: CoinGecko's GET /coins/markets?vs_currency=usd&order=market_cap_desc&per_page=10
 * as it answered on 2025-04-29 (its fields as published, trimmed to the ones we use). It is shown only when
 * nothing fetched or stored exists yet (a first start offline), always labelled with its date. Trending and
 * New have no snapshot: an old trending or "new" list would be wrong rather than merely old.
 * Logos are left out: a machine that cannot reach the price API cannot reach its image host either, so the
 * table shows each coin's letter instead of broken images. The watchlist's list gets the same rows without
 * their 7-day lines.
 */
export function bundledSnapshots(): Partial<{ [L in PriceList]: StoredList<L> }> {
  const fetchedAt = Math.max(...markets.map((m) => Date.parse(m.last_updated)));
  const data = parseMarkets(markets, { requirePrices: true }).data.map((coin) => ({ ...coin, image: null }));
  // The watchlist's list: the same rows without 7-day lines (the snapshot has none, and a line is never made up).
  const sparklines = data.map((coin) => ({ ...coin, sparkline_7d: null, price_change_percentage_7d: null }));
  return {
    top: { list: 'top', fetchedAt, provider: 'coingecko', data },
    sparklines: { list: 'sparklines', fetchedAt, provider: 'coingecko', data: sparklines },
  };
}
