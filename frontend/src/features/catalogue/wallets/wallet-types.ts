import type { ContentPartnerOf } from '@/lib/api/content-queries';

type Record_ = ContentPartnerOf<'wallet'>;
type Facts = Record_['facts'];
export type WalletType = Record_['category'];
export type WalletChain = Facts['chains']['value'][number];
export type OpenSource = Facts['openSource']['value'];
type PriceBand = NonNullable<Facts['priceBand']>['value'];
type Connectivity = NonNullable<Facts['connectivity']>['value'][number];
type Platform = NonNullable<Facts['platforms']>['value'][number];

/**
 * A wallet of the /wallets comparison: the facts of its content record, flattened for the filters and
 * cards, and its texts in the reader's language. Hardware wallets have a price band (prices change too
 * often and by region to list) and connectivity; software wallets have platforms.
 */
export type Wallet = Readonly<{
  id: string;
  name: string;
  type: WalletType;
  chains: readonly WalletChain[];
  /** Supports further networks besides `chains`. */
  moreChains: boolean;
  openSource: OpenSource;
  priceBand?: PriceBand;
  connectivity: readonly Connectivity[];
  platforms: readonly Platform[];
  /** The newest day an editor checked any of its facts (ISO), or null while all come from our catalogue. */
  lastChecked: string | null;
  text: Record_['text'];
  /** The logo an editor uploaded, or null. */
  logo: Record_['logo'];
  /** Its section of its provider's page, when shown there (one provider, one page): its links land there. */
  page?: Record_['page'];
}>;

export function toWallet(r: Record_): Wallet {
  return {
    id: r.id,
    name: r.name,
    type: r.category,
    chains: r.facts.chains.value,
    moreChains: r.facts.moreChains.value,
    lastChecked: r.lastChecked ?? null,
    logo: r.logo ?? null,
    openSource: r.facts.openSource.value,
    priceBand: r.facts.priceBand?.value,
    connectivity: r.facts.connectivity?.value ?? [],
    platforms: r.facts.platforms?.value ?? [],
    text: r.text,
    ...(r.page ? { page: r.page } : {}),
  };
}

/** Bitcoin-only: supports Bitcoin and nothing else. */
export const isBitcoinOnly = (w: Pick<Wallet, 'chains' | 'moreChains'>) =>
  w.chains.length === 1 && w.chains[0] === 'bitcoin' && !w.moreChains;
