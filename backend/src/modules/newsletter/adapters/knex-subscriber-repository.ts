import type { Db } from '../../../platform/db/create-db.js';
import { NEWSLETTER_UNAVAILABLE_MESSAGE } from '../domain/subscriber.js';
import type { SubscriberRepository } from '../ports.js';
import { orUnavailable } from '../../../platform/db/db-unavailable.js';

type Row = { id: string; email: string; subscribed_at: Date; unsubscribed_at: Date | null };

export function createKnexSubscriberRepository(db: Db): SubscriberRepository {
  const guarded = <T>(fn: () => Promise<T>) => orUnavailable(NEWSLETTER_UNAVAILABLE_MESSAGE, fn);
  return {
    subscribe: ({ id, email, tokenHash, now }) =>
      guarded(async () => {
        // One statement: a concurrent duplicate waits on the unique index and then matches no row.
        const result = await db.raw<{ rows: Row[] }>(
          `INSERT INTO newsletter_subscribers (id, email, token_hash, subscribed_at, created_at)
           VALUES (?, ?, ?, ?, ?)
           ON CONFLICT ((lower(email))) DO UPDATE
             SET email = excluded.email, token_hash = excluded.token_hash,
                 subscribed_at = excluded.subscribed_at, unsubscribed_at = NULL
             WHERE newsletter_subscribers.unsubscribed_at IS NOT NULL
           RETURNING id, email, subscribed_at`,
          [id, email, tokenHash, now, now],
        );
        const row = result.rows[0];
        if (!row) return null;
        return { id: row.id, email: row.email, subscribedAt: new Date(row.subscribed_at), reactivated: row.id !== id };
      }),
    unsubscribe: (tokenHash, now) =>
      guarded(async () => {
        const result = await db.raw<{ rows: Row[] }>(
          `UPDATE newsletter_subscribers SET unsubscribed_at = coalesce(unsubscribed_at, ?)
           WHERE token_hash = ? RETURNING email, unsubscribed_at`,
          [now, tokenHash],
        );
        const row = result.rows[0];
        return row ? { email: row.email, unsubscribedAt: new Date(row.unsubscribed_at!) } : null;
      }),
  };
}
