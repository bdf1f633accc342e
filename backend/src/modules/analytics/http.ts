import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { stringify } from 'csv-stringify/sync';
import { errorResponse } from '../../platform/error-schema.js';
import type { AdminAuth } from '../../platform/module.js';
import { BLOG_LANGUAGES, MAX_RANGE_DAYS, MAX_SLUG_LENGTH, SLUG_SHAPE } from './domain/blog-analytics.js';
import { EVENT_NAME_MAX, EVENT_NAME_PATTERN, MAX_EVENTS_PER_BATCH } from './domain/events.js';
import type { AnalyticsService } from './service.js';

const Event = Type.Object(
  {
    name: Type.String({ pattern: EVENT_NAME_PATTERN, maxLength: EVENT_NAME_MAX, description: 'snake_case: page_view, open_review, visit_app_link, copy_referral_code, open_qr_code, view_bot_review, visit_{category}, and the site’s own (e.g. wizard_result)' }),
    category: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    label: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
    value: Type.Optional(Type.Number({ minimum: -1e9, maximum: 1e9 })),
    path: Type.String({ minLength: 1, maxLength: 512, pattern: '^/' }),
    source: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 512,
        pattern: '^/',
        description: 'The site page the action started on (a newsletter sign-up from a post: the post’s path); query and hash are dropped',
      }),
    ),
    time: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);

export const EventBatch = Type.Object(
  { events: Type.Array(Event, { minItems: 1, maxItems: MAX_EVENTS_PER_BATCH }) },
  {
    $id: 'EventBatch',
    additionalProperties: false,
    examples: [
      {
        events: [
          { name: 'page_view', path: '/trading-bots', time: '2026-11-22T10:00:00.000Z' },
          { name: 'open_review', category: 'tool', label: 'glassnode', path: '/tools', time: '2026-11-22T10:00:05.000Z' },
          { name: 'read_end', path: '/es/blog/what-is-bitcoin', time: '2026-11-22T10:03:10.000Z' },
          { name: 'newsletter_subscribe', category: 'newsletter', label: 'home', path: '/', source: '/blog/what-is-bitcoin' },
        ],
      },
    ],
  },
);

export function registerAnalyticsRoutes(app: FastifyInstance, service: AnalyticsService): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/events',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['Analytics'],
        operationId: 'recordEvents',
        summary: 'Record a batch of first-party analytics events',
        description:
          'Sent by the site with navigator.sendBeacon. Stored without IP address, cookie or device identifier; ' +
          'query strings and hashes are dropped from paths. At most 20 events per batch, 120 batches a minute per client. ' +
          '`read_end` (the end of a blog post came into view, once per page view) is accepted only on a blog post path ' +
          'and carries nothing but its path and time; `outbound_click` is recorded by the server (/go/ links) and ' +
          'refused here. A batch with any invalid event stores nothing (400 naming the field).',
        body: EventBatch,
        response: {
          202: Type.Object({ accepted: Type.Integer({ minimum: 1 }) }, { $id: 'EventsAccepted' }),
          400: errorResponse(400, 'An event is invalid: nothing was stored', 'body/events/0/path must be a blog post (/blog/<slug> or /es|de|pt/blog/<slug>) for read_end'),
        },
      },
    },
    async (req, reply) => {
      const accepted = await service.record(req.body.events);
      return reply.status(202).send({ accepted });
    },
  );
}

const Day = (description: string) => Type.String({ format: 'date', description, examples: ['2026-11-01'] });
const Lang = Type.Enum([...BLOG_LANGUAGES], {
  description: 'The page language (en: /blog/…, es: /es/blog/…, de: /de/blog/…, pt: /pt/blog/…); all when left out',
});

