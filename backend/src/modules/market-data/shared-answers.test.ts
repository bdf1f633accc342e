import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../../platform/cache/memory-cache.js';
import { createMemoryRefreshCoordinator } from '../../platform/refresh/memory-refresh-coordinator.js';
import { createRedisRefreshCoordinator } from '../../platform/refresh/redis-refresh-coordinator.js';
import type { RefreshCoordinator } from '../../platform/refresh/refresh-coordinator.js';
import { MarketSourceError } from './domain/failure.js';
import { createSharedAnswers } from './shared-answers.js';

type Answer = { fetchedAt: number; n: number };
const FRESH = 30_000;
const FOREVER = Number.POSITIVE_INFINITY;

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

/** A controllable upstream: counts calls; each call waits for `release()` unless `immediate`. */
function upstream(now: () => number) {
  const u = {
    calls: 0,
    fail: undefined as MarketSourceError | undefined,
    pending: [] as Array<() => void>,
    immediate: true,
    fetch: async (): Promise<Answer> => {
      u.calls++;
      const n = u.calls;
      if (!u.immediate) await new Promise<void>((r) => u.pending.push(r));
      if (u.fail) throw u.fail;
      return { fetchedAt: now(), n };
    },
    releaseAll: () => {
      for (const r of u.pending.splice(0)) r();
    },
  };
  return u;
}

function make(
  coordinator: RefreshCoordinator<Answer>,
  c: ReturnType<typeof clock>,
  u: ReturnType<typeof upstream>,
  outcomes: string[] = [],
) {
  return createSharedAnswers<Answer, undefined>({
    coordinator,
    freshMs: FRESH,
    backoffBaseMs: FRESH,
    fetch: () => u.fetch(),
    onFetched: (_key, outcome) => outcomes.push(outcome),
    now: c.now,
    signal: new AbortController().signal,
  });
}

