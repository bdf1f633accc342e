import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, createTestRedis, type TestDatabase, type TestRedis } from './services.js';

const START_TIMEOUT_MS = 90_000;

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const mainJs = join(repoRoot, 'backend/dist/src/main.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export type RunningServer = {
  url: string;
  port: number;
  database: TestDatabase;
  redis: TestRedis;
  output: () => string;
  /** Sends a signal to the server process and resolves with its exit code (the database is kept). */
  signal(sig: NodeJS.Signals): Promise<number | null>;
  stop(): Promise<number | null>;
  /** Stops the process and starts it again on the same port, database and Redis prefix. */
  restart(env?: Record<string, string>): Promise<void>;
};

export type ServerOptions = {
  env?: Record<string, string>;
  withRedis?: boolean;
  database?: TestDatabase;
  /** how long to wait for /healthz before giving up (a bound, not a timing check); 90 s by default */
  startTimeoutMs?: number;
};

/** Starts the built server (`backend/dist`) as a child process, on a fresh database of its own. */
export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(mainJs)) throw new Error('backend/dist is missing: run `npm run build` (make test does) first');
  const database = opts.database ?? (await createTestDatabase());
  const redis = await createTestRedis();
  const port = await freePort();
  const pgliteDir = database.url ? undefined : mkdtempSync(join(tmpdir(), 'coinatlas-e2e-'));
  let child: ChildProcess;
  let log = '';
  let extraEnv = opts.env ?? {};

  const launch = async () => {
    log = '';
    child = spawn(process.execPath, [mainJs], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        PUBLIC_SITE_URL: `http://localhost:${port}`,
        // the address the suites talk to the server at: admin writes from it pass even where a suite sets another PUBLIC_SITE_URL
        ADMIN_ORIGINS: `http://localhost:${port}`,
        MAIL_DIR: join(tmpdir(), 'coinatlas-e2e-mail'),
        // suites render many pages from one address; the suites of the render limit set their own
        PAGE_RENDER_RATE_LIMIT_MAX: '1000000',
        ...(database.url ? { DATABASE_URL: database.url } : { PGLITE_DIR: pgliteDir! }),
        ...(redis.url && opts.withRedis !== false ? { REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.keyPrefix } : {}),
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // a test process that dies without running its hooks takes its servers along
    const started = child;
    const killOnExit = () => started.kill('SIGKILL');
    process.once('exit', killOnExit);
    started.once('exit', () => process.off('exit', killOnExit));
    child.stdout!.on('data', (d) => (log += d));
    child.stderr!.on('data', (d) => (log += d));
    // A bound on waiting for a state, not a timing check: on a busy 2-core machine, embedded Postgres, the
    // migrations and the content load can take well over 30 s to come up (the suites' hooks allow 120 s).
    const startTimeoutMs = opts.startTimeoutMs ?? START_TIMEOUT_MS;
    const deadline = Date.now() + startTimeoutMs;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`server exited with ${child.exitCode ?? child.signalCode}:\n${log}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start in ${startTimeoutMs / 1000} s:\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  const stopChild = () =>
    new Promise<number | null>((resolve) => {
      // this process, not whichever `child` a restart launches next
      const running = child;
      if (running.exitCode !== null || running.signalCode !== null) return resolve(running.exitCode);
      const kill = setTimeout(() => running.kill('SIGKILL'), 15_000);
      running.once('exit', (code) => {
        clearTimeout(kill);
        resolve(code);
      });
      running.kill('SIGTERM');
    });

  await launch();
  return {
    url: `http://localhost:${port}`,
    port,
    database,
    redis,
    output: () => log,
    signal(sig) {
      return new Promise<number | null>((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(sig);
      });
    },
    async stop() {
      const code = await stopChild();
      if (!opts.database) await database.drop().catch(() => {});
      await redis.stop().catch(() => {});
      if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
      return code;
    },
    async restart(env) {
      await stopChild();
      if (env) extraEnv = { ...extraEnv, ...env };
      await launch();
    },
  };
}
