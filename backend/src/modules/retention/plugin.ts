import { defineModule } from '../../platform/module.js';
import { retentionPolicies } from './domain/policies.js';
import { createRetentionService } from './service.js';

const DAY = 24 * 60 * 60 * 1000;
/** A purge is a few indexed deletes; one that takes longer than this is abandoned and tried at the next tick. */
const PURGE_TIMEOUT_MS = 15 * 60_000;

/** Keeps the privacy page true: purges expired personal data at start and once a day. */
export const retentionModule = defineModule('retention', async (_app, deps) => {
  const service = createRetentionService({
    db: deps.db,
    now: deps.now,
    policies: retentionPolicies({ analyticsDays: deps.config.analyticsRetentionDays }),
  });
  // Once across instances, at start (not waited for) and then daily.
  deps.jobs.add({
    name: 'retention-purge',
    intervalMs: DAY,
    timeoutMs: PURGE_TIMEOUT_MS,
    firstRun: 'at-ready',
    run: async () => {
      const deleted = await service.purge();
      return Object.values(deleted).some((n) => n > 0) ? { deleted } : undefined;
    },
  });
});
