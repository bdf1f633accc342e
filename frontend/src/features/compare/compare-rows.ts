import type { Provenance } from '@coinatlas/domain/provenance/provenance';

/** One partner's value on one row; `text` null: the record does not state it (never guessed). */
export type Cell = Readonly<{ text: string | null; provenance?: Provenance }>;

export type Row = Readonly<{ key: string; label: string; cells: readonly Cell[] }>;

/**
 * Whether a row's values differ between the partners. A value nobody states on any side is no difference;
 * a value one side states and another does not is one.
 */
export function rowDiffers(cells: readonly Cell[]): boolean {
  return new Set(cells.map((c) => c.text ?? '\u0000')).size > 1;
}

/** A fact of a content record as a cell: its value formatted, with where it comes from. */
export function factCell<V>(fact: { value: V; provenance: Provenance } | undefined, format: (value: V) => string | null): Cell {
  if (!fact) return { text: null };
  return { text: format(fact.value), provenance: fact.provenance };
}

export type Footnote = Readonly<{ n: number; partner: string; provenance: Provenance }>;

/** Cells with the same provenance for the same partner share one note (all of one partner's catalogue facts, say). */
const provenanceKey = (p: Provenance): string =>
  p.kind === 'catalogue'
    ? 'catalogue'
    : p.kind === 'checked'
      ? `checked\u0000${p.source}\u0000${p.checked}`
      : `feed\u0000${p.feed}\u0000${p.version ?? ''}\u0000${p.fetchedAt ?? ''}\u0000${p.source ?? ''}`;

/**
 * Numbers the distinct provenances of the cells' facts, per partner, in the order the rows show them: a
 * page an editor checked on a day, a feed, or (one note per partner) "from our catalogue, not yet checked".
 */
export function footnotes(
  rows: readonly Row[],
  partners: readonly string[],
): { notes: Footnote[]; numberOf(col: number, p: Provenance): number } {
  const notes: Footnote[] = [];
  const index = new Map<string, number>();
  const keyOf = (col: number, p: Provenance) => `${col}\u0000${provenanceKey(p)}`;
  for (const row of rows)
    row.cells.forEach((cell, col) => {
      if (!cell.provenance || cell.text === null) return;
      const key = keyOf(col, cell.provenance);
      if (index.has(key)) return;
      const n = notes.length + 1;
      index.set(key, n);
      notes.push({ n, partner: partners[col] ?? '', provenance: cell.provenance });
    });
  return { notes, numberOf: (col, p) => index.get(keyOf(col, p)) ?? 0 };
}
