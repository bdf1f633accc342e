/**
 * Memory under load (`make bench` runs it after the page bench): starts the server as `make run` does
 * (`npm start`: production mode, its heap flag, embedded PGlite, in-process cache), then sends
 * - BENCH_MEMORY_REQUESTS (20,000) mixed requests, 16 at a time: every page of the sitemap in turn, the same
 *   pages with query strings they do not read, unknown paths and unknown ids (404), site searches, API reads,
 *   static files, health and feeds;
 * - two passes over every URL of the sitemap, 8 at a time;
 * and samples the server's resident set size (RSS, /proc) every 100 ms. It prints the largest RSS seen, the
 * kernel's own peak (VmHWM) and their ratio to the budget (BENCH_MEMORY_BUDGET_MIB, 460 MiB: a 512 MiB
 * container with a tenth left for the kernel's caches of its files); above the budget it fails. The first start on
 * an empty data folder (the embedded database made from the build's template) is held to the same budget. Every request must be answered (no 5xx, no
 * connection error).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeProvider } from '../support/fake-coingecko.js';
import { freePort, repoRoot } from '../support/server.js';
import { rssOf, startMakeRun } from './make-run.js';

const REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 20_000);
const BUDGET_MIB = Number(process.env.BENCH_MEMORY_BUDGET_MIB ?? 460);
const MIB = 1024 * 1024;

/** Runs `count` requests produced by `next(i)`, `concurrency` at a time; counts statuses and failures. */
async function drive(base: string, count: number, concurrency: number, next: (i: number) => string) {
  const statuses: Record<number, number> = {};
  let errors = 0;
  let i = 0;
  const worker = async () => {
    while (i < count) {
      const url = next(i++);
      try {
        const res = await fetch(base + url, { headers: { 'accept-encoding': 'br, gzip' } });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { statuses, errors };
}

export async function runMemoryBench(): Promise<boolean> {
  const fake = await startFakeProvider();
  const dataDir = mkdtempSync(join(tmpdir(), 'coinatlas-bench-memory-'));
  const port = await freePort();
  const env = {
    PGLITE_DIR: join(dataDir, 'pg'),
    MAIL_DIR: join(dataDir, 'mail'),
    // one client sends everything: no limit may refuse it (the limits are measured elsewhere)
    RATE_LIMIT_MAX: '1000000000',
    PAGE_RENDER_RATE_LIMIT_MAX: '1000000000',
    ...fake.env,
  };
  // The first start on an empty data folder creates the embedded database from the build's template (no
  // initdb in the server's process) and seeds the content: held to the same budget as a server that serves.
  const first = await startMakeRun({ port, env });
  const firstPeak = rssOf(first.pid).peak;
  await first.stop();
  console.log(
    `memory: first start on an empty data folder (creates the embedded database and seeds it, once): peak ${(firstPeak / MIB).toFixed(0)} MiB, ` +
      `budget ${BUDGET_MIB} MiB: ratio ${(firstPeak / MIB / BUDGET_MIB).toFixed(2)}`,
  );
  const server = await startMakeRun({ port, env });
  let peak = 0;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(server.pid).rss);
    } catch {
      // the process is gone; the run below reports it
    }
  }, 100);
  try {
    const startRss = rssOf(server.pid).rss;
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    if (pages.length < 50) throw new Error(`the sitemap lists only ${pages.length} pages`);
    const assets = readdirSync(join(repoRoot, 'frontend/dist/assets'))
      .filter((f) => /\.(js|css)$/.test(f))
      .slice(0, 20)
      .map((f) => `/assets/${f}`);
    const words = ['bitcoin', 'ledger', 'wallet', 'fees', 'kraken', 'staking', 'defi', 'card', 'bot', 'tax'];
    const mixed = (i: number): string => {
      const page = pages[i % pages.length]!;
      switch (i % 10) {
        case 0:
        case 1:
        case 2:
          return page;
        case 3:
          return `${page}?utm_source=bench&n=${i}`;
        case 4:
          return i % 20 === 4 ? `/no-such-page-${i}` : `/blog/no-such-post-${i}`;
        case 5:
          return `/search?q=${words[i % words.length]}${i % 7}`;
        case 6:
          return ['/api/cryptocurrencies', '/api/site-config', `/api/search?q=${words[i % words.length]}`, '/api/blog/posts'][i % 4]!;
        case 7:
          return assets[i % assets.length]!;
        case 8:
          return ['/healthz', '/robots.txt', '/blog/feed.xml', '/sitemap.xml'][i % 4]!;
        default:
          return `/es${page === '/' ? '' : page.replace(/^\/(es|de|pt)(\/|$)/, '/')}`;
      }
    };
    console.log(
      `memory: the server as \`make run\` starts it (npm start, pid ${server.pid}); RSS at start ${(startRss / MIB).toFixed(0)} MiB; ` +
        `${REQUESTS} mixed requests, then 2 passes over ${pages.length} sitemap URLs`,
    );
    const load = await drive(server.url, REQUESTS, 16, mixed);
    const afterLoad = rssOf(server.pid).rss;
    const pass1 = await drive(server.url, pages.length, 8, (i) => pages[i]!);
    const pass2 = await drive(server.url, pages.length, 8, (i) => pages[i]!);
    const end = rssOf(server.pid);
    peak = Math.max(peak, end.rss);
    const fmt = (s: { statuses: Record<number, number>; errors: number }) =>
      `${Object.entries(s.statuses)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')}${s.errors ? `, errors: ${s.errors}` : ''}`;
    console.log(`  mixed load: ${fmt(load)}; RSS after it ${(afterLoad / MIB).toFixed(0)} MiB`);
    console.log(`  sitemap pass 1: ${fmt(pass1)}; pass 2: ${fmt(pass2)}`);
    console.log(
      `  RSS max ${(peak / MIB).toFixed(0)} MiB sampled, ${(end.peak / MIB).toFixed(0)} MiB kernel peak (VmHWM), ${(end.rss / MIB).toFixed(0)} MiB at the end; ` +
        `budget ${BUDGET_MIB} MiB: ratio ${(Math.max(peak, end.peak) / MIB / BUDGET_MIB).toFixed(2)} (target <= 1)`,
    );
    let ok = true;
    if (firstPeak > BUDGET_MIB * MIB) {
      console.error(`FAIL: the first start reached ${(firstPeak / MIB).toFixed(0)} MiB, above the ${BUDGET_MIB} MiB budget`);
      ok = false;
    }
    const failures = [load, pass1, pass2].reduce(
      (n, s) => n + s.errors + Object.entries(s.statuses).reduce((m, [k, v]) => m + (Number(k) >= 500 ? v : 0), 0),
      0,
    );
    if (failures > 0) {
      console.error(`FAIL: ${failures} requests failed (5xx or no answer)`);
      ok = false;
    }
    if (Math.max(peak, end.peak) > BUDGET_MIB * MIB) {
      console.error(`FAIL: RSS reached ${(Math.max(peak, end.peak) / MIB).toFixed(0)} MiB, above the ${BUDGET_MIB} MiB budget`);
      ok = false;
    }
    return ok;
  } finally {
    clearInterval(sampler);
    await server.stop();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!(await runMemoryBench())) process.exitCode = 1;
}
