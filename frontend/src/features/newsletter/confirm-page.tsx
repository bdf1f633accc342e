import { CircleAlert, CircleCheck, LoaderCircle, MailClock } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { statusOf } from '@/lib/api/client';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useConfirmSubscription } from './api/newsletter-mutations';

const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$/;

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
 * /newsletter/confirm?token=…: the double opt-in link. The page confirms once it runs in the browser (the
 * server renders the waiting state), then says the result: confirmed, or an expired or invalid link with a
 * way to subscribe again. Not indexed.
 */
export default function ConfirmPage() {
  const { t } = useTranslation('newsletter');
  usePageMeta({ title: t('confirm.metaTitle'), description: t('confirm.metaDescription') });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = TOKEN.test(token);
  const confirm = useConfirmSubscription();
  const started = useRef(false);
  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true;
    confirm.mutate(token);
  }, [valid, token, confirm]);

  const textClass = 'mx-auto mt-3 max-w-md text-slate-700 dark:text-slate-300';
  const status = statusOf(confirm.error);
  const subscribeAgain = (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      <Button asChild>
        <Link to="/#newsletter">{t('confirm.subscribeAgain')}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/">{t('confirm.home')}</Link>
      </Button>
    </div>
  );

  let content: ReactNode;
  if (!valid || status === 404 || status === 400) {
    content = (
      <Panel icon={<CircleAlert className="h-7 w-7" aria-hidden />} tone="warn" title={t('confirm.invalidTitle')}>
        <p className={textClass}>{t('confirm.invalidText')}</p>
        {subscribeAgain}
      </Panel>
    );
  } else if (status === 410) {
    content = (
      <Panel icon={<MailClock className="h-7 w-7" aria-hidden />} tone="warn" title={t('confirm.expiredTitle')}>
        <p className={textClass}>{t('confirm.expiredText')}</p>
        {subscribeAgain}
      </Panel>
    );
  } else if (confirm.isSuccess) {
    content = (
      <Panel icon={<CircleCheck className="h-7 w-7" aria-hidden />} tone="ok" title={t('confirm.doneTitle')}>
        <p className={textClass}>{t('confirm.doneText', { email: confirm.data.email })}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/">{t('confirm.home')}</Link>
        </Button>
      </Panel>
    );
  } else if (confirm.isError) {
    content = (
      <Panel icon={<CircleAlert className="h-7 w-7" aria-hidden />} tone="warn" title={t('confirm.errorTitle')}>
        <p className={textClass}>{t('confirm.errorText')}</p>
        <Button className="mt-6" onClick={() => confirm.mutate(token)}>
          {t('confirm.retry')}
        </Button>
      </Panel>
    );
  } else {
    content = (
      <Panel icon={<LoaderCircle className="h-7 w-7 motion-safe:animate-spin" aria-hidden />} tone="info" title={t('confirm.working')}>
        <span />
      </Panel>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-20" aria-live="polite">
      {content}
    </div>
  );
}
