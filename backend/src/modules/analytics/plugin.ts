import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app.js';
import { createKnexEventRepository } from './adapters/knex-event-repository.js';
import { registerAnalyticsRoutes } from './http.js';
import { createAnalyticsService } from './service.js';

export const analyticsPlugin: FastifyPluginAsync<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const service = createAnalyticsService({ repo: createKnexEventRepository(deps.db), now: deps.now ?? Date.now });
  registerAnalyticsRoutes(app, service);
};
