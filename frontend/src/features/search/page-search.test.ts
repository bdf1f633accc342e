import { describe, expect, it } from 'vitest';
import { SEARCH_CATEGORIES, matchRoute } from '@coinatlas/domain/routes/manifest';
import { PAGE_SEARCH, PAGE_SEARCH_RESULTS, type SearchEntry } from './page-search';

describe('page search entries', () => {
  it('have unique ids and orders, known categories, and come out in their order with their anchors', () => {
    const all: SearchEntry[] = Object.values(PAGE_SEARCH).flat();
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    expect(new Set(all.map((e) => e.order)).size).toBe(all.length);
    for (const e of all) expect(SEARCH_CATEGORIES, e.id).toContain(e.category);
    expect(PAGE_SEARCH_RESULTS.map((r) => r.id)).toEqual([...all].sort((a, b) => a.order - b.order).map((e) => e.id));
    const withHash = Object.entries(PAGE_SEARCH).flatMap(([path, list]) =>
      list.filter((e) => e.hash).map((e) => ({ id: e.id, url: `${path}#${e.hash}` })),
    );
    for (const { id, url } of withHash) expect(PAGE_SEARCH_RESULTS.find((r) => r.id === id)?.url).toBe(url);
  });

  it('are offered only for indexable pages of the route manifest, each id once', () => {
    const ids = PAGE_SEARCH_RESULTS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of PAGE_SEARCH_RESULTS) expect(matchRoute(r.url.split('#')[0]!)?.entry.indexable, r.id).toBe(true);
  });
});
