import { hostname } from 'node:os';
import { AppError } from '@coinatlas/domain/errors';
import { diffFindings, DEFAULT_LIMITS, nightlyDue, sortFindings, type AuditLimits } from './domain/checks.js';
import type { AuditRepository, AuditResult, AuditRun, Crawl, CrawledPage, FindingFilter, RunTrigger, StoredFinding } from './ports.js';

export type { AuditResult } from './ports.js';

/** A page as the server answers it (plugin.ts reads it over loopback HTTP, or in process). */
export type FetchPage = (
  path: string,
) => Promise<{ status: number; body: string; headers: Readonly<Record<string, string | number | string[] | undefined>> }>;

/** How often a running run says it is alive, whatever its progress. */
const HEARTBEAT_MS = 5_000;
/** A run whose heartbeat is older than this is taken for one whose process stopped (on another host). */
const STALE_MS = 30_000;
/** Pages read at once: enough to keep the renderer busy, few enough to leave the site responsive. */
const CONCURRENCY = 3;
/** Runs kept with their findings. */
const KEEP_RUNS = 30;

export const ABANDONED = 'The run stopped without finishing (its server stopped or restarted).';

export type SeoAuditDeps = Readonly<{
  repo: AuditRepository;
  fetchPage: FetchPage;
  siteUrl: string;
  now: () => number;
  limits?: Partial<AuditLimits>;
  /** how a run reads the site and checks it: in a worker thread with a heap of its own (adapters/worker-crawler.ts) */
  crawl: Crawl;
  /** this process, as runs name their owner (`host:pid`) */
  owner?: string;
  /** whether a process of this host is still running (signal 0) */
  processAlive?: (pid: number) => boolean;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}>;

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // it exists, under another user
  }
};

