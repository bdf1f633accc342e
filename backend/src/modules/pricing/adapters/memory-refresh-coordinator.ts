import type { PriceList, StoredAnswer } from '../domain/types.js';
import type { RefreshCoordinator } from '../ports.js';

/**
 * Coordination inside one process (no Redis): the app's default, and what unit tests share between two
 * services. A lease is a promise that settles on release, so waiting costs no polling and no clock.
 * Every lease holder releases in a `finally` after a provider call with a time limit, so none is left over.
 */
export function createMemoryRefreshCoordinator(): RefreshCoordinator {
  const answers = new Map<PriceList, StoredAnswer>();
  const leases = new Map<PriceList, Promise<void>>();
  const backoff = new Map<PriceList, number>();

  return {
    async latest(list) {
      return answers.get(list);
    },
    async publish(answer) {
      const held = answers.get(answer.list);
      if (!held || answer.fetchedAt >= held.fetchedAt) answers.set(answer.list, answer);
    },
    async acquire(list) {
      if (leases.has(list)) return 'busy';
      let release!: () => void;
      leases.set(list, new Promise<void>((r) => (release = r)));
      return {
        async release() {
          leases.delete(list);
          release();
        },
      };
    },
    async awaitAnswer(list, since, signal) {
      const lease = leases.get(list);
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
      const answer = answers.get(list);
      return answer && answer.fetchedAt > since ? answer : undefined;
    },
    async backoffUntil(list) {
      return backoff.get(list) ?? 0;
    },
    async backOff(list, until) {
      backoff.set(list, Math.max(backoff.get(list) ?? 0, until));
    },
  };
}
