import { PAYMENT_CARD_PARTNERS } from '@coinatlas/domain/partners/payment-cards';
import {
  money,
  num,
  partnerOf,
  pct,
  type FactValues,
  type ListingIcon,
  type ServiceStatus,
  type TagColor,
} from './trading-bots';

/**
 * Facts about the crypto payment cards we compare. Prose (tag, description, features, availability and
 * offer sentences) lives in the `cards` locale namespace under `items.<id>`; the numbers inside offers
 * and editorial facts live here and are formatted for the reader's language.
 */

/** The networks of the Cards tabs. No card on our list runs on American Express (the Amex tab says so). */
export const CARD_NETWORKS = ['visa', 'mastercard', 'amex'] as const;
export type CardNetwork = (typeof CARD_NETWORKS)[number];

/**
 * An editorial fact with the date we last checked it. 'changed' means the provider has since changed it
 * (the sentence says so instead of repeating the old figure as current).
 */
export type CardFact = { key: string; values: FactValues; checked: string; state: 'current' | 'changed' };

export type PaymentCard = {
  id: string;
  name: string;
  network: CardNetwork;
  icon: ListingIcon;
  tagColor: TagColor;
  url: string;
  status: ServiceStatus;
  /** The spec's welcome offer (text `cards:items.<id>.offer` with these values). */
  offer?: FactValues;
  facts: readonly CardFact[];
};

export const CARDS_LAST_UPDATED = '2026-11-22';

const card = (c: Omit<PaymentCard, 'name' | 'url'>): PaymentCard => {
  const p = partnerOf(PAYMENT_CARD_PARTNERS, c.id);
  return { ...c, name: p.name, url: p.officialUrl };
};

const D = CARDS_LAST_UPDATED;

export const PAYMENT_CARDS: readonly PaymentCard[] = [
  card({
    id: 'crypto-com',
    network: 'visa',
    icon: 'credit-card',
    tagColor: 'blue',
    status: 'active',
    offer: { amount: money(25, 'USD') },
    facts: [{ key: 'cryptoComTiers', values: { days: num(180), min: pct(1), max: pct(8) }, checked: D, state: 'changed' }],
  }),
  card({
    id: 'binance-card',
    network: 'visa',
    icon: 'credit-card',
    tagColor: 'amber',
    status: 'limited',
    offer: { percent: pct(10) },
    facts: [{ key: 'binanceCashback', values: { min: pct(0.1), max: pct(8) }, checked: D, state: 'changed' }],
  }),
  card({
    id: 'bybit-card',
    network: 'mastercard',
    icon: 'credit-card',
    tagColor: 'slate',
    status: 'active',
    offer: { amount: money(30050, 'USD') },
    facts: [],
  }),
  card({
    id: 'coinbase-card',
    network: 'visa',
    icon: 'credit-card',
    tagColor: 'blue',
    status: 'active',
    offer: { amount: money(10, 'USD') },
    facts: [{ key: 'coinbaseRewards', values: { max: pct(4), fee: pct(2.49) }, checked: D, state: 'current' }],
  }),
  card({
    id: 'revolut-card',
    network: 'visa',
    icon: 'landmark',
    tagColor: 'purple',
    status: 'active',
    offer: { months: num(3) },
    facts: [
      { key: 'revolutPlans', values: { premium: money(6.99, 'GBP'), metal: money(12.99, 'GBP') }, checked: D, state: 'changed' },
    ],
  }),
  card({
    id: 'nexo-card',
    network: 'mastercard',
    icon: 'credit-card',
    tagColor: 'teal',
    status: 'active',
    offer: { amount: money(25, 'USD'), minimum: money(100, 'USD') },
    facts: [{ key: 'nexoCashback', values: { max: pct(2) }, checked: D, state: 'current' }],
  }),
  card({
    id: 'plutus-card',
    network: 'visa',
    icon: 'credit-card',
    tagColor: 'green',
    status: 'active',
    offer: { amount: money(10, 'EUR') },
    facts: [
      {
        key: 'plutusTiers',
        values: { rate: pct(3), cap: money(250, 'GBP'), tierA: money(4.99, 'GBP'), tierB: money(14.99, 'GBP'), top: pct(8) },
        checked: D,
        state: 'changed',
      },
    ],
  }),
  card({
    id: 'swipe-card',
    network: 'visa',
    icon: 'credit-card',
    tagColor: 'slate',
    status: 'unverified',
    offer: { percent: pct(10) },
    facts: [],
  }),
  card({ id: 'gnosis-pay', network: 'visa', icon: 'wallet', tagColor: 'teal', status: 'active', facts: [] }),
];

