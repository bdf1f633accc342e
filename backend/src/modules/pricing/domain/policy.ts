import type { DataSource } from './types.js';

/** After a failure, wait this long before calling the provider again (platform/refresh/backoff.ts doubles it). */
export const BACKOFF_BASE_MS = 15_000;
/** A provider's Retry-After is honoured, but never beyond an hour (a typo there must not silence us for days). */
export const RETRY_AFTER_MAX_MS = 60 * 60_000;

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if (/^[0-9]+$/.test(v)) return Math.min(Number(v) * 1000, RETRY_AFTER_MAX_MS);
  const at = Date.parse(v);
  if (Number.isNaN(at)) return undefined;
  return Math.min(Math.max(at - nowMs, 0), RETRY_AFTER_MAX_MS);
}

/** live while younger than the freshness window, stale after; a snapshot is always a snapshot. */
export function sourceOf(fetchedAt: number, nowMs: number, freshMs: number, isSnapshot: boolean): DataSource {
  if (isSnapshot) return 'snapshot';
  return nowMs - fetchedAt < freshMs ? 'live' : 'stale';
}

/**
 * Browsers and shared caches may keep a live answer until our own copy turns stale; a stale or snapshot
 * answer must be asked for again, since a fresh one may be there by the next request.
 */
export function cacheControl(source: DataSource, fetchedAt: number, nowMs: number, freshMs: number): string {
  if (source !== 'live') return 'no-cache';
  const left = Math.floor((fetchedAt + freshMs - nowMs) / 1000);
  return left > 0 ? `public, max-age=${left}` : 'no-cache';
}

/**
 * How long one refresh may hold the right to call the provider: two calls (CoinGecko's New list takes two)
 * at their time limit, plus a margin. A holder that dies is replaced after this long.
 */
export const leaseMsFor = (upstreamTimeoutMs: number): number => 2 * upstreamTimeoutMs + 2000;

/** Seconds a live answer stays fresh from `nowMs` (what max-age says); 0 or less once it is not. */
export const secondsLeft = (freshUntil: number, nowMs: number): number => Math.floor((freshUntil - nowMs) / 1000);
