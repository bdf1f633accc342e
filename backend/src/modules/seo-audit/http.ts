import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '@coinatlas/domain/errors';
import { SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';
import { errorResponse } from '../../platform/error-schema.js';
import { BoundedInteger, RowId } from '../../platform/schemas.js';
import type { AdminAuth } from '../admin/contract.js';
import { CHECKS, SEVERITIES } from './domain/checks.js';
import type { AuditRun, StoredFinding } from './ports.js';
import type { SeoAuditService } from './service.js';

const tags = ['Admin'];
const noStore = { 'cache-control': 'no-store' };

const Severity = Type.Enum([...SEVERITIES], {
  description: 'error: fix before anything else; warning: worth fixing; notice: for information',
});
const Check = Type.Enum([...CHECKS], { description: 'The rule that found it' });
const Lang = Type.Enum([...SITE_LANGUAGES], { description: 'The language of the page (from its path)' });
const Count = (description: string) => Type.Integer({ minimum: 0, description });

const Run = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    status: Type.Enum(['running', 'finished', 'failed']),
    trigger: Type.Enum(['manual', 'nightly'], { description: 'manual: an admin started it; nightly: the scheduled run' }),
    startedBy: Type.Union([Type.String(), Type.Null()], { description: 'The admin who started it; null for the nightly run' }),
    startedAt: Type.String({ format: 'date-time' }),
    finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    durationMs: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], { description: 'From start to finish; null while running' }),
    pagesTotal: Count('URLs in the sitemap (every indexable page in every language)'),
    pagesDone: Count('Of those, pages read and checked so far'),
    linksTotal: Count('Distinct internal link targets found on the pages (known once every page is read)'),
    linksDone: Count('Of those, checked so far (targets the sitemap lists are known from the pages; the others are read once each)'),
    counts: Type.Object({ error: Count('Errors'), warning: Count('Warnings'), notice: Count('Notices') }),
    failure: Type.Union([Type.String(), Type.Null()], { description: 'Why a failed run stopped' }),
  },
  {
    description: 'An SEO audit run: its progress while running, its counts when finished',
    examples: [
      {
        id: 12,
        status: 'finished',
        trigger: 'manual',
        startedBy: 'editor@coinatlas.example',
        startedAt: '2026-11-24T03:00:00.000Z',
        finishedAt: '2026-11-24T03:01:10.000Z',
        durationMs: 70000,
        pagesTotal: 412,
        pagesDone: 412,
        linksTotal: 120,
        linksDone: 120,
        counts: { error: 0, warning: 14, notice: 2 },
        failure: null,
      },
    ],
  },
);

const FindingFields = {
  id: Type.Integer({ minimum: 1 }),
  severity: Severity,
  check: Check,
  url: Type.String({ description: 'The page (path with its language prefix)', examples: ['/es/exchanges'] }),
  lang: Lang,
  message: Type.String({ description: 'What is wrong' }),
  fix: Type.String({ description: 'How to fix it' }),
};
const FixedFinding = Type.Object(FindingFields);
const Finding = Type.Object({
  ...FindingFields,
  change: Type.Union([Type.Enum(['new', 'unchanged']), Type.Null()], {
    description: 'new: the previous finished run did not have it; null when there is no previous run',
  }),
});

const IdParams = Type.Object({ id: RowId({ description: 'The run id' }) });
const ListQuery = Type.Object(
  { limit: Type.Optional(BoundedInteger(1, 50, { default: 10, description: 'How many runs, newest first' })) },
  { additionalProperties: false },
);
const FindingsQuery = Type.Object(
  { severity: Type.Optional(Severity), check: Type.Optional(Check), lang: Type.Optional(Lang) },
  { additionalProperties: false },
);

const NOT_FOUND = errorResponse(404, 'No such run', 'No audit run 7');

const runJson = (r: AuditRun) => ({
  id: r.id,
  status: r.status,
  trigger: r.trigger,
  startedBy: r.startedBy,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  durationMs: r.finishedAt ? r.finishedAt.getTime() - r.startedAt.getTime() : null,
  pagesTotal: r.pagesTotal,
  pagesDone: r.pagesDone,
  linksTotal: r.linksTotal,
  linksDone: r.linksDone,
  counts: r.counts,
  failure: r.failure,
});
const findingJson = (f: StoredFinding) => ({
  id: f.id,
  severity: f.severity,
  check: f.check,
  url: f.url,
  lang: f.lang,
  message: f.message,
  fix: f.fix,
});

