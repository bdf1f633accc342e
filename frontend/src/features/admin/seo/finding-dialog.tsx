// The dialog with one finding's details: the page, what is wrong, how to fix it and what the check is about.
import { ExternalLink } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import type { Shown } from './audit-model';
import { SeverityBadge } from './audit-widgets';

export function FindingDialog({ finding, onClose }: { finding: Shown | undefined; onClose: () => void }) {
  const { t } = useTranslation('seoAudit');
  return (
    <Dialog open={finding !== undefined} onOpenChange={(open) => !open && onClose()}>
      {finding && (
        <DialogContent title={t(`checks.${finding.check}`)} className="max-w-xl">
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <SeverityBadge severity={finding.severity} />
            <span className="text-sm text-slate-600 dark:text-slate-300">{t(`languages.${finding.lang}`)}</span>
            {finding.change === 'new' && (
              <span className="rounded bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900 dark:bg-violet-950 dark:text-violet-100">
                {t('change.new')}
              </span>
            )}
            {finding.change === 'fixed' && (
              <span className="rounded bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
                {t('change.fixed')}
              </span>
            )}
          </div>
          <dl className="mt-4 space-y-4 text-sm">
            <div>
              <dt className="font-semibold">{t('details.page')}</dt>
              <dd className="mt-1">
                <a
                  href={finding.url}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-1 break-all font-mono text-blue-800 underline underline-offset-4 dark:text-blue-300"
                >
                  {finding.url}
                  <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
                  <span className="sr-only">{t('details.newTab')}</span>
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('details.what')}</dt>
              <dd className="mt-1 break-words" data-testid="finding-what">
                {finding.message}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('details.fix')}</dt>
              <dd className="mt-1 break-words" data-testid="finding-fix">
                {finding.fix}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('details.about')}</dt>
              <dd className="mt-1 text-slate-700 dark:text-slate-300">{t(`checkHelp.${finding.check}`)}</dd>
            </div>
          </dl>
        </DialogContent>
      )}
    </Dialog>
  );
}
