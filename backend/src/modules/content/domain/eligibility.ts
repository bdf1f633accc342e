import { isPromotable, type PartnerStatus } from '@coinatlas/domain/partners/partner';
import type { PartnerFile } from './schema.js';

/** A record's status; the kinds of record that carry none (exchanges, apps, wallets) count as active. */
export const statusOf = (p: PartnerFile): PartnerStatus => ('status' in p ? p.status : 'active');

/** Whether the site may promote this partner (offers, calls to action, /go/ links, referrals, recommendations). */
export const promotable = (p: PartnerFile): boolean => isPromotable(statusOf(p));

/**
 * The one place where a partner's status decides what visitors are offered: a partner that may not be
 * promoted keeps its facts, rating, texts and status note, and loses its offers and its home-page
 * trending card (and is never a recommendation candidate, see candidates.ts). Every visitor-facing answer and every list other modules read
 * is built from records passed through here.
 */
export function forVisitors(p: PartnerFile): PartnerFile {
  if (promotable(p)) return p;
  const { offers: _offers, ...rest } = p;
  if (rest.type === 'tool') {
    const { trending: _trending, ...tool } = rest;
    return tool as PartnerFile;
  }
  return rest as PartnerFile;
}
