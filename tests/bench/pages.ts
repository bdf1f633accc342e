/**
 * Page rendering figures (`make bench` runs this after the API bench):
 * - a warm (cached) page against the same server's static-file route sending the same bytes: target 0.5;
 * - an uncached render of /exchanges (PAGE_CACHE_TTL_MS=0), one request at a time: target p99 <= 50 ms.
 * Printed as figures and ratios; alternating rounds, like the API bench, so other load hits both alike.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { startFakeProvider } from '../support/fake-coingecko.js';
import { freePort, repoRoot } from '../support/server.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MIN_RATIO = Number(process.env.BENCH_MIN_RATIO_PAGES ?? 0.5);
const MAX_UNCACHED_P99_MS = Number(process.env.BENCH_MAX_RENDER_P99_MS ?? 50);
const PAGE = process.env.BENCH_PAGE ?? '/exchanges';
const mainJs = join(repoRoot, 'backend/dist/src/main.js');
const staticDir = join(repoRoot, 'frontend/dist');

function start(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [mainJs], { cwd: repoRoot, env: { PATH: process.env.PATH, ...env }, stdio: 'ignore' });
}

async function ready(url: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`no answer from ${url} in 90 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const run = (url: string, duration: number, connections = CONNECTIONS): Promise<Result> =>
  autocannon({ url, connections, duration, pipelining: 1 }) as unknown as Promise<Result>;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  if (!existsSync(mainJs) || !existsSync(join(staticDir, 'index.html'))) throw new Error('run `npm run build` first (make bench does)');
  const fake = await startFakeProvider();
  const dataDir = mkdtempSync(join(tmpdir(), 'coinatlas-bench-pages-'));
  const benchFile = join(staticDir, `bench-${process.pid}.html`);
  const [cachedPort, uncachedPort] = [await freePort(), await freePort()];
  const common = { NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000000', ...fake.env };
  const cached = start({ ...common, PORT: String(cachedPort), PGLITE_DIR: join(dataDir, 'a') });
  const uncached = start({ ...common, PORT: String(uncachedPort), PGLITE_DIR: join(dataDir, 'b'), PAGE_CACHE_TTL_MS: '0' });
  let failed = false;
  try {
    await ready(`http://127.0.0.1:${cachedPort}/healthz`);
    await ready(`http://127.0.0.1:${uncachedPort}/healthz`);
    const pageUrl = `http://127.0.0.1:${cachedPort}${PAGE}`;
    const html = await (await fetch(pageUrl)).text();
    writeFileSync(benchFile, html);
    const fileUrl = `http://127.0.0.1:${cachedPort}/${benchFile.split('/').pop()}`;
    const file = await (await fetch(fileUrl)).text();
    if (file !== html) throw new Error('the static file does not send the same bytes');

    console.log(`GET ${PAGE} (${html.length} bytes, cached) vs the same server's static file of the same bytes, ${CONNECTIONS} connections`);
    await run(pageUrl, 2);
    await run(fileUrl, 2);
    const ratios: number[] = [];
    const pages: Result[] = [];
    const files: Result[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      // alternate who goes first, so neither always gets the quieter moment
      let page: Result;
      let file: Result;
      if (i % 2 === 0) {
        page = await run(pageUrl, ROUND_SECONDS);
        file = await run(fileUrl, ROUND_SECONDS);
      } else {
        file = await run(fileUrl, ROUND_SECONDS);
        page = await run(pageUrl, ROUND_SECONDS);
      }
      pages.push(page);
      files.push(file);
      ratios.push(page.requests.average / file.requests.average);
    }
    const ratio = median(ratios);
    console.log(`  cached page  ${median(pages.map((r) => r.requests.average)).toFixed(0).padStart(7)} req/s   p99 ${median(pages.map((r) => r.latency.p99))} ms`);
    console.log(`  static file  ${median(files.map((r) => r.requests.average)).toFixed(0).padStart(7)} req/s   p99 ${median(files.map((r) => r.latency.p99))} ms`);
    console.log(`  ratio ${ratio.toFixed(3)} (rounds ${ratios.map((r) => r.toFixed(2)).join(' ')}), target >= ${MIN_RATIO}`);
    if (ratio < MIN_RATIO) {
      console.error(`FAIL: cached page ratio ${ratio.toFixed(3)} is below ${MIN_RATIO}`);
      failed = true;
    }

    const renderUrl = `http://127.0.0.1:${uncachedPort}${PAGE}`;
    await run(renderUrl, 2, 1);
    const renders = await run(renderUrl, ROUNDS * ROUND_SECONDS, 1);
    console.log(
      `GET ${PAGE} uncached, one at a time: ${renders.requests.total} renders, p50 ${renders.latency.p50} ms, p99 ${renders.latency.p99} ms` +
        ` (target p99 <= ${MAX_UNCACHED_P99_MS} ms, ratio ${(MAX_UNCACHED_P99_MS / renders.latency.p99).toFixed(2)})`,
    );
    if (renders.latency.p99 > MAX_UNCACHED_P99_MS) {
      console.error(`FAIL: uncached render p99 ${renders.latency.p99} ms is above ${MAX_UNCACHED_P99_MS} ms`);
      failed = true;
    }
    if ([...pages, ...files, renders].some((r) => r.non2xx + r.errors + r.timeouts > 0)) throw new Error('some requests failed');
  } finally {
    if (existsSync(benchFile)) unlinkSync(benchFile);
    for (const c of [cached, uncached]) c.kill('SIGTERM');
    await Promise.all([cached, uncached].map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

await main();
