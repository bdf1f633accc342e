import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../../app.js';
import { createKnexPromotionRepository } from './adapters/knex-promotion-repository.js';
import { registerPromotionRoutes } from './http.js';
import { createPromotionService } from './service.js';

/** Promotions live in the database; GET /api/promotions serves the live ones. */
export const promotionsPlugin: FastifyPluginAsync<Pick<ModuleDeps, 'db' | 'cache' | 'now'>> = async (app, deps) => {
  const service = createPromotionService({
    repo: createKnexPromotionRepository(deps.db),
    cache: deps.cache,
    now: deps.now ?? Date.now,
    log: app.log,
  });
  registerPromotionRoutes(app, service);
};

