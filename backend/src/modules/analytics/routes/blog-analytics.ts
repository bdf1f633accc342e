import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { stringify } from 'csv-stringify/sync';
import type { AdminAuth } from '../../admin/contract.js';
import { BLOG_LANGUAGES, MAX_RANGE_DAYS } from '../domain/blog-analytics.js';
import type { AnalyticsService } from '../service.js';
import { BlogAnalyticsReport, csvAnswer, E400, E401, ReportQuery } from '../schemas.js';

export const CSV_HEADER = ['day', 'post', 'language', 'views', 'read_ends', 'read_through_rate', 'newsletter_signups', 'outbound_clicks'];

const RANGE_TEXT =
  `Days are UTC, both ends included; default: the last 30 days. 400 when \`to\` is before \`from\`, the range is longer ` +
  `than ${MAX_RANGE_DAYS} days, a date is not YYYY-MM-DD, or the language is not one of ${BLOG_LANGUAGES.join(', ')}. ` +
  'Posts are keyed on the slug and language of the page path, from first-party events only (no cookie, no visitor id); ' +
  'the figures come from the daily roll-up blog_post_daily.';

/** The blog's figures for editors (admin): the report of a range of days and its CSV export. */
export function registerBlogAnalyticsRoutes(app: FastifyInstance, service: AnalyticsService, auth: AdminAuth): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const admin = auth.requireAdmin({ mutation: false });

  r.get(
    '/api/admin/blog-analytics',
    {
      schema: {
        tags: ['Admin'],
        summary: 'Blog analytics for a range of days (admin)',
        operationId: 'getBlogAnalytics',
        description: `Signed-in admins only (401). Views, read-ends, read-through rate, newsletter sign-ups and /go/ clicks per day and per post. ${RANGE_TEXT}`,
        querystring: ReportQuery,
        response: { 200: BlogAnalyticsReport, 400: E400, 401: E401 },
      },
      onRequest: admin,
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return service.blogReport(req.query);
    },
  );

  r.get(
    '/api/admin/blog-analytics/export',
    {
      schema: {
        tags: ['Admin'],
        summary: 'Blog analytics as CSV (admin)',
        operationId: 'exportBlogAnalytics',
        description: `Signed-in admins only (401). One row per day, post and language with anything counted, columns ${CSV_HEADER.join(', ')}. ${RANGE_TEXT}`,
        querystring: ReportQuery,
        response: {
          200: csvAnswer(),
          400: E400,
          401: E401,
        } as never,
      },
      onRequest: admin,
    },
    async (req, reply) => {
      const { from, to, rows } = await service.blogRows(req.query);
      const csv = stringify(
        rows.map((row) => [
          row.day,
          row.slug,
          row.lang,
          row.views,
          row.readEnds,
          row.readThroughRate ?? '',
          row.signups,
          row.outboundClicks,
        ]),
        { header: true, columns: CSV_HEADER, record_delimiter: '\n' },
      );
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="blog-analytics-${from}-to-${to}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
}
