import type { FastifyInstance } from 'fastify';
import { registerAdminCodeRoutes } from './routes/admin-codes.js';
import { registerClickRoutes } from './routes/clicks.js';
import { registerGoRoute, type OutboundRouteDeps } from './routes/go.js';
import { registerPublicCodeRoutes } from './routes/public.js';

export type { OutboundRouteDeps } from './routes/go.js';

/**
 * Every referral route, one file each by audience (routes/), their schemas in schemas.ts: the public reads,
 * the editors' writes and CSV, the click totals, the /go redirect. Registered in this order (the API
 * document lists them so).
 */
export function registerReferralRoutes(app: FastifyInstance, deps: OutboundRouteDeps): void {
  registerPublicCodeRoutes(app, deps);
  registerAdminCodeRoutes(app, deps);
  registerClickRoutes(app, deps);
  registerGoRoute(app, deps);
}
