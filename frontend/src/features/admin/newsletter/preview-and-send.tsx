// A saved issue's preview (HTML or text, per language), its test send, its send to everyone and the send's progress.
import { FlaskConical, Mail, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import type { AdminSessionState } from '../api/admin-queries';
import { useIssuePreview, useSendIssue, useSendTest, type NewsletterIssue, type NewsletterLang } from '../api/newsletter-admin';
import { LANGS, messageOf } from './issue-model';
import { StatusBadge } from './issue-status';

export function PreviewAndSend({
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
