import { useQuery } from '@tanstack/react-query';
import { contentQueries, useContentLanguage, type ContentPartnerOf } from '@/lib/api/content-queries';

type ExchangeRecord = ContentPartnerOf<'exchange'>;
type Facts = ExchangeRecord['facts'];
export type ExchangeKind = ExchangeRecord['category'];
/**
 * required: identity verification before trading or withdrawing (the norm for licensed custodial
 * exchanges). none: there is no account to verify; you trade from a wallet you control.
 */
export type KycPolicy = Facts['kyc']['value'];
export type ExchangeFeature = Facts['features']['value'][number];
/** Percent values. makerTaker: the standard spot tier of a custodial exchange. poolTiers: what pools charge. */
export type SpotFee = NonNullable<Facts['spotFee']>['value'];

/**
 * An exchange of the directory: the facts of its content record, flattened for filters, sorting and the
 * fact lists. A fact the record leaves out (rather than guess it) is undefined here.
 */
export type Exchange = Readonly<{
  id: string;
  name: string;
  officialUrl: string;
  kind: ExchangeKind;
  kyc: KycPolicy;
  founded?: number;
  /** ISO 3166-1 alpha-2 country of the headquarters, only where the company states one. */
  headquarters?: string;
  spotFee?: SpotFee;
  /** Lower bound of the coins listed for spot trading. */
  coinsAtLeast?: number;
  /** ISO 4217 currencies accepted for deposits (a subset where there are more). */
  fiat?: readonly string[];
  /** Networks a decentralized exchange runs on (a subset where there are more). */
  chains?: readonly string[];
  features: readonly ExchangeFeature[];
  /** The date the record's facts were last checked (ISO). */
  lastChecked: string;
}>;

export function toExchange(r: ExchangeRecord): Exchange {
  const f = r.facts;
  return {
    id: r.id,
    name: r.name,
    officialUrl: r.officialUrl,
    kind: r.category,
    kyc: f.kyc.value,
    founded: f.founded?.value,
    headquarters: f.headquarters?.value,
    spotFee: f.spotFee?.value,
    coinsAtLeast: f.coinsAtLeast?.value,
    fiat: f.fiat?.value,
    chains: f.chains?.value,
    features: f.features.value,
    lastChecked: r.lastChecked,
  };
}

/** The fee a sort by fees compares: the standard taker fee, or a DEX's lowest pool tier. */
export const headlineFee = (e: Exchange): number | undefined =>
  e.spotFee ? (e.spotFee.kind === 'makerTaker' ? e.spotFee.taker : e.spotFee.min) : undefined;

const toExchanges = (records: ExchangeRecord[]) => records.map(toExchange);

/** Every listed exchange in directory order, from the content API. */
export function useExchanges() {
  return useQuery({ ...contentQueries.partners('exchange', useContentLanguage()), select: toExchanges });
}
