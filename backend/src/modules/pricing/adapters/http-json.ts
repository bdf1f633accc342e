import { parseRetryAfter } from '../domain/policy.js';
import { ProviderError } from '../domain/provider-error.js';

export type GetJsonOptions = {
  headers?: Record<string, string>;
  timeoutMs: number;
  /** Larger answers are refused (CoinPaprika's full ticker list is a few MB). */
  maxBytes?: number;
  now?: () => number;
};

/**
 * GET a JSON document with a hard time limit covering the whole exchange (connect, headers, body).
 * Every way it can go wrong becomes a ProviderError: timeout, network, 429 (with Retry-After), other
 * non-2xx statuses, and bodies that are not complete JSON.
 *
 * Each call has a connection of its own, closed after the answer. A list is asked for once a minute at most,
 * longer than a server keeps an idle connection open, so a kept connection would save nothing; and sending on
 * one just as the server closes it fails the call with ECONNRESET (nodejs/undici#3492), which cost a refresh
 * and a back-off whenever the two met.
 */
export async function getJson(url: string, opts: GetJsonOptions): Promise<unknown> {
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': 'CoinAtlas/1.0 (+prices)', ...opts.headers, connection: 'close' },
      signal,
      redirect: 'follow',
    });
  } catch (err) {
    throw signal.aborted
      ? new ProviderError('timeout', `no answer from ${hostOf(url)} within ${opts.timeoutMs} ms`, { cause: err })
      : new ProviderError('network_error', `cannot reach ${hostOf(url)}${causeOf(err)}`, { cause: err });
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    if (res.status === 429) {
      const retryAfterMs = parseRetryAfter(res.headers.get('retry-after'), (opts.now ?? Date.now)());
      throw new ProviderError('rate_limited', `${hostOf(url)} answered 429`, {
        status: 429,
        ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
      });
    }
    throw new ProviderError('http_error', `${hostOf(url)} answered ${res.status}`, { status: res.status });
  }
  const max = opts.maxBytes ?? 2_000_000;
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > max) {
    await res.body?.cancel().catch(() => {});
    throw new ProviderError('malformed', `answer of ${declared} bytes is larger than ${max}`);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    throw signal.aborted
      ? new ProviderError('timeout', `answer from ${hostOf(url)} not complete within ${opts.timeoutMs} ms`, { cause: err })
      : new ProviderError('network_error', `answer from ${hostOf(url)} broke off${causeOf(err)}`, { cause: err });
  }
  if (text.length > max) throw new ProviderError('malformed', `answer larger than ${max} bytes`);
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new ProviderError('malformed', `answer from ${hostOf(url)} is not valid JSON`, { cause: err });
  }
}

/** What fetch's "fetch failed" hides: the socket's own error (ECONNREFUSED, ECONNRESET, other side closed), for the log. */
function causeOf(err: unknown): string {
  const cause = (err as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
  const what = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : '';
  return what ? ` (${what})` : '';
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'provider';
  }
}
