import { isAppError } from '@coinatlas/domain/errors';
import { partnerKey } from '@coinatlas/domain/availability/availability';
import { defineModule, routeResolver } from '../../platform/module.js';
import { codesToCsv, parseCodesCsv } from './adapters/csv-codes.js';
import { createKnexClickRepository } from './adapters/knex-click-repository.js';
import { createKnexReferralRepository } from './adapters/knex-referral-repository.js';
import { registerReferralRoutes } from './http.js';
import { createReferralService } from './service.js';
import type { ReferralLinks } from './contract.js';

/**
 * Referral codes (public reads, admin writes), the tracked /go links, the start-up seed, and the resolver of
 * the exchanges' referral pages (404 for an unknown exchange or one without an active code). Partners are
 * looked up in the content records (`app.partners`); their own pages are the content module's. It offers
 * `app.referralLinks` (which partners have an active code: the claims other modules may make), so it is
 * registered without encapsulation; its routes keep a scope of their own.
 */
const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** How long the set of partners with an active code is kept before the database is asked again. */
export const ACTIVE_KEYS_TTL_MS = 30_000;

export const referralsModule = defineModule(
  'referrals',
  async (app, deps) => {
    // The partners with an active code, kept for ACTIVE_KEYS_TTL_MS; a change made here clears it at once.
    let active: { at: number; keys: Promise<ReadonlySet<string>> } | undefined;
    const service = createReferralService({
      codes: createKnexReferralRepository(deps.db),
      clicks: createKnexClickRepository(deps.db),
      csv: { write: codesToCsv, read: parseCodesCsv },
      partners: app.partners,
      now: deps.now,
      onChange: () => {
        active = undefined;
        return deps.pages.invalidate();
      },
    });
    app.decorate<ReferralLinks>('referralLinks', {
      activeKeys: () => {
        const now = deps.now();
        if (!active || now - active.at >= ACTIVE_KEYS_TTL_MS) {
          const keys: Promise<ReadonlySet<string>> = service
            .listActive()
            .then((codes) => new Set(codes.map((c) => partnerKey(c.entityType, c.entityId))));
          active = { at: now, keys };
          // A failed read is not kept: the next call asks again.
          keys.catch(() => {
            if (active?.keys === keys) active = undefined;
          });
        }
        return active.keys;
      },
    });
    // Its routes (and the CSV body parser of the import) stay in a scope of their own.
    await app.register(async (scope) =>
      registerReferralRoutes(scope, {
        service,
        auth: app.adminAuth,
        recordOutbound: (type, id, fromPath) =>
          app.analytics.recordServerEvent({ name: 'outbound_click', category: type, label: id, path: fromPath }),
        siteOrigin: originOf(deps.config.publicSiteUrl),
      }),
    );
    const { partners } = app;
    // An exchange's referral page exists only while the exchange has a code visitors may see: without one the
    // page would have nothing to copy, so it answers 404 (and leaves the sitemap). With the database away the
    // page still renders, from the exchange's record alone.
    const hasCode = async (id: string): Promise<boolean> => {
      try {
        await service.findActiveForEntity(id, 'exchange');
        return true;
      } catch (err) {
        if (isAppError(err) && err.code === 'NOT_FOUND') return false;
        return true;
      }
    };
    app.routeResolvers.set(
      'exchange',
      routeResolver(
        async (id) => partners.find('exchange', id) !== undefined && (await hasCode(id)),
        async () => {
          const withCode = new Set((await service.listActive('exchange').catch(() => [])).map((c) => c.entityId));
          return partners.all.filter((p) => p.type === 'exchange' && withCode.has(p.id)).map((p) => ({ id: p.id, lastmod: p.updated }));
        },
      ),
    );

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
  },
  { shared: true, uses: ['admin', 'content', 'analytics'], provides: ['referralLinks'] },
);
