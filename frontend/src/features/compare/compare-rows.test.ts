import { describe, expect, it } from 'vitest';
import { factCell, footnotes, rowDiffers, type Row } from './compare-rows';

const fact = <V>(value: V, source = 'https://a.example', verified = true) => ({ value, source, checked: '2026-11-22', verified });

describe('comparison rows', () => {
  it('a row differs when the values differ, or one side states what the other does not', () => {
    expect(rowDiffers([{ text: 'Visa' }, { text: 'Visa' }])).toBe(false);
    expect(rowDiffers([{ text: 'Visa' }, { text: 'Mastercard' }])).toBe(true);
    expect(rowDiffers([{ text: 'Visa' }, { text: null }])).toBe(true);
    expect(rowDiffers([{ text: null }, { text: null }])).toBe(false);
    expect(rowDiffers([{ text: 'a' }, { text: 'a' }, { text: 'b' }, { text: 'a' }])).toBe(true);
  });

  it('keeps a fact’s source, date and verification with its formatted value; a missing fact is not stated', () => {
    expect(factCell(fact(2011, 'https://k.example', false), (v) => String(v))).toEqual({
      text: '2011',
      fact: { source: 'https://k.example', checked: '2026-11-22', verified: false },
    });
    expect(factCell(undefined, (v: number) => String(v))).toEqual({ text: null });
  });

  it('numbers each partner’s distinct sources once, in row order', () => {
    const rows: Row[] = [
      { key: 'a', label: 'A', cells: [factCell(fact(1, 'https://x.example'), String), factCell(fact(2, 'https://y.example'), String)] },
      { key: 'b', label: 'B', cells: [factCell(fact(3, 'https://x.example'), String), factCell(fact(4, 'https://z.example'), String)] },
      { key: 'c', label: 'C', cells: [{ text: 'no fact' }, factCell(fact(5, 'https://y.example', false), String)] },
    ];
    const { notes, numberOf } = footnotes(rows, ['X', 'Y']);
    expect(notes.map((n) => [n.n, n.partner, n.source, n.verified])).toEqual([
      [1, 'X', 'https://x.example', true],
      [2, 'Y', 'https://y.example', true],
      [3, 'Y', 'https://z.example', true],
      [4, 'Y', 'https://y.example', false],
    ]);
    expect(numberOf(0, rows[1]!.cells[0]!.fact!)).toBe(1);
    expect(numberOf(1, rows[2]!.cells[1]!.fact!)).toBe(4);
  });
});
