import { useAbsoluteUrl } from '@/lib/site-context';
import { partnerPath } from '@coinatlas/domain/partners/pages';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { ListingGrid } from '@/components/page/listing-grid';
import { ListingPage, ListingSection } from '@/components/page/listing-page';
import { ListingTabs } from '@/components/page/listing-tabs';
import { ReferralWidget } from '@/components/referral/referral-widget';
import { AvailabilityNote, CountryPicker, HiddenPartners, useCountryFilter } from '@/components/availability/country-filter';
import { Button } from '@/components/ui/button';
import { latestUpdated, useContentPartners } from '@/lib/api/content-queries';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useHashHighlight } from '@/lib/use-hash-highlight';
import { CardFacts } from './cards/card-facts';
import { ListingCard } from './listing-card';
import { fillFacts, formatLongDate } from './listing-format';
import { itemListJsonLd } from './listing-json-ld';
import { ReadReviewButton } from './reviews/read-review-button';
import { partnersLoader } from '@/lib/api/content-queries';
import { referralCodeQueries } from '@/lib/api/referral-code-queries';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { CompareTrayHost } from '@/components/compare/compare-tray-host';
import { PopularComparisons } from '@/components/compare/popular-comparisons-on-view';
import { hydrateOnView } from '@/lib/hydrate-on-view';

// Under the cards: rendered on the server, its code loads as it comes near the screen.
const CardsGuide = hydrateOnView(() => import('./cards/cards-guide').then((m) => m.CardsGuide));

/** The networks of the Cards tabs; a network no listed card runs on gets a tab that says so. */
const CARD_NETWORKS = ['visa', 'mastercard', 'amex'] as const;
type Tab = 'all' | (typeof CARD_NETWORKS)[number];

const NONE: never[] = [];

/** The cards and their referral codes, loaded before the page renders. */
export const loader = partnersLoader('payment_card', (ctx) => ctx.queryClient.prefetchQuery(referralCodeQueries.active()));

export default function PaymentCardsPage() {
  const { t, i18n } = useTranslation(['cards', 'availability']);
  const { t: tCommon } = useTranslation('common');
  const { t: tNav } = useTranslation('nav');
  const absolute = useAbsoluteUrl();
  const [tab, setTab] = useState<Tab>('all');
  const { data: allCards } = useContentPartners('payment_card');
  // The visitor's country hides the cards verified as not available there (after hydration).
  const country = useCountryFilter('payment_card', allCards ?? NONE);
  const cardList = allCards && country.shown;
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  useHashHighlight(allCards !== undefined);

  const lang = i18n.language;
  const updated = latestUpdated(allCards);
  const labels = {
    features: t('card.features'),
    offer: t('card.offer'),
    visitWebsite: t('card.visitWebsite'),
    opensInNewTab: t('card.opensInNewTab'),
  };
  const tabs: { value: Tab; label: string }[] = [
    { value: 'all', label: t('tabs.all') },
    ...CARD_NETWORKS.map((n) => ({ value: n, label: t(`tabs.${n}`) })),
  ];

  return (
    <ListingPage
      breadcrumbs={[
        { label: tNav('home'), href: '/' },
        { label: tNav('paymentCards'), href: '/payment-cards', isCurrentPage: true },
      ]}
      jsonLd={
        allCards &&
        itemListJsonLd(
          t('title'),
          allCards.map((c) => ({
            type: 'Product',
            name: c.name,
            url: absolute(partnerPath('payment_card', c.id)),
            description: c.text.description,
          })),
        )
      }
      title={t('title')}
      intro={t('intro')}
      updated={updated ? t('lastUpdated', { date: formatLongDate(updated, lang) }) : '\u00a0'}
    >
      <ListingSection headingId="cards-list-heading" heading={t('listHeading')} loadingLabel={cardList ? undefined : tCommon('loading')}>
        <div className="mb-4">
          <CountryPicker filter={country} what={t('availability:what.payment_card')} />
        </div>
        <ListingTabs
          label={t('tabsLabel')}
          tabs={tabs}
          value={tab}
          onValueChange={setTab}
          renderPanel={(value) => {
            const cards = (cardList ?? []).filter((c) => value === 'all' || c.facts.network.value === value);
            if (cards.length === 0) {
              return (
                <div
                  data-testid="cards-empty"
                  className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700"
                >
                  <CreditCard className="h-10 w-10 text-slate-500 dark:text-slate-400" aria-hidden />
                  <h3 className="mt-4 text-lg font-semibold">{t(`empty.${value}.title`)}</h3>
                  <p className="mt-2 max-w-xl text-slate-700 dark:text-slate-300">{t(`empty.${value}.text`)}</p>
                  <Button variant="outline" className="mt-6" onClick={() => setTab('all')}>
                    {t('empty.showAll')}
                  </Button>
                </div>
              );
            }
            return (
              <ListingGrid>
                {cards.map((c) => {
                  const offer = c.offers?.[0];
                  return (
                    <ListingCard
                      key={c.id}
                      id={c.id}
                      lastChecked={c.lastChecked}
                      logo={c.logo}
                      partnerType="payment_card"
                      name={c.name}
                      icon={c.icon}
                      tagColor={c.tagColor}
                      tag={c.text.tag}
                      description={c.text.description}
                      features={c.text.features}
                      status={c.status}
                      statusNote={c.status === 'active' ? undefined : c.text.status}
                      promotable={c.promotable}
                      labels={labels}
                      offer={offer && fillFacts(offer.text, offer.values, lang)}
                      {...(offer ? { offerProvenance: offer.provenance } : {})}
                      badges={[t(`network.${c.facts.network.value}`)]}
                      compare={<CompareToggle kind="payment-cards" id={c.id} name={c.name} />}
                      extra={
                        <>
                          <CardFacts facts={c.factNotes ?? []} />
                          <AvailabilityNote filter={country} id={c.id} />
                        </>
                      }
                      widget={<ReferralWidget type="payment_card" entityId={c.id} className="mt-4" />}
                      review={
                        c.hasReview ? <ReadReviewButton kind="card" id={c.id} name={c.name} label={t('card.readReview')} /> : undefined
                      }
                    />
                  );
                })}
              </ListingGrid>
            );
          }}
        />
        <HiddenPartners filter={country} nameOf={(c) => c.name} />
      </ListingSection>
      <PopularComparisons kind="payment-cards" partners={allCards} />

      <CardsGuide />
      <CompareTrayHost kind="payment-cards" names={Object.fromEntries((cardList ?? []).map((c) => [c.id, c.name]))} />
    </ListingPage>
  );
}
