import { isProviderName, type PriceList, type StoredAnswer } from './types.js';

/**
 * The one wire format of a stored answer, used wherever an answer leaves this process (the shared cache
 * and Postgres): `{"fetchedAt":<ms>,"provider":"<name>","body":"<the JSON we send, as a string>"}`.
 * The body stays a string, so reading it back never re-serializes what is sent.
 */
export function encodeAnswer(answer: StoredAnswer): string {
  return JSON.stringify({ fetchedAt: answer.fetchedAt, provider: answer.provider, body: answer.body });
}

/** Whether a body has the list's JSON shape (a value written by an incompatible version is ignored). */
function bodyFits(list: PriceList, body: string): boolean {
  try {
    const v = JSON.parse(body) as unknown;
    return list === 'trending' ? Array.isArray((v as { coins?: unknown } | null)?.coins) : Array.isArray(v);
  } catch {
    return false;
  }
}

/**
 * Reads what encodeAnswer wrote, given either the string or the object a JSON column already parsed.
 * Anything else (another format, an unknown provider, a body of the wrong shape) is "nothing stored".
 */
export function decodeAnswer(list: PriceList, raw: unknown): StoredAnswer | undefined {
  let v: unknown = raw;
  if (typeof raw === 'string') {
    try {
      v = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (typeof v !== 'object' || v === null) return undefined;
  const { fetchedAt, provider, body } = v as { fetchedAt?: unknown; provider?: unknown; body?: unknown };
  if (typeof fetchedAt !== 'number' || !Number.isFinite(fetchedAt) || !isProviderName(provider)) return undefined;
  if (typeof body !== 'string' || !bodyFits(list, body)) return undefined;
  return { list, fetchedAt, provider, body };
}
