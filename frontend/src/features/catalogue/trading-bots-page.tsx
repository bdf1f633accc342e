import { partnerPath } from '@coinatlas/domain/partners/pages';
import { useAbsoluteUrl } from '@/lib/site-context';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { ListingGrid } from '@/components/page/listing-grid';
import { ListingPage, ListingSection } from '@/components/page/listing-page';
import { ListingPager, MissingListingPage } from '@/components/page/listing-pager';
import { ListingTabs } from '@/components/page/listing-tabs';
import { ReferralWidget } from '@/components/referral/referral-widget';
import { contentQueries, latestUpdated, partnerPageLoader, partnerPageQuery, useContentLanguage } from '@/lib/api/content-queries';
import { pageOf, useListingPage } from '@/lib/listing-pages';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useHashHighlight } from '@/lib/use-hash-highlight';
import { ListingCard } from './listing-card';
import { fillFacts, formatLongDate } from './listing-format';
import { listedEntry, partnerItemListJsonLd } from '@/lib/seo/listing-json-ld';
import { ReadReviewButton } from './reviews/read-review-button';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { ContentPartnerOf } from '@/lib/api/content-queries';

/**
 * 'Read Review' only where a written review exists: the bot's own (in a dialog), or the review on its
 * provider's page (3Commas the bot is a section of 3Commas the tool's page, which has the review: a link to
 * it); nothing otherwise.
 */
function BotReview({ bot, label }: { bot: ContentPartnerOf<'trading_bot'>; label: string }) {
  if (bot.reviewType === 'trading_bot') return <ReadReviewButton kind="bot" id={bot.id} name={bot.name} label={label} />;
  if (!bot.reviewType || !bot.page) return null;
  return (
    <Button asChild variant="outline" className="flex-1">
      <Link to={`${partnerPath(bot.page.type, bot.page.id)}#review`} data-review-for={bot.id}>
        {label}
        <span className="sr-only"> – {bot.name}</span>
      </Link>
    </Button>
  );
}
import { referralCodeQueries } from '@/lib/api/referral-code-queries';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { CompareTrayHost } from '@/components/compare/compare-tray-host';
import { PopularComparisons } from '@/components/compare/popular-comparisons-on-view';
import { hydrateOnView } from '@/lib/hydrate-on-view';

// Under the bots: rendered on the server, its code loads as it comes near the screen.
const BotsEducation = hydrateOnView(() => import('./bots/bots-education').then((m) => m.BotsEducation));

const BOT_CATEGORIES = ['full-suite', 'custom-bots', 'exchange-integrated', 'signal-based'] as const;
type Tab = 'all' | (typeof BOT_CATEGORIES)[number];

/** The page of bots the address asks for and their referral codes, loaded before the page renders. */
export const loader = partnerPageLoader('trading_bot', (ctx) => ctx.queryClient.prefetchQuery(referralCodeQueries.active()));

export default function TradingBotsPage() {
  const { t, i18n } = useTranslation('bots');
  const { t: tCommon } = useTranslation('common');
  const { t: tNav } = useTranslation('nav');
  const absolute = useAbsoluteUrl();
  const [tab, setTab] = useState<Tab>('all');
  const contentLang = useContentLanguage();
  const page = useListingPage();
  const { data: listing } = useQuery(partnerPageQuery('trading_bot', contentLang, page));
  // The page embeds its own bots; a tab over several pages reads every bot (fetched then).
  const every = useQuery({
    ...contentQueries.partners('trading_bot', contentLang),
    enabled: tab !== 'all' && (listing?.pages ?? 1) > 1,
  }).data;
  const bots = every ?? listing?.records;
  const missing = listing !== undefined && page > listing.pages;
  usePageMeta({
    title: t('meta.title'),
    description: t('meta.description'),
    ...(page > 1 ? { query: `page=${page}` } : {}),
    notFound: missing,
  });
  useHashHighlight(bots !== undefined);

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
    ...BOT_CATEGORIES.map((c) => ({ value: c, label: t(`tabs.${c}`) })),
  ];

  if (listing && missing) return <MissingListingPage page={page} pages={listing.pages} />;
  return (
    <ListingPage
      breadcrumbs={[
        { label: tNav('home'), href: '/' },
        { label: tNav('tradingBots'), href: '/trading-bots', isCurrentPage: true },
      ]}
      jsonLd={
        import.meta.env.SSR && bots
          ? partnerItemListJsonLd(t('title'), 'trading_bot', bots.filter((b) => b.status === 'active').map(listedEntry), absolute)
          : undefined
      }
      title={t('title')}
      intro={t('intro')}
      updated={updated ? t('lastUpdated', { date: formatLongDate(updated, lang) }) : '\u00a0'}
    >
      <ListingSection headingId="bots-list-heading" heading={t('listHeading')} loadingLabel={bots ? undefined : tCommon('loading')}>
        <ListingTabs
          label={t('tabsLabel')}
          tabs={tabs}
          value={tab}
          onValueChange={setTab}
          renderPanel={(value) => {
            // Every bot is at hand (`every`), or this page's: then it is one page of its tab's bots.
            const paged = pageOf(
              (bots ?? []).filter((b) => value === 'all' || b.category === value),
              every ? page : 1,
            );
            return (
              <>
                <ListingGrid>
                  {paged.items.map((b) => {
                    const offer = b.offers?.[0];
                    return (
                      <ListingCard
                        key={b.id}
                        id={b.id}
                        page={b.page}
                        editorsPick={b.editorsPick}
                        lastChecked={b.lastChecked}
                        logo={b.logo}
                        partnerType="trading_bot"
                        name={b.name}
                        icon={b.icon}
                        tagColor={b.tagColor}
                        tag={b.text.tag}
                        description={b.text.description}
                        features={b.text.features}
                        status={b.status}
                        statusNote={b.status === 'active' ? undefined : b.text.status}
                        promotable={b.promotable}
                        labels={labels}
                        offer={offer && fillFacts(offer.text, offer.values, lang)}
                        {...(offer ? { offerProvenance: offer.provenance } : {})}
                        widget={<ReferralWidget type="trading_bot" entityId={b.id} className="mt-4" />}
                        compare={<CompareToggle kind="trading-bots" id={b.id} name={b.name} />}
                        review={b.reviewType ? <BotReview bot={b} label={t('card.readReview')} /> : undefined}
                      />
                    );
                  })}
                </ListingGrid>
                <ListingPager page={every ? paged.page : page} pages={every ? paged.pages : (listing?.pages ?? 1)} />
              </>
            );
          }}
        />
      </ListingSection>
      <PopularComparisons kind="trading-bots" partners={listing?.index} />

      <BotsEducation />
      <CompareTrayHost kind="trading-bots" names={Object.fromEntries((listing?.index ?? []).map((b) => [b.id, b.name]))} />
    </ListingPage>
  );
}
