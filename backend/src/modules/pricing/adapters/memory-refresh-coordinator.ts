import { createMemoryRefreshCoordinator as createShared } from '../../../platform/refresh/memory-refresh-coordinator.js';
import type { StoredAnswer } from '../domain/types.js';
import type { RefreshCoordinator } from '../ports.js';
import { byList } from './coordinator-by-list.js';

/** The platform's in-process coordinator, keyed by price list (see platform/refresh). */
export function createMemoryRefreshCoordinator(): RefreshCoordinator {
  return byList(createShared<StoredAnswer>());
}
