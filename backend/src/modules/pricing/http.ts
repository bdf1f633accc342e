import type { FastifyInstance } from 'fastify';
import type { PricingService } from './service.js';
import { registerPriceListRoutes } from './routes/lists.js';
import { registerMarketRoute } from './routes/market.js';
import { registerSparklinesRoute } from './routes/sparklines.js';

export type PricingRoutesOptions = { now: () => number };

/**
 * Every price route, one file each (routes/), their schemas in schemas.ts: the three lists (Top 10, trending,
 * new; compressed once per answer through platform/precompressed.ts), the watchlist's sparklines, the market
 * trend. Registered in this order (the API document lists them so).
 */
export function registerPricingRoutes(app: FastifyInstance, service: PricingService, opts: PricingRoutesOptions): void {
  const { now } = opts;
  registerPriceListRoutes(app, service, now);
  registerSparklinesRoute(app, service, now);
  registerMarketRoute(app, service, now);
}
