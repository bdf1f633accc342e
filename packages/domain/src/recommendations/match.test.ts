import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROVENANCE_KINDS, type Provenance } from '../provenance/provenance.js';
import {
  CATEGORY_TYPE,
  PRIORITIES,
  REC_CATEGORIES,
  candidatesOf,
  type Candidate,
  type CandidateFact,
  type RecCategory,
} from './catalogue.js';
import { CRITERIA_FIELDS } from './criteria.js';
import { MAPPED_CREDIT, PRIORITY_MAPPINGS, explain, matchScore, rankCandidates, scoreOf } from './match.js';
import { CHECKED, TEST_CANDIDATES, availableIn, cand, f, notIn } from './test-candidates.js';

const find = (category: RecCategory, id: string) => candidatesOf(TEST_CANDIDATES, category).find((x) => x.id === id)!;
const NOWHERE = { country: null };

// ---- generators: any record of any category, with any of the facts its criteria read ------------------

const provenance: fc.Arbitrary<Provenance> = fc
  .constantFrom(...PROVENANCE_KINDS)
  .map((kind) => (kind === 'catalogue' ? { kind } : kind === 'checked' ? CHECKED : { kind: 'feed', feed: 'test feed', version: '1' }));
const VALUES: Record<string, fc.Arbitrary<unknown>> = {
  category: fc.constantFrom('centralized', 'decentralized', 'hardware', 'software'),
  'fees.trading': fc
    .double({ min: 0, max: 1, noNaN: true })
    .map((taker) => ({ tiers: [{ fromUsd: 0, maker: taker, taker }], coversUpToUsd: null })),
  'facts.poolFee': fc
    .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
  'facts.spotVolume24hUsd': fc.integer({ min: 0, max: 5e9 }),
  'facts.features': fc.subarray(['futures', 'options', 'margin', 'staking', 'earn', 'proofOfReserves', 'nyTrustCompany', 'limitOrders']),
  'facts.incidents': fc.array(fc.record({ year: fc.integer({ min: 2011, max: 2026 }), clientsMadeWhole: fc.boolean() }), { maxLength: 2 }),
  'facts.coinsAtLeast': fc.integer({ min: 1, max: 2000 }),
  'facts.fiat': fc.subarray(['USD', 'EUR', 'GBP', 'BRL']),
  'facts.platforms': fc.subarray(['ios', 'android', 'web', 'windows']),
  'facts.capabilities': fc.subarray([
    'templates',
    'backtesting',
    'free-plan',
    'charting',
    'tax-reports',
    'simple-mode',
    'buy-sell',
    'crypto-rewards',
    'self-custody',
  ]),
  'facts.botTypes': fc.subarray(['grid', 'dca', 'signal', 'arbitrage']),
  'facts.exchangeCount': fc.integer({ min: 1, max: 40 }),
  'facts.cashbackUpToPercent': fc.double({ min: 0, max: 8, noNaN: true }),
  'facts.stakingRequired': fc.boolean(),
  'offers.0': fc.constant({ id: 'referral', text: 'A bonus' }),
  'facts.openSource': fc.constantFrom('yes', 'partial', 'no'),
  'facts.chains': fc.subarray(['bitcoin', 'evm', 'solana']),
  'facts.moreChains': fc.boolean(),
  'facts.connectivity': fc.subarray(['usb-c', 'bluetooth', 'nfc', 'qr']),
  'facts.backup': fc.subarray(['seed-phrase', 'passphrase', 'multi-share']),
  'facts.easeOfUse': fc.boolean(),
  'facts.priceBand': fc.constantFrom('entry', 'mid', 'premium'),
  'facts.pricing': fc.constantFrom('free', 'freemium', 'fees'),
};

const arbCandidate = (category: RecCategory): fc.Arbitrary<Candidate> =>
  fc
    .tuple(
      fc
        .subarray([...CRITERIA_FIELDS[category]])
        .chain((fields) => fc.tuple(...fields.map((field) => fc.tuple(fc.constant(field), VALUES[field]!, provenance)))),
      fc.option(
        fc.integer({ min: 10, max: 50 }).map((r) => r / 10),
        { nil: undefined },
      ),
      fc.string({ minLength: 1, maxLength: 6 }),
    )
    .map(([entries, rating, name]) =>
      cand(category, `id-${name}`, Object.fromEntries(entries.map(([field, value, p]): [string, CandidateFact] => [field, f(value, p)])), {
        ...(rating !== undefined ? { rating } : {}),
        name,
      }),
    );

const arbCase = fc
  .constantFrom(...REC_CATEGORIES)
  .chain((category) =>
    fc.tuple(
      arbCandidate(category),
      fc.uniqueArray(fc.constantFrom(...(PRIORITIES[category] as readonly string[])), { minLength: 1, maxLength: 12 }),
      fc.constantFrom<string | null>(null, 'DE', 'US', 'BR'),
    ),
  );

