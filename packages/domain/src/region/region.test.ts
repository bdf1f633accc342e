import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, parseCountryCode } from './region.js';
import { TIME_ZONE_COUNTRY, countryFromLanguages, countryFromTimeZone, resolveRegion } from './signals.js';

describe('parseCountryCode', () => {
  it.each([
    ['DE', 'DE'],
    ['de', 'DE'],
    [' us ', 'US'],
    ['BR', 'BR'],
    ['XX', null], // Cloudflare: unknown
    ['T1', null], // Cloudflare: Tor
    ['ZZ', null],
    ['DEU', null],
    ['', null],
    [undefined, null],
    [42, null],
  ])('%s gives %s', (v, expected) => {
    expect(parseCountryCode(v)).toBe(expected);
  });

  it('property: gives a listed code or null, never anything else', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (s) => {
        const c = parseCountryCode(s);
        if (c !== null) expect(COUNTRY_CODES).toContain(c);
      }),
    );
  });

  it('lists each code once (249 ISO 3166-1 entries)', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES.length).toBe(249);
  });
});

describe('browser fallbacks', () => {
  it('reads the country of a time zone', () => {
    expect(countryFromTimeZone('Europe/Berlin')).toBe('DE');
    expect(countryFromTimeZone('America/Sao_Paulo')).toBe('BR');
    expect(countryFromTimeZone('Etc/UTC')).toBeNull();
    expect(countryFromTimeZone(undefined)).toBeNull();
    for (const code of Object.values(TIME_ZONE_COUNTRY)) expect(COUNTRY_CODES).toContain(code);
  });

  it('reads the first language that names a region', () => {
    expect(countryFromLanguages(['pt-BR'])).toBe('BR');
    expect(countryFromLanguages(['en', 'es-MX'])).toBe('MX');
    expect(countryFromLanguages(['zh-Hant-TW'])).toBe('TW');
    expect(countryFromLanguages(['es-419', 'de'])).toBeNull();
    expect(countryFromLanguages([])).toBeNull();
  });
});

describe('resolveRegion', () => {
  it('prefers the visitor’s choice, then the proxy, then the time zone, then the language', () => {
    const all = { saved: 'PT', proxy: 'DE', timeZone: 'Europe/Madrid', languages: ['en-GB'] };
    expect(resolveRegion(all)).toEqual({ code: 'PT', source: 'visitor' });
    expect(resolveRegion({ ...all, saved: null })).toEqual({ code: 'DE', source: 'proxy' });
    expect(resolveRegion({ ...all, saved: 'junk', proxy: 'XX' })).toEqual({ code: 'ES', source: 'timezone' });
    expect(resolveRegion({ ...all, saved: null, proxy: null, timeZone: 'Etc/UTC' })).toEqual({ code: 'GB', source: 'language' });
    expect(resolveRegion({ languages: ['en'] })).toBeNull();
  });
});
