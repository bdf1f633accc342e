import type { IssuePost, LocalizedMailText, MailLanguage } from './domain/email.js';

/** What the newsletter service needs from the outside world. */
export type SubscriberRecord = { id: string; email: string; subscribedAt: Date };

export type SubscriberRepository = {
  /**
   * Inserts a new subscriber, or signs up again one that had unsubscribed, in one statement guarded by the
   * unique index on lower(email), and queues its confirmation email in the same transaction. Resolves null
   * when the address is already signed up (and, if it is still unconfirmed, queues its confirmation email
   * again unless one was queued in the last 10 minutes).
   */
  subscribe(row: {
    id: string;
    email: string;
    tokenHash: string;
    lang: MailLanguage;
    now: Date;
  }): Promise<(SubscriberRecord & { reactivated: boolean }) | null>;
  /** Ends the subscription holding this token (idempotent); null when no subscriber holds it. */
  unsubscribe(tokenHash: string, now: Date): Promise<{ email: string; unsubscribedAt: Date } | null>;
  find(id: string): Promise<SubscriberState | null>;
  /** Sets confirmed_at once (idempotent); the row as it is afterwards. */
  confirm(id: string, now: Date): Promise<SubscriberState | null>;
};

export type SubscriberState = {
  id: string;
  email: string;
  lang: MailLanguage;
  subscribedAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
};

/** An outgoing email as the transport takes it. */
export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  messageId: string;
};

export type MailTransport = {
  kind: 'smtp' | 'files';
  /** Resolves once the SMTP server accepted the message (or the file is written); rejects otherwise. */
  send(message: MailMessage): Promise<{ messageId: string; file?: string }>;
  close(): Promise<void>;
};

export type IssueStatus = 'draft' | 'sending';

export type IssueRecord = {
  id: number;
  subject: LocalizedMailText;
  intro: LocalizedMailText;
  posts: IssuePost[];
  status: IssueStatus;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
  sendStartedAt: Date | null;
};

export type DeliveryCounts = { queued: number; sending: number; sent: number; failed: number; skipped: number };

export type IssueRepository = {
  list(limit: number): Promise<IssueRecord[]>;
  find(id: number): Promise<IssueRecord | null>;
  create(input: Pick<IssueRecord, 'subject' | 'intro' | 'posts' | 'createdBy'>, now: Date): Promise<IssueRecord>;
  /** Changes a draft; null when the issue does not exist, 'not-draft' when it is already being sent. */
  update(id: number, input: Pick<IssueRecord, 'subject' | 'intro' | 'posts'>, now: Date): Promise<IssueRecord | null | 'not-draft'>;
  /**
   * Marks a draft as sending and queues one email per confirmed, active subscriber, in one transaction
   * (the unique row per issue and subscriber keeps anybody from being queued twice).
   */
  startSending(id: number, now: Date): Promise<{ queued: number } | null | 'not-draft'>;
  counts(ids: number[]): Promise<Map<number, DeliveryCounts>>;
  /** Confirmed, active subscribers per language. */
  audience(): Promise<Record<MailLanguage, number>>;
};

/** A claimed email with what it needs to be built. */
export type ClaimedEmail = {
  id: string;
  kind: 'confirm' | 'issue';
  issueId: number | null;
  attempts: number;
  subscriber: SubscriberState;
};

export type Outbox = {
  /**
   * Claims up to `limit` due emails (queued and due, or claimed by a sender whose lease ran out), counting an
   * attempt and leasing them until `leaseUntil`. Rows another sender holds are skipped, never waited for.
   */
  claim(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedEmail[]>;
  markSent(id: string, now: Date): Promise<void>;
  retryLater(id: string, error: string, at: Date): Promise<void>;
  markFailed(id: string, error: string): Promise<void>;
  markSkipped(id: string, reason: string): Promise<void>;
  /**
   * Makes the subscriber's stored unsubscribe hash the one of the token its emails carry (subscribers from
   * before signed tokens had a random one; their links would otherwise name no subscription).
   */
  adoptUnsubscribeHash(subscriberId: string, hash: string): Promise<void>;
  /** Gives a claimed row back untouched (its attempt not counted): a stopping sender's unsent rest. */
  release(id: string): Promise<void>;
};

/** Counts attempts per key in fixed windows (the platform's limiter, shared by every module). */
export type { AttemptLimiter } from '../../platform/rate-limit/attempt-limiter.js';

/**
 * The links of the newsletter, signed with HMAC-SHA256 (adapters/signing.ts) under one secret (NEWSLETTER_SECRET, or a random
 * secret created once and kept in the database):
 *
 * - the unsubscribe token of a subscription is the HMAC of its address and the moment it started, so every
 *   email can carry it while the database keeps only its SHA-256 hash (as before: a leaked table does not
 *   unsubscribe anybody), and subscribing again issues a new one;
 * - a confirmation token is `<subscriber id>.<HMAC of the id and the sign-up moment>`: it stops working
 *   when the address signs up again (a new moment), and the server checks its age against the sign-up.
 */
export type LinkSigner = Readonly<{
  unsubscribeToken(emailKey: string, subscribedAt: Date): string;
  confirmToken(subscriberId: string, subscribedAt: Date): string;
  /** the subscriber id of a well-formed confirmation token, and whether its signature matches that sign-up */
  parseConfirmToken(token: string): { subscriberId: string; verify(subscribedAt: Date): boolean } | null;
}>;

export const CONFIRM_TOKEN_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.[A-Za-z0-9_-]{43}$';
