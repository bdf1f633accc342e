import { isBitcoinOnly, type Wallet, type WalletChain, type WalletType } from './wallet-types';

export const CHAIN_FILTERS = ['any', 'bitcoin', 'evm', 'solana', 'bitcoinOnly'] as const;
export type ChainFilter = (typeof CHAIN_FILTERS)[number];

export type WalletScope = WalletType | 'all';
export type WalletFilter = { chain: ChainFilter; openSourceOnly: boolean };
export const NO_WALLET_FILTER: WalletFilter = { chain: 'any', openSourceOnly: false };

/** /wallets/hardware and /wallets/software preselect the type; anything else shows all wallets. */
export function scopeFromPath(pathname: string): WalletScope {
  if (/^\/wallets\/hardware\/?$/.test(pathname)) return 'hardware';
  if (/^\/wallets\/software\/?$/.test(pathname)) return 'software';
  return 'all';
}

export const inScope = (wallets: readonly Wallet[], scope: WalletScope) =>
  scope === 'all' ? [...wallets] : wallets.filter((w) => w.type === scope);

const matchesChain = (w: Wallet, chain: ChainFilter) =>
  chain === 'any' ? true : chain === 'bitcoinOnly' ? isBitcoinOnly(w) : w.chains.includes(chain as WalletChain);

/** Type (from the path), chain support and "fully open source" combine: all must match. */
export function filterWallets(wallets: readonly Wallet[], scope: WalletScope, filter: WalletFilter): Wallet[] {
  return inScope(wallets, scope).filter((w) => matchesChain(w, filter.chain) && (!filter.openSourceOnly || w.openSource === 'yes'));
}
