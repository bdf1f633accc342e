import { AppError } from '@coinatlas/domain/errors';
import { INVALID_EMAIL_MESSAGE, maskEmail, normalizeEmail } from '@coinatlas/domain/validation/email';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  INVALID_UNSUBSCRIBE_LINK_MESSAGE,
  tooManyAttemptsMessage,
  type PublicSubscriber,
} from './domain/subscriber.js';
import type { AttemptLimiter, SubscriberRepository } from './ports.js';

/** A 429 that knows when the caller may try again (the HTTP layer turns it into Retry-After). */
export class TooManyAttemptsError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('RATE_LIMITED', tooManyAttemptsMessage(retryAfterSeconds));
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type SubscribeOutcome = 'created' | 'resubscribed';

export type NewsletterService = ReturnType<typeof createNewsletterService>;

export function createNewsletterService(deps: {
  repo: SubscriberRepository;
  limiter: AttemptLimiter;
  now: () => number;
  newId: () => string;
  /** A fresh unguessable token and the hash that is stored in its place. */
  newToken: () => { token: string; hash: string };
  hashToken: (token: string) => string;
  /** A stable, non-reversible key for counting attempts (never the address itself). */
  attemptKey: (parts: string) => string;
}) {
  return {
    async subscribe(input: { email: string; ip: string }): Promise<{
      subscriber: PublicSubscriber;
      unsubscribeToken: string;
      outcome: SubscribeOutcome;
      masked: string;
    }> {
      const address = normalizeEmail(input.email);
      if (!address) throw new AppError('BAD_REQUEST', INVALID_EMAIL_MESSAGE);
      const limit = await deps.limiter.hit(deps.attemptKey(`${input.ip}|${address.key}`));
      if (!limit.allowed) throw new TooManyAttemptsError(limit.retryAfterSeconds);

      const { token, hash } = deps.newToken();
      const row = await deps.repo.subscribe({
        id: deps.newId(),
        email: address.email,
        tokenHash: hash,
        now: new Date(deps.now()),
      });
      if (!row) throw new AppError('CONFLICT', ALREADY_SUBSCRIBED_MESSAGE);
      return {
        subscriber: { id: row.id, email: row.email, subscribedAt: row.subscribedAt.toISOString() },
        unsubscribeToken: token,
        outcome: row.reactivated ? 'resubscribed' : 'created',
        masked: maskEmail(row.email),
      };
    },

    async unsubscribe(token: string): Promise<{ email: string; unsubscribedAt: string }> {
      const row = await deps.repo.unsubscribe(deps.hashToken(token), new Date(deps.now()));
      if (!row) throw new AppError('NOT_FOUND', INVALID_UNSUBSCRIBE_LINK_MESSAGE);
      return { email: maskEmail(row.email), unsubscribedAt: row.unsubscribedAt.toISOString() };
    },
  };
}
