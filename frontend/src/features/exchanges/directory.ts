import { methodsForFiat, type PaymentMethod } from '@coinatlas/domain/payments/methods';
import { currencyOf } from '@coinatlas/domain/region/currency';
import { DIRECTORY_VALUES } from '@coinatlas/domain/routes/manifest';
import { DEFAULT_COST_AMOUNT } from '@coinatlas/domain/market/cost-to-buy';
import type { DepositFee, ExchangeKind, KycPolicy, SpotFeeFigures } from '@/lib/content/exchanges';

/** What filtering, sorting and searching read of an exchange (its index entry). */
export type DirectoryEntry = Readonly<{
  id: string;
  name: string;
  kind: ExchangeKind;
  kyc: KycPolicy;
  /** The editors' order of relevance (1 first). */
  order?: number | undefined;
  /** Our rating, present only where its breakdown is published. */
  rating?: number | undefined;
  spotFee?: SpotFeeFigures | undefined;
  deposits?: readonly DepositFee[] | undefined;
  coinsAtLeast?: number | undefined;
  chains?: readonly string[] | undefined;
}>;

export type KindFilter = 'all' | ExchangeKind;
export type KycFilter = 'any' | KycPolicy;
/**
 * relevance: the editors' order (rated exchanges by their published rating first, then the records' order),
 * centralized and decentralized exchanges apart. It is the default, so it never appears in the address.
 */
export type SortKey = 'relevance' | 'name' | 'fees' | 'coins';
export type DirectoryView = 'overview' | 'centralized' | 'decentralized' | 'no-kyc';
export type DirectoryState = { kind: KindFilter; kyc: KycFilter; sort: SortKey; query: string };

// The route manifest lists the same values: the server renders and caches no other (see DIRECTORY_VALUES).
// The default order needs no value of its own there: a view without ?sort= is rendered in it.
export const SORT_KEYS: readonly SortKey[] = ['relevance', ...DIRECTORY_VALUES.sort];
export const KIND_FILTERS: readonly KindFilter[] = DIRECTORY_VALUES.type;
export const KYC_FILTERS: readonly KycFilter[] = DIRECTORY_VALUES.kyc;

/**
 * Which view a path shows (every /exchanges path renders the same page). `/exchanges/all` is an alias of
 * `/exchanges` (its canonical URL in the route manifest): the same page, never presented as another one.
 */
export function viewOf(pathname: string): DirectoryView {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  if (last === 'centralized' || last === 'decentralized' || last === 'no-kyc') return last;
  return 'overview';
}

/** Filters a view starts with; the query string (?type=, ?kyc=, ?sort=, ?q=) overrides them. */
export function defaultsFor(view: DirectoryView): DirectoryState {
  return {
    kind: view === 'centralized' || view === 'decentralized' ? view : 'all',
    kyc: view === 'no-kyc' ? 'none' : 'any',
    sort: 'relevance',
    query: '',
  };
}

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

export function stateFrom(view: DirectoryView, params: URLSearchParams): DirectoryState {
  const d = defaultsFor(view);
  return {
    kind: pick(params.get('type'), KIND_FILTERS, d.kind),
    kyc: pick(params.get('kyc'), KYC_FILTERS, d.kyc),
    sort: pick(params.get('sort'), SORT_KEYS, d.sort),
    query: (params.get('q') ?? '').slice(0, 100),
  };
}

/** The query string for a state: only what differs from the view's defaults. */
export function paramsFor(view: DirectoryView, s: DirectoryState): URLSearchParams {
  const d = defaultsFor(view);
  const p = new URLSearchParams();
  if (s.kind !== d.kind) p.set('type', s.kind);
  if (s.kyc !== d.kyc) p.set('kyc', s.kyc);
  if (s.sort !== d.sort) p.set('sort', s.sort);
  if (s.query.trim()) p.set('q', s.query);
  return p;
}

// One collator for every comparison (localeCompare with options builds a new one each call).
const names = new Intl.Collator('en', { sensitivity: 'base' });
const byName = (a: DirectoryEntry, b: DirectoryEntry) => names.compare(a.name, b.name);

/** Entries without the sorted-on fact come last, in name order. */
function compareOptional(a: number | undefined, b: number | undefined, dir: 1 | -1): number {
  if (a === undefined && b === undefined) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  return (a - b) * dir;
}

/**
 * The purchase a fixed deposit fee is weighed against when costs are compared: the site's default buy (the
 * one the fee calculator and the exchange pages quote), in the visitor's currency. The sort note says so.
 */
