import { describe, expect, it } from 'vitest';
import { EXCHANGE_PARTNERS } from '@coinatlas/domain/partners/exchanges';
import { EXCHANGES, EXCHANGE_FEATURES } from './exchanges';

describe('exchange directory content', () => {
  it('covers exactly the exchanges of the partner registry, at least 40, each once', () => {
    expect(EXCHANGES.map((e) => e.id).sort()).toEqual(EXCHANGE_PARTNERS.map((p) => p.id).sort());
    expect(EXCHANGES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(EXCHANGES.map((e) => e.id)).size).toBe(EXCHANGES.length);
  });

  it('has every id the spec links to as an anchor', () => {
    for (const id of ['binance', 'coinbase', 'kraken', 'okx']) expect(EXCHANGES.find((e) => e.id === id)?.kind).toBe('centralized');
  });

  it('keeps facts plausible and internally consistent', () => {
    for (const e of EXCHANGES) {
      expect(e.officialUrl, e.id).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}$/);
      if (e.founded !== undefined) expect(e.founded, e.id).toBeGreaterThanOrEqual(2009);
      if (e.founded !== undefined) expect(e.founded, e.id).toBeLessThanOrEqual(2026);
      if (e.headquarters) expect(e.headquarters, e.id).toMatch(/^[A-Z]{2}$/);
      for (const c of e.fiat ?? []) expect(c, e.id).toMatch(/^[A-Z]{3}$/);
      for (const f of e.features) expect(EXCHANGE_FEATURES, e.id).toContain(f);
      expect(new Set(e.features).size, e.id).toBe(e.features.length);
      // A decentralized exchange has no account, so no identity check; a custodial one here always has one.
      expect(e.kyc, e.id).toBe(e.kind === 'decentralized' ? 'none' : 'required');
      if (e.kind === 'decentralized') {
        expect(e.coinsAtLeast, e.id).toBeUndefined();
        expect(e.fiat, e.id).toBeUndefined();
        expect(e.chains?.length, e.id).toBeGreaterThan(0);
      }
      if (e.spotFee?.kind === 'makerTaker') {
        expect(e.spotFee.maker, e.id).toBeLessThanOrEqual(e.spotFee.taker);
        expect(e.spotFee.taker, e.id).toBeLessThanOrEqual(1);
      }
      if (e.spotFee?.kind === 'poolTiers') expect(e.spotFee.min, e.id).toBeLessThanOrEqual(e.spotFee.max);
    }
  });
});
