import { describe, expect, it } from 'vitest';
import { rowsFromCoins, rowsFromTrending } from './rows';

describe('table rows', () => {
  it('maps top and new coins', () => {
    expect(
      rowsFromCoins([
        {
          id: 'bitcoin',
          name: 'Bitcoin',
          symbol: 'btc',
          image: 'https://coin-images.coingecko.com/coins/images/1/large/bitcoin.png',
          market_cap_rank: 1,
          current_price: 94731,
          price_change_percentage_24h: 0.9,
          market_cap: 1.88e12,
          total_volume: 2.96e10,
        },
      ]),
    ).toEqual([
      {
        id: 'bitcoin',
        name: 'Bitcoin',
        symbol: 'BTC',
        image: 'https://coin-images.coingecko.com/coins/images/1/large/bitcoin.png',
        rank: 1,
        price: 94731,
        priceBtc: null,
        change: 0.9,
        marketCap: 1.88e12,
        volume: 2.96e10,
      },
    ]);
  });

  it('maps trending items, keeping the BTC price for the fallback and nulls where data is missing', () => {
    const rows = rowsFromTrending({
      coins: [
        {
          item: {
            id: 'pepper',
            name: 'Pepper',
            symbol: 'pepr',
            thumb: null,
            market_cap_rank: 87,
            price_btc: 2.1e-7,
            score: 0,
            data: { price: 0.02, price_change_percentage_24h: { usd: 15.2 }, market_cap: 1234567890, total_volume: null },
          },
        },
        { item: { id: 'rivet', name: 'Rivet', symbol: 'RVT', thumb: null, market_cap_rank: null, price_btc: 3e-8, score: 1 } },
      ],
    });
    expect(rows[0]).toMatchObject({ symbol: 'PEPR', price: 0.02, priceBtc: 2.1e-7, change: 15.2, marketCap: 1234567890, volume: null });
    expect(rows[1]).toMatchObject({ price: null, priceBtc: 3e-8, change: null, marketCap: null, volume: null, rank: null });
  });
});
