import { AppError } from '@coinatlas/domain/errors';
import { btcChangeOf, readMarket, type MarketReading } from './domain/market-trend.js';
import { backoffMs } from '../../platform/refresh/backoff.js';
import { BACKOFF_BASE_MS, sourceOf } from './domain/policy.js';
import { ProviderError, type ProviderFailure } from './domain/provider-error.js';
import {
  PRICE_LISTS,
  type Cryptocurrency,
  type DataSource,
  type Parsed,
  type PriceList,
  type ProviderName,
  type StoredAnswer,
} from './domain/types.js';
import type { LastGoodStore, PriceProvider, RefreshCoordinator, StoredList } from './ports.js';

/**
 * One list's answer as we hold it. Immutable: everything a response needs is computed once, when the
 * answer arrives, so a cache hit only reads it.
 */
export type Entry = Readonly<{
  list: PriceList;
  /** The serialized body, sent byte for byte. */
  body: string;
  fetchedAt: number;
  fetchedAtIso: string;
  provider: ProviderName;
  snapshot: boolean;
  /** Weak validator: changes with every refresh. */
  etag: string;
  /** Until when (epoch ms) the answer counts as fresh; never for the snapshot. */
  freshUntil: number;
}>;

export type Served = { entry: Entry; source: DataSource };

export type ServeResult = 'hit' | 'miss' | 'stale' | 'snapshot' | 'unavailable';
export type PricingMetrics = {
  upstream(list: PriceList, outcome: 'ok' | ProviderFailure): void;
  served(list: PriceList, result: ServeResult): void;
  /** Entries a provider answer carried that we could not use. */
  dropped(list: PriceList, provider: ProviderName, count: number): void;
};

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

export type PricingServiceDeps = {
  /** The provider that answers each list (chosen per list in config). */
  providers: Record<PriceList, PriceProvider>;
  /** Who calls the provider for a refresh, among every process sharing it (Redis, or this process alone). */
  coordinator: RefreshCoordinator;
  store: LastGoodStore;
  freshMs: Record<PriceList, number>;
  snapshots: Partial<{ [L in PriceList]: StoredList<L> }>;
  metrics: PricingMetrics;
  log: Log;
  now?: () => number;
  /** With a snapshot to fall back on, how long a first visitor waits for the provider before getting it. */
  snapshotWaitMs?: number;
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
  /** Nothing shared or stored a moment ago: do not ask Postgres on every request. */
  coldMissUntil: number;
};

const QUIET_MS = 1000;
const COLD_MISS_MS = 2000;
const SNAPSHOT_WAIT_MS = 2000;

/**
 * Live prices with stale-while-revalidate and exactly one upstream call per list per refresh: one refresh
 * at a time in this process (single flight), and one among every process sharing the coordinator.
 * Order of preference: our fresh copy; else any last good copy (answered at once, refreshed behind);
 * else a refresh the caller waits for; else the bundled snapshot; else 503.
 */
