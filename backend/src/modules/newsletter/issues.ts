import { AppError } from '@coinatlas/domain/errors';
import type { BlogPosts } from '../blog/contract.js';
import {
  MAIL_LANGUAGES,
  localizedPath,
  renderIssueEmail,
  type IssuePost,
  type LocalizedMailText,
  type MailLanguage,
  type RenderedEmail,
} from './domain/email.js';
import type { DeliveryCounts, IssueRecord, IssueRepository, MailMessage, MailTransport } from './ports.js';

export type IssueInput = { subject: LocalizedMailText; intro: LocalizedMailText; posts: string[] };

export type IssueView = Omit<IssueRecord, 'status' | 'createdAt' | 'updatedAt' | 'sendStartedAt'> & {
  status: 'draft' | 'sending' | 'sent';
  createdAt: string;
  updatedAt: string;
  sendStartedAt: string | null;
  progress: DeliveryCounts & { total: number };
};

/** How many recent posts the composer offers. */
export const RECENT_POSTS = 30;

const view = (issue: IssueRecord, counts: DeliveryCounts): IssueView => {
  const total = counts.queued + counts.sending + counts.sent + counts.failed + counts.skipped;
  const done = issue.status === 'sending' && counts.queued + counts.sending === 0;
  return {
    ...issue,
    status: done ? 'sent' : issue.status,
    createdAt: issue.createdAt.toISOString(),
    updatedAt: issue.updatedAt.toISOString(),
    sendStartedAt: issue.sendStartedAt?.toISOString() ?? null,
    progress: { ...counts, total },
  };
};

/** Composing, previewing, testing and sending issues of the newsletter (admin). */
export function createIssueService(deps: {
  repo: IssueRepository;
  posts: () => BlogPosts;
  transport: MailTransport;
  now: () => number;
  siteUrl: string;
  /** wake the sender after queueing */
  onQueued: () => void;
}) {
  const snapshotPosts = async (slugs: string[]): Promise<IssuePost[]> => {
    const recent = await deps.posts().latest(RECENT_POSTS * 4, 'en');
    const bySlug = new Map(recent.map((p) => [p.slug, p]));
    // the other language versions the chosen posts have now, kept with the issue like the English text
    const others = MAIL_LANGUAGES.filter((l) => l !== 'en');
    const translated = new Map(
      await Promise.all(
        others.map(async (l) => [l, new Map((await deps.posts().latest(RECENT_POSTS * 4, l)).map((p) => [p.slug, p]))] as const),
      ),
    );
    return slugs.map((slug, i) => {
      const post = bySlug.get(slug);
      if (!post) throw new AppError('BAD_REQUEST', `body/posts/${i} '${slug}' is not a recent published post`);
      const versions: Partial<Record<MailLanguage, { title: string; summary: string }>> = {};
      for (const l of others) {
        const v = translated.get(l)?.get(slug);
        if (v) versions[l] = { title: v.title, summary: v.summary };
      }
      return { slug: post.slug, title: post.title, summary: post.summary, versions };
    });
  };
  const withCounts = async (issue: IssueRecord) => view(issue, (await deps.repo.counts([issue.id])).get(issue.id)!);
  const get = async (id: number) => {
    const issue = await deps.repo.find(id);
    if (!issue) throw new AppError('NOT_FOUND', `Newsletter issue ${id} does not exist`);
    return issue;
  };
  const render = (issue: Pick<IssueRecord, 'subject' | 'intro' | 'posts'>, lang: MailLanguage, unsubscribeUrl: string): RenderedEmail =>
    renderIssueEmail({
      lang,
      subject: issue.subject[lang],
      intro: issue.intro[lang],
      posts: issue.posts,
      siteUrl: deps.siteUrl,
      unsubscribeUrl,
    });
  /** A preview or test has no subscriber behind it: its unsubscribe link opens the page without a token. */
  const sampleUnsubscribeUrl = (lang: MailLanguage) => `${deps.siteUrl}${localizedPath(lang, '/unsubscribe')}`;

  return {
    render,
    async recentPosts() {
      return deps.posts().latest(RECENT_POSTS, 'en');
    },
    async list() {
      const issues = await deps.repo.list(50);
      const counts = await deps.repo.counts(issues.map((i) => i.id));
      return { issues: issues.map((i) => view(i, counts.get(i.id)!)), audience: await deps.repo.audience() };
    },
    async get(id: number) {
      return withCounts(await get(id));
    },
    async create(input: IssueInput, createdBy: string) {
      const posts = await snapshotPosts(input.posts);
      return withCounts(await deps.repo.create({ subject: input.subject, intro: input.intro, posts, createdBy }, new Date(deps.now())));
    },
    async update(id: number, input: IssueInput) {
      const posts = await snapshotPosts(input.posts);
      const result = await deps.repo.update(id, { subject: input.subject, intro: input.intro, posts }, new Date(deps.now()));
      if (result === null) throw new AppError('NOT_FOUND', `Newsletter issue ${id} does not exist`);
      if (result === 'not-draft') throw new AppError('CONFLICT', `Newsletter issue ${id} is already being sent and can no longer change`);
      return withCounts(result);
    },
    async preview(id: number, lang: MailLanguage) {
      return render(await get(id), lang, sampleUnsubscribeUrl(lang));
    },
    /** Sends the issue in one language to the signed-in admin, at once (not through the queue). */
    async sendTest(id: number, lang: MailLanguage, to: string) {
      const email = render(await get(id), lang, sampleUnsubscribeUrl(lang));
      const message: MailMessage = {
        to,
        subject: `[Test] ${email.subject}`,
        html: email.html,
        text: email.text,
        headers: {},
        messageId: `<newsletter-test-${id}-${deps.now()}@${new URL(deps.siteUrl).hostname}>`,
      };
      try {
        await deps.transport.send(message);
      } catch (err) {
        throw new AppError('UNAVAILABLE', `The mail server did not accept the test email: ${(err as Error).message}`);
      }
      return { to, lang };
    },
    async send(id: number) {
      const result = await deps.repo.startSending(id, new Date(deps.now()));
      if (result === null) throw new AppError('NOT_FOUND', `Newsletter issue ${id} does not exist`);
      if (result === 'not-draft') throw new AppError('CONFLICT', `Newsletter issue ${id} has already been sent`);
      deps.onQueued();
      return withCounts(await get(id));
    },
  };
}

export type IssueService = ReturnType<typeof createIssueService>;
export { MAIL_LANGUAGES };
