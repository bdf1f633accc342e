import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Registry } from 'prom-client';
import type { Cache } from '../../backend/src/platform/cache/cache.js';
import { createMemoryCache } from '../../backend/src/platform/cache/memory-cache.js';
import { createRedisCache, createRedisClient } from '../../backend/src/platform/cache/redis-cache.js';
import { createJobRunner, type JobClock, type JobRunner, type JobSpec } from '../../backend/src/platform/jobs.js';
import { createTestRedis, type TestRedis } from '../support/services.js';
import { createTestApp } from '../support/test-app.js';

const MINUTE = 60_000;

/** A clock the test moves: timers fire only when `advance` passes their time. */
function manualClock(start = Date.UTC(2030, 0, 1)) {
  let t = start;
  let next = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock: JobClock & { advance(ms: number): void; pending(): number } = {
    now: () => t,
    setTimeout(fn, ms) {
      next += 1;
      timers.set(next, { at: t + ms, fn });
      return next;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    /** Moves the time on by `ms`, firing each timer due on the way in order (a timer a timer sets included). */
    advance(ms) {
      const end = t + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, x]) => x.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        t = due[1].at;
        due[1].fn();
      }
      t = end;
    },
    pending: () => timers.size,
  };
  return clock;
}

type Line = { level: 'debug' | 'info' | 'warn'; msg: string; obj: Record<string, unknown> };
function capturingLog() {
  const lines: Line[] = [];
  const at = (level: Line['level']) => (obj: object, msg: string) => lines.push({ level, msg, obj: obj as Record<string, unknown> });
  return { lines, log: { debug: at('debug'), info: at('info'), warn: at('warn') } };
}

/** A promise with its resolve, to hold a run until the test lets it go. */
function gate<T = void>() {
  let open!: (v: T) => void;
  const promise = new Promise<T>((r) => (open = r));
  return { promise, open };
}

/** A metric's value for these labels (0 when it has none yet). */
async function metric(registry: Registry, name: string, labels: Record<string, string>): Promise<number> {
  const m = registry.getSingleMetric(name);
  if (!m) throw new Error(`no metric ${name}`);
  const { values } = await m.get();
  const found = values.find((v) => Object.entries(labels).every(([k, x]) => v.labels[k] === x) && !('le' in v.labels));
  return found?.value ?? 0;
}

type Instance = { runner: JobRunner; registry: Registry; lines: Line[] };

let redis: TestRedis;
beforeAll(async () => {
  redis = await createTestRedis();
});
afterAll(async () => redis?.stop());

const stores: Array<[string, boolean, () => Promise<{ caches: [Cache, Cache]; close(): Promise<void> }>]> = [
  [
    'two instances sharing the real Redis',
    Boolean(process.env.TEST_REDIS_URL || process.env.REQUIRE_SERVICES === '1'),
    async () => {
      // Two clients, as two processes would have; a key prefix per test keeps leftovers of one out of the next.
      const prefix = `${redis.keyPrefix}${Math.random().toString(36).slice(2)}:`;
      const clients = [createRedisClient(redis.url!), createRedisClient(redis.url!)];
      await Promise.all(clients.map((c) => new Promise((r) => c.once('ready', r))));
      const caches = clients.map((c) => createRedisCache(c, prefix)) as [Cache, Cache];
      return { caches, close: async () => clients.forEach((c) => c.disconnect()) };
    },
  ],
  [
    'two runners sharing the in-process cache',
    true,
    async () => {
      const cache = createMemoryCache();
      return { caches: [cache, cache], close: () => cache.close() };
    },
  ],
];

