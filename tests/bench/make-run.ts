/**
 * Starts the server exactly as `make run` does once the build is done: `npm start` from the repository root
 * (the backend's start script: its NODE_ENV default and its Node flags), with only the variables a bench
 * needs added to a clean environment. NODE_ENV is not set here, so the bench measures whatever mode
 * `make run` serves in. The figures (CPU time, RSS) are read from the Node process that npm starts, not
 * from npm itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { repoRoot } from '../support/server.js';

/** A bound on waiting for the server to come up (embedded Postgres and its migrations on a busy machine). */
const START_TIMEOUT_MS = 180_000;

export type MakeRunServer = {
  /** npm, which `make run` runs */
  child: ChildProcess;
  /** the server's own Node process (npm's descendant) */
  pid: number;
  url: string;
  log(): string;
  stop(): Promise<void>;
};

const childrenOf = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
const commandOf = (pid: number): string[] => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
};

/** The Node process running the server's main.js somewhere below `root` (npm, then a shell, then node). */
function serverPid(root: number): number | undefined {
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    const cmd = commandOf(pid);
    if (cmd.some((a) => a.endsWith('dist/src/main.js')) && /node$/.test(cmd[0] ?? '')) return pid;
    queue.push(...childrenOf(pid));
  }
  return undefined;
}

/** Resident set size of a process now, and its peak so far (VmHWM), in bytes, from /proc (Linux). */
export function rssOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); undefined elsewhere. */
export function cpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return undefined;
  }
}

export async function startMakeRun(opts: { port: number; env: Record<string, string> }): Promise<MakeRunServer> {
  let out = '';
  const child = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', PORT: String(opts.port), LOG_LEVEL: 'warn', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  let pid: number | undefined;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`\`npm start\` exited with ${child.exitCode}:\n${out}`);
    pid ??= serverPid(child.pid!);
    try {
      if (pid && (await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      if (pid) process.kill(pid, 'SIGKILL');
      child.kill('SIGKILL');
      throw new Error(`no answer from ${url} in ${START_TIMEOUT_MS / 1000} s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const node = pid;
  return {
    child,
    pid: node,
    url,
    log: () => out,
    async stop() {
      // the server first (its graceful shutdown), then npm, which exits with it
      const exited = child.exitCode === null ? new Promise((r) => child.once('exit', r)) : Promise.resolve();
      try {
        process.kill(node, 'SIGTERM');
      } catch {
        // already gone
      }
      const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(kill);
    },
  };
}
