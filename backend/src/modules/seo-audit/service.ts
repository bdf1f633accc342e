import { AppError } from '@coinatlas/domain/errors';
import {
  checkDuplicates,
  checkLinks,
  checkPage,
  checkReciprocalHreflang,
  diffFindings,
  DEFAULT_LIMITS,
  internalLink,
  nightlyDue,
  sitePath,
  sortFindings,
  type AuditLimits,
  type Finding,
  type PageFacts,
} from './domain/checks.js';
import type { AuditRepository, AuditRun, FindingFilter, PageReader, RunTrigger, StoredFinding } from './ports.js';

/** A page as the app answers it, read in process (app.inject): no browser, no network. */
export type FetchPage = (
  path: string,
) => Promise<{ status: number; body: string; headers: Readonly<Record<string, string | number | string[] | undefined>> }>;

/** A run whose heartbeat is older than this is taken for one whose process stopped. */
const STALE_MS = 10 * 60_000;
/** Pages read at once: enough to keep the renderer busy, few enough to leave the site responsive. */
const CONCURRENCY = 3;
/** Runs kept with their findings. */
const KEEP_RUNS = 30;

export type SeoAuditDeps = Readonly<{
  repo: AuditRepository;
  fetchPage: FetchPage;
  reader: PageReader;
  siteUrl: string;
  now: () => number;
  limits?: Partial<AuditLimits>;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}>;

/** What the audit found on the site, before it is stored (the integration test reads it directly). */
export type AuditResult = Readonly<{ pages: number; links: number; findings: Finding[] }>;

async function pool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>, stopped: () => boolean) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      if (stopped()) throw new Error('Stopped: the server shut down during the run.');
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

export function createSeoAuditService(deps: SeoAuditDeps) {
  const limits: AuditLimits = { ...DEFAULT_LIMITS, ...deps.limits };
  const at = () => new Date(deps.now());
  let active: Promise<void> | undefined;
  let stopping = false;

  /** Reads the sitemap, every page in it and every internal link once; reports progress as it goes. */
  async function audit(
    onProgress: (p: { pagesTotal?: number; pagesDone?: number; linksTotal?: number; linksDone?: number }) => Promise<void>,
  ): Promise<AuditResult> {
    const sitemap = await deps.fetchPage('/sitemap.xml');
    if (sitemap.status !== 200) throw new Error(`The sitemap answered ${sitemap.status}, so there is nothing to audit.`);
    const entries = deps.reader
      .sitemapEntries(sitemap.body)
      .map((e) => ({ ...e, path: sitePath(e.loc, deps.siteUrl) }))
      .filter((e): e is typeof e & { path: string } => e.path !== undefined);
    await onProgress({ pagesTotal: entries.length, pagesDone: 0 });

    const facts = new Map<string, PageFacts>();
    const findings: Finding[] = [];
    let done = 0;
    await pool(
      entries,
      CONCURRENCY,
      async (entry) => {
        const res = await deps.fetchPage(entry.path);
        const header = res.headers['x-robots-tag'];
        const page = deps.reader.htmlFacts({
          url: entry.path,
          status: res.status,
          html: res.body,
          ...(header ? { robotsHeader: String(header) } : {}),
        });
        facts.set(entry.path, page);
        findings.push(...checkPage(page, entry, limits));
        done++;
        if (done % 5 === 0 || done === entries.length) await onProgress({ pagesDone: done });
      },
      () => stopping,
    );
    const pages = entries.map((e) => facts.get(e.path)!);
    findings.push(...checkDuplicates(pages, deps.siteUrl), ...checkReciprocalHreflang(pages, deps.siteUrl));

    // Internal links: each distinct target read once; the sitemap's pages are already known.
    const status = new Map<string, number>();
    const linkedFrom = new Map<string, string[]>();
    for (const p of pages) {
      if (p.status !== 200) continue;
      for (const href of new Set(p.links)) {
        const target = internalLink(href, deps.siteUrl);
        if (!target) continue;
        const list = linkedFrom.get(target) ?? [];
        list.push(p.url);
        linkedFrom.set(target, list);
      }
    }
    for (const p of pages) status.set(p.url, p.status);
    const unread = [...linkedFrom.keys()].filter((t) => !status.has(t)).sort();
    let linksDone = linkedFrom.size - unread.length;
    await onProgress({ linksTotal: linkedFrom.size, linksDone });
    await pool(
      unread,
      CONCURRENCY,
      async (target) => {
        status.set(target, (await deps.fetchPage(target)).status);
        linksDone++;
        if (linksDone % 10 === 0 || linksDone === linkedFrom.size) await onProgress({ linksDone });
      },
      () => stopping,
    );
    findings.push(...checkLinks(status, linkedFrom));
    return { pages: pages.length, links: linkedFrom.size, findings: sortFindings(findings) };
  }

  async function execute(run: AuditRun): Promise<void> {
    const started = deps.now();
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
    }
  }

  /** Starts a run in the background; undefined when one is already running (on any instance). */
  async function begin(trigger: RunTrigger, startedBy: string | null): Promise<AuditRun | undefined> {
    if (stopping) throw new AppError('UNAVAILABLE', 'The server is shutting down; start the audit again in a moment.');
    await deps.repo.closeAbandoned(new Date(deps.now() - STALE_MS), at());
    const run = await deps.repo.start(trigger, startedBy, at());
    if (!run) return undefined;
    active = execute(run).finally(() => {
      active = undefined;
    });
    return run;
  }

  return {
    audit,

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
      if (!nightlyDue(deps.now(), hourUtc, last?.getTime())) return undefined;
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
      await active;
    },
  };
}

export type SeoAuditService = ReturnType<typeof createSeoAuditService>;