describe.each([
  ['in-process', () => createMemoryRefreshCoordinator<Answer>()],
  [
    'Redis (through the cache port)',
    () =>
      createRedisRefreshCoordinator<Answer>(createMemoryCache(), {
        namespace: 'test',
        codec: { encode: JSON.stringify, decode: (_k, raw) => (raw ? (JSON.parse(raw) as Answer) : undefined) },
        leaseMs: 10_000,
        pollMs: 2,
      }),
  ],
] as Array<[string, () => RefreshCoordinator<Answer>]>)('shared answers over the %s coordinator', (_name, coordinatorOf) => {
  it('many concurrent lookups, in two services sharing the coordinator, make one upstream call per window', async () => {
    const c = clock();
    const u = upstream(c.now);
    u.immediate = false;
    const coordinator = coordinatorOf();
    const a = make(coordinator, c, u);
    const b = make(coordinator, c, u);
    const lookups = Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).get('kraken:BTC/EUR', undefined, 60_000, FOREVER));
    await expect.poll(() => u.pending.length).toBe(1);
    u.releaseAll();
    const found = await Promise.all(lookups);
    expect(u.calls).toBe(1);
    expect(found.every((f) => f.state === 'ok' && f.answer.n === 1)).toBe(true);

    // within the window: no call; after it, the stale answer at once and one refresh behind it
    c.advance(FRESH - 1);
    await Promise.all([a.get('kraken:BTC/EUR', undefined, 0, FOREVER), b.get('kraken:BTC/EUR', undefined, 0, FOREVER)]);
    expect(u.calls).toBe(1);
    c.advance(1);
    u.immediate = true;
    const stale = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).get('kraken:BTC/EUR', undefined, 0, FOREVER)));
    expect(stale.every((f) => f.state === 'ok' && f.answer.n === 1)).toBe(true);
    await a.idle();
    await b.idle();
    expect(u.calls).toBe(2);
    const fresh = await b.get('kraken:BTC/EUR', undefined, 0, FOREVER);
    expect(fresh).toMatchObject({ state: 'ok', answer: { n: 2 } });
  });

  it('a failure is the reason every lookup gets, in every service, until its back-off ends (no call before)', async () => {
    const c = clock();
    const u = upstream(c.now);
    const outcomes: string[] = [];
    const coordinator = coordinatorOf();
    const a = make(coordinator, c, u, outcomes);
    const b = make(coordinator, c, u);
    u.fail = new MarketSourceError('rate_limited', 'the exchange refused: too many requests (HTTP 429)', 429);
    const first = await a.get('bitvavo:BTC/EUR', undefined, 60_000, FOREVER);
    expect(first).toEqual({
      state: 'failing',
      failure: { kind: 'rate_limited', message: 'the exchange refused: too many requests (HTTP 429)', at: c.now() },
    });
    expect(outcomes).toEqual(['rate_limited']);
    // the other service reads the back-off and its reason: no call of its own
    expect(await b.get('bitvavo:BTC/EUR', undefined, 60_000, FOREVER)).toMatchObject({
      state: 'failing',
      failure: { kind: 'rate_limited' },
    });
    c.advance(FRESH - 1);
    expect(await a.get('bitvavo:BTC/EUR', undefined, 60_000, FOREVER)).toMatchObject({ state: 'failing' });
    expect(u.calls).toBe(1);
    // after the back-off (one window), one more try; the second failure backs off twice as long
    c.advance(1);
    await b.get('bitvavo:BTC/EUR', undefined, 60_000, FOREVER);
    expect(u.calls).toBe(2);
    c.advance(2 * FRESH - 1);
    await a.get('bitvavo:BTC/EUR', undefined, 60_000, FOREVER);
    expect(u.calls).toBe(2);
    c.advance(1);
    u.fail = undefined;
    expect(await a.get('bitvavo:BTC/EUR', undefined, 60_000, FOREVER)).toMatchObject({ state: 'ok', answer: { n: 3 } });
  });

  it('answers "pending" when the upstream has not answered within the wait, and the answer once it has', async () => {
    const c = clock();
    const u = upstream(c.now);
    u.immediate = false;
    const s = make(coordinatorOf(), c, u);
    expect(await s.get('coinbase:BTC/EUR', undefined, 5, FOREVER)).toEqual({ state: 'pending' });
    u.releaseAll();
    await s.idle();
    expect(await s.get('coinbase:BTC/EUR', undefined, 0, FOREVER)).toMatchObject({ state: 'ok', answer: { n: 1 } });
    expect(u.calls).toBe(1);
  });

  it('never uses an answer older than the caller accepts: it waits for a new one, and says it is too old if none comes', async () => {
    const c = clock();
    const u = upstream(c.now);
    const s = make(coordinatorOf(), c, u);
    await s.get('kraken:ETH/EUR', undefined, 60_000, 300_000);
    c.advance(300_000);
    u.immediate = false;
    const old = await s.get('kraken:ETH/EUR', undefined, 5, 300_000);
    expect(old).toMatchObject({ state: 'pending', last: { n: 1 } });
    u.fail = new MarketSourceError('timeout', 'no answer within 2500 ms');
    u.releaseAll();
    await s.idle();
    expect(await s.get('kraken:ETH/EUR', undefined, 60_000, 300_000)).toMatchObject({
      state: 'failing',
      failure: { kind: 'timeout', message: 'no answer within 2500 ms' },
      last: { n: 1 },
    });
  });
});

describe('shared answers with Redis down', () => {
  it('each process still calls at most once per window', async () => {
    const down = () => Promise.reject(new Error('down'));
    const broken = {
      kind: 'redis' as const,
      get: down,
      set: down,
      del: down,
      setIfAbsent: down,
      delIfEquals: down,
      incr: down,
      ping: down,
      close: async () => {},
    };
    const coordinator = createRedisRefreshCoordinator<Answer>(broken, {
      namespace: 'test',
      codec: { encode: JSON.stringify, decode: () => undefined },
      leaseMs: 1000,
      pollMs: 1,
    });
    const c = clock();
    const u = upstream(c.now);
    const s = make(coordinator, c, u);
    await Promise.all(Array.from({ length: 30 }, () => s.get('kraken:BTC/EUR', undefined, 60_000, FOREVER)));
    expect(u.calls).toBe(1);
    c.advance(FRESH - 1);
    await Promise.all(Array.from({ length: 30 }, () => s.get('kraken:BTC/EUR', undefined, 60_000, FOREVER)));
    expect(u.calls).toBe(1);
  });
});
