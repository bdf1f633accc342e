import type { Alternate, AuditLimits, CheckId, Finding, PageFacts, Severity } from './domain/checks.js';

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
  /** the process executing it, `host:pid` (null for runs from before owners were recorded) */
  owner: string | null;
}>;

export type StoredFinding = Finding & Readonly<{ id: number }>;

export type FindingFilter = Readonly<{ severity?: Severity; check?: CheckId; lang?: string }>;

export type Progress = Partial<Pick<AuditRun, 'pagesTotal' | 'pagesDone' | 'linksTotal' | 'linksDone'>>;

/** Where runs and their findings are kept (seo_audit_runs, seo_audit_findings). */
export type AuditRepository = Readonly<{
  /** A new running run owned by `owner`, or undefined when another run is running (the one-running index refused it). */
  start(trigger: RunTrigger, startedBy: string | null, now: Date, owner?: string): Promise<AuditRun | undefined>;
  running(): Promise<AuditRun | undefined>;
  progress(id: number, progress: Progress, now: Date): Promise<void>;
  finish(id: number, findings: readonly Finding[], now: Date): Promise<void>;
  /** Closes a running run as failed (a run already closed stays as it is). */
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

/** A page as the site answers it: status, body and the X-Robots-Tag header. */
export type CrawledPage = Readonly<{ status: number; body: string; robotsHeader?: string }>;

export type CrawlProgress = Partial<{ pagesTotal: number; pagesDone: number; linksTotal: number; linksDone: number }>;

/** What a run found on the site, before it is stored. */
export type AuditResult = Readonly<{ pages: number; links: number; findings: Finding[] }>;

/** One run of the audit over the site: pages come from `fetchPage`, progress goes to `onProgress`. */
export type Crawl = (run: {
  siteUrl: string;
  limits: AuditLimits;
  /** pages read at once */
  concurrency: number;
  fetchPage: (path: string) => Promise<CrawledPage>;
  onProgress: (p: CrawlProgress) => Promise<void>;
  /** true once the server is shutting down: the crawl stops at its next page */
  stopped: () => boolean;
}) => Promise<AuditResult>;
