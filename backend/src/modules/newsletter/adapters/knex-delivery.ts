import type { Db } from '../../../platform/db/create-db.js';
import { MAIL_LANGUAGES, type IssuePost, type LocalizedMailText, type MailLanguage } from '../domain/email.js';
import type { ClaimedEmail, DeliveryCounts, IssueRecord, IssueRepository, Outbox } from '../ports.js';
import { toSubscriberState } from './knex-subscriber-repository.js';

type IssueRow = {
  id: number;
  subject: unknown;
  intro: unknown;
  posts: unknown;
  status: IssueRecord['status'];
  created_by: string;
  created_at: Date;
  updated_at: Date;
  send_started_at: Date | null;
};

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

const toIssue = (r: IssueRow): IssueRecord => ({
  id: r.id,
  subject: json<LocalizedMailText>(r.subject),
  intro: json<LocalizedMailText>(r.intro),
  posts: json<IssuePost[]>(r.posts),
  status: r.status,
  createdBy: r.created_by,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
  sendStartedAt: r.send_started_at ? new Date(r.send_started_at) : null,
});

const emptyCounts = (): DeliveryCounts => ({ queued: 0, sending: 0, sent: 0, failed: 0, skipped: 0 });

export function createKnexIssueRepository(db: Db): IssueRepository {
  return {
    async list(limit) {
      const rows = await db('newsletter_issues').orderBy('id', 'desc').limit(limit);
      return (rows as IssueRow[]).map(toIssue);
    },
    async find(id) {
      const row = await db('newsletter_issues').where({ id }).first<IssueRow | undefined>();
      return row ? toIssue(row) : null;
    },
    async create(input, now) {
      const [row] = await db('newsletter_issues')
        .insert({
          subject: JSON.stringify(input.subject),
          intro: JSON.stringify(input.intro),
          posts: JSON.stringify(input.posts),
          status: 'draft',
          created_by: input.createdBy,
          created_at: now,
          updated_at: now,
        })
        .returning('*');
      return toIssue(row as IssueRow);
    },
    async update(id, input, now) {
      const [row] = await db('newsletter_issues')
        .where({ id, status: 'draft' })
        .update({
          subject: JSON.stringify(input.subject),
          intro: JSON.stringify(input.intro),
          posts: JSON.stringify(input.posts),
          updated_at: now,
        })
        .returning('*');
      if (row) return toIssue(row as IssueRow);
      return (await db('newsletter_issues').where({ id }).first()) ? 'not-draft' : null;
    },
    async startSending(id, now) {
      return db.transaction(async (trx) => {
        const started = await trx('newsletter_issues')
          .where({ id, status: 'draft' })
          .update({ status: 'sending', send_started_at: now, updated_at: now })
          .returning('id');
        if (started.length === 0) return (await trx('newsletter_issues').where({ id }).first()) ? 'not-draft' : null;
        const result = await trx.raw<{ rows: unknown[] }>(
          `INSERT INTO newsletter_outbox (kind, issue_id, subscriber_id, status, next_attempt_at, created_at)
           SELECT 'issue', ?, id, 'queued', ?, ? FROM newsletter_subscribers
           WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL
           ON CONFLICT (issue_id, subscriber_id) DO NOTHING
           RETURNING id`,
          [id, now, now],
        );
        return { queued: result.rows.length };
      });
    },
    async counts(ids) {
      const map = new Map<number, DeliveryCounts>(ids.map((id) => [id, emptyCounts()]));
      if (ids.length === 0) return map;
      const rows = (await db('newsletter_outbox')
        .select('issue_id', 'status')
        .count<{ issue_id: number; status: keyof DeliveryCounts; n: string | number }[]>('* as n')
        .whereIn('issue_id', ids)
        .groupBy('issue_id', 'status')) as unknown as { issue_id: number; status: keyof DeliveryCounts; n: string | number }[];
      for (const r of rows) map.get(r.issue_id)![r.status] = Number(r.n);
      return map;
    },
    async audience() {
      const rows = (await db('newsletter_subscribers')
        .select('lang')
        .count('* as n')
        .whereNotNull('confirmed_at')
        .whereNull('unsubscribed_at')
        .groupBy('lang')) as unknown as { lang: MailLanguage; n: string | number }[];
      const out = Object.fromEntries(MAIL_LANGUAGES.map((l) => [l, 0])) as Record<MailLanguage, number>;
      for (const r of rows) out[r.lang] = Number(r.n);
      return out;
    },
  };
}

type ClaimRow = {
  id: string | number;
  kind: 'confirm' | 'issue';
  issue_id: number | null;
  attempts: number;
  subscriber_id: string;
  email: string;
  lang: string;
  subscribed_at: Date;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
};

export function createKnexOutbox(db: Db): Outbox {
  return {
    async claim(now, leaseUntil, limit) {
      const result = await db.raw<{ rows: ClaimRow[] }>(
        `WITH due AS (
           SELECT id FROM newsletter_outbox
           WHERE (status = 'queued' AND next_attempt_at <= ?) OR (status = 'sending' AND locked_until <= ?)
           ORDER BY next_attempt_at, id
           LIMIT ?
           FOR UPDATE SKIP LOCKED
         ), claimed AS (
           UPDATE newsletter_outbox o SET status = 'sending', attempts = o.attempts + 1, locked_until = ?
           FROM due WHERE o.id = due.id
           RETURNING o.id, o.kind, o.issue_id, o.attempts, o.subscriber_id
         )
         SELECT c.id, c.kind, c.issue_id, c.attempts, c.subscriber_id, s.email, s.lang, s.subscribed_at, s.confirmed_at, s.unsubscribed_at
         FROM claimed c JOIN newsletter_subscribers s ON s.id = c.subscriber_id
         ORDER BY c.id`,
        [now, now, limit, leaseUntil],
      );
      return result.rows.map<ClaimedEmail>((r) => ({
        id: String(r.id),
        kind: r.kind,
        issueId: r.issue_id,
        attempts: r.attempts,
        subscriber: toSubscriberState({ ...r, id: r.subscriber_id }),
      }));
    },
    async markSent(id, now) {
      await db('newsletter_outbox')
        .where({ id, status: 'sending' })
        .update({ status: 'sent', sent_at: now, locked_until: null, last_error: null });
    },
    async retryLater(id, error, at) {
      await db('newsletter_outbox')
        .where({ id, status: 'sending' })
        .update({ status: 'queued', next_attempt_at: at, locked_until: null, last_error: error.slice(0, 1000) });
    },
    async markFailed(id, error) {
      await db('newsletter_outbox')
        .where({ id, status: 'sending' })
        .update({ status: 'failed', locked_until: null, last_error: error.slice(0, 1000) });
    },
    async markSkipped(id, reason) {
      await db('newsletter_outbox').where({ id, status: 'sending' }).update({ status: 'skipped', locked_until: null, last_error: reason });
    },
    async adoptUnsubscribeHash(subscriberId, hash) {
      await db('newsletter_subscribers').where({ id: subscriberId }).whereNot({ token_hash: hash }).update({ token_hash: hash });
    },
    async release(id) {
      await db('newsletter_outbox')
        .where({ id, status: 'sending' })
        .update({ status: 'queued', locked_until: null, attempts: db.raw('greatest(attempts - 1, 0)') });
    },
  };
}
