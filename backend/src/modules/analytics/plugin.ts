import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app.js';
import { createKnexEventRepository } from './adapters/knex-event-repository.js';
import { registerAnalyticsRoutes } from './http.js';
import { createAnalyticsService } from './service.js';

const DAY = 24 * 60 * 60 * 1000;

export const analyticsPlugin: FastifyPluginAsync<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const service = createAnalyticsService({
    repo: createKnexEventRepository(deps.db),
    now: deps.now ?? Date.now,
    retentionDays: deps.config.analyticsRetentionDays,
  });
  registerAnalyticsRoutes(app, service);

  // Retention as the privacy policy states it: purge at start and once a day.
  const purge = () =>
    service.purgeExpired().then(
      (n) => n > 0 && app.log.info({ deleted: n }, 'purged expired analytics events'),
      (err) => app.log.warn({ err }, 'analytics purge failed; will retry'),
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
};
