import type { Cryptocurrency, ListPayload, PriceList, ProviderName, TrendingResponse } from './domain/types.js';

/**
 * A source of market data. Each method returns our own types or rejects with a ProviderError (timeouts,
 * 429, 5xx, malformed answers); it never returns a partial or unchecked answer.
 */
export type PriceProvider = {
  readonly name: ProviderName;
  top(): Promise<Cryptocurrency[]>;
  trending(): Promise<TrendingResponse>;
  newlyListed(): Promise<Cryptocurrency[]>;
};

/** One list's last good answer as it was fetched. */
export type StoredList<L extends PriceList = PriceList> = { list: L; fetchedAt: number; provider: ProviderName; data: ListPayload[L] };

/** A list's last good answer as sent: the serialized body, byte for byte. */
export type StoredAnswer = { list: PriceList; fetchedAt: number; provider: ProviderName; body: string };

/** Keeps the last good answer of each list across restarts (Postgres in production). */
export type LastGoodStore = {
  load(list: PriceList): Promise<StoredAnswer | null>;
  save(answer: StoredAnswer): Promise<void>;
};
