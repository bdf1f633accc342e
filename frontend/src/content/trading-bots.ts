import type { Partner } from '@coinatlas/domain/partners/partner';
import { TRADING_BOT_PARTNERS } from '@coinatlas/domain/partners/trading-bots';

/**
 * Facts about the trading bots we compare. Prose (tag, description, features, offer and status notes)
 * lives in the `bots` locale namespace under `items.<id>`; names and official URLs come from the
 * partner registry so they are written once.
 */

// TagColor, ListingIcon, ServiceStatus and FactValue are shared by the catalogue content modules
// (bots, cards, tools).

/** Badge colours of the catalogue; the UI maps each to an AA-contrast class pair for light and dark. */
export const TAG_COLORS = ['blue', 'green', 'purple', 'amber', 'red', 'teal', 'slate'] as const;
export type TagColor = (typeof TAG_COLORS)[number];

/** Icons of the catalogue cards (lucide icons, mapped in the UI). */
export const LISTING_ICONS = [
  'bot',
  'workflow',
  'scale',
  'blocks',
  'layers',
  'grid',
  'gauge',
  'send',
  'credit-card',
  'wallet',
  'landmark',
  'chart-candlestick',
  'bar-chart',
  'activity',
  'shield',
  'key',
  'search',
  'book-open',
  'receipt',
  'pie-chart',
  'coins',
  'table',
  'database',
  'flame',
  'line-chart',
] as const;
export type ListingIcon = (typeof LISTING_ICONS)[number];

export const BOT_CATEGORIES = ['full-suite', 'custom-bots', 'exchange-integrated', 'signal-based'] as const;
export type BotCategory = (typeof BOT_CATEGORIES)[number];

/**
 * active: offered to individuals as described.
 * limited: still offered, but only in a few countries (the card says where to check).
 * unverified: we could not confirm it is still offered to new customers (the card says so).
 * pivoted: the company exists but no longer offers the retail product (the card says so).
 * discontinued: the service has closed; listed only so visitors searching for it learn that.
 * Every status but 'active' has a note in the locale (`items.<id>.status`).
 */
export const SERVICE_STATUSES = ['active', 'limited', 'unverified', 'pivoted', 'discontinued'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** A number inside a sentence (an offer or an editorial fact), formatted for the reader's language. */
export type FactValue =
  | { kind: 'percent'; value: number }
  | { kind: 'money'; value: number; currency: 'USD' | 'EUR' | 'GBP' }
  | { kind: 'number'; value: number };

/** Interpolation values of an offer or fact sentence. */
export type FactValues = Readonly<Record<string, FactValue>>;

export const pct = (value: number): FactValue => ({ kind: 'percent', value });
export const money = (value: number, currency: 'USD' | 'EUR' | 'GBP'): FactValue => ({ kind: 'money', value, currency });
export const num = (value: number): FactValue => ({ kind: 'number', value });

export type TradingBot = {
  id: string;
  name: string;
  category: BotCategory;
  icon: ListingIcon;
  tagColor: TagColor;
  /** Official https address (from the partner registry); 'Visit Website' goes through /go/trading_bot/{id}. */
  url: string;
  status: ServiceStatus;
  /**
   * A referral offer we are confident belongs to this bot (its text is `bots:items.<id>.offer` with these
   * values); absent when the spec's offer list does not say which bot an offer is for.
   */
  offer?: FactValues;
};

/** The date the bot facts and prose were last checked. */
export const BOTS_LAST_UPDATED = '2026-11-22';

/** The registry entry of a listed id; a listing without a partner entry is a programming error. */
export function partnerOf(list: readonly Partner[], id: string): Partner {
  const p = list.find((x) => x.id === id);
  if (!p) throw new Error(`${id} is missing from the partner registry`);
  return p;
}

const bot = (b: Omit<TradingBot, 'name' | 'url'>): TradingBot => {
  const p = partnerOf(TRADING_BOT_PARTNERS, b.id);
  return { ...b, name: p.name, url: p.officialUrl };
};

export const TRADING_BOTS: readonly TradingBot[] = [
  bot({ id: '3commas', category: 'full-suite', icon: 'layers', tagColor: 'blue', status: 'active', offer: { percent: pct(10) } }),
  bot({ id: 'cryptohopper', category: 'full-suite', icon: 'bot', tagColor: 'green', status: 'active', offer: { percent: pct(10) } }),
  bot({ id: 'shrimpy', category: 'custom-bots', icon: 'scale', tagColor: 'slate', status: 'pivoted' }),
  bot({ id: 'coinrule', category: 'custom-bots', icon: 'workflow', tagColor: 'purple', status: 'active' }),
  bot({ id: 'pionex', category: 'exchange-integrated', icon: 'grid', tagColor: 'amber', status: 'active' }),
  bot({ id: 'bitsgap', category: 'full-suite', icon: 'gauge', tagColor: 'teal', status: 'active', offer: { days: num(7) } }),
  bot({ id: 'quadency', category: 'full-suite', icon: 'blocks', tagColor: 'slate', status: 'discontinued' }),
  bot({ id: 'cornix', category: 'signal-based', icon: 'send', tagColor: 'blue', status: 'active' }),
];
