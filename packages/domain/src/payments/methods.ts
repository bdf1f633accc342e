/**
 * How money gets in and out of an exchange, and the licences it holds: the fixed vocabularies of the partner
 * records' `paymentMethods` and `licences` lists, and the two questions every reader asks of them (which
 * methods matter for a currency, and does a licence cover a country). Server (schema, validation, coverage
 * report) and client (filters, partner pages) share them, so a method or licence type means the same
 * everywhere.
 */

import type { Provenance } from '../provenance/provenance.js';

/** The ways to move fiat in or out that the records name (a card includes debit and credit cards). */
export const PAYMENT_METHODS = [
  'sepa',
  'sepa-instant',
  'pix',
  'ted',
  'ach',
  'wire',
  'faster-payments',
  'card',
  'apple-pay',
  'google-pay',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How long a deposit or withdrawal takes, as the exchange's own page states it. */
export const METHOD_TIMES = ['instant', 'minutes', 'hours', 'same-day', '1-3-days', '3-5-days'] as const;
export type MethodTime = (typeof METHOD_TIMES)[number];

/**
 * The kinds of licence or registration a record names. A registration (VASP, MSB) is a listing with a
 * supervisor, not an authorisation to the standard of a licence; readers keep the difference visible.
 */
export const LICENCE_TYPES = [
  'mica-casp',
  'crypto-custody',
  'vasp-registration',
  'msb-registration',
  'money-transmitter',
  'bitlicense',
  'emi',
  'payment-institution',
  'investment-firm',
  'bank',
  'other',
] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];

/** Where the entry stands in the register: only `authorised` and `registered` let the holder serve customers. */
export const LICENCE_STATUSES = ['authorised', 'registered', 'applied', 'withdrawn'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];
/** The statuses under which a licence lets its holder serve customers in the countries it covers. */
export const ACTIVE_LICENCE_STATUSES: readonly LicenceStatus[] = ['authorised', 'registered'];

/**
 * The European Economic Area: the 27 EU states plus Iceland, Liechtenstein and Norway. A licence whose
 * `covers` holds "EEA" passports to all of them.
 */
export const EEA_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
] as const;

const EEA = new Set<string>(EEA_COUNTRIES);
export const isEeaCountry = (country: string): boolean => EEA.has(country.toUpperCase());

/**
 * The methods that move a currency in the country that uses it, most typical first: what a reader in that
 * currency looks for. A currency without its own rails falls back to an international wire and a card.
 */
const BY_FIAT: Readonly<Record<string, readonly PaymentMethod[]>> = {
  EUR: ['sepa', 'sepa-instant', 'card'],
  BRL: ['pix', 'ted', 'card'],
  USD: ['ach', 'wire', 'card'],
  GBP: ['faster-payments', 'card'],
};
const FALLBACK: readonly PaymentMethod[] = ['wire', 'card'];

export const methodsForFiat = (fiat: string): readonly PaymentMethod[] => BY_FIAT[fiat.toUpperCase()] ?? FALLBACK;

/** What moving money one way by a method costs and takes, as far as known (a field left out is unknown). */
export type MethodTerms = Readonly<{ feePercent?: number; feeFixed?: number; minimum?: number; time?: MethodTime }>;

/** A record's entry: the exchange offers `method` for `fiat`; `deposit`/`withdrawal` absent: unknown that way. */
export type PaymentMethodFact = Readonly<{
  method: PaymentMethod;
  fiat: string;
  deposit?: MethodTerms;
  withdrawal?: MethodTerms;
  provenance: Provenance;
}>;

/** A record's licence or registration, as its regulator's register (or the exchange's legal page) states it. */
export type LicenceFact = Readonly<{
  regulator: string;
  regulatorCountry: string;
  type: LicenceType;
  holder?: string;
  entryId?: string;
  registerUrl?: string;
  status: LicenceStatus;
  covers: readonly string[];
  provenance: Provenance;
}>;

/** Whether the licence lets its holder serve customers now (authorised or registered, not applied or withdrawn). */
export const isActiveLicence = (licence: Readonly<{ status: string }>): boolean =>
  (ACTIVE_LICENCE_STATUSES as readonly string[]).includes(licence.status);

/** The part of a licence entry that says where it applies. */
export type LicenceCoverage = Readonly<{ covers: readonly string[] }>;

/**
 * Whether a licence's `covers` includes the country: listed by its code, or an EEA state under "EEA". It says
 * nothing of the licence's status; pair it with `ACTIVE_LICENCE_STATUSES` where that matters.
 */
export function licenceCovers(licence: LicenceCoverage, country: string): boolean {
  const code = country.toUpperCase();
  return licence.covers.some((c) => c === code || (c === 'EEA' && EEA.has(code)));
}
