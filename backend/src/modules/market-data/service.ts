import { createHash } from 'node:crypto';
import type { MarketDataConfig } from '../../config.js';
import type { CostToBuyAnswer } from './domain/answer.js';
import type { FailureKind } from './domain/failure.js';
import {
  assemble,
  quoteAt,
  unavailableIn,
  type CandidateOutcome,
  type Found,
  type QuotedPartner,
  type QuoteQuery,
} from './domain/quote.js';
import type { Book, Listing } from './domain/types.js';
import type { MarketSource, RefreshCoordinator } from './ports.js';
import { createSharedAnswers } from './shared-answers.js';

export type MarketDataMetrics = {
  upstream(exchange: string, call: 'listing' | 'book', outcome: 'ok' | FailureKind): void;
  served(result: 'hit' | 'computed'): void;
};

export type MarketDataServiceDeps = {
  source: MarketSource;
  listings: RefreshCoordinator<Listing>;
  books: RefreshCoordinator<Book>;
  config: Pick<MarketDataConfig, 'bookFreshMs' | 'bookMaxAgeMs' | 'listingFreshMs' | 'answerWaitMs' | 'bookDepth' | 'assets' | 'fiats'>;
  metrics: MarketDataMetrics;
  now: () => number;
};

/** One answer as sent: the serialized body, its entity tag, and until when it may be reused (0: not at all). */
export type CostAnswer = Readonly<{ answer: CostToBuyAnswer; body: string; etag: string; freshUntil: number }>;

/** Answers kept per query (the ranking for one amount, country and method); the oldest go first. */
const ANSWER_CACHE_MAX = 2000;
/** Reasons that may go away by the next request: an answer carrying one is never reused. */
const PASSING = new Set(['pending', 'upstream-failing', 'book-stale']);

/**
 * The cost of a buy at every quoted exchange: listings and order books through the shared answers (one
 * upstream read per exchange and pair per window, across instances), then the pure quote. A request waits
 * at most the configured time for what it lacks and answers with the rest. Answers are reused while every
 * book they used is fresh and nothing in them was passing (a pending or failing exchange, a stale book).
 */
export function createMarketDataService(deps: MarketDataServiceDeps) {
  const { config, source, now } = deps;
  const closing = new AbortController();
  const listings = createSharedAnswers<Listing, undefined>({
    coordinator: deps.listings,
    freshMs: config.listingFreshMs,
    backoffBaseMs: Math.min(config.bookFreshMs, config.listingFreshMs),
    now,
    signal: closing.signal,
    fetch: async (exchange) => {
      const started = now();
      const symbols = config.assets.flatMap((a) => config.fiats.map((f) => `${a}/${f}`));
      return { ...(await source.listing(exchange, symbols)), fetchedAt: started };
    },
    onFetched: (exchange, outcome) => deps.metrics.upstream(exchange, 'listing', outcome),
  });
  const books = createSharedAnswers<Book, Listing>({
    coordinator: deps.books,
    freshMs: config.bookFreshMs,
    backoffBaseMs: config.bookFreshMs,
    now,
    signal: closing.signal,
    fetch: async (key, listing) => {
      const started = now();
      const symbol = key.slice(key.indexOf(':') + 1);
      return { ...(await source.orderBook(listing, symbol, config.bookDepth)), fetchedAt: started };
    },
    onFetched: (key, outcome) => deps.metrics.upstream(key.slice(0, key.indexOf(':')), 'book', outcome),
  });

  // Reused answers, per partner list (a reloaded directory starts afresh).
  let cacheFor: readonly unknown[] | undefined;
  const cache = new Map<string, CostAnswer>();

  async function outcomeFor(
    partner: QuotedPartner,
    query: QuoteQuery,
    symbol: string,
    deadline: number,
  ): Promise<{ outcome: CandidateOutcome; usedUntil: number }> {
    const left = () => Math.max(0, deadline - performance.now());
    const hidden = unavailableIn(partner, query.country);
    if (hidden) return { outcome: { excluded: hidden }, usedUntil: Number.POSITIVE_INFINITY };
    const listing: Found<Listing> = await listings.get(partner.marketId, undefined, left(), Number.POSITIVE_INFINITY);
    let book: Found<Book> | undefined;
    let usedUntil = Number.POSITIVE_INFINITY;
    if (listing.state === 'ok') {
      usedUntil = listing.answer.fetchedAt + config.listingFreshMs;
      if (listing.answer.markets[symbol]) {
        book = await books.get(`${partner.marketId}:${symbol}`, listing.answer, left(), config.bookMaxAgeMs);
        if (book.state === 'ok') usedUntil = Math.min(usedUntil, book.answer.fetchedAt + config.bookFreshMs);
      }
    }
    const outcome = quoteAt(partner, query, listing, book, now(), {
      bookFreshMs: config.bookFreshMs,
      bookMaxAgeMs: config.bookMaxAgeMs,
      answerWaitMs: config.answerWaitMs,
    });
    return { outcome, usedUntil };
  }

  return {
    /**
     * The ranking for one query over these partners (the exchanges with a market id that config quotes; read
     * only when the answer is not held), within the configured wait. Never throws for an exchange's sake: each one's trouble is its reason.
     */
    async quote(
      query: QuoteQuery,
      partnersOf: () => readonly QuotedPartner[],
      directory: readonly unknown[],
    ): Promise<CostAnswer & { hit: boolean }> {
      if (cacheFor !== directory) {
        cache.clear();
        cacheFor = directory;
      }
      const key = `${query.asset}|${query.fiat}|${query.amount}|${query.country ?? ''}|${query.method}`;
      const held = cache.get(key);
      if (held && now() < held.freshUntil) {
        deps.metrics.served('hit');
        return { ...held, hit: true };
      }
      const partners = partnersOf();
      const deadline = performance.now() + config.answerWaitMs;
      const symbol = `${query.asset}/${query.fiat}`;
      const results = await Promise.all(partners.map((p) => outcomeFor(p, query, symbol, deadline)));
      const answer = assemble(
        query,
        results.map((r) => r.outcome),
        now(),
        source.library,
      );
      const passing = answer.excluded.some((e) => PASSING.has(e.reason)) || answer.ranked.some((e) => e.book.stale);
      const freshUntil = passing ? 0 : Math.min(...results.map((r) => r.usedUntil));
      const body = JSON.stringify(answer);
      const out: CostAnswer = {
        answer,
        body,
        etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
        freshUntil: Number.isFinite(freshUntil) ? freshUntil : 0,
      };
      cache.delete(key);
      if (out.freshUntil > now()) {
        cache.set(key, out);
        if (cache.size > ANSWER_CACHE_MAX) cache.delete(cache.keys().next().value!);
      }
      deps.metrics.served('computed');
      return { ...out, hit: false };
    },

    /** Resolves once reads in progress have finished. */
    async idle(): Promise<void> {
      await Promise.all([listings.idle(), books.idle()]);
    },

    /** Graceful shutdown: starts nothing new, stops waiting for other instances, lets reads in progress end. */
    async close(): Promise<void> {
      closing.abort();
      await Promise.all([listings.idle(), books.idle()]);
      await source.close();
    },
  };
}

export type MarketDataService = ReturnType<typeof createMarketDataService>;
