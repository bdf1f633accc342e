/** First-party analytics events (page view, open_review, visit_app_link, copy_referral_code, open_qr_code, visit_{category}, view_bot_review). */
export const FIXED_EVENT_NAMES = [
  'page_view',
  'open_review',
  'visit_app_link',
  'copy_referral_code',
  'open_qr_code',
  'view_bot_review',
] as const;

/**
 * Any snake_case name: the events above plus the product's own (wizard_result, journey_step, …).
 * A batch is all-or-nothing, so the rule is a shape, not a list that a new button could fall out of.
 */
export const EVENT_NAME_PATTERN = '^[a-z][a-z0-9]*(_[a-z0-9]+)*$';
export const EVENT_NAME_MAX = 48;

export const MAX_EVENTS_PER_BATCH = 20;
/** An event's own clock may be off; beyond this we record the time it arrived instead. */
export const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

export type IncomingEvent = {
  name: string;
  category?: string | undefined;
  label?: string | undefined;
  value?: number | undefined;
  path: string;
  /** the site page the action started on (e.g. the post a newsletter sign-up came from) */
  source?: string | undefined;
  time?: string | undefined;
};

export type StoredEvent = {
  name: string;
  category: string | null;
  label: string | null;
  value: number | null;
  path: string;
  sourcePath: string | null;
  occurredAt: Date;
};

/** A site path without its query and hash (they may carry personal data). */
export const pathOnly = (p: string): string => p.split(/[?#]/)[0] || '/';

/** Normalises one event: the path loses its query and hash (they may carry personal data), time is sane. */
export function normaliseEvent(e: IncomingEvent, now: Date): StoredEvent {
  const path = pathOnly(e.path);
  let occurredAt = now;
  if (e.time) {
    const t = new Date(e.time);
    if (!Number.isNaN(t.getTime()) && Math.abs(t.getTime() - now.getTime()) <= MAX_CLOCK_SKEW_MS) occurredAt = t;
  }
  return {
    name: e.name,
    category: e.category ?? null,
    label: e.label ?? null,
    value: e.value ?? null,
    path,
    sourcePath: e.source === undefined ? null : pathOnly(e.source),
    occurredAt,
  };
}
