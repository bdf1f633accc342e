import type { Partner } from '@coinatlas/domain/partners/partner';
import { WALLET_PARTNERS } from '@coinatlas/domain/partners/wallets';

/**
 * The /wallets comparison: facts only. Name and official URL come from the partner registry; summary,
 * security model and "best for" are prose in the `wallets` locale namespace under items.{id}.
 *
 * Hardware prices are deliberately not listed: they change often and by region, so we show a price
 * band and send visitors to the maker's store for the current price.
 */
export const WALLETS_LAST_UPDATED = '2026-11-22';

export const WALLET_TYPES = ['hardware', 'software'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

/** Chain families we filter on; `moreChains` says the wallet supports further networks besides these. */
export const WALLET_CHAINS = ['bitcoin', 'evm', 'solana'] as const;
export type WalletChain = (typeof WALLET_CHAINS)[number];

/** yes = open-source licence for the code that handles keys; partial = some parts closed or source-available only. */
export const OPEN_SOURCE_LEVELS = ['yes', 'partial', 'no'] as const;
export type OpenSource = (typeof OPEN_SOURCE_LEVELS)[number];

export const WALLET_PLATFORMS = ['ios', 'android', 'extension', 'windows', 'macos', 'linux', 'web'] as const;
export type WalletPlatform = (typeof WALLET_PLATFORMS)[number];

export const CONNECTIVITY = ['usb-c', 'micro-usb', 'bluetooth', 'nfc', 'qr', 'microsd'] as const;
export type Connectivity = (typeof CONNECTIVITY)[number];

/** Hardware price band (our classification); software wallets are free to download. */
export const PRICE_BANDS = ['entry', 'mid', 'premium'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

type Common = { id: string; chains: readonly WalletChain[]; moreChains: boolean; openSource: OpenSource };
export type HardwareListing = Common & { type: 'hardware'; priceBand: PriceBand; connectivity: readonly Connectivity[] };
export type SoftwareListing = Common & { type: 'software'; platforms: readonly WalletPlatform[] };
export type WalletListing = HardwareListing | SoftwareListing;
export type Wallet = WalletListing & Readonly<{ name: string; officialUrl: string }>;

const MULTI: readonly WalletChain[] = ['bitcoin', 'evm', 'solana'];
const BTC_EVM: readonly WalletChain[] = ['bitcoin', 'evm'];
const BTC: readonly WalletChain[] = ['bitcoin'];
const EVM: readonly WalletChain[] = ['evm'];

const LISTINGS: readonly WalletListing[] = [
  // Hardware
  { id: 'ledger-nano-x', type: 'hardware', chains: MULTI, moreChains: true, openSource: 'partial', priceBand: 'mid', connectivity: ['usb-c', 'bluetooth'] },
  { id: 'ledger-nano-s-plus', type: 'hardware', chains: MULTI, moreChains: true, openSource: 'partial', priceBand: 'entry', connectivity: ['usb-c'] },
  { id: 'ledger-stax', type: 'hardware', chains: MULTI, moreChains: true, openSource: 'partial', priceBand: 'premium', connectivity: ['usb-c', 'bluetooth', 'nfc'] },
  { id: 'ledger-flex', type: 'hardware', chains: MULTI, moreChains: true, openSource: 'partial', priceBand: 'mid', connectivity: ['usb-c', 'bluetooth', 'nfc'] },
  { id: 'trezor-model-one', type: 'hardware', chains: BTC_EVM, moreChains: true, openSource: 'yes', priceBand: 'entry', connectivity: ['micro-usb'] },
  { id: 'trezor-safe-3', type: 'hardware', chains: MULTI, moreChains: true, openSource: 'yes', priceBand: 'entry', connectivity: ['usb-c'] },
  { id: 'trezor-safe-5', type: 'hardware', chains: MULTI, moreChains: true, openSource: 'yes', priceBand: 'mid', connectivity: ['usb-c'] },
  { id: 'bitbox02', type: 'hardware', chains: BTC_EVM, moreChains: true, openSource: 'yes', priceBand: 'mid', connectivity: ['usb-c', 'microsd'] },
  { id: 'keystone-3-pro', type: 'hardware', chains: MULTI, moreChains: true, openSource: 'yes', priceBand: 'mid', connectivity: ['qr', 'microsd'] },
  { id: 'coldcard-mk4', type: 'hardware', chains: BTC, moreChains: false, openSource: 'partial', priceBand: 'mid', connectivity: ['usb-c', 'microsd', 'nfc'] },
  { id: 'coldcard-q', type: 'hardware', chains: BTC, moreChains: false, openSource: 'partial', priceBand: 'premium', connectivity: ['qr', 'microsd', 'nfc', 'usb-c'] },
  // Software
  { id: 'metamask', type: 'software', chains: ['evm', 'solana'], moreChains: false, openSource: 'partial', platforms: ['extension', 'ios', 'android'] },
  { id: 'exodus', type: 'software', chains: MULTI, moreChains: true, openSource: 'no', platforms: ['windows', 'macos', 'linux', 'ios', 'android', 'extension'] },
  { id: 'trust-wallet', type: 'software', chains: MULTI, moreChains: true, openSource: 'partial', platforms: ['ios', 'android', 'extension'] },
  { id: 'phantom', type: 'software', chains: MULTI, moreChains: false, openSource: 'no', platforms: ['ios', 'android', 'extension'] },
  { id: 'rabby', type: 'software', chains: EVM, moreChains: false, openSource: 'yes', platforms: ['extension', 'ios', 'android'] },
  { id: 'rainbow', type: 'software', chains: EVM, moreChains: false, openSource: 'yes', platforms: ['ios', 'android', 'extension'] },
  { id: 'safe', type: 'software', chains: EVM, moreChains: false, openSource: 'yes', platforms: ['web'] },
  { id: 'zengo', type: 'software', chains: BTC_EVM, moreChains: true, openSource: 'no', platforms: ['ios', 'android'] },
  { id: 'electrum', type: 'software', chains: BTC, moreChains: false, openSource: 'yes', platforms: ['windows', 'macos', 'linux', 'android'] },
  { id: 'sparrow', type: 'software', chains: BTC, moreChains: false, openSource: 'yes', platforms: ['windows', 'macos', 'linux'] },
  { id: 'bluewallet', type: 'software', chains: BTC, moreChains: false, openSource: 'yes', platforms: ['ios', 'android'] },
  { id: 'bitcoin-core', type: 'software', chains: BTC, moreChains: false, openSource: 'yes', platforms: ['windows', 'macos', 'linux'] },
];

const partner = (id: string): Partner => {
  const p = WALLET_PARTNERS.find((x) => x.id === id);
  if (!p) throw new Error(`wallet ${id} is missing from the partner registry`);
  return p;
};

export const WALLETS: readonly Wallet[] = LISTINGS.map((l) => {
  const p = partner(l.id);
  return { ...l, name: p.name, officialUrl: p.officialUrl };
});

/** Bitcoin-only: supports Bitcoin and nothing else. */
export const isBitcoinOnly = (w: Pick<Wallet, 'chains' | 'moreChains'>) =>
  w.chains.length === 1 && w.chains[0] === 'bitcoin' && !w.moreChains;
