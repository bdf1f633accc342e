import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Cache } from '../cache/cache.js';
import type { AnswerCodec, Backoff, RefreshCoordinator, RefreshLease, Timestamped } from './refresh-coordinator.js';

export type RedisRefreshCoordinatorOptions<A> = {
  /** Prefix of every key this coordinator writes (`<namespace>:<key>:answer|lock|backoff`). */
  namespace: string;
  codec: AnswerCodec<A>;
  /** How long a lease lasts when its holder never releases it (a crashed instance). */
  leaseMs: number;
  /** How often a waiting instance looks for the holder's answer. */
  pollMs?: number;
  /** How long a published answer stays; a week by default (long enough to outlive any outage worth riding out). */
  answerTtlMs?: number;
};

const WEEK_MS = 7 * 24 * 3600_000;

/** A back-off as stored: the bare number older versions wrote, or `{"until":…,"reason":…}`. */
function readBackoff(raw: string | null): Backoff {
  if (!raw) return { until: 0 };
  try {
    const v = JSON.parse(raw) as unknown;
    if (typeof v === 'number' && Number.isFinite(v)) return { until: v };
    if (typeof v === 'object' && v !== null) {
      const { until, reason } = v as { until?: unknown; reason?: unknown };
      if (typeof until === 'number' && Number.isFinite(until)) return typeof reason === 'string' ? { until, reason } : { until };
    }
  } catch {
    // not ours: treated as no back-off
  }
  return { until: 0 };
}

/**
 * Coordination among every instance sharing one Redis, through the app's cache port: the lease is a key set
 * only when absent, with an expiry, and released only by its holder; the answer and the back-off are plain
 * keys. Waiting instances poll for the answer; they stop when it lands, when the lease is gone, or after as
 * many polls as fit in one lease (the lease expires by Redis's clock, so no local clock is read here).
 * Every Redis error degrades to "nothing there" / "go ahead alone".
 */
export function createRedisRefreshCoordinator<A extends Timestamped>(
  cache: Cache,
  opts: RedisRefreshCoordinatorOptions<A>,
): RefreshCoordinator<A> {
  const pollMs = opts.pollMs ?? 50;
  const maxPolls = Math.ceil(opts.leaseMs / pollMs);
  const ttl = opts.answerTtlMs ?? WEEK_MS;
  const alone: RefreshLease = { release: async () => {} };
  const answerKey = (key: string) => `${opts.namespace}:${key}:answer`;
  const leaseKey = (key: string) => `${opts.namespace}:${key}:lock`;
  const backoffKey = (key: string) => `${opts.namespace}:${key}:backoff`;

  const latest = async (key: string) => {
    try {
      return opts.codec.decode(key, await cache.get(answerKey(key)));
    } catch {
      return undefined;
    }
  };
  const leaseHeld = async (key: string) => {
    try {
      return (await cache.get(leaseKey(key))) !== null;
    } catch {
      return false;
    }
  };
  const backoff = async (key: string): Promise<Backoff> => {
    try {
      return readBackoff(await cache.get(backoffKey(key)));
    } catch {
      return { until: 0 };
    }
  };

  return {
    latest,
    async publish(key, answer) {
      await cache.set(answerKey(key), opts.codec.encode(answer), ttl).catch(() => {});
    },
    async acquire(key) {
      const token = randomUUID();
      try {
        if (!(await cache.setIfAbsent(leaseKey(key), token, opts.leaseMs))) return 'busy';
      } catch {
        return alone;
      }
      return { release: () => cache.delIfEquals(leaseKey(key), token).catch(() => {}) };
    },
    async awaitAnswer(key, since, signal) {
      for (let i = 0; i < maxPolls && !signal.aborted; i++) {
        try {
          await sleep(pollMs, undefined, { signal });
        } catch {
          return undefined; // aborted: the service is closing
        }
        const answer = await latest(key);
        if (answer && answer.fetchedAt > since) return answer;
        if (!(await leaseHeld(key))) {
          const last = await latest(key); // it may have landed between the two reads
          return last && last.fetchedAt > since ? last : undefined;
        }
      }
      return undefined;
    },
    backoff,
    async backoffUntil(key) {
      return (await backoff(key)).until;
    },
    async backOff(key, until, ms, reason) {
      // A bare number when there is no reason: what earlier versions wrote and still read.
      const value = reason === undefined ? String(until) : JSON.stringify({ until, reason });
      await cache.set(backoffKey(key), value, ms).catch(() => {});
    },
  };
}
