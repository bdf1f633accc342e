import { useTranslation } from '@/i18n/react';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center">
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-slate-300 border-t-blue-600 dark:border-slate-700 dark:border-t-blue-400"
        aria-hidden
      />
      <span className="sr-only">{label ?? t('loading')}</span>
    </div>
  );
}
