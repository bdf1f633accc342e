/**
 * Fiat exchange rates, read from CoinGecko's /exchange_rates: every rate there is a price of one bitcoin
 * (`value`) in that currency, so one US dollar's worth of a currency is `usd.value / currency.value`. Only
 * entries of type "fiat" with a positive, finite value are kept; anything else is left out, never guessed.
 */
export type FiatRates = {
  /** when the provider's answer was fetched (ISO 8601), null when there is none */
  fetchedAt: string | null;
  provider: 'coingecko' | null;
  /** US dollars one unit of each currency buys, by ISO 4217 code ('EUR': 1.08); USD itself is 1 */
  usdPer: Record<string, number>;
};

export const NO_FIAT_RATES: FiatRates = { fetchedAt: null, provider: null, usdPer: {} };

type Entry = { value?: unknown; type?: unknown };

export function parseFiatRates(json: unknown): Record<string, number> {
  const rates = (json as { rates?: unknown } | null)?.rates;
  if (!rates || typeof rates !== 'object') throw new Error('no rates object');
  const entries = rates as Record<string, Entry>;
  const usd = entries.usd?.value;
  if (typeof usd !== 'number' || !Number.isFinite(usd) || usd <= 0) throw new Error('no US dollar rate');
  const out: Record<string, number> = {};
  for (const [code, e] of Object.entries(entries)) {
    if (!/^[a-z]{3}$/.test(code) || e?.type !== 'fiat' || typeof e.value !== 'number' || !Number.isFinite(e.value) || e.value <= 0)
      continue;
    out[code.toUpperCase()] = usd / e.value;
  }
  out.USD = 1;
  return out;
}
