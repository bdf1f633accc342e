import { ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { PartnerCta } from '@/components/partner-cta';
import { track } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import type { App } from './app-types';

/** How long the button says 'Loading...' after a click while the tracked redirect opens in a new tab. */
export const VISIT_LOADING_MS = 1500;

/**
 * 'Visit {name}' through the tracked /go/app/{id} link. The server resolves the referral or official URL
 * in the new tab, so after a click the button shows 'Loading...' and ignores further clicks briefly.
 */
export function VisitAppLink({ app }: { app: App }) {
  const { t } = useTranslation('apps');
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), VISIT_LOADING_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <PartnerCta
      type="app"
      id={app.id}
      className="w-full items-stretch"
      aria-disabled={loading || undefined}
      onClick={(e) => {
        if (loading) {
          e.preventDefault();
          return;
        }
        track({ name: 'visit_app_link', category: 'app', label: app.id });
        setLoading(true);
      }}
      linkClassName={cn(
        'inline-flex h-10 w-full items-center justify-center gap-2 rounded-md bg-blue-700 px-4 text-sm font-medium text-white transition-colors hover:bg-blue-800',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
        'dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400',
        loading && 'cursor-wait opacity-70',
      )}
    >
      {loading ? t('loading') : t('visit', { name: app.name })}
      <ExternalLink className="h-4 w-4" aria-hidden />
      <span className="sr-only">{t('newTab')}</span>
    </PartnerCta>
  );
}
