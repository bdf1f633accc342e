import { defineModule } from '../../platform/module.js';
import { createKnexEventRepository } from './adapters/knex-event-repository.js';
import { registerAnalyticsRoutes } from './http.js';
import { createAnalyticsService } from './service.js';

/** First-party analytics: POST /api/events, stored without IP addresses or cookies. */
export const analyticsModule = defineModule('analytics', async (app, deps) => {
  const service = createAnalyticsService({ repo: createKnexEventRepository(deps.db), now: deps.now });
  registerAnalyticsRoutes(app, service);
});
