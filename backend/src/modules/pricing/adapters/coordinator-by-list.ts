import type { RefreshCoordinator as SharedCoordinator } from '../../../platform/refresh/refresh-coordinator.js';
import type { StoredAnswer } from '../domain/types.js';
import type { RefreshCoordinator } from '../ports.js';

/** The platform's key-based coordinator as the pricing service uses it: keyed by list, an answer published under its own list. */
export function byList(shared: SharedCoordinator<StoredAnswer>): RefreshCoordinator {
  return {
    latest: (list) => shared.latest(list),
    publish: (answer) => shared.publish(answer.list, answer),
    acquire: (list) => shared.acquire(list),
    awaitAnswer: (list, since, signal) => shared.awaitAnswer(list, since, signal),
    backoffUntil: (list) => shared.backoffUntil(list),
    backOff: (list, until, ms) => shared.backOff(list, until, ms),
  };
}