export function createPricingService(deps: PricingServiceDeps) {
  const now = deps.now ?? Date.now;
  const { coordinator } = deps;
  const state = Object.fromEntries(
    PRICE_LISTS.map((l) => [
      l,
      { local: undefined, refreshing: undefined, loading: undefined, failures: 0, backoffUntil: 0, quietUntil: 0, coldMissUntil: 0 },
    ]),
  ) as Record<PriceList, ListState>;
  const background = new Set<Promise<unknown>>();
  const closing = new AbortController();

  const track = <T>(p: Promise<T>): Promise<T> => {
    background.add(p);
    void p.finally(() => background.delete(p)).catch(() => {});
    return p;
  };

  const entryOf = (a: StoredAnswer, snapshot = false): Entry => ({
    list: a.list,
    body: a.body,
    fetchedAt: a.fetchedAt,
    fetchedAtIso: new Date(a.fetchedAt).toISOString(),
    provider: a.provider,
    snapshot,
    etag: `W/"${snapshot ? 'snapshot' : a.provider}-${a.fetchedAt}"`,
    freshUntil: snapshot ? Number.NEGATIVE_INFINITY : a.fetchedAt + deps.freshMs[a.list],
  });

  /** Takes an answer when it is newer than ours (or ours is the snapshot); true when it did. */
  const adopt = (list: PriceList, a: StoredAnswer | Entry | undefined): boolean => {
    const st = state[list];
    if (!a || (st.local && !st.local.snapshot && a.fetchedAt <= st.local.fetchedAt)) return false;
    st.local = 'etag' in a ? a : entryOf(a);
    return true;
  };
  const isFresh = (e: Entry | undefined) => !!e && now() < e.freshUntil;

  /** A process's first look for a list: what another instance published, else what Postgres kept. */
  function coldLoad(list: PriceList): Promise<Entry | undefined> {
    const st = state[list];
    if (st.local) return Promise.resolve(st.local);
    st.loading ??= track(
      (async () => {
        adopt(list, await coordinator.latest(list));
        if (!st.local && now() >= st.coldMissUntil) {
          try {
            adopt(list, (await deps.store.load(list)) ?? undefined);
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

  function fetchList(provider: PriceProvider, list: PriceList): Promise<Parsed<unknown>> {
    switch (list) {
      case 'top':
        return provider.top();
      case 'trending':
        return provider.trending();
      case 'new':
        return provider.newlyListed();
      case 'sparklines':
        return provider.sparklines();
    }
  }

  async function callProvider(list: PriceList): Promise<StoredAnswer> {
    const provider = deps.providers[list];
    const started = now();
    let parsed: Parsed<unknown>;
    try {
      parsed = await fetchList(provider, list);
    } catch (err) {
      const failure = err instanceof ProviderError ? err : new ProviderError('malformed', 'provider adapter failed', { cause: err });
      deps.metrics.upstream(list, failure.kind);
      throw failure;
    }
    deps.metrics.upstream(list, 'ok');
    if (parsed.dropped > 0) {
      deps.metrics.dropped(list, provider.name, parsed.dropped);
      deps.log.warn(
        { list, provider: provider.name, dropped: parsed.dropped, firstProblem: parsed.firstProblem },
        'prices: left out provider entries we could not read',
      );
    }
    const answer: StoredAnswer = { list, fetchedAt: started, provider: provider.name, body: JSON.stringify(parsed.data) };
    track(deps.store.save(answer).catch((err: unknown) => deps.log.warn({ err, list }, 'prices: could not store the last good value')));
    return answer;
  }

  async function recordFailure(list: PriceList, err: ProviderError): Promise<void> {
    const st = state[list];
    st.failures += 1;
    const ms = backoffMs(st.failures, { baseMs: BACKOFF_BASE_MS, retryAfterMs: err.retryAfterMs });
    const until = now() + ms;
    // A 429 is about our key, not one list: every list on that provider waits.
    const lists = err.kind === 'rate_limited' ? PRICE_LISTS.filter((l) => deps.providers[l].name === deps.providers[list].name) : [list];
    for (const l of lists) {
      state[l].backoffUntil = Math.max(state[l].backoffUntil, until);
      await coordinator.backOff(l, until, ms);
    }
    deps.log.warn(
      { list, provider: deps.providers[list].name, failure: err.kind, status: err.status, backoffMs: ms, reason: err.message },
      'prices: provider call failed; serving the last good value',
    );
  }

  /** One refresh of one list; true when a fresh value is now held. Never throws. */
  function refresh(list: PriceList): Promise<boolean> {
    const st = state[list];
    st.refreshing ??= track(
      (async (): Promise<boolean> => {
        try {
          const before = st.local && !st.local.snapshot ? st.local.fetchedAt : 0;
          // Another process may have refreshed already.
          adopt(list, await coordinator.latest(list));
          if (isFresh(st.local)) return true;
          if (now() < st.backoffUntil) return false;
          const sharedBackoff = await coordinator.backoffUntil(list);
          if (now() < sharedBackoff) {
            st.backoffUntil = sharedBackoff;
            return false;
          }
          const lease = await coordinator.acquire(list);
          if (lease === 'busy') {
            const answer = await coordinator.awaitAnswer(list, before, closing.signal);
            return adopt(list, answer) || (answer !== undefined && isFresh(st.local));
          }
          try {
            // Double check under the lease: a refresh may have finished just before we took it.
            adopt(list, await coordinator.latest(list));
            if (isFresh(st.local)) return true;
            const answer = await callProvider(list);
            st.failures = 0;
            st.backoffUntil = 0;
            adopt(list, answer);
            await coordinator.publish(answer);
            return true;
          } catch (err) {
            await recordFailure(list, err as ProviderError);
            return false;
          } finally {
            await lease.release();
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
    if (closing.signal.aborted || st.refreshing || now() < st.backoffUntil || now() < st.quietUntil) return;
    void refresh(list).then((fresh) => {
      if (!fresh) st.quietUntil = now() + QUIET_MS;
    });
  }

  function snapshotEntry(list: PriceList): Entry | undefined {
    const s = deps.snapshots[list];
    return s ? entryOf({ list, body: JSON.stringify(s.data), fetchedAt: s.fetchedAt, provider: s.provider }, true) : undefined;
  }

  const resultOf = (source: DataSource): ServeResult => (source === 'live' ? 'hit' : source);

  async function serve(list: PriceList): Promise<Served> {
    const st = state[list];
    let e = st.local ?? (await coldLoad(list));
    if (e) {
      const source = sourceOf(e.fetchedAt, now(), deps.freshMs[list], e.snapshot);
      if (source !== 'live') refreshInBackground(list);
      deps.metrics.served(list, resultOf(source));
      return { entry: e, source };
    }
    // With a snapshot to fall back on, a first visitor waits a moment for live data, not a whole timeout
    // (offline, DNS or connect may take that long); the refresh goes on behind the snapshot.
    const refreshing = refresh(list);
    const waitMs = deps.snapshotWaitMs ?? SNAPSHOT_WAIT_MS;
    const fresh = deps.snapshots[list]
      ? await Promise.race([refreshing, new Promise<false>((r) => setTimeout(r, waitMs, false).unref())])
      : await refreshing;
    if (fresh && st.local) {
      deps.metrics.served(list, 'miss');
      return { entry: st.local, source: sourceOf(st.local.fetchedAt, now(), deps.freshMs[list], false) };
    }
    // A refresh may have failed while another request adopted a value; use it rather than the snapshot.
    e = st.local ?? snapshotEntry(list);
    if (e) {
      st.local ??= e;
      const source = sourceOf(e.fetchedAt, now(), deps.freshMs[list], e.snapshot);
      deps.metrics.served(list, source === 'live' ? 'miss' : source);
      return { entry: e, source };
    }
    deps.metrics.served(list, 'unavailable');
    throw new AppError('UNAVAILABLE', `Live ${list} cryptocurrency prices are temporarily unavailable. Please try again shortly.`);
  }

  // BTC's row of the Top 10 entry last read, so the market reading parses each answer once.
  let btcMemo: { entry: Entry; btc: ReturnType<typeof btcChangeOf> } | undefined;
  function btcOf(entry: Entry): ReturnType<typeof btcChangeOf> {
    if (btcMemo?.entry !== entry) {
      let btc: ReturnType<typeof btcChangeOf> = { found: false, change: null };
      try {
        btc = btcChangeOf(JSON.parse(entry.body) as Cryptocurrency[]);
      } catch {
        // our own serialized list: cannot happen, and reads as "no BTC" if it did
      }
      btcMemo = { entry, btc };
    }
    return btcMemo.btc;
  }

  return {
    /** The fast path: our own fresh copy, with no I/O and no allocation. */
    peekFresh(list: PriceList): Entry | undefined {
      const e = state[list].local;
      if (e === undefined || now() >= e.freshUntil) return undefined;
      deps.metrics.served(list, 'hit');
      return e;
    },

    serve,

    /**
     * The market's trend from BTC's 24 h change in the Top 10 list this process already holds (or finds
     * in the shared cache or Postgres): never a provider call of its own. Stable, with the reason, when
     * there is no list, no BTC in it, or the list is only the snapshot or too old.
     */
    async marketTrend(): Promise<MarketReading & { basis: Entry | undefined }> {
      const entry = state.top.local ?? (await coldLoad('top'));
      if (!entry) return { ...readMarket(undefined, now()), basis: undefined };
      const source = sourceOf(entry.fetchedAt, now(), deps.freshMs.top, entry.snapshot);
      return { ...readMarket({ btc: btcOf(entry), fetchedAt: entry.fetchedAt, source }, now()), basis: entry };
    },

    /** Resolves once background refreshes and store writes in progress have finished. */
    async idle(): Promise<void> {
      while (background.size) await Promise.allSettled([...background]);
    },

    /** Graceful shutdown: starts nothing new, stops waiting for other instances, finishes what is in progress. */
    async close(): Promise<void> {
      closing.abort();
      while (background.size) await Promise.allSettled([...background]);
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
