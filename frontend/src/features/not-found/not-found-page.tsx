import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Form, Link } from 'react-router-dom';
import { useTranslation } from '@/i18n/react';
import { ROUTE_MANIFEST } from '@coinatlas/domain/routes/manifest';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { usePageMeta } from '@/lib/seo/use-page-meta';

/** The header's navigation entries (from the route manifest) other than the home page: the popular pages. */
const POPULAR = ROUTE_MANIFEST.flatMap((e) => (e.nav && e.path !== '/' ? [{ path: e.path, key: e.nav.key, order: e.nav.order }] : [])).sort(
  (a, b) => a.order - b.order,
);

export default function NotFoundPage() {
  const { t } = useTranslation(['common', 'nav']);
  const [query, setQuery] = useState('');
  usePageMeta({ title: t('notFound.metaTitle'), description: t('notFound.metaDescription') });
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">{t('notFound.heading')}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t('notFound.text')}</p>
      {/* A plain GET form: it works before the page is hydrated, and the router takes it over after. */}
      <Form method="get" action="/search" role="search" aria-label={t('notFound.searchLabel')} className="mt-8 flex w-full max-w-lg gap-2">
        <SearchField
          name="q"
          label={t('notFound.searchLabel')}
          placeholder={t('notFound.searchPlaceholder')}
          value={query}
          onValueChange={setQuery}
          maxLength={100}
          className="flex-1 text-left"
        />
        <Button type="submit">{t('notFound.searchButton')}</Button>
      </Form>
      <nav aria-labelledby="popular-heading" className="mt-10 w-full">
        <h2 id="popular-heading" className="text-lg font-semibold">
          {t('notFound.popular')}
        </h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {POPULAR.map((p) => (
            <li key={p.path}>
              <Link
                to={p.path}
                className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:border-blue-600 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:text-slate-200 dark:hover:border-blue-400 dark:hover:text-blue-300"
              >
                {t(`nav:${p.key}`)}
                <ArrowRight className="h-3.5 w-3.5" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Button asChild size="lg" className="mt-10">
        <Link to="/">{t('notFound.cta')}</Link>
      </Button>
    </section>
  );
}
