/** Why a read from an exchange failed, in our words (the library's own message goes to the log only). */
export const FAILURE_KINDS = [
  'timeout',
  'rate_limited',
  'unavailable',
  'exchange_error',
  'malformed',
  'network_error',
  'unsupported',
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

export class MarketSourceError extends Error {
  override name = 'MarketSourceError';
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
    /** How long the exchange asked us to wait (its Retry-After), when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(message, options);
  }
}

/** A failure as shared between instances and shown in an answer; `streak`: failures in a row (the back-off doubles with it). */
export type Failure = Readonly<{ kind: FailureKind; message: string; at: number; streak?: number }>;

/** A failure as the coordinator stores it with a back-off (a string), and back. */
export const encodeFailure = (f: Failure): string => JSON.stringify(f);
export function decodeFailure(raw: string | undefined): Failure | undefined {
  if (!raw) return undefined;
  try {
    const v = JSON.parse(raw) as Partial<Failure>;
    if ((FAILURE_KINDS as readonly string[]).includes(v.kind as string) && typeof v.message === 'string' && typeof v.at === 'number')
      return {
        kind: v.kind!,
        message: v.message,
        at: v.at,
        ...(typeof v.streak === 'number' && v.streak >= 1 ? { streak: v.streak } : {}),
      };
  } catch {
    // not ours
  }
  return undefined;
}
