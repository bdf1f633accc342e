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
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { startFakeProvider } from '../support/fake-coingecko.js';
import { freePort, repoRoot } from '../support/server.js';
import { cpuMs, startMakeRun } from './make-run.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 3);
const WARMUP_SECONDS = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MIN_RATIO = Number(process.env.BENCH_MIN_RATIO ?? 0.75);
const MIN_RATIO_HEALTHZ = Number(process.env.BENCH_MIN_RATIO_HEALTHZ ?? 0.85);
const mainJs = join(repoRoot, 'backend/dist/src/main.js');

async function waitForUrl(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`no answer from ${url} in 90 s:\n${log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function start(cmd: string[], env: Record<string, string>, nodeArgs: string[] = []): { child: ChildProcess; log: () => string } {
  let out = '';
  const child = spawn(process.execPath, [...nodeArgs, ...cmd], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  return { child, log: () => out };
}

const run = (url: string, duration: number): Promise<Result> =>
  autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 }) as unknown as Promise<Result>;

type Round = Result & { cpuUsPerRequest: number | undefined };
async function measure(url: string, pid: number | undefined, duration: number): Promise<Round> {
  const before = cpuMs(pid);
  const r = await run(url, duration);
  const after = cpuMs(pid);
  const cpuUsPerRequest = before !== undefined && after !== undefined ? ((after - before) * 1000) / r.requests.total : undefined;
  return Object.assign(r, { cpuUsPerRequest });
}

type Target = { path: string; min: number; check?: (headers: Record<string, string>) => boolean };

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
  const children: ChildProcess[] = [];
  const targets: Target[] = [
    {
      path: '/api/cryptocurrencies',
      min: MIN_RATIO,
      check: (h) => h['x-data-source'] === 'live' && Boolean(h['content-security-policy']) && Boolean(h['x-ratelimit-limit']),
    },
    { path: '/healthz', min: MIN_RATIO_HEALTHZ, check: (h) => Boolean(h['content-security-policy']) && Boolean(h['x-request-id']) },
  ];
  try {
    // production mode closes /metrics (no METRICS_TOKEN here): a 404 says the bench measures what `make run` serves
    const metrics = (await fetch(`http://127.0.0.1:${appPort}/metrics`)).status;
    console.log(
      `the app as \`make run\` starts it (npm start, pid ${app.pid}): /metrics answers ${metrics}${metrics === 404 ? ' (production)' : ' (NOT production)'}`,
    );
    // the answers autocannon will get (no Accept-Encoding): their bodies and headers are what the baseline sends
    const routes: Record<string, { body: string; headers: Record<string, string> }> = {};
    for (const t of targets) {
      const warm = await fetch(`http://127.0.0.1:${appPort}${t.path}`, { headers: { 'accept-encoding': 'identity' } });
      const headers = Object.fromEntries(warm.headers);
      if (t.check && !t.check(headers)) throw new Error(`unexpected warm-up answer for ${t.path}: ${JSON.stringify(headers)}`);
      const { date: _d, connection: _c, 'keep-alive': _k, 'content-length': _l, ...sameHeaders } = headers;
      routes[t.path] = { body: await warm.text(), headers: sameHeaders };
    }
    const routesFile = join(dataDir, 'routes.json');
    writeFileSync(routesFile, JSON.stringify(routes));
    const bare = start([join(repoRoot, 'tests/bench/bare-server.mjs')], { PORT: String(barePort), BENCH_ROUTES_FILE: routesFile });
    children.push(bare.child);
    await waitForUrl(`http://127.0.0.1:${barePort}/healthz`, bare.child, bare.log);

    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const rps = (rs: Result[]) => rs.reduce((a, r) => a + r.requests.total, 0) / rs.reduce((a, r) => a + r.duration, 0);
    const cpu = (rs: Round[]) => (rs.every((r) => r.cpuUsPerRequest !== undefined) ? median(rs.map((r) => r.cpuUsPerRequest!)) : undefined);
    const line = (name: string, rs: Round[]) =>
      `  ${name.padEnd(32)} ${rps(rs).toFixed(0).padStart(8)} req/s   p99 ${String(median(rs.map((r) => r.latency.p99))).padStart(4)} ms` +
      `${cpu(rs) !== undefined ? `   ${cpu(rs)!.toFixed(0)} µs CPU/request` : ''}   rounds: ${rs.map((r) => r.requests.average.toFixed(0)).join(' ')}`;
    const summary: string[] = [];
    let failed = 0;
    for (const t of targets) {
      const appUrl = `http://127.0.0.1:${appPort}${t.path}`;
      const bareUrl = `http://127.0.0.1:${barePort}${t.path}`;
      console.log(
        `GET ${t.path} (${routes[t.path]!.body.length} bytes), ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s per target`,
      );
      await run(appUrl, WARMUP_SECONDS);
      await run(bareUrl, WARMUP_SECONDS);
      const ours: Round[] = [];
      const base: Round[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        // alternate who goes first, so neither always gets the quieter moment
        if (i % 2 === 0) {
          ours.push(await measure(appUrl, app.pid, ROUND_SECONDS));
          base.push(await measure(bareUrl, bare.child.pid, ROUND_SECONDS));
        } else {
          base.push(await measure(bareUrl, bare.child.pid, ROUND_SECONDS));
          ours.push(await measure(appUrl, app.pid, ROUND_SECONDS));
        }
      }
      console.log(line('CoinAtlas (full platform)', ours));
      console.log(line('bare Fastify, same bytes', base));
      const ratios = ours.map((r, i) => r.requests.average / base[i]!.requests.average);
      const ratio = median(ratios);
      const cpuRatio = cpu(ours) !== undefined ? cpu(base)! / cpu(ours)! : undefined;
      // The judged figure is capacity: CPU time per request, bare over ours. A Node process serves 1/CPU
      // requests per second on a core of its own, and unlike requests/s this does not move when a neighbour
      // takes the cores for a moment (CI shares its machine). Requests/s is printed beside it.
      const judged = cpuRatio ?? ratio;
      console.log(
        `  capacity ratio ${judged.toFixed(3)} (CPU per request, bare/ours), target >= ${t.min}; ` +
          `requests/s ratio ${ratio.toFixed(3)} (median of rounds ${ratios.map((r) => r.toFixed(2)).join(' ')}; overall ${(rps(ours) / rps(base)).toFixed(3)})`,
      );
      summary.push(`${t.path} ${judged.toFixed(2)}x (target ${t.min})`);
      failed += [...ours, ...base].reduce((a, r) => a + r.non2xx + r.errors + r.timeouts, 0);
      if (judged < t.min) {
        console.error(`FAIL: ${t.path} ratio ${judged.toFixed(3)} is below ${t.min}`);
        process.exitCode = 1;
      }
    }
    const upstreamCalls = fake.calls.markets;
    console.log(`ratios: ${summary.join(', ')}; upstream calls during the run: ${upstreamCalls}`);
    if (failed) throw new Error(`${failed} requests failed`);
    if (upstreamCalls !== 1) throw new Error(`expected 1 upstream call (the warm-up), saw ${upstreamCalls}`);
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await Promise.all([app.stop(), ...children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))]);
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
