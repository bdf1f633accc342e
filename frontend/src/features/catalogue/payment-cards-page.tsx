import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingGrid } from '@/components/page/listing-grid';
import { ListingPage, ListingSection } from '@/components/page/listing-page';
import { ListingTabs } from '@/components/page/listing-tabs';
import { ReferralWidget } from '@/components/referral/referral-widget';
import { Button } from '@/components/ui/button';
import { CARDS_LAST_UPDATED, CARD_NETWORKS, PAYMENT_CARDS, type CardNetwork } from '@/content/payment-cards';
import { findReview } from '@/content/reviews';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useHashHighlight } from '@/lib/use-hash-highlight';
import { CardFacts } from './cards/card-facts';
import { CardsGuide } from './cards/cards-guide';
import { ListingCard } from './listing-card';
import { formatFactValues, formatLongDate, tList } from './listing-format';
import { itemListJsonLd } from './listing-json-ld';
import { ReadReviewButton } from './reviews/read-review-button';

type Tab = 'all' | CardNetwork;

export default function PaymentCardsPage() {
  const { t, i18n } = useTranslation('cards');
  const { t: tNav } = useTranslation('nav');
  const [tab, setTab] = useState<Tab>('all');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  useHashHighlight();

  const lang = i18n.language;
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
      jsonLd={itemListJsonLd(
        t('title'),
        PAYMENT_CARDS.map((c) => ({
          type: 'PaymentCard',
          name: c.name,
          url: c.url,
          description: t(`items.${c.id}.description`),
        })),
      )}
      title={t('title')}
      intro={t('intro')}
      updated={t('lastUpdated', { date: formatLongDate(CARDS_LAST_UPDATED, lang) })}
    >
      <ListingSection headingId="cards-list-heading" heading={t('listHeading')}>
        <ListingTabs
          label={t('tabsLabel')}
          tabs={tabs}
          value={tab}
          onValueChange={setTab}
          renderPanel={(value) => {
            const cards = PAYMENT_CARDS.filter((c) => value === 'all' || c.network === value);
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
                {cards.map((c) => (
                  <ListingCard
                    key={c.id}
                    id={c.id}
                    partnerType="payment_card"
                    name={c.name}
                    icon={c.icon}
                    tagColor={c.tagColor}
                    tag={t(`items.${c.id}.tag`)}
                    description={t(`items.${c.id}.description`)}
                    features={tList(t, `items.${c.id}.features`)}
                    status={c.status}
                    statusNote={c.status === 'active' ? undefined : t(`items.${c.id}.status`)}
                    labels={labels}
                    offer={c.offer ? t(`items.${c.id}.offer`, formatFactValues(c.offer, lang)) : undefined}
                    badges={[t(`network.${c.network}`)]}
                    extra={<CardFacts facts={c.facts} />}
                    widget={<ReferralWidget type="payment_card" entityId={c.id} className="mt-4" />}
                    review={
                      findReview('card', c.id) ? (
                        <ReadReviewButton kind="card" id={c.id} name={c.name} label={t('card.readReview')} />
                      ) : undefined
                    }
                  />
                ))}
              </ListingGrid>
            );
          }}
        />
      </ListingSection>

      <CardsGuide />
    </ListingPage>
  );
}
