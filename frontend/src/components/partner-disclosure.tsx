import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';

/** The short disclosure every partner call to action carries beside it (not only the footer's). */
export function PartnerDisclosure({ className, text, testId }: { className?: string; text?: string; testId?: string }) {
  const { t } = useTranslation('common');
  return (
    <small
      data-disclosure=""
      data-testid={testId}
      className={cn('block text-xs font-normal text-slate-600 dark:text-slate-300', className)}
    >
      {text ?? t('partnerLink.disclosure')}
    </small>
  );
}
