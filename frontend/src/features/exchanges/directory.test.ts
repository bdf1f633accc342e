import { describe, expect, it } from 'vitest';
import { exchangeIndexFromContentFiles } from '@/lib/content/testing/exchange-records';
import { toIndexEntry, type ExchangeIndexEntry } from '@/lib/content/exchanges';
import type { ContentPartnerOf } from '@/lib/api/content-queries';
import {
  applyDirectory,
  defaultsFor,
  paramsFor,
  REFERENCE_AMOUNT,
  SORT_KEYS,
  stateFrom,
  viewOf,
  visitorCost,
  visitorPayment,
  type DirectoryEntry,
} from './directory';

const EXCHANGES = exchangeIndexFromContentFiles();
const ALL = defaultsFor('overview');

/** A directory entry of a test: a centralized exchange with KYC unless said otherwise. */
const entry = (id: string, more: Partial<DirectoryEntry> = {}): DirectoryEntry => ({
  id,
  name: id,
  kind: 'centralized',
  kyc: 'required',
  ...more,
});
const taker = (fee: number) => ({ kind: 'makerTaker', maker: fee, taker: fee }) as const;
const ids = (list: readonly { id: string }[]) => list.map((e) => e.id);

describe('exchange directory', () => {
  it('maps every /exchanges path to its view and default filters', () => {
    expect(viewOf('/exchanges')).toBe('overview');
    expect(viewOf('/exchanges/no-kyc/')).toBe('no-kyc');
    // the alias is the same page as /exchanges (issue 29: not presented as a page of its own)
    expect(viewOf('/exchanges/all')).toBe('overview');
    expect(defaultsFor('centralized')).toEqual({ kind: 'centralized', kyc: 'any', sort: 'relevance', query: '' });
    expect(defaultsFor('no-kyc')).toEqual({ kind: 'all', kyc: 'none', sort: 'relevance', query: '' });
  });

  it('reads overrides from the query string and ignores unknown values', () => {
    expect(stateFrom('overview', new URLSearchParams('type=decentralized&sort=fees&kyc=bogus&q=swap'))).toEqual({
      kind: 'decentralized',
      kyc: 'any',
      sort: 'fees',
      query: 'swap',
    });
    expect(paramsFor('centralized', { kind: 'centralized', kyc: 'any', sort: 'coins', query: '' }).toString()).toBe('sort=coins');
    // the editors' order is the default: it never appears in the address, so the server renders it for a view
    expect(paramsFor('overview', { ...ALL, sort: 'relevance' }).toString()).toBe('');
    expect(paramsFor('overview', { ...ALL, sort: 'name' }).toString()).toBe('sort=name');
    expect(SORT_KEYS).toEqual(['relevance', 'name', 'fees', 'coins']);
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

  it('opens in the editors’ order: centralized apart from decentralized, rated (with breakdown) first, then relevance', () => {
    const list = [
      entry('dex-a', { kind: 'decentralized', kyc: 'none', order: 1, rating: 4.9 }),
      entry('aaa', { order: 9 }),
      entry('cex-rated', { order: 7, rating: 4.2 }),
      entry('cex-top', { order: 2 }),
      entry('cex-best', { order: 8, rating: 4.7 }),
      entry('dex-b', { kind: 'decentralized', kyc: 'none', order: 3 }),
    ];
    expect(ids(applyDirectory(list, ALL))).toEqual(['cex-best', 'cex-rated', 'cex-top', 'aaa', 'dex-a', 'dex-b']);

    // the real directory: no DEX before the last centralized exchange, and not the alphabet
    const real = applyDirectory(EXCHANGES, ALL);
    const kinds = real.map((e) => e.kind);
    expect(kinds.lastIndexOf('centralized')).toBeLessThan(kinds.indexOf('decentralized'));
    expect(real.map((e) => e.order)).toEqual(
      [...EXCHANGES].sort((a, b) => (a.kind === b.kind ? a.order - b.order : a.kind === 'centralized' ? -1 : 1)).map((e) => e.order),
    );
    expect(real[0]!.id).toBe('binance');
  });

  it('orders by rating only where the breakdown is published: an overall figure alone is no rating', () => {
    const record = (id: string, order: number, rating: ContentPartnerOf<'exchange'>['rating']) =>
      ({
        id,
        type: 'exchange',
        name: id,
        officialUrl: `https://${id}.example`,
        order,
        category: 'centralized',
        updated: '2026-01-01',
        promotable: true,
        facts: {
          kyc: { value: 'required', provenance: { kind: 'catalogue' } },
          features: { value: [], provenance: { kind: 'catalogue' } },
        },
        ...(rating ? { rating } : {}),
      }) as unknown as ContentPartnerOf<'exchange'>;
    const bare = toIndexEntry(record('bare', 1, { overall: 4.9, breakdown: null }));
    const backed = toIndexEntry(record('backed', 2, { overall: 4, breakdown: { fees: 4 } }));
    expect(bare.rating).toBeUndefined();
    expect(backed.rating).toBe(4);
    expect(ids(applyDirectory([bare, backed], ALL))).toEqual(['backed', 'bare']);
  });

  it('takes the visitor’s payment from their confirmed country: its currency and that currency’s usual method', () => {
    expect(visitorPayment('DE')).toEqual({ country: 'DE', fiat: 'EUR', method: 'sepa' });
    expect(visitorPayment('BR')).toEqual({ country: 'BR', fiat: 'BRL', method: 'pix' });
    expect(visitorPayment('US')).toEqual({ country: 'US', fiat: 'USD', method: 'ach' });
    expect(visitorPayment('GB')).toEqual({ country: 'GB', fiat: 'GBP', method: 'faster-payments' });
    expect(visitorPayment('JP')).toEqual({ country: 'JP', fiat: 'JPY', method: 'wire' });
    expect(visitorPayment(null)).toBeNull();
  });

  it('sorts by lowest fees as what the visitor would pay: known totals, then trade fee only, unknown last', () => {
    const de = visitorPayment('DE');
    const list = [
      entry('no-figure'),
      entry('dex', { kind: 'decentralized', kyc: 'none', spotFee: { kind: 'poolTiers', min: 0.01, max: 0.3 } }),
      entry('cheap-trade', { spotFee: taker(0.05) }),
      // 0.1 % + 1 % SEPA deposit = 1.1 %
      entry('sepa-pct', { spotFee: taker(0.1), deposits: [{ method: 'sepa', fiat: 'EUR', feePercent: 1 }] }),
      // 0.2 % + €1 on the €500 reference = 0.4 %
      entry('sepa-fixed', { spotFee: taker(0.2), deposits: [{ method: 'sepa', fiat: 'EUR', feeFixed: 1 }] }),
      // a deposit fee for another method or currency is not the visitor's
      entry('card-only', {
        spotFee: taker(0.02),
        deposits: [
          { method: 'card', fiat: 'EUR', feePercent: 0 },
          { method: 'pix', fiat: 'BRL', feePercent: 0 },
        ],
      }),
      entry('free-sepa', { spotFee: taker(0.25), deposits: [{ method: 'sepa', fiat: 'EUR', feePercent: 0 }] }),
    ];
    const fees = { ...ALL, sort: 'fees' } as const;
    expect(ids(applyDirectory(list, fees, de))).toEqual([
      'free-sepa',
      'sepa-fixed',
      'sepa-pct',
      'card-only',
      'cheap-trade',
      'dex',
      'no-figure',
    ]);
    expect(REFERENCE_AMOUNT).toBe(500);
    expect(visitorCost(list[4]!, de)).toMatchObject({ known: 'total', percent: 0.4, trade: 0.2 });
    // a DEX is weighed at its highest pool fee: the pool decides, and the lowest tier is not what a trade pays
    expect(visitorCost(list[1]!, de)).toEqual({ known: 'trade', percent: 0.3 });
    // without a confirmed country, the trade fee alone (the server's order)
    expect(ids(applyDirectory(list, fees, null))).toEqual([
      'card-only',
      'cheap-trade',
      'sepa-pct',
      'sepa-fixed',
      'free-sepa',
      'dex',
      'no-figure',
    ]);
    // in Brazil the Pix deposit counts instead
    expect(ids(applyDirectory(list, fees, visitorPayment('BR'))).slice(0, 2)).toEqual(['card-only', 'cheap-trade']);
    expect(visitorCost(list[5]!, visitorPayment('BR'))).toMatchObject({ known: 'total', percent: 0.02 });
  });

  it('does not open “Lowest fees” with a DEX’s lowest pool tier, and lists exchanges without a fee figure last', () => {
    const fees = applyDirectory(EXCHANGES, { ...ALL, sort: 'fees' });
    expect(fees[0]!.kind).toBe('centralized');
    expect(fees[0]!.id).not.toBe('pancakeswap');
    const firstUnknown = fees.findIndex((e) => !e.spotFee);
    expect(firstUnknown).toBeGreaterThan(0);
    expect(fees.slice(firstUnknown).every((e) => !e.spotFee)).toBe(true);
    const known = fees.slice(0, firstUnknown).map((e) => visitorCost(e, null));
    expect(known.map((c) => (c.known === 'unknown' ? Infinity : c.percent))).toEqual(
      known.map((c) => (c.known === 'unknown' ? Infinity : c.percent)).sort((a, b) => a - b),
    );
  });

  it('sorts by name and by most coins (unknown counts last)', () => {
    const names = applyDirectory(EXCHANGES, { ...ALL, sort: 'name' }).map((e) => e.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const coins = applyDirectory(EXCHANGES, { ...ALL, sort: 'coins' });
    const counts = coins.filter((e) => e.coinsAtLeast).map((e) => e.coinsAtLeast!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const firstUnknown = coins.findIndex((e) => !e.coinsAtLeast);
    expect(coins.slice(firstUnknown).every((e) => !e.coinsAtLeast)).toBe(true);
  });

  it('searches names and networks, case-insensitively', () => {
    const search = (query: string) => ids(applyDirectory<ExchangeIndexEntry>(EXCHANGES, { ...ALL, sort: 'name', query }));
    expect(search('KRAK')).toEqual(['kraken']);
    expect(search('solana')).toEqual(['jupiter', 'orca', 'raydium']);
  });
});
