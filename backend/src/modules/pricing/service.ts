import { randomUUID } from 'node:crypto';
import type { Cache } from '../../platform/cache/cache.js';
import { AppError } from '@coinatlas/domain/errors';
import { backoffMs, cacheControl, sourceOf } from './domain/policy.js';
import { ProviderError, type ProviderFailure } from './domain/provider-error.js';
import { PRICE_LISTS, type DataSource, type ListPayload, type PriceList, type ProviderName } from './domain/types.js';
import type { LastGoodStore, PriceProvider, StoredList } from './ports.js';

/** One list's answer as we hold it: the serialized body is made once per refresh and sent as it is. */
export type Entry = {
  readonly list: PriceList;
  readonly body: string;
  readonly fetchedAt: number;
  readonly fetchedAtIso: string;
  readonly provider: ProviderName;
  readonly snapshot: boolean;
  /** Weak validator: changes with every refresh. */
  readonly etag: string;
  /** The last Cache-Control value made for this entry, reused while the seconds left do not change. */
  cc?: { left: number; value: string };
  /** Compressed copies, made by the HTTP layer the first time a client asks for them. */
  gzip?: Buffer;
  br?: Buffer;
};

export type Served = { entry: Entry; source: DataSource; cacheControl: string };

export type ServeResult = 'hit' | 'miss' | 'stale' | 'snapshot' | 'unavailable';
export type PricingMetrics = {
  upstream(list: PriceList, outcome: 'ok' | ProviderFailure): void;
  served(list: PriceList, result: ServeResult): void;
};

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

export type PricingServiceDeps = {
  /** The provider that answers each list (chosen per list in config). */
  providers: Record<PriceList, PriceProvider>;
  /** Shared by every instance (Redis in production): the latest answer, refresh locks, back-off marks. */
  cache: Cache;
  store: LastGoodStore;
  freshMs: Record<PriceList, number>;
  upstreamTimeoutMs: number;
  snapshots: Partial<{ [L in PriceList]: StoredList<L> }>;
  metrics: PricingMetrics;
  log: Log;
  now?: () => number;
};

type ListState = {
  local: Entry | undefined;
  /** In-process single flight: every concurrent caller shares the one refresh (or cold load) in progress. */
  refreshing: Promise<boolean> | undefined;
  loading: Promise<Entry | undefined> | undefined;
  failures: number;
  backoffUntil: number;
  /** After a refresh that brought nothing new, stale requests do not try again for a moment. */
  quietUntil: number;
  /** Nothing in Redis or Postgres a moment ago: do not ask Postgres on every request. */
  coldMissUntil: number;
};

const LABEL: Record<PriceList, string> = { top: 'top', trending: 'trending', new: 'new' };
const ENTRY_TTL_MS = 7 * 24 * 3600_000;
const WAIT_POLL_MS = 50;
const QUIET_MS = 1000;
const COLD_MISS_MS = 2000;
const SNAPSHOT_WAIT_MS = 2000;

const entryKey = (list: PriceList) => `prices:v1:${list}:entry`;
const lockKey = (list: PriceList) => `prices:v1:${list}:lock`;
const backoffKey = (list: PriceList) => `prices:v1:${list}:backoff`;

function makeEntry(list: PriceList, body: string, fetchedAt: number, provider: ProviderName, snapshot = false): Entry {
  const etag = `W/"${snapshot ? 'snapshot' : provider}-${fetchedAt}"`;
  return { list, body, fetchedAt, fetchedAtIso: new Date(fetchedAt).toISOString(), provider, snapshot, etag };
}

