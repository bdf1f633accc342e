import { describe, expect, it } from 'vitest';
import { PARTNER_TYPES } from './partner.js';
import { KIND_FACTS, PAGE_FACTS, pageFactScore, THIN_PAGE_THRESHOLD, type PageRecord } from './thin-page.js';

const fact = (value: unknown) => ({ value, provenance: { kind: 'catalogue' } });

describe('thin partner pages', () => {
  it('counts each question of its kind the record answers, once', () => {
    const exchange: PageRecord = {
      type: 'exchange',
      facts: { kyc: fact('required'), founded: fact(2013), headquarters: fact('GB'), features: fact([]), fiat: fact(['GBP']) },
    };
    const score = pageFactScore([exchange], false);
    // an empty list says nothing: the features are not counted
    expect(score.present).toEqual(['kyc', 'founded', 'headquarters', 'fiat']);
    expect(score.score).toBe(4);
    expect(score.thin).toBe(true);
    // what would lift it: the questions its kind asks that it does not answer, most helpful first
    expect(score.missing.slice(0, 4)).toEqual(['tradingFee', 'availability', 'paymentMethods', 'licences']);

    const withFees = pageFactScore([{ ...exchange, fees: { trading: fact({ tiers: [] }) } }], false);
    expect(withFees.score).toBe(5);
    expect(withFees.thin).toBe(THIN_PAGE_THRESHOLD > 5);
  });

  it('never calls a reviewed page thin', () => {
    const tool: PageRecord = { type: 'tool', text: { description: 'x', features: ['a'] } };
    expect(pageFactScore([tool], false)).toMatchObject({ score: 1, thin: true });
    expect(pageFactScore([tool], true)).toMatchObject({ score: 1, thin: false, hasReview: true });
  });

  it("counts a provider's page over every record it shows, each question once", () => {
    const wallet: PageRecord = {
      type: 'wallet',
      facts: { chains: fact(['evm']), openSource: fact('yes'), platforms: fact(['ios']) },
      text: { securityModel: 'keys on the phone', bestFor: 'DeFi' },
    };
    const app: PageRecord = {
      type: 'app',
      facts: { platforms: fact(['ios', 'android']), pricing: fact('free') },
      text: { features: ['swaps'], pros: ['free'], cons: [] },
    };
    const alone = pageFactScore([wallet], false);
    const both = pageFactScore([wallet, app], false);
    expect(alone.score).toBe(5);
    // platforms once; pricing, the feature list and the pros added; empty cons not
    expect(both.score).toBe(8);
    expect(both.present).toContain('pricing');
    expect(both.present).not.toContain('cons');
  });

  it('reads a rating only with its breakdown, and every kind names questions it can be asked', () => {
    expect(pageFactScore([{ type: 'tool', rating: { breakdown: null } }], false).present).toEqual([]);
    expect(pageFactScore([{ type: 'tool', rating: { breakdown: { features: 4 } } }], false).present).toEqual(['ratingBreakdown']);
    for (const type of PARTNER_TYPES) {
      expect(KIND_FACTS[type].length).toBeGreaterThan(0);
      for (const q of KIND_FACTS[type]) expect(PAGE_FACTS).toContain(q);
    }
  });
});
