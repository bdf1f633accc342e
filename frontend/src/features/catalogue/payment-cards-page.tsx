import { useAbsoluteUrl } from '@/lib/site-context';
import { CreditCard } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { ListingGrid } from '@/components/page/listing-grid';
import { ListingPage, ListingSection } from '@/components/page/listing-page';
import { ListingPager, MissingListingPage } from '@/components/page/listing-pager';
import { ListingTabs } from '@/components/page/listing-tabs';
import { ReferralWidget } from '@/components/referral/referral-widget';
import { AvailabilityNote, CountryPicker, HiddenPartners, useCountryFilter } from '@/components/availability/country-filter';
import { Button } from '@/components/ui/button';
import { contentQueries, latestUpdated, partnerPageLoader, partnerPageQuery, useContentLanguage } from '@/lib/api/content-queries';
import { pageOf, useListingPage } from '@/lib/listing-pages';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useHashHighlight } from '@/lib/use-hash-highlight';
import { CardFacts } from './cards/card-facts';
import { ListingCard } from './listing-card';
import { fillFacts, formatLongDate } from './listing-format';
import { listedEntry, partnerItemListJsonLd } from '@/lib/seo/listing-json-ld';
import { ReadReviewButton } from './reviews/read-review-button';
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

/** The page of cards the address asks for and their referral codes, loaded before the page renders. */
export const loader = partnerPageLoader('payment_card', (ctx) => ctx.queryClient.prefetchQuery(referralCodeQueries.active()));

export default function PaymentCardsPage() {
  const { t, i18n } = useTranslation(['cards', 'availability']);
  const { t: tCommon } = useTranslation('common');
  const { t: tNav } = useTranslation('nav');
  const absolute = useAbsoluteUrl();
  const [tab, setTab] = useState<Tab>('all');
  const contentLang = useContentLanguage();
  const page = useListingPage();
  const { data: listing } = useQuery(partnerPageQuery('payment_card', contentLang, page));
  // The page embeds its own cards; a tab over several pages reads every card (fetched then).
  const every = useQuery({
    ...contentQueries.partners('payment_card', contentLang),
    enabled: tab !== 'all' && (listing?.pages ?? 1) > 1,
  }).data;
  const allCards = every ?? listing?.records;
  const missing = listing !== undefined && page > listing.pages;
  // The visitor's country hides the cards verified as not available there (after hydration).
  const country = useCountryFilter('payment_card', allCards ?? NONE);
  const cardList = allCards && country.shown;
  usePageMeta({
    title: t('meta.title'),
    description: t('meta.description'),
    ...(page > 1 ? { query: `page=${page}` } : {}),
    notFound: missing,
  });
  useHashHighlight(allCards !== undefined);

  const lang = i18n.language;
  const updated = latestUpdated(listing?.index);
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

  if (listing && missing) return <MissingListingPage page={page} pages={listing.pages} />;
  return (
    <ListingPage
      breadcrumbs={[
        { label: tNav('home'), href: '/' },
        { label: tNav('paymentCards'), href: '/payment-cards', isCurrentPage: true },
      ]}
      jsonLd={
        import.meta.env.SSR && allCards ? partnerItemListJsonLd(t('title'), 'payment_card', allCards.map(listedEntry), absolute) : undefined
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
            // Every card is at hand (`every`), or this page's: then it is one page of its tab's cards.
            const paged = pageOf(
              (cardList ?? []).filter((c) => value === 'all' || c.facts.network.value === value),
              every ? page : 1,
            );
            const cards = paged.items;
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
              <>
                <ListingGrid>
                  {cards.map((c) => {
                    const offer = c.offers?.[0];
                    return (
                      <ListingCard
                        key={c.id}
                        id={c.id}
                        page={c.page}
                        editorsPick={c.editorsPick}
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
                <ListingPager page={every ? paged.page : page} pages={every ? paged.pages : (listing?.pages ?? 1)} />
              </>
            );
          }}
        />
        <HiddenPartners filter={country} nameOf={(c) => c.name} />
      </ListingSection>
      <PopularComparisons kind="payment-cards" partners={listing?.index} />

      <CardsGuide />
      <CompareTrayHost kind="payment-cards" names={Object.fromEntries((listing?.index ?? []).map((c) => [c.id, c.name]))} />
    </ListingPage>
  );
}
