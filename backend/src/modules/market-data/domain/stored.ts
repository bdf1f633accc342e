import type { BookLevel } from '@coinatlas/domain/market/cost-to-buy';
import { FEE_BASES, type Book, type Listing } from './types.js';

/**
 * The wire format of listings and books shared between instances (through the refresh coordinator): their
 * JSON. Reading back checks the shape, so a value written by another version is "nothing stored".
 */
export const encodeStored = (v: Listing | Book): string => JSON.stringify(v);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isLevels = (v: unknown): v is BookLevel[] =>
  Array.isArray(v) && v.every((l) => Array.isArray(l) && l.length === 2 && finite(l[0]) && finite(l[1]));

function parse(raw: string | null): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  try {
    const v = JSON.parse(raw) as unknown;
    return isObject(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

export function decodeListing(exchange: string, raw: string | null): Listing | undefined {
  const v = parse(raw);
  if (!v || v.exchange !== exchange || !finite(v.fetchedAt) || typeof v.exchangeName !== 'string') return undefined;
  if (!isObject(v.library) || typeof v.library.name !== 'string' || typeof v.library.version !== 'string') return undefined;
  if (
    !Array.isArray(v.feePages) ||
    !v.feePages.every((u) => typeof u === 'string') ||
    !(FEE_BASES as readonly unknown[]).includes(v.feeBasis)
  )
    return undefined;
  if (!isObject(v.markets)) return undefined;
  for (const [symbol, m] of Object.entries(v.markets)) {
    if (!isObject(m) || m.symbol !== symbol || !(m.takerPercent === null || finite(m.takerPercent))) return undefined;
  }
  return v as unknown as Listing;
}

export function decodeBook(exchange: string, symbol: string, raw: string | null): Book | undefined {
  const v = parse(raw);
  if (!v || v.exchange !== exchange || v.symbol !== symbol || !finite(v.fetchedAt)) return undefined;
  if (!(v.exchangeTime === null || finite(v.exchangeTime)) || !isLevels(v.asks) || !isLevels(v.bids)) return undefined;
  return v as unknown as Book;
}
