import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { partnerPath } from '@coinatlas/domain/partners/pages';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { Button, type ButtonProps } from '@/components/ui/button';

/**
 * "View details": the link from a card, a directory row or a recommendation to the partner's own page on
 * this site (facts, fees, countries, review). The partner's own site stays behind PartnerCta.
 */
export function PartnerDetailsLink({
  type,
  id,
  name,
  size = 'sm',
  variant = 'outline',
  className,
}: {
  type: PartnerType;
  id: string;
  name: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Button asChild size={size} variant={variant} className={className}>
      <Link to={partnerPath(type, id)} data-partner-page={`${type}/${id}`}>
        {t('viewDetails')}
        <span className="sr-only"> – {name}</span>
      </Link>
    </Button>
  );
}

/** A partner's name as a link to its page (a card's heading). */
export function PartnerNameLink({ type, id, name, className }: { type: PartnerType; id: string; name: string; className?: string }) {
  return (
    <Link
      to={partnerPath(type, id)}
      className={
        className ??
        'underline-offset-4 hover:text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:text-blue-300'
      }
    >
      {name}
    </Link>
  );
}
