import type { PartnerType } from '../partners/partner.js';

/**
 * Side-by-side comparisons: `/compare/<kind>/<a>-vs-<b>[-vs-<c>[-vs-<d>]]`. Partner ids contain hyphens
 * (`ledger-nano-x`), and could in principle contain `vs`, so a comparison slug is never split blindly: it
 * is read against the ids of its kind that exist. The URL is order-independent with one canonical form,
 * the ids sorted; any other order of the same ids is answered with a permanent redirect to it.
 */
export const COMPARE_KINDS = ['exchanges', 'payment-cards', 'wallets', 'trading-bots'] as const;
export type CompareKind = (typeof COMPARE_KINDS)[number];

/** The partner type each kind of comparison is made of. */
export const COMPARE_TYPES: Readonly<Record<CompareKind, PartnerType>> = {
  exchanges: 'exchange',
  'payment-cards': 'payment_card',
  wallets: 'wallet',
  'trading-bots': 'trading_bot',
};

export const isCompareKind = (v: string): v is CompareKind => (COMPARE_KINDS as readonly string[]).includes(v);
/** The kind of comparison a partner type takes part in, if any. */
export const compareKindOf = (type: PartnerType): CompareKind | undefined => COMPARE_KINDS.find((k) => COMPARE_TYPES[k] === type);

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
export const COMPARE_SEPARATOR = '-vs-';

/**
 * Every way `slug` reads as known ids joined by `-vs-` (at most COMPARE_MAX + 1 ids are followed, so a
 * hostile slug cannot make this explode).
 */
function readings(slug: string, known: ReadonlySet<string>): string[][] {
  const out: string[][] = [];
  const walk = (at: number, ids: string[]) => {
    if (ids.length > COMPARE_MAX || out.length > 1) return;
    for (let end = slug.indexOf(COMPARE_SEPARATOR, at); ; end = slug.indexOf(COMPARE_SEPARATOR, end + 1)) {
      const last = end === -1;
      const id = slug.slice(at, last ? undefined : end);
      if (known.has(id)) {
        if (last) out.push([...ids, id]);
        else walk(end + COMPARE_SEPARATOR.length, [...ids, id]);
      }
      if (last) break;
    }
  };
  walk(0, []);
  return out;
}

/** The canonical slug of a set of ids: sorted, joined by `-vs-`. */
export const canonicalCompareSlug = (ids: readonly string[]): string => [...ids].sort().join(COMPARE_SEPARATOR);

/** The language-free path of a comparison (canonical whatever the order of `ids`). */
export const comparePath = (kind: CompareKind, ids: readonly string[]): string => `/compare/${kind}/${canonicalCompareSlug(ids)}`;

export type CompareResolution =
  /** the slug names 2 to 4 distinct known ids, in canonical order */
  | Readonly<{ status: 'canonical'; ids: readonly string[] }>
  /** the same, in another order: answer with a permanent redirect to `slug` */
  | Readonly<{ status: 'redirect'; ids: readonly string[]; slug: string }>
  /** an unknown id, a repeated id, fewer than 2 or more than 4, or a slug that reads two ways */
  | Readonly<{ status: 'not-found' }>;

const NOT_FOUND: CompareResolution = { status: 'not-found' };

/** Reads a comparison slug against the ids of its kind that exist. */
export function resolveCompareSlug(slug: string, knownIds: Iterable<string>): CompareResolution {
  const known = knownIds instanceof Set ? (knownIds as ReadonlySet<string>) : new Set(knownIds);
  const found = readings(slug, known);
  if (found.length !== 1) return NOT_FOUND;
  const ids = found[0]!;
  if (ids.length < COMPARE_MIN || ids.length > COMPARE_MAX || new Set(ids).size !== ids.length) return NOT_FOUND;
  const canonical = canonicalCompareSlug(ids);
  return canonical === slug ? { status: 'canonical', ids } : { status: 'redirect', ids, slug: canonical };
}

/**
 * How many partners of a kind count as popular: the comparisons the sitemap lists are every pair among the
 * first POPULAR_PER_KIND partners of the directory order (the `order` editors give each record, the order
 * the directory pages show) that the site may promote.
 */
export const POPULAR_PER_KIND = 4;

/** Every pair of the first `n` ids (already in directory order), each as its canonical slug, sorted. */
export function popularPairs(idsInDirectoryOrder: readonly string[], n = POPULAR_PER_KIND): string[] {
  const top = idsInDirectoryOrder.slice(0, n);
  const pairs: string[] = [];
  for (let i = 0; i < top.length; i++) for (let j = i + 1; j < top.length; j++) pairs.push(canonicalCompareSlug([top[i]!, top[j]!]));
  return pairs.sort();
}
