import { describe, expect, it } from 'vitest';
import { exchangesFromContentFiles } from '@/lib/content/testing/exchange-records';
import { relatedExchanges } from './related';

const EXCHANGES = exchangesFromContentFiles();
const find = (id: string) => EXCHANGES.find((e) => e.id === id)!;

describe('related exchanges', () => {
  it('are four of the same kind, never the exchange itself, most shared features first', () => {
    const bybit = find('bybit');
    const related = relatedExchanges(bybit, EXCHANGES);
    expect(related).toHaveLength(4);
    expect(related.every((r) => r.kind === 'centralized' && r.id !== 'bybit')).toBe(true);
    // three features in common each (futures, trading bots, and copy trading or options), then by name
    expect(related.slice(0, 2).map((r) => r.id)).toEqual(['bitget', 'okx']);
    expect(relatedExchanges(find('uniswap'), EXCHANGES).every((r) => r.kind === 'decentralized')).toBe(true);
  });
});
