import { describe, expect, it } from 'vitest';
import { exchangesFromContentFiles } from '@/lib/content/testing/exchange-records';
import { applyDirectory, defaultsFor, paramsFor, stateFrom, viewOf } from './directory';

const EXCHANGES = exchangesFromContentFiles();

describe('exchange directory', () => {
  it('maps every /exchanges path to its view and default filters', () => {
    expect(viewOf('/exchanges')).toBe('overview');
    expect(viewOf('/exchanges/no-kyc/')).toBe('no-kyc');
    // the alias is the same page as /exchanges (issue 29: not presented as a page of its own)
    expect(viewOf('/exchanges/all')).toBe('overview');
    expect(defaultsFor('centralized')).toEqual({ kind: 'centralized', kyc: 'any', sort: 'name', query: '' });
    expect(defaultsFor('no-kyc')).toEqual({ kind: 'all', kyc: 'none', sort: 'name', query: '' });
  });

  it('reads overrides from the query string and ignores unknown values', () => {
    expect(stateFrom('overview', new URLSearchParams('type=decentralized&sort=fees&kyc=bogus&q=swap'))).toEqual({
      kind: 'decentralized',
      kyc: 'any',
      sort: 'fees',
      query: 'swap',
    });
    expect(paramsFor('centralized', { kind: 'centralized', kyc: 'any', sort: 'coins', query: '' }).toString()).toBe('sort=coins');
  });

  it('filters by type and KYC policy', () => {
    const cex = applyDirectory(EXCHANGES, defaultsFor('centralized'));
    expect(cex.length).toBe(EXCHANGES.filter((e) => e.kind === 'centralized').length);
    expect(cex.every((e) => e.kind === 'centralized')).toBe(true);
    const noKyc = applyDirectory(EXCHANGES, defaultsFor('no-kyc'));
    expect(noKyc.length).toBeGreaterThan(0);
    expect(noKyc.every((e) => e.kyc === 'none')).toBe(true);
    expect(applyDirectory(EXCHANGES, { kind: 'centralized', kyc: 'none', sort: 'name', query: '' })).toEqual([]);
  });

  it('sorts by name, by lowest fee (unknown fees last) and by most coins (unknown counts last)', () => {
    const all = defaultsFor('overview');
    const names = applyDirectory(EXCHANGES, all).map((e) => e.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const fees = applyDirectory(EXCHANGES, { ...all, sort: 'fees' });
    // DEX pools from 0.01 %, then OKX (taker 0.10 %, maker 0.08 %) before the others at 0.10/0.10 %
    expect(fees.slice(0, 4).map((e) => e.id)).toEqual(['pancakeswap', 'uniswap', 'okx', 'binance']);
    const firstUnknown = fees.findIndex((e) => !e.spotFee);
    expect(fees.slice(firstUnknown).every((e) => !e.spotFee)).toBe(true);
    const coins = applyDirectory(EXCHANGES, { ...all, sort: 'coins' });
    expect(coins[0]!.id).toBe('mexc');
    const counts = coins.filter((e) => e.coinsAtLeast).map((e) => e.coinsAtLeast!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('searches names and networks, case-insensitively', () => {
    expect(applyDirectory(EXCHANGES, { ...defaultsFor('overview'), query: 'KRAK' }).map((e) => e.id)).toEqual(['kraken']);
    expect(applyDirectory(EXCHANGES, { ...defaultsFor('overview'), query: 'solana' }).map((e) => e.id)).toEqual([
      'jupiter',
      'orca',
      'raydium',
    ]);
  });
});
