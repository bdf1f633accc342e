import type { Db } from '../../../platform/db/create-db.js';
import { NEWSLETTER_UNAVAILABLE_MESSAGE } from '../domain/subscriber.js';
import type { SubscriberRepository, SubscriberState } from '../ports.js';
import { CONFIRMATION_DAYS } from '../domain/email.js';
import { orUnavailable } from '../../../platform/db/db-unavailable.js';

type Row = {
  id: string;
  email: string;
  lang: string;
  subscribed_at: Date;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
};

/** How long after a confirmation email a repeated sign-up may ask for another. */
export const RESEND_AFTER_MS = 10 * 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const toSubscriberState = (row: Row): SubscriberState => ({
  id: row.id,
  email: row.email,
  lang: row.lang as SubscriberState['lang'],
  subscribedAt: new Date(row.subscribed_at),
  confirmedAt: row.confirmed_at ? new Date(row.confirmed_at) : null,
  unsubscribedAt: row.unsubscribed_at ? new Date(row.unsubscribed_at) : null,
});

export function createKnexSubscriberRepository(db: Db): SubscriberRepository {
  const guarded = <T>(fn: () => Promise<T>) => orUnavailable(NEWSLETTER_UNAVAILABLE_MESSAGE, fn);
  return {
    subscribe: ({ id, email, tokenHash, lang, now }) =>
      guarded(() =>
        db.transaction(async (trx) => {
          // One statement: a concurrent duplicate waits on the unique index and then matches no row. An
          // address that unsubscribed, or whose confirmation link has expired, signs up afresh (new moment,
          // new links, to be confirmed again).
          const result = await trx.raw<{ rows: Row[] }>(
            `INSERT INTO newsletter_subscribers (id, email, token_hash, lang, subscribed_at, created_at)
             VALUES (?, ?, ?, ?, ?, ?)
             ON CONFLICT ((lower(email))) DO UPDATE
               SET email = excluded.email, token_hash = excluded.token_hash, lang = excluded.lang,
                   subscribed_at = excluded.subscribed_at, unsubscribed_at = NULL, confirmed_at = NULL
               WHERE newsletter_subscribers.unsubscribed_at IS NOT NULL
                  OR (newsletter_subscribers.confirmed_at IS NULL AND newsletter_subscribers.subscribed_at < ?)
             RETURNING id, email, subscribed_at`,
            [id, email, tokenHash, lang, now, now, new Date(now.getTime() - CONFIRMATION_DAYS * 24 * 60 * 60_000)],
          );
          const row = result.rows[0];
          if (!row) {
            // Already signed up. Not confirmed yet: the confirmation email (same link, same 7 days) goes out
            // again, at most once per RESEND_AFTER_MS, so a lost email can be asked for without flooding anybody.
            await trx.raw(
              `INSERT INTO newsletter_outbox (kind, subscriber_id, next_attempt_at, created_at)
               SELECT 'confirm', s.id, ?, ? FROM newsletter_subscribers s
               WHERE lower(s.email) = lower(?) AND s.confirmed_at IS NULL AND s.unsubscribed_at IS NULL
                 AND NOT EXISTS (SELECT 1 FROM newsletter_outbox o
                                 WHERE o.subscriber_id = s.id AND o.kind = 'confirm' AND o.created_at > ?)`,
              [now, now, email, new Date(now.getTime() - RESEND_AFTER_MS)],
            );
            return null;
          }
          await trx('newsletter_outbox').insert({ kind: 'confirm', subscriber_id: row.id, next_attempt_at: now, created_at: now });
          return { id: row.id, email: row.email, subscribedAt: new Date(row.subscribed_at), reactivated: row.id !== id };
        }),
      ),
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
    find: (id) =>
      guarded(async () => {
        if (!UUID.test(id)) return null;
        const row = await db('newsletter_subscribers').where({ id }).first<Row | undefined>();
        return row ? toSubscriberState(row) : null;
      }),
    confirm: (id, now) =>
      guarded(async () => {
        const result = await db.raw<{ rows: Row[] }>(
          `UPDATE newsletter_subscribers SET confirmed_at = coalesce(confirmed_at, ?)
           WHERE id = ? AND unsubscribed_at IS NULL
           RETURNING id, email, lang, subscribed_at, confirmed_at, unsubscribed_at`,
          [now, id],
        );
        return result.rows[0] ? toSubscriberState(result.rows[0]) : null;
      }),
  };
}
