import { localizedPath, renderConfirmationEmail, retryDelayMs, unsubscribeHeaders, type RenderedEmail } from './domain/email.js';
import type { ClaimedEmail, IssueRepository, LinkSigner, MailTransport, Outbox } from './ports.js';
import type { IssueService } from './issues.js';

/** How long a claimed email stays with its sender before another may take it over (a crashed sender). */
export const LEASE_MS = 5 * 60_000;

type Log = { warn(obj: object, msg: string): void };

/**
 * Works through the outbox, one batch per run of the module's sending job (platform/jobs.ts): claims due
 * emails, sends each through the transport, marks it sent once the SMTP server accepted it, and requeues
 * it with back-off when it did not (failed after `maxAttempts`).
 *
 * - One row per email, claimed with FOR UPDATE SKIP LOCKED: several senders (instances) never take the
 *   same row. A sender that stops finishes the email in flight and gives the rest of its batch back.
 * - A sender that dies between the server's acceptance and the mark leaves the row claimed; after its
 *   lease another sender sends it again. That is the one window where an email can arrive twice; the
 *   Message-ID is the same on both (derived from the row), so mail systems that deduplicate drop it.
 */
export function createSender(deps: {
  outbox: Outbox;
  issues: IssueRepository;
  issueService: IssueService;
  transport: MailTransport;
  now: () => number;
  siteUrl: string;
  unsubscribeMailto: string | undefined;
  signer: () => Promise<LinkSigner>;
  /** the hash the database keeps of an unsubscribe token (SHA-256) */
  hashToken: (token: string) => string;
  batch: number;
  maxAttempts: number;
  log: Log;
}) {
  const host = new URL(deps.siteUrl).hostname;

  const unsubscribeLinks = async (email: ClaimedEmail) => {
    const token = (await deps.signer()).unsubscribeToken(email.subscriber.email.toLowerCase(), email.subscriber.subscribedAt);
    return {
      token,
      page: `${deps.siteUrl}${localizedPath(email.subscriber.lang, '/unsubscribe')}?token=${token}`,
      oneClick: `${deps.siteUrl}/api/subscribers/one-click-unsubscribe?token=${token}&lang=${email.subscriber.lang}`,
    };
  };

  async function build(email: ClaimedEmail): Promise<RenderedEmail | string> {
    const s = email.subscriber;
    if (s.unsubscribedAt) return 'unsubscribed';
    const links = await unsubscribeLinks(email);
    if (email.kind === 'confirm') {
      if (s.confirmedAt) return 'already confirmed';
      const confirmUrl = `${deps.siteUrl}${localizedPath(s.lang, '/newsletter/confirm')}?token=${(await deps.signer()).confirmToken(s.id, s.subscribedAt)}`;
      return renderConfirmationEmail({ lang: s.lang, confirmUrl });
    }
    if (!s.confirmedAt) return 'not confirmed';
    const issue = await deps.issues.find(email.issueId!);
    if (!issue) return 'issue deleted';
    return deps.issueService.render(issue, s.lang, links.page);
  }

  async function deliver(email: ClaimedEmail): Promise<void> {
    const built = await build(email);
    if (typeof built === 'string') return deps.outbox.markSkipped(email.id, built);
    const links = await unsubscribeLinks(email);
    await deps.outbox.adoptUnsubscribeHash(email.subscriber.id, deps.hashToken(links.token));
    try {
      await deps.transport.send({
        to: email.subscriber.email,
        subject: built.subject,
        html: built.html,
        text: built.text,
        headers: unsubscribeHeaders(links.oneClick, deps.unsubscribeMailto),
        messageId: `<newsletter-${email.id}@${host}>`,
      });
    } catch (err) {
      const message = (err as Error).message || String(err);
      if (email.attempts >= deps.maxAttempts) {
        deps.log.warn({ outbox: email.id, attempts: email.attempts, err: message }, 'newsletter email failed for good');
        return deps.outbox.markFailed(email.id, message);
      }
      const at = new Date(deps.now() + retryDelayMs(email.attempts));
      deps.log.warn(
        { outbox: email.id, attempts: email.attempts, retryAt: at.toISOString(), err: message },
        'newsletter email not accepted; will retry',
      );
      return deps.outbox.retryLater(email.id, message, at);
    }
    await deps.outbox.markSent(email.id, new Date(deps.now()));
  }

  /**
   * One batch: claims due emails and sends them one after the other; how many it claimed. Once `signal`
   * aborts (the app closes, or the batch ran out of time) the email in flight is finished and marked, and
   * the rest of the batch is given back.
   */
  async function runOnce(signal?: AbortSignal): Promise<number> {
    const now = deps.now();
    const claimed = await deps.outbox.claim(new Date(now), new Date(now + LEASE_MS), deps.batch);
    for (const email of claimed) {
      if (signal?.aborted) {
        await deps.outbox.release(email.id);
        continue;
      }
      await deliver(email);
    }
    return claimed.length;
  }

  return { runOnce };
}

export type Sender = ReturnType<typeof createSender>;
