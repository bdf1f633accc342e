import type { Alternate, CheckId, Finding, PageFacts, Severity } from './domain/checks.js';

export type RunStatus = 'running' | 'finished' | 'failed';
export type RunTrigger = 'manual' | 'nightly';

export type AuditRun = Readonly<{
  id: number;
  status: RunStatus;
  trigger: RunTrigger;
  startedBy: string | null;
  startedAt: Date;
  heartbeatAt: Date;
  finishedAt: Date | null;
  pagesTotal: number;
  pagesDone: number;
  linksTotal: number;
  linksDone: number;
  counts: Readonly<Record<Severity, number>>;
  failure: string | null;
}>;

export type StoredFinding = Finding & Readonly<{ id: number }>;

export type FindingFilter = Readonly<{ severity?: Severity; check?: CheckId; lang?: string }>;

export type Progress = Partial<Pick<AuditRun, 'pagesTotal' | 'pagesDone' | 'linksTotal' | 'linksDone'>>;

/** Where runs and their findings are kept (seo_audit_runs, seo_audit_findings). */
export type AuditRepository = Readonly<{
  /** Closes running runs whose heartbeat is older than `staleBefore` (their process stopped) as failed. */
  closeAbandoned(staleBefore: Date, now: Date): Promise<number>;
  /** A new running run, or undefined when another run is running (the one-running index refused it). */
  start(trigger: RunTrigger, startedBy: string | null, now: Date): Promise<AuditRun | undefined>;
  running(): Promise<AuditRun | undefined>;
  progress(id: number, progress: Progress, now: Date): Promise<void>;
  finish(id: number, findings: readonly Finding[], now: Date): Promise<void>;
  fail(id: number, failure: string, now: Date): Promise<void>;
  get(id: number): Promise<AuditRun | undefined>;
  list(limit: number): Promise<AuditRun[]>;
  /** The newest finished run started before run `id`. */
  previousFinished(id: number): Promise<AuditRun | undefined>;
  findings(runId: number, filter?: FindingFilter): Promise<StoredFinding[]>;
  lastStartedAt(): Promise<Date | undefined>;
  /** Deletes finished and failed runs beyond the newest `keep` (with their findings). */
  prune(keep: number): Promise<void>;
}>;

/** Reads a page's raw HTML and the sitemap's XML as a crawler does (htmlparser2: adapters/html-facts.ts). */
export type PageReader = Readonly<{
  htmlFacts(input: { url: string; status: number; html: string; robotsHeader?: string }): PageFacts;
  sitemapEntries(xml: string): Array<{ loc: string; alternates: Alternate[] }>;
}>;
