import { ChevronDown, Search, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import {
  COMPLEXITIES,
  CONCEPT_CATEGORIES,
  CONCEPTS,
  CONCEPTS_LAST_UPDATED,
  FAQ_IDS,
  type Complexity,
  type Concept,
  type ConceptCategory,
} from '@/content/concepts';
import { cn } from '@/lib/cn';
import { JsonLd } from '@/lib/seo/json-ld';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useHashHighlight } from '@/lib/use-hash-highlight';
import { ConceptCard } from './concepts/concept-card';
import { NO_CONCEPT_FILTER, filterConcepts, type ConceptFilter } from './concepts/filter-concepts';

const fieldClass =
  'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50 dark:placeholder:text-slate-400';

export default function ConceptsPage() {
  const { t, i18n } = useTranslation(['concepts', 'nav']);
  const [filter, setFilter] = useState<ConceptFilter>(NO_CONCEPT_FILTER);
  const [openId, setOpenId] = useState<string | null>(null);
  const searchId = useId();
  const categoryId = useId();
  const complexityId = useId();
  useHashHighlight();
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });

  const text = (c: Concept) => ({
    title: t(`items.${c.id}.title`),
    shortDescription: t(`items.${c.id}.shortDescription`),
    tags: (t(`items.${c.id}.tags`, { returnObjects: true }) as unknown as string[]) ?? [],
  });
  const shown = filterConcepts(CONCEPTS, filter, text);
  const active = filter.query.trim() !== '' || filter.category !== 'all' || filter.complexity !== 'all';
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(CONCEPTS_LAST_UPDATED),
  );

  const faq = useMemo(
    () => FAQ_IDS.map((id) => ({ id, q: t(`faq.items.${id}.q`), a: t(`faq.items.${id}.a`) })),
    [t],
  );
  const structured = useMemo(
    () => ({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faq.map(({ q, a }) => ({ '@type': 'Question', name: q, acceptedAnswer: { '@type': 'Answer', text: a } })),
    }),
    [faq],
  );

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('nav:home'), href: '/' },
          { label: t('nav:concepts'), href: '/concepts', isCurrentPage: true },
        ]}
      />
      <JsonLd data={structured} />
      <PageHeader title={t('title')} intro={t('intro')}>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t('lastUpdated', { date: updated })}</p>
      </PageHeader>

      <div className="mx-auto max-w-7xl px-4 pb-16">
        <div role="search" aria-label={t('searchLabel')} className="grid gap-3 md:grid-cols-[1fr_14rem_14rem]">
          <div>
            <label htmlFor={searchId} className="sr-only">
              {t('searchLabel')}
            </label>
            <div className="relative">
              <Search className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500 dark:text-slate-400" aria-hidden />
              <input
                id={searchId}
                type="search"
                value={filter.query}
                onChange={(e) => setFilter((f) => ({ ...f, query: e.target.value }))}
                placeholder={t('searchPlaceholder')}
                className={cn(fieldClass, 'pl-10')}
                autoComplete="off"
              />
            </div>
          </div>
          <div>
            <label htmlFor={categoryId} className="sr-only">
              {t('categoryLabel')}
            </label>
            <select
              id={categoryId}
              value={filter.category}
              onChange={(e) => setFilter((f) => ({ ...f, category: e.target.value as ConceptCategory | 'all' }))}
              className={fieldClass}
            >
              <option value="all">{t('allCategories')}</option>
              {CONCEPT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`category.${c}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={complexityId} className="sr-only">
              {t('complexityLabel')}
            </label>
            <select
              id={complexityId}
              value={filter.complexity}
              onChange={(e) => setFilter((f) => ({ ...f, complexity: e.target.value as Complexity | 'all' }))}
              className={fieldClass}
            >
              <option value="all">{t('allLevels')}</option>
              {COMPLEXITIES.map((c) => (
                <option key={c} value={c}>
                  {t(`complexity.${c}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="mt-3 flex min-h-10 flex-wrap items-center gap-3">
          <p aria-live="polite" className="text-sm font-medium text-slate-700 dark:text-slate-200" data-testid="concepts-count">
            {t('count', { shown: shown.length, total: CONCEPTS.length })}
          </p>
          {active && shown.length > 0 && (
            <Button variant="ghost" size="sm" onClick={() => setFilter(NO_CONCEPT_FILTER)}>
              <X className="h-4 w-4" aria-hidden />
              {t('clearAll')}
            </Button>
          )}
        </div>

        {shown.length === 0 ? (
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
    </>
  );
}
