import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../provenance/provenance.js';
import { PRIORITIES, REC_CATEGORIES, type CandidateFact, type RecCategory } from './catalogue.js';
import { CRITERIA, CRITERIA_FIELDS, LIMITS, evaluateCriterion, type EvalContext } from './criteria.js';
import { availableIn, cand, CHECKED, f, licence, notIn } from './test-candidates.js';
import type { AvailabilityFact } from '../availability/availability.js';
import type { LicenceFact } from '../payments/methods.js';

const tiers = (taker: number) => ({ tiers: [{ fromUsd: 0, maker: taker, taker }], coversUpToUsd: null });
const NOWHERE: EvalContext = { country: null };

type Facts = Record<string, CandidateFact>;
type Case = {
  met: Facts;
  notMet?: Facts;
  unknownWith?: Facts;
  availability?: { met: AvailabilityFact[]; notMet?: AvailabilityFact[] };
  /** the record's licences when it meets the criterion (and, with `unknownWith`, when it stays unknown) */
  licences?: { met: LicenceFact[]; unknown?: LicenceFact[] };
};

/**
 * For every priority of every category: facts that meet it, facts that do not (where the facts can say
 * so), and facts that leave it unknown. A priority missing here fails the first test.
 */
const CASES: { [C in RecCategory]: Record<string, Case> } = {
  exchanges: {
    'low-fees': {
      met: { 'fees.trading': f(tiers(0.1)) },
      notMet: { 'fees.trading': f(tiers(0.4)) },
      unknownWith: { 'facts.poolFee': f({ min: 0.01, max: 1 }) },
    },
    'high-liquidity': { met: { 'facts.spotVolume24hUsd': f(2e9) }, notMet: { 'facts.spotVolume24hUsd': f(1e6) } },
    'best-security': {
      met: { 'facts.features': f(['proofOfReserves']) },
      notMet: { 'facts.features': f(['proofOfReserves']), 'facts.incidents': f([{ year: 2019, clientsMadeWhole: false }]) },
      unknownWith: { 'facts.features': f(['futures']), 'facts.incidents': f([{ year: 2019, clientsMadeWhole: true }]) },
    },
    'regulatory-compliance': {
      met: {},
      licences: { met: [licence()], unknown: [licence({ status: 'applied' }), licence({ status: 'withdrawn' })] },
      unknownWith: { 'facts.features': f(['publicCompany']) },
    },
    'altcoin-support': { met: { 'facts.coinsAtLeast': f(350) }, unknownWith: { 'facts.coinsAtLeast': f(200) } },
    'advanced-features': { met: { 'facts.features': f(['margin']) }, unknownWith: { 'facts.features': f(['staking']) } },
    'beginner-friendly': {
      met: { category: f('centralized'), 'facts.fiat': f(['EUR']) },
      notMet: { category: f('decentralized') },
      unknownWith: { category: f('centralized') },
    },
    'fiat-deposits': {
      met: { 'facts.fiat': f(['USD']) },
      notMet: { category: f('decentralized') },
      unknownWith: { category: f('centralized') },
    },
    'staking-rewards': { met: { 'facts.features': f(['earn']) }, unknownWith: { 'facts.features': f(['futures']) } },
    derivatives: { met: { 'facts.features': f(['options']) }, unknownWith: { 'facts.features': f(['staking']) } },
    'proof-of-reserves': { met: { 'facts.features': f(['proofOfReserves']) }, unknownWith: { 'facts.features': f(['staking']) } },
    'mobile-app': { met: { 'facts.platforms': f(['android']) }, notMet: { 'facts.platforms': f(['web']) } },
  },
  'trading-bots': {
    'ease-of-use': { met: { 'facts.capabilities': f(['templates']) }, unknownWith: { 'facts.capabilities': f(['backtesting']) } },
    'strategy-variety': { met: { 'facts.botTypes': f(['grid', 'dca', 'signal']) }, unknownWith: { 'facts.botTypes': f(['grid']) } },
    backtesting: { met: { 'facts.capabilities': f(['backtesting']) }, unknownWith: { 'facts.capabilities': f(['templates']) } },
    'exchange-support': { met: { 'facts.exchangeCount': f(15) }, notMet: { 'facts.exchangeCount': f(3) } },
    'free-to-start': { met: { 'facts.capabilities': f(['free-plan']) }, unknownWith: { 'facts.capabilities': f(['templates']) } },
    'strategy-marketplace': { met: { 'facts.capabilities': f(['marketplace']) } },
    'paper-trading': { met: { 'facts.capabilities': f(['paper-trading']) } },
    'signal-automation': { met: { 'facts.capabilities': f(['signal-automation']) } },
  },
  'payment-cards': {
    'high-cashback': { met: { 'facts.cashbackUpToPercent': f(4) }, notMet: { 'facts.cashbackUpToPercent': f(1) } },
    'crypto-rewards': { met: { 'facts.capabilities': f(['crypto-rewards']) } },
    'no-staking-needed': { met: { 'facts.stakingRequired': f(false) }, notMet: { 'facts.stakingRequired': f(true) } },
    'welcome-bonus': { met: { 'offers.0': f({ id: 'referral', text: '$10 in Bitcoin' }) } },
    'premium-perks': { met: { 'facts.capabilities': f(['premium-plans']) } },
    'self-custody': { met: { 'facts.capabilities': f(['self-custody']) } },
    'europe-availability': {
      met: {},
      availability: {
        met: [availableIn('DE')],
        notMet: [
          'AT',
          'BE',
          'BG',
          'CY',
          'CZ',
          'DE',
          'DK',
          'EE',
          'ES',
          'FI',
          'FR',
          'GR',
          'HR',
          'HU',
          'IE',
          'IS',
          'IT',
          'LI',
          'LT',
          'LU',
          'LV',
          'MT',
          'NL',
          'NO',
          'PL',
          'PT',
          'RO',
          'SE',
          'SI',
          'SK',
          'GB',
          'CH',
        ].map(notIn),
      },
    },
    'us-availability': { met: {}, availability: { met: [availableIn('US')], notMet: [notIn('US')] } },
  },
  wallets: {
    'offline-keys': { met: { category: f('hardware') }, notMet: { category: f('software') } },
    'open-source': { met: { 'facts.openSource': f('yes') }, notMet: { 'facts.openSource': f('partial') } },
    'ease-of-use': { met: { 'facts.easeOfUse': f(true, CHECKED) }, notMet: { 'facts.easeOfUse': f(false, CHECKED) } },
    'coin-support': {
      met: { 'facts.chains': f(['bitcoin', 'evm', 'solana']), 'facts.moreChains': f(false) },
      notMet: { 'facts.chains': f(['bitcoin']), 'facts.moreChains': f(false) },
      unknownWith: { 'facts.chains': f(['bitcoin']) },
    },
    'mobile-access': { met: { 'facts.connectivity': f(['bluetooth']) }, notMet: { 'facts.platforms': f(['windows']) } },
    'backup-options': { met: { 'facts.backup': f(['seed-phrase', 'passphrase']) }, notMet: { 'facts.backup': f(['seed-phrase']) } },
    'defi-web3': { met: { 'facts.chains': f(['solana']) }, unknownWith: { 'facts.chains': f(['bitcoin']) } },
    'free-to-use': { met: { category: f('software') }, notMet: { category: f('hardware'), 'facts.priceBand': f('entry') } },
  },
  tools: Object.fromEntries(
    [
      ['on-chain-data', 'on-chain-data'],
      ['charting', 'charting'],
      ['derivatives-data', 'derivatives-data'],
      ['defi-analytics', 'defi-analytics'],
      ['tax-reporting', 'tax-reports'],
      ['portfolio-tracking', 'portfolio-tracking'],
      ['free-plan', 'free-plan'],
      ['wallet-intelligence', 'wallet-labels'],
    ].map(([p, cap]) => [p!, { met: { 'facts.capabilities': f([cap]) }, unknownWith: { 'facts.capabilities': f([]) } }]),
  ),
  apps: {
    'beginner-friendly': { met: { 'facts.capabilities': f(['simple-mode']) } },
    'buy-and-sell': { met: { 'facts.capabilities': f(['buy-sell']) } },
    'price-alerts': { met: { 'facts.capabilities': f(['price-alerts']) } },
    'portfolio-tracking': { met: { 'facts.capabilities': f(['portfolio-tracking']) } },
    'advanced-charts': { met: { 'facts.capabilities': f(['advanced-charts']) } },
    'self-custody': { met: { 'facts.capabilities': f(['self-custody']) } },
    'defi-access': { met: { 'facts.capabilities': f(['defi']) }, unknownWith: { 'facts.capabilities': f(['price-alerts']) } },
    'free-to-use': { met: { 'facts.pricing': f('freemium') }, notMet: { 'facts.pricing': f('fees') } },
  },
};

