import { describe, expect, it } from 'vitest';
import { APPS, type App } from '@/content/apps';
import en from '@/i18n/locales/en/apps.json';
import { filterApps, priceBadgeClass } from './filter-apps';

const items = en.items as Record<string, { description: string; features: string[] }>;
const text = (a: App) => items[a.id]!;
const ids = (query: string, category: App['category'] | 'all') => filterApps(APPS, { query, category }, text).map((a) => a.id);

describe('filterApps', () => {
  it('returns every app with no query and All Categories', () => {
    expect(ids('', 'all')).toHaveLength(APPS.length);
    expect(ids('   ', 'all')).toHaveLength(APPS.length);
  });

  it('filters by category', () => {
    expect(ids('', 'Trading')).toEqual(['binance', 'coinbase', 'kraken', 'crypto-com', 'okx', 'bybit']);
    expect(ids('', 'Gaming')).toEqual(['axie-infinity', 'gods-unchained', 'sorare']);
  });

  it('matches name, description or any feature, case-insensitively', () => {
    expect(ids('KOINLY', 'all')).toEqual(['koinly']); // name
    expect(ids('etoro', 'all')).toEqual(['delta']); // description only
    expect(ids('blend peer-to-peer', 'all')).toEqual(['blur']); // feature only
    expect(ids('SOLANA', 'all')).toEqual(['metamask', 'trust-wallet', 'phantom', 'jito', 'magic-eden']);
  });

  it('combines search and category: both must match', () => {
    expect(ids('staking', 'all')).toEqual(['coinbase', 'kraken', 'trust-wallet', 'lido', 'rocket-pool', 'jito', 'keplr']);
    expect(ids('staking', 'Trading')).toEqual(['coinbase', 'kraken']);
    expect(ids('opensea', 'DeFi')).toEqual([]);
  });

  it('colours price badges: Free green, Freemium blue, anything else orange', () => {
    expect(priceBadgeClass('free')).toContain('green');
    expect(priceBadgeClass('freemium')).toContain('blue');
    expect(priceBadgeClass('fees')).toContain('orange');
  });
});
