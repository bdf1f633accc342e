import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link, useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { itemListJsonLd } from '@/lib/seo/item-list';
import { JsonLd } from '@/lib/seo/json-ld';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { blogQueries } from './api/blog-queries';
import { useAbsoluteUrl, useSite } from '@/lib/site-context';
import type { PageLoaderContext } from '@/lib/page-module';
import { NamedList } from '@/components/ui/named-list';

/** The page of posts the URL asks for, loaded before the page renders. */
export const loader = ({ queryClient, url, lang }: PageLoaderContext) =>
  queryClient.prefetchQuery(blogQueries.list(Math.max(1, Number(url.searchParams.get('page')) || 1), lang));

export default function BlogListPage() {
  const { t, i18n } = useTranslation('blog');
  const absolute = useAbsoluteUrl();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { lang } = useSite();
  const { data, isPending, isError, refetch } = useQuery(blogQueries.list(page, lang));
  usePageMeta({ title: t('list.metaTitle'), description: t('list.metaDescription') });
  // The posts as a summary page lists them (name and URL): each post's own page carries its full BlogPosting
  // (image, dates, author, publisher), which a list entry would have to repeat.
  const postList =
    data &&
    itemListJsonLd(
      t('list.heading'),
      data.items.map((p) => ({ name: p.title, url: absolute(`/blog/${p.slug}`), listed: true })),
    );
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('home'), href: '/' },
          { label: t('list.heading'), href: '/blog', isCurrentPage: true },
        ]}
      />
      <PageHeader title={t('list.heading')} intro={t('list.intro')} />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        {isPending && <Spinner />}
        {isError && (
          <div
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 p-6 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            <p>{t('list.error')}</p>
            <Button variant="outline" className="mt-3" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          </div>
        )}
        {data && data.items.length === 0 && <p className="text-slate-700 dark:text-slate-200">{t('list.empty')}</p>}
        {data && data.items.length > 0 && (
          <>
            {postList && <JsonLd data={postList} />}
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.items.map((p) => (
                <li key={p.slug}>
                  <article className="flex h-full flex-col rounded-xl border border-slate-200 p-6 transition-shadow hover:shadow-md dark:border-slate-700">
                    <NamedList name={t('tags')} className="flex flex-wrap gap-2">
                      {p.tags.map((tag) => (
                        <li
                          key={tag}
                          className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-800 dark:bg-blue-950 dark:text-blue-200"
                        >
                          {tag}
                        </li>
                      ))}
                    </NamedList>
                    <h2 className="mt-3 text-lg font-semibold leading-snug">
                      <Link to={`/blog/${p.slug}`} className="hover:underline focus-visible:outline-2 focus-visible:outline-blue-600">
                        {p.title}
                      </Link>
                    </h2>
                    <p className="mt-2 flex-1 text-sm text-slate-700 dark:text-slate-300">{p.summary}</p>
                    <p className="mt-4 flex items-center gap-3 text-xs text-slate-600 dark:text-slate-300">
                      <time dateTime={p.publishedAt}>{date(p.publishedAt)}</time>
                      <span className="flex items-center gap-1">
                        <Clock className="h-3.5 w-3.5" aria-hidden />
                        {t('readingTime', { count: p.readingMinutes })}
                      </span>
                    </p>
                  </article>
                </li>
              ))}
            </ul>
            {data.totalPages > 1 && (
              <nav aria-label={t('list.pagination')} className="mt-10 flex items-center justify-center gap-3">
                <Button variant="outline" disabled={page <= 1} onClick={() => setParams({ page: String(page - 1) })}>
                  {t('list.previous')}
                </Button>
                <span className="text-sm">{t('list.pageOf', { page, total: data.totalPages })}</span>
                <Button variant="outline" disabled={page >= data.totalPages} onClick={() => setParams({ page: String(page + 1) })}>
                  {t('list.next')}
                </Button>
              </nav>
            )}
          </>
        )}
        <p className="mt-12 text-sm text-slate-600 dark:text-slate-300">{t('disclaimer')}</p>
      </div>
    </>
  );
}
