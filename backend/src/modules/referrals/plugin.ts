import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app.js';
import type { AdminGuard } from '../admin/guard.js';
import { createKnexClickRepository } from './adapters/knex-click-repository.js';
import { createKnexReferralRepository } from './adapters/knex-referral-repository.js';
import { isListedExchange } from './domain/partners/exchanges.js';
import { ALL_PARTNERS, findPartner } from './domain/partners/registry.js';
import { registerReferralRoutes } from './http.js';
import { createReferralService } from './service.js';

export type ReferralsPluginOptions = { deps: ModuleDeps; guard: AdminGuard };

/** Referral codes (public reads, admin writes), the tracked /go links, and the start-up seed. */
export async function referralsPlugin(app: FastifyInstance, { deps, guard }: ReferralsPluginOptions): Promise<void> {
  const service = createReferralService({
    codes: createKnexReferralRepository(deps.db),
    clicks: createKnexClickRepository(deps.db),
    partners: { all: ALL_PARTNERS, find: findPartner },
    now: deps.now ?? Date.now,
  });
  registerReferralRoutes(app, { service, guard });

  app.addHook('onReady', async () => {
    try {
      // The OpenAPI generator builds the app on an unmigrated database: nothing to seed there.
      if (!(await deps.db.schema.hasTable('referral_code_seeds'))) return;
      const added = await service.seed();
      if (added > 0) app.log.info({ added }, 'seeded inactive example referral codes for new partners');
    } catch (err) {
      // Seeding only adds inactive placeholders; with the database down the site starts without it.
      app.log.warn({ err }, 'referral seeding skipped: database unavailable');
    }
  });
}

/** For the static site's HTTP status: /referral-codes/{id} exists only for a listed exchange. */
export function referralRouteExists(route: string, id: string): boolean | undefined {
  return route === '/referral-codes/:id' ? isListedExchange(id) : undefined;
}
