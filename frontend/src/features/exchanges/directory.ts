import { headlineFee, type ExchangeKind, type KycPolicy, type SpotFeeFigures } from '@/lib/content/exchanges';

/** What filtering, sorting and searching read of an exchange (its index entry or its card record). */
export type DirectoryEntry = Readonly<{
  id: string;
  name: string;
  kind: ExchangeKind;
  kyc: KycPolicy;
  spotFee?: SpotFeeFigures | undefined;
  coinsAtLeast?: number | undefined;
  chains?: readonly string[] | undefined;
}>;

/** Ties on the headline fee are broken by the maker fee (or a DEX's highest pool tier). */
const secondFee = (e: DirectoryEntry) => (e.spotFee ? (e.spotFee.kind === 'makerTaker' ? e.spotFee.maker : e.spotFee.max) : undefined);

export type KindFilter = 'all' | ExchangeKind;
export type KycFilter = 'any' | KycPolicy;
export type SortKey = 'name' | 'fees' | 'coins';
export type DirectoryView = 'overview' | 'centralized' | 'decentralized' | 'no-kyc';
export type DirectoryState = { kind: KindFilter; kyc: KycFilter; sort: SortKey; query: string };

export const SORT_KEYS: readonly SortKey[] = ['name', 'fees', 'coins'];
export const KIND_FILTERS: readonly KindFilter[] = ['all', 'centralized', 'decentralized'];
export const KYC_FILTERS: readonly KycFilter[] = ['any', 'required', 'none'];

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
    sort: 'name',
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

export function applyDirectory<E extends DirectoryEntry>(list: readonly E[], s: DirectoryState): E[] {
  const q = s.query.trim().toLowerCase();
  const shown = list.filter(
    (e) =>
      (s.kind === 'all' || e.kind === s.kind) &&
      (s.kyc === 'any' || e.kyc === s.kyc) &&
      (!q || e.name.toLowerCase().includes(q) || e.id.includes(q) || (e.chains ?? []).some((c) => c.toLowerCase().includes(q))),
  );
  return shown.sort((a, b) => {
    if (s.sort === 'fees')
      return compareOptional(headlineFee(a), headlineFee(b), 1) || compareOptional(secondFee(a), secondFee(b), 1) || byName(a, b);
    if (s.sort === 'coins') return compareOptional(a.coinsAtLeast, b.coinsAtLeast, -1) || byName(a, b);
    return byName(a, b);
  });
}
