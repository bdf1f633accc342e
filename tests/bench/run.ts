/**
 * `npm run bench` (make bench): requests/s and p99 of two routes on the real server, each against a bare
 * Fastify route sending the same bytes, in the same run:
 * - GET /api/cryptocurrencies with a warm cache, security headers and rate limiting on (RATE_LIMIT_MAX set
 *   very high so no request is refused): target 0.75 of the bare route (BENCH_MIN_RATIO);
 * - GET /healthz, which pays only for what every request pays (request id, metrics, logging, headers):
 *   target 0.85 (BENCH_MIN_RATIO_HEALTHZ).
 * Each pair is measured in alternating short rounds. The ratio judged is the capacity ratio (CPU time per
 * request of the bare route over ours, read from /proc), which a neighbour's load does not move; the
 * requests/s ratio (median of the rounds' ratios) is printed beside it. Local addresses only; about 90 s in all
 * (2 x BENCH_ROUNDS x BENCH_ROUND_SECONDS per target). BENCH_CPU_PROF=dir writes a CPU profile of the app.
 * Then the site search latency (search.ts): p99 of 1,000 mixed queries, target <= 20 ms; the cost of a buy
 * (cost-to-buy.ts): warm p99 against /healthz's, target <= 20 ms, and a cold request with every exchange silent,
 * target <= 3 s; and blog analytics on
 * a year of events (blog-analytics.ts): 1,000,000 events loaded, the admin report's p50 and p99, target p50 <= 150 ms;
 * and content performance (content-performance.ts): 1,000,000 views and 200,000 /go/ clicks over two years, each
 * roll-up query and admin request as a ratio to the same figures read from the events, target p50 <= 200 ms.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeProvider } from '../support/fake-coingecko.js';
import { freePort, repoRoot } from '../support/server.js';
import { measureApiRatios } from './api-ratios.js';
import { startMakeRun } from './make-run.js';

const mainJs = join(repoRoot, 'backend/dist/src/main.js');

async function main() {
  if (!existsSync(mainJs)) throw new Error('backend/dist is missing: run `npm run build` first (make bench does)');
  const fake = await startFakeProvider();
  const dataDir = mkdtempSync(join(tmpdir(), 'coinatlas-bench-'));
  const [appPort, barePort] = [await freePort(), await freePort()];
  const profDir = process.env.BENCH_CPU_PROF;
  // the server as `make run` starts it (`npm start`: its mode, its Node flags); NODE_ENV is left to it
  const app = await startMakeRun({
    port: appPort,
    env: {
      PGLITE_DIR: join(dataDir, 'pg'),
      MAIL_DIR: join(dataDir, 'mail'),
      RATE_LIMIT_MAX: '1000000000',
      PRICES_TOP_FRESH_MS: '3600000', // the cache stays warm for the whole run: we measure hits
      ...(profDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profDir}` } : {}),
      ...fake.env,
    },
  });
  try {
    const { ok } = await measureApiRatios({ appPort, appPid: app.pid, barePort, dataDir });
    if (!ok) process.exitCode = 1;
    const upstreamCalls = fake.calls.markets;
    console.log(`upstream calls during the run: ${upstreamCalls}`);
    if (upstreamCalls !== 1) throw new Error(`expected 1 upstream call (the warm-up), saw ${upstreamCalls}`);
  } finally {
    await app.stop();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
// site search latency, in process on the same run (see search.ts)
if (!(await (await import('./search.js')).runSearchBench())) process.exitCode = 1;
// the cost of a buy: warm p99 against /healthz, and a cold request with every exchange silent (see cost-to-buy.ts)
if (!(await (await import('./cost-to-buy.js')).runCostToBuyBench())) process.exitCode = 1;
// blog analytics on a year of events, in process (see blog-analytics.ts)
if (!(await (await import('./blog-analytics.js')).runBlogAnalyticsBench())) process.exitCode = 1;
// content performance on two years of views and clicks, in process (see content-performance.ts)
if (!(await (await import('./content-performance.js')).runContentPerformanceBench())) process.exitCode = 1;
// the partner desk's list on a million analytics events, in process (see partner-desk.ts)
if (!(await (await import('./partner-desk.js')).runPartnerDeskBench())) process.exitCode = 1;
