import { describe, expect, it } from 'vitest';
import { changeTone, formatAsOf, formatBtc, formatCompact, formatPercent, formatPrice } from './format';

describe('price formatting', () => {
  it.each([
    [94731, '$94,731.00'],
    [1799.79, '$1,799.79'],
    [1, '$1.00'],
    [2.29, '$2.29'],
    [0.999947, '$0.999947'],
    [0.179162, '$0.179162'],
    [0.5, '$0.5000'],
    [0.12345678, '$0.123457'],
    [0.0001, '$0.0001'],
    [0, '$0.0000'],
    [null, '—'],
    [undefined, '—'],
    [Number.NaN, '—'],
  ])('price %s -> %s', (v, out) => expect(formatPrice(v)).toBe(out));

  it.each([
    [1880675601739, '$1,880.68B'],
    [29604625872, '$29.60B'],
    [1e9, '$1.00B'],
    [614042482, '$614.04M'],
    [1e6, '$1.00M'],
    [999_999, '$1.00M'],
    [999_994, '$999.99K'],
    [12_500, '$12.50K'],
    [1000, '$1.00K'],
    [999, '$999.00'],
    [0.5, '$0.5000'],
    [null, '—'],
  ])('compact %s -> %s', (v, out) => expect(formatCompact(v)).toBe(out));

  it.each([
    [0.90324, '+0.90%'],
    [-0.64137, '-0.64%'],
    [12.5, '+12.50%'],
    [0, '0.00%'],
    [-0.001, '0.00%'],
    [null, '—'],
  ])('percent %s -> %s', (v, out) => expect(formatPercent(v)).toBe(out));

  it('colours a change by its shown value', () => {
    expect(changeTone(0.9)).toBe('up');
    expect(changeTone(-0.64)).toBe('down');
    expect(changeTone(-0.004)).toBe('flat');
    expect(changeTone(null)).toBe('flat');
  });

  it('shows the BTC price with 8 decimals when trending has no USD price', () => {
    expect(formatBtc(0.00000003)).toBe('0.00000003 BTC');
    expect(formatBtc(0.000540284475727861)).toBe('0.00054028 BTC');
    expect(formatBtc(1)).toBe('1.00000000 BTC');
    expect(formatBtc(null)).toBe('—');
  });

  it('writes the fetch time in the visitor language', () => {
    expect(formatAsOf('2025-04-29T03:41:09.701Z', 'en-US')).toMatch(/^Apr 29, 2025, \d{1,2}:41\s?[AP]M$/);
    expect(formatAsOf('not a date', 'en-US')).toBe('');
  });
});
