import { useQuery } from '@tanstack/react-query';
import type { LanguageCode } from '@/i18n/languages';
import { contentQueries, partnerProjection, useContentLanguage, type ContentPartnerOf } from '@/lib/api/content-queries';
import { shownRating } from './rating';
import { listedInStructuredData } from '@/lib/seo/item-list';

type ExchangeRecord = ContentPartnerOf<'exchange'>;
type Facts = ExchangeRecord['facts'];
export type ExchangeKind = ExchangeRecord['category'];
/**
 * required: identity verification before trading or withdrawing (the norm for licensed custodial
 * exchanges). none: there is no account to verify; you trade from a wallet you control.
 */
export type KycPolicy = Facts['kyc']['value'];
export type ExchangeFeature = Facts['features']['value'][number];
export type Provenance = Facts['kyc']['provenance'];
/** An exchange's fees record (trading schedule, spread, deposits and withdrawals, each with its provenance). */
export type ExchangeFees = NonNullable<ExchangeRecord['fees']>;
/** A licence or registration it holds, as the register states it. */
export type Licence = NonNullable<ExchangeRecord['licences']>[number];
/** One way to move one fiat currency in or out, with what is known of its terms. */
export type PaymentMethodEntry = NonNullable<ExchangeRecord['paymentMethods']>[number];
/** An editor's pick: who picked it, since when and why (the only thing a "Top pick" badge stands on). */
export type EditorsPick = NonNullable<ExchangeRecord['editorsPick']>;
/**
 * The headline spot fee, in percent, derived from the one record that holds it: makerTaker is the first
 * tier of the trading schedule (`fees.trading`, the lowest 30-day volume); poolTiers is a decentralized
 * exchange's range of pool fees (`facts.poolFee`). Each keeps the provenance of the record it came from.
 */
export type SpotFee =
  | Readonly<{ kind: 'makerTaker'; maker: number; taker: number; provenance: Provenance }>
  | Readonly<{ kind: 'poolTiers'; min: number; max: number; provenance: Provenance }>;

/** A SpotFee's figures without their provenance (what sorting by fees compares). */
export type SpotFeeFigures =
  Readonly<{ kind: 'makerTaker'; maker: number; taker: number }> | Readonly<{ kind: 'poolTiers'; min: number; max: number }>;

/** The headline spot fee of an exchange record (see SpotFee), or undefined when the record holds none. */
export function spotFeeOf(r: Pick<ExchangeRecord, 'facts' | 'fees'>): SpotFee | undefined {
  const tier = r.fees?.trading?.value.tiers[0];
  if (tier && r.fees?.trading) return { kind: 'makerTaker', maker: tier.maker, taker: tier.taker, provenance: r.fees.trading.provenance };
  const pool = r.facts.poolFee;
  if (pool) return { kind: 'poolTiers', min: pool.value.min, max: pool.value.max, provenance: pool.provenance };
  return undefined;
}

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
  /** The newest day an editor checked any of its facts (ISO), or null while all come from our catalogue. */
  lastChecked: string | null;
  /** The day the record was last edited (ISO). */
  updated: string;
  /** The logo an editor uploaded, or null. */
  logo: ExchangeRecord['logo'];
  /** The fees record as it is (the card and the exchange's page say the same of it: see FeeFacts). */
  fees?: ExchangeFees;
  licences?: readonly Licence[];
  paymentMethods?: readonly PaymentMethodEntry[];
  editorsPick?: EditorsPick;
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
    spotFee: spotFeeOf(r),
    coinsAtLeast: f.coinsAtLeast?.value,
    fiat: f.fiat?.value,
    chains: f.chains?.value,
    features: f.features.value,
    lastChecked: r.lastChecked ?? null,
    updated: r.updated,
    logo: r.logo ?? null,
    ...(r.fees ? { fees: r.fees } : {}),
    ...(r.licences?.length ? { licences: r.licences } : {}),
    ...(r.paymentMethods?.length ? { paymentMethods: r.paymentMethods } : {}),
    ...(r.editorsPick ? { editorsPick: r.editorsPick } : {}),
  };
}

