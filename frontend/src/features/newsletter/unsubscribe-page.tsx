import { CircleAlert, CircleCheck, MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { RichText } from '@/lib/i18n/rich-text';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { statusOf } from '@/lib/api/client';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useUnsubscribe } from './api/newsletter-mutations';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function Panel({ icon, tone, title, children }: { icon: ReactNode; tone: 'info' | 'ok' | 'warn'; title: string; children: ReactNode }) {
  const toneClass = {
    info: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
    ok: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
    warn: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  }[tone];
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
      <span className={`mx-auto flex h-14 w-14 items-center justify-center rounded-2xl ${toneClass}`}>{icon}</span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 text-balance sm:text-3xl dark:text-white">{title}</h1>
      {children}
    </div>
  );
}

/**
 * /unsubscribe?token=…: one click ends the subscription. It never happens on page load, so link scanners in
 * mail systems that open every link cannot unsubscribe anybody.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation('newsletter');
  usePageMeta({ title: t('unsubscribe.metaTitle'), description: t('unsubscribe.metaDescription') });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const status = statusOf(unsubscribe.error);
  const textClass = 'mx-auto mt-3 max-w-md text-slate-700 dark:text-slate-300';
  const homeLink = (
    <Button asChild variant="outline" className="mt-6">
      <Link to="/">{t('unsubscribe.home')}</Link>
    </Button>
  );

  let content: ReactNode;
  if (!TOKEN.test(token)) {
    content = (
      <Panel
        icon={<CircleAlert className="h-7 w-7" aria-hidden />}
        tone="warn"
        title={t(token ? 'unsubscribe.invalidTitle' : 'unsubscribe.missingTitle')}
      >
        <p className={textClass}>{t(token ? 'unsubscribe.invalidText' : 'unsubscribe.missingText')}</p>
        {homeLink}
      </Panel>
    );
  } else if (unsubscribe.isSuccess) {
    content = (
      <Panel icon={<CircleCheck className="h-7 w-7" aria-hidden />} tone="ok" title={t('unsubscribe.doneTitle')}>
        <p className={textClass}>{t('unsubscribe.doneText', { email: unsubscribe.data.email })}</p>
        <p className={textClass}>
          <RichText
            text={t('unsubscribe.changedMind')}
            components={{
              subscribe: <Link to="/#newsletter" className="font-semibold text-blue-800 underline underline-offset-4 dark:text-blue-300" />,
            }}
          />
        </p>
        {homeLink}
      </Panel>
    );
  } else if (status === 404 || status === 400) {
    content = (
      <Panel icon={<CircleAlert className="h-7 w-7" aria-hidden />} tone="warn" title={t('unsubscribe.invalidTitle')}>
        <p className={textClass}>{t('unsubscribe.invalidText')}</p>
        {homeLink}
      </Panel>
    );
  } else {
    content = (
      <Panel icon={<MailX className="h-7 w-7" aria-hidden />} tone="info" title={t('unsubscribe.title')}>
        <p className={textClass}>{t('unsubscribe.intro')}</p>
        <Button size="lg" className="mt-6" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          {unsubscribe.isPending ? t('unsubscribe.working') : t('unsubscribe.button')}
        </Button>
        {unsubscribe.isError && (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700 dark:text-red-300">
            {t('unsubscribe.errorText')}
          </p>
        )}
      </Panel>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-20" aria-live="polite">
      {content}
    </div>
  );
}
