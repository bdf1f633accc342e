import { createHash, randomUUID } from 'node:crypto';
import { Counter } from 'prom-client';
import { defineModule } from '../../platform/module.js';
import { createCacheAttemptLimiter } from '../../platform/rate-limit/attempt-limiter.js';
import { createFallbackReporter } from '../../platform/rate-limit/fallback.js';
import { createKnexContactMessageRepository } from './adapters/knex-contact-message-repository.js';
import { contactRoutes } from './http.js';
import { createContactService } from './service.js';

/** POST /api/contact: messages stored in Postgres, limited per client IP. */
export const contactModule = defineModule('contact', async (app, deps) => {
  const now = deps.now;
  const service = createContactService({
    repo: createKnexContactMessageRepository(deps.db),
    limiter: createCacheAttemptLimiter({
      cache: deps.cache,
      prefix: 'contact:attempts:',
      max: deps.config.contact.rateLimit.max,
      windowMs: deps.config.contact.rateLimit.windowMs,
      now,
      onFallback: createFallbackReporter(deps.metrics, app.log),
    }),
    now,
    newId: randomUUID,
    // Only a hash of the IP reaches the cache, never the address itself.
    ipKey: (ip) => createHash('sha256').update(ip).digest('hex'),
  });
  const outcomes = new Counter({
    name: 'contact_messages_total',
    help: 'Contact form submissions by outcome (stored, spam, invalid, rate_limited, unavailable, error)',
    labelNames: ['outcome'] as const,
    registers: [deps.metrics],
  });
  await app.register(contactRoutes, { service, outcomes });
});
