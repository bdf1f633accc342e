import { describe, expect, it } from 'vitest';
import { costKeys, costMethods, costQueryFromUrl, defaultCostQuery, forCountry } from './cost-queries';

const q = (search: string, lang: 'en' | 'es' | 'de' | 'pt' = 'en') => costQueryFromUrl(new URLSearchParams(search), lang);

describe('the live ranking query', () => {
  it('starts from the currency of the page language and its first payment method, naming no country', () => {
    expect(defaultCostQuery('de')).toEqual({ asset: 'BTC', fiat: 'EUR', amount: 500, country: null, method: 'sepa' });
    expect(defaultCostQuery('es')).toEqual({ asset: 'BTC', fiat: 'EUR', amount: 500, country: null, method: 'sepa' });
    expect(defaultCostQuery('pt')).toEqual({ asset: 'BTC', fiat: 'BRL', amount: 500, country: null, method: 'pix' });
    expect(defaultCostQuery('en')).toEqual({ asset: 'BTC', fiat: 'USD', amount: 500, country: null, method: 'ach' });
  });

  it('reads what the form submits, in any letter case', () => {
    expect(q('asset=eth&fiat=gbp&amount=1250.5&country=gb&method=card')).toEqual({
      asset: 'ETH',
      fiat: 'GBP',
      amount: 1250.5,
      country: 'GB',
      method: 'card',
    });
    expect(q('fiat=EUR&method=SEPA-Instant').method).toBe('sepa-instant');
  });

  it("offers each currency's own ways to pay, and keeps a method only where the currency has it", () => {
    expect(costMethods('EUR')).toEqual(['sepa', 'sepa-instant', 'card']);
    expect(costMethods('BRL')).toEqual(['pix', 'ted', 'card']);
    expect(costMethods('USD')).toEqual(['ach', 'wire', 'card']);
    expect(costMethods('GBP')).toEqual(['faster-payments', 'card']);
    expect(q('fiat=BRL&method=pix').method).toBe('pix');
    // a form sent without JavaScript after a change of currency: that currency's first method
    expect(q('fiat=BRL&method=sepa').method).toBe('pix');
    expect(q('fiat=USD&method=bank_transfer').method).toBe('ach');
  });

  it('no country or an unknown one means none (never a guess); a named country brings its currency when the form names none', () => {
    expect(q('').country).toBeNull();
    expect(q('country=').country).toBeNull();
    expect(q('country=XX').country).toBeNull();
    expect(q('country=BR')).toMatchObject({ country: 'BR', fiat: 'BRL', method: 'pix' });
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
      'amount=0.5',
      'amount=0x10',
      'amount=5e-324',
      'amount=1.123456789',
      'method=cash',
      'country=XX',
    ])
      expect(q(search, 'de'), search).toEqual(defaultCostQuery('de'));
  });

  it("the visitor's country brings its currency where we quote it, and a method that currency has", () => {
    expect(forCountry(defaultCostQuery('en'), 'DE')).toEqual({ ...defaultCostQuery('en'), country: 'DE', fiat: 'EUR', method: 'sepa' });
    expect(forCountry({ ...defaultCostQuery('de'), method: 'card' }, 'BR')).toMatchObject({ fiat: 'BRL', method: 'card' });
    expect(forCountry(defaultCostQuery('en'), 'JP')).toEqual({ ...defaultCostQuery('en'), country: 'JP' });
  });

  it('keys a query by every input, so two purchases never share an answer', () => {
    expect(costKeys.quote(defaultCostQuery('de'))).not.toEqual(costKeys.quote({ ...defaultCostQuery('de'), method: 'card' }));
    expect(costKeys.quote(defaultCostQuery('de'))[0]).toBe(costKeys.all[0]);
  });
});
