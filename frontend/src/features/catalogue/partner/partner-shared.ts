import type { PartnerType } from '@coinatlas/domain/partners/partner';
import type { ContentPartner } from '@/lib/api/content-queries';

/** The header navigation key of each type's directory (its label). */
export const NAV_KEYS: Record<PartnerType, string> = {
  exchange: 'exchanges',
  trading_bot: 'tradingBots',
  payment_card: 'paymentCards',
  tool: 'tools',
  app: 'apps',
  wallet: 'wallets',
};
export const DIRECTORY: Record<PartnerType, string> = {
  exchange: '/exchanges',
  trading_bot: '/trading-bots',
  payment_card: '/payment-cards',
  tool: '/tools',
  app: '/apps',
  wallet: '/wallets',
};

export type Texts = {
  description?: string;
  features?: string[];
  pros?: string[];
  cons?: string[];
  status?: string;
  securityModel?: string;
  bestFor?: string;
  summary?: string;
  price?: string;
  tag?: string;
};
export const textsOf = (p: ContentPartner): Texts => ('text' in p ? (p.text as Texts) : {});
export const statusOf = (p: ContentPartner): string => ('status' in p && typeof p.status === 'string' ? p.status : 'active');
