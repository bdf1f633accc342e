import { describe, expect, it } from 'vitest';
import type { AppCategory } from './app-types';
import { filterApps, priceBadgeClass } from './filter-apps';

const app = (id: string, name: string, category: AppCategory, description: string, features: string[]) => ({
  id,
  name,
  category,
  text: { description, features },
});
const APPS = [
  app('wallet-one', 'Wallet One', 'DeFi', 'A browser wallet for Ethereum and Solana.', ['Swaps', 'Staking dashboard']),
  app('broker', 'Broker', 'Trading', 'Buy and sell crypto with a bank transfer.', ['Recurring buys']),
  app('tracker', 'Tracker', 'Portfolio', 'Follows your holdings across exchanges.', ['Solana support', 'Price alerts']),
];
const ids = (query: string, category: AppCategory | 'all') => filterApps(APPS, { query, category }).map((a) => a.id);

describe('filterApps', () => {
  it('returns every app with no query and All Categories', () => {
    expect(ids('', 'all')).toEqual(['wallet-one', 'broker', 'tracker']);
    expect(ids('   ', 'all')).toEqual(['wallet-one', 'broker', 'tracker']);
  });

  it('filters by category', () => {
    expect(ids('', 'Trading')).toEqual(['broker']);
    expect(ids('', 'Gaming')).toEqual([]);
  });

  it('matches name, description or any feature, case-insensitively', () => {
    expect(ids('BROKER', 'all')).toEqual(['broker']); // name
    expect(ids('bank transfer', 'all')).toEqual(['broker']); // description only
    expect(ids('price ALERTS', 'all')).toEqual(['tracker']); // feature only
    expect(ids('solana', 'all')).toEqual(['wallet-one', 'tracker']);
  });

  it('combines search and category: both must match', () => {
    expect(ids('solana', 'Portfolio')).toEqual(['tracker']);
    expect(ids('swaps', 'Trading')).toEqual([]);
  });

  it('colours price badges: Free green, Freemium blue, anything else orange', () => {
    expect(priceBadgeClass('free')).toContain('green');
    expect(priceBadgeClass('freemium')).toContain('blue');
    expect(priceBadgeClass('fees')).toContain('orange');
  });
});
