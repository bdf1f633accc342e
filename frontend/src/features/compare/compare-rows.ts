/** A fact's provenance: the page it was checked against, when, and whether it held then. */
export type FactSource = Readonly<{ source: string; checked: string; verified: boolean }>;

/** One partner's value on one row; `text` null: the record does not state it (never guessed). */
export type Cell = Readonly<{ text: string | null; fact?: FactSource }>;

export type Row = Readonly<{ key: string; label: string; cells: readonly Cell[] }>;

/**
 * Whether a row's values differ between the partners. A value nobody states on any side is no difference;
 * a value one side states and another does not is one.
 */
export function rowDiffers(cells: readonly Cell[]): boolean {
  return new Set(cells.map((c) => c.text ?? '\u0000')).size > 1;
}

/** A fact of a content record as a cell: its value formatted, its source, date and verification kept. */
export function factCell<V>(fact: (FactSource & { value: V }) | undefined, format: (value: V) => string | null): Cell {
  if (!fact) return { text: null };
  return { text: format(fact.value), fact: { source: fact.source, checked: fact.checked, verified: fact.verified } };
}

export type Footnote = Readonly<{ n: number; partner: string; source: string; checked: string; verified: boolean }>;

/**
 * Numbers the distinct sources of the cells' facts, per partner (facts checked against the same page on
 * the same day share one footnote), in the order the rows show them.
 */
export function footnotes(rows: readonly Row[], partners: readonly string[]): { notes: Footnote[]; numberOf(col: number, fact: FactSource): number } {
  const notes: Footnote[] = [];
  const index = new Map<string, number>();
  const keyOf = (col: number, f: FactSource) => `${col}\u0000${f.source}\u0000${f.checked}\u0000${f.verified}`;
  for (const row of rows)
    row.cells.forEach((cell, col) => {
      if (!cell.fact) return;
      const key = keyOf(col, cell.fact);
      if (index.has(key)) return;
      const n = notes.length + 1;
      index.set(key, n);
      notes.push({ n, partner: partners[col] ?? '', ...cell.fact });
    });
  return { notes, numberOf: (col, fact) => index.get(keyOf(col, fact)) ?? 0 };
}
