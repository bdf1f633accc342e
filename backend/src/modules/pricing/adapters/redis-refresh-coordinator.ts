import type { Cache } from '../../../platform/cache/cache.js';
import { createRedisRefreshCoordinator as createShared } from '../../../platform/refresh/redis-refresh-coordinator.js';
import { decodeAnswer, encodeAnswer } from '../domain/stored-answer.js';
import type { PriceList } from '../domain/types.js';
import type { RefreshCoordinator } from '../ports.js';
import { byList } from './coordinator-by-list.js';

export type RedisRefreshCoordinatorOptions = {
  /** How long a lease lasts when its holder never releases it (a crashed instance). */
  leaseMs: number;
  /** How often a waiting instance looks for the holder's answer. */
  pollMs?: number;
};

/**
 * The platform's Redis coordinator (see platform/refresh) for the price lists, under the keys
 * `prices:v2:<list>:answer|lock|backoff`, answers in the stored-answer wire format.
 */
export function createRedisRefreshCoordinator(cache: Cache, opts: RedisRefreshCoordinatorOptions): RefreshCoordinator {
  return byList(
    createShared(cache, {
      namespace: 'prices:v2',
      codec: { encode: encodeAnswer, decode: (list, raw) => decodeAnswer(list as PriceList, raw) },
      leaseMs: opts.leaseMs,
      ...(opts.pollMs !== undefined ? { pollMs: opts.pollMs } : {}),
    }),
  );
}
