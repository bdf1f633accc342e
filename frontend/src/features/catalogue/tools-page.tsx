import { useAbsoluteUrl } from '@/lib/site-context';
import { partnerPath } from '@coinatlas/domain/partners/pages';
import { SearchX } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { ListingGrid } from '@/components/page/listing-grid';
import { ListingPage, ListingSection } from '@/components/page/listing-page';
import { ListingTabs } from '@/components/page/listing-tabs';
import { ReferralWidget } from '@/components/referral/referral-widget';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { latestUpdated, useContentPartners } from '@/lib/api/content-queries';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useHashHighlight } from '@/lib/use-hash-highlight';
import { ListingCard } from './listing-card';
import { fillFacts, formatLongDate } from './listing-format';
import { itemListJsonLd } from './listing-json-ld';
import { ReadReviewButton } from './reviews/read-review-button';
import { toolMatches } from './tools/filter-tools';
import { partnersLoader } from '@/lib/api/content-queries';
import { referralCodeQueries } from '@/lib/api/referral-code-queries';

/**
 * The tabs of /tools. Tax tools have one category ('taxes'), so the Taxes tab holds every tax tool.
 */
const TOOL_CATEGORIES = ['analytics', 'market-data', 'security', 'trading', 'research', 'taxes', 'portfolio', 'defi', 'tools'] as const;
type Tab = 'all' | (typeof TOOL_CATEGORIES)[number];
/** Hardware sold as a product rather than software (their structured data says Product). */
const PRODUCTS = new Set(['trezor', 'ledger']);

/** The tools and their referral codes, loaded before the page renders. */
export const loader = partnersLoader('tool', (ctx) => ctx.queryClient.prefetchQuery(referralCodeQueries.active()));

export default function ToolsPage() {
  const { t, i18n } = useTranslation('tools');
  const { t: tCommon } = useTranslation('common');
  const { t: tNav } = useTranslation('nav');
  const absolute = useAbsoluteUrl();
  const [tab, setTab] = useState<Tab>('all');
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const { data: tools } = useContentPartners('tool');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  useHashHighlight(tools !== undefined);
  const updated = latestUpdated(tools);

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

  return (
    <ListingPage
      breadcrumbs={[
        { label: tNav('home'), href: '/' },
        { label: tNav('tools'), href: '/tools', isCurrentPage: true },
      ]}
      jsonLd={
        tools &&
        itemListJsonLd(
          t('title'),
          entries.map((e) => ({
            type: PRODUCTS.has(e.tool.id) ? 'Product' : 'SoftwareApplication',
            name: e.tool.name,
            url: absolute(partnerPath('tool', e.tool.id)),
            description: e.description,
          })),
        )
      }
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
            const shown = matching.filter((e) => value === 'all' || e.tool.category === value);
            const total = entries.filter((e) => value === 'all' || e.tool.category === value).length;
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
              </>
            );
          }}
        />
      </ListingSection>
    </ListingPage>
  );
}
