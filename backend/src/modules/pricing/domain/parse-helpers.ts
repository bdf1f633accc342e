import { malformed } from './provider-error.js';

/** Strict readers for provider JSON: a wrong type is a malformed answer; absent or null optional values are null. */

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function requiredString(obj: Record<string, unknown>, key: string, max = 200): string {
  const v = obj[key];
  if (typeof v !== 'string') throw malformed(`${key} is not a string`);
  const s = v.trim();
  if (!s || s.length > max) throw malformed(`${key} is empty or too long`);
  return s;
}

/** A finite number, or null when absent/null. Any other type is malformed. */
export function optionalNumber(obj: Record<string, unknown>, key: string, opts: { min?: number } = {}): number | null {
  const v = obj[key];
  if (v === null || v === undefined) return null;
  if (typeof v !== 'number' || !Number.isFinite(v)) throw malformed(`${key} is not a number`);
  if (opts.min !== undefined && v < opts.min) throw malformed(`${key} is below ${opts.min}`);
  return v;
}

/** Logos must be https (the CSP allows nothing else); anything else becomes null and the client shows a letter. */
export function optionalHttpsUrl(obj: Record<string, unknown>, key: string): string | null {
  const v = obj[key];
  if (typeof v !== 'string' || v.length > 500 || !/^https:\/\/[^\s"'<>]+$/.test(v)) return null;
  return v;
}

const FORMATTED = /^(-)?\$?\s*(-)?([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(\.[0-9]+)?$/;

/**
 * CoinGecko's trending data carries amounts as display strings ("$1,234,567", "$0.001445368775").
 * Returns the number, or null for null/missing/unparseable values; a plain number passes through.
 */
export function parseFormattedUsd(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const m = FORMATTED.exec(v.trim());
  if (!m) return null;
  const n = Number(`${m[1] || m[2] ? '-' : ''}${m[3]!.replace(/,/g, '')}${m[4] ?? ''}`);
  return Number.isFinite(n) ? n : null;
}

/** Providers write 0 for a market cap they do not know (no circulating supply): that is unknown, not $0. */
export const knownMarketCap = (n: number | null): number | null => (n === 0 ? null : n);

export function assertUniqueIds(ids: string[]): void {
  if (new Set(ids).size !== ids.length) throw malformed('duplicate coin ids');
}
