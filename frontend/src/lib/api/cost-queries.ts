import { queryOptions } from '@tanstack/react-query';
import { currencyOf } from '@coinatlas/domain/region/currency';
import { parseCountryCode } from '@coinatlas/domain/region/region';
import type { SiteLanguage } from '@coinatlas/domain/routes/localized';
import { api, unwrap } from '@/lib/api/client';
import type { operations } from '@/lib/api/schema';

export type CostAnswer = operations['getCostToBuy']['responses'][200]['content']['application/json'];
export type CostEntry = CostAnswer['ranked'][number];
export type CostExclusion = CostAnswer['excluded'][number];
export type CostProvenance = CostEntry['book']['provenance'];

/** What the live ranking is asked for. */
export type CostQuery = Readonly<{ asset: string; fiat: string; amount: number; country: string | null; method: CostMethod }>;

/** The assets and currencies the server quotes (its defaults; the answer's errors name any other). */
export const COST_ASSETS = ['BTC', 'ETH', 'SOL', 'USDT'] as const;
export const COST_FIATS = ['EUR', 'USD', 'GBP', 'BRL'] as const;
export const COST_METHODS = ['bank_transfer', 'card'] as const;
export type CostMethod = (typeof COST_METHODS)[number];
export const DEFAULT_COST_AMOUNT = 500;
export const MAX_COST_AMOUNT = 1_000_000;

/**
 * What a page in this language asks before it knows the visitor: the country its readers most likely
 * live in (the site's English is read far beyond the US, so English starts from the US and the visitor's
 * region replaces it as soon as it is known). Every server render of a language is the same page.
 */
const LANGUAGE_COUNTRY: Record<SiteLanguage, string> = { en: 'US', es: 'ES', de: 'DE', pt: 'BR' };

const quotedFiat = (country: string | null): string | null => {
  const c = currencyOf(country);
  return c && (COST_FIATS as readonly string[]).includes(c) ? c : null;
};

export function defaultCostQuery(lang: SiteLanguage): CostQuery {
  const country = LANGUAGE_COUNTRY[lang];
  return { asset: 'BTC', fiat: quotedFiat(country) ?? 'USD', amount: DEFAULT_COST_AMOUNT, country, method: 'bank_transfer' };
}

/** The query for a visitor whose country we learned: their country, and its currency where we quote it. */
export const forCountry = (q: CostQuery, country: string): CostQuery => ({ ...q, country, fiat: quotedFiat(country) ?? q.fiat });

/**
 * The query a page address asks (the calculator's form submits these names, so it works without
 * JavaScript); anything missing or malformed falls back to the language's default.
 */
export function costQueryFromUrl(params: URLSearchParams, lang: SiteLanguage): CostQuery {
  const d = defaultCostQuery(lang);
  const pick = <T extends string>(name: string, allowed: readonly T[]): T | undefined => {
    const v = params.get(name)?.toUpperCase();
    return allowed.find((a) => a.toUpperCase() === v);
  };
  const amount = Number(params.get('amount'));
  const country = params.has('country') ? parseCountryCode(params.get('country')) : undefined;
  return {
    asset: pick('asset', COST_ASSETS) ?? d.asset,
    fiat: pick('fiat', COST_FIATS) ?? (country ? (quotedFiat(country) ?? d.fiat) : d.fiat),
    amount: Number.isFinite(amount) && amount > 0 && amount <= MAX_COST_AMOUNT ? amount : d.amount,
    country: country === undefined ? d.country : country,
    method: pick('method', COST_METHODS) ?? d.method,
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
              query: { asset: q.asset, fiat: q.fiat, amount: q.amount, method: q.method, ...(q.country ? { country: q.country } : {}) },
            },
          }),
        ),
      staleTime: 20_000,
    }),
};
