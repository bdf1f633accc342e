import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_COST_AMOUNT, MAX_BUY_AMOUNT, MIN_BUY_AMOUNT, parseBuyAmount } from '@coinatlas/domain/market/cost-to-buy';
import { methodsForFiat, type PaymentMethod } from '@coinatlas/domain/payments/methods';
import { currencyOf } from '@coinatlas/domain/region/currency';
import { parseCountryCode } from '@coinatlas/domain/region/region';
import type { SiteLanguage } from '@coinatlas/domain/routes/localized';
import { api, unwrap } from '@/lib/api/client';
import type { operations } from '@/lib/api/schema';

export type CostAnswer = operations['getCostToBuy']['responses'][200]['content']['application/json'];
export type CostEntry = CostAnswer['ranked'][number];
export type CostExclusion = CostAnswer['excluded'][number];
export type CostProvenance = CostEntry['book']['provenance'];

/**
 * What the live ranking is asked for. `country` is only ever one the visitor chose (in the form, or confirmed
 * on the site) or one the address names: never a guess; without one the calculator asks before it ranks.
 */
export type CostQuery = Readonly<{ asset: string; fiat: string; amount: number; country: string | null; method: PaymentMethod }>;

/** The assets and currencies the server quotes (its defaults; the answer's errors name any other). */
export const COST_ASSETS = ['BTC', 'ETH', 'SOL', 'USDT'] as const;
export const COST_FIATS = ['EUR', 'USD', 'GBP', 'BRL'] as const;
/** The ways to pay a currency in, most typical first (EUR: SEPA, SEPA Instant, card...): the server accepts only these. */
export const costMethods = (fiat: string): readonly PaymentMethod[] => methodsForFiat(fiat);
/** The method asked for where it is one of the currency's, else the currency's first. */
const methodFor = (fiat: string, asked: string | null | undefined): PaymentMethod =>
  costMethods(fiat).find((m) => m === asked?.toLowerCase()) ?? costMethods(fiat)[0]!;
export { DEFAULT_COST_AMOUNT };
/** The amounts the server quotes (isBuyAmount): from 1 to 1,000,000, at most 8 decimals. */
export const MIN_COST_AMOUNT = MIN_BUY_AMOUNT;
export const MAX_COST_AMOUNT = MAX_BUY_AMOUNT;

/**
 * The currency a page in this language starts from before the visitor says more: that of the country its
 * readers most often live in. Only the currency: the page names no country until the visitor chooses one.
 * Every server render of a language is the same page.
 */
const LANGUAGE_COUNTRY: Record<SiteLanguage, string> = { en: 'US', es: 'ES', de: 'DE', pt: 'BR' };

const quotedFiat = (country: string | null): string | null => {
  const c = currencyOf(country);
  return c && (COST_FIATS as readonly string[]).includes(c) ? c : null;
};

export function defaultCostQuery(lang: SiteLanguage): CostQuery {
  const fiat = quotedFiat(LANGUAGE_COUNTRY[lang]) ?? 'USD';
  return { asset: 'BTC', fiat, amount: DEFAULT_COST_AMOUNT, country: null, method: methodFor(fiat, null) };
}

/**
 * The query for the visitor's own country: their country, its currency where we quote it, and the method
 * asked for where that currency has it (else the currency's first).
 */
export const forCountry = (q: CostQuery, country: string): CostQuery => {
  const fiat = quotedFiat(country) ?? q.fiat;
  return { ...q, country, fiat, method: methodFor(fiat, q.method) };
};

/**
 * The query a page address asks (the calculator's form submits these names, so it works without
 * JavaScript); anything missing or malformed falls back to the language's default, a method the currency
 * does not have to the currency's first, and a missing or unknown country to none.
 */
export function costQueryFromUrl(params: URLSearchParams, lang: SiteLanguage): CostQuery {
  const d = defaultCostQuery(lang);
  const pick = <T extends string>(name: string, allowed: readonly T[]): T | undefined => {
    const v = params.get(name)?.toUpperCase();
    return allowed.find((a) => a.toUpperCase() === v);
  };
  const amount = parseBuyAmount(params.get('amount') ?? '');
  const country = parseCountryCode(params.get('country'));
  const fiat = pick('fiat', COST_FIATS) ?? (country ? (quotedFiat(country) ?? d.fiat) : d.fiat);
  return {
    asset: pick('asset', COST_ASSETS) ?? d.asset,
    fiat,
    amount: amount ?? d.amount,
    country,
    method: methodFor(fiat, params.get('method')),
  };
}

export const costKeys = {
  all: ['cost-to-buy'] as const,
  quote: (q: CostQuery) => [...costKeys.all, q.asset, q.fiat, q.amount, q.country ?? '', q.method] as const,
};

export const costQueries = {
  /**
   * The live ranking. Rendered on the server with the page (so the page holds it without JavaScript) and
   * read again in the browser after a short while: books move.
   */
  quote: (q: CostQuery) =>
    queryOptions({
      queryKey: costKeys.quote(q),
      queryFn: () =>
        unwrap(
          api.GET('/api/cost-to-buy', {
            params: {
              // the amount as the API takes it, plain decimal digits (isBuyAmount holds for every query made)
              query: {
                asset: q.asset,
                fiat: q.fiat,
                amount: String(q.amount),
                method: q.method,
                ...(q.country ? { country: q.country } : {}),
              },
            },
          }),
        ),
      staleTime: 20_000,
    }),
};
