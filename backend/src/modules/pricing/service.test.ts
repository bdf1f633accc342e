import { describe, expect, it } from 'vitest';
import type { Cache } from '../../platform/cache/cache.js';
import { createMemoryCache } from '../../platform/cache/memory-cache.js';
import { createMemoryLastGoodStore } from './adapters/memory-last-good-store.js';
import { createMemoryRefreshCoordinator } from './adapters/memory-refresh-coordinator.js';
import { createRedisRefreshCoordinator } from './adapters/redis-refresh-coordinator.js';
import { ProviderError } from './domain/provider-error.js';
import type { Cryptocurrency, Parsed, PriceList } from './domain/types.js';
import type { PriceProvider, RefreshCoordinator } from './ports.js';
import { createPricingService, type PricingServiceDeps, type ServeResult } from './service.js';
import { bundledSnapshots } from './snapshot/snapshot.js';

const coin = (id: string, price: number): Cryptocurrency => ({
  id,
  name: id,
  symbol: id.slice(0, 3),
  image: null,
  market_cap_rank: 1,
  current_price: price,
  price_change_percentage_24h: 1,
  market_cap: 10,
  total_volume: 5,
});

type Script = Array<Cryptocurrency[] | Parsed<Cryptocurrency[]> | ProviderError>;

function fakeProvider(script: Script, delayMs = 10) {
  let calls = 0;
  const next = async () => {
    calls += 1;
    await new Promise((r) => setTimeout(r, delayMs));
    const step = script.length > 1 ? script.shift()! : script[0]!;
    if (step instanceof ProviderError) throw step;
    return Array.isArray(step) ? { data: step, dropped: 0 } : step;
  };
  const provider: PriceProvider = {
    name: 'coingecko',
    top: next,
    trending: async () => ({ data: { coins: [] }, dropped: 0 }),
    newlyListed: next,
    sparklines: async () => ({ data: [], dropped: 0 }),
  };
  return { provider, calls: () => calls };
}

function setup(script: Script, over: Partial<PricingServiceDeps> = {}) {
  let clock = 1_700_000_000_000;
  const fake = fakeProvider(script);
  const served: Array<[PriceList, ServeResult]> = [];
  const upstream: string[] = [];
  const dropped: string[] = [];
  const warnings: Array<[object, string]> = [];
  const store = createMemoryLastGoodStore();
  const deps: PricingServiceDeps = {
    providers: { top: fake.provider, trending: fake.provider, new: fake.provider, sparklines: fake.provider },
    coordinator: createMemoryRefreshCoordinator(),
    store,
    freshMs: { top: 60_000, trending: 300_000, new: 600_000, sparklines: 600_000 },
    snapshots: {},
    metrics: {
      upstream: (l, o) => upstream.push(`${l}:${o}`),
      served: (l, r) => served.push([l, r]),
      dropped: (l, p, n) => dropped.push(`${l}:${p}:${n}`),
    },
    log: { warn: (obj, msg) => warnings.push([obj, msg]), info: () => {} },
    now: () => clock,
    ...over,
  };
  const service = createPricingService(deps);
  return {
    service,
    store,
    fake,
    served,
    upstream,
    dropped,
    warnings,
    deps,
    advance: (ms: number) => (clock += ms),
    now: () => clock,
  };
}

const body = async (p: Promise<{ entry: { body: string } }>) => JSON.parse((await p).entry.body) as unknown;

