import { describe, expect, it } from 'vitest';
import { readStoredWatchlist, toggleCoin, WATCHLIST_MAX, type WatchlistCoin } from './watchlist.js';
import { mergeWatchlists, parseCoinIds, parseWatchlistFile, watchlistFile } from './watchlist-file.js';

const btc: WatchlistCoin = { id: 'bitcoin', name: 'Bitcoin', symbol: 'BTC' };
const eth: WatchlistCoin = { id: 'ethereum', name: 'Ethereum', symbol: 'ETH' };
const sol: WatchlistCoin = { id: 'solana', name: 'Solana', symbol: 'SOL' };
const many = (n: number, prefix = 'coin') =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}-${i}`, name: `Coin ${i}`, symbol: `C${i}` }));

describe('watchlist file', () => {
  it('an exported file imports back to the same coins', () => {
    const file = JSON.stringify(watchlistFile([btc, eth], new Date('2026-11-24T10:00:00Z')));
    expect(JSON.parse(file)).toMatchObject({ format: 'coinatlas-watchlist', version: 1, exportedAt: '2026-11-24T10:00:00.000Z' });
    expect(parseWatchlistFile(file)).toEqual({ ok: true, coins: [btc, eth] });
  });

  it('refuses what is not JSON, not a watchlist, or from a newer version', () => {
    expect(parseWatchlistFile('id,name\nbitcoin,Bitcoin')).toEqual({ ok: false, problem: { kind: 'not-json' } });
    expect(parseWatchlistFile('')).toEqual({ ok: false, problem: { kind: 'not-json' } });
    expect(parseWatchlistFile('[{"id":"bitcoin"}]')).toEqual({ ok: false, problem: { kind: 'not-watchlist' } });
    expect(parseWatchlistFile('{"format":"other","version":1,"coins":[]}')).toEqual({ ok: false, problem: { kind: 'not-watchlist' } });
    expect(parseWatchlistFile('{"format":"coinatlas-watchlist","coins":[]}')).toEqual({ ok: false, problem: { kind: 'not-watchlist' } });
    expect(parseWatchlistFile('{"format":"coinatlas-watchlist","version":2,"coins":[]}')).toEqual({
      ok: false,
      problem: { kind: 'newer-version', version: 2 },
    });
  });

  it('refuses the whole file when one coin is not a coin, and says which', () => {
    const file = (coins: unknown[]) => JSON.stringify({ format: 'coinatlas-watchlist', version: 1, coins });
    expect(parseWatchlistFile(file([btc, { id: 'Bad Id!', name: 'x', symbol: 'x' }]))).toEqual({
      ok: false,
      problem: { kind: 'bad-coin', index: 1 },
    });
    expect(parseWatchlistFile(file([{ id: 'bitcoin', name: '', symbol: 'BTC' }]))).toEqual({
      ok: false,
      problem: { kind: 'bad-coin', index: 0 },
    });
    expect(parseWatchlistFile(file(['bitcoin']))).toEqual({ ok: false, problem: { kind: 'bad-coin', index: 0 } });
  });

  it('refuses more coins than a watchlist holds; repeated ids count once', () => {
    const over = watchlistFile(many(WATCHLIST_MAX + 1), new Date(0));
    expect(parseWatchlistFile(JSON.stringify(over))).toEqual({
      ok: false,
      problem: { kind: 'too-many', count: WATCHLIST_MAX + 1, max: WATCHLIST_MAX },
    });
    const repeated = watchlistFile([...many(WATCHLIST_MAX), ...many(5)], new Date(0));
    const read = parseWatchlistFile(JSON.stringify(repeated));
    expect(read.ok && read.coins.length).toBe(WATCHLIST_MAX);
  });

  it('an empty watchlist is a valid file', () => {
    expect(parseWatchlistFile(JSON.stringify(watchlistFile([], new Date(0))))).toEqual({ ok: true, coins: [] });
  });
});

describe('stored watchlist', () => {
  it('reads what was stored and skips unusable coins', () => {
    expect(readStoredWatchlist(JSON.stringify({ coins: [btc, { id: 'x y' }, eth, btc] }))).toEqual([btc, eth]);
  });
  it('anything unreadable is an empty list', () => {
    for (const raw of [null, '', 'nope', '42', '{"coins":"x"}', '[]']) expect(readStoredWatchlist(raw)).toEqual([]);
  });
});

describe('changes', () => {
  it('a toggle adds at the end and takes off again', () => {
    expect(toggleCoin([btc], eth)).toEqual({ coins: [btc, eth], full: false });
    expect(toggleCoin([btc, eth], btc)).toEqual({ coins: [eth], full: false });
  });
  it('a full list adds nothing and says so, but still lets a coin go', () => {
    const full = many(WATCHLIST_MAX);
    expect(toggleCoin(full, btc)).toEqual({ coins: full, full: true });
    expect(toggleCoin(full, full[0]!).coins).toHaveLength(WATCHLIST_MAX - 1);
  });
  it('an import merges: current coins stay first, new ones follow, repeats are ignored, overflow is counted', () => {
    expect(mergeWatchlists([btc, eth], [eth, sol])).toEqual({ coins: [btc, eth, sol], added: 1, skipped: 0 });
    const merged = mergeWatchlists(many(WATCHLIST_MAX - 1), [btc, eth, sol]);
    expect(merged.coins.at(-1)).toEqual(btc);
    expect([merged.added, merged.skipped]).toEqual([1, 2]);
  });
});

describe('parseCoinIds', () => {
  it('reads comma-separated ids, each once, in order', () => {
    expect(parseCoinIds('ethereum,bitcoin,ethereum')).toEqual({ ids: ['ethereum', 'bitcoin'] });
    expect(parseCoinIds('usd-coin, btc-bitcoin')).toEqual({ ids: ['usd-coin', 'btc-bitcoin'] });
  });
  it('names the field and the problem', () => {
    expect(parseCoinIds('')).toEqual({ error: 'ids must name at least one coin id' });
    expect(parseCoinIds('bitcoin,<script>')).toEqual({ error: expect.stringMatching(/^ids has an invalid coin id '<script>'/) });
    expect(parseCoinIds('bitcoin,,eth')).toEqual({ error: expect.stringMatching(/^ids has an invalid coin id ''/) });
    expect(
      parseCoinIds(
        many(WATCHLIST_MAX + 1)
          .map((c) => c.id)
          .join(','),
      ),
    ).toEqual({ error: `ids names ${WATCHLIST_MAX + 1} coins; at most ${WATCHLIST_MAX} are allowed` });
  });
});
