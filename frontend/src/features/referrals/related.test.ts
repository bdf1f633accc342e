import { describe, expect, it } from 'vitest';
import { findExchange } from '@/content/exchanges';
import { relatedExchanges } from './related';

describe('related exchanges', () => {
  it('are four of the same kind, never the exchange itself, most shared features first', () => {
    const bybit = findExchange('bybit')!;
    const related = relatedExchanges(bybit);
    expect(related).toHaveLength(4);
    expect(related.every((r) => r.kind === 'centralized' && r.id !== 'bybit')).toBe(true);
    // three features in common each (futures, trading bots, and copy trading or options), then by name
    expect(related.slice(0, 2).map((r) => r.id)).toEqual(['bitget', 'okx']);
    expect(relatedExchanges(findExchange('uniswap')!).every((r) => r.kind === 'decentralized')).toBe(true);
  });
});
