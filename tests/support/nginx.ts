/**
 * Debian's nginx as a child process in front of app instances, running the operators' example configuration
 * (ops/nginx/coinatlas.conf) with only the upstream addresses, the port and the folders replaced. Everything
 * nginx writes lives in a temporary folder of its own; /etc/nginx is never read. nginx runs under
 * libfaketime so that a test can move its clock (cache freshness) without waiting.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  fstatSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot } from './server.js';

export const NGINX_BIN = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Debian's libfaketime, in the multiarch folder of whatever machine this is. */
export const FAKETIME_LIB =
  ['x86_64-linux-gnu', 'aarch64-linux-gnu'].map((arch) => `/usr/lib/${arch}/faketime/libfaketime.so.1`).find((p) => existsSync(p)) ??
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';
const FAKETIME_ENV = ['LD_PRELOAD', 'FAKETIME_TIMESTAMP_FILE', 'FAKETIME_NO_CACHE', 'FAKETIME_DONT_FAKE_MONOTONIC'];
export const EXAMPLE_CONF = join(repoRoot, 'ops/nginx/coinatlas.conf');

/** One line of the access log, in the example's `coinatlas` format. */
export type AccessLogLine = {
  /** the address the request came from */
  remote: string;
  request: string;
  status: number;
  requestId: string;
  /** every instance nginx tried, in order ("127.0.0.1:4001"); empty when the cache answered alone */
  upstreams: string[];
  upstreamStatus: string;
  cache: string;
};

export type RunningNginx = {
  url: string;
  port: number;
  dir: string;
  /** The access log so far (the same array, growing: copy it to keep a snapshot). */
  log(): readonly AccessLogLine[];
  /**
   * The access log line of a request, by the X-Request-Id nginx gave it (waits for nginx to write it). An answer
   * from nginx's cache carries the id of the request that filled the cache: use `nthFrom` for those.
   */
  lineOf(requestId: string): Promise<AccessLogLine>;
  /** The n-th line (from 0) of the requests from one address (waits for nginx to write it). */
  nthFrom(remote: string, n: number): Promise<AccessLogLine>;
  /**
   * Marks these instances `down` (none: every instance up again) and reloads nginx, as an operator drains an
   * instance before restarting it; resolves once the workers of the old configuration have finished their
   * requests and exited, so nothing goes to a drained instance any more.
   */
  setDown(ports: readonly number[]): Promise<void>;
  /**
   * `nginx -s reload`, as an operator types it; resolves once the workers of the new configuration run and
   * those of the old one have exited.
   */
  reload(): Promise<void>;
  /** Moves nginx's wall clock by this many seconds from the real time (its timers are left alone). */
  setClockOffset(seconds: number): void;
  errors(): string;
  stop(): Promise<void>;
};

/** The example configuration with the test's upstreams, port and folders: fails loudly if its shape changed. */
export function renderSiteConf(opts: { port: number; upstreams: number[]; dir: string; down?: readonly number[] }): string {
  let conf = readFileSync(EXAMPLE_CONF, 'utf8');
  const replace = (pattern: RegExp, by: (m: RegExpMatchArray) => string, what: string) => {
    const matches = [...conf.matchAll(pattern)];
    if (matches.length === 0) throw new Error(`ops/nginx/coinatlas.conf: ${what} not found (pattern ${pattern})`);
    conf = conf.replace(pattern, (...args) => by(args as unknown as RegExpMatchArray));
  };
  // The example's upstream lists its instances as `server appN:3000 <params>;`: keep the first one's params.
  const servers = [...conf.matchAll(/^([ \t]*)server app\d+:3000([^;]*);\n/gm)];
  if (servers.length === 0) throw new Error('ops/nginx/coinatlas.conf: no `server appN:3000` line in the upstream');
  const [indent, params] = [servers[0]![1]!, servers[0]![2]!];
  const list = opts.upstreams.map((p) => `${indent}server 127.0.0.1:${p}${params}${opts.down?.includes(p) ? ' down' : ''};\n`).join('');
  conf = conf.replace(servers.map((s) => s[0]).join(''), list);
  if (!conf.includes(list)) throw new Error('ops/nginx/coinatlas.conf: the upstream servers are not on consecutive lines');
  replace(/listen 80;/g, () => `listen 127.0.0.1:${opts.port};`, 'listen 80');
  replace(/\/var\/cache\/nginx\/coinatlas/g, () => join(opts.dir, 'cache'), 'the cache path');
  replace(/\/var\/log\/nginx\/access\.log/g, () => join(opts.dir, 'access.log'), 'the access log path');
  return conf;
}

const LINE = /^(\S+) \[[^\]]*\] "([^"]*)" (\d{3}) \d+ rid=(\S+) upstream=(.*?) upstream_status=(.*?) cache=(\S*) time=/;

function parseLog(text: string): AccessLogLine[] {
  return text
    .split('\n')
    .map((l) => LINE.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({
      remote: m[1]!,
      request: m[2]!,
      status: Number(m[3]),
      requestId: m[4]!,
      upstreams: m[5]!.match(/\d+\.\d+\.\d+\.\d+:\d+/g) ?? [],
      upstreamStatus: m[6]!,
      cache: m[7] === '-' ? '' : m[7]!,
    }));
}

