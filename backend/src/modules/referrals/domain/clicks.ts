/** Clicks are counted per entity per UTC day; the day key is derived from the injected clock. */
export const clickDay = (nowMs: number): string => new Date(nowMs).toISOString().slice(0, 10);

/** The first day (inclusive) of a window of `days` days ending today. */
export const windowStart = (nowMs: number, days: number): string => clickDay(nowMs - (days - 1) * 86_400_000);

export const MAX_CLICK_WINDOW_DAYS = 365;

/**
 * The page of our own site a /go/ click was made on: the path of a same-origin Referer, without its query
 * or hash (they may carry personal data). Undefined for another site's referer, none, or a malformed one.
 */
export function referringPath(referer: string | undefined, ownOrigins: readonly string[]): string | undefined {
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (!ownOrigins.includes(url.origin) || url.pathname.length > 512) return undefined;
  return url.pathname;
}
