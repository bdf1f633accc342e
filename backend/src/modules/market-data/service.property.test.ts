import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availabilityIn, UNAVAILABILITY_REASONS, type AvailabilityFact } from '@coinatlas/domain/availability/availability';
import type { PaymentMethodFact } from '@coinatlas/domain/fees/fees';
import { methodsForFiat, type PaymentMethod } from '@coinatlas/domain/payments/methods';
import { COUNTRY_CODES } from '@coinatlas/domain/region/region';
import { createMemoryRefreshCoordinator } from '../../platform/refresh/memory-refresh-coordinator.js';
import type { QuotedPartner } from './domain/quote.js';
import type { Book, Listing } from './domain/types.js';
import type { MarketSource } from './ports.js';
import { createMarketDataService } from './service.js';

/*
 * The rule the visitor relies on most: an exchange the record says is not available in their country is never
 * ranked for that country, whatever else the record, the books or the query say. Checked over the whole
 * service (shared answers, quote, ranking) with a source that always answers: every exchange that is not
 * left out for the country would be ranked.
 */

const FIATS = ['EUR', 'USD', 'GBP', 'BRL'] as const;
const T = Date.parse('2026-11-27T12:00:00Z');
const library = { name: 'ccxt', version: '4.5.84' };

/** A source whose every exchange lists every pair with a deep two-sided book (a fake of the port, no network). */
const source: MarketSource = {
  library,
  listing: async (exchange, symbols) => ({
    exchange,
    library,
    exchangeName: exchange,
    feePages: [],
    feeBasis: 'library-description',
    markets: Object.fromEntries(symbols.map((symbol) => [symbol, { symbol, takerPercent: 0.25, handle: null }])),
  }),
  orderBook: async (listing, symbol) => ({
    exchange: listing.exchange,
    symbol,
    exchangeTime: null,
    asks: Array.from({ length: 20 }, (_, i) => [50_000 + i * 10, 1] as const),
    bids: [[49_990, 1]],
  }),
  preload: async () => {},
  close: async () => {},
};

const provenance = { kind: 'catalogue', source: 'https://exchange.example/terms' } as const;
// a small pool of countries, so entries and the asked country meet often; any ISO code may be asked
const country = fc.oneof(fc.constantFrom('DE', 'US', 'BR', 'GB', 'FR'), fc.constantFrom(...COUNTRY_CODES));
const entry: fc.Arbitrary<AvailabilityFact> = fc.oneof(
  country.map((c) => ({ country: c, status: 'available' as const, provenance })),
  fc
    .tuple(country, fc.constantFrom(...UNAVAILABILITY_REASONS))
    .map(([c, reason]) => ({ country: c, status: 'not-available' as const, reason, provenance })),
);
const methods: fc.Arbitrary<PaymentMethodFact[]> = fc.array(
  fc
    .tuple(fc.constantFrom(...FIATS), fc.nat(), fc.option(fc.double({ min: 0, max: 3, noNaN: true }), { nil: undefined }), fc.boolean())
    .map(([fiat, i, feePercent, checked]) => ({
      method: methodsForFiat(fiat)[i % methodsForFiat(fiat).length]!,
      fiat,
      deposit: feePercent === undefined ? {} : { feePercent },
      provenance: checked ? { kind: 'checked' as const, source: 'https://exchange.example/fees', checked: '2026-11-20' } : provenance,
    })),
  { maxLength: 4 },
);
const partners: fc.Arbitrary<QuotedPartner[]> = fc
  .array(fc.tuple(fc.uniqueArray(entry, { maxLength: 4, selector: (e) => e.country }), methods), { minLength: 1, maxLength: 6 })
  .map((list) =>
    list.map(([availability, paymentMethods], i) => ({
      id: `ex${i}`,
      name: `Exchange ${i}`,
      marketId: `ex${i}`,
      ...(availability.length ? { availability } : {}),
      ...(paymentMethods.length ? { paymentMethods } : {}),
    })),
  );
const query = fc.record({
  fiat: fc.constantFrom(...FIATS),
  methodIndex: fc.nat(),
  amount: fc.integer({ min: 1, max: 10_000 }),
  country,
});

describe('cost to buy (property)', () => {
  it('never ranks an exchange recorded as not available in the country asked for, and ranks those recorded as available first', async () => {
    await fc.assert(
      fc.asyncProperty(partners, query, async (list, q) => {
        const service = createMarketDataService({
          source,
          listings: createMemoryRefreshCoordinator<Listing>(),
          books: createMemoryRefreshCoordinator<Book>(),
          config: {
            bookFreshMs: 30_000,
            bookMaxAgeMs: 300_000,
            listingFreshMs: 3_600_000,
            answerWaitMs: 10_000,
            bookDepth: 20,
            assets: ['BTC'],
            fiats: [...FIATS],
          },
          metrics: { upstream: () => {}, served: () => {} },
          now: () => T,
        });
        const methodsOfFiat = methodsForFiat(q.fiat);
        const method: PaymentMethod = methodsOfFiat[q.methodIndex % methodsOfFiat.length]!;
        const { answer } = await service.quote(
          { asset: 'BTC', fiat: q.fiat, amount: q.amount, country: q.country, method },
          () => list,
          list,
        );
        await service.close();
        const hidden = list.filter((p) => availabilityIn(p.availability, q.country).state === 'not-available').map((p) => p.id);
        const ranked = answer.ranked.map((e) => e.exchange.id);
        for (const id of hidden) expect(ranked).not.toContain(id);
        expect(
          answer.excluded
            .filter((e) => e.reason === 'not-available-in-country')
            .map((e) => e.exchange.id)
            .sort(),
        ).toEqual([...hidden].sort());
        // every other exchange is ranked (the source always answers), those recorded as available first
        expect([...ranked].sort()).toEqual(
          list
            .map((p) => p.id)
            .filter((id) => !hidden.includes(id))
            .sort(),
        );
        const known = answer.ranked.filter((e) => e.availability === 'available').length;
        expect(answer.ranked.slice(0, known).every((e) => e.availability === 'available')).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
