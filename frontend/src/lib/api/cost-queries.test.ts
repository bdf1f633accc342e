import { describe, expect, it } from 'vitest';
import { costKeys, costQueryFromUrl, defaultCostQuery, forCountry } from './cost-queries';

const q = (search: string, lang: 'en' | 'es' | 'de' | 'pt' = 'en') => costQueryFromUrl(new URLSearchParams(search), lang);

describe('the live ranking query', () => {
  it('starts, before the visitor is known, from the country of the page language and its currency', () => {
    expect(defaultCostQuery('de')).toEqual({ asset: 'BTC', fiat: 'EUR', amount: 500, country: 'DE', method: 'bank_transfer' });
    expect(defaultCostQuery('es')).toEqual({ asset: 'BTC', fiat: 'EUR', amount: 500, country: 'ES', method: 'bank_transfer' });
    expect(defaultCostQuery('pt')).toEqual({ asset: 'BTC', fiat: 'BRL', amount: 500, country: 'BR', method: 'bank_transfer' });
    expect(defaultCostQuery('en')).toEqual({ asset: 'BTC', fiat: 'USD', amount: 500, country: 'US', method: 'bank_transfer' });
  });

  it('reads what the form submits, in any letter case', () => {
    expect(q('asset=eth&fiat=gbp&amount=1250.5&country=gb&method=card')).toEqual({
      asset: 'ETH',
      fiat: 'GBP',
      amount: 1250.5,
      country: 'GB',
      method: 'card',
    });
  });

  it('an empty country means any country; a named country brings its currency when the form names none', () => {
    expect(q('country=').country).toBeNull();
    expect(q('country=BR').fiat).toBe('BRL');
    expect(q('country=JP').fiat).toBe('USD');
  });

  it('falls back to the default for anything it does not quote or cannot read', () => {
    for (const search of [
      'asset=DOGE',
      'fiat=JPY',
      'amount=-5',
      'amount=abc',
      'amount=Infinity',
      'amount=1e309',
      'amount=2000000',
      'method=cash',
      'country=XX',
    ])
      expect(q(search, 'de'), search).toEqual({ ...defaultCostQuery('de'), ...(search === 'country=XX' ? { country: null } : {}) });
  });

  it('a visitor whose country we learn gets its currency where we quote it, else keeps the one asked', () => {
    expect(forCountry(defaultCostQuery('en'), 'DE')).toEqual({ ...defaultCostQuery('en'), country: 'DE', fiat: 'EUR' });
    expect(forCountry(defaultCostQuery('en'), 'JP')).toEqual({ ...defaultCostQuery('en'), country: 'JP' });
  });

  it('keys a query by every input, so two purchases never share an answer', () => {
    expect(costKeys.quote(defaultCostQuery('de'))).not.toEqual(costKeys.quote({ ...defaultCostQuery('de'), method: 'card' }));
    expect(costKeys.quote(defaultCostQuery('de'))[0]).toBe(costKeys.all[0]);
  });
});
