import { defineModule } from '../../platform/module.js';
import { retentionPolicies } from './domain/policies.js';
import { createRetentionService } from './service.js';

const DAY = 24 * 60 * 60 * 1000;

/** Keeps the privacy page true: purges expired personal data at start and once a day. */
export const retentionModule = defineModule('retention', async (app, deps) => {
  const service = createRetentionService({
    db: deps.db,
    now: deps.now,
    policies: retentionPolicies({ analyticsDays: deps.config.analyticsRetentionDays }),
  });
  const purge = () =>
    service.purge().then(
      (deleted) => Object.values(deleted).some((n) => n > 0) && app.log.info({ deleted }, 'retention purge'),
      (err) => app.log.warn({ err }, 'retention purge failed; will retry'),
    );
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => (running = purge()), DAY);
  timer.unref();
  app.addHook('onReady', async () => {
    running = purge();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running; // never close the database under a running purge
  });
});
