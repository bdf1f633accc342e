import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app.js';
import { createCacheSessionStore } from './adapters/cache-session-store.js';
import { createKnexAccountRepository } from './adapters/knex-account-repository.js';
import { createKnexSessionStore } from './adapters/knex-session-store.js';
import { createScryptPasswordHasher } from './adapters/scrypt-password-hasher.js';
import { createFallbackReporter, type FallbackReporter } from '../../platform/rate-limit/fallback.js';
import { createAdminGuard } from './guard.js';
import { registerAdminRoutes } from './http.js';
import { createAdminService } from './service.js';

/**
 * Admin accounts and sessions. Returns the service, the guard other modules put in front of their admin
 * routes, and the plugin that serves sign-in and creates the configured account at start.
 */
export function createAdminModule(deps: ModuleDeps) {
  const now = deps.now ?? Date.now;
  const { config } = deps;
  let reportFallback: FallbackReporter | undefined;
  const service = createAdminService({
    accounts: createKnexAccountRepository(deps.db),
    // Redis when configured (shared by every instance, expiring by itself), else Postgres.
    sessions: deps.cache.kind === 'redis' ? createCacheSessionStore(deps.cache, now) : createKnexSessionStore(deps.db, now),
    hasher: createScryptPasswordHasher(),
    cache: deps.cache,
    // The reporter needs the app's logger, which exists once the plugin runs.
    onLimiterFallback: (limiter, err) => reportFallback?.(limiter, err),
    now,
    config: config.admin,
  });
  const guard = createAdminGuard(service, { publicSiteUrl: config.publicSiteUrl });

  async function plugin(app: FastifyInstance): Promise<void> {
    reportFallback = createFallbackReporter(deps.metrics, app.log);
    registerAdminRoutes(app, service, guard);
    app.addHook('onReady', async () => {
      const { email, password } = config.admin;
      try {
        // The OpenAPI generator builds the app on an unmigrated database: nothing to bootstrap there.
        if (!(await deps.db.schema.hasTable('admin_accounts'))) return;
        if (email && password) {
          const outcome = await service.ensureAccount(email, password);
          app.log.info({ outcome }, 'admin account from ADMIN_EMAIL/ADMIN_PASSWORD');
        } else if (!(await service.hasAccounts())) {
          app.log.warn(
            'No admin account exists: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run admin:create -- you@example.com`',
          );
        }
      } catch (err) {
        // A database that is down at start degrades the admin area; it must not stop the site.
        app.log.warn({ err }, 'admin bootstrap skipped: database unavailable; restart once it is back');
      }
    });
  }

  return { service, guard, plugin };
}