// Shared entries are "v1|<fetchedAt>|<provider>\n<body>": no second JSON parse on a read.
const encodeShared = (e: Entry) => `v1|${e.fetchedAt}|${e.provider}\n${e.body}`;
function decodeShared(list: PriceList, raw: string | null): Entry | undefined {
  if (!raw) return undefined;
  const nl = raw.indexOf('\n');
  const [version, at, provider] = raw.slice(0, nl).split('|');
  const fetchedAt = Number(at);
  if (nl < 0 || version !== 'v1' || !Number.isFinite(fetchedAt) || (provider !== 'coingecko' && provider !== 'coinpaprika')) {
    return undefined;
  }
  return makeEntry(list, raw.slice(nl + 1), fetchedAt, provider);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Live prices with stale-while-revalidate and exactly one upstream call per list per refresh, across every
 * request of this process (single flight) and every instance sharing the cache (a lock with expiry).
 * Order of preference: our fresh copy; else any last good copy (answered at once, refreshed behind);
 * else a refresh the caller waits for; else the bundled snapshot; else 503.
 */
export function createPricingService(deps: PricingServiceDeps) {
  const now = deps.now ?? Date.now;
  const lockTtlMs = 2 * deps.upstreamTimeoutMs + 2000; // CoinGecko's New list takes two calls
  const state = Object.fromEntries(
    PRICE_LISTS.map((l) => [
      l,
      { local: undefined, refreshing: undefined, loading: undefined, failures: 0, backoffUntil: 0, quietUntil: 0, coldMissUntil: 0 },
    ]),
  ) as Record<PriceList, ListState>;
  const background = new Set<Promise<unknown>>();
  let closed = false;

  const track = <T>(p: Promise<T>): Promise<T> => {
    background.add(p);
    void p.finally(() => background.delete(p)).catch(() => {});
    return p;
  };

  // The shared cache may be down: every use degrades to "nothing there" and this process carries on alone.
  const shared = {
    async get(list: PriceList): Promise<Entry | undefined> {
      try {
        return decodeShared(list, await deps.cache.get(entryKey(list)));
      } catch {
        return undefined;
      }
    },
    async put(e: Entry): Promise<void> {
      await deps.cache.set(entryKey(e.list), encodeShared(e), ENTRY_TTL_MS).catch(() => {});
    },
    async lock(list: PriceList, token: string): Promise<'locked' | 'busy' | 'no-cache'> {
      try {
        return (await deps.cache.setIfAbsent(lockKey(list), token, lockTtlMs)) ? 'locked' : 'busy';
      } catch {
        return 'no-cache';
      }
    },
    async lockHeld(list: PriceList): Promise<boolean> {
      try {
        return (await deps.cache.get(lockKey(list))) !== null;
      } catch {
        return false;
      }
    },
    async unlock(list: PriceList, token: string): Promise<void> {
      await deps.cache.delIfEquals(lockKey(list), token).catch(() => {});
    },
    async backoffUntil(list: PriceList): Promise<number> {
      try {
        return Number((await deps.cache.get(backoffKey(list))) ?? 0) || 0;
      } catch {
        return 0;
      }
    },
    async setBackoff(list: PriceList, until: number, ms: number): Promise<void> {
      await deps.cache.set(backoffKey(list), String(until), ms).catch(() => {});
    },
  };

  const adopt = (st: ListState, e: Entry | undefined): boolean => {
    if (e && (!st.local || st.local.snapshot || e.fetchedAt > st.local.fetchedAt)) {
      st.local = e;
      return true;
    }
    return false;
  };
  const isFresh = (list: PriceList, e: Entry | undefined) => !!e && !e.snapshot && now() - e.fetchedAt < deps.freshMs[list];

  /** A process's first look for a list: what another instance put in the cache, else what Postgres kept. */
  function coldLoad(list: PriceList): Promise<Entry | undefined> {
    const st = state[list];
    if (st.local) return Promise.resolve(st.local);
    st.loading ??= track(
      (async () => {
        adopt(st, await shared.get(list));
        if (!st.local && now() >= st.coldMissUntil) {
          try {
            const stored = await deps.store.load(list);
            if (stored) adopt(st, makeEntry(list, stored.body, stored.fetchedAt, stored.provider));
          } catch (err) {
            deps.log.warn({ err, list }, 'prices: could not read the stored last good value');
          }
          if (!st.local) st.coldMissUntil = now() + COLD_MISS_MS;
        }
        return st.local;
      })().finally(() => {
        st.loading = undefined;
      }),
    );
    return st.loading;
  }

  async function callProvider(list: PriceList): Promise<Entry> {
    const provider = deps.providers[list];
    const started = now();
    let data: ListPayload[PriceList];
    try {
      data =
        list === 'top' ? await provider.top() : list === 'trending' ? await provider.trending() : await provider.newlyListed();
    } catch (err) {
      const failure = err instanceof ProviderError ? err : new ProviderError('malformed', 'provider adapter failed', { cause: err });
      deps.metrics.upstream(list, failure.kind);
      throw failure;
    }
    deps.metrics.upstream(list, 'ok');
    const entry = makeEntry(list, JSON.stringify(data), started, provider.name);
    track(
      deps.store
        .save({ list, fetchedAt: entry.fetchedAt, provider: entry.provider, body: entry.body })
        .catch((err: unknown) => deps.log.warn({ err, list }, 'prices: could not store the last good value')),
    );
    return entry;
  }

  async function recordFailure(list: PriceList, err: ProviderError): Promise<void> {
    const st = state[list];
    st.failures += 1;
    const ms = backoffMs(st.failures, err.retryAfterMs);
    const until = now() + ms;
    // A 429 is about our key, not one list: every list on that provider waits.
    const lists =
      err.kind === 'rate_limited' ? PRICE_LISTS.filter((l) => deps.providers[l].name === deps.providers[list].name) : [list];
    for (const l of lists) {
      state[l].backoffUntil = Math.max(state[l].backoffUntil, until);
      await shared.setBackoff(l, until, ms);
    }
    deps.log.warn(
      { list, provider: deps.providers[list].name, failure: err.kind, status: err.status, backoffMs: ms, reason: err.message },
      'prices: provider call failed; serving the last good value',
    );
  }

  /** Waits for another instance's refresh to land in the shared cache (or its lock to go). */
  async function waitForOther(list: PriceList, since: number): Promise<boolean> {
    const deadline = Date.now() + lockTtlMs;
    while (Date.now() < deadline && !closed) {
      await sleep(WAIT_POLL_MS);
      const e = await shared.get(list);
      if (e && e.fetchedAt > since) return adopt(state[list], e) || isFresh(list, state[list].local);
      if (!(await shared.lockHeld(list))) {
        const last = await shared.get(list); // it may have landed between the two reads
        return !!last && last.fetchedAt > since && (adopt(state[list], last) || isFresh(list, state[list].local));
      }
    }
    return false;
  }

  /** One refresh of one list; true when a fresh value is now held. Never throws. */
  function refresh(list: PriceList): Promise<boolean> {
    const st = state[list];
    st.refreshing ??= track(
      (async (): Promise<boolean> => {
        try {
          const before = st.local && !st.local.snapshot ? st.local.fetchedAt : 0;
          // Another instance may have refreshed already.
          adopt(st, await shared.get(list));
          if (isFresh(list, st.local)) return true;
          if (now() < st.backoffUntil) return false;
          const sharedBackoff = await shared.backoffUntil(list);
          if (now() < sharedBackoff) {
            st.backoffUntil = sharedBackoff;
            return false;
          }
          const token = randomUUID();
          const lock = await shared.lock(list, token);
          if (lock === 'busy') return await waitForOther(list, before);
          try {
            // Double check under the lock: a refresh may have finished just before we took it.
            if (lock === 'locked') adopt(st, await shared.get(list));
            if (isFresh(list, st.local)) return true;
            const entry = await callProvider(list);
            st.failures = 0;
            st.backoffUntil = 0;
            adopt(st, entry);
            await shared.put(entry);
            return true;
          } catch (err) {
            await recordFailure(list, err as ProviderError);
            return false;
          } finally {
            if (lock === 'locked') await shared.unlock(list, token);
          }
        } finally {
          st.refreshing = undefined;
        }
      })(),
    );
    return st.refreshing;
  }

  /** Refreshes behind a stale answer, at most one at a time and not during a back-off. */
  function refreshInBackground(list: PriceList): void {
    const st = state[list];
    if (closed || st.refreshing || now() < st.backoffUntil || now() < st.quietUntil) return;
    void refresh(list).then((fresh) => {
      if (!fresh) st.quietUntil = now() + QUIET_MS;
    });
  }

  const view = (list: PriceList, e: Entry, source: DataSource): Served => {
    const t = now();
    if (source !== 'live') return { entry: e, source, cacheControl: cacheControl(source, e.fetchedAt, t, deps.freshMs[list]) };
    // A hit allocates no new header string unless a second has passed.
    const left = Math.floor((e.fetchedAt + deps.freshMs[list] - t) / 1000);
    if (e.cc?.left !== left) e.cc = { left, value: cacheControl(source, e.fetchedAt, t, deps.freshMs[list]) };
    return { entry: e, source, cacheControl: e.cc.value };
  };

  function snapshotEntry(list: PriceList): Entry | undefined {
    const s = deps.snapshots[list];
    return s ? makeEntry(list, JSON.stringify(s.data), s.fetchedAt, s.provider, true) : undefined;
  }

  return {
    /** The fast path: our own fresh copy, with no I/O at all. */
    peekFresh(list: PriceList): Served | undefined {
      const e = state[list].local;
      if (!e || !isFresh(list, e)) return undefined;
      deps.metrics.served(list, 'hit');
      return view(list, e, 'live');
    },

    async serve(list: PriceList): Promise<Served> {
      const st = state[list];
      let e = st.local ?? (await coldLoad(list));
      if (e) {
        const source = sourceOf(e.fetchedAt, now(), deps.freshMs[list], e.snapshot);
        if (source === 'live') {
          deps.metrics.served(list, 'hit');
          return view(list, e, source);
        }
        refreshInBackground(list);
        deps.metrics.served(list, source === 'snapshot' ? 'snapshot' : 'stale');
        return view(list, e, source);
      }
      // With a snapshot to fall back on, a first visitor waits a moment for live data, not a whole timeout
      // (offline, DNS or connect may take that long); the refresh goes on behind the snapshot.
      const refreshing = refresh(list);
      const fresh = deps.snapshots[list]
        ? await Promise.race([refreshing, new Promise<false>((r) => setTimeout(r, SNAPSHOT_WAIT_MS, false).unref())])
        : await refreshing;
      if (fresh) {
        e = st.local!;
        deps.metrics.served(list, 'miss');
        return view(list, e, sourceOf(e.fetchedAt, now(), deps.freshMs[list], false));
      }
      // A refresh may have failed while another request adopted a value; use it rather than the snapshot.
      e = st.local ?? snapshotEntry(list);
      if (e) {
        st.local ??= e;
        const source = sourceOf(e.fetchedAt, now(), deps.freshMs[list], e.snapshot);
        deps.metrics.served(list, source === 'snapshot' ? 'snapshot' : source === 'live' ? 'miss' : 'stale');
        return view(list, e, source);
      }
      deps.metrics.served(list, 'unavailable');
      throw new AppError('UNAVAILABLE', `Live ${LABEL[list]} cryptocurrency prices are temporarily unavailable. Please try again shortly.`);
    },

    /** Resolves once background refreshes and store writes in progress have finished. */
    async idle(): Promise<void> {
      while (background.size) await Promise.allSettled([...background]);
    },

    /** Graceful shutdown: starts nothing new and waits for what is in progress. */
    async close(): Promise<void> {
      closed = true;
      while (background.size) await Promise.allSettled([...background]);
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
