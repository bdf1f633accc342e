import { describe, expect, it } from 'vitest';
import { PARTNER_TYPES } from './partner.js';
import {
  partnerOfPath,
  partnerPageHref,
  partnerPageIndexable,
  partnerPages,
  partnerPath,
  partnerTypeOfFolder,
  providerKey,
  type ProviderRecord,
} from './pages.js';
import { matchRoute } from '../routes/manifest.js';

describe('partner pages', () => {
  it('every partner type has a page path the route manifest knows, and the path names the partner back', () => {
    for (const type of PARTNER_TYPES) {
      const path = partnerPath(type, 'some-id');
      expect(matchRoute(path), path).toMatchObject({ entry: { page: 'partner' }, id: 'some-id' });
      expect(partnerOfPath(path)).toEqual({ type, id: 'some-id' });
    }
    expect(partnerPath('trading_bot', 'cryptohopper')).toBe('/trading-bots/cryptohopper');
    expect(partnerTypeOfFolder('payment-cards')).toBe('payment_card');
    expect(partnerTypeOfFolder('blog')).toBeUndefined();
    expect(partnerOfPath('/blog/x')).toBeUndefined();
  });

  it('a facts-only partner’s page is indexed only when a written review makes it more than its facts', () => {
    expect(partnerPageIndexable({ promotable: true, hasReview: false })).toBe(true);
    expect(partnerPageIndexable({ promotable: false, hasReview: true })).toBe(true);
    expect(partnerPageIndexable({ promotable: false, hasReview: false })).toBe(false);
    // too few facts: noindex until an editor fills the record
    expect(partnerPageIndexable({ promotable: true, hasReview: false, thin: true })).toBe(false);
    expect(partnerPageIndexable({ promotable: true, hasReview: false, thin: false })).toBe(true);
  });
});

describe('one provider, one page', () => {
  const r = (type: ProviderRecord['type'], id: string, name: string, officialUrl: string, hasReview = false): ProviderRecord => ({
    type,
    id,
    name,
    officialUrl,
    hasReview,
  });

  it('is the same name on the same official host, letter case, spacing and www aside', () => {
    expect(providerKey({ name: 'Trust  Wallet', officialUrl: 'https://www.trustwallet.com/' })).toBe(
      providerKey({ name: 'trust wallet', officialUrl: 'https://trustwallet.com/download' }),
    );
    // another name on the same site is a product of its own; the same name elsewhere is another business
    expect(providerKey({ name: 'Binance Card', officialUrl: 'https://www.binance.com' })).not.toBe(
      providerKey({ name: 'Binance', officialUrl: 'https://www.binance.com' }),
    );
    expect(providerKey({ name: 'Delta', officialUrl: 'https://delta.app' })).not.toBe(
      providerKey({ name: 'Delta', officialUrl: 'https://delta.exchange' }),
    );
  });

  it('gives a provider the page of its reviewed record, else of the first kind in order, and the others its sections', () => {
    const pages = partnerPages([
      r('app', 'binance', 'Binance', 'https://www.binance.com'),
      r('exchange', 'binance', 'Binance', 'https://www.binance.com'),
      r('payment_card', 'binance-card', 'Binance Card', 'https://www.binance.com'),
      r('trading_bot', '3commas', '3Commas', 'https://3commas.io'),
      r('tool', '3commas', '3Commas', 'https://3commas.io', true),
      r('tool', 'coingecko', 'CoinGecko', 'https://www.coingecko.com'),
      r('app', 'coingecko', 'CoinGecko', 'https://www.coingecko.com'),
    ]);
    expect(pages.get('exchange/binance')).toEqual({ page: { type: 'exchange', id: 'binance' }, roles: [{ type: 'app', id: 'binance' }] });
    expect(pages.get('app/binance')).toEqual({ page: { type: 'exchange', id: 'binance' }, section: 'app', roles: [] });
    expect(pages.get('payment_card/binance-card')).toEqual({ page: { type: 'payment_card', id: 'binance-card' }, roles: [] });
    // the review decides before the order of kinds
    expect(pages.get('trading_bot/3commas')).toEqual({ page: { type: 'tool', id: '3commas' }, section: 'trading-bot', roles: [] });
    // an app before a tool
    expect(pages.get('tool/coingecko')?.page).toEqual({ type: 'app', id: 'coingecko' });
  });

  it('links a section of a provider’s page at its anchor, and a page of its own at its path', () => {
    expect(partnerPageHref({ type: 'app', id: 'binance', page: { type: 'exchange', id: 'binance', section: 'app' } })).toBe(
      '/exchanges/binance#app',
    );
    expect(partnerPageHref({ type: 'exchange', id: 'kraken' })).toBe('/exchanges/kraken');
    expect(partnerPageHref({ type: 'exchange', id: 'kraken', page: null })).toBe('/exchanges/kraken');
  });
});
