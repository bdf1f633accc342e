import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Clock } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link, useParams } from 'react-router-dom';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api/client';
import { postOgImagePath } from '@coinatlas/domain/routes/og';
import { JsonLd } from '@/lib/seo/json-ld';
import { fitTitle } from '@/lib/seo/head';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { blogQueries } from './api/blog-queries';
import { richText } from '@/lib/i18n/rich-text';
import { ReadEndMarker } from './read-end-marker';
import { useAbsoluteUrl, useSite } from '@/lib/site-context';
import type { PageLoaderContext } from '@/lib/page-module';

function PostNotFound() {
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

/** The post (or its 404), loaded before the page renders. */
export const loader = ({ queryClient, params, lang }: PageLoaderContext) =>
  queryClient.prefetchQuery(blogQueries.detail(params.id ?? '', lang));

export default function BlogPostPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('blog');
  const absolute = useAbsoluteUrl();
  const { lang, siteUrl } = useSite();
  const { data, isPending, error, refetch } = useQuery(blogQueries.detail(id, lang));
  // A person only where an editor picked their author profile; otherwise the editorial team, i.e. the organization.
  const author = data?.author;
  const authorUrl = author ? absolute(`/authors/${author.slug}`) : `${siteUrl}/`;
  usePageMeta({
    // the headline's main clause where the whole is longer than a search result shows
    title: data ? fitTitle(data.title) : t('list.heading'),
    description: data?.summary ?? t('list.metaDescription'),
    // hreflang names only the languages the post has; its share image carries its own title
    ...(data
      ? {
          languages: data.languages,
          image: postOgImagePath(lang, data.slug),
          article: { publishedTime: data.publishedAt, modifiedTime: data.updatedAt, author: authorUrl },
        }
      : {}),
  });

  if (isPending) return <Spinner />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <PostNotFound />;
  if (error || !data)
    return (
      <div role="alert" className="mx-auto max-w-3xl px-4 py-16">
        <p>{t('post.error')}</p>
        <Button variant="outline" className="mt-3" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </div>
    );

  const longDate = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long', timeZone: 'UTC' });
  const date = longDate.format(new Date(data.publishedAt));
  // when the page last changed (the sitemap's lastmod and the structured data's dateModified), said when it is another day
  const updated = longDate.format(new Date(data.updatedAt));
  return (
    <article className="pb-16">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: data.title,
          description: data.summary,
          datePublished: data.publishedAt,
          dateModified: data.updatedAt,
          // The post's generated share image (the one the head names, with its title), after its cover where it has one.
          image: [
            ...(data.cover ? [new URL(data.cover.variants.at(-1)!.url, `${siteUrl}/`).href] : []),
            `${siteUrl}${postOgImagePath(lang, data.slug)}`,
          ],
          keywords: data.tags.join(', '),
          author: author
            ? { '@type': 'Person', name: author.name, url: authorUrl }
            : { '@type': 'Organization', name: 'CoinAtlas', url: authorUrl },
          publisher: {
            '@type': 'Organization',
            name: 'CoinAtlas',
            url: `${siteUrl}/`,
            logo: { '@type': 'ImageObject', url: `${siteUrl}/logo-512.png`, width: 512, height: 512 },
          },
          inLanguage: data.lang,
          mainEntityOfPage: absolute(`/blog/${data.slug}`),
        }}
      />
      <Breadcrumbs
        items={[
          { label: t('home'), href: '/' },
          { label: t('list.heading'), href: '/blog' },
          { label: data.title, href: `/blog/${data.slug}`, isCurrentPage: true },
        ]}
      />
      <header className="mx-auto max-w-3xl px-4 pb-6 pt-8">
        <h1 className="text-3xl font-bold leading-tight tracking-tight sm:text-4xl">{data.title}</h1>
        <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
          <span>
            {author
              ? // the name goes in as an element, so nothing in it is read as markup
                richText(t('post.by', { name: '<author/>' }), {
                  author: (
                    <Link
                      to={`/authors/${author.slug}`}
                      rel="author"
                      className="font-medium text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
                    >
                      {author.name}
                    </Link>
                  ),
                })
              : t('post.byTeam')}
          </span>
          <time dateTime={data.publishedAt}>{date}</time>
          {updated !== date && (
            <span data-testid="last-updated">
              {richText(t('post.updated', { date: '<date/>' }), { date: <time dateTime={data.updatedAt}>{updated}</time> })}
            </span>
          )}
          <span className="flex items-center gap-1">
            <Clock className="h-4 w-4" aria-hidden />
            {t('readingTime', { count: data.readingMinutes })}
          </span>
        </p>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-200">{data.summary}</p>
      </header>
      {data.cover && (
        <figure className="mx-auto mb-8 max-w-3xl px-4">
          {/* width and height reserve the space before the image arrives (no layout shift) */}
          <img
            src={data.cover.variants[Math.min(1, data.cover.variants.length - 1)]!.url}
            srcSet={data.cover.variants.map((v) => `${v.url} ${v.width}w`).join(', ')}
            sizes="(min-width: 768px) 736px, 100vw"
            width={data.cover.width}
            height={data.cover.height}
            alt={data.coverAlt}
            className="h-auto w-full rounded-xl"
            fetchPriority="high"
          />
        </figure>
      )}
      {/* The server renders the Markdown and escapes any raw HTML in it. */}
      <div className="prose-content mx-auto max-w-3xl px-4" dangerouslySetInnerHTML={{ __html: data.html }} />
      <ReadEndMarker key={data.slug} />
      <footer className="mx-auto mt-10 max-w-3xl px-4">
        <Link to="/blog" className="inline-flex items-center gap-2 font-medium text-blue-800 hover:underline dark:text-blue-300">
          <ArrowLeft className="h-4 w-4" aria-hidden /> {t('post.back')}
        </Link>
      </footer>
    </article>
  );
}