export function createSeoAuditService(deps: SeoAuditDeps) {
  const limits: AuditLimits = { ...DEFAULT_LIMITS, ...deps.limits };
  const at = () => new Date(deps.now());
  const owner = deps.owner ?? `${hostname()}:${process.pid}`;
  const host = owner.slice(0, owner.lastIndexOf(':'));
  const processAlive = deps.processAlive ?? alive;
  // A fresh database has no run yet: the first nightly run waits for the first audit hour after this start.
  const startedAt = deps.now();
  let active: { id: number; done: Promise<void> } | undefined;
  let stopping = false;

  const fetchPage = async (path: string): Promise<CrawledPage> => {
    const res = await deps.fetchPage(path);
    const robots = res.headers['x-robots-tag'];
    return { status: res.status, body: res.body, ...(robots ? { robotsHeader: String(robots) } : {}) };
  };

  /** Reads the site in the audit's thread; reports progress as it goes. */
  const audit = (onProgress: (p: Parameters<AuditRepository['progress']>[1]) => Promise<void>): Promise<AuditResult> =>
    deps.crawl({ siteUrl: deps.siteUrl, limits, concurrency: CONCURRENCY, fetchPage, onProgress, stopped: () => stopping });

  /**
   * Whether a running run has lost its process: its heartbeat has aged, or it belongs to this host and its
   * process is gone (or is this very process, which is not executing it: the same pid after a restart).
   */
  function abandoned(run: AuditRun): boolean {
    if (run.heartbeatAt.getTime() < deps.now() - STALE_MS) return true;
    if (!run.owner) return false;
    const sep = run.owner.lastIndexOf(':');
    if (run.owner.slice(0, sep) !== host) return false;
    if (run.owner === owner) return active?.id !== run.id;
    const pid = Number(run.owner.slice(sep + 1));
    return Number.isInteger(pid) && pid > 0 && !processAlive(pid);
  }

  /** Closes the running run, if its process is gone; true when it did. */
  async function closeAbandoned(): Promise<boolean> {
    const running = await deps.repo.running();
    if (!running || !abandoned(running)) return false;
    await deps.repo.fail(running.id, ABANDONED, at());
    deps.log.warn({ run: running.id, owner: running.owner }, 'seo audit run closed: its process stopped');
    return true;
  }

  async function execute(run: AuditRun): Promise<void> {
    const started = deps.now();
    // The heartbeat goes on while a slow page renders, so other instances never take the run for dead.
    const beat = setInterval(() => void deps.repo.progress(run.id, {}, at()).catch(() => undefined), HEARTBEAT_MS);
    beat.unref();
    try {
      const result = await audit((p) => deps.repo.progress(run.id, p, at()));
      await deps.repo.finish(run.id, result.findings, at());
      const counts = { errors: 0, warnings: 0, notices: 0 };
      for (const f of result.findings) counts[`${f.severity}s` as keyof typeof counts]++;
      deps.log.info({ run: run.id, pages: result.pages, links: result.links, ...counts, ms: deps.now() - started }, 'seo audit finished');
      await deps.repo.prune(KEEP_RUNS);
    } catch (err) {
      deps.log.warn({ err, run: run.id }, 'seo audit failed');
      await deps.repo.fail(run.id, err instanceof Error ? err.message : String(err), at()).catch(() => undefined);
    } finally {
      clearInterval(beat);
    }
  }

  /** Starts a run in the background; undefined when one is already running (on any instance). */
  async function begin(trigger: RunTrigger, startedBy: string | null): Promise<AuditRun | undefined> {
    if (stopping) throw new AppError('UNAVAILABLE', 'The server is shutting down; start the audit again in a moment.');
    await closeAbandoned();
    const run = await deps.repo.start(trigger, startedBy, at(), owner);
    if (!run) return undefined;
    const done = execute(run).finally(() => {
      active = undefined;
    });
    active = { id: run.id, done };
    return run;
  }

  return {
    audit,

    /** Closes a run left running by a process that died (called at start-up: no wait for its heartbeat to age). */
    recover: closeAbandoned,

    /** An admin's run: 409 while another is running. */
    async start(startedBy: string): Promise<AuditRun> {
      const run = await begin('manual', startedBy);
      if (run) return run;
      const other = await deps.repo.running();
      throw new AppError(
        'CONFLICT',
        `An audit is already running (run ${other?.id ?? '?'}, started ${other?.startedAt.toISOString() ?? 'a moment ago'}); wait for it to finish.`,
      );
    },

    /** The nightly run, when its hour has come and no run started since. */
    async nightly(hourUtc: number): Promise<AuditRun | undefined> {
      const last = await deps.repo.lastStartedAt();
      if (!nightlyDue(deps.now(), hourUtc, last?.getTime() ?? startedAt)) return undefined;
      return begin('nightly', null);
    },

    list: (limit: number) => deps.repo.list(limit),

    async get(id: number): Promise<AuditRun> {
      const run = await deps.repo.get(id);
      if (!run) throw new AppError('NOT_FOUND', `No audit run ${id}`);
      return run;
    },

    /** A run's findings (filtered), each marked new or not against the previous finished run, and the fixed ones. */
    async findings(id: number, filter: FindingFilter) {
      const run = await deps.repo.get(id);
      if (!run) throw new AppError('NOT_FOUND', `No audit run ${id}`);
      const previous = await deps.repo.previousFinished(id);
      const current = await deps.repo.findings(id, filter);
      if (!previous) return { run, previous: null, findings: current.map((f) => ({ ...f, change: null })), fixed: [] as StoredFinding[] };
      const before = await deps.repo.findings(previous.id, filter);
      const { added, fixed } = diffFindings(current, before);
      const fresh = new Set(added.map((f) => f.id));
      return {
        run,
        previous,
        findings: current.map((f) => ({ ...f, change: fresh.has(f.id) ? ('new' as const) : ('unchanged' as const) })),
        fixed: sortFindings(fixed) as StoredFinding[],
      };
    },

    /** Stops reading pages and waits for the run to close (failed, saying why). */
    async stop(): Promise<void> {
      stopping = true;
      await active?.done;
    },
  };
}

export type SeoAuditService = ReturnType<typeof createSeoAuditService>;
