import { parentPort, workerData } from 'node:worker_threads';
import { crawlSite, STOPPED, type CrawledPage } from '../crawl.js';
import type { AuditLimits } from '../domain/checks.js';
import { htmlFacts, sitemapEntries } from './html-facts.js';
import type { FromWorker, ToWorker } from './worker-crawler.js';

/**
 * The audit's own thread (started by worker-crawler.ts with a heap limit of its own). It asks the main
 * thread for each page, which renders it as it would for any crawler and hands the bytes over; everything
 * the audit keeps lives here, so an audit that outgrows its limit ends this thread and never the server.
 */
const port = parentPort!;
const data = workerData as { siteUrl: string; limits: AuditLimits; concurrency: number };
const waiting = new Map<number, { resolve: (p: CrawledPage) => void; reject: (err: Error) => void }>();
const decoder = new TextDecoder();
let nextId = 0;
let stopped = false;

const send = (m: FromWorker) => port.postMessage(m);

port.on('message', (m: ToWorker) => {
  const w = waiting.get(m.id);
  if (!w) return;
  waiting.delete(m.id);
  if (m.kind === 'page') {
    w.resolve({ status: m.status, body: decoder.decode(m.body), ...(m.robotsHeader ? { robotsHeader: m.robotsHeader } : {}) });
  } else {
    if (m.message === STOPPED) stopped = true;
    w.reject(new Error(m.message));
  }
});

const fetchPage = (path: string) =>
  new Promise<CrawledPage>((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    send({ kind: 'fetch', id, path });
  });

crawlSite({
  fetchPage,
  reader: { htmlFacts, sitemapEntries },
  siteUrl: data.siteUrl,
  limits: data.limits,
  concurrency: data.concurrency,
  onProgress: (progress) => send({ kind: 'progress', progress }),
  stopped: () => stopped,
}).then(
  (result) => send({ kind: 'result', result }),
  (err: unknown) => send({ kind: 'failed', message: err instanceof Error ? err.message : String(err) }),
);
