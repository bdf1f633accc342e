import { useQuery } from '@tanstack/react-query';
import { ChevronDown, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { ListingPage } from '@/components/page/listing-page';
import { ListingSkeleton } from '@/components/page/listing-skeleton';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
import { contentQueries, latestUpdated, useContentLanguage } from '@/lib/api/content-queries';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useHashHighlight } from '@/lib/use-hash-highlight';
import { ConceptCard } from './concepts/concept-card';
import { COMPLEXITIES, CONCEPT_CATEGORIES, type Complexity, type Concept, type ConceptCategory } from './concepts/concept-types';
import { NO_CONCEPT_FILTER, filterConcepts, type ConceptFilter } from './concepts/filter-concepts';
import { formatLongDate } from './listing-format';
import type { PageLoaderContext } from '@/lib/page-module';

const NO_CONCEPTS: readonly Concept[] = [];

/** The concepts and FAQ, loaded before the page renders. */
export const loader = ({ queryClient, lang }: PageLoaderContext) => queryClient.prefetchQuery(contentQueries.concepts(lang));

export default function ConceptsPage() {
  const { t, i18n } = useTranslation(['concepts', 'nav', 'common']);
  const { data } = useQuery(contentQueries.concepts(useContentLanguage()));
  const CONCEPTS = data?.concepts ?? NO_CONCEPTS;
  const [filter, setFilter] = useState<ConceptFilter>(NO_CONCEPT_FILTER);
  const [openId, setOpenId] = useState<string | null>(null);
  const categoryId = useId();
  const complexityId = useId();
  useHashHighlight(data !== undefined);
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });

  const shown = filterConcepts(CONCEPTS, filter);
  const active = filter.query.trim() !== '' || filter.category !== 'all' || filter.complexity !== 'all';
  const lastUpdated = latestUpdated(data?.concepts);
  const updated = lastUpdated ? formatLongDate(lastUpdated, i18n.language) : undefined;

  const faq = useMemo(() => (data?.faq ?? []).map(({ id, text }) => ({ id, q: text.q, a: text.a })), [data]);
  const structured = useMemo(
    () => ({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      // the page's date, as its "Last updated" line says it (the latest edit of a concept)
      dateModified: latestUpdated(data?.concepts),
      mainEntity: faq.map(({ q, a }) => ({ '@type': 'Question', name: q, acceptedAnswer: { '@type': 'Answer', text: a } })),
    }),
    [faq, data],
  );

  return (
    <ListingPage
      breadcrumbs={[
        { label: t('nav:home'), href: '/' },
        { label: t('nav:concepts'), href: '/concepts', isCurrentPage: true },
      ]}
      jsonLd={data && structured}
      title={t('title')}
      intro={t('intro')}
      updated={updated ? t('lastUpdated', { date: updated }) : '\u00a0'}
    >
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <div role="search" aria-label={t('searchLabel')} className="grid gap-3 md:grid-cols-[1fr_14rem_14rem]">
          <SearchField
            size="md"
            label={t('searchLabel')}
            value={filter.query}
            onValueChange={(query) => setFilter((f) => ({ ...f, query }))}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
          />
          <div>
            <label htmlFor={categoryId} className="sr-only">
              {t('categoryLabel')}
            </label>
            <Select
              id={categoryId}
              size="md"
              value={filter.category}
              onChange={(e) => setFilter((f) => ({ ...f, category: e.target.value as ConceptCategory | 'all' }))}
              className="w-full"
            >
              <option value="all">{t('allCategories')}</option>
              {CONCEPT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`category.${c}`)}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <label htmlFor={complexityId} className="sr-only">
              {t('complexityLabel')}
            </label>
            <Select
              id={complexityId}
              size="md"
              value={filter.complexity}
              onChange={(e) => setFilter((f) => ({ ...f, complexity: e.target.value as Complexity | 'all' }))}
              className="w-full"
            >
              <option value="all">{t('allLevels')}</option>
              {COMPLEXITIES.map((c) => (
                <option key={c} value={c}>
                  {t(`complexity.${c}`)}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <div className="mt-3 flex min-h-10 flex-wrap items-center gap-3">
          <p aria-live="polite" className="text-sm font-medium text-slate-700 dark:text-slate-200" data-testid="concepts-count">
            {data ? t('count', { shown: shown.length, total: CONCEPTS.length }) : '\u00a0'}
          </p>
          {active && shown.length > 0 && (
            <Button variant="ghost" size="sm" onClick={() => setFilter(NO_CONCEPT_FILTER)}>
              <X className="h-4 w-4" aria-hidden />
              {t('clearAll')}
            </Button>
          )}
        </div>

        {!data ? (
          <div className="mt-6">
            <ListingSkeleton label={t('common:loading')} />
          </div>
        ) : shown.length === 0 ? (
          <div className="mt-6 rounded-xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
            <p className="text-lg font-medium">{t('empty')}</p>
            <button
              type="button"
              onClick={() => setFilter(NO_CONCEPT_FILTER)}
              className="mt-3 text-blue-700 underline underline-offset-4 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300 dark:hover:text-blue-200"
            >
              {t('clearAll')}
            </button>
          </div>
        ) : (
          <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((c) => (
              <ConceptCard
                key={c.id}
                concept={c}
                open={openId === c.id}
                onOpen={() => setOpenId(c.id)}
                onCollapse={() => setOpenId(null)}
              />
            ))}
          </div>
        )}

        <section aria-labelledby="concepts-faq" className="mt-16">
          <h2 id="concepts-faq" className="text-2xl font-semibold">
            {t('faq.heading')}
          </h2>
          <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {faq.map(({ id, q, a }) => (
              <details key={id} className="group px-5 py-4">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 [&::-webkit-details-marker]:hidden">
                  <h3>{q}</h3>
                  <ChevronDown className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
                </summary>
                <p className="mt-3 text-slate-700 dark:text-slate-300">{a}</p>
              </details>
            ))}
          </div>
        </section>
      </div>
    </ListingPage>
  );
}
