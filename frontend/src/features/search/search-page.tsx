import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { PageHeader } from '@/components/page/page-header';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { contentLanguage } from '@/lib/api/content-queries';
import type { PageLoaderContext } from '@/lib/page-module';
import { CategoryIcon } from './category-icon';
import { isSearchable, PAGE_LIMIT, searchQueries } from './api/search-queries';
import type { DisplayResult } from './search-index';
import { Snippet } from './snippet';
import { useSiteSearch } from './use-site-search';

/** The server's results for `?q=` are part of the rendered page. */
export const loader = async ({ queryClient, lang, url }: PageLoaderContext) => {
  const q = url.searchParams.get('q') ?? '';
  if (isSearchable(q)) await queryClient.prefetchQuery(searchQueries.results(q, contentLanguage(lang), PAGE_LIMIT));
};

/** /search?q= — every result, grouped by category (the site's SearchAction target). */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const { results, total, correctedQuery, pending } = useSiteSearch(q, PAGE_LIMIT);
  const groups = useMemo(() => {
    const map = new Map<string, DisplayResult[]>();
    for (const r of results) map.set(r.category, [...(map.get(r.category) ?? []), r]);
    return [...map.entries()];
  }, [results]);
  usePageMeta({
    title: q ? t('page.titleWithQuery', { query: q }) : t('page.title'),
    description: t('page.description'),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = draft.trim();
    setParams(next ? { q: next } : {});
  };

  return (
    <>
      <PageHeader title={t('page.heading')}>
        <form role="search" onSubmit={submit} className="mt-6 flex max-w-2xl gap-2">
          <SearchField
            id="search-page-input"
            className="flex-1"
            size="lg"
            label={t('inputLabel')}
            value={draft}
            onValueChange={setDraft}
            placeholder={t('placeholder')}
            maxLength={100}
          />
          <Button type="submit" size="lg">
            {t('page.submit')}
          </Button>
        </form>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-16">
        {q && (
          <p className="mb-6 text-slate-700 dark:text-slate-200" aria-live="polite">
            {t('page.count', { count: total, query: q })}
            {correctedQuery && <> {t('corrected', { query: correctedQuery })}</>}
          </p>
        )}
        {q && results.length === 0 && !pending && (
          <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
            <p className="font-medium">{t('noResults')}</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('noResultsHint')}</p>
          </div>
        )}
        <div className="space-y-10">
          {groups.map(([category, list]) => (
            <section key={category} aria-labelledby={`group-${category}`}>
              <h2 id={`group-${category}`} className="mb-3 text-xl font-semibold">
                {t(`categories.${category}`)}{' '}
                <span className="text-base font-normal text-slate-600 dark:text-slate-300">({list.length})</span>
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((r) => (
                  <li key={r.key}>
                    <Link
                      to={r.url}
                      className="flex h-full items-start gap-3 rounded-lg border border-slate-200 p-4 hover:border-blue-400 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:hover:bg-slate-900"
                    >
                      <CategoryIcon category={r.category} />
                      <span>
                        <span className="block font-medium">{r.title}</span>
                        <span className="block text-sm text-slate-600 dark:text-slate-300">{r.description}</span>
                        {r.snippet?.some((p) => p.highlight) && (
                          <span className="mt-1 block text-sm text-slate-700 dark:text-slate-200">
                            <Snippet parts={r.snippet} fallback="" />
                          </span>
                        )}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
