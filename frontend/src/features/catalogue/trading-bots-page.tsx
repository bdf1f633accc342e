import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingGrid } from '@/components/page/listing-grid';
import { ListingPage, ListingSection } from '@/components/page/listing-page';
import { ListingTabs } from '@/components/page/listing-tabs';
import { ReferralWidget } from '@/components/referral/referral-widget';
import { latestChecked, useContentPartners } from '@/lib/api/content-queries';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useHashHighlight } from '@/lib/use-hash-highlight';
import { BotsEducation } from './bots/bots-education';
import { ListingCard } from './listing-card';
import { fillFacts, formatLongDate } from './listing-format';
import { itemListJsonLd } from './listing-json-ld';
import { ReadReviewButton } from './reviews/read-review-button';
import { partnersLoader } from '@/lib/api/content-queries';
import { referralCodeQueries } from '@/lib/api/referral-code-queries';

const BOT_CATEGORIES = ['full-suite', 'custom-bots', 'exchange-integrated', 'signal-based'] as const;
type Tab = 'all' | (typeof BOT_CATEGORIES)[number];

/** The bots and their referral codes, loaded before the page renders. */
export const loader = partnersLoader('trading_bot', (ctx) => ctx.queryClient.prefetchQuery(referralCodeQueries.active()));

export default function TradingBotsPage() {
  const { t, i18n } = useTranslation('bots');
  const { t: tCommon } = useTranslation('common');
  const { t: tNav } = useTranslation('nav');
  const [tab, setTab] = useState<Tab>('all');
  const { data: bots } = useContentPartners('trading_bot');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  useHashHighlight(bots !== undefined);

  const lang = i18n.language;
  const updated = latestChecked(bots);
  const labels = {
    features: t('card.features'),
    offer: t('card.offer'),
    visitWebsite: t('card.visitWebsite'),
    opensInNewTab: t('card.opensInNewTab'),
  };
  const tabs: { value: Tab; label: string }[] = [
    { value: 'all', label: t('tabs.all') },
    ...BOT_CATEGORIES.map((c) => ({ value: c, label: t(`tabs.${c}`) })),
  ];

  return (
    <ListingPage
      breadcrumbs={[
        { label: tNav('home'), href: '/' },
        { label: tNav('tradingBots'), href: '/trading-bots', isCurrentPage: true },
      ]}
      jsonLd={
        bots &&
        itemListJsonLd(
          t('title'),
          bots
            .filter((b) => b.status === 'active')
            .map((b) => ({
              type: 'SoftwareApplication',
              name: b.name,
              url: b.officialUrl,
              description: b.text.description,
              extra: { applicationCategory: 'FinanceApplication' },
            })),
        )
      }
      title={t('title')}
      intro={t('intro')}
      updated={updated ? t('lastUpdated', { date: formatLongDate(updated, lang) }) : '\u00a0'}
    >
      <ListingSection
        headingId="bots-list-heading"
        heading={t('listHeading')}
        loadingLabel={bots ? undefined : tCommon('loading')}
      >
        <ListingTabs
          label={t('tabsLabel')}
          tabs={tabs}
          value={tab}
          onValueChange={setTab}
          renderPanel={(value) => (
            <ListingGrid>
              {(bots ?? [])
                .filter((b) => value === 'all' || b.category === value)
                .map((b) => {
                  const active = b.status === 'active';
                  const offer = b.offers?.[0];
                  return (
                    <ListingCard
                      key={b.id}
                      id={b.id}
                      partnerType="trading_bot"
                      name={b.name}
                      icon={b.icon}
                      tagColor={b.tagColor}
                      tag={b.text.tag}
                      description={b.text.description}
                      features={b.text.features}
                      status={b.status}
                      statusNote={active ? undefined : b.text.status}
                      labels={labels}
                      offer={offer && fillFacts(offer.text, offer.values, lang)}
                      widget={active ? <ReferralWidget type="trading_bot" entityId={b.id} className="mt-4" /> : undefined}
                      review={
                        active ? <ReadReviewButton kind="bot" id={b.id} name={b.name} label={t('card.readReview')} /> : undefined
                      }
                      showVisit={b.status !== 'discontinued'}
                    />
                  );
                })}
            </ListingGrid>
          )}
        />
      </ListingSection>

      <BotsEducation />
    </ListingPage>
  );
}
