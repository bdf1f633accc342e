/**
 * The national currency of a country (ISO 4217), for the countries whose currency a recommendation may ask
 * about ("Easy deposits": can I pay in my own currency?). A country not listed here has no known currency
 * and that criterion then asks for any national currency instead.
 */
const EURO = [
  'AD',
  'AT',
  'BE',
  'BG',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MC',
  'ME',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
  'SM',
  'VA',
] as const;

const OTHERS: Readonly<Record<string, string>> = {
  US: 'USD',
  PR: 'USD',
  EC: 'USD',
  SV: 'USD',
  GB: 'GBP',
  CH: 'CHF',
  LI: 'CHF',
  JP: 'JPY',
  KR: 'KRW',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  BR: 'BRL',
  MX: 'MXN',
  AR: 'ARS',
  CL: 'CLP',
  CO: 'COP',
  PE: 'PEN',
  IN: 'INR',
  ID: 'IDR',
  TH: 'THB',
  SG: 'SGD',
  HK: 'HKD',
  TW: 'TWD',
  PH: 'PHP',
  MY: 'MYR',
  VN: 'VND',
  CN: 'CNY',
  TR: 'TRY',
  ZA: 'ZAR',
  NG: 'NGN',
  KE: 'KES',
  EG: 'EGP',
  PL: 'PLN',
  CZ: 'CZK',
  HU: 'HUF',
  RO: 'RON',
  DK: 'DKK',
  SE: 'SEK',
  NO: 'NOK',
  IS: 'ISK',
  UA: 'UAH',
  AE: 'AED',
  SA: 'SAR',
  IL: 'ILS',
  PK: 'PKR',
  RU: 'RUB',
};

/** The country's currency code, or null when we do not know it. */
export function currencyOf(country: string | null | undefined): string | null {
  if (!country) return null;
  const c = country.toUpperCase();
  if ((EURO as readonly string[]).includes(c)) return 'EUR';
  return OTHERS[c] ?? null;
}
