import { defineModule } from '../../platform/module.js';
import { createKnexPromotionRepository } from './adapters/knex-promotion-repository.js';
import { registerPromotionAdminRoutes, registerPromotionRoutes } from './http.js';
import { createPromotionService } from './service.js';

/**
 * Promotions live in the database; GET /api/promotions serves the live ones whose partner has an active
 * referral code (`app.referralLinks`), admins manage them all and see which claims are not backed.
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
  },
  { uses: ['admin', 'content', 'referrals'] },
);
