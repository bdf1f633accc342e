import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { stringify } from 'csv-stringify/sync';
import type { AdminAuth } from '../../admin/contract.js';
import { SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';
import { MAX_CONTENT_RANGE_DAYS } from '../domain/content-performance.js';
import type { AnalyticsService } from '../service.js';
import { ContentExportQuery, ContentPerformanceReport, ContentQuery, csvAnswer, E400C, E401, E403C } from '../schemas.js';

export const CONTENT_PAGES_CSV = [
  'page',
  'route',
  'language',
  'views',
  'clicks',
  'click_through_rate',
  'previous_views',
  'previous_clicks',
  'views_change',
  'clicks_change',
];
export const CONTENT_PARTNERS_CSV = [
  'partner_type',
  'partner_id',
  'partner',
  'page',
  'language',
  'clicks',
  'page_views',
  'click_through_rate',
];

const CONTENT_RANGE_TEXT =
  `Days are UTC, both ends included; default: the last 30 days; the previous period is the same number of days just before. ` +
  `400 when \`to\` is before \`from\`, the range is longer than ${MAX_CONTENT_RANGE_DAYS} days, a date is not YYYY-MM-DD, or the language ` +
  `is not one of ${SITE_LANGUAGES.join(', ')}. From first-party events only (page_view, and the outbound_click the /go/ redirect records ` +
  'on the page of a same-site Referer), read from the daily roll-ups of migration 091; partner totals from the /go/ counter. ' +
  'Signed-in admins only (401); a request from another site is refused (403).';

/** Content performance for editors (admin, refused cross-site): the report of a range of days and its CSV exports. */
export function registerContentPerformanceRoutes(app: FastifyInstance, service: AnalyticsService, auth: AdminAuth): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const admin = auth.requireAdmin({ mutation: false, refuseCrossSite: true });

  r.get(
    '/api/admin/content-performance',
    {
      schema: {
        tags: ['Admin'],
        summary: 'Content performance for a range of days (admin)',
        operationId: 'getContentPerformance',
        description: `Views, /go/ clicks and click-through rate per page, route and language, against the previous period; the top movers; per partner its clicks and the pages that sent them. ${CONTENT_RANGE_TEXT}`,
        querystring: ContentQuery,
        response: { 200: ContentPerformanceReport, 400: E400C, 401: E401, 403: E403C },
      },
      onRequest: admin,
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.contentReport(req.query);
    },
  );

  r.get(
    '/api/admin/content-performance/export',
    {
      schema: {
        tags: ['Admin'],
        summary: 'Content performance as CSV (admin)',
        operationId: 'exportContentPerformance',
        description:
          `kind=pages: one row per page, columns ${CONTENT_PAGES_CSV.join(', ')}. kind=partners: one row per partner and page that sent it ` +
          `clicks, plus a row with an empty page for clicks whose page is unknown; columns ${CONTENT_PARTNERS_CSV.join(', ')}. ${CONTENT_RANGE_TEXT}`,
        querystring: ContentExportQuery,
        response: {
          200: csvAnswer(),
          400: E400C,
          401: E401,
          403: E403C,
        } as never,
      },
      onRequest: admin,
    },
    async (req, reply) => {
      const { kind = 'pages', ...query } = req.query;
      // The pages export needs no partner figures; the partners export lists every page that sent clicks.
      const report = await service.contentReport(query, { sourcesPerPartner: Number.MAX_SAFE_INTEGER, withPartners: kind === 'partners' });
      const cell = (v: number | null) => (v === null ? '' : v);
      const csv =
        kind === 'pages'
          ? stringify(
              report.pages.map((p) => [
                p.path,
                p.route,
                p.lang,
                p.views,
                p.clicks,
                cell(p.ctr),
                p.previousViews,
                p.previousClicks,
                cell(p.viewsChange),
                cell(p.clicksChange),
              ]),
              { header: true, columns: CONTENT_PAGES_CSV, record_delimiter: '\n' },
            )
          : stringify(
              report.partners.flatMap((p) => [
                ...p.sources.map((s) => [p.type, p.id, p.name, s.path, s.lang, s.clicks, s.views, cell(s.ctr)]),
                ...(p.unknownPage > 0 ? [[p.type, p.id, p.name, '', '', p.unknownPage, '', '']] : []),
              ]),
              { header: true, columns: CONTENT_PARTNERS_CSV, record_delimiter: '\n' },
            );
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="content-performance-${kind}-${report.from}-to-${report.to}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
}
