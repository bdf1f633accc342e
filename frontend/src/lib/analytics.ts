import { api } from './api/client';
import type { operations } from './api/schema';

/**
 * First-party analytics: components call track(); events are batched and sent with navigator.sendBeacon
 * to POST /api/events (no third-party tag host, no cookies, no IP stored).
 */
export type AnalyticsEvent = {
  /** e.g. 'page_view', 'open_review', 'visit_app_link', 'copy_referral_code', 'open_qr_code', 'visit_exchange', 'view_bot_review' */
  name: string;
  category?: string;
  label?: string;
  value?: number;
  /** the site path the action started on (a newsletter sign-up reached from a post); no query, no hash */
  source?: string;
};

type EventBatch = operations['recordEvents']['requestBody']['content']['application/json'];
type Queued = AnalyticsEvent & { path: string; time: string };

const ENDPOINT = '/api/events'; // sendBeacon takes a URL; where it is missing or refuses, the API client sends the batch
const MAX_BATCH = 20;
const FLUSH_MS = 2000;
const queue: Queued[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function flush() {
  timer = undefined;
  if (queue.length === 0) return;
  const batch: EventBatch = { events: queue.splice(0, MAX_BATCH) };
  const body = JSON.stringify(batch);
  const sent =
    typeof navigator !== 'undefined' &&
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }));
  // keepalive lets the request outlive the page, like a beacon; a lost batch is not worth an error.
  if (!sent && typeof fetch === 'function') void api.POST('/api/events', { body: batch, keepalive: true }).catch(() => {});
  if (queue.length) flush();
}

if (typeof window !== 'undefined') {
  // Send what is queued when the visitor leaves or hides the tab.
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
}

export function track(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  queue.push({ ...event, path: window.location.pathname, time: new Date().toISOString() });
  if (queue.length >= MAX_BATCH) flush();
  else timer ??= setTimeout(flush, FLUSH_MS);
}
