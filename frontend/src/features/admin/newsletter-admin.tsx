import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { AdminSessionState } from './api/admin-queries';
import { useNewsletterIssues } from './api/newsletter-admin';
import { IssueEditor } from './newsletter/issue-editor';
import { LANGS } from './newsletter/issue-model';
import { ProgressLine, StatusBadge } from './newsletter/issue-status';

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
