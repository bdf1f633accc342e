import { ExternalLink } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { PartnerCta } from '@/components/partner-cta';
import { PartnerDetailsLink, PartnerNameLink } from '@/components/partner-page-link';
import { EditorsPickBadge } from '@/components/editors-pick';
import { FeeFacts } from '@/components/exchange-facts/fee-facts';
import { Licences } from '@/components/exchange-facts/licences';
import { PaymentMethodSummary } from '@/components/exchange-facts/payment-methods';
import { FactsCheckedLine } from '@/components/provenance';
import { ExchangeFacts, ExchangeFeatures } from '@/components/referral/exchange-facts';
import { ReferralWidget } from '@/components/referral/referral-widget';
import { Button } from '@/components/ui/button';
import type { Exchange } from '@/lib/content/exchanges';
import { useReferralCode } from '@/lib/api/referral-code-queries';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { PartnerLogo } from '@/components/partner-logo';

export function ExchangeCard({ exchange: e }: { exchange: Exchange }) {
  const { t } = useTranslation('exchanges');
  // The referral page explains how to use a code: it is offered only while the exchange has one.
  const { data: code } = useReferralCode('exchange', e.id);
  const kindBadge =
    e.kind === 'centralized'
      ? 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200'
      : 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200';
  const kycBadge =
    e.kyc === 'none'
      ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
      : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200';
  return (
    <article
      id={e.id}
      aria-labelledby={`${e.id}-name`}
      className="flex w-full scroll-mt-24 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <header>
        <div className="flex items-start gap-3">
          <PartnerLogo logo={e.logo} size={44} />
          <h3 id={`${e.id}-name`} className="mr-auto min-w-0 self-center text-xl font-semibold">
            <PartnerNameLink type="exchange" id={e.id} name={e.name} />
          </h3>
          <CompareToggle kind="exchanges" id={e.id} name={e.name} className="shrink-0" />
        </div>
        <div className="mt-2 flex flex-wrap gap-1.5 text-xs font-semibold">
          <span className={`rounded-md px-2 py-0.5 ${kindBadge}`}>{t(`kind.${e.kind}`)}</span>
          <span className={`rounded-md px-2 py-0.5 ${kycBadge}`}>{t(`kycBadge.${e.kyc}`)}</span>
        </div>
        <EditorsPickBadge pick={e.editorsPick} className="mt-2" />
      </header>
      <ExchangeFacts exchange={e} compact omitFees />
      {/* the same fee facts, in the same words, as the exchange's own page (FeeFacts reads the one record); plain
          blocks under their headings, not landmarks: every card would add three regions of the same names */}
      <div>
        <h4 id={`${e.id}-fees`} className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
          {t('card.fees')}
        </h4>
        <FeeFacts name={e.name} exchange={e} />
      </div>
      {e.paymentMethods && (
        <div>
          <h4 id={`${e.id}-payments`} className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
            {t('payments.heading')}
          </h4>
          <PaymentMethodSummary entries={e.paymentMethods} />
        </div>
      )}
      {e.licences && (
        <div>
          <h4 id={`${e.id}-licences`} className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
            {t('licences.heading')}
          </h4>
          <Licences name={e.name} licences={e.licences} compact />
        </div>
      )}
      <ExchangeFeatures exchange={e} />
      <FactsCheckedLine lastChecked={e.lastChecked} />
      <ReferralWidget type="exchange" entityId={e.id} />
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <PartnerDetailsLink type="exchange" id={e.id} name={e.name} />
        <PartnerCta type="exchange" id={e.id} button={{ size: 'sm' }}>
          {t('card.visit', { name: e.name })}
          <ExternalLink className="h-4 w-4" aria-hidden />
          <span className="sr-only">{t('card.newTab')}</span>
        </PartnerCta>
        {code && (
          <Button asChild size="sm" variant="outline">
            <Link to={`/referral-codes/${e.id}`}>{t('card.referralPage')}</Link>
          </Button>
        )}
      </div>
    </article>
  );
}
