import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Breadcrumbs } from '@/components/page/breadcrumbs';
import { Spinner } from '@/components/ui/spinner';
import type { ContentReview } from '@/lib/api/content-queries';
import { JsonLd } from '@/lib/seo/json-ld';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { ComingSoon, ReviewBody } from './review-body';
import { ITEM_TYPES, LISTING_PATHS, reviewPath, useReview, type ReviewKind, type ReviewSubject } from './review-subjects';
import { useAbsoluteUrl } from '@/lib/site-context';

const NAV_KEYS: Record<ReviewKind, string> = { bot: 'tradingBots', card: 'paymentCards', tool: 'tools' };

/** schema.org Review: published only here, where the review is readable at its own URL. */
function reviewJsonLd(
  review: ContentReview,
  subject: ReviewSubject,
  name: string,
  summary: string,
  language: string,
  absolute: (path: string) => string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Review',
    name,
    url: absolute(reviewPath(subject.kind, subject.id)),
    inLanguage: language,
    datePublished: review.lastUpdated,
    dateModified: review.lastUpdated,
    reviewBody: summary,
    author: { '@type': 'Organization', name: 'CoinAtlas', url: absolute('/') },
    publisher: { '@type': 'Organization', name: 'CoinAtlas', url: absolute('/') },
    itemReviewed: { '@type': review.itemType ?? ITEM_TYPES[subject.kind], name: subject.name, url: subject.url },
    reviewRating: { '@type': 'Rating', ratingValue: subject.rating?.overall, bestRating: 5, worstRating: 1 },
  };
}

/** A written review at its own URL (/trading-bots/:id/review, /payment-cards/:id/review, /tools/:id/review). */
export function ReviewPage({ kind }: { kind: ReviewKind }) {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('reviews');
  const { t: tNav } = useTranslation('nav');
  const absolute = useAbsoluteUrl();
  const state = useReview(kind, id);
  const loading = state.state === 'loading';
  const subject = state.state === 'ready' ? state.subject : undefined;
  const review = state.state === 'ready' ? state.review : undefined;
  const available = subject && (review || subject.status === 'active');
  const listing = LISTING_PATHS[kind];
  const listingLabel = tNav(NAV_KEYS[kind]);
  const title = available ? t('dialog.title', { name: subject.name }) : loading ? '' : t('page.notFoundTitle');
  const summary = review ? review.text.summary : '';

  usePageMeta({
    title: loading ? listingLabel : title,
    description: review
      ? summary
      : available
        ? t('page.comingSoonDescription', { name: subject.name })
        : loading
          ? ''
          : t('page.notFoundText'),
  });

  return (
    <>
      <Breadcrumbs
        items={[
          { label: tNav('home'), href: '/' },
          { label: listingLabel, href: listing },
          { label: title, href: available ? reviewPath(kind, id) : listing + '/' + encodeURIComponent(id) + '/review', isCurrentPage: true },
        ]}
      />
      {review && subject && <JsonLd data={reviewJsonLd(review, subject, title, summary, i18n.language, absolute)} />}
      <article className="mx-auto max-w-4xl px-4 pb-16 pt-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title || '\u00a0'}</h1>
        {loading && <Spinner />}
        {!available && !loading && <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t('page.notFoundText')}</p>}
        {available && review && <ReviewBody review={review} subject={subject} headingLevel="h2" defaultExpanded />}
        {available && !review && <ComingSoon subject={subject} headingLevel="h2" />}
        <p className="mt-10">
          <Link
            to={subject ? `${listing}#${encodeURIComponent(subject.id)}` : listing}
            className="inline-flex items-center gap-2 rounded-md font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('page.backTo', { page: listingLabel })}
          </Link>
        </p>
      </article>
    </>
  );
}
