import type { PageLoaderContext } from '@/lib/page-module';
import { useQuery } from '@tanstack/react-query';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { contentQueries, useContentLanguage, type ContentReview } from '@/lib/api/content-queries';
import type { ServiceStatus } from '../content-types';

/** The kinds of entry with written reviews, as the review URLs and analytics name them. */
export type ReviewKind = 'bot' | 'card' | 'tool';

export const PARTNER_TYPES = { bot: 'trading_bot', card: 'payment_card', tool: 'tool' } as const satisfies Record<ReviewKind, PartnerType>;

/** The listing page of each kind (the review page's breadcrumb parent). */
export const LISTING_PATHS: Record<ReviewKind, string> = { bot: '/trading-bots', card: '/payment-cards', tool: '/tools' };

/** schema.org type of the reviewed item, by kind, when the review does not name another. */
export const ITEM_TYPES: Record<ReviewKind, string> = { bot: 'SoftwareApplication', card: 'PaymentCard', tool: 'SoftwareApplication' };

export type ReviewSubject = {
  kind: ReviewKind;
  id: string;
  name: string;
  url: string;
  status: ServiceStatus;
  /** false: its status allows facts only, so the review offers no sign-up, link or code. */
  promotable: boolean;
  hasReview: boolean;
  rating?: { overall: number; breakdown: Record<string, number> | null };
};

/** The URL where a review is readable as a page. */
export const reviewPath = (kind: ReviewKind, id: string): string => `${LISTING_PATHS[kind]}/${encodeURIComponent(id)}/review`;

/** Filled stars: the floor of the overall rating. */
export const filledStars = (overall: number): number => Math.floor(overall);

/** A Rating Breakdown bar is the score x 20 percent wide. */
export const barPercent = (score: number): number => Math.round(score * 20 * 10) / 10;

export type ReviewState =
  | { state: 'loading' }
  /** No listed entry of this kind has this id (or the id is malformed). */
  | { state: 'missing' }
  | { state: 'ready'; subject: ReviewSubject; review?: ContentReview };

/**
 * The listed entry a review URL or dialog is about and its written review, in the reader's language:
 * loading until both are known, 'missing' for an id we do not list.
 */
export function useReview(kind: ReviewKind, id: string): ReviewState {
  const lang = useContentLanguage();
  const type = PARTNER_TYPES[kind];
  const partner = useQuery({ ...contentQueries.partner(type, id, lang), enabled: id !== '' });
  const hasReview = partner.data?.hasReview === true;
  const review = useQuery({ ...contentQueries.review(type, id, lang), enabled: hasReview });
  // The API answers 404 for an id it does not list and 400 for a malformed one: both are "not found" here.
  if (id === '' || partner.error) return { state: 'missing' };
  const p = partner.data;
  if (!p || (hasReview && !review.data && !review.error)) return { state: 'loading' };
  const subject: ReviewSubject = {
    kind,
    id: p.id,
    name: p.name,
    url: p.officialUrl,
    status: p.status,
    promotable: p.promotable,
    hasReview,
    rating: p.rating,
  };
  return { state: 'ready', subject, review: review.data };
}

/** A review page's loader: the partner, then its written review when it has one. */
export const reviewLoader =
  (kind: ReviewKind) =>
  async ({ queryClient, lang, params }: PageLoaderContext): Promise<void> => {
    const type = PARTNER_TYPES[kind];
    const id = params.id ?? '';
    if (!id) return;
    await queryClient.prefetchQuery(contentQueries.partner(type, id, lang));
    if (queryClient.getQueryData(contentQueries.partner(type, id, lang).queryKey)?.hasReview) {
      await queryClient.prefetchQuery(contentQueries.review(type, id, lang));
    }
  };