describe.each(stores)('jobs: %s', (_name, available, makeStores) => {
  // Without TEST_REDIS_URL (and no Docker) the Redis variant cannot run: the in-process one still does.
  const test = available ? it : it.skip;
  let clock: ReturnType<typeof manualClock>;
  let a: Instance;
  let b: Instance;
  let closeStores: () => Promise<void>;

  const instance = (cache: Cache, id: string): Instance => {
    const registry = new Registry();
    const { lines, log } = capturingLog();
    return { runner: createJobRunner({ cache, metrics: registry, log, clock, instanceId: id }), registry, lines };
  };
  const setUp = async () => {
    clock = manualClock();
    const s = await makeStores();
    closeStores = s.close;
    a = instance(s.caches[0], 'instance-a');
    b = instance(s.caches[1], 'instance-b');
  };
  /** The same job on both instances; `run` sees which instance runs it. */
  const addBoth = (spec: Omit<JobSpec, 'run'> & { run(who: 'a' | 'b', signal: AbortSignal): ReturnType<JobSpec['run']> }) => {
    const handles = {
      a: a.runner.add({ ...spec, run: (signal) => spec.run('a', signal) }),
      b: b.runner.add({ ...spec, run: (signal) => spec.run('b', signal) }),
    };
    return handles;
  };
  afterEach(async () => {
    await a?.runner.close();
    await b?.runner.close();
    await closeStores?.();
    closeStores = async () => {};
  });

  test('runs each tick on one instance, not on both, and the next ticks on the same one', async () => {
    await setUp();
    const ran: string[] = [];
    addBoth({
      name: 'purge',
      intervalMs: 10 * MINUTE,
      timeoutMs: MINUTE,
      firstRun: 'after-interval',
      run: async (who) => void ran.push(who),
    });
    const first = await Promise.all([a.runner.tick('purge'), b.runner.tick('purge')]);
    expect(first.sort()).toEqual(['skipped', 'success']);
    expect(ran).toHaveLength(1);
    const taker = ran[0] === 'a' ? a : b;
    const other = taker === a ? b : a;
    expect(await other.runner.tick('purge')).toBe('skipped');
    expect(await taker.runner.tick('purge')).toBe('success');
    expect(await other.runner.tick('purge')).toBe('skipped');
    expect(ran).toEqual([ran[0], ran[0]]);
    expect(await metric(taker.registry, 'jobs_runs_total', { name: 'purge', outcome: 'success' })).toBe(2);
    expect(await metric(other.registry, 'jobs_runs_total', { name: 'purge', outcome: 'success' })).toBe(0);
    expect(await metric(other.registry, 'jobs_skipped_ticks_total', { name: 'purge', reason: 'elsewhere' })).toBe(3);
  });

  test('the timers of both instances fire every interval; the job runs once per interval', async () => {
    await setUp();
    const ran: string[] = [];
    addBoth({ name: 'send', intervalMs: MINUTE, timeoutMs: 30_000, firstRun: 'after-interval', run: async (who) => void ran.push(who) });
    await a.runner.start();
    await b.runner.start();
    expect(ran).toEqual([]); // after-interval: nothing during start-up
    for (let i = 1; i <= 3; i++) {
      const before =
        (await metric(a.registry, 'jobs_skipped_ticks_total', { name: 'send', reason: 'elsewhere' })) +
        (await metric(b.registry, 'jobs_skipped_ticks_total', { name: 'send', reason: 'elsewhere' }));
      clock.advance(MINUTE);
      // both timers fired; wait until both ticks are decided (one ran, one was skipped)
      await expect
        .poll(
          async () =>
            ran.length +
            (await metric(a.registry, 'jobs_skipped_ticks_total', { name: 'send', reason: 'elsewhere' })) +
            (await metric(b.registry, 'jobs_skipped_ticks_total', { name: 'send', reason: 'elsewhere' })) -
            before,
        )
        .toBe(i + 1);
      expect(ran).toHaveLength(i);
    }
    expect(clock.pending()).toBe(2); // one armed timer per instance
  });

  test('a run that hangs is abandoned at its time limit, never overlapped, and the next tick runs', async () => {
    await setUp();
    const started = gate<AbortSignal>();
    let calls = 0;
    const handles = addBoth({
      name: 'hang',
      intervalMs: 10 * MINUTE,
      timeoutMs: MINUTE,
      firstRun: 'after-interval',
      run: async (_who, signal) => {
        calls += 1;
        if (calls === 1) {
          started.open(signal);
          return new Promise<void>(() => {}); // never settles, ignores its signal
        }
        return { rows: 2 };
      },
    });
    const hanging = a.runner.tick('hang');
    const signal = await started.promise;
    // while it runs: a second tick here is skipped, and no instance starts another run, triggered or not
    expect(await a.runner.tick('hang')).toBe('skipped');
    expect(await handles.b.trigger()).toBe('skipped');
    expect(await metric(b.registry, 'jobs_skipped_ticks_total', { name: 'hang', reason: 'running-elsewhere' })).toBe(1);
    expect(signal.aborted).toBe(false);
    clock.advance(MINUTE - 1);
    expect(signal.aborted).toBe(false);
    clock.advance(1);
    expect(await hanging).toBe('timeout');
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).message).toBe('job hang exceeded its time limit of 60000 ms');
    expect(a.lines.filter((l) => l.level === 'warn')).toEqual([
      { level: 'warn', msg: 'job run timed out and was abandoned; the next tick runs it again', obj: { job: 'hang', timeoutMs: MINUTE } },
    ]);
    expect(await metric(a.registry, 'jobs_runs_total', { name: 'hang', outcome: 'timeout' })).toBe(1);
    expect(await metric(a.registry, 'jobs_last_success_timestamp_seconds', { name: 'hang' })).toBe(0);
    // the run lock went with the abandoned run: the next tick runs
    expect(await a.runner.tick('hang')).toBe('success');
    expect(calls).toBe(2);
    expect(a.lines.at(-1)).toEqual({ level: 'info', msg: 'job run done', obj: { job: 'hang', durationMs: 0, rows: 2 } });
  });

  test('a failing run is logged and counted, and the next tick still runs', async () => {
    await setUp();
    let calls = 0;
    addBoth({
      name: 'flaky',
      intervalMs: MINUTE,
      timeoutMs: 30_000,
      firstRun: 'after-interval',
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('the database said no');
      },
    });
    await a.runner.start();
    clock.advance(MINUTE);
    await expect.poll(() => metric(a.registry, 'jobs_runs_total', { name: 'flaky', outcome: 'failure' })).toBe(1);
    const failed = a.lines.find((l) => l.level === 'warn');
    expect(failed?.msg).toBe('job run failed; the next tick runs it again');
    expect(failed?.obj.job).toBe('flaky');
    expect((failed?.obj.err as Error).message).toBe('the database said no');
    clock.advance(MINUTE);
    await expect.poll(() => metric(a.registry, 'jobs_runs_total', { name: 'flaky', outcome: 'success' })).toBe(1);
    expect(calls).toBe(2);
    expect(await metric(a.registry, 'jobs_last_success_timestamp_seconds', { name: 'flaky' })).toBe(clock.now() / 1000);
    expect(a.lines.at(-1)).toEqual({ level: 'debug', msg: 'job run done', obj: { job: 'flaky', durationMs: 0 } });
  });

  test('a trigger during a run runs once more right after it, however many came', async () => {
    await setUp();
    const hold = gate();
    let calls = 0;
    const handles = addBoth({
      name: 'outbox',
      intervalMs: MINUTE,
      timeoutMs: 30_000,
      firstRun: 'after-interval',
      run: async () => {
        calls += 1;
        if (calls === 1) await hold.promise;
      },
    });
    const first = handles.a.trigger();
    const more = [handles.a.trigger(), handles.a.trigger()];
    hold.open();
    expect(await first).toBe('success');
    expect(await Promise.all(more)).toEqual(['success', 'success']);
    expect(calls).toBe(2);
  });

  test('close stops the timers, lets the run in progress end at its signal, and hands the ticks over', async () => {
    await setUp();
    const inRun = gate<AbortSignal>();
    let finished = false;
    const ran: string[] = [];
    addBoth({
      name: 'batch',
      intervalMs: MINUTE,
      timeoutMs: 30_000,
      firstRun: 'after-interval',
      run: async (who, signal) => {
        ran.push(who);
        if (ran.length > 1) return;
        inRun.open(signal);
        await new Promise((r) => signal.addEventListener('abort', r)); // stops at its signal, like the sender
        finished = true;
      },
    });
    await a.runner.start();
    const running = a.runner.tick('batch');
    const signal = await inRun.promise;
    expect(clock.pending()).toBe(2); // the next tick and the run's time limit
    await a.runner.close();
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).message).toBe('the app is closing');
    expect(finished).toBe(true);
    expect(await running).toBe('success');
    expect(clock.pending()).toBe(0);
    clock.advance(10 * MINUTE);
    expect(await a.runner.tick('batch')).toBe('closed');
    expect(ran).toEqual(['a']);
    // the other instance takes the next tick at once (the claim was handed back, not left to expire)
    expect(await b.runner.tick('batch')).toBe('success');
    expect(ran).toEqual(['a', 'b']);
  });
});

