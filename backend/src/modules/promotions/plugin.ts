import { seedWhenReady } from '../../platform/db/seed-ledger.js';
import { defineModule } from '../../platform/module.js';
import { loadPromotionSeeds } from './adapters/fs-seeds.js';
import { createKnexPromotionRepository } from './adapters/knex-promotion-repository.js';
import { seedPromotions } from './adapters/knex-promotion-seeds.js';
import { registerPromotionAdminRoutes, registerPromotionRoutes } from './http.js';
import { createPromotionService } from './service.js';

/**
 * Promotions live in the database; GET /api/promotions serves the live ones whose partner has an active
 * referral code (`app.referralLinks`), admins manage them all and see which claims are not backed. The site
 * starts with the promotions of the content folder (`seed/promotions`), validated when the app is built (each
 * must promote a partner of the records the app starts on; an invalid file stops start-up with every problem)
 * and inserted when it is ready, each once ever (the seed ledger), so an editor's change or deletion stays.
 */
export const promotionsModule = defineModule(
  'promotions',
  async (app, deps) => {
    const service = createPromotionService({
      repo: createKnexPromotionRepository(deps.db, deps.now),
      cache: deps.cache,
      now: deps.now,
      isListed: (type, id) => app.partners.find(type, id) !== undefined,
      isPromotable: (type, id) => app.partners.find(type, id)?.promotable === true,
      log: app.log,
      availability: () =>
        app.partners.all.flatMap((p) => (p.availability ? [{ type: p.type, id: p.id, availability: p.availability }] : [])),
      backedPartners: () => app.referralLinks.activeKeys(),
    });
    registerPromotionRoutes(app, service);
    registerPromotionAdminRoutes(app, service, app.adminAuth);

    const seeds = loadPromotionSeeds((type, id) => app.partners.find(type, id) !== undefined, deps.config.contentDir);
    seedWhenReady(app, deps.db, 'promotions', async (ledger) => ({ promotions: await seedPromotions(ledger, seeds) }));
  },
  { uses: ['admin', 'content', 'referrals'] },
);
