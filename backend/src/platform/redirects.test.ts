import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalPagePath, pageRedirectPath, resolverRedirectPath, sameSiteLocation, withQuery } from './redirects.js';

const SITE = 'http://site.test';
/** Where a browser goes with this Location, from a page of the site. */
const resolved = (location: string) => new URL(location, `${SITE}/some/page`);

describe('sameSiteLocation', () => {
  it.each([
    ['//evil.com', '/evil.com'],
    ['//evil.com?a=1', '/evil.com?a=1'],
    ['///evil.com', '/evil.com'],
    ['/\\evil.com', '/evil.com'],
    ['\\\\evil.com', '/evil.com'],
    ['/\\/\\evil.com/x', '/evil.com/x'],
    ['/\t/evil.com', '/%09/evil.com'],
    ['/\n/evil.com', '/%0A/evil.com'],
    ['/ /evil.com', '/%20/evil.com'],
    ['evil.com', '/evil.com'],
    ['https://evil.com/', '/https://evil.com/'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['/%5Cevil.com', '/%5Cevil.com'],
    ['', '/'],
    ['/', '/'],
    ['/exchanges?sort=fees', '/exchanges?sort=fees'],
    ['/es/blog/caf\u00e9', '/es/blog/caf%C3%A9'],
    ['/a\ud800b', '/a%EF%BF%BDb'],
  ])('%j -> %j', (target, location) => {
    expect(sameSiteLocation(target)).toBe(location);
    expect(resolved(location).origin).toBe(SITE);
  });

  it('always answers a header-safe path that resolves to this site (any text, 5,000 runs)', () => {
    const hostile = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({
        unit: fc.constantFrom('/', '\\', '\t', '\n', '\r', ' ', '%', '2', 'F', '5', 'C', '.', ':', '@', '?', '#', 'e', 'v', 'l'),
      }),
    );
    fc.assert(
      fc.property(hostile, (target) => {
        const location = sameSiteLocation(target);
        return /^\/(?![/\\])[\x21-\x7e]*$/.test(location) && resolved(location).origin === SITE;
      }),
      { numRuns: 5_000 },
    );
    // a guard against a hang, not a speed check: 5,000 runs take several seconds on a busy 2-core machine
  }, 120_000);
});

describe('canonicalPagePath', () => {
  it.each([
    ['/About', '/about'],
    ['/ABOUT', '/about'],
    ['/%61bout', '/about'],
    ['/%41BOUT', '/about'],
    ['/es/PRIVACY', '/es/privacy'],
    ['/ES/privacy', '/es/privacy'],
    ['/De/Terms', '/de/terms'],
    ['/pt/%63ookies', '/pt/cookies'],
    ['/Exchanges', '/exchanges'],
    ['/Wallets/Hardware', '/wallets/hardware'],
    ['/ADMIN', '/admin'],
    // a record's id keeps its spelling; its resolver decides whether it exists
    ['/BLOG/My-Post', '/blog/My-Post'],
    ['/es/Compare/Exchanges/a-vs-b', '/es/compare/exchanges/a-vs-b'],
    // the legal notice is a word of each language: another language's word goes to the language's own
    ['/de/legal-notice', '/de/impressum'],
    ['/DE/Impressum', '/de/impressum'],
    ['/es/impressum', '/es/aviso-legal'],
    ['/pt/legal-notice', '/pt/aviso-legal'],
    ['/impressum', '/legal-notice'],
    ['/aviso-legal', '/legal-notice'],
  ])('%s -> %s', (path, canonical) => {
    expect(canonicalPagePath(path)).toBe(canonical);
  });

  it.each([
    ['/about'],
    ['/es/privacy'],
    ['/blog/My-Post'],
    ['/nope'],
    ['/Nope'],
    // an escaped slash is not a slash (RFC 3986): no page
    ['/es%2Fprivacy'],
    // admin pages are English only
    ['/ES/admin'],
    ['//evil.com'],
    ['/legal-notice'],
    ['/de/impressum'],
    ['/es/aviso-legal'],
  ])('%s: no other spelling of a page', (path) => {
    expect(canonicalPagePath(path)).toBeUndefined();
  });
});

describe('pageRedirectPath', () => {
  it.each([
    ['/exchanges/', '/exchanges'],
    ['/About/', '/about'],
    ['/nope/', '/nope'],
    ['//evil.com/', '/evil.com'],
    ['//evil.com', '/evil.com'],
    ['/\\evil.com', '/evil.com'],
    ['//..%2F..%2Fetc%2Fpasswd', '/..%2F..%2Fetc%2Fpasswd'],
    ['///About', '/about'],
    ['/es/', '/es'],
    ['/de/impressum/', '/de/impressum'],
    ['/de/legal-notice', '/de/impressum'],
  ])('%s -> %s', (path, target) => {
    expect(pageRedirectPath(path)).toBe(target);
  });

  it.each([['/'], ['/exchanges'], ['/es'], ['/nope'], ['/blog/Some-Post'], ['/de/impressum'], ['/pt/aviso-legal']])(
    '%s is answered where it is',
    (path) => {
      expect(pageRedirectPath(path)).toBeUndefined();
    },
  );
});

describe("a resolver's redirect", () => {
  it('leads a renamed record to its new id, and a role of a provider to its section of the provider’s page, in the language', () => {
    expect(resolverRedirectPath('de', '/blog/:id', { redirect: 'new slug' })).toBe('/de/blog/new%20slug');
    expect(resolverRedirectPath('en', '/apps/:id', { movedTo: '/exchanges/binance#app' })).toBe('/exchanges/binance#app');
    expect(resolverRedirectPath('pt', '/apps/:id', { movedTo: '/exchanges/binance#app' })).toBe('/pt/exchanges/binance#app');
    expect(resolverRedirectPath('es', '/tools/:id', { movedTo: '/apps/coingecko' })).toBe('/es/apps/coingecko');
  });

  it('keeps the query before the section, and the Location on this site', () => {
    expect(withQuery('/de/exchanges/binance#app', 'ref=x')).toBe('/de/exchanges/binance?ref=x#app');
    expect(withQuery('/exchanges/binance', 'ref=x')).toBe('/exchanges/binance?ref=x');
    expect(withQuery('/exchanges/binance#app', undefined)).toBe('/exchanges/binance#app');
    expect(sameSiteLocation(withQuery(resolverRedirectPath('en', '/apps/:id', { movedTo: '//evil.com#app' }), 'a=1'))).toBe(
      '/evil.com?a=1#app',
    );
  });
});
