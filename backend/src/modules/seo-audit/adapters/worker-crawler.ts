import { Worker } from 'node:worker_threads';
import { STOPPED, type AuditResult } from '../crawl.js';
import type { AuditLimits } from '../domain/checks.js';
import type { Crawl, CrawlProgress } from '../ports.js';

/** Messages between the server's thread and the audit's (audit-worker.ts). */
export type FromWorker =
  | { kind: 'fetch'; id: number; path: string }
  | { kind: 'progress'; progress: CrawlProgress }
  | { kind: 'result'; result: AuditResult }
  | { kind: 'failed'; message: string };
export type ToWorker =
  | { kind: 'page'; id: number; status: number; body: Uint8Array; robotsHeader?: string }
  | { kind: 'page-failed'; id: number; message: string };

export type WorkerCrawlerOptions = Readonly<{
  /** the audit thread's heap limit (old generation), MiB */
  heapMb: number;
}>;

type WorkerData = Readonly<{ siteUrl: string; limits: AuditLimits; concurrency: number }>;

/**
 * Starts the audit's thread. Built code runs the compiled worker; from the sources (tests, `make dev`) the
 * thread registers tsx first, as the main process did.
 */
function startWorker(options: WorkerCrawlerOptions, workerData: WorkerData): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const file = new URL(`./audit-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
  const resourceLimits = { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: 8, stackSizeMb: 4 };
  if (!fromSource) return new Worker(file, { workerData, resourceLimits });
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); })`;
  return new Worker(boot, { eval: true, workerData, resourceLimits, execArgv: ['--conditions=source'] });
}

/**
 * The audit in a worker thread with a heap limit of its own: what a run keeps cannot starve the site, and a
 * run that outgrows the limit fails (saying so) while the server goes on serving. The main thread does
 * only what it does for any crawler: it renders the page asked for, and moves its bytes to the audit's
 * thread without keeping them.
 */
export function createWorkerCrawler(options: WorkerCrawlerOptions): Crawl {
  return (run) =>
    new Promise<AuditResult>((resolve, reject) => {
      const worker = startWorker(options, { siteUrl: run.siteUrl, limits: run.limits, concurrency: run.concurrency });
      let settled = false;
      const settle = (done: () => void) => {
        if (settled) return;
        settled = true;
        void worker.terminate();
        done();
      };
      const fail = (message: string) => settle(() => reject(new Error(message)));
      const send = (m: ToWorker, transfer: ArrayBuffer[] = []) => {
        if (!settled) worker.postMessage(m, transfer);
      };

      worker.on('message', (m: FromWorker) => {
        if (m.kind === 'fetch') {
          if (run.stopped()) return send({ kind: 'page-failed', id: m.id, message: STOPPED });
          run.fetchPage(m.path).then(
            (page) => {
              // a copy the audit's thread takes over: nothing of the page stays on this side
              const body = new TextEncoder().encode(page.body);
              send(
                { kind: 'page', id: m.id, status: page.status, body, ...(page.robotsHeader ? { robotsHeader: page.robotsHeader } : {}) },
                [body.buffer as ArrayBuffer],
              );
            },
            (err: unknown) => send({ kind: 'page-failed', id: m.id, message: err instanceof Error ? err.message : String(err) }),
          );
        } else if (m.kind === 'progress') {
          // a progress report that cannot be stored (the database went away) ends the run, as before
          run.onProgress(m.progress).catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));
        } else if (m.kind === 'result') settle(() => resolve(m.result));
        else fail(m.message);
      });
      worker.on('error', (err: Error & { code?: string }) =>
        fail(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `The audit needed more than its ${options.heapMb} MiB of memory and was stopped; the site went on serving. Raise SEO_AUDIT_HEAP_MB to audit a site this large.`
            : `The audit's thread failed: ${err.message}`,
        ),
      );
      worker.on('exit', (code) => fail(`The audit's thread ended (exit code ${code}) before the run finished.`));
    });
}