export const REFERENCE_AMOUNT = DEFAULT_COST_AMOUNT;

/** How the visitor would pay: their currency and that currency's usual method (its first in methodsForFiat). */
export type VisitorPayment = Readonly<{ country: string; fiat: string; method: PaymentMethod }>;

/**
 * The visitor's payment, from the country they chose or confirmed (never a guess); null without one or for
 * a country whose currency we do not know.
 */
export function visitorPayment(country: string | null | undefined): VisitorPayment | null {
  const fiat = currencyOf(country);
  const method = fiat ? methodsForFiat(fiat)[0] : undefined;
  return country && fiat && method ? { country: country.toUpperCase(), fiat, method } : null;
}

/**
 * What the visitor would pay to trade, in percent: the taker fee of the standard tier, or for a decentralized
 * exchange its highest pool fee (the pool decides, and we cannot know which one a trade goes through).
 */
export const tradeFee = (e: Pick<DirectoryEntry, 'spotFee'>): number | undefined =>
  e.spotFee ? (e.spotFee.kind === 'makerTaker' ? e.spotFee.taker : e.spotFee.max) : undefined;

/**
 * What buying on an exchange would cost the visitor, as far as its record says:
 * - total: the trade fee plus the deposit fee it states for the visitor's method and currency (a fixed fee
 *   weighed against REFERENCE_AMOUNT);
 * - trade: the trade fee only (no visitor country, or no deposit fee recorded for their method);
 * - unknown: no trade fee recorded.
 */
export type VisitorCost =
  | Readonly<{ known: 'total'; percent: number; trade: number; deposit: DepositFee }>
  | Readonly<{ known: 'trade'; percent: number }>
  | Readonly<{ known: 'unknown' }>;

export function visitorCost(e: Pick<DirectoryEntry, 'spotFee' | 'deposits'>, pay: VisitorPayment | null): VisitorCost {
  const trade = tradeFee(e);
  if (trade === undefined) return { known: 'unknown' };
  const deposit = pay ? e.deposits?.find((d) => d.method === pay.method && d.fiat === pay.fiat) : undefined;
  if (!deposit) return { known: 'trade', percent: trade };
  const percent = trade + (deposit.feePercent ?? 0) + ((deposit.feeFixed ?? 0) / REFERENCE_AMOUNT) * 100;
  return { known: 'total', percent, trade, deposit };
}

const COST_TIER = { total: 0, trade: 1, unknown: 2 } as const;
const costKey = (c: VisitorCost): [number, number] => [COST_TIER[c.known], c.known === 'unknown' ? 0 : c.percent];

/**
 * Lowest fees first by what the visitor would pay: known totals, then exchanges whose deposit fee for their
 * method we do not hold (by trade fee), then those with no fee figure at all.
 */
function byCost(pay: VisitorPayment | null) {
  return (a: DirectoryEntry, b: DirectoryEntry) => {
    const [ta, pa] = costKey(visitorCost(a, pay));
    const [tb, pb] = costKey(visitorCost(b, pay));
    return ta - tb || pa - pb || byName(a, b);
  };
}

/** The editors' order: centralized before decentralized, each by published rating (rated first), then relevance. */
const byRelevance = (a: DirectoryEntry, b: DirectoryEntry) =>
  (a.kind === b.kind ? 0 : a.kind === 'centralized' ? -1 : 1) ||
  compareOptional(a.rating, b.rating, -1) ||
  compareOptional(a.order, b.order, 1) ||
  byName(a, b);

/**
 * The exchanges a state shows, in its order. `pay` is the visitor's payment (from their confirmed country):
 * the lowest-fees order adds their deposit fee; without it that order reads the trade fee alone.
 */
export function applyDirectory<E extends DirectoryEntry>(list: readonly E[], s: DirectoryState, pay: VisitorPayment | null = null): E[] {
  const q = s.query.trim().toLowerCase();
  const shown = list.filter(
    (e) =>
      (s.kind === 'all' || e.kind === s.kind) &&
      (s.kyc === 'any' || e.kyc === s.kyc) &&
      (!q || e.name.toLowerCase().includes(q) || e.id.includes(q) || (e.chains ?? []).some((c) => c.toLowerCase().includes(q))),
  );
  if (s.sort === 'fees') return shown.sort(byCost(pay));
  if (s.sort === 'coins') return shown.sort((a, b) => compareOptional(a.coinsAtLeast, b.coinsAtLeast, -1) || byName(a, b));
  if (s.sort === 'name') return shown.sort(byName);
  return shown.sort(byRelevance);
}
