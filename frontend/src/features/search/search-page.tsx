import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { PageHeader } from '@/components/page/page-header';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { CategoryIcon } from './category-icon';
import { searchItems, type ResolvedItem } from './search-index';
import { useRemoteSearchItems } from './api/use-remote-search-items';
import { useSearchItems } from './use-search-items';

/** /search?q= — every result, grouped by category (the site's SearchAction target). */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const items = useSearchItems(useRemoteSearchItems());
  const results = useMemo(() => searchItems(items, q), [items, q]);
  const groups = useMemo(() => {
    const map = new Map<string, ResolvedItem[]>();
    for (const r of results) map.set(r.categoryText, [...(map.get(r.categoryText) ?? []), r]);
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
            {t('page.count', { count: results.length, query: q })}
          </p>
        )}
        {q && results.length === 0 && (
          <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
            <p className="font-medium">{t('noResults')}</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('noResultsHint')}</p>
          </div>
        )}
        <div className="space-y-10">
          {groups.map(([category, list]) => (
            <section key={category} aria-labelledby={`group-${category}`}>
              <h2 id={`group-${category}`} className="mb-3 text-xl font-semibold">
                {category} <span className="text-base font-normal text-slate-600 dark:text-slate-300">({list.length})</span>
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((r) => (
                  <li key={r.id}>
                    <Link
                      to={r.url}
                      className="flex h-full items-start gap-3 rounded-lg border border-slate-200 p-4 hover:border-blue-400 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:hover:bg-slate-900"
                    >
                      <CategoryIcon category={r.category} />
                      <span>
                        <span className="block font-medium">{r.title}</span>
                        <span className="block text-sm text-slate-600 dark:text-slate-300">{r.descriptionText}</span>
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
