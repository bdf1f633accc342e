import cookie from '@fastify/cookie';
import { defineModule, type ModuleDeps } from '../../platform/module.js';
import { createCacheSessionStore } from './adapters/cache-session-store.js';
import { createKnexAccountRepository } from './adapters/knex-account-repository.js';
import { createKnexSessionStore } from './adapters/knex-session-store.js';
import { createScryptPasswordHasher } from './adapters/scrypt-password-hasher.js';
import { createFallbackReporter, type FallbackReporter } from '../../platform/rate-limit/fallback.js';
import { createAdminGuard } from './guard.js';
import { registerAdminRoutes } from './http.js';
import { createAdminService } from './service.js';
import type { AdminAuth } from './contract.js';

/** The admin service on the app's adapters (the module and maintenance scripts use the same one). */
export function createAdminServiceFor(deps: Pick<ModuleDeps, 'config' | 'db' | 'cache' | 'now'>, onLimiterFallback?: FallbackReporter) {
  const { now } = deps;
  return createAdminService({
    accounts: createKnexAccountRepository(deps.db),
    // Redis when configured (shared by every instance, expiring by itself), else Postgres.
    sessions: deps.cache.kind === 'redis' ? createCacheSessionStore(deps.cache, now) : createKnexSessionStore(deps.db, now),
    hasher: createScryptPasswordHasher(),
    cache: deps.cache,
    ...(onLimiterFallback ? { onLimiterFallback } : {}),
    now,
    config: deps.config.admin,
  });
}

/**
 * Admin accounts and sessions: serves sign-in, creates the configured account at start, and offers
 * `app.adminAuth` (the guard other modules put in front of their admin-only routes). Registered without
 * encapsulation so that decorator reaches every module registered after it.
 */
export const adminModule = defineModule(
  'admin',
  async (app, deps) => {
    const { config } = deps;
    // Sign-in limits keep counting in-process when Redis fails; the fallback is counted and logged.
    const service = createAdminServiceFor(deps, createFallbackReporter(deps.metrics, app.log));
    const guard = createAdminGuard(service, { publicSiteUrl: config.publicSiteUrl, origins: config.admin.origins });
    app.decorate<AdminAuth>('adminAuth', {
      requireAdmin: guard.requireAdmin,
      adminOf: async (req) => {
        const session = await guard.current(req);
        return session ? { accountId: session.accountId, email: session.email } : undefined;
      },
    });

    // The routes keep their hooks to themselves; only the decorator above is shared. Only these routes set
    // cookies, so only they carry @fastify/cookie's hooks (every other request skips them).
    await app.register(async (scope) => {
      await scope.register(cookie);
      registerAdminRoutes(scope, service, guard);
    });

    app.addHook('onReady', async () => {
      const { email, password } = config.admin;
      try {
        // The OpenAPI generator builds the app on an unmigrated database: nothing to bootstrap there.
        if (!(await deps.db.schema.hasTable('admin_accounts'))) return;
        if (email && password) {
          const outcome = await service.ensureAccount(email, password);
          app.log.info({ outcome }, 'admin account from ADMIN_EMAIL/ADMIN_PASSWORD');
        } else if (!(await service.hasAccounts())) {
          app.log.warn('No admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run admin:create -- you@example.com`');
        }
      } catch (err) {
        // A database that is down at start degrades the admin area; it must not stop the site.
        app.log.warn({ err }, 'admin bootstrap skipped: database unavailable; restart once it is back');
      }
    });
  },
  { shared: true, provides: ['adminAuth'] },
);
