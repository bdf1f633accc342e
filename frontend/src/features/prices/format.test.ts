import { describe, expect, it } from 'vitest';
import { changeTone, formatAsOf } from './format';

// Prices, compact amounts, changes and BTC prices: frontend/src/lib/format/numbers.test.ts
describe('price table helpers', () => {
  it('colours a change by its shown value', () => {
    expect(changeTone(0.9)).toBe('up');
    expect(changeTone(-0.64)).toBe('down');
    expect(changeTone(-0.004)).toBe('flat');
    expect(changeTone(null)).toBe('flat');
  });

  it('writes the fetch time in the visitor language', () => {
    expect(formatAsOf('2025-04-29T03:41:09.701Z', 'en-US')).toMatch(/^Apr 29, 2025, \d{1,2}:41\s?[AP]M$/);
    expect(formatAsOf('not a date', 'en-US')).toBe('');
  });
});
