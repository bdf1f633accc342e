import { defineModule } from '../../platform/module.js';
import { createKnexBlogStatsRepository } from './adapters/knex-blog-stats-repository.js';
import { createKnexContentStatsRepository } from './adapters/knex-content-stats-repository.js';
import { createKnexEventRepository } from './adapters/knex-event-repository.js';
import { registerAnalyticsRoutes } from './http.js';
import { createAnalyticsService } from './service.js';
import type { FirstPartyAnalytics } from './contract.js';

/**
 * First-party analytics: POST /api/events, stored without IP addresses or cookies; the blog's figures for
 * the admin (GET /api/admin/blog-analytics, its CSV export); content performance (GET
 * /api/admin/content-performance, its CSV exports); and `app.analytics`, through which other
 * modules record what the server itself sees (the /go/ clicks) and read page views of named paths (the partner desk). Registered without encapsulation so that
 * decorator reaches the modules after it; its routes keep a scope of their own.
 */
export const analyticsModule = defineModule(
  'analytics',
  async (app, deps) => {
    const service = createAnalyticsService({
      repo: createKnexEventRepository(deps.db),
      blog: createKnexBlogStatsRepository(deps.db),
      content: createKnexContentStatsRepository(deps.db),
      partnerName: (type, id) => app.partners.find(type, id)?.name,
      now: deps.now,
    });
    await app.register(async (scope) => registerAnalyticsRoutes(scope, service, app.adminAuth));
    app.decorate<FirstPartyAnalytics>('analytics', {
      recordServerEvent: async (e) => {
        await service.recordTrusted([e]);
      },
      pageViews: (paths, since) => service.pageViews(paths, since),
    });
  },
  { shared: true, uses: ['admin', 'content'], provides: ['analytics'] },
);
