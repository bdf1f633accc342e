import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Counter } from 'prom-client';
import { defineModule } from '../../platform/module.js';
import { createCacheAttemptLimiter } from '../../platform/rate-limit/attempt-limiter.js';
import { createFallbackReporter } from '../../platform/rate-limit/fallback.js';
import { createKnexSubscriberRepository } from './adapters/knex-subscriber-repository.js';
import { newsletterRoutes } from './http.js';
import { createNewsletterService } from './service.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** POST /api/subscribers and POST /api/subscribers/unsubscribe, on Postgres, limited through the cache port. */
export const newsletterModule = defineModule('newsletter', async (app, deps) => {
  const now = deps.now;
  const service = createNewsletterService({
    repo: createKnexSubscriberRepository(deps.db),
    limiter: createCacheAttemptLimiter({
      cache: deps.cache,
      prefix: 'newsletter:attempts:',
      max: deps.config.newsletter.rateLimit.max,
      windowMs: deps.config.newsletter.rateLimit.windowMs,
      now,
      onFallback: createFallbackReporter(deps.metrics, app.log),
    }),
    now,
    newId: randomUUID,
    newToken: () => {
      const token = randomBytes(32).toString('base64url');
      return { token, hash: sha256(token) };
    },
    hashToken: sha256,
    attemptKey: sha256,
  });
  const outcomes = new Counter({
    name: 'newsletter_subscriptions_total',
    help: 'Newsletter subscription attempts by outcome (created, resubscribed, duplicate, invalid, rate_limited, unavailable, error)',
    labelNames: ['outcome'] as const,
    registers: [deps.metrics],
  });
  await app.register(newsletterRoutes, { service, outcomes });
});
