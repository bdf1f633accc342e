import { ArrowDown, ArrowUp, FlaskConical, Mail, Plus, Save, Send, X } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api/client';
import { cn } from '@/lib/cn';
import type { AdminSessionState } from './api/admin-queries';
import {
  useIssuePreview,
  useNewsletterIssues,
  useRecentPosts,
  useSaveIssue,
  useSendIssue,
  useSendTest,
  type NewsletterIssue,
  type NewsletterIssueInput,
  type NewsletterLang,
} from './api/newsletter-admin';
import { SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';

const LANGS: readonly NewsletterLang[] = SITE_LANGUAGES;
const emptyTexts = () => ({ en: '', es: '', de: '', pt: '' });
type Draft = { subject: Record<NewsletterLang, string>; intro: Record<NewsletterLang, string>; posts: string[] };

/** The server's message for a refused request (it names the field), or undefined. */
function messageOf(err: unknown): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  try {
    return (JSON.parse(err.body) as { message?: string }).message;
  } catch {
    return undefined;
  }
}

const draftOf = (issue: NewsletterIssue): Draft => ({
  subject: { ...issue.subject },
  intro: { ...issue.intro },
  posts: issue.posts.map((p) => p.slug),
});

/** /admin/newsletter: compose an issue from recent posts, preview it, test it, send it, follow the send. */
export function NewsletterAdmin({ session }: { session: AdminSessionState }) {
  const { t } = useTranslation('admin');
  const issues = useNewsletterIssues();
  const [selected, setSelected] = useState<number | 'new' | null>(null);
  const list = issues.data?.issues ?? [];
  const current = typeof selected === 'number' ? list.find((i) => i.id === selected) : undefined;
  const audience = issues.data?.audience;
  const audienceTotal = audience ? LANGS.reduce((n, l) => n + audience[l], 0) : 0;

  return (
    <section className="mt-6" aria-labelledby="newsletter-title">
      <h1 id="newsletter-title" className="text-3xl font-bold">
        {t('newsletter.title')}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t('newsletter.intro')}</p>
      {audience && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-testid="audience">
          {t('newsletter.audience', { count: audienceTotal })}{' '}
          <span className="text-slate-600 dark:text-slate-400">({LANGS.map((l) => `${l.toUpperCase()} ${audience[l]}`).join(' · ')})</span>
        </p>
      )}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{t('newsletter.issues')}</h2>
        <Button onClick={() => setSelected('new')}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('newsletter.newIssue')}
        </Button>
      </div>
      {issues.isPending && <Spinner label={t('newsletter.loading')} />}
      {issues.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {t('newsletter.loadFailed')}
        </p>
      )}
      {issues.data && list.length === 0 && <p className="mt-3 text-slate-700 dark:text-slate-300">{t('newsletter.none')}</p>}
      {list.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {list.map((issue) => (
            <li key={issue.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="truncate font-medium">
                  #{issue.id} · {issue.subject.en}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  <StatusBadge status={issue.status} /> <ProgressLine issue={issue} />
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setSelected(issue.id)}
                aria-label={t('newsletter.openIssue', { id: issue.id })}
              >
                {issue.status === 'draft' ? t('newsletter.edit') : t('newsletter.view')}
              </Button>
            </li>
          ))}
        </ul>
      )}

      {selected === 'new' && (
        <IssueEditor key="new" session={session} onSaved={(issue) => setSelected(issue.id)} onClose={() => setSelected(null)} />
      )}
      {current && (
        <IssueEditor
          key={current.id}
          session={session}
          issue={current}
          audienceTotal={audienceTotal}
          onSaved={(issue) => setSelected(issue.id)}
          onClose={() => setSelected(null)}
        />
      )}
    </section>
  );
}

function StatusBadge({ status }: { status: NewsletterIssue['status'] }) {
  const { t } = useTranslation('admin');
  const tone = {
    draft: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
    sending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
    sent: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  }[status];
  return <span className={cn('inline-block rounded px-2 py-0.5 text-xs font-semibold', tone)}>{t(`newsletter.status.${status}`)}</span>;
}

function ProgressLine({ issue }: { issue: NewsletterIssue }) {
  const { t } = useTranslation('admin');
  if (issue.status === 'draft') return null;
  const p = issue.progress;
  return <span>{t('newsletter.progressLine', { sent: p.sent, total: p.total, failed: p.failed, queued: p.queued + p.sending })}</span>;
}

