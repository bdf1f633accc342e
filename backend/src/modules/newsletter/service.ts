import { AppError } from '@coinatlas/domain/errors';
import { INVALID_EMAIL_MESSAGE, maskEmail, normalizeEmail } from '@coinatlas/domain/validation/email';
import { CONFIRMATION_DAYS, type MailLanguage } from './domain/email.js';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  EXPIRED_CONFIRMATION_LINK_MESSAGE,
  INVALID_CONFIRMATION_LINK_MESSAGE,
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

/** A confirmation link older than its 7 days (the HTTP layer answers 410 Gone). */
export class ExpiredLinkError extends Error {
  constructor() {
    super(EXPIRED_CONFIRMATION_LINK_MESSAGE);
  }
}

export type SubscribeOutcome = 'created' | 'resubscribed';

export type NewsletterService = ReturnType<typeof createNewsletterService>;

const DAY = 24 * 60 * 60 * 1000;

export function createNewsletterService(deps: {
  repo: SubscriberRepository;
  limiter: AttemptLimiter;
  now: () => number;
  newId: () => string;
  /** The unsubscribe token of a subscription starting now, and the hash that is stored in its place. */
  newToken: (emailKey: string, subscribedAt: Date) => Promise<{ token: string; hash: string }> | { token: string; hash: string };
  hashToken: (token: string) => string;
  /** A stable, non-reversible key for counting attempts (never the address itself). */
  attemptKey: (parts: string) => string;
  /** The subscriber a confirmation token names, and whether it was signed for this sign-up. */
  parseConfirmToken: (
    token: string,
  ) =>
    | Promise<{ subscriberId: string; verify(subscribedAt: Date): boolean } | null>
    | { subscriberId: string; verify(subscribedAt: Date): boolean }
    | null;
  /** A confirmation email was queued: wake the sender. */
  onQueued?: () => void;
}) {
  return {
    async subscribe(input: { email: string; ip: string; lang?: MailLanguage }): Promise<{
      subscriber: PublicSubscriber;
      unsubscribeToken: string;
      outcome: SubscribeOutcome;
      masked: string;
    }> {
      const address = normalizeEmail(input.email);
      if (!address) throw new AppError('BAD_REQUEST', INVALID_EMAIL_MESSAGE);
      const limit = await deps.limiter.hit(deps.attemptKey(`${input.ip}|${address.key}`));
      if (!limit.allowed) throw new TooManyAttemptsError(limit.retryAfterSeconds);

      const now = new Date(deps.now());
      const { token, hash } = await deps.newToken(address.key, now);
      const row = await deps.repo.subscribe({
        id: deps.newId(),
        email: address.email,
        tokenHash: hash,
        lang: input.lang ?? 'en',
        now,
      });
      if (!row) throw new AppError('CONFLICT', ALREADY_SUBSCRIBED_MESSAGE);
      deps.onQueued?.();
      return {
        subscriber: { id: row.id, email: row.email, subscribedAt: row.subscribedAt.toISOString() },
        unsubscribeToken: token,
        outcome: row.reactivated ? 'resubscribed' : 'created',
        masked: maskEmail(row.email),
      };
    },

    /**
     * Confirms the sign-up a link was made for: idempotent while it stands; NOT_FOUND for a link nobody
     * signed or that an unsubscription or a newer sign-up replaced; ExpiredLinkError after 7 days.
     */
    async confirm(token: string): Promise<{ email: string; confirmedAt: string; lang: MailLanguage }> {
      const parsed = await deps.parseConfirmToken(token);
      const row = parsed ? await deps.repo.find(parsed.subscriberId) : null;
      if (!parsed || !row || row.unsubscribedAt || !parsed.verify(row.subscribedAt)) {
        throw new AppError('NOT_FOUND', INVALID_CONFIRMATION_LINK_MESSAGE);
      }
      const now = deps.now();
      if (!row.confirmedAt && now - row.subscribedAt.getTime() > CONFIRMATION_DAYS * DAY) throw new ExpiredLinkError();
      const confirmed = await deps.repo.confirm(row.id, new Date(now));
      if (!confirmed?.confirmedAt) throw new AppError('NOT_FOUND', INVALID_CONFIRMATION_LINK_MESSAGE);
      return { email: maskEmail(confirmed.email), confirmedAt: confirmed.confirmedAt.toISOString(), lang: confirmed.lang };
    },

    async unsubscribe(token: string): Promise<{ email: string; unsubscribedAt: string }> {
      const row = await deps.repo.unsubscribe(deps.hashToken(token), new Date(deps.now()));
      if (!row) throw new AppError('NOT_FOUND', INVALID_UNSUBSCRIBE_LINK_MESSAGE);
      return { email: maskEmail(row.email), unsubscribedAt: row.unsubscribedAt.toISOString() };
    },
  };
}
