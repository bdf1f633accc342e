import type { FastifyInstance } from 'fastify';
import type { AdminAuth } from '../admin/contract.js';
import type { PromotionService } from './service.js';
import { registerPromotionEditRoutes } from './routes/admin.js';
import { registerPromotionSimulationRoutes } from './routes/simulation.js';

export { PROMOTIONS_CACHE_CONTROL, registerPromotionRoutes } from './routes/public.js';

/**
 * The promotion routes, one file each by audience (routes/), their schemas in schemas.ts: the public list
 * (routes/public.ts) and, admin-only, the editing (routes/admin.ts) and the simulator (routes/simulation.ts).
 * Registered in this order (the API document lists them so).
 */
export function registerPromotionAdminRoutes(app: FastifyInstance, service: PromotionService, auth: AdminAuth): void {
  registerPromotionEditRoutes(app, service, auth);
  registerPromotionSimulationRoutes(app, service, auth);
}
