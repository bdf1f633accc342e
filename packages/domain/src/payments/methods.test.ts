import { describe, expect, it } from 'vitest';
import {
  EEA_COUNTRIES,
  LICENCE_STATUSES,
  LICENCE_TYPES,
  METHOD_TIMES,
  PAYMENT_METHODS,
  isActiveLicence,
  isEeaCountry,
  licenceCovers,
  methodsForFiat,
} from './methods.js';

describe('payment methods and licences', () => {
  it('holds the record vocabularies of the data contract', () => {
    expect(PAYMENT_METHODS).toEqual([
      'sepa',
      'sepa-instant',
      'pix',
      'ted',
      'ach',
      'wire',
      'faster-payments',
      'card',
      'apple-pay',
      'google-pay',
    ]);
    expect(METHOD_TIMES).toEqual(['instant', 'minutes', 'hours', 'same-day', '1-3-days', '3-5-days']);
    expect(LICENCE_STATUSES).toEqual(['authorised', 'registered', 'applied', 'withdrawn']);
    expect(LICENCE_TYPES).toContain('mica-casp');
    expect(LICENCE_TYPES.at(-1)).toBe('other');
  });

  it('names the methods that move a currency where it is used, an international wire and a card elsewhere', () => {
    expect(methodsForFiat('EUR')).toEqual(['sepa', 'sepa-instant', 'card']);
    expect(methodsForFiat('brl')).toEqual(['pix', 'ted', 'card']);
    expect(methodsForFiat('USD')).toEqual(['ach', 'wire', 'card']);
    expect(methodsForFiat('GBP')).toEqual(['faster-payments', 'card']);
    expect(methodsForFiat('CHF')).toEqual(['wire', 'card']);
  });

  it('knows the 30 EEA states: the EU 27, Iceland, Liechtenstein and Norway, not Switzerland or the UK', () => {
    expect(EEA_COUNTRIES).toHaveLength(30);
    expect(new Set(EEA_COUNTRIES).size).toBe(30);
    for (const c of ['DE', 'ES', 'PT', 'IS', 'LI', 'NO']) expect(isEeaCountry(c), c).toBe(true);
    for (const c of ['CH', 'GB', 'US', 'BR']) expect(isEeaCountry(c), c).toBe(false);
    expect(isEeaCountry('de')).toBe(true);
  });

  it('a licence covers the countries it lists, and every EEA state under "EEA"', () => {
    const eea = { covers: ['EEA'] };
    expect(licenceCovers(eea, 'DE')).toBe(true);
    expect(licenceCovers(eea, 'no')).toBe(true);
    expect(licenceCovers(eea, 'CH')).toBe(false);
    expect(licenceCovers(eea, 'GB')).toBe(false);
    const listed = { covers: ['US', 'GB'] };
    expect(licenceCovers(listed, 'gb')).toBe(true);
    expect(licenceCovers(listed, 'DE')).toBe(false);
    expect(licenceCovers({ covers: [] }, 'DE')).toBe(false);
  });

  it('only an authorised or registered licence is in force', () => {
    expect(LICENCE_STATUSES.filter((status) => isActiveLicence({ status }))).toEqual(['authorised', 'registered']);
  });
});