describe('the score is the formula the page states', () => {
  it('property: score = round(100 × (met + ½ × related) ÷ chosen), counted from the explanation’s own lines', () => {
    fc.assert(
      fc.property(arbCase, ([c, priorities, country]) => {
        const e = explain(c, priorities, { country });
        const met = e.lines.filter((l) => l.status === 'met').length;
        const related = e.lines.filter((l) => l.via !== undefined).length;
        expect(e.chosen).toBe(new Set(priorities).size);
        expect(e.lines.map((l) => l.priority).sort()).toEqual([...new Set(priorities)].sort());
        expect([e.met, e.related]).toEqual([met, related]);
        expect(e.score).toBe(Math.round((100 * (met + 0.5 * related)) / e.chosen));
        expect(e.score).toBe(scoreOf(met, related, e.chosen));
        // each line's credit follows its status: met 1, a related criterion met ½ (only when unknown), else 0
        for (const l of e.lines) {
          if (l.status === 'met') expect([l.credit, l.via]).toEqual([1, undefined]);
          else if (l.via) expect([l.status, l.credit, l.via.status]).toEqual(['unknown', MAPPED_CREDIT, 'met']);
          else expect(l.credit).toBe(0);
          // unknown is never met, and never claims a fact that made it met
          if (l.status === 'unknown' && !l.via) expect(l.credit).toBe(0);
        }
        expect(e.score).toBeGreaterThanOrEqual(0);
        expect(e.score).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('property: the order of the priorities never matters (score, lines and ranking)', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...REC_CATEGORIES)
          .chain((category) =>
            fc.tuple(
              fc.constant(category),
              fc.array(arbCandidate(category), { minLength: 1, maxLength: 5 }),
              fc.uniqueArray(fc.constantFrom(...(PRIORITIES[category] as readonly string[])), { minLength: 1, maxLength: 12 }),
              fc.constantFrom<string | null>(null, 'DE'),
            ),
          ),
        fc.integer(),
        ([category, list, priorities, country], seed) => {
          const shuffled = [...priorities].sort(
            (a, b) => ((a.length * 31 + seed) % 7) - ((b.length * 31 + seed) % 7) || (seed % 2 ? a.localeCompare(b) : b.localeCompare(a)),
          );
          const a = rankCandidates(list, { category, priorities, country });
          const b = rankCandidates(list, { category, priorities: [...shuffled, ...shuffled], country });
          expect(b).toEqual(a);
          for (const c of list) expect(explain(c, shuffled, { country })).toEqual(explain(c, priorities, { country }));
        },
      ),
    );
  });
});

describe('explain on the test records', () => {
  it('every chosen priority met gives 100, none 0, the share in between', () => {
    expect(matchScore(find('exchanges', 'binance'), ['low-fees', 'derivatives', 'proof-of-reserves'], NOWHERE)).toBe(100);
    expect(matchScore(find('exchanges', 'kraken'), ['low-fees', 'proof-of-reserves'], NOWHERE)).toBe(50);
    expect(matchScore(find('exchanges', 'coinbase'), ['beginner-friendly', 'derivatives', 'mobile-app'], NOWHERE)).toBe(67);
    expect(matchScore(find('wallets', 'electrum'), ['offline-keys'], NOWHERE)).toBe(0);
  });

  it('Kraken does not get “low fees” from its advanced features: its 0.40 % taker fee says not met', () => {
    const e = explain(find('exchanges', 'kraken'), ['low-fees'], NOWHERE);
    expect(e.lines).toEqual([
      { priority: 'low-fees', status: 'not-met', credit: 0, facts: [expect.objectContaining({ field: 'fees.trading' })] },
    ]);
    expect(e.score).toBe(0);
  });

  it('a mapping counts half, only when the criterion has no data and the related one is met on facts', () => {
    expect(PRIORITY_MAPPINGS).toEqual({
      exchanges: { 'low-fees': 'advanced-features', 'best-security': 'regulatory-compliance', 'altcoin-support': 'high-liquidity' },
    });
    // Jupiter: no fee recorded, limit orders listed (advanced features)
    const j = explain(find('exchanges', 'jupiter'), ['low-fees'], NOWHERE);
    expect(j.lines[0]).toMatchObject({ status: 'unknown', credit: MAPPED_CREDIT, via: { priority: 'advanced-features', status: 'met' } });
    expect(j.score).toBe(50);
    // Uniswap: a pool range across the limit (unknown), no advanced features listed: nothing
    expect(explain(find('exchanges', 'uniswap'), ['low-fees'], NOWHERE).lines[0]).toMatchObject({ status: 'unknown', credit: 0 });
    expect(explain(find('exchanges', 'uniswap'), ['low-fees'], NOWHERE).lines[0]!.via).toBeUndefined();
  });

  it('lists the lines in the category’s order, each once, whatever was given', () => {
    const e = explain(find('exchanges', 'binance'), ['mobile-app', 'low-fees', 'mobile-app', 'charting'], NOWHERE);
    expect(e.lines.map((l) => l.priority)).toEqual(['low-fees', 'mobile-app']);
    expect(e.chosen).toBe(2);
  });

  it('counts the credit that rests on confirmed facts apart (OKX’s fee was checked, Binance’s is catalogue)', () => {
    expect(explain(find('exchanges', 'okx'), ['low-fees'], NOWHERE).confirmedCredit).toBe(1);
    expect(explain(find('exchanges', 'binance'), ['low-fees'], NOWHERE).confirmedCredit).toBe(0);
  });
});

describe('rankCandidates', () => {
  it('every candidate of the category is ranked; equal scores go to confirmed facts, then rating, then name', () => {
    const r = rankCandidates(TEST_CANDIDATES, { category: 'exchanges', priorities: ['low-fees'], country: null });
    expect(r.ranked.map((x) => [x.candidate.id, x.matchScore])).toEqual([
      ['okx', 100], // checked fee wins the tie
      ['binance', 100],
      ['jupiter', 50],
      ['coinbase', 0], // rated 4.6
      ['kraken', 0], // rated 4.6, after Coinbase by name
      ['mercado-bitcoin', 0], // unrated, by name
      ['uniswap', 0],
    ]);
    expect(r.excluded).toEqual([]);
    expect(r.recommended).toBe(false); // nobody is recorded as available in an unknown country
  });

  it('leaves out partners recorded as not available in the country, and ranks unknown after confirmed availability', () => {
    const us = rankCandidates(TEST_CANDIDATES, { category: 'exchanges', priorities: ['low-fees', 'mobile-app'], country: 'US' });
    expect(us.excluded.map((x) => x.candidate.id)).toEqual(['binance']);
    expect(us.ranked.map((x) => x.candidate.id)).not.toContain('binance');
    // Coinbase is recorded as available in the US and meets one priority: it comes first, recommended,
    // before OKX's equal score whose availability there is unknown
    expect(us.ranked.slice(0, 2).map((x) => [x.candidate.id, x.matchScore, x.availability])).toEqual([
      ['coinbase', 50, 'available'],
      ['okx', 50, 'unknown'],
    ]);
    expect(us.recommended).toBe(true);
    // a partner available but meeting nothing still comes before every unknown one, and is not a recommendation
    const none = rankCandidates(TEST_CANDIDATES, { category: 'exchanges', priorities: ['derivatives'], country: 'US' });
    expect([none.ranked[0]!.candidate.id, none.ranked[0]!.availability, none.ranked[0]!.matchScore]).toEqual(['coinbase', 'available', 0]);
    expect(none.ranked.slice(1).every((x) => x.availability === 'unknown')).toBe(true);
    expect(none.ranked.slice(1).some((x) => x.matchScore > 0)).toBe(true);
    expect(none.recommended).toBe(false);
  });

  it('no valid priority: nothing is ranked', () => {
    expect(rankCandidates(TEST_CANDIDATES, { category: 'tools', priorities: ['low-fees'], country: null }).ranked).toEqual([]);
  });

  it('property: with a country, nobody recorded as not available there is ranked, and the first is recommended only if available', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<RecCategory>('exchanges', 'payment-cards', 'apps').chain((category) =>
          fc.tuple(
            fc.constant(category),
            fc.array(
              fc.tuple(arbCandidate(category), fc.constantFrom('none', 'in', 'out')).map(([c, a]) => ({
                ...c,
                id: `${c.id}-${a}`,
                type: CATEGORY_TYPE[category],
                ...(a === 'none' ? {} : { availability: [a === 'in' ? availableIn('DE') : notIn('DE')] }),
              })),
              { maxLength: 6 },
            ),
            fc.uniqueArray(fc.constantFrom(...(PRIORITIES[category] as readonly string[])), { minLength: 1, maxLength: 4 }),
          ),
        ),
        ([category, list, priorities]) => {
          const r = rankCandidates(list, { category, priorities, country: 'DE' });
          for (const x of r.ranked) expect(x.candidate.availability?.[0]?.status).not.toBe('not-available');
          expect(r.excluded.every((x) => x.fact.status === 'not-available')).toBe(true);
          expect(r.ranked.length + r.excluded.length).toBe(list.length);
          if (r.recommended) expect([r.ranked[0]!.availability, r.ranked[0]!.matchScore > 0]).toEqual(['available', true]);
          else expect(r.ranked.some((x) => x.availability === 'available' && x.matchScore > 0)).toBe(false);
          // every partner recorded as available there comes before every one whose availability is unknown
          const firstUnknown = r.ranked.findIndex((x) => x.availability === 'unknown');
          if (firstUnknown >= 0) expect(r.ranked.slice(firstUnknown).every((x) => x.availability === 'unknown')).toBe(true);
        },
      ),
    );
  });
});
