import { Type } from 'typebox';
import { errorResponse } from '../../platform/error-schema.js';
import { BLOG_LANGUAGES, MAX_SLUG_LENGTH, SLUG_SHAPE } from './domain/blog-analytics.js';
import { MOVERS } from './domain/content-performance.js';
import { EVENT_NAME_MAX, EVENT_NAME_PATTERN, MAX_EVENTS_PER_BATCH } from './domain/events.js';
import { PARTNER_TYPES } from '@coinatlas/domain/partners/partner';
import { SITE_LANGUAGES, type SiteLanguage } from '@coinatlas/domain/routes/localized';
import { SOURCES_SHOWN } from './service.js';

/**
 * The analytics routes' schemas (routes/*.ts): the event batch, the blog analytics report and its query, the
 * content performance report and its queries, the CSV answer, the shared errors.
 */

const Event = Type.Object(
  {
    name: Type.String({
      pattern: EVENT_NAME_PATTERN,
      maxLength: EVENT_NAME_MAX,
      description:
        'snake_case: page_view, open_review, visit_app_link, copy_referral_code, open_qr_code, view_bot_review, visit_{category}, and the site’s own (e.g. wizard_result)',
    }),
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

export const EventsAccepted = Type.Object({ accepted: Type.Integer({ minimum: 1 }) }, { $id: 'EventsAccepted' });

// ---- blog analytics -----------------------------------------------------------------------------

const Day = (description: string) => Type.String({ format: 'date', description, examples: ['2026-11-01'] });
const Lang = Type.Enum([...BLOG_LANGUAGES], {
  description: 'The page language (en: /blog/…, es: /es/blog/…, de: /de/blog/…, pt: /pt/blog/…); all when left out',
});

export const ReportQuery = Type.Object(
  {
    from: Type.Optional(Day('First day counted (UTC, included); default: 29 days before `to`')),
    to: Type.Optional(Day('Last day counted (UTC, included); default: today, or 29 days after `from`')),
    lang: Type.Optional(Lang),
    post: Type.Optional(
      Type.String({
        maxLength: MAX_SLUG_LENGTH,
        pattern: `^${SLUG_SHAPE}$`,
        description: 'Only this post (its slug)',
        examples: ['what-is-bitcoin'],
      }),
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
  viewsByLanguage: Type.Object(
    Object.fromEntries(BLOG_LANGUAGES.map((l) => [l, Type.Integer({ minimum: 0 })])) as Record<
      (typeof BLOG_LANGUAGES)[number],
      ReturnType<typeof Type.Integer>
    >,
  ),
};

const EXAMPLE_FIGURES = {
  views: 120,
  readEnds: 54,
  readThroughRate: 0.45,
  signups: 3,
  outboundClicks: 7,
  viewsByLanguage: { en: 80, es: 20, de: 15, pt: 5 },
};

export const BlogAnalyticsReport = Type.Object(
  {
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    lang: Type.Union([Lang, Type.Null()]),
    post: Type.Union([Type.String(), Type.Null()]),
    totals: Type.Object(figures),
    days: Type.Array(Type.Object({ day: Type.String({ format: 'date' }), ...figures }), {
      description: 'Every day of the range, in order',
    }),
    posts: Type.Array(Type.Object({ slug: Type.String(), ...figures }), {
      description: 'Posts with views or events in the range, most viewed first',
    }),
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
          {
            day: '2026-11-02',
            views: 0,
            readEnds: 0,
            readThroughRate: null,
            signups: 0,
            outboundClicks: 0,
            viewsByLanguage: { en: 0, es: 0, de: 0, pt: 0 },
          },
        ],
        posts: [{ slug: 'what-is-bitcoin', ...EXAMPLE_FIGURES }],
      },
    ],
  },
);

export const E400 = errorResponse(
  400,
  'Bad range, language or post',
  'querystring/to (2026-10-01) must not be before querystring/from (2026-11-01)',
);
export const E401 = errorResponse(401, 'Not signed in as an admin', 'Sign in as an admin to use this endpoint.');

// ---- content performance ------------------------------------------------------------------------

const SiteLang = Type.Enum([...SITE_LANGUAGES], {
  description: 'The page language as its URL says (en: at the root, es: /es/…, de: /de/…, pt: /pt/…); all when left out',
});

export const ContentQuery = Type.Object(
  {
    from: Type.Optional(Day('First day counted (UTC, included); default: 29 days before `to`')),
    to: Type.Optional(Day('Last day counted (UTC, included); default: today, or 29 days after `from`')),
    lang: Type.Optional(SiteLang),
  },
  { additionalProperties: false },
);

export const ContentExportQuery = Type.Object(
  {
    ...ContentQuery.properties,
    kind: Type.Optional(
      Type.Enum(['pages', 'partners'], {
        description: 'pages: one row per page (default); partners: one row per partner and page that sent it clicks',
      }),
    ),
  },
  { additionalProperties: false },
);

const Rate = (description: string) => Type.Union([Type.Number({ minimum: 0 }), Type.Null()], { description });
const Change = (what: string) =>
  Type.Union([Type.Number(), Type.Null()], {
    description: `Relative change of ${what} against the previous period (0.25 = +25 %); null when the previous period had none`,
  });
const ByLang = Type.Object(
  Object.fromEntries(SITE_LANGUAGES.map((l) => [l, Type.Integer({ minimum: 0 })])) as Record<SiteLanguage, ReturnType<typeof Type.Integer>>,
);
const pageKey = {
  path: Type.String({ description: 'The page as visitors saw it, language prefix included', examples: ['/es/exchanges'] }),
  lang: SiteLang,
  route: Type.String({ description: 'The route of the site it belongs to (route manifest syntax)', examples: ['/exchanges', '/blog/:id'] }),
};
const pageFiguresSchema = {
  views: Count('page_view events in the range'),
  clicks: Count('/go/ partner clicks made on the page in the range'),
  ctr: Rate('Click-through rate: clicks per view; null without views'),
  previousViews: Count('Views in the previous period'),
  previousClicks: Count('Clicks in the previous period'),
  viewsChange: Change('views'),
  clicksChange: Change('clicks'),
};
const Mover = Type.Object({
  ...pageKey,
  views: Count('Views in the range'),
  previousViews: Count('Views in the previous period'),
  delta: Type.Integer({ description: 'views − previousViews' }),
  viewsChange: Change('views'),
});
const Source = Type.Object({
  ...pageKey,
  clicks: Count('Clicks on this partner from the page in the range'),
  views: Count('Views of the page in the range'),
  ctr: Rate('Clicks on this partner per view of the page'),
});

const EXAMPLE_FIG = { views: 1200, clicks: 96, ctr: 0.08, previousViews: 1000, previousClicks: 90, viewsChange: 0.2, clicksChange: 0.0667 };
const EXAMPLE_PAGE = { path: '/exchanges', lang: 'en', route: '/exchanges', ...EXAMPLE_FIG };

export const ContentPerformanceReport = Type.Object(
  {
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    days: Type.Integer({ minimum: 1, description: 'Days in the range' }),
    previous: Type.Object(
      { from: Type.String({ format: 'date' }), to: Type.String({ format: 'date' }) },
      { description: 'The period of equal length just before the range' },
    ),
    lang: Type.Union([SiteLang, Type.Null()]),
    totals: Type.Object({
      ...pageFiguresSchema,
      previousCtr: Rate('Click-through rate of the previous period'),
      partnerClicks: Count('Every /go/ click of the range, also those without a known page (with a language: the clicks from its pages)'),
    }),
    languages: Type.Array(
      Type.Object({ lang: SiteLang, ...pageFiguresSchema, previousCtr: Rate('Click-through rate of the previous period') }),
      {
        description: 'Per page language',
      },
    ),
    series: Type.Array(
      Type.Object({
        day: Type.String({ format: 'date' }),
        views: Count('Views that day'),
        clicks: Count('Clicks that day'),
        viewsByLanguage: ByLang,
      }),
      { description: 'Every day of the range, in order' },
    ),
    pages: Type.Array(Type.Object({ ...pageKey, ...pageFiguresSchema }), {
      description: 'Every page with views or clicks in either period, most viewed first',
    }),
    routes: Type.Array(Type.Object({ route: pageKey.route, lang: SiteLang, pages: Type.Integer({ minimum: 1 }), ...pageFiguresSchema }), {
      description: 'The pages grouped by route and language',
    }),
    movers: Type.Object(
      { up: Type.Array(Mover), down: Type.Array(Mover) },
      { description: `The pages that gained (up) and lost (down) the most views against the previous period, ${MOVERS} at most each` },
    ),
    partners: Type.Array(
      Type.Object({
        type: Type.Enum([...PARTNER_TYPES]),
        id: Type.String(),
        name: Type.String({ description: 'The partner’s name on the site (its id when the site no longer lists it)' }),
        clicks: Count('/go/ clicks in the range'),
        previousClicks: Count('/go/ clicks in the previous period'),
        clicksChange: Change('clicks'),
        unknownPage: Count('Clicks whose page is unknown: the /go/ request had no Referer from this site'),
        clicksByLanguage: ByLang,
        sourcePages: Count('How many pages sent it clicks in the range'),
        sources: Type.Array(Source, {
          description: `The pages that sent the most clicks, most first, ${SOURCES_SHOWN} at most (the CSV lists every one)`,
        }),
      }),
      { description: 'Partners with clicks in either period, most clicked first' },
    ),
  },
  {
    $id: 'ContentPerformanceReport',
    examples: [
      {
        from: '2026-11-01',
        to: '2026-11-30',
        days: 30,
        previous: { from: '2026-10-02', to: '2026-10-31' },
        lang: null,
        totals: { ...EXAMPLE_FIG, previousCtr: 0.09, partnerClicks: 101 },
        languages: [{ lang: 'en', ...EXAMPLE_FIG, previousCtr: 0.09 }],
        series: [{ day: '2026-11-01', views: 40, clicks: 3, viewsByLanguage: { en: 40, es: 0, de: 0, pt: 0 } }],
        pages: [EXAMPLE_PAGE],
        routes: [{ route: '/exchanges', lang: 'en', pages: 1, ...EXAMPLE_FIG }],
        movers: {
          up: [{ path: '/exchanges', lang: 'en', route: '/exchanges', views: 1200, previousViews: 1000, delta: 200, viewsChange: 0.2 }],
          down: [],
        },
        partners: [
          {
            type: 'exchange',
            id: 'kraken',
            name: 'Kraken',
            clicks: 101,
            previousClicks: 90,
            clicksChange: 0.1222,
            unknownPage: 5,
            clicksByLanguage: { en: 96, es: 0, de: 0, pt: 0 },
            sourcePages: 1,
            sources: [{ path: '/exchanges', lang: 'en', route: '/exchanges', clicks: 96, views: 1200, ctr: 0.08 }],
          },
        ],
      },
    ],
  },
);

export const E400C = errorResponse(
  400,
  'Bad range or language',
  'querystring/from..to spans 367 days (2025-11-01 to 2026-11-02); at most 366 days',
);
export const E403C = errorResponse(
  403,
  'Sent from another site',
  'Cross-site request refused: the Origin header does not match this site.',
);

/** The CSV exports' 200 answer, as the API document describes it (a new object for each route). */
export const csvAnswer = () => ({ description: 'The figures as CSV, header first', content: { 'text/csv': { schema: Type.String() } } });
