import { describe, expect, it } from 'vitest';
import { parseFiatRates } from './domain/fiat-rates.js';

describe('fiat rates from CoinGecko /exchange_rates', () => {
  it("turns bitcoin's price in each currency into US dollars per unit, keeping only well-formed fiat entries", () => {
    const rates = parseFiatRates({
      rates: {
        btc: { value: 1, type: 'crypto' },
        eth: { value: 50, type: 'crypto' },
        usd: { value: 100_000, type: 'fiat' },
        eur: { value: 80_000, type: 'fiat' },
        brl: { value: 500_000, type: 'fiat' },
        mxn: { value: null, type: 'fiat' },
        xau: { value: 0, type: 'commodity' },
        gbpx: { value: 70_000, type: 'fiat' },
      },
    });
    expect(rates).toEqual({ USD: 1, EUR: 1.25, BRL: 0.2 });
  });

  it('refuses an answer without a US dollar rate (nothing to convert from)', () => {
    expect(() => parseFiatRates({ rates: { eur: { value: 1, type: 'fiat' } } })).toThrow('no US dollar rate');
    expect(() => parseFiatRates({ data: [] })).toThrow('no rates object');
    expect(() => parseFiatRates(null)).toThrow();
  });
});
