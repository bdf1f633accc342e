/**
 * A page fetched the way a search engine's crawler fetches it. A 503 with Retry-After is an answer for now,
 * which nobody caches: the page was rendered while a dependency was slow or away. On a loaded CI machine one
 * database query over DB_QUERY_TIMEOUT_MS makes the process answer 503 at once for the next 2 s (see
 * backend/src/platform/db/create-db.ts), which a crawl of hundreds of pages can run into. Crawlers ask again
 * later, and so does this: up to 8 times, a second apart. A page that stays 503 is returned as such, so the
 * test's assertions still fail on it.
 */
export async function askAgainWhileUnavailable<T extends { status: number; retryAfter: unknown }>(
  get: () => Promise<T>,
  onRetry?: (answer: T) => void,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const res = await get();
    if (res.status !== 503 || res.retryAfter === undefined || res.retryAfter === null || attempt === 8) return res;
    onRetry?.(res);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** The same over `fetch`: the answer asked again has its body read and dropped, so its connection is freed. */
export async function fetchAsCrawler(url: string, init?: RequestInit, onRetry?: (url: string) => void): Promise<Response> {
  const answer = await askAgainWhileUnavailable(
    async () => {
      const res = await fetch(url, init);
      return { status: res.status, retryAfter: res.headers.get('retry-after'), res };
    },
    ({ res }) => {
      void res.arrayBuffer().catch(() => {});
      onRetry?.(url);
    },
  );
  return answer.res;
}
