/** What the newsletter service needs from the outside world. */
export type SubscriberRecord = { id: string; email: string; subscribedAt: Date };

export type SubscriberRepository = {
  /**
   * Inserts a new subscriber, or reactivates one that had unsubscribed, in one statement guarded by the
   * unique index on lower(email). Resolves null when the address is already an active subscriber.
   */
  subscribe(row: { id: string; email: string; tokenHash: string; now: Date }): Promise<
    (SubscriberRecord & { reactivated: boolean }) | null
  >;
  /** Ends the subscription holding this token (idempotent); null when no subscriber holds it. */
  unsubscribe(tokenHash: string, now: Date): Promise<{ email: string; unsubscribedAt: Date } | null>;
};

/** Counts attempts per key in fixed windows (the platform's limiter, shared by every module). */
export type { AttemptLimiter } from '../../platform/rate-limit/attempt-limiter.js';
