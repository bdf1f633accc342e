import { describe, expect, it } from 'vitest';
import { alternatePaths, localizePath, matchLocalizedRoute, splitLanguage } from './localized.js';

describe('language in the URL', () => {
  it('puts English at the root and the others under their prefix', () => {
    expect(localizePath('en', '/exchanges')).toBe('/exchanges');
    expect(localizePath('es', '/exchanges')).toBe('/es/exchanges');
    expect(localizePath('de', '/')).toBe('/de');
    expect(alternatePaths('/blog/x').map((a) => a.path)).toEqual(['/blog/x', '/es/blog/x', '/de/blog/x', '/pt/blog/x']);
  });

  it('reads the language from the first segment only when it is a whole language segment', () => {
    expect(splitLanguage('/es/exchanges')).toEqual({ lang: 'es', path: '/exchanges' });
    expect(splitLanguage('/pt')).toEqual({ lang: 'pt', path: '/' });
    expect(splitLanguage('/de/')).toEqual({ lang: 'de', path: '/' });
    expect(splitLanguage('/escrow')).toEqual({ lang: 'en', path: '/escrow' });
    expect(splitLanguage('/en/exchanges')).toEqual({ lang: 'en', path: '/en/exchanges' });
  });

  it('matches prefixed public pages and keeps admin pages unprefixed', () => {
    expect(matchLocalizedRoute('/de/blog/hello')).toMatchObject({ lang: 'de', id: 'hello', entry: { page: 'blog-post' } });
    expect(matchLocalizedRoute('/es/admin')).toBeNull();
    expect(matchLocalizedRoute('/admin')).toMatchObject({ lang: 'en', entry: { page: 'admin' } });
    expect(matchLocalizedRoute('/en/exchanges')).toBeNull();
    expect(matchLocalizedRoute('/pt/exchanges/')).toMatchObject({ lang: 'pt', path: '/exchanges' });
  });
});
