import { useQuery } from '@tanstack/react-query';
import { Gift, Mail } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link, useLocation } from 'react-router-dom';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { ListingSkeleton } from '@/components/page/listing-skeleton';
import { contentQueries, latestUpdated, useContentLanguage } from '@/lib/api/content-queries';
import { JsonLd } from '@/lib/seo/json-ld';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { AnalysisToolCard } from './guide/analysis-tool-card';
import { formatLongDate } from './listing-format';
import { useAbsoluteUrl, useSite } from '@/lib/site-context';
import { ogImagePath } from '@coinatlas/domain/routes/og';
import type { PageLoaderContext } from '@/lib/page-module';
import { newsletterSourceState } from '@/lib/newsletter-source';
import { NamedList } from '@/components/ui/named-list';

/**
 * The day the guide was first published: the day its text first went into the site (its first commit,
 * 2026-11-22); its entries' edits since are its dateModified.
 */
const GUIDE_PUBLISHED = '2026-11-22';

/** /guide, /downloads/crypto-analysis-tools-guide and /crypto-analysis-tools: the Top 10 analysis tools guide. */
/** The guide's entries, loaded before the page renders. */
export const loader = ({ queryClient, lang }: PageLoaderContext) => queryClient.prefetchQuery(contentQueries.guide(lang));

export default function AnalysisGuidePage() {
  const { t, i18n } = useTranslation('guide');
  const { t: tNav } = useTranslation('nav');
  const { t: tCommon } = useTranslation('common');
  const { pathname } = useLocation();
  const { data } = useQuery(contentQueries.guide(useContentLanguage()));
  const tools = data?.entries;
  const updated = latestUpdated(tools);
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const absolute = useAbsoluteUrl();
  const { lang, siteUrl } = useSite();

  return (
    <>
      <Breadcrumbs
        items={[
          { label: tNav('home'), href: '/' },
          { label: t('title'), href: pathname, isCurrentPage: true },
        ]}
      />
      {tools && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: t('title'),
            description: t('meta.description'),
            // its share image, the one the head names
            image: `${siteUrl}${ogImagePath(lang, 'concepts')}`,
            datePublished: GUIDE_PUBLISHED,
            dateModified: updated,
            inLanguage: i18n.language,
            author: { '@type': 'Organization', name: 'CoinAtlas', url: `${siteUrl}/` },
            publisher: {
              '@type': 'Organization',
              name: 'CoinAtlas',
              url: `${siteUrl}/`,
              logo: { '@type': 'ImageObject', url: `${siteUrl}/logo-512.png`, width: 512, height: 512 },
            },
            mainEntityOfPage: absolute('/guide'),
          }}
        />
      )}
      <div className="mx-auto max-w-7xl px-4 pb-6 pt-10">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-600 dark:text-slate-300">{t('intro')}</p>
        <p data-testid="last-updated" className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          {updated ? t('lastUpdated', { date: formatLongDate(updated, i18n.language) }) : '\u00a0'}
        </p>
        <p
          data-testid="free-bonus"
          className="mt-6 flex max-w-3xl items-start gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-100"
        >
          <Gift className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <span>
            <strong className="font-semibold">{t('bonus.title')}</strong> {t('bonus.text')}
          </span>
        </p>
      </div>

      {tools ? (
        <NamedList as="ol" name={t('listLabel')} className="mx-auto grid max-w-7xl gap-6 px-4 pb-12 md:grid-cols-2">
          {tools.map((tool, i) => (
            <AnalysisToolCard key={tool.id} tool={tool} rank={i + 1} />
          ))}
        </NamedList>
      ) : (
        <div className="mx-auto max-w-7xl px-4 pb-12">
          <ListingSkeleton label={tCommon('loading')} count={4} />
        </div>
      )}

      <section
        aria-labelledby="guide-newsletter"
        className="border-t border-slate-200 bg-slate-50 py-12 dark:border-slate-800 dark:bg-slate-900/40"
      >
        <div className="mx-auto max-w-3xl px-4 text-center">
          <h2 id="guide-newsletter" className="text-2xl font-bold tracking-tight">
            {t('newsletter.title')}
          </h2>
          <p className="mt-3 text-slate-700 dark:text-slate-300">{t('newsletter.text')}</p>
          <Link
            to="/#newsletter"
            state={newsletterSourceState()}
            className="mt-6 inline-flex h-12 items-center justify-center gap-2 rounded-md bg-blue-700 px-6 text-base font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
          >
            <Mail className="h-5 w-5" aria-hidden />
            {t('newsletter.button')}
          </Link>
          <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">{t('disclaimer')}</p>
        </div>
      </section>
    </>
  );
}
