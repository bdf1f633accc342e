import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';

/** "How we rate": every rating and rating breakdown links to the methodology page's ratings section. */
export function HowWeRateLink({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <Link
      to="/methodology#ratings"
      data-testid="how-we-rate"
      className={cn(
        'text-xs font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950 dark:text-blue-300 dark:hover:text-blue-200',
        className,
      )}
    >
      {t('partnerLink.howWeRate')}
    </Link>
  );
}
