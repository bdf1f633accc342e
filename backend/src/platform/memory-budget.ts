import type { Config } from '../config.js';

const MIB = 1024 * 1024;

/**
 * What each part of one server process may take of its memory, by design (README, "Memory by design"). The
 * parts with a bound of their own take it from the configuration; the rest are what was measured on the
 * built server (npm start, 2026-12-06) with some room:
 * - native: Node's own code and libraries (mapped files), its allocator, sharp's libvips: 62 MiB of mapped
 *   files and about 10 MiB more at idle;
 * - PGlite's WebAssembly memory, which grows with use and never shrinks: about 125 MiB with the 16 MB
 *   shared_buffers it is started with (only without DATABASE_URL);
 * - the audit thread: its heap limit, plus its young generation (8 MiB) and the isolate itself;
 * - the server's heap: V8's limit (old generation cap plus the young generation), of which the in-process
 *   cache (MEMORY_CACHE_MB) and the renders in flight are part;
 * - the page cache's bytes live outside the heap.
 */
export function memoryBudget(config: Config, heapLimitBytes: number, embeddedDatabase: boolean) {
  const parts = [
    { part: 'native (Node, libraries, allocator)', mib: 72 },
    { part: 'server heap (V8 limit, caches and renders inside it)', mib: Math.ceil(heapLimitBytes / MIB) },
    { part: 'page cache (PAGE_CACHE_MEMORY_MB)', mib: Math.ceil(config.pageCache.memoryBytes / MIB) },
    { part: 'SEO audit thread (SEO_AUDIT_HEAP_MB + young generation + isolate)', mib: config.seoAudit.heapMb + 8 + 6 },
    ...(embeddedDatabase ? [{ part: 'embedded database (PGlite WebAssembly memory)', mib: 130 }] : []),
  ];
  const total = parts.reduce((sum, p) => sum + p.mib, 0);
  // the heap holds the in-process cache, two renders at once (about 16 MB each) and an idle heap of about 90 MB
  const heapNeeds = 90 + Math.ceil(config.memoryCacheBytes / MIB) + 16 * config.renderSlots.concurrency;
  const problems: string[] = [];
  if (total > config.memoryBudgetMb)
    problems.push(`the parts' bounds add up to ${total} MiB, over MEMORY_BUDGET_MB (${config.memoryBudgetMb} MiB)`);
  if (heapNeeds > heapLimitBytes / MIB)
    problems.push(
      `the heap limit (${Math.floor(heapLimitBytes / MIB)} MiB) is below what it must hold: ${heapNeeds} MiB (idle heap, MEMORY_CACHE_MB, PAGE_RENDER_CONCURRENCY renders)`,
    );
  return { parts, total, budget: config.memoryBudgetMb, heapNeeds, problems };
}