/** Starts nginx on a free loopback port in front of the given instance ports (127.0.0.1). */
export async function startNginx(opts: { upstreams: number[]; port?: number }): Promise<RunningNginx> {
  if (!existsSync(NGINX_BIN)) throw new Error(`${NGINX_BIN} is missing: run \`make nginx\` (make test does), or set NGINX_PATH`);
  if (!existsSync(FAKETIME_LIB)) throw new Error(`${FAKETIME_LIB} is missing: run \`make nginx\` (installs Debian's libfaketime)`);
  const port = opts.port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'coinatlas-nginx-'));
  // nginx's workers drop to an unprivileged user when started as root: they must reach the cache and clock file.
  chmodSync(dir, 0o755);
  const clockFile = join(dir, 'faketime');
  writeFileSync(clockFile, '+0\n', { mode: 0o644 });
  writeFileSync(join(dir, 'coinatlas.conf'), renderSiteConf({ port, upstreams: opts.upstreams, dir }));
  const temp = (name: string) => `${name}_temp_path ${join(dir, `${name}_temp`)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'worker_processes 2;',
      // nginx hands its workers an empty environment unless told: libfaketime reads these on every clock call
      ...FAKETIME_ENV.map((name) => `env ${name};`),
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${temp(t)}`),
      `  include ${join(dir, 'coinatlas.conf')};`,
      '}',
      '',
    ].join('\n'),
  );

  let out = '';
  const child: ChildProcess = spawn(
    NGINX_BIN,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;'],
    {
      env: {
        PATH: process.env.PATH,
        LD_PRELOAD: FAKETIME_LIB,
        FAKETIME_TIMESTAMP_FILE: clockFile,
        // read the offset on every clock call, so a change applies at once; timers keep the real monotonic clock
        FAKETIME_NO_CACHE: '1',
        FAKETIME_DONT_FAKE_MONOTONIC: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // nginx outlives a test process that dies without its hooks unless told otherwise
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const errors = () => out + (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');

  // Bounded wait for a state: nginx answers on its port.
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${errors()}`);
    try {
      await fetch(`http://127.0.0.1:${port}/metrics`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${port}:\n${errors()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** nginx's worker processes (children of the master named so), from /proc. */
  const workers = () =>
    readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .filter((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
          return ppid === child.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('worker process');
        } catch {
          return false; // gone meanwhile
        }
      })
      .map(Number);

  /** Asks for a reload, then waits (bounded) until no worker of the old configuration is left. */
  const reloaded = async (ask: () => void | Promise<void>) => {
    const before = workers();
    await ask();
    for (let i = 0; ; i++) {
      const now = workers();
      if (now.length > 0 && before.every((pid) => !now.includes(pid))) return;
      if (i > 600 || child.exitCode !== null) throw new Error(`nginx did not reload:\n${errors()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  // The log is read incrementally: a load test polls it often while it grows to tens of thousands of lines.
  const logPath = join(dir, 'access.log');
  const lines: AccessLogLine[] = [];
  let readBytes = 0;
  let partial = '';
  const log = () => {
    if (!existsSync(logPath)) return lines;
    const fd = openSync(logPath, 'r');
    try {
      const size = fstatSync(fd).size;
      if (size > readBytes) {
        const chunk = Buffer.alloc(size - readBytes);
        readSync(fd, chunk, 0, chunk.length, readBytes);
        readBytes = size;
        const text = partial + chunk.toString('utf8');
        const cut = text.lastIndexOf('\n') + 1;
        partial = text.slice(cut);
        lines.push(...parseLog(text.slice(0, cut)));
      }
    } finally {
      closeSync(fd);
    }
    return lines;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dir,
    log,
    async lineOf(requestId) {
      // nginx writes the line just after sending the answer, from another process: wait for it (bounded).
      for (let i = 0; i < 200; i++) {
        const line = log().find((l) => l.requestId === requestId);
        if (line) return line;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no access log line for request ${requestId}`);
    },
    async nthFrom(remote, n) {
      for (let i = 0; i < 200; i++) {
        const line = log().filter((l) => l.remote === remote)[n];
        if (line) return line;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no access log line ${n} from ${remote}`);
    },
    async setDown(ports) {
      writeFileSync(join(dir, 'coinatlas.conf'), renderSiteConf({ port, upstreams: opts.upstreams, dir, down: ports }));
      await reloaded(() => {
        process.kill(child.pid!, 'SIGHUP');
      });
    },
    async reload() {
      // not execFileSync: the test's clients must keep running while nginx reloads
      const args = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-s', 'reload'];
      await reloaded(
        () =>
          new Promise<void>((resolve, reject) =>
            execFile(NGINX_BIN, args, (err, _out, stderr) => (err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve())),
          ),
      );
    },
    setClockOffset(seconds) {
      writeFileSync(clockFile, `${seconds >= 0 ? '+' : ''}${seconds}\n`);
    },
    errors,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT'); // graceful: workers finish their requests
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
