import { describe, expect, it } from 'vitest';
import { NO_WALLET_FILTER, filterWallets, scopeFromPath } from './filter-wallets';
import type { Wallet } from './wallet-types';

const text = { summary: 's', securityModel: 'm', bestFor: 'b' };
const wallet = (
  id: string,
  type: Wallet['type'],
  chains: Wallet['chains'],
  moreChains: boolean,
  openSource: Wallet['openSource'],
): Wallet => ({
  id,
  name: id,
  lastChecked: '2026-01-01',
  logo: null,
  type,
  chains,
  moreChains,
  openSource,
  connectivity: [],
  platforms: [],
  text,
});
const WALLETS = [
  wallet('hw-multi-partial', 'hardware', ['bitcoin', 'evm', 'solana'], true, 'partial'),
  wallet('hw-multi-open', 'hardware', ['bitcoin', 'evm', 'solana'], true, 'yes'),
  wallet('hw-btc', 'hardware', ['bitcoin'], false, 'partial'),
  wallet('sw-evm', 'software', ['evm'], false, 'yes'),
  wallet('sw-btc-open', 'software', ['bitcoin'], false, 'yes'),
  wallet('sw-btc-more', 'software', ['bitcoin'], true, 'no'),
];

const ids = (...args: Parameters<typeof filterWallets> extends [unknown, ...infer R] ? R : never) =>
  filterWallets(WALLETS, ...args).map((w) => w.id);

describe('wallet filters', () => {
  it('reads the type from the path', () => {
    expect(scopeFromPath('/wallets')).toBe('all');
    expect(scopeFromPath('/wallets/hardware')).toBe('hardware');
    expect(scopeFromPath('/wallets/software/')).toBe('software');
    expect(scopeFromPath('/wallets/hardware-x')).toBe('all');
  });

  it('scopes by type', () => {
    expect(ids('all', NO_WALLET_FILTER)).toHaveLength(6);
    expect(ids('hardware', NO_WALLET_FILTER)).toEqual(['hw-multi-partial', 'hw-multi-open', 'hw-btc']);
    expect(ids('software', NO_WALLET_FILTER)).toEqual(['sw-evm', 'sw-btc-open', 'sw-btc-more']);
  });

  it('filters by chain support; Bitcoin-only means Bitcoin and no further networks', () => {
    expect(ids('hardware', { chain: 'solana', openSourceOnly: false })).toEqual(['hw-multi-partial', 'hw-multi-open']);
    expect(ids('all', { chain: 'bitcoinOnly', openSourceOnly: false })).toEqual(['hw-btc', 'sw-btc-open']);
    expect(ids('all', { chain: 'evm', openSourceOnly: false })).toEqual(['hw-multi-partial', 'hw-multi-open', 'sw-evm']);
  });

  it('"fully open source only" keeps only wallets whose key-handling code is open source, and combines with the chain filter', () => {
    expect(ids('all', { chain: 'any', openSourceOnly: true })).toEqual(['hw-multi-open', 'sw-evm', 'sw-btc-open']);
    expect(ids('hardware', { chain: 'solana', openSourceOnly: true })).toEqual(['hw-multi-open']);
    expect(ids('software', { chain: 'solana', openSourceOnly: true })).toEqual([]);
  });
});