const run = (
  category: RecCategory,
  priority: string,
  facts: Facts,
  availability?: AvailabilityFact[],
  ctx = NOWHERE,
  licences?: LicenceFact[],
) =>
  evaluateCriterion(
    cand(category, 'x', facts, { ...(availability ? { availability } : {}), ...(licences ? { licences } : {}) }),
    priority,
    ctx,
  );

describe('criteria', () => {
  it('every priority of every category is a criterion, tested below, reading only fields the candidates carry', () => {
    for (const c of REC_CATEGORIES) {
      expect(Object.keys(CRITERIA[c]).sort(), c).toEqual([...PRIORITIES[c]].sort());
      expect(Object.keys(CASES[c]).sort(), c).toEqual([...PRIORITIES[c]].sort());
      for (const [p, k] of Object.entries(CASES[c]))
        for (const facts of [k.met, k.notMet ?? {}, k.unknownWith ?? {}])
          for (const field of Object.keys(facts)) expect(CRITERIA_FIELDS[c], `${c}/${p} reads ${field}`).toContain(field);
    }
  });

  for (const category of REC_CATEGORIES)
    for (const [priority, k] of Object.entries(CASES[category]))
      it(`${category} / ${priority}: unknown without facts, met and not met on facts, with the facts it read`, () => {
        // no data: unknown, never met, and no fact claimed
        expect(run(category, priority, {})).toEqual({ status: 'unknown', facts: [] });
        const met = run(category, priority, k.met, k.availability?.met, NOWHERE, k.licences?.met);
        expect(met.status).toBe('met');
        expect(met.facts.length).toBeGreaterThan(0);
        // every fact it names is one of the record's, with the record's value and provenance
        for (const used of met.facts) {
          if (used.field === 'availability' || used.field === 'licences') continue;
          expect(k.met[used.field], used.field).toBeDefined();
          expect(used.value).toEqual(k.met[used.field]!.value);
          expect(used.provenance).toEqual(k.met[used.field]!.provenance);
        }
        if (k.notMet || k.availability?.notMet) {
          const no = run(category, priority, k.notMet ?? {}, k.availability?.notMet);
          expect(no.status).toBe('not-met');
          expect(no.facts.length).toBeGreaterThan(0);
        }
        if (k.unknownWith) expect(run(category, priority, k.unknownWith, undefined, NOWHERE, k.licences?.unknown).status).toBe('unknown');
      });

  it('licences: only one in force counts, each read as its own fact with its own provenance', () => {
    const bafin = licence({ holder: 'Example GmbH', registerUrl: 'https://example.com/register', provenance: CHECKED });
    const applied = licence({ regulator: 'AMF', regulatorCountry: 'FR', status: 'applied', covers: ['EEA'] });
    const regulated = run('exchanges', 'regulatory-compliance', {}, undefined, NOWHERE, [applied, bafin]);
    expect(regulated).toEqual({
      status: 'met',
      facts: [
        {
          field: 'licences',
          value: { regulator: 'BaFin', regulatorCountry: 'DE', type: 'crypto-custody', status: 'authorised', covers: ['DE'] },
          provenance: CHECKED,
        },
      ],
    });
    // a licence applied for is no licence yet, and an empty list is no proof of none: unknown, not "not met"
    expect(run('exchanges', 'regulatory-compliance', {}, undefined, NOWHERE, [applied]).status).toBe('unknown');
    expect(run('exchanges', 'regulatory-compliance', {}, undefined, NOWHERE, []).status).toBe('unknown');
    // security: a licence in force stands in for proof of reserves, an unrepaid incident still decides
    expect(run('exchanges', 'best-security', {}, undefined, NOWHERE, [bafin]).status).toBe('met');
    const incident = { 'facts.incidents': f([{ year: 2022, clientsMadeWhole: false }]) };
    expect(run('exchanges', 'best-security', incident, undefined, NOWHERE, [bafin]).status).toBe('not-met');
  });

  it('low fees: the first tier’s taker fee against the limit, a DEX pool range only when it is all on one side', () => {
    expect(LIMITS.takerFeePercent).toBe(0.2);
    expect(run('exchanges', 'low-fees', { 'fees.trading': f(tiers(0.2)) }).status).toBe('met');
    expect(run('exchanges', 'low-fees', { 'fees.trading': f(tiers(0.21)) }).status).toBe('not-met');
    expect(run('exchanges', 'low-fees', { 'facts.poolFee': f({ min: 0.01, max: 0.05 }) }).status).toBe('met');
    expect(run('exchanges', 'low-fees', { 'facts.poolFee': f({ min: 0.3, max: 1 }) }).status).toBe('not-met');
  });

  it('low fees: a live cost, where one is given, decides instead of the listed taker fee (and is the fact shown)', () => {
    const feed = { kind: 'feed', feed: 'ccxt', fetchedAt: '2026-11-30T10:00:00Z' } as const;
    const kraken = cand('exchanges', 'kraken', { 'fees.trading': f(tiers(0.4)) });
    const cheap: EvalContext = { country: null, liveCosts: new Map([['exchange/kraken', { percent: 0.45, provenance: feed }]]) };
    expect(evaluateCriterion(kraken, 'low-fees', cheap)).toEqual({
      status: 'met',
      facts: [{ field: 'live.costToBuy', value: { percent: 0.45 }, provenance: feed }],
    });
    const dear: EvalContext = { country: null, liveCosts: new Map([['exchange/kraken', { percent: 0.9, provenance: feed }]]) };
    expect(evaluateCriterion(kraken, 'low-fees', dear).status).toBe('not-met');
    // another exchange's live cost does not apply
    expect(evaluateCriterion(cand('exchanges', 'okx', { 'fees.trading': f(tiers(0.1)) }), 'low-fees', dear).status).toBe('met');
  });

  it('easy deposits: with a known country, the visitor’s own currency; a list without it is unknown, not “no”', () => {
    const eur = { 'facts.fiat': f(['USD', 'EUR']) };
    expect(run('exchanges', 'fiat-deposits', eur, undefined, { country: 'DE' }).status).toBe('met');
    expect(run('exchanges', 'fiat-deposits', eur, undefined, { country: 'BR' }).status).toBe('unknown');
    expect(run('exchanges', 'fiat-deposits', { 'facts.fiat': f(['BRL']) }, undefined, { country: 'BR' }).status).toBe('met');
    // a country whose currency we do not know: any national currency
    expect(run('exchanges', 'fiat-deposits', eur, undefined, { country: 'AQ' }).status).toBe('met');
  });

  it('a fact read from another record says which (an exchange’s app record)', () => {
    const c = cand('exchanges', 'binance', { 'facts.platforms': { ...f(['ios']), from: { type: 'app', id: 'binance' } } });
    expect(evaluateCriterion(c, 'mobile-app', NOWHERE).facts).toEqual([
      { field: 'facts.platforms', value: ['ios'], provenance: CATALOGUE, from: { type: 'app', id: 'binance' } },
    ]);
  });

  it('a priority of another category is unknown', () => {
    expect(run('tools', 'low-fees', { 'facts.capabilities': f(['charting']) })).toEqual({ status: 'unknown', facts: [] });
  });
});
