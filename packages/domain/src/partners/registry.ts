import { APP_PARTNERS } from './apps.js';
import { EXCHANGE_PARTNERS } from './exchanges.js';
import type { Partner, PartnerType } from './partner.js';
import { PAYMENT_CARD_PARTNERS } from './payment-cards.js';
import { TOOL_PARTNERS } from './tools.js';
import { TRADING_BOT_PARTNERS } from './trading-bots.js';
import { WALLET_PARTNERS } from './wallets.js';

export const ALL_PARTNERS: readonly Partner[] = [
  ...EXCHANGE_PARTNERS,
  ...TRADING_BOT_PARTNERS,
  ...PAYMENT_CARD_PARTNERS,
  ...TOOL_PARTNERS,
  ...APP_PARTNERS,
  ...WALLET_PARTNERS,
];

const byKey = new Map(ALL_PARTNERS.map((p) => [`${p.type}/${p.id}`, p]));

/** The partner with this type and id, if we list it. */
export const findPartner = (type: PartnerType, id: string): Partner | undefined => byKey.get(`${type}/${id}`);
