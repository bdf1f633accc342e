/** Why a call to a price provider gave nothing usable. */
export type ProviderFailure = 'timeout' | 'rate_limited' | 'http_error' | 'malformed' | 'network_error' | 'unsupported';

/** A provider failure: never shown to a visitor while a last good value exists. */
export class ProviderError extends Error {
  readonly kind: ProviderFailure;
  /** From a 429's Retry-After, when the provider said how long to wait. */
  readonly retryAfterMs: number | undefined;
  readonly status: number | undefined;
  constructor(kind: ProviderFailure, message: string, opts: { retryAfterMs?: number; status?: number; cause?: unknown } = {}) {
    super(message, { cause: opts.cause });
    this.name = 'ProviderError';
    this.kind = kind;
    this.retryAfterMs = opts.retryAfterMs;
    this.status = opts.status;
  }
}

export const MALFORMED_PREFIX = 'malformed provider answer: ';
export const malformed = (what: string) => new ProviderError('malformed', MALFORMED_PREFIX + what);
