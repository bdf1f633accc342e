import type { FastifyInstance } from 'fastify';
import type { AdminAuth } from '../admin/contract.js';
import type { AnalyticsService } from './service.js';
import { registerBlogAnalyticsRoutes } from './routes/blog-analytics.js';
import { registerContentPerformanceRoutes } from './routes/content-performance.js';
import { registerEventRoutes } from './routes/events.js';

/**
 * Every analytics route, one file each by audience (routes/), their schemas in schemas.ts: the site's events,
 * and for editors the blog analytics and the content performance reports with their CSV exports. Registered
 * in this order (the API document lists them so).
 */
export function registerAnalyticsRoutes(app: FastifyInstance, service: AnalyticsService, auth: AdminAuth): void {
  registerEventRoutes(app, service);
  registerBlogAnalyticsRoutes(app, service, auth);
  registerContentPerformanceRoutes(app, service, auth);
}
