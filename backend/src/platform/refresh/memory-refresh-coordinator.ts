import type { Backoff, RefreshCoordinator, Timestamped } from './refresh-coordinator.js';

/**
 * Coordination inside one process (no Redis): the app's default, and what unit tests share between two
 * services. A lease is a promise that settles on release, so waiting costs no polling and no clock.
 * Every lease holder releases in a `finally` after an upstream call with a time limit, so none is left over.
 */
export function createMemoryRefreshCoordinator<A extends Timestamped>(): RefreshCoordinator<A> {
  const answers = new Map<string, A>();
  const leases = new Map<string, Promise<void>>();
  const backoffs = new Map<string, Backoff>();

  return {
    async latest(key) {
      return answers.get(key);
    },
    async publish(key, answer) {
      const held = answers.get(key);
      if (!held || answer.fetchedAt >= held.fetchedAt) answers.set(key, answer);
    },
    async acquire(key) {
      if (leases.has(key)) return 'busy';
      let release!: () => void;
      leases.set(key, new Promise<void>((r) => (release = r)));
      return {
        async release() {
          leases.delete(key);
          release();
        },
      };
    },
    async awaitAnswer(key, since, signal) {
      const lease = leases.get(key);
      if (lease) {
        await new Promise<void>((resolve) => {
          if (signal.aborted) return resolve();
          const done = () => {
            signal.removeEventListener('abort', done);
            resolve();
          };
          signal.addEventListener('abort', done);
          void lease.then(done);
        });
      }
      const answer = answers.get(key);
      return answer && answer.fetchedAt > since ? answer : undefined;
    },
    async backoffUntil(key) {
      return backoffs.get(key)?.until ?? 0;
    },
    async backoff(key) {
      return backoffs.get(key) ?? { until: 0 };
    },
    async backOff(key, until, _ms, reason) {
      const held = backoffs.get(key);
      if (!held || until >= held.until) backoffs.set(key, reason === undefined ? { until } : { until, reason });
    },
  };
}
