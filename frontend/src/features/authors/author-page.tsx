import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link, useParams } from 'react-router-dom';
import { LINK_LABELS, type AuthorLink } from '@coinatlas/domain/authors/profile';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api/client';
import { JsonLd } from '@/lib/seo/json-ld';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useAbsoluteUrl, useSite } from '@/lib/site-context';
import type { PageLoaderContext } from '@/lib/page-module';
import { authorQueries, type PublicAuthor } from './api/author-queries';

/** The directory each kind of partner is listed in. */
const LISTINGS: Record<PartnerType, string> = {
  exchange: '/exchanges',
  wallet: '/wallets',
  trading_bot: '/trading-bots',
  payment_card: '/payment-cards',
  tool: '/tools',
  app: '/apps',
};

/** Where a review is read: its section of the partner's own page (`/tools/{id}#review`). */
export function reviewHref(type: PartnerType, id: string): string {
  return `${LISTINGS[type]}/${encodeURIComponent(id)}#review`;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** How a link reads on the page: the service, and for a website its host. */
function linkText(link: AuthorLink, website: string): string {
  if (link.kind !== 'website') return LINK_LABELS[link.kind];
  try {
    return `${website}: ${new URL(link.url).hostname.replace(/^www\./, '')}`;
  } catch {
    return website;
  }
}

function AuthorNotFound() {
  const { t } = useTranslation('common');
  usePageMeta({ title: t('notFound.metaTitle'), description: t('notFound.metaDescription') });
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">{t('notFound.heading')}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t('notFound.text')}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">{t('notFound.cta')}</Link>
      </Button>
    </section>
  );
}

/** schema.org ProfilePage about the Person: only what the page shows (name, bio, links). */
function profileJsonLd(a: PublicAuthor, lang: string, url: string, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    inLanguage: lang,
    dateModified: a.updatedAt,
    mainEntity: {
      '@type': 'Person',
      name: a.name,
      url,
      description: a.bio,
      ...(a.links.length ? { sameAs: a.links.map((l) => l.url) } : {}),
      worksFor: { '@type': 'Organization', name: 'CoinAtlas', url: `${siteUrl}/` },
    },
  };
}

/** The author (or its 404), loaded before the page renders. */
export const loader = ({ queryClient, params, lang }: PageLoaderContext) =>
  queryClient.prefetchQuery(authorQueries.detail(params.id ?? '', lang));

/** /authors/{slug}: who an author is, where else they are, and what they wrote for us. */
export default function AuthorPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('authors');
  const absolute = useAbsoluteUrl();
  const { lang, siteUrl } = useSite();
  const { data, isPending, error, refetch } = useQuery(authorQueries.detail(id, lang));
  usePageMeta({
    title: data ? t('metaTitle', { name: data.name }) : t('heading'),
    description: data?.bio ?? '',
  });

  if (isPending) return <Spinner />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <AuthorNotFound />;
  if (error || !data)
    return (
      <div role="alert" className="mx-auto max-w-3xl px-4 py-16">
        <p>{t('error')}</p>
        <Button variant="outline" className="mt-3" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </div>
    );

  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long', timeZone: 'UTC' });
  const url = absolute(`/authors/${data.slug}`);
  return (
    <>
      <JsonLd data={profileJsonLd(data, lang, url, siteUrl)} />
      <Breadcrumbs
        items={[
          { label: t('home'), href: '/' },
          { label: data.name, href: `/authors/${data.slug}`, isCurrentPage: true },
        ]}
      />
      <article className="mx-auto max-w-3xl px-4 pb-16 pt-8">
        <header className="flex items-start gap-4 sm:gap-6">
          <div
            aria-hidden
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-blue-100 text-xl font-semibold text-blue-900 sm:h-20 sm:w-20 sm:text-2xl dark:bg-blue-950 dark:text-blue-100"
          >
            {initials(data.name)}
          </div>
          <div className="min-w-0">
            <p className="text-sm font-medium uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('kicker')}</p>
            <h1 className="mt-1 break-words text-3xl font-bold leading-tight tracking-tight sm:text-4xl">{data.name}</h1>
          </div>
        </header>

        <section aria-labelledby="author-bio" className="mt-8">
          <h2 id="author-bio" className="sr-only">
            {t('bioHeading')}
          </h2>
          {/* a bio not translated into the page's language is shown in English, and marked so */}
          <p
            lang={data.bioLang === lang ? undefined : data.bioLang}
            className="whitespace-pre-line text-lg leading-relaxed text-slate-800 dark:text-slate-200"
          >
            {data.bio}
          </p>
          {data.bioLang !== lang && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('bioInEnglish')}</p>}
        </section>

        {data.links.length > 0 && (
          <section aria-labelledby="author-links" className="mt-8">
            <h2 id="author-links" className="text-lg font-semibold">
              {t('links')}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {data.links.map((l) => (
                <li key={l.url}>
                  <a
                    href={l.url}
                    rel="me noopener"
                    target="_blank"
                    data-plain-link=""
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:border-blue-700 hover:text-blue-800 dark:border-slate-600 dark:text-slate-100 dark:hover:border-blue-300 dark:hover:text-blue-200"
                  >
                    {linkText(l, t('website'))}
                    <ExternalLink className="h-4 w-4" aria-hidden />
                    <span className="sr-only">{t('newTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="author-posts" className="mt-10">
          <h2 id="author-posts" className="text-2xl font-bold tracking-tight">
            {t('posts')}
          </h2>
          {data.posts.length === 0 ? (
            <p className="mt-3 text-slate-600 dark:text-slate-300">{t('postsEmpty')}</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-700">
              {data.posts.map((p) => (
                <li key={p.slug} className="py-4">
                  <Link
                    to={`/blog/${p.slug}`}
                    className="text-lg font-semibold text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
                  >
                    {p.title}
                  </Link>
                  <p className="mt-1 text-slate-700 dark:text-slate-300">{p.summary}</p>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                    <time dateTime={p.publishedAt}>{dateFormat.format(new Date(p.publishedAt))}</time>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>

        {data.reviews.length > 0 && (
          <section aria-labelledby="author-reviews" className="mt-10">
            <h2 id="author-reviews" className="text-2xl font-bold tracking-tight">
              {t('reviews')}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {data.reviews.map((r) => (
                <li key={`${r.type}/${r.id}`}>
                  <Link
                    to={reviewHref(r.type, r.id)}
                    className="flex min-h-11 items-center rounded-lg border border-slate-200 px-4 py-3 font-medium text-blue-800 hover:border-blue-700 hover:underline dark:border-slate-700 dark:text-blue-300 dark:hover:border-blue-300"
                  >
                    {t('reviewOf', { name: r.name })}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
    </>
  );
}
