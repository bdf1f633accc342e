/**
 * Where a fact, fee, offer or availability entry comes from. Every such record carries exactly one of:
 *
 * - `catalogue`: it came with our original catalogue and nobody has checked it since. No check date is
 *   claimed. `source` (optional) is the page an editor should check it against; nobody has read it for
 *   this fact yet, so it is never shown as a citation.
 * - `checked`: an editor read `source` on `checked` (a date) and it said this. Which editor is kept in
 *   the record's revision history.
 * - `feed`: a maintained data source, named (`feed`), with its version and/or the time it was fetched,
 *   and the page it documents the figure with, where it names one.
 *
 * The rules below are the only place that decides what each kind may do on the site.
 */

export const PROVENANCE_KINDS = ['catalogue', 'checked', 'feed'] as const;
export type ProvenanceKind = (typeof PROVENANCE_KINDS)[number];

export type CatalogueProvenance = Readonly<{ kind: 'catalogue'; source?: string }>;
export type CheckedProvenance = Readonly<{ kind: 'checked'; source: string; checked: string }>;
export type FeedProvenance = Readonly<{ kind: 'feed'; feed: string; version?: string; fetchedAt?: string; source?: string }>;
export type Provenance = CatalogueProvenance | CheckedProvenance | FeedProvenance;

/** A value with where it comes from. */
export type Sourced<T> = Readonly<{ value: T; provenance: Provenance }>;

export const CATALOGUE: CatalogueProvenance = Object.freeze({ kind: 'catalogue' });

/**
 * Whether a figure may feed an answer that claims to be exact (the fee calculator's totals and ranking):
 * only what an editor checked or a named feed supplied. The recommendations, which do not claim to be
 * exact, count catalogue facts too, label each one as such, and let confirmed ones win ties
 * (`@coinatlas/domain/recommendations/match`).
 */
export const isConfirmed = (p: Provenance): boolean => p.kind === 'checked' || p.kind === 'feed';

/** The date an editor checked it, or null: catalogue facts and feeds have no check date. */
export const checkedOn = (p: Provenance): string | null => (p.kind === 'checked' ? p.checked : null);

/** The newest editor check among these, or null when none was checked. */
export function latestCheck(list: Iterable<Provenance | undefined>): string | null {
  let latest: string | null = null;
  for (const p of list) {
    const d = p ? checkedOn(p) : null;
    if (d && (!latest || d > latest)) latest = d;
  }
  return latest;
}

/** The page a visitor may follow as a citation: only a page that was read (checked) or a feed's documented page. */
export const citation = (p: Provenance): string | null => (p.kind === 'catalogue' ? null : (p.source ?? null));

/** Counts by kind, for the partner desk and the company pages. */
export function provenanceCounts(list: Iterable<Provenance>): Record<ProvenanceKind, number> {
  const out: Record<ProvenanceKind, number> = { catalogue: 0, checked: 0, feed: 0 };
  for (const p of list) out[p.kind] += 1;
  return out;
}
