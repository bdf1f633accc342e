import { describe, expect, it } from 'vitest';
import { toolMatches } from './filter-tools';

describe('toolMatches (case-insensitive substring of name, description, any feature or tag)', () => {
  const text = { name: 'TradingView', description: 'Charts for markets', features: ['Pine Script editor'], tag: 'Charting' };
  it('matches each field, ignoring case and surrounding spaces', () => {
    expect(toolMatches(text, 'tradingview')).toBe(true);
    expect(toolMatches(text, 'MARKETS')).toBe(true);
    expect(toolMatches(text, 'pine script')).toBe(true);
    expect(toolMatches(text, ' charting ')).toBe(true);
    expect(toolMatches(text, '')).toBe(true);
  });
  it('does not match other text', () => {
    expect(toolMatches(text, 'ledger')).toBe(false);
    expect(toolMatches(text, 'pine-script')).toBe(false);
  });
});
