import { describe, expect, it } from 'vitest';
import { WALLETS } from '@/content/wallets';
import { NO_WALLET_FILTER, filterWallets, scopeFromPath } from './filter-wallets';

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
    expect(ids('all', NO_WALLET_FILTER)).toHaveLength(23);
    expect(ids('hardware', NO_WALLET_FILTER)).toHaveLength(11);
    expect(ids('software', NO_WALLET_FILTER)).toHaveLength(12);
  });

  it('filters by chain support', () => {
    expect(ids('hardware', { chain: 'solana', openSourceOnly: false })).toEqual([
      'ledger-nano-x',
      'ledger-nano-s-plus',
      'ledger-stax',
      'ledger-flex',
      'trezor-safe-3',
      'trezor-safe-5',
      'keystone-3-pro',
    ]);
    expect(ids('software', { chain: 'bitcoinOnly', openSourceOnly: false })).toEqual(['electrum', 'sparrow', 'bluewallet', 'bitcoin-core']);
    expect(ids('all', { chain: 'evm', openSourceOnly: false })).not.toContain('sparrow');
    expect(ids('all', { chain: 'bitcoin', openSourceOnly: false })).not.toContain('metamask');
  });

  it('"fully open source only" keeps only wallets whose key-handling code is open source, and combines with the chain filter', () => {
    const open = ids('all', { chain: 'any', openSourceOnly: true });
    expect(open).not.toContain('ledger-nano-x'); // partly open
    expect(open).not.toContain('coldcard-mk4'); // source-available
    expect(open).not.toContain('exodus'); // closed
    expect(open).toContain('trezor-safe-5');
    expect(ids('hardware', { chain: 'solana', openSourceOnly: true })).toEqual(['trezor-safe-3', 'trezor-safe-5', 'keystone-3-pro']);
    expect(ids('software', { chain: 'solana', openSourceOnly: true })).toEqual([]);
  });
});
