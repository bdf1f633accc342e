import { describe, expect, it } from 'vitest';
import {
  alternatePaths,
  LOCALIZED_PATHS,
  localizePath,
  localizedSpelling,
  matchLocalizedRoute,
  pagePathIn,
  splitLanguage,
} from './localized.js';
import { ROUTE_MANIFEST } from './manifest.js';

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

  it('gives the legal notice its own word in each language, everywhere a URL is made', () => {
    expect(alternatePaths('/legal-notice').map((a) => a.path)).toEqual([
      '/legal-notice',
      '/es/aviso-legal',
      '/de/impressum',
      '/pt/aviso-legal',
    ]);
    expect(pagePathIn('de', '/legal-notice')).toBe('/impressum');
    expect(pagePathIn('de', '/exchanges')).toBe('/exchanges');
    // a query or anchor stays after the word
    expect(localizePath('de', '/legal-notice#contact')).toBe('/de/impressum#contact');
    expect(localizePath('es', '/exchanges?page=2')).toBe('/es/exchanges?page=2');
    expect(matchLocalizedRoute('/de/impressum')).toMatchObject({ lang: 'de', path: '/legal-notice', entry: { page: 'legal-notice' } });
    expect(matchLocalizedRoute('/pt/aviso-legal/')).toMatchObject({ lang: 'pt', path: '/legal-notice' });
    expect(matchLocalizedRoute('/legal-notice')).toMatchObject({ lang: 'en', path: '/legal-notice' });
    // another language's word is no page of this one (the server redirects it to the language's own)
    for (const path of ['/de/legal-notice', '/de/aviso-legal', '/es/impressum', '/es/legal-notice', '/impressum', '/aviso-legal'])
      expect(matchLocalizedRoute(path), path).toBeNull();
    expect(localizedSpelling('/de/legal-notice')).toBe('/de/impressum');
    expect(localizedSpelling('/es/impressum/')).toBe('/es/aviso-legal');
    expect(localizedSpelling('/exchanges')).toBeUndefined();
  });

  it('never lets a word of a language take the path of another page', () => {
    const paths = new Set(ROUTE_MANIFEST.map((e) => e.path));
    for (const [page, words] of LOCALIZED_PATHS) {
      expect(paths.has(page), page).toBe(true);
      for (const word of Object.values(words)) expect(paths.has(word!), word).toBe(false);
    }
  });
});
