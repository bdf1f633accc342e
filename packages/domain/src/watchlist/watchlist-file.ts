import { COIN_ID, isRecord, readCoin, uniqueCoins, WATCHLIST_MAX, type WatchlistCoin } from './watchlist.js';

/**
 * Moving a watchlist between devices (an exported JSON file, read back strictly) and the ids of a
 * sparklines request. Apart from watchlist.ts, so the home page's first script (which only reads the stored
 * list) does not carry it.
 */

/** What an exported file says it is. */
export const WATCHLIST_FILE_FORMAT = 'coinatlas-watchlist';
export const WATCHLIST_FILE_VERSION = 1;

export type WatchlistFile = {
  format: typeof WATCHLIST_FILE_FORMAT;
  version: typeof WATCHLIST_FILE_VERSION;
  exportedAt: string;
  coins: WatchlistCoin[];
};

/** Why a file could not be imported (the client words each one in the visitor's language). */
export type ImportProblem =
  | { kind: 'not-json' }
  | { kind: 'not-watchlist' }
  | { kind: 'newer-version'; version: number }
  | { kind: 'bad-coin'; index: number }
  | { kind: 'too-many'; count: number; max: number };

export type ImportResult = { ok: true; coins: WatchlistCoin[] } | { ok: false; problem: ImportProblem };

/**
 * Reads an exported watchlist file strictly: a file that is not JSON, not ours, from a newer version, with
 * a coin that is not a coin, or with more coins than fit is refused as a whole (nothing half-imported).
 */
export function parseWatchlistFile(content: string): ImportResult {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { ok: false, problem: { kind: 'not-json' } };
  }
  if (!isRecord(json) || json.format !== WATCHLIST_FILE_FORMAT || !Array.isArray(json.coins)) {
    return { ok: false, problem: { kind: 'not-watchlist' } };
  }
  if (typeof json.version !== 'number' || !Number.isInteger(json.version) || json.version < 1) {
    return { ok: false, problem: { kind: 'not-watchlist' } };
  }
  if (json.version > WATCHLIST_FILE_VERSION) return { ok: false, problem: { kind: 'newer-version', version: json.version } };
  const coins: WatchlistCoin[] = [];
  for (const [index, v] of json.coins.entries()) {
    const coin = readCoin(v);
    if (!coin) return { ok: false, problem: { kind: 'bad-coin', index } };
    coins.push(coin);
  }
  const distinct = uniqueCoins(coins);
  if (distinct.length > WATCHLIST_MAX) return { ok: false, problem: { kind: 'too-many', count: distinct.length, max: WATCHLIST_MAX } };
  return { ok: true, coins: distinct };
}

/** The file an export writes. */
export function watchlistFile(coins: readonly WatchlistCoin[], exportedAt: Date): WatchlistFile {
  return {
    format: WATCHLIST_FILE_FORMAT,
    version: WATCHLIST_FILE_VERSION,
    exportedAt: exportedAt.toISOString(),
    coins: coins.map(({ id, name, symbol }) => ({ id, name, symbol })),
  };
}

/**
 * An import merges: the coins already on the list stay where they are, the file's new ones follow in the
 * file's order, as many as fit. `added` counts what the file brought, `skipped` what did not fit.
 */
export function mergeWatchlists(current: readonly WatchlistCoin[], incoming: readonly WatchlistCoin[]) {
  const have = new Set(current.map((c) => c.id));
  const fresh = uniqueCoins(incoming).filter((c) => !have.has(c.id));
  const room = Math.max(WATCHLIST_MAX - current.length, 0);
  return { coins: [...current, ...fresh.slice(0, room)], added: Math.min(fresh.length, room), skipped: Math.max(fresh.length - room, 0) };
}

/**
 * The `ids` of a sparklines request: comma-separated coin ids, each once, at most WATCHLIST_MAX. Returns
 * the ids in their order, or a message naming what is wrong.
 */
export function parseCoinIds(raw: string): { ids: string[] } | { error: string } {
  const parts = raw.split(',').map((s) => s.trim());
  if (parts.length === 0 || parts.every((p) => p === '')) return { error: 'ids must name at least one coin id' };
  const bad = parts.find((p) => !COIN_ID.test(p));
  if (bad !== undefined) {
    return {
      error: `ids has an invalid coin id '${bad.slice(0, 40)}' (lower-case letters, digits, '.', '_' and '-', at most 100 characters)`,
    };
  }
  const ids = [...new Set(parts)];
  if (ids.length > WATCHLIST_MAX) return { error: `ids names ${ids.length} coins; at most ${WATCHLIST_MAX} are allowed` };
  return { ids };
}
