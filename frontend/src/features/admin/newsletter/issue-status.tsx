// An issue's status badge and its one-line send progress.
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import type { NewsletterIssue } from '../api/newsletter-admin';

export function StatusBadge({ status }: { status: NewsletterIssue['status'] }) {
  const { t } = useTranslation('admin');
  const tone = {
    draft: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
    sending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
    sent: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  }[status];
  return <span className={cn('inline-block rounded px-2 py-0.5 text-xs font-semibold', tone)}>{t(`newsletter.status.${status}`)}</span>;
}

export function ProgressLine({ issue }: { issue: NewsletterIssue }) {
  const { t } = useTranslation('admin');
  if (issue.status === 'draft') return null;
  const p = issue.progress;
  return <span>{t('newsletter.progressLine', { sent: p.sent, total: p.total, failed: p.failed, queued: p.queued + p.sending })}</span>;
}
