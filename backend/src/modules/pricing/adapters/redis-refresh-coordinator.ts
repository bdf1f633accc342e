import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Cache } from '../../../platform/cache/cache.js';
import { decodeAnswer, encodeAnswer } from '../domain/stored-answer.js';
import type { PriceList } from '../domain/types.js';
import type { RefreshCoordinator, RefreshLease } from '../ports.js';

export type RedisRefreshCoordinatorOptions = {
  /** How long a lease lasts when its holder never releases it (a crashed instance). */
  leaseMs: number;
  /** How often a waiting instance looks for the holder's answer. */
  pollMs?: number;
};

/** How long a published answer stays in Redis: long enough to outlive any outage worth riding out. */
const ANSWER_TTL_MS = 7 * 24 * 3600_000;

const answerKey = (list: PriceList) => `prices:v2:${list}:answer`;
const leaseKey = (list: PriceList) => `prices:v2:${list}:lock`;
const backoffKey = (list: PriceList) => `prices:v2:${list}:backoff`;

/**
 * Coordination among every instance sharing one Redis, through the app's cache port: the lease is a key set
 * only when absent, with an expiry, and released only by its holder; the answer and the back-off are plain
 * keys. Waiting instances poll for the answer; they stop when it lands, when the lease is gone, or after as
 * many polls as fit in one lease (the lease expires by Redis's clock, so no local clock is read here).
 * Every Redis error degrades to "nothing there" / "go ahead alone".
 */
export function createRedisRefreshCoordinator(cache: Cache, opts: RedisRefreshCoordinatorOptions): RefreshCoordinator {
  const pollMs = opts.pollMs ?? 50;
  const maxPolls = Math.ceil(opts.leaseMs / pollMs);
  const alone: RefreshLease = { release: async () => {} };

  const latest = async (list: PriceList) => {
    try {
      return decodeAnswer(list, await cache.get(answerKey(list)));
    } catch {
      return undefined;
    }
  };
  const leaseHeld = async (list: PriceList) => {
    try {
      return (await cache.get(leaseKey(list))) !== null;
    } catch {
      return false;
    }
  };

  return {
    latest,
    async publish(answer) {
      await cache.set(answerKey(answer.list), encodeAnswer(answer), ANSWER_TTL_MS).catch(() => {});
    },
    async acquire(list) {
      const token = randomUUID();
      try {
        if (!(await cache.setIfAbsent(leaseKey(list), token, opts.leaseMs))) return 'busy';
      } catch {
        return alone;
      }
      return { release: () => cache.delIfEquals(leaseKey(list), token).catch(() => {}) };
    },
    async awaitAnswer(list, since, signal) {
      for (let i = 0; i < maxPolls && !signal.aborted; i++) {
        try {
          await sleep(pollMs, undefined, { signal });
        } catch {
          return undefined; // aborted: the service is closing
        }
        const answer = await latest(list);
        if (answer && answer.fetchedAt > since) return answer;
        if (!(await leaseHeld(list))) {
          const last = await latest(list); // it may have landed between the two reads
          return last && last.fetchedAt > since ? last : undefined;
        }
      }
      return undefined;
    },
    async backoffUntil(list) {
      try {
        return Number(await cache.get(backoffKey(list))) || 0;
      } catch {
        return 0;
      }
    },
    async backOff(list, until, ms) {
      await cache.set(backoffKey(list), String(until), ms).catch(() => {});
    },
  };
}
