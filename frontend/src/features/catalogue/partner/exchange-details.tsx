import { Suspense } from 'react';
import { useTranslation } from '@/i18n/react';
import { LiveCostLine } from '@/components/live-cost-line';
import { Licences } from '@/components/exchange-facts/licences';
import { PaymentMethodTables } from '@/components/exchange-facts/payment-methods';
import { currencyOf } from '@coinatlas/domain/region/currency';
import type { ContentPartner } from '@/lib/api/content-queries';
import { spotFeeOf } from '@/lib/content/exchanges';
import { useVisitorCountry } from '@/lib/region/use-region';
import { useHydrated } from '@/lib/use-hydrated';
import { ExchangeFees } from './partner-fees';
import { Section } from './partner-sections';

/**
 * An exchange's page under its key facts: its fees (with the live cost to buy, read in the browser), the
 * payment methods it states and its licences. Its own chunk, loaded as it comes near the screen
 * (hydrateOnView in partner-page.tsx): the other kinds' pages never load this code.
 */
export function ExchangeDetails({ partner: p }: { partner: Extract<ContentPartner, { type: 'exchange' }> }) {
  const { t } = useTranslation('partner');
  const hydrated = useHydrated();
  // The visitor's confirmed country (null on the server and during hydration): its currency comes first.
  const visitor = useVisitorCountry().country;
  const type = p.type;
  const fees = p;
  const calculatorHref =
    fees.category === 'centralized' && (fees.fees || fees.marketId) ? `/fee-calculator?exchange=${encodeURIComponent(p.id)}` : undefined;
  return (
    <>
      {type === 'exchange' && fees && (
        <Section id="fees" title={t('sections.fees')} testId="fees">
          {/* the live line is read in the browser only: order books move, and a page is cached for minutes */}
          {fees.marketId && hydrated && (
            <Suspense fallback={null}>
              <div className="mt-4">
                <LiveCostLine exchangeId={p.id} />
              </div>
            </Suspense>
          )}
          <ExchangeFees name={p.name} spotFee={spotFeeOf(fees)} fees={fees.fees} calculatorHref={calculatorHref} />
        </Section>
      )}

      {type === 'exchange' && fees && (
        <Section id="payment-methods" title={t('sections.payments')} testId="payment-methods-section">
          <PaymentMethodTables name={p.name} entries={fees.paymentMethods} visitorFiat={currencyOf(visitor)} />
        </Section>
      )}

      {type === 'exchange' && fees && (
        <Section id="licences" title={t('sections.licences')} testId="licences-section">
          <Licences name={p.name} licences={fees.licences} className="mt-4" />
        </Section>
      )}
    </>
  );
}
