/**
 * The API's capacity against a bare Fastify route sending the same bytes (make bench, and the soak after its
 * traffic): GET /api/cryptocurrencies with a warm cache, security headers and rate limiting on, target 0.75
 * (BENCH_MIN_RATIO), and GET /healthz, target 0.85 (BENCH_MIN_RATIO_HEALTHZ). Each pair is measured in
 * alternating short rounds; the ratio judged is capacity (CPU time per request of the bare route over ours, read
 * from /proc), which a neighbour's load does not move; the requests/s ratio is printed beside it.
 *
 * The app's process also does work of its own that no request asks for: its jobs (price refreshes, the
 * newsletter sender, the blog scheduler) and an SEO audit in its worker thread. On a soaked server, with the
 * soak's shortened intervals, an audit that was still running took the first rounds (2026-12-06, a 12-minute
 * soak: 684 and 749 requests/s in those rounds, 2,566-2,912 in the others). So the soak waits for its audit to
 * end (`settle`), and each of our rounds is preceded by a quiet window of the same length in which the process's
 * CPU time is read with no requests: the judged figure is the round's CPU time less that background rate, over
 * its requests, and the figure with the background in it is printed beside it. (Once the audit is over, the
 * background measured 7-63 ms of CPU a second, a few µs a request.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { repoRoot } from '../support/server.js';
import { cpuMs } from './make-run.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 3);
const WARMUP_SECONDS = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MIN_RATIO = Number(process.env.BENCH_MIN_RATIO ?? 0.75);
const MIN_RATIO_HEALTHZ = Number(process.env.BENCH_MIN_RATIO_HEALTHZ ?? 0.85);

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

type Round = Result & { cpuUsPerRequest: number | undefined; grossCpuUsPerRequest: number | undefined; backgroundMsPerS: number };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** CPU time (ms) the process spends per second with no request: its own background work. */
async function backgroundRate(pid: number | undefined, seconds: number): Promise<number | undefined> {
  const before = cpuMs(pid);
  const t0 = performance.now();
  await sleep(seconds * 1000);
  const after = cpuMs(pid);
  if (before === undefined || after === undefined) return undefined;
  return (after - before) / ((performance.now() - t0) / 1000);
}

/** One round; with `quiet`, the process's background rate (read just before) is taken out of its CPU time. */
async function measure(url: string, pid: number | undefined, duration: number, quiet = false): Promise<Round> {
  const background = quiet ? ((await backgroundRate(pid, duration)) ?? 0) : 0;
  const before = cpuMs(pid);
  const t0 = performance.now();
  const r = await run(url, duration);
  const after = cpuMs(pid);
  const elapsedS = (performance.now() - t0) / 1000;
  const gross = before !== undefined && after !== undefined ? after - before : undefined;
  const perRequest = (ms: number) => (ms * 1000) / r.requests.total;
  return Object.assign(r, {
    grossCpuUsPerRequest: gross !== undefined ? perRequest(gross) : undefined,
    cpuUsPerRequest: gross !== undefined ? perRequest(Math.max(0, gross - background * elapsedS)) : undefined,
    backgroundMsPerS: background,
  });
}

type Target = { path: string; min: number; check?: (headers: Record<string, string>) => boolean };

/** Measures both routes of the server at `appPort` (its Node process `appPid`) against a bare server; `dataDir` takes a file. */
export async function measureApiRatios(opts: {
  appPort: number;
  appPid: number;
  barePort: number;
  dataDir: string;
  /** waits until the app's process has settled (no audit running); says what it waited for */
  settle?: () => Promise<string>;
}): Promise<{ summary: string[]; ok: boolean }> {
  const { appPort, barePort, dataDir } = opts;
  const app = { pid: opts.appPid };
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
    // production mode closes /metrics to a request without its token (404 without METRICS_TOKEN, 401 with one):
    // either says the bench measures what `make run` serves
    const metrics = (await fetch(`http://127.0.0.1:${appPort}/metrics`)).status;
    const production = metrics === 404 || metrics === 401;
    console.log(
      `the app as \`make run\` starts it (npm start, pid ${app.pid}): /metrics answers ${metrics}${production ? ' (production)' : ' (NOT production)'}`,
    );
    // the answers autocannon will get (no Accept-Encoding): their bodies and headers are what the baseline sends
    const routes: Record<string, { body: string; headers: Record<string, string> }> = {};
    for (const t of targets) {
      // a cached answer past its window is served stale while it refreshes: ask again until it is fresh
      let warm = await fetch(`http://127.0.0.1:${appPort}${t.path}`, { headers: { 'accept-encoding': 'identity' } });
      for (let i = 0; i < 20 && t.check && !t.check(Object.fromEntries(warm.headers)); i++) {
        await warm.arrayBuffer();
        await new Promise((r) => setTimeout(r, 500));
        warm = await fetch(`http://127.0.0.1:${appPort}${t.path}`, { headers: { 'accept-encoding': 'identity' } });
      }
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

    if (opts.settle) console.log(await opts.settle());
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const rps = (rs: Result[]) => rs.reduce((a, r) => a + r.requests.total, 0) / rs.reduce((a, r) => a + r.duration, 0);
    const cpu = (rs: Round[]) => (rs.every((r) => r.cpuUsPerRequest !== undefined) ? median(rs.map((r) => r.cpuUsPerRequest!)) : undefined);
    const background = (rs: Round[]) =>
      rs.some((r) => r.backgroundMsPerS > 0)
        ? ` (${median(rs.map((r) => r.grossCpuUsPerRequest ?? 0)).toFixed(0)} µs with the process's background work, ` +
          `${median(rs.map((r) => r.backgroundMsPerS)).toFixed(1)} ms CPU/s while idle)`
        : '';
    const line = (name: string, rs: Round[]) =>
      `  ${name.padEnd(32)} ${rps(rs).toFixed(0).padStart(8)} req/s   p99 ${String(median(rs.map((r) => r.latency.p99))).padStart(4)} ms` +
      `${cpu(rs) !== undefined ? `   ${cpu(rs)!.toFixed(0)} µs CPU/request` : ''}${background(rs)}   rounds: ${rs.map((r) => r.requests.average.toFixed(0)).join(' ')}`;
    const summary: string[] = [];
    let failed = 0;
    let ok = true;
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
          ours.push(await measure(appUrl, app.pid, ROUND_SECONDS, true));
          base.push(await measure(bareUrl, bare.child.pid, ROUND_SECONDS));
        } else {
          base.push(await measure(bareUrl, bare.child.pid, ROUND_SECONDS));
          ours.push(await measure(appUrl, app.pid, ROUND_SECONDS, true));
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
        ok = false;
      }
    }
    console.log(`ratios: ${summary.join(', ')}`);
    if (failed) throw new Error(`${failed} requests failed`);
    return { summary, ok };
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  }
}