describe('pricing service', () => {
  it('shares one upstream call among 200 concurrent requests on a cold list', async () => {
    const s = setup([[coin('bitcoin', 100)]]);
    const answers = await Promise.all(Array.from({ length: 200 }, () => s.service.serve('top')));
    expect(s.fake.calls()).toBe(1);
    expect(new Set(answers.map((a) => a.entry.body)).size).toBe(1);
    expect(answers.every((a) => a.source === 'live')).toBe(true);
    expect(s.upstream).toEqual(['top:ok']);
    expect(s.served.filter(([, r]) => r === 'miss')).toHaveLength(200);
    await s.service.close();
    expect(JSON.parse(s.store.entries.get('top')!.body)).toEqual([coin('bitcoin', 100)]);
  });

  it('answers from its own copy while fresh, then stale at once while one background refresh runs', async () => {
    const s = setup([[coin('bitcoin', 100)], [coin('bitcoin', 200)]]);
    await s.service.serve('top');
    s.advance(59_000);
    expect(s.service.peekFresh('top')?.fetchedAt).toBe(s.now() - 59_000);
    expect(s.fake.calls()).toBe(1);

    s.advance(2_000);
    expect(s.service.peekFresh('top')).toBeUndefined();
    const stale = await Promise.all(Array.from({ length: 50 }, () => s.service.serve('top')));
    expect(stale.every((a) => a.source === 'stale')).toBe(true);
    expect(await body(Promise.resolve(stale[0]!))).toEqual([coin('bitcoin', 100)]);
    await s.service.idle(); // waits for the background refresh
    expect(s.fake.calls()).toBe(2);
    const after = await s.service.serve('top');
    expect(after.source).toBe('live');
    expect(JSON.parse(after.entry.body)).toEqual([coin('bitcoin', 200)]);
  });

  it('keeps serving the last good value through failures, backing off (and honouring Retry-After)', async () => {
    const s = setup([
      [coin('bitcoin', 100)],
      new ProviderError('http_error', '500', { status: 500 }),
      new ProviderError('rate_limited', '429', { retryAfterMs: 120_000 }),
      [coin('bitcoin', 300)],
    ]);
    await s.service.serve('top');
    s.advance(61_000);
    expect((await s.service.serve('top')).source).toBe('stale');
    await s.service.idle();
    expect(s.fake.calls()).toBe(2);

    // within the 15 s back-off: no call
    s.advance(10_000);
    await Promise.all([s.service.serve('top'), s.service.serve('top')]);
    await s.service.idle();
    expect(s.fake.calls()).toBe(2);

    s.advance(6_000);
    expect((await s.service.serve('top')).source).toBe('stale');
    await s.service.idle();
    expect(s.fake.calls()).toBe(3); // the 429

    s.advance(100_000); // Retry-After was 120 s
    await s.service.serve('top');
    await s.service.idle();
    expect(s.fake.calls()).toBe(3);

    s.advance(21_000);
    await s.service.serve('top');
    await s.service.idle();
    expect(s.fake.calls()).toBe(4);
    const now = await s.service.serve('top');
    expect(now.source).toBe('live');
    expect(JSON.parse(now.entry.body)).toEqual([coin('bitcoin', 300)]);
    expect(s.upstream).toEqual(['top:ok', 'top:http_error', 'top:rate_limited', 'top:ok']);
  });

  it('a 429 on one list makes every list on that provider wait', async () => {
    const s = setup([new ProviderError('rate_limited', '429', { retryAfterMs: 60_000 })]);
    await expect(s.service.serve('top')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    await expect(s.service.serve('new')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(s.fake.calls()).toBe(1);
  });

  it('with nothing anywhere and the provider failing: the bundled snapshot, else 503', async () => {
    const failing = () => [new ProviderError('network_error', 'offline')] as Script;
    const withSnapshot = setup(failing(), { snapshots: bundledSnapshots() });
    const a = await withSnapshot.service.serve('top');
    expect(a.source).toBe('snapshot');
    expect(a.entry.fetchedAtIso).toBe('2025-04-29T03:41:09.701Z');
    expect((JSON.parse(a.entry.body) as Cryptocurrency[]).map((c) => c.id).slice(0, 3)).toEqual(['bitcoin', 'ethereum', 'tether']);
    await expect(withSnapshot.service.serve('new')).rejects.toThrow(
      'Live new cryptocurrency prices are temporarily unavailable. Please try again shortly.',
    );

    const without = setup(failing());
    await expect(without.service.serve('top')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(without.served).toContainEqual(['top', 'unavailable']);
  });

  it('replaces the snapshot as soon as the provider answers', async () => {
    const s = setup([new ProviderError('timeout', 'slow'), [coin('bitcoin', 1)]], { snapshots: bundledSnapshots() });
    expect((await s.service.serve('top')).source).toBe('snapshot');
    s.advance(16_000); // past the first back-off
    expect((await s.service.serve('top')).source).toBe('snapshot');
    await s.service.idle();
    expect((await s.service.serve('top')).source).toBe('live');
  });

  it('after a restart serves what the store kept while the provider is down', async () => {
    const first = setup([[coin('bitcoin', 100)]]);
    await first.service.serve('top');
    await first.service.close();

    const second = setup([new ProviderError('http_error', '503', { status: 503 })], { store: first.store });
    second.advance(120_000);
    const a = await second.service.serve('top');
    expect(a.source).toBe('stale');
    expect(JSON.parse(a.entry.body)).toEqual([coin('bitcoin', 100)]);
  });

  it('keeps answering from its own copy when the shared cache is down', async () => {
    const broken: Cache = {
      kind: 'redis',
      get: () => Promise.reject(new Error('down')),
      set: () => Promise.reject(new Error('down')),
      del: () => Promise.reject(new Error('down')),
      setIfAbsent: () => Promise.reject(new Error('down')),
      delIfEquals: () => Promise.reject(new Error('down')),
      incr: () => Promise.reject(new Error('down')),
      ping: () => Promise.reject(new Error('down')),
      close: async () => {},
    };
    const s = setup([[coin('bitcoin', 100)]], { coordinator: createRedisRefreshCoordinator(broken, { leaseMs: 4000 }) });
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.service.serve('top')));
    expect(answers.every((a) => a.source === 'live')).toBe(true);
    expect(s.fake.calls()).toBe(1);
  });

  it.each([
    ['Redis (through the cache port)', () => createRedisRefreshCoordinator(createMemoryCache(), { leaseMs: 4000, pollMs: 5 })],
    ['in-process', () => createMemoryRefreshCoordinator()],
  ] as Array<[string, () => RefreshCoordinator]>)(
    'two services sharing one %s coordinator make one call per refresh',
    async (_name, makeCoordinator) => {
      let clock = 1_700_000_000_000;
      const coordinator = makeCoordinator();
      const fake = fakeProvider([[coin('bitcoin', 1)], [coin('bitcoin', 2)]], 50);
      const make = () =>
        createPricingService({
          providers: { top: fake.provider, trending: fake.provider, new: fake.provider, sparklines: fake.provider },
          coordinator,
          store: createMemoryLastGoodStore(),
          freshMs: { top: 60_000, trending: 300_000, new: 600_000, sparklines: 600_000 },
          snapshots: {},
          metrics: { upstream: () => {}, served: () => {}, dropped: () => {} },
          log: { warn: () => {}, info: () => {} },
          now: () => clock,
        });
      const a = make();
      const b = make();
      const first = await Promise.all([
        ...Array.from({ length: 20 }, () => a.serve('top')),
        ...Array.from({ length: 20 }, () => b.serve('top')),
      ]);
      expect(fake.calls()).toBe(1);
      expect(new Set(first.map((x) => x.entry.fetchedAt)).size).toBe(1);
      expect(first.every((x) => x.source === 'live')).toBe(true);

      clock += 61_000;
      await Promise.all([a.serve('top'), b.serve('top')]);
      await Promise.all([a.idle(), b.idle()]);
      expect(fake.calls()).toBe(2);
      expect(JSON.parse((await b.serve('top')).entry.body)).toEqual([coin('bitcoin', 2)]);
      await Promise.all([a.close(), b.close()]);
    },
  );

  it('counts the entries a provider answer left out, in one warning per answer', async () => {
    const s = setup([{ data: [coin('bitcoin', 100)], dropped: 3, firstProblem: 'malformed provider answer: ticker x has no USD quote' }]);
    await s.service.serve('top');
    expect(s.dropped).toEqual(['top:coingecko:3']);
    expect(s.warnings).toEqual([
      [
        { list: 'top', provider: 'coingecko', dropped: 3, firstProblem: 'malformed provider answer: ticker x has no USD quote' },
        'prices: left out provider entries we could not read',
      ],
    ]);
  });

  it('reads the market trend from the Top 10 it holds, without a provider call of its own', async () => {
    const btc = (change: number | null): Cryptocurrency => ({
      ...coin('bitcoin', 100),
      symbol: 'btc',
      price_change_percentage_24h: change,
    });
    const s = setup([[btc(3.5), coin('ethereum', 10)], [btc(-4)]]);
    expect(await s.service.marketTrend()).toMatchObject({ trend: 'stable', reason: 'no_data', btcChange24h: null, source: null });
    expect(s.fake.calls()).toBe(0);

    await s.service.serve('top');
    expect(await s.service.marketTrend()).toMatchObject({
      trend: 'bull',
      reason: 'btc_change',
      btcChange24h: 3.5,
      fetchedAt: s.now(),
      source: 'live',
    });
    s.advance(61_000);
    expect(await s.service.marketTrend()).toMatchObject({ trend: 'bull', source: 'stale' });
    await s.service.idle();
    expect(s.fake.calls()).toBe(1); // reading a stale list did not refresh it

    const snap = setup([new ProviderError('network_error', 'offline')], { snapshots: bundledSnapshots() });
    await snap.service.serve('top');
    expect(await snap.service.marketTrend()).toMatchObject({ trend: 'stable', reason: 'snapshot', source: 'snapshot' });
  });
});
