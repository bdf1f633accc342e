// The editor of one newsletter issue: its posts in order and its subject and intro per language.
import { ArrowDown, ArrowUp, Save, X } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import type { AdminSessionState } from '../api/admin-queries';
import { useRecentPosts, useSaveIssue, type NewsletterIssue, type NewsletterIssueInput } from '../api/newsletter-admin';
import { draftOf, emptyTexts, LANGS, messageOf, type Draft } from './issue-model';
import { PreviewAndSend } from './preview-and-send';

export function IssueEditor({
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
