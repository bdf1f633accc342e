import type { Knex } from 'knex';
import { findingKey, type CheckId, type Finding, type Severity } from '../domain/checks.js';
import type { AuditRepository, AuditRun, RunStatus, RunTrigger, StoredFinding } from '../ports.js';

type RunRow = {
  id: number;
  status: RunStatus;
  trigger: RunTrigger;
  started_by: string | null;
  started_at: Date | string;
  heartbeat_at: Date | string;
  finished_at: Date | string | null;
  pages_total: number;
  pages_done: number;
  links_total: number;
  links_done: number;
  errors: number;
  warnings: number;
  notices: number;
  failure: string | null;
  owner: string | null;
};

const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));

const toRun = (r: RunRow): AuditRun => ({
  id: r.id,
  status: r.status,
  trigger: r.trigger,
  startedBy: r.started_by,
  startedAt: date(r.started_at),
  heartbeatAt: date(r.heartbeat_at),
  finishedAt: r.finished_at === null ? null : date(r.finished_at),
  pagesTotal: r.pages_total,
  pagesDone: r.pages_done,
  linksTotal: r.links_total,
  linksDone: r.links_done,
  counts: { error: r.errors, warning: r.warnings, notice: r.notices },
  failure: r.failure,
  owner: r.owner ?? null,
});

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

export function createKnexAuditRepository(db: Knex): AuditRepository {
  const runs = () => db<RunRow>('seo_audit_runs');
  return {
    async start(trigger, startedBy, now, owner) {
      try {
        const [row] = await runs()
          .insert({ status: 'running', trigger, started_by: startedBy, started_at: now, heartbeat_at: now, owner: owner ?? null })
          .returning('*');
        return toRun(row as RunRow);
      } catch (err) {
        if (isUniqueViolation(err)) return undefined;
        throw err;
      }
    },
    async running() {
      const row = await runs().where({ status: 'running' }).first();
      return row ? toRun(row as RunRow) : undefined;
    },
    async progress(id, p, now) {
      await runs()
        .where({ id, status: 'running' })
        .update({
          heartbeat_at: now,
          ...(p.pagesTotal !== undefined ? { pages_total: p.pagesTotal } : {}),
          // reports from parallel readers may land out of order: a count never goes back
          ...(p.pagesDone !== undefined ? { pages_done: db.raw('GREATEST(pages_done, ?)', [p.pagesDone]) } : {}),
          ...(p.linksTotal !== undefined ? { links_total: p.linksTotal } : {}),
          ...(p.linksDone !== undefined ? { links_done: db.raw('GREATEST(links_done, ?)', [p.linksDone]) } : {}),
        });
    },
    async finish(id, findings, now) {
      const count = (s: Severity) => findings.filter((f) => f.severity === s).length;
      await db.transaction(async (trx) => {
        const rows = findings.map((f) => ({
          run_id: id,
          severity: f.severity,
          check: f.check,
          url: f.url,
          lang: f.lang,
          subject: f.subject,
          finding_key: findingKey(f),
          message: f.message,
          fix: f.fix,
        }));
        for (let i = 0; i < rows.length; i += 500) await trx('seo_audit_findings').insert(rows.slice(i, i + 500));
        await trx('seo_audit_runs')
          .where({ id, status: 'running' })
          // a finished run has read every page and link, whatever order the last progress reports landed in
          .update({
            status: 'finished',
            finished_at: now,
            heartbeat_at: now,
            pages_done: trx.ref('pages_total'),
            links_done: trx.ref('links_total'),
            errors: count('error'),
            warnings: count('warning'),
            notices: count('notice'),
          });
      });
    },
    async fail(id, failure, now) {
      await runs().where({ id, status: 'running' }).update({ status: 'failed', finished_at: now, heartbeat_at: now, failure });
    },
    async get(id) {
      const row = await runs().where({ id }).first();
      return row ? toRun(row as RunRow) : undefined;
    },
    async list(limit) {
      const rows = await runs().orderBy('id', 'desc').limit(limit);
      return (rows as RunRow[]).map(toRun);
    },
    async previousFinished(id) {
      const row = await runs().where({ status: 'finished' }).andWhere('id', '<', id).orderBy('id', 'desc').first();
      return row ? toRun(row as RunRow) : undefined;
    },
    async findings(runId, filter = {}) {
      const q = db('seo_audit_findings').where({ run_id: runId });
      if (filter.severity) q.andWhere({ severity: filter.severity });
      if (filter.check) q.andWhere({ check: filter.check });
      if (filter.lang) q.andWhere({ lang: filter.lang });
      const rows = (await q.orderBy('id')) as Array<{
        id: number | string;
        severity: Severity;
        check: CheckId;
        url: string;
        lang: Finding['lang'];
        subject: string;
        message: string;
        fix: string;
      }>;
      return rows.map((r): StoredFinding => ({
        id: Number(r.id),
        severity: r.severity,
        check: r.check,
        url: r.url,
        lang: r.lang,
        subject: r.subject,
        message: r.message,
        fix: r.fix,
      }));
    },
    async lastStartedAt() {
      const row = (await runs().max({ at: 'started_at' }).first()) as { at: Date | string | null } | undefined;
      return row?.at ? date(row.at) : undefined;
    },
    async prune(keep) {
      const kept = runs().select('id').orderBy('id', 'desc').limit(keep);
      await runs().whereNot({ status: 'running' }).whereNotIn('id', kept).del();
    },
  };
}
