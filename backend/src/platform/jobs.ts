import { randomUUID } from 'node:crypto';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Cache } from './cache/cache.js';

/**
 * Background jobs: work a module repeats on a timer (publish scheduled posts, purge expired data, ask
 * whether the nightly audit is due, send the newsletter outbox). A module adds its job through
 * `deps.jobs.add(spec)` while it registers; the app starts every job when it is ready and stops them all
 * on close, before the modules close what their jobs use.
 *
 * A small runner of our own rather than a library: none of the project's dependencies schedules work,
 * and the queue libraries (BullMQ and the like) bring workers, retries and a job store these four loops
 * do not need. What they need is here: one run at a time, a time limit per run, one instance per tick,
 * a log line and metrics per run.
 *
 * - **One run at a time on an instance.** A tick that comes while the job's previous run is still going
 *   is skipped (`busy`). `trigger()` (work was queued on this instance) instead runs again right after it.
 * - **Bounded.** Each run gets an AbortSignal and `timeoutMs`. When the time is up the signal aborts, the
 *   run is recorded as timed out and abandoned: the runner stops waiting for it and the next tick may start
 *   a new run. A job stops at its signal, or does work that is safe to repeat (row claims, unique indexes).
 * - **Once across instances.** Every instance runs the same timers; two keys in the shared cache (Redis
 *   with several instances, the in-process cache otherwise) decide who works, with the same primitives as
 *   the refresh coordinator's lease (`setIfAbsent` with an expiry, `delIfEquals` by the holder's token):
 *   - `jobs:<name>:tick` names the instance that takes the job's ticks. The first instance whose timer fires
 *     claims it for a little more than one interval and renews it on each of its ticks; the others skip their
 *     ticks while it holds (`elsewhere`). When the holder stops (it hands the claim back on close) or dies
 *     (the claim expires), the next instance whose timer fires takes over. So each interval's tick runs on
 *     one instance, and the expiry is the cache's clock, never the app's (tests move the app's clock freely).
 *   - `jobs:<name>:run` is held while a run is in progress anywhere (released when it ends or is abandoned;
 *     it expires after the time limit should its holder die), so runs never overlap across instances,
 *     triggered ones included (`running-elsewhere`).
 *   When the cache cannot be reached the instance runs the job alone (logged once per outage): every job's
 *   own storage guards (row claims, the audit's one-running index) keep that safe, as they always did.
 *   Several instances with the in-process cache each run every tick, guarded the same way.
 */

/** What a run reports: fields worth an info line (the posts it published, the rows it deleted); nothing: a debug line. */
export type JobReport = Readonly<Record<string, unknown>>;

export type JobSpec = Readonly<{
  /** Unique in the app: the `name` label of the metrics, the `job` field of log lines and the cache keys. */
  name: string;
  /** How often it ticks. */
  intervalMs: number;
  /** How long one run may take before it is abandoned. */
  timeoutMs: number;
  /**
   * When the first tick comes: `before-ready` runs it while the app gets ready (the app answers after it,
   * e.g. a fresh instance has published what fell due while none ran), `at-ready` starts it then without
   * waiting for it, `after-interval` lets one interval pass (no work during start-up).
   */
  firstRun: 'before-ready' | 'at-ready' | 'after-interval';
  /** Asked once at start; false leaves the job off (the database has no tables: OpenAPI generation). */
  enabled?: () => Promise<boolean>;
  run(signal: AbortSignal): Promise<JobReport | undefined | void>;
}>;

/** How a tick or trigger ended. */
export type JobOutcome = 'success' | 'failure' | 'timeout' | 'skipped' | 'closed';

export type JobHandle = Readonly<{
  /** Runs the job now on this instance (after the run in progress, if any), outside its ticks. */
  trigger(): Promise<JobOutcome>;
}>;

/** What a module sees (`deps.jobs`). */
export type Jobs = Readonly<{ add(spec: JobSpec): JobHandle }>;

/** Why a tick did not run. */
export type SkipReason = 'busy' | 'elsewhere' | 'running-elsewhere';

