/**
 * The watchlist: coins a visitor keeps an eye on without an account, kept in the browser (localStorage)
 * and moved between devices as a JSON file (watchlist-file.ts). The server knows nothing of it; it only answers prices and
 * 7-day lines for the ids the browser asks about (COIN_ID and WATCHLIST_MAX bound that question too).
 */

/** At most this many coins on one watchlist (and ids in one sparklines request). */
export const WATCHLIST_MAX = 50;

/** A provider's coin id: lower-case letters, digits, dots, underscores and hyphens (bitcoin, usd-coin, btc-bitcoin). */
export const COIN_ID = /^[a-z0-9][a-z0-9._-]{0,99}$/;

export type WatchlistCoin = Readonly<{ id: string; name: string; symbol: string }>;

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max: number): string | undefined => {
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  return s.length > 0 && s.length <= max ? s : undefined;
};

/** One coin as stored or imported, or undefined when any part of it is unusable. */
export function readCoin(v: unknown): WatchlistCoin | undefined {
  if (!isRecord(v)) return undefined;
  const id = typeof v.id === 'string' && COIN_ID.test(v.id) ? v.id : undefined;
  const name = text(v.name, 200);
  const symbol = text(v.symbol, 50);
  return id && name && symbol ? { id, name, symbol } : undefined;
}

/** The coins of a list in their order, each id once (the first wins). */
export const uniqueCoins = (coins: readonly WatchlistCoin[]): WatchlistCoin[] => {
  const seen = new Set<string>();
  return coins.filter((c) => !seen.has(c.id) && seen.add(c.id));
};

/**
 * What the browser kept, read leniently: the stored value is ours, but another tab, an older version or a
 * hand edit may have left anything there. Unusable coins are skipped; anything unreadable is an empty list.
 */
export function readStoredWatchlist(raw: string | null): WatchlistCoin[] {
  if (!raw) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return [];
  }
  const list = isRecord(json) && Array.isArray(json.coins) ? json.coins : [];
  return uniqueCoins(list.flatMap((v) => readCoin(v) ?? [])).slice(0, WATCHLIST_MAX);
}

/** Adds a coin at the end or takes it off; a full list adds nothing (`full` says so). */
export function toggleCoin(current: readonly WatchlistCoin[], coin: WatchlistCoin): { coins: WatchlistCoin[]; full: boolean } {
  if (current.some((c) => c.id === coin.id)) return { coins: current.filter((c) => c.id !== coin.id), full: false };
  if (current.length >= WATCHLIST_MAX) return { coins: [...current], full: true };
  return { coins: [...current, coin], full: false };
}