describe('jobs: the coordination store is unreachable', () => {
  it('runs the job on this instance alone and says so once', async () => {
    const client = createRedisClient('redis://127.0.0.1:9'); // nothing listens there
    const cache = createRedisCache(client, 'jobs-test:');
    const registry = new Registry();
    const { lines, log } = capturingLog();
    const runner = createJobRunner({ cache, metrics: registry, log, clock: manualClock(), instanceId: 'alone' });
    let calls = 0;
    runner.add({ name: 'purge', intervalMs: MINUTE, timeoutMs: 30_000, firstRun: 'after-interval', run: async () => void (calls += 1) });
    try {
      expect(await runner.tick('purge')).toBe('success');
      expect(await runner.tick('purge')).toBe('success');
      expect(calls).toBe(2);
      const warnings = lines.filter((l) => l.level === 'warn');
      expect(warnings.map((l) => l.msg)).toEqual(['job coordination store unreachable: running the job on this instance alone']);
    } finally {
      await runner.close();
      client.disconnect();
    }
  });
});

describe('jobs in the app', () => {
  it('exposes every module job in /metrics, and the scheduled-post job has run before the app answers', async () => {
    const t = await createTestApp({ env: { SEO_AUDIT_HOUR: '3' } });
    try {
      const text = (await t.app.inject({ url: '/metrics' })).body;
      expect(text).toContain('jobs_runs_total{name="blog-scheduled-posts",outcome="success"} 1');
      for (const name of ['retention-purge', 'newsletter-sender', 'seo-audit-nightly']) {
        expect(text).toContain(`jobs_runs_total{name="${name}",outcome="failure"} 0`);
      }
      expect(text).toMatch(/jobs_last_success_timestamp_seconds\{name="blog-scheduled-posts"\} [1-9]/);
    } finally {
      await t.close();
    }
  });
});
