import { useAbsoluteUrl } from '@/lib/site-context';
import { SearchX } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { ListingGrid } from '@/components/page/listing-grid';
import { ListingPage, ListingSection } from '@/components/page/listing-page';
import { ListingPager, MissingListingPage } from '@/components/page/listing-pager';
import { ListingTabs } from '@/components/page/listing-tabs';
import { ReferralWidget } from '@/components/referral/referral-widget';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { contentQueries, latestUpdated, partnerPageLoader, partnerPageQuery, useContentLanguage } from '@/lib/api/content-queries';
import { pageOf, useListingPage } from '@/lib/listing-pages';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useHashHighlight } from '@/lib/use-hash-highlight';
import { ListingCard } from './listing-card';
import { fillFacts, formatLongDate } from './listing-format';
import { listedEntry, partnerItemListJsonLd } from '@/lib/seo/listing-json-ld';
import { ReadReviewButton } from './reviews/read-review-button';
import { toolMatches } from './tools/filter-tools';
import { referralCodeQueries } from '@/lib/api/referral-code-queries';

/**
 * The tabs of /tools. Tax tools have one category ('taxes'), so the Taxes tab holds every tax tool.
 */
const TOOL_CATEGORIES = ['analytics', 'market-data', 'security', 'trading', 'research', 'taxes', 'portfolio', 'defi', 'tools'] as const;
type Tab = 'all' | (typeof TOOL_CATEGORIES)[number];

/** The page of tools the address asks for and their referral codes, loaded before the page renders. */
export const loader = partnerPageLoader('tool', (ctx) => ctx.queryClient.prefetchQuery(referralCodeQueries.active()));

export default function ToolsPage() {
  const { t, i18n } = useTranslation('tools');
  const { t: tCommon } = useTranslation('common');
  const { t: tNav } = useTranslation('nav');
  const absolute = useAbsoluteUrl();
  const [tab, setTab] = useState<Tab>('all');
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const contentLang = useContentLanguage();
  const page = useListingPage();
  const { data: listing } = useQuery(partnerPageQuery('tool', contentLang, page));
  // The page embeds its own tools; a search or a tab over several pages reads every tool (fetched then).
  const filtering = tab !== 'all' || deferredQuery.trim() !== '';
  const every = useQuery({ ...contentQueries.partners('tool', contentLang), enabled: filtering && (listing?.pages ?? 1) > 1 }).data;
  const tools = every ?? listing?.records;
  const missing = listing !== undefined && page > listing.pages;
  usePageMeta({
    title: t('meta.title'),
    description: t('meta.description'),
    ...(page > 1 ? { query: `page=${page}` } : {}),
    notFound: missing,
  });
  useHashHighlight(tools !== undefined);
  const updated = latestUpdated(listing?.index);

  const lang = i18n.language;
  const labels = {
    features: t('card.features'),
    offer: t('card.offer'),
    visitWebsite: t('card.visitWebsite'),
    opensInNewTab: t('card.opensInNewTab'),
  };
  const tabs: { value: Tab; label: string }[] = [
    { value: 'all', label: t('tabs.all') },
    ...TOOL_CATEGORIES.map((c) => ({ value: c, label: t(`tabs.${c}`) })),
  ];

  // The searchable text of each tool, in the reader's language.
  const entries = useMemo(
    () => (tools ?? []).map((tool) => ({ tool, tag: tool.text.tag, description: tool.text.description, features: tool.text.features })),
    [tools],
  );
  const matching = entries.filter((e) => toolMatches({ name: e.tool.name, ...e }, deferredQuery));

  if (listing && missing) return <MissingListingPage page={page} pages={listing.pages} />;
  return (
    <ListingPage
      breadcrumbs={[
        { label: tNav('home'), href: '/' },
        { label: tNav('tools'), href: '/tools', isCurrentPage: true },
      ]}
      jsonLd={import.meta.env.SSR && tools ? partnerItemListJsonLd(t('title'), 'tool', tools.map(listedEntry), absolute) : undefined}
      title={t('title')}
      intro={t('intro')}
      updated={updated ? t('lastUpdated', { date: formatLongDate(updated, lang) }) : '\u00a0'}
      header={
        <div className="mt-6 max-w-2xl">
          <SearchField
            landmark
            size="lg"
            value={query}
            onValueChange={setQuery}
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            clearLabel={t('search.clear')}
            autoComplete="off"
          />
        </div>
      }
    >
      <ListingSection
        headingId="tools-list-heading"
        heading={t('listHeading')}
        className="pb-16"
        loadingLabel={tools ? undefined : tCommon('loading')}
      >
        <ListingTabs
          label={t('tabsLabel')}
          tabs={tabs}
          value={tab}
          onValueChange={setTab}
          renderPanel={(value) => {
            // Every tool is at hand (`every`), or this page's: then it is one page of its tab's tools.
            const paged = pageOf(
              matching.filter((e) => value === 'all' || e.tool.category === value),
              every ? page : 1,
            );
            const shown = paged.items;
            const total = (every ? entries.map((e) => e.tool) : (listing?.index ?? [])).filter(
              (e) => value === 'all' || e.category === value,
            ).length;
            return (
              <>
                <p className="mb-4 text-sm text-slate-600 dark:text-slate-300" aria-live="polite" data-testid="tools-count">
                  {t('count', { shown: shown.length, total })}
                </p>
                {shown.length === 0 ? (
                  <div
                    data-testid="tools-empty"
                    className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700"
                  >
                    <SearchX className="h-10 w-10 text-slate-500 dark:text-slate-400" aria-hidden />
                    <h3 className="mt-4 text-lg font-semibold">{t('empty.title')}</h3>
                    <p className="mt-2 max-w-xl text-slate-700 dark:text-slate-300">
                      {deferredQuery ? t('empty.withQuery', { query: deferredQuery }) : t('empty.noQuery')}
                    </p>
                    {deferredQuery && (
                      <Button variant="outline" className="mt-6" onClick={() => setQuery('')}>
                        {t('search.clear')}
                      </Button>
                    )}
                  </div>
                ) : (
                  <ListingGrid>
                    {shown.map(({ tool, tag, description, features }) => (
                      <ListingCard
                        key={tool.id}
                        id={tool.id}
                        page={tool.page}
                        editorsPick={tool.editorsPick}
                        lastChecked={tool.lastChecked}
                        logo={tool.logo}
                        partnerType="tool"
                        name={tool.name}
                        icon={tool.icon}
                        tagColor={tool.tagColor}
                        tag={tag}
                        description={description}
                        features={features}
                        status={tool.status}
                        statusNote={tool.status === 'active' ? undefined : tool.text.status}
                        promotable={tool.promotable}
                        labels={labels}
                        offer={tool.offers?.[0] && fillFacts(tool.offers[0].text, tool.offers[0].values, lang)}
                        {...(tool.offers?.[0] ? { offerProvenance: tool.offers[0].provenance } : {})}
                        widget={<ReferralWidget type="tool" entityId={tool.id} className="mt-4" />}
                        review={
                          tool.hasReview ? (
                            <ReadReviewButton kind="tool" id={tool.id} name={tool.name} label={t('card.readReview')} />
                          ) : undefined
                        }
                      />
                    ))}
                  </ListingGrid>
                )}
                <ListingPager page={every ? paged.page : page} pages={every ? paged.pages : (listing?.pages ?? 1)} />
              </>
            );
          }}
        />
      </ListingSection>
    </ListingPage>
  );
}
