import { ExternalLink } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { PartnerCta } from '@/components/partner-cta';
import type { ContentPartner } from '@/lib/api/content-queries';

/** "Visit <name>": the page's sponsored link to the partner (under its header and at its end), only where it may be promoted. */
export function VisitPartner({ partner: p }: { partner: ContentPartner }) {
  const { t } = useTranslation('partner');
  return (
    <PartnerCta type={p.type} id={p.id} button={{ size: 'lg' }}>
      {t('visit', { name: p.name })}
      <ExternalLink className="h-4 w-4" aria-hidden />
      <span className="sr-only">{t('newTab')}</span>
    </PartnerCta>
  );
}
