import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingGrid } from '@/components/page/listing-grid';
import { ListingPage, ListingSection } from '@/components/page/listing-page';
import { ListingTabs } from '@/components/page/listing-tabs';
import { ReferralWidget } from '@/components/referral/referral-widget';
import { BOTS_LAST_UPDATED, BOT_CATEGORIES, TRADING_BOTS, type BotCategory } from '@/content/trading-bots';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useHashHighlight } from '@/lib/use-hash-highlight';
import { BotsEducation } from './bots/bots-education';
import { ListingCard } from './listing-card';
import { formatFactValues, formatLongDate, tList } from './listing-format';
import { itemListJsonLd } from './listing-json-ld';
import { ReadReviewButton } from './reviews/read-review-button';

type Tab = 'all' | BotCategory;

export default function TradingBotsPage() {
  const { t, i18n } = useTranslation('bots');
  const { t: tNav } = useTranslation('nav');
  const [tab, setTab] = useState<Tab>('all');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  useHashHighlight();

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
      jsonLd={itemListJsonLd(
        t('title'),
        TRADING_BOTS.filter((b) => b.status === 'active').map((b) => ({
          type: 'SoftwareApplication',
          name: b.name,
          url: b.url,
          description: t(`items.${b.id}.description`),
          extra: { applicationCategory: 'FinanceApplication' },
        })),
      )}
      title={t('title')}
      intro={t('intro')}
      updated={t('lastUpdated', { date: formatLongDate(BOTS_LAST_UPDATED, i18n.language) })}
    >
      <ListingSection headingId="bots-list-heading" heading={t('listHeading')}>
        <ListingTabs
          label={t('tabsLabel')}
          tabs={tabs}
          value={tab}
          onValueChange={setTab}
          renderPanel={(value) => (
            <ListingGrid>
              {TRADING_BOTS.filter((b) => value === 'all' || b.category === value).map((b) => {
                const active = b.status === 'active';
                return (
                  <ListingCard
                    key={b.id}
                    id={b.id}
                    partnerType="trading_bot"
                    name={b.name}
                    icon={b.icon}
                    tagColor={b.tagColor}
                    tag={t(`items.${b.id}.tag`)}
                    description={t(`items.${b.id}.description`)}
                    features={tList(t, `items.${b.id}.features`)}
                    status={b.status}
                    statusNote={active ? undefined : t(`items.${b.id}.status`)}
                    labels={labels}
                    offer={b.offer ? t(`items.${b.id}.offer`, formatFactValues(b.offer, i18n.language)) : undefined}
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
