import { MALFORMED_PREFIX, malformed, ProviderError } from './provider-error.js';
import type { Parsed } from './types.js';

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

/**
 * An answer counts when more than this share of its entries is readable. Real answers carry odd
 * entries (a coin without a USD quote, a field of the wrong type), and one of them must not cost the whole
 * list: those are left out and counted. But when half of an answer or more cannot be read, the provider has
 * most likely changed its format or sent something damaged, and the few rows that pass are not to be
 * trusted either: the whole answer is refused, so the last good list stays on screen instead.
 */
export const MIN_GOOD_SHARE = 0.5;

/**
 * Reads every entry with `read`. An entry it rejects as malformed (a ProviderError), or whose id repeats an
 * earlier one, is left out and counted; the first reason is kept for the log. Fails when fewer than
 * more than MIN_GOOD_SHARE of the entries remain (an empty list passes: whether that is acceptable is the caller's call).
 */
export function readEntries<T>(
  what: string,
  items: readonly unknown[],
  read: (v: unknown, index: number) => T,
  idOf: (row: T) => string,
): Parsed<T[]> {
  const rows: T[] = [];
  const seen = new Set<string>();
  let dropped = 0;
  let firstProblem: string | undefined;
  items.forEach((v, i) => {
    let row: T;
    try {
      row = read(v, i);
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      dropped += 1;
      firstProblem ??= err.message.replace(MALFORMED_PREFIX, '');
      return;
    }
    const id = idOf(row);
    if (seen.has(id)) {
      dropped += 1;
      firstProblem ??= `duplicate id ${id}`;
      return;
    }
    seen.add(id);
    rows.push(row);
  });
  if (items.length > 0 && rows.length <= items.length * MIN_GOOD_SHARE) {
    throw malformed(`only ${rows.length} of ${items.length} ${what} are readable (first problem: ${firstProblem ?? 'none'})`);
  }
  return firstProblem === undefined ? { data: rows, dropped } : { data: rows, dropped, firstProblem };
}

/** Adds up what two answers left out (CoinGecko's New list takes two calls). */
export function withDropped<T>(data: T, ...parts: Array<Parsed<unknown>>): Parsed<T> {
  const dropped = parts.reduce((n, p) => n + p.dropped, 0);
  const firstProblem = parts.find((p) => p.firstProblem !== undefined)?.firstProblem;
  return firstProblem === undefined ? { data, dropped } : { data, dropped, firstProblem };
}