function IssueEditor({
  session,
  issue,
  audienceTotal = 0,
  onSaved,
  onClose,
}: {
  session: AdminSessionState;
  issue?: NewsletterIssue;
  audienceTotal?: number;
  onSaved: (issue: NewsletterIssue) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const posts = useRecentPosts();
  const save = useSaveIssue(session);
  const [draft, setDraft] = useState<Draft>(() => (issue ? draftOf(issue) : { subject: emptyTexts(), intro: emptyTexts(), posts: [] }));
  const [dirty, setDirty] = useState(!issue);
  const [error, setError] = useState<string | undefined>();
  const readOnly = issue !== undefined && issue.status !== 'draft';
  const ids = { heading: useId(), posts: useId() };
  const titles = useMemo(() => {
    const map = new Map<string, string>((issue?.posts ?? []).map((p) => [p.slug, p.title]));
    for (const p of posts.data?.posts ?? []) map.set(p.slug, p.title);
    return map;
  }, [issue, posts.data]);

  const change = (fn: (d: Draft) => Draft) => {
    setDraft(fn);
    setDirty(true);
  };
  const togglePost = (slug: string) =>
    change((d) => ({ ...d, posts: d.posts.includes(slug) ? d.posts.filter((s) => s !== slug) : [...d.posts, slug] }));
  const move = (index: number, by: -1 | 1) =>
    change((d) => {
      const next = [...d.posts];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return { ...d, posts: next };
    });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const input: NewsletterIssueInput = { subject: draft.subject, intro: draft.intro, posts: draft.posts };
    save.mutate(
      { ...(issue ? { id: issue.id } : {}), input },
      {
        onSuccess: (saved) => {
          setDirty(false);
          toast({ title: t('newsletter.saved') });
          onSaved(saved);
        },
        onError: (err) => {
          const message = messageOf(err) ?? t('newsletter.saveFailed');
          setError(message);
          toast({ title: t('newsletter.saveFailed'), description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <section aria-labelledby={ids.heading} className="mt-8 rounded-2xl border border-slate-200 p-4 sm:p-6 dark:border-slate-700">
      <div className="flex items-start justify-between gap-3">
        <h2 id={ids.heading} className="text-2xl font-semibold">
          {issue ? t('newsletter.issueTitle', { id: issue.id }) : t('newsletter.newIssue')}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label={t('newsletter.close')}>
          <X className="h-4 w-4" aria-hidden />
        </Button>
      </div>

      <form onSubmit={onSubmit} className="mt-4 space-y-6" noValidate>
        <fieldset disabled={readOnly} aria-describedby={ids.posts} className="min-w-0">
          <legend className="text-lg font-semibold">{t('newsletter.posts')}</legend>
          <p id={ids.posts} className="text-sm text-slate-600 dark:text-slate-400">
            {t('newsletter.postsHint')}
          </p>
          {draft.posts.length > 0 && (
            <div role="group" aria-label={t('newsletter.chosen')}>
              <ol className="mt-3 space-y-2">
                {draft.posts.map((slug, i) => (
                  <li key={slug} className="flex items-center gap-2 rounded-lg bg-blue-50 px-3 py-2 dark:bg-slate-800">
                    <span className="w-6 shrink-0 text-sm font-semibold">{i + 1}.</span>
                    <span className="min-w-0 flex-1 truncate">{titles.get(slug) ?? slug}</span>
                    {!readOnly && (
                      <>
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          disabled={i === 0}
                          onClick={() => move(i, -1)}
                          aria-label={t('newsletter.moveUp', { title: titles.get(slug) ?? slug })}
                        >
                          <ArrowUp className="h-4 w-4" aria-hidden />
                        </Button>
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          disabled={i === draft.posts.length - 1}
                          onClick={() => move(i, 1)}
                          aria-label={t('newsletter.moveDown', { title: titles.get(slug) ?? slug })}
                        >
                          <ArrowDown className="h-4 w-4" aria-hidden />
                        </Button>
                      </>
                    )}
                  </li>
                ))}
              </ol>
            </div>
          )}
          {!readOnly && (
            <div role="group" aria-label={t('newsletter.recent')}>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {posts.isPending && <Spinner label={t('newsletter.loading')} />}
                {(posts.data?.posts ?? []).map((p) => (
                  <li key={p.slug} className="flex items-start gap-2 rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-700">
                    <input
                      id={`post-${p.slug}`}
                      type="checkbox"
                      className="mt-1 h-4 w-4 shrink-0"
                      checked={draft.posts.includes(p.slug)}
                      onChange={() => togglePost(p.slug)}
                    />
                    <label htmlFor={`post-${p.slug}`} className="cursor-pointer">
                      <span className="font-medium">{p.title}</span>
                      <span className="block text-slate-600 dark:text-slate-400">{new Date(p.publishedAt).toISOString().slice(0, 10)}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </fieldset>

        <div className="grid gap-4 lg:grid-cols-2">
          {LANGS.map((lang) => (
            <fieldset key={lang} disabled={readOnly} className="min-w-0 rounded-xl border border-slate-200 p-3 dark:border-slate-700">
              <legend className="px-1 font-semibold">{t(`newsletter.language.${lang}`)}</legend>
              <label className="block text-sm font-medium" htmlFor={`subject-${lang}`}>
                {t('newsletter.subject')}
              </label>
              <Input
                id={`subject-${lang}`}
                className="mt-1 w-full"
                maxLength={150}
                value={draft.subject[lang]}
                onChange={(e) => change((d) => ({ ...d, subject: { ...d.subject, [lang]: e.target.value } }))}
              />
              <label className="mt-3 block text-sm font-medium" htmlFor={`intro-${lang}`}>
                {t('newsletter.introLabel')}
              </label>
              <textarea
                id={`intro-${lang}`}
                rows={4}
                maxLength={5000}
                className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50 dark:disabled:bg-slate-800"
                value={draft.intro[lang]}
                onChange={(e) => change((d) => ({ ...d, intro: { ...d.intro, [lang]: e.target.value } }))}
              />
            </fieldset>
          ))}
        </div>

        {error && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        {!readOnly && (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={save.isPending}>
              <Save className="h-4 w-4" aria-hidden />
              {save.isPending ? t('newsletter.saving') : t('newsletter.save')}
            </Button>
            {issue && dirty && <span className="text-sm text-amber-800 dark:text-amber-200">{t('newsletter.unsaved')}</span>}
          </div>
        )}
      </form>

      {issue && <PreviewAndSend session={session} issue={issue} dirty={dirty} audienceTotal={audienceTotal} />}
    </section>
  );
}

function PreviewAndSend({
  session,
  issue,
  dirty,
  audienceTotal,
}: {
  session: AdminSessionState;
  issue: NewsletterIssue;
  dirty: boolean;
  audienceTotal: number;
}) {
  const { t } = useTranslation('admin');
  const [lang, setLang] = useState<NewsletterLang>('en');
  const [format, setFormat] = useState<'html' | 'text'>('html');
  const [confirming, setConfirming] = useState(false);
  const preview = useIssuePreview(issue.id, lang, issue.updatedAt, format === 'text');
  const test = useSendTest(session);
  const send = useSendIssue(session);
  const ids = { heading: useId(), lang: useId() };
  const p = issue.progress;
  const done = p.sent + p.failed + p.skipped;

  return (
    <div className="mt-8 space-y-6">
      <section aria-labelledby={ids.heading}>
        <h3 id={ids.heading} className="text-lg font-semibold">
          {t('newsletter.preview')}
        </h3>
        {dirty && <p className="text-sm text-amber-800 dark:text-amber-200">{t('newsletter.previewSaved')}</p>}
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={ids.lang} className="block text-sm font-medium">
              {t('newsletter.previewLanguage')}
            </label>
            <Select id={ids.lang} className="mt-1" value={lang} onChange={(e) => setLang(e.target.value as NewsletterLang)}>
              {LANGS.map((l) => (
                <option key={l} value={l}>
                  {t(`newsletter.language.${l}`)}
                </option>
              ))}
            </Select>
          </div>
          <div role="group" aria-label={t('newsletter.format')} className="flex gap-1">
            {(['html', 'text'] as const).map((f) => (
              <Button
                key={f}
                type="button"
                size="sm"
                variant={format === f ? 'primary' : 'outline'}
                aria-pressed={format === f}
                onClick={() => setFormat(f)}
              >
                {t(`newsletter.formats.${f}`)}
              </Button>
            ))}
          </div>
        </div>
        {format === 'html' ? (
          <iframe
            key={`${lang}-${issue.updatedAt}`}
            title={t('newsletter.previewFrame', { lang: t(`newsletter.language.${lang}`) })}
            src={`/api/admin/newsletter/issues/${issue.id}/preview.html?lang=${lang}&v=${encodeURIComponent(issue.updatedAt)}`}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            className="mt-3 h-[32rem] w-full rounded-xl border border-slate-200 bg-white dark:border-slate-700"
          />
        ) : (
          <div className="mt-3">
            {preview.data && (
              <>
                <p className="text-sm">
                  <span className="font-semibold">{t('newsletter.subject')}:</span> {preview.data.subject}
                </p>
                <pre
                  data-testid="text-preview"
                  className="mt-2 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm whitespace-pre-wrap dark:border-slate-700 dark:bg-slate-900"
                >
                  {preview.data.text}
                </pre>
              </>
            )}
            {preview.isPending && <Spinner label={t('newsletter.loading')} />}
          </div>
        )}
      </section>

      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          className="h-auto min-h-10 py-2 text-left"
          disabled={test.isPending}
          onClick={() =>
            test.mutate(
              { id: issue.id, lang },
              {
                onSuccess: (r) => toast({ title: t('newsletter.testSent', { email: r.to }) }),
                onError: (err) => toast({ title: t('newsletter.testFailed'), description: messageOf(err), variant: 'destructive' }),
              },
            )
          }
        >
          <FlaskConical className="h-4 w-4" aria-hidden />
          {test.isPending ? t('newsletter.testing') : t('newsletter.sendTest', { email: session.email, lang: lang.toUpperCase() })}
        </Button>
        {issue.status === 'draft' && !confirming && (
          <Button type="button" disabled={dirty || audienceTotal === 0} onClick={() => setConfirming(true)}>
            <Send className="h-4 w-4" aria-hidden />
            {t('newsletter.sendAll', { count: audienceTotal })}
          </Button>
        )}
      </div>
      {issue.status === 'draft' && audienceTotal === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('newsletter.noAudience')}</p>
      )}
      {confirming && issue.status === 'draft' && (
        <div
          role="alertdialog"
          aria-labelledby="send-confirm"
          className="rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-800 dark:bg-amber-950/40"
        >
          <p id="send-confirm" className="font-medium">
            {t('newsletter.confirmSend', { count: audienceTotal })}
          </p>
          <div className="mt-3 flex gap-3">
            <Button
              type="button"
              disabled={send.isPending}
              onClick={() =>
                send.mutate(
                  { id: issue.id },
                  {
                    onSuccess: () => {
                      setConfirming(false);
                      toast({ title: t('newsletter.queued') });
                    },
                    onError: (err) => toast({ title: t('newsletter.sendFailed'), description: messageOf(err), variant: 'destructive' }),
                  },
                )
              }
            >
              <Mail className="h-4 w-4" aria-hidden />
              {t('newsletter.confirmYes')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
              {t('newsletter.cancel')}
            </Button>
          </div>
        </div>
      )}

      {issue.status !== 'draft' && (
        <section aria-label={t('newsletter.progress')} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <p className="font-semibold">
            <StatusBadge status={issue.status} /> {t('newsletter.progress')}
          </p>
          <div
            role="progressbar"
            aria-label={t('newsletter.progress')}
            aria-valuemin={0}
            aria-valuemax={p.total}
            aria-valuenow={done}
            className="mt-3 h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div
              className="h-full bg-emerald-600 dark:bg-emerald-400"
              style={{ width: `${p.total ? Math.round((done / p.total) * 100) : 100}%` }}
            />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" data-testid="send-results">
            {(
              [
                ['sent', p.sent],
                ['failed', p.failed],
                ['queued', p.queued + p.sending],
                ['skipped', p.skipped],
              ] as const
            ).map(([k, v]) => (
              <div key={k} className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
                <dt className="text-slate-600 dark:text-slate-300">{t(`newsletter.counts.${k}`)}</dt>
                <dd className="text-lg font-semibold">{v}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
