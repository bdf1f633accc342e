import { randomUUID } from 'node:crypto';
import { Counter } from 'prom-client';
import { defineModule } from '../../platform/module.js';
import { createCacheAttemptLimiter } from '../../platform/rate-limit/attempt-limiter.js';
import { createFallbackReporter } from '../../platform/rate-limit/fallback.js';
import { createKnexIssueRepository, createKnexOutbox } from './adapters/knex-delivery.js';
import { createKnexSubscriberRepository } from './adapters/knex-subscriber-repository.js';
import { createMailTransport } from './adapters/mail-transport.js';
import { lazyLinkSigner, sha256 } from './adapters/signing.js';
import { registerNewsletterAdminRoutes } from './http-admin.js';
import { newsletterRoutes } from './http.js';
import { createIssueService } from './issues.js';
import { createSender, LEASE_MS } from './sender.js';
import { createNewsletterService } from './service.js';

/**
 * How long one batch may take: half the lease its emails are claimed for. A batch that takes longer is
 * abandoned (it finishes the email in flight and gives the rest back), long before another sender could
 * take its emails over.
 */
const SEND_TIMEOUT_MS = Math.floor(LEASE_MS / 2);

/**
 * The newsletter: sign-up with double opt-in, confirmation and unsubscribe (page and RFC 8058 one-click),
 * and the admin's issues, sent through the outbox by the sending job.
 */
export const newsletterModule = defineModule(
  'newsletter',
  async (app, deps) => {
    const now = deps.now;
    const siteUrl = deps.config.publicSiteUrl.replace(/\/+$/, '');
    const signer = lazyLinkSigner(deps.db, deps.config.newsletter.secret);
    const transport = createMailTransport(deps.config.mail);
    const issueRepo = createKnexIssueRepository(deps.db);
    let kick = () => {};
    const issueService = createIssueService({
      repo: issueRepo,
      posts: () => app.blogPosts,
      transport,
      now,
      siteUrl,
      onQueued: () => kick(),
    });
    const sender = createSender({
      outbox: createKnexOutbox(deps.db),
      issues: issueRepo,
      issueService,
      transport,
      now,
      siteUrl,
      unsubscribeMailto: deps.config.mail.unsubscribeMailto,
      signer,
      hashToken: sha256,
      batch: deps.config.newsletter.sendBatch,
      maxAttempts: deps.config.newsletter.maxAttempts,
      log: app.log,
    });
    // Sending is a job: a batch every NEWSLETTER_SEND_INTERVAL_MS on one instance at a time (the first one
    // interval after start), at once on the instance where emails were queued, and again right after a full
    // batch. Rows are claimed with FOR UPDATE SKIP LOCKED, so two batches at once never take the same email.
    const batch = deps.config.newsletter.sendBatch;
    const sending = deps.jobs.add({
      name: 'newsletter-sender',
      intervalMs: deps.config.newsletter.sendIntervalMs,
      timeoutMs: SEND_TIMEOUT_MS,
      firstRun: 'after-interval',
      run: async (signal) => {
        const claimed = await sender.runOnce(signal);
        if (claimed >= batch && !signal.aborted) void sending.trigger(); // a full batch: more may be waiting
        return claimed ? { claimed } : undefined;
      },
    });
    kick = () => void sending.trigger();

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
      newToken: async (emailKey, subscribedAt) => {
        const token = (await signer()).unsubscribeToken(emailKey, subscribedAt);
        return { token, hash: sha256(token) };
      },
      hashToken: sha256,
      attemptKey: sha256,
      parseConfirmToken: async (token) => (await signer()).parseConfirmToken(token),
      onQueued: () => kick(),
    });
    const outcomes = new Counter({
      name: 'newsletter_subscriptions_total',
      help: 'Newsletter subscription attempts by outcome (created, resubscribed, duplicate, invalid, rate_limited, unavailable, error)',
      labelNames: ['outcome'] as const,
      registers: [deps.metrics],
    });
    await app.register(newsletterRoutes, { service, outcomes });
    await app.register(async (scope) => registerNewsletterAdminRoutes(scope, issueService, app.adminAuth));

    app.addHook('onReady', async () => {
      if (transport.kind === 'files')
        app.log.info({ dir: deps.config.mail.dir }, 'no SMTP_HOST configured: emails are written as .eml files');
    });
    // The jobs stop before any module's onClose hook (app.ts): a batch in progress has finished the email in
    // flight and given the rest back by now.
    app.addHook('onClose', async () => {
      await transport.close();
    });
  },
  { uses: ['admin', 'blog'] },
);
