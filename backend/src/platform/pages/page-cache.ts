import type { Cache } from '../cache/cache.js';

/** A rendered page as it is sent: its status, the whole document, its ETag and its CSP. */
export type CachedPage = Readonly<{ status: number; html: string; etag: string; csp: string; /** a 301's target (a renamed record) */ location?: string }>;

/** Lets a module say "pages may show my data differently now": every cached page is rendered afresh. */
export type PageInvalidator = Readonly<{ invalidate(): Promise<void> }>;

const GENERATION_KEY = 'pages:generation';
/** How long an instance trusts its copy of the generation before reading the shared one again. */
const GENERATION_RECHECK_MS = 1000;
/** Pages kept in process memory (a page is some tens of KB); the shared cache keeps the rest. */
const LOCAL_ENTRIES = 300;

/**
 * Rendered pages, by (generation, path): each instance keeps the hottest in memory and shares all of them
 * through the cache port (Redis when configured). Invalidation bumps one shared generation counter, which
 * changes every key at once; old entries just expire. An instance notices another's bump within a second;
 * its own at once. A cache that is down never fails a page: it is rendered instead.
 */
export function createPageCache(deps: { cache: Cache; ttlMs: number; now: () => number }) {
  const local = new Map<string, CachedPage>();
  let generation = '0';
  let checkedAt = Number.NEGATIVE_INFINITY;

  async function currentGeneration(): Promise<string> {
    const now = deps.now();
    if (now - checkedAt < GENERATION_RECHECK_MS) return generation;
    checkedAt = now;
    try {
      const shared = (await deps.cache.get(GENERATION_KEY)) ?? '0';
      if (shared !== generation) local.clear();
      generation = shared;
    } catch {
      // keep the last known generation while the shared cache is away
    }
    return generation;
  }

  const remember = (key: string, page: CachedPage) => {
    if (local.size >= LOCAL_ENTRIES) local.delete(local.keys().next().value!);
    local.set(key, page);
  };

  return {
    enabled: deps.ttlMs > 0,
    async get(path: string): Promise<CachedPage | undefined> {
      if (deps.ttlMs <= 0) return undefined;
      const key = `pages:${await currentGeneration()}:${path}`;
      const hot = local.get(key);
      if (hot) return hot;
      try {
        const stored = await deps.cache.get(key);
        if (!stored) return undefined;
        const page = JSON.parse(stored) as CachedPage;
        remember(key, page);
        return page;
      } catch {
        return undefined;
      }
    },
    async set(path: string, page: CachedPage): Promise<void> {
      if (deps.ttlMs <= 0) return;
      const key = `pages:${await currentGeneration()}:${path}`;
      remember(key, page);
      await deps.cache.set(key, JSON.stringify(page), deps.ttlMs).catch(() => undefined);
    },
    async invalidate(): Promise<void> {
      local.clear();
      try {
        generation = String(await deps.cache.incr(GENERATION_KEY, 30 * 86_400_000));
        checkedAt = deps.now();
      } catch {
        // The shared cache is down: this instance forgets its pages at once; the others' entries expire
        // with their TTL.
        generation = `${generation}+`;
        checkedAt = deps.now();
      }
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
