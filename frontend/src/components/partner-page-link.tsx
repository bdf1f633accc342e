import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { partnerPageHref } from '@coinatlas/domain/partners/pages';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { Button, type ButtonProps } from '@/components/ui/button';

/** Where a record shown on its provider's page is (the record's `page` in the content API): links land there. */
export type ShownOn = Readonly<{ type: PartnerType; id: string; section?: string }> | null | undefined;

/**
 * "View details": the link from a card, a directory row or a recommendation to the partner's own page on
 * this site (facts, fees, countries, review), or, for a record shown on its provider's page (`page`), to its
 * section there (`/exchanges/binance#app`: one provider, one page). The partner's own site stays behind PartnerCta.
 */
export function PartnerDetailsLink({
  type,
  id,
  name,
  page,
  size = 'sm',
  variant = 'outline',
  className,
}: {
  type: PartnerType;
  id: string;
  name: string;
  page?: ShownOn;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <Button asChild size={size} variant={variant} className={className}>
      <Link to={partnerPageHref({ type, id, page })} data-partner-page={`${type}/${id}`}>
        {t('viewDetails')}
        <span className="sr-only"> – {name}</span>
      </Link>
    </Button>
  );
}

/** A partner's name as a link to its page, or its section of its provider's page (a card's heading). */
export function PartnerNameLink({
  type,
  id,
  name,
  page,
  className,
}: {
  type: PartnerType;
  id: string;
  name: string;
  page?: ShownOn;
  className?: string;
}) {
  return (
    <Link
      to={partnerPageHref({ type, id, page })}
      className={
        className ??
        'underline-offset-4 hover:text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:text-blue-300'
      }
    >
      {name}
    </Link>
  );
}