/** The fee a sort by fees compares: the standard taker fee, or a DEX's lowest pool tier. */
export const headlineFee = (e: { spotFee?: SpotFeeFigures | undefined }): number | undefined =>
  e.spotFee ? (e.spotFee.kind === 'makerTaker' ? e.spotFee.taker : e.spotFee.min) : undefined;

const toExchanges = (records: ExchangeRecord[]) => records.map(toExchange);

/** Every listed exchange in directory order, from the content API. */
export function useExchanges() {
  return useQuery({ ...contentQueries.partners('exchange', useContentLanguage()), select: toExchanges });
}

/**
 * What the directory computes with for every exchange: its counts, filters, sort orders and search, the
 * structured data's first entries, the compare tray's names and the popular comparisons. A page embeds
 * this (about a third of the records' size); the cards' own facts come with exchangeCardsQuery.
 */
export type ExchangeIndexEntry = Readonly<{
  id: string;
  name: string;
  kind: ExchangeKind;
  kyc: KycPolicy;
  promotable: boolean;
  /** Whether its page may stand in the directory's structured data (see listedInStructuredData). */
  listed: boolean;
  lastChecked: string | null;
  /** The editors' order of relevance (the record's `order`, 1 first). */
  order: number;
  /** Our rating, only where its breakdown is published (see shownRating). */
  rating?: number;
  spotFee?: SpotFeeFigures;
  /** The deposit fees it states per method and currency (what a sort by the visitor's cost adds). */
  deposits?: readonly DepositFee[];
  coinsAtLeast?: number;
  chains?: readonly string[];
}>;

/** A deposit method's stated fee, without its provenance: a part left out is unknown. */
export type DepositFee = Readonly<{ method: PaymentMethodEntry['method']; fiat: string; feePercent?: number; feeFixed?: number }>;

/** The deposit fees a record states, per method and currency (entries that state neither part are left out). */
export function depositFeesOf(r: Pick<ExchangeRecord, 'paymentMethods'>): DepositFee[] {
  return (r.paymentMethods ?? []).flatMap((p) =>
    p.deposit && (p.deposit.feePercent !== undefined || p.deposit.feeFixed !== undefined)
      ? [
          {
            method: p.method,
            fiat: p.fiat,
            ...(p.deposit.feePercent !== undefined ? { feePercent: p.deposit.feePercent } : {}),
            ...(p.deposit.feeFixed !== undefined ? { feeFixed: p.deposit.feeFixed } : {}),
          },
        ]
      : [],
  );
}

export function toIndexEntry(r: ExchangeRecord): ExchangeIndexEntry {
  const e = toExchange(r);
  const fee = e.spotFee;
  const rating = shownRating(r.rating);
  const deposits = depositFeesOf(r);
  return {
    id: e.id,
    name: e.name,
    kind: e.kind,
    kyc: e.kyc,
    promotable: r.promotable,
    listed: listedInStructuredData(r),
    lastChecked: e.lastChecked,
    order: r.order,
    ...(rating ? { rating: rating.overall } : {}),
    ...(fee
      ? {
          spotFee:
            fee.kind === 'makerTaker'
              ? { kind: fee.kind, maker: fee.maker, taker: fee.taker }
              : { kind: fee.kind, min: fee.min, max: fee.max },
        }
      : {}),
    ...(deposits.length ? { deposits } : {}),
    ...(e.coinsAtLeast !== undefined ? { coinsAtLeast: e.coinsAtLeast } : {}),
    ...(e.chains ? { chains: e.chains } : {}),
  };
}

/** The directory's index of every exchange (see ExchangeIndexEntry), embedded in the page. */
export const exchangeIndexQuery = (lang: LanguageCode) => partnerProjection('exchange', lang, 'index', toIndexEntry);

/**
 * Every exchange as its directory card shows it. Not embedded in the page: the server renders the cards
 * with it, and the browser fetches it when the first card comes near the screen (until then each card
 * keeps the server's markup; see the directory's cards).
 */
export const exchangeCardsQuery = (lang: LanguageCode) => partnerProjection('exchange', lang, 'cards', toExchange, { embed: false });
