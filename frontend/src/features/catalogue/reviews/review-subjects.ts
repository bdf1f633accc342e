import { useQuery } from '@tanstack/react-query';
import { partnerPath } from '@coinatlas/domain/partners/pages';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { contentQueries, useContentLanguage, type ContentReview } from '@/lib/api/content-queries';
import { shownRating } from '@/lib/content/rating';
import type { ServiceStatus } from '../content-types';

/** The kinds of entry with written reviews, as the review URLs and analytics name them. */
export type ReviewKind = 'bot' | 'card' | 'tool';

export const PARTNER_TYPES = { bot: 'trading_bot', card: 'payment_card', tool: 'tool' } as const satisfies Record<ReviewKind, PartnerType>;

export type ReviewSubject = {
  kind: ReviewKind;
  id: string;
  name: string;
  url: string;
  status: ServiceStatus;
  /** false: its status allows facts only, so the review offers no sign-up, link or code. */
  promotable: boolean;
  hasReview: boolean;
  rating?: { overall: number; breakdown: Readonly<Record<string, number>> | null } | undefined;
};

/** Where a review is readable on a page of its own: the review section of its partner's page. */
export const reviewPath = (kind: ReviewKind, id: string): string => `${partnerPath(PARTNER_TYPES[kind], id)}#review`;

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
  const rating = shownRating(p.rating);
  const subject: ReviewSubject = {
    kind,
    id: p.id,
    name: p.name,
    url: p.officialUrl,
    status: p.status,
    promotable: p.promotable,
    hasReview,
    // only a rating with its breakdown is shown, in the review as anywhere
    ...(rating ? { rating } : {}),
  };
  return { state: 'ready', subject, review: review.data };
}