const ReportQuery = Type.Object(
  {
    from: Type.Optional(Day('First day counted (UTC, included); default: 29 days before `to`')),
    to: Type.Optional(Day('Last day counted (UTC, included); default: today, or 29 days after `from`')),
    lang: Type.Optional(Lang),
    post: Type.Optional(
      Type.String({ maxLength: MAX_SLUG_LENGTH, pattern: `^${SLUG_SHAPE}$`, description: 'Only this post (its slug)', examples: ['what-is-bitcoin'] }),
    ),
  },
  { additionalProperties: false },
);

const Count = (description: string) => Type.Integer({ minimum: 0, description });
const figures = {
  views: Count('page_view events on the post'),
  readEnds: Count('read_end events: the end of the post came into view'),
  readThroughRate: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
    description: 'Share of views that reached the end (read-ends counted at most up to the views); null without views',
  }),
  signups: Count('newsletter sign-ups that started on the post'),
  outboundClicks: Count('/go/ partner clicks made on the post'),
  viewsByLanguage: Type.Object(Object.fromEntries(BLOG_LANGUAGES.map((l) => [l, Type.Integer({ minimum: 0 })])) as Record<
    (typeof BLOG_LANGUAGES)[number],
    ReturnType<typeof Type.Integer>
  >),
};

const EXAMPLE_FIGURES = { views: 120, readEnds: 54, readThroughRate: 0.45, signups: 3, outboundClicks: 7, viewsByLanguage: { en: 80, es: 20, de: 15, pt: 5 } };

export const BlogAnalyticsReport = Type.Object(
  {
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    lang: Type.Union([Lang, Type.Null()]),
    post: Type.Union([Type.String(), Type.Null()]),
    totals: Type.Object(figures),
    days: Type.Array(Type.Object({ day: Type.String({ format: 'date' }), ...figures }), { description: 'Every day of the range, in order' }),
    posts: Type.Array(Type.Object({ slug: Type.String(), ...figures }), { description: 'Posts with views or events in the range, most viewed first' }),
  },
  {
    $id: 'BlogAnalyticsReport',
    examples: [
      {
        from: '2026-11-01',
        to: '2026-11-02',
        lang: null,
        post: null,
        totals: EXAMPLE_FIGURES,
        days: [
          { day: '2026-11-01', ...EXAMPLE_FIGURES },
          { day: '2026-11-02', views: 0, readEnds: 0, readThroughRate: null, signups: 0, outboundClicks: 0, viewsByLanguage: { en: 0, es: 0, de: 0, pt: 0 } },
        ],
        posts: [{ slug: 'what-is-bitcoin', ...EXAMPLE_FIGURES }],
      },
    ],
  },
);

export const CSV_HEADER = ['day', 'post', 'language', 'views', 'read_ends', 'read_through_rate', 'newsletter_signups', 'outbound_clicks'];

const E400 = errorResponse(400, 'Bad range, language or post', 'querystring/to (2026-10-01) must not be before querystring/from (2026-11-01)');
const E401 = errorResponse(401, 'Not signed in as an admin', 'Sign in as an admin to use this endpoint.');

const RANGE_TEXT =
  `Days are UTC, both ends included; default: the last 30 days. 400 when \`to\` is before \`from\`, the range is longer ` +
  `than ${MAX_RANGE_DAYS} days, a date is not YYYY-MM-DD, or the language is not one of ${BLOG_LANGUAGES.join(', ')}. ` +
  'Posts are keyed on the slug and language of the page path, from first-party events only (no cookie, no visitor id); ' +
  'the figures come from the daily roll-up blog_post_daily.';

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
          200: { description: 'The figures as CSV, header first', content: { 'text/csv': { schema: Type.String() } } },
          400: E400,
          401: E401,
        } as never,
      },
      onRequest: admin,
    },
    async (req, reply) => {
      const { from, to, rows } = await service.blogRows(req.query);
      const csv = stringify(
        rows.map((row) => [row.day, row.slug, row.lang, row.views, row.readEnds, row.readThroughRate ?? '', row.signups, row.outboundClicks]),
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
