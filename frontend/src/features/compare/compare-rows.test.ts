import { describe, expect, it } from 'vitest';
import type { Provenance } from '@coinatlas/domain/provenance/provenance';
import { factCell, footnotes, rowDiffers, type Row } from './compare-rows';

const checked = (source: string, day = '2026-11-22'): Provenance => ({ kind: 'checked', source, checked: day });
const catalogue: Provenance = { kind: 'catalogue', source: 'https://home.example' };
const fact = <V>(value: V, provenance: Provenance) => ({ value, provenance });

describe('comparison rows', () => {
  it('a row differs when the values differ, or one side states what the other does not', () => {
    expect(rowDiffers([{ text: 'Visa' }, { text: 'Visa' }])).toBe(false);
    expect(rowDiffers([{ text: 'Visa' }, { text: 'Mastercard' }])).toBe(true);
    expect(rowDiffers([{ text: 'Visa' }, { text: null }])).toBe(true);
    expect(rowDiffers([{ text: null }, { text: null }])).toBe(false);
    expect(rowDiffers([{ text: 'a' }, { text: 'a' }, { text: 'b' }, { text: 'a' }])).toBe(true);
  });

  it('keeps a fact’s provenance with its formatted value; a missing fact is not stated', () => {
    expect(factCell(fact(2011, checked('https://k.example')), (v) => String(v))).toEqual({
      text: '2011',
      provenance: { kind: 'checked', source: 'https://k.example', checked: '2026-11-22' },
    });
    expect(factCell(fact(2011, catalogue), (v) => String(v))).toEqual({ text: '2011', provenance: catalogue });
    expect(factCell(undefined, (v: number) => String(v))).toEqual({ text: null });
  });

  it('numbers each partner’s distinct provenances once, in row order; a partner’s catalogue facts share one note', () => {
    const rows: Row[] = [
      { key: 'a', label: 'A', cells: [factCell(fact(1, checked('https://x.example')), String), factCell(fact(2, catalogue), String)] },
      {
        key: 'b',
        label: 'B',
        cells: [factCell(fact(3, checked('https://x.example')), String), factCell(fact(4, checked('https://z.example')), String)],
      },
      { key: 'c', label: 'C', cells: [{ text: 'no fact' }, factCell(fact(5, { kind: 'catalogue' }), String)] },
      {
        key: 'd',
        label: 'D',
        cells: [
          factCell(fact(6, checked('https://x.example', '2026-12-01')), String),
          factCell(fact(7, { kind: 'feed', feed: 'F', version: '2' }), String),
        ],
      },
    ];
    const { notes, numberOf } = footnotes(rows, ['X', 'Y']);
    expect(notes.map((n) => [n.n, n.partner, n.provenance.kind])).toEqual([
      [1, 'X', 'checked'],
      [2, 'Y', 'catalogue'],
      [3, 'Y', 'checked'],
      [4, 'X', 'checked'],
      [5, 'Y', 'feed'],
    ]);
    expect(numberOf(0, rows[1]!.cells[0]!.provenance!)).toBe(1);
    // Y's second catalogue fact (without the source an editor would check it against) is the same note.
    expect(numberOf(1, rows[2]!.cells[1]!.provenance!)).toBe(2);
    expect(numberOf(0, rows[3]!.cells[0]!.provenance!)).toBe(4);
  });

  it('a fact the record leaves unstated gets no note', () => {
    const { notes } = footnotes([{ key: 'a', label: 'A', cells: [factCell(fact(1, catalogue), () => null), { text: 'x' }] }], ['X', 'Y']);
    expect(notes).toEqual([]);
  });
});