const AUDIT_TEXT =
  'The audit reads /sitemap.xml and every URL in it from the app itself (the server-rendered HTML, as a crawler sees it), ' +
  'then every distinct internal link once (partner /go/ links are not followed: that would count a click). Checks: status, ' +
  'title and description (present, unique, length), canonical (self), hreflang (complete and reciprocal), structured data ' +
  '(parses, required fields per @type), one h1, img alt, internal links (no 404), noindex, page weight, html lang.';

/** Admin-only: the SEO audit's runs, starting one, and a run's findings compared with the run before. */
export function registerSeoAuditRoutes(app: FastifyInstance, service: SeoAuditService, auth: AdminAuth): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const read = auth.requireAdmin({ mutation: false });
  const write = auth.requireAdmin({ mutation: true });

  r.get(
    '/api/admin/seo-audit/runs',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'Recent SEO audit runs, newest first (admin)',
        operationId: 'adminListSeoAuditRuns',
        description: `Signed-in admins only (401). A running run shows its progress (pages and links done of total). ${AUDIT_TEXT}`,
        querystring: ListQuery,
        response: {
          200: Type.Object({ runs: Type.Array(Run) }),
          400: errorResponse(400, 'Bad limit', 'querystring/limit must be <= 50'),
        },
      },
    },
    async (req, reply) => reply.headers(noStore).send({ runs: (await service.list(req.query.limit ?? 10)).map(runJson) }),
  );

  r.post(
    '/api/admin/seo-audit/runs',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Start an SEO audit of every indexable page in every language (admin)',
        operationId: 'adminStartSeoAudit',
        description: `Answers at once with the running run; follow it with GET /api/admin/seo-audit/runs/{id}. One run at a time across every instance: 409 while one runs. ${AUDIT_TEXT}`,
        // nothing to pass: a query string is a mistake, answered 400 rather than ignored
        querystring: Type.Object({}, { additionalProperties: false }),
        response: {
          202: Run,
          409: errorResponse(
            409,
            'An audit is already running',
            'An audit is already running (run 12, started 2026-11-24T03:00:00.000Z); wait for it to finish.',
          ),
        },
      },
    },
    async (req, reply) => {
      const admin = await auth.adminOf(req);
      if (!admin) throw new AppError('UNAUTHORIZED', 'Please sign in');
      return reply
        .status(202)
        .headers(noStore)
        .send(runJson(await service.start(admin.email)));
    },
  );

  r.get(
    '/api/admin/seo-audit/runs/:id',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'One SEO audit run with its progress (admin)',
        operationId: 'adminGetSeoAuditRun',
        params: IdParams,
        response: { 200: Run, 400: errorResponse(400, 'Bad id', 'params/id must be integer'), 404: NOT_FOUND },
      },
    },
    async (req, reply) => reply.headers(noStore).send(runJson(await service.get(req.params.id))),
  );

  r.get(
    '/api/admin/seo-audit/runs/:id/findings',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'A run’s findings, and what changed since the previous finished run (admin)',
        operationId: 'adminSeoAuditFindings',
        description:
          'Errors first, then by page. `change` marks each finding new or unchanged against the previous finished run; `fixed` lists ' +
          'that run’s findings this one no longer has. Filters apply to both lists. A finding is the same across runs when its check, ' +
          'page and subject (the link, the duplicate, the structured-data type) are.',
        params: IdParams,
        querystring: FindingsQuery,
        response: {
          200: Type.Object(
            {
              run: Run,
              previous: Type.Union([Run, Type.Null()], { description: 'The finished run compared with; null when there is none' }),
              findings: Type.Array(Finding),
              fixed: Type.Array(FixedFinding),
            },
            { $id: 'SeoAuditFindings' },
          ),
          400: errorResponse(400, 'Bad filter', 'querystring/severity must be equal to one of the allowed values'),
          404: NOT_FOUND,
        },
      },
    },
    async (req, reply) => {
      const result = await service.findings(req.params.id, req.query);
      return reply.headers(noStore).send({
        run: runJson(result.run),
        previous: result.previous ? runJson(result.previous) : null,
        findings: result.findings.map((f) => ({ ...findingJson(f), change: f.change })),
        fixed: result.fixed.map(findingJson),
      });
    },
  );
}