type Log = {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

/** Time as the runner sees it: `now` for durations and timestamps, timers for ticks and time limits. */
export type JobClock = Readonly<{
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}>;

/** Node's timers, unref'd so a pending tick never keeps the process alive. */
export const systemJobClock = (now: () => number = Date.now): JobClock => ({
  now,
  setTimeout: (fn, ms) => setTimeout(fn, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
});

export type JobRunner = Jobs &
  Readonly<{
    /** Starts every enabled job's timer; resolves after the `before-ready` runs. */
    start(): Promise<void>;
    /** What the job's timer does, now: a tick (once across instances). */
    tick(name: string): Promise<JobOutcome>;
    /** Stops the timers, aborts the runs in progress and waits for them (each within its time limit), hands the tick claims back. */
    close(): Promise<void>;
  }>;

/** A claim on the tick is held this much longer than one interval (at most a minute), so its holder keeps it. */
const tickClaimMs = (intervalMs: number) => intervalMs + Math.min(Math.ceil(intervalMs / 2), 60_000);
/** The run lock outlives the time limit by this much, for a holder that died mid-run. */
const RUN_LOCK_GRACE_MS = 5_000;

type Job = {
  spec: JobSpec;
  timer: unknown;
  /** the tick or trigger in progress on this instance (lock, run, release) */
  current: Promise<JobOutcome> | undefined;
  /** the run in progress, to abort on close */
  controller: AbortController | undefined;
  /** the run triggered while another was in progress, to start after it */
  queued: Promise<JobOutcome> | undefined;
  enabled: boolean;
  claimedTick: boolean;
};

export function createJobRunner(deps: { cache: Cache; metrics: Registry; log: Log; clock: JobClock; instanceId?: string }): JobRunner {
  const { cache, log, clock } = deps;
  const instance = deps.instanceId ?? randomUUID();
  const jobs = new Map<string, Job>();
  let started = false;
  let closed = false;
  /** Whether the cache failed on the last attempt, per job (a warning once per outage). */
  const alone = new Set<string>();

  const runs = new Counter({
    name: 'jobs_runs_total',
    help: 'Background job runs by job and outcome (success, failure, timeout)',
    labelNames: ['name', 'outcome'] as const,
    registers: [deps.metrics],
  });
  const skipped = new Counter({
    name: 'jobs_skipped_ticks_total',
    help: 'Background job ticks not run, by reason (busy: its previous run goes on here; elsewhere: another instance takes its ticks; running-elsewhere: another instance runs it now)',
    labelNames: ['name', 'reason'] as const,
    registers: [deps.metrics],
  });
  const duration = new Histogram({
    name: 'jobs_run_duration_seconds',
    help: 'How long background job runs took (a timed-out run counts its time limit)',
    labelNames: ['name'] as const,
    buckets: [0.01, 0.05, 0.25, 1, 5, 30, 120, 600],
    registers: [deps.metrics],
  });
  const lastSuccess = new Gauge({
    name: 'jobs_last_success_timestamp_seconds',
    help: 'When each background job last ran successfully on this instance (Unix time; 0: not since start)',
    labelNames: ['name'] as const,
    registers: [deps.metrics],
  });

  const tickKey = (name: string) => `jobs:${name}:tick`;
  const runKey = (name: string) => `jobs:${name}:run`;

  /** Claims the tick (for a tick) and the run lock; a reason when another instance has them; alone when the cache failed. */
  async function claim(job: Job, kind: 'tick' | 'trigger'): Promise<{ release(): Promise<void> } | SkipReason> {
    const { name, intervalMs, timeoutMs } = job.spec;
    try {
      if (kind === 'tick') {
        const ttl = tickClaimMs(intervalMs);
        let ours = await cache.setIfAbsent(tickKey(name), instance, ttl);
        if (!ours) {
          const holder = await cache.get(tickKey(name));
          if (holder === instance)
            await cache.set(tickKey(name), instance, ttl); // our claim from the last tick: renew it
          else if (holder === null) ours = await cache.setIfAbsent(tickKey(name), instance, ttl); // it just expired
          if (holder !== instance && !ours) return 'elsewhere';
        }
        job.claimedTick = true;
      }
      const token = randomUUID();
      if (!(await cache.setIfAbsent(runKey(name), token, timeoutMs + RUN_LOCK_GRACE_MS))) return 'running-elsewhere';
      if (alone.delete(name)) log.info({ job: name }, 'job coordination store reachable again');
      return { release: () => cache.delIfEquals(runKey(name), token).catch(() => {}) };
    } catch (err) {
      if (!alone.has(name)) {
        alone.add(name);
        log.warn({ job: name, err: (err as Error)?.message }, 'job coordination store unreachable: running the job on this instance alone');
      }
      return { release: async () => {} };
    }
  }

  /** One run within its time limit: its outcome, logged and counted. */
  async function runBounded(job: Job): Promise<'success' | 'failure' | 'timeout'> {
    const { name, timeoutMs } = job.spec;
    const controller = new AbortController();
    job.controller = controller;
    const startedAt = clock.now();
    log.debug({ job: name }, 'job started');
    const work = Promise.resolve()
      .then(() => job.spec.run(controller.signal))
      .then(
        (report) => ({ ok: true as const, report: report ?? undefined }),
        (err: unknown) => ({ ok: false as const, err }),
      );
    let timer: unknown;
    const expired = new Promise<'timeout'>((resolve) => {
      timer = clock.setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const result = await Promise.race([work, expired]);
    clock.clearTimeout(timer);
    job.controller = undefined;
    const ms = Math.max(0, clock.now() - startedAt);
    if (result === 'timeout') {
      controller.abort(new Error(`job ${name} exceeded its time limit of ${timeoutMs} ms`));
      runs.inc({ name, outcome: 'timeout' });
      duration.observe({ name }, timeoutMs / 1000);
      log.warn({ job: name, timeoutMs }, 'job run timed out and was abandoned; the next tick runs it again');
      // Whatever it still does is no longer waited for; if it fails later, say so once.
      void work.then((late) => {
        if (!late.ok) log.warn({ job: name, err: late.err }, 'abandoned job run failed');
      });
      return 'timeout';
    }
    duration.observe({ name }, ms / 1000);
    if (!result.ok) {
      runs.inc({ name, outcome: 'failure' });
      log.warn({ job: name, durationMs: ms, err: result.err }, 'job run failed; the next tick runs it again');
      return 'failure';
    }
    runs.inc({ name, outcome: 'success' });
    lastSuccess.set({ name }, clock.now() / 1000);
    const report = result.report;
    if (report && Object.keys(report).length > 0) log.info({ job: name, durationMs: ms, ...report }, 'job run done');
    else log.debug({ job: name, durationMs: ms }, 'job run done');
    return 'success';
  }

  function go(job: Job, kind: 'tick' | 'trigger'): Promise<JobOutcome> {
    const name = job.spec.name;
    if (closed || !job.enabled) return Promise.resolve('closed');
    if (job.current) {
      // Work was queued during a run: one more run right after it, shared by every trigger until it starts.
      if (kind === 'trigger') {
        return (job.queued ??= job.current.then(() => {
          job.queued = undefined;
          return go(job, 'trigger');
        }));
      }
      skipped.inc({ name, reason: 'busy' });
      log.debug({ job: name, reason: 'busy' }, 'job tick skipped');
      return Promise.resolve('skipped');
    }
    const current = (async (): Promise<JobOutcome> => {
      const lease = await claim(job, kind);
      if (typeof lease === 'string') {
        skipped.inc({ name, reason: lease });
        log.debug({ job: name, reason: lease }, 'job tick skipped');
        return 'skipped';
      }
      if (closed) {
        await lease.release(); // the app began closing while the lease was being claimed: no new run
        return 'closed';
      }
      try {
        return await runBounded(job);
      } finally {
        await lease.release();
      }
    })().finally(() => {
      job.current = undefined;
    });
    job.current = current;
    return current;
  }

  function arm(job: Job): void {
    if (closed) return;
    job.timer = clock.setTimeout(() => {
      arm(job); // fixed rate: the next tick is due one interval after this one, however long this run takes
      void go(job, 'tick');
    }, job.spec.intervalMs);
  }

  const jobOf = (name: string) => {
    const job = jobs.get(name);
    if (!job) throw new Error(`No job named ${name}`);
    return job;
  };

  return {
    add(spec) {
      if (started) throw new Error(`Job ${spec.name} added after the jobs started: add jobs while the module registers`);
      if (jobs.has(spec.name)) throw new Error(`Two jobs are named ${spec.name}`);
      if (!(spec.intervalMs > 0 && spec.timeoutMs > 0)) throw new Error(`Job ${spec.name} needs a positive interval and time limit`);
      const job: Job = {
        spec,
        timer: undefined,
        current: undefined,
        controller: undefined,
        queued: undefined,
        enabled: true,
        claimedTick: false,
      };
      jobs.set(spec.name, job);
      for (const outcome of ['success', 'failure', 'timeout'] as const) runs.inc({ name: spec.name, outcome }, 0);
      lastSuccess.set({ name: spec.name }, 0);
      return { trigger: () => go(job, 'trigger') };
    },

    async start() {
      if (started) return;
      started = true;
      const waits: Promise<unknown>[] = [];
      for (const job of jobs.values()) {
        job.enabled = job.spec.enabled ? await job.spec.enabled().catch(() => false) : true;
        if (!job.enabled) {
          log.debug({ job: job.spec.name }, 'job left off');
          continue;
        }
        if (job.spec.firstRun === 'after-interval') arm(job);
        else {
          const first = go(job, 'tick').finally(() => arm(job));
          if (job.spec.firstRun === 'before-ready') waits.push(first);
        }
      }
      await Promise.all(waits);
    },

    tick: (name) => go(jobOf(name), 'tick'),

    async close() {
      if (closed) return;
      closed = true;
      for (const job of jobs.values()) {
        clock.clearTimeout(job.timer);
        job.controller?.abort(new Error('the app is closing'));
      }
      // Each run in progress ends or is abandoned within its time limit.
      await Promise.all([...jobs.values()].flatMap((job) => [job.current, job.queued]).map((p) => p?.catch(() => undefined)));
      // Hand the tick claims back, so another instance takes the ticks at once.
      await Promise.all(
        [...jobs.values()]
          .filter((job) => job.claimedTick)
          .map((job) => cache.delIfEquals(tickKey(job.spec.name), instance).catch(() => {})),
      );
    },
  };
}
