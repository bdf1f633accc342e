/** What the privacy page promises, as data: each table's rows are deleted once their clock column is this old. */
export type RetentionPolicy = {
  table: string;
  column: string;
  days: number;
  what: string;
  /** only rows where this column is null (e.g. sign-ups never confirmed) */
  whileNull?: string;
};

export function retentionPolicies(opts: { analyticsDays: number }): RetentionPolicy[] {
  return [
    { table: 'analytics_events', column: 'occurred_at', days: opts.analyticsDays, what: 'analytics events' },
    { table: 'contact_messages', column: 'created_at', days: 730, what: 'contact messages (24 months)' },
    { table: 'newsletter_subscribers', column: 'unsubscribed_at', days: 30, what: 'unsubscribed addresses (30 days)' },
    {
      table: 'newsletter_subscribers',
      column: 'subscribed_at',
      whileNull: 'confirmed_at',
      days: 7,
      what: 'newsletter sign-ups never confirmed (7 days)',
    },
  ];
}

export const cutoff = (nowMs: number, days: number): Date => new Date(nowMs - days * 24 * 60 * 60 * 1000);
