import type { Cache } from '../../../platform/cache/cache.js';
import type { SessionStore, StoredSession } from '../ports.js';

/** Sessions in Redis (through the cache port) when REDIS_URL is set: the key expires with the session. */
export function createCacheSessionStore(cache: Cache, now: () => number): SessionStore {
  const key = (idHash: string) => `admin:session:${idHash}`;
  return {
    kind: 'redis',
    async put(idHash, s: StoredSession) {
      await cache.set(key(idHash), JSON.stringify(s), Math.max(1000, s.expiresAt - now()));
    },
    async get(idHash) {
      const raw = await cache.get(key(idHash));
      return raw ? (JSON.parse(raw) as StoredSession) : undefined;
    },
    async delete(idHash) {
      await cache.del(key(idHash));
    },
  };
}
