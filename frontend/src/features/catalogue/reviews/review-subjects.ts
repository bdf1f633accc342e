import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { PAYMENT_CARDS } from '@/content/payment-cards';
import type { ReviewKind } from '@/content/reviews';
import { TOOLS } from '@/content/tools';
import { TRADING_BOTS, type ServiceStatus } from '@/content/trading-bots';

export const PARTNER_TYPES: Record<ReviewKind, PartnerType> = { bot: 'trading_bot', card: 'payment_card', tool: 'tool' };

/** The listing page of each kind (the review page's breadcrumb parent). */
export const LISTING_PATHS: Record<ReviewKind, string> = { bot: '/trading-bots', card: '/payment-cards', tool: '/tools' };

export type ReviewSubject = { kind: ReviewKind; id: string; name: string; url: string; status: ServiceStatus };

/** The listed entry a review (or a review URL) is about; undefined for an id we do not list. */
export function findSubject(kind: ReviewKind, id: string): ReviewSubject | undefined {
  const list = kind === 'bot' ? TRADING_BOTS : kind === 'card' ? PAYMENT_CARDS : TOOLS;
  const e = list.find((x) => x.id === id);
  return e && { kind, id: e.id, name: e.name, url: e.url, status: e.status };
}

/** The URL where a review is readable as a page. */
export const reviewPath = (kind: ReviewKind, id: string): string => `${LISTING_PATHS[kind]}/${encodeURIComponent(id)}/review`;
