import type { paths } from '@/lib/api/schema';

type PricePath = '/api/cryptocurrencies' | '/api/cryptocurrencies/trending' | '/api/cryptocurrencies/new';
type Json<P extends PricePath> = paths[P]['get']['responses'][200]['content']['application/json'];
export type CoinList = Json<'/api/cryptocurrencies'>;
export type TrendingList = Json<'/api/cryptocurrencies/trending'>;

export type PriceListId = 'top' | 'trending' | 'new';

/** One table row, whatever list it came from. */
export type PriceRow = {
  id: string;
  name: string;
  symbol: string;
  image: string | null;
  rank: number | null;
  /** USD price; when missing (trending), priceBtc is shown instead */
  price: number | null;
  priceBtc: number | null;
  change: number | null;
  marketCap: number | null;
  volume: number | null;
};

export function rowsFromCoins(coins: CoinList): PriceRow[] {
  return coins.map((c) => ({
    id: c.id,
    name: c.name,
    symbol: c.symbol.toUpperCase(),
    image: c.image,
    rank: c.market_cap_rank,
    price: c.current_price,
    priceBtc: null,
    change: c.price_change_percentage_24h,
    marketCap: c.market_cap,
    volume: c.total_volume,
  }));
}

export function rowsFromTrending(res: TrendingList): PriceRow[] {
  return res.coins.map(({ item }) => ({
    id: item.id,
    name: item.name,
    symbol: item.symbol.toUpperCase(),
    image: item.thumb,
    rank: item.market_cap_rank,
    price: item.data?.price ?? null,
    priceBtc: item.price_btc,
    change: item.data?.price_change_percentage_24h.usd ?? null,
    marketCap: item.data?.market_cap ?? null,
    volume: item.data?.total_volume ?? null,
  }));
}
