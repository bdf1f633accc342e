import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { memoryBudget } from './memory-budget.js';

const MIB = 1024 * 1024;
// V8's heap limit under npm start's flags: a 192 MiB old generation and three 4 MiB semi-spaces
const NPM_START_HEAP = (192 + 12) * MIB;

describe('the memory budget checked at start', () => {
  it('fits a 512 MiB container on the defaults, part by part', () => {
    const b = memoryBudget(loadConfig({}), NPM_START_HEAP, true);
    expect(b.parts.map((p) => [p.part, p.mib])).toEqual([
      ['native (Node, libraries, allocator)', 72],
      ['server heap (V8 limit, caches and renders inside it)', 204],
      ['page cache (PAGE_CACHE_MEMORY_MB)', 32],
      ['SEO audit thread (SEO_AUDIT_HEAP_MB + young generation + isolate)', 46],
      ['embedded database (PGlite WebAssembly memory)', 130],
    ]);
    expect([b.total, b.budget, b.problems]).toEqual([484, 512, []]);
  });

  it('says which bound does not fit', () => {
    const big = memoryBudget(loadConfig({ SEO_AUDIT_HEAP_MB: '256', MEMORY_CACHE_MB: '200' }), NPM_START_HEAP, true);
    expect(big.problems).toEqual([
      "the parts' bounds add up to 708 MiB, over MEMORY_BUDGET_MB (512 MiB)",
      'the heap limit (204 MiB) is below what it must hold: 322 MiB (idle heap, MEMORY_CACHE_MB, PAGE_RENDER_CONCURRENCY renders)',
    ]);
    // an external database takes PGlite's share off
    expect(memoryBudget(loadConfig({}), NPM_START_HEAP, false).total).toBe(354);
  });
});
