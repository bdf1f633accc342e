import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { FallbackReporter } from './fallback.js';

type StoreCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;
/** @fastify/rate-limit's store contract: `incr` calls back with the count and the window's ms left. */
export type Store = {
  incr(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
  read?(key: string, cb: StoreCallback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
};

// The plugin's own stores (not part of its typed API, but its documented store contract).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

/** Asks Redis first; when Redis fails, the same request is counted by an in-process store instead. */
class FallbackStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly onFallback: FallbackReporter,
  ) {}

  incr(key: string, cb: StoreCallback, timeWindow: number, max: number): void {
    this.shared.incr(
      key,
      (err, res) => {
        if (!err) return cb(null, res);
        this.onFallback('global', err);
        this.local.incr(key, cb, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  read(key: string, cb: StoreCallback, timeWindow: number, max: number): void {
    this.shared.read!(
      key,
      (err, res) => {
        if (!err) return cb(null, res);
        this.local.read!(key, cb, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: unknown): Store {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.onFallback);
  }
}

type StoreOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };

/**
 * The store @fastify/rate-limit would make for these options: shared through Redis (in-process while
 * Redis is down) when there is a Redis client, else its in-process LRU store, which calls back at once.
 */
export function rateLimitStore(options: StoreOptions, redis: Redis | undefined, nameSpace: string, onFallback: FallbackReporter): Store {
  const continueExceeding = options.continueExceeding ?? false;
  const exponentialBackoff = options.exponentialBackoff ?? false;
  const local = new LocalStore(continueExceeding, exponentialBackoff, options.cache);
  if (!redis) return local;
  return new FallbackStore(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), local, onFallback);
}

/** A store class for @fastify/rate-limit: shared through Redis, in-process while Redis is down. */
export function fallbackStore(redis: Redis, nameSpace: string, onFallback: FallbackReporter): FastifyRateLimitStoreCtor {
  return class {
    constructor(options: FastifyRateLimitOptions) {
      return rateLimitStore(options as StoreOptions, redis, nameSpace, onFallback) as unknown as FastifyRateLimitStore;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
