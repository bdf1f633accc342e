import { describe, expect, it } from 'vitest';
import { suggestRegion } from './suggest';

describe('suggestRegion', () => {
  it('takes the best source first: the proxy, the time zone, a browser language of the page, the page, any browser language', () => {
    const all = { proxy: 'DE', timeZone: 'Europe/Madrid', languages: ['en-US', 'pt-PT'], pageLanguage: 'pt' };
    expect(suggestRegion(all)).toEqual({ code: 'DE', source: 'proxy' });
    expect(suggestRegion({ ...all, proxy: 'XX' })).toEqual({ code: 'ES', source: 'timezone' });
    expect(suggestRegion({ ...all, proxy: null, timeZone: 'Etc/UTC' })).toEqual({ code: 'PT', source: 'language' });
    expect(suggestRegion({ ...all, proxy: null, timeZone: undefined, languages: ['en-US'] })).toEqual({ code: 'BR', source: 'language' });
    expect(suggestRegion({ languages: ['en-US'], pageLanguage: 'de' })).toEqual({ code: 'DE', source: 'language' });
    expect(suggestRegion({ languages: ['de-AT', 'de'], pageLanguage: 'de' })).toEqual({ code: 'AT', source: 'language' });
    expect(suggestRegion({ languages: ['en-US'], pageLanguage: 'en' })).toEqual({ code: 'US', source: 'language' });
    expect(suggestRegion({ languages: ['es-MX'], pageLanguage: 'en' })).toEqual({ code: 'MX', source: 'language' });
  });

  it('suggests nothing when nothing points anywhere (English names no country)', () => {
    expect(suggestRegion({ languages: ['en'], pageLanguage: 'en', timeZone: 'Etc/UTC' })).toBeNull();
    expect(suggestRegion({})).toBeNull();
  });
});
