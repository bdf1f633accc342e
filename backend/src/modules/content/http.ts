import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { AppError } from '@coinatlas/domain/errors';
import { REC_CATEGORIES } from '@coinatlas/domain/recommendations/catalogue';
import { answerSchemas, Availability, Fees, CONTENT_LANGUAGES, ID_PATTERN, PARTNER_TYPES, ProvenanceSchema, type ContentLanguage } from './domain/schema.js';
import { isDatabaseUnavailable } from '../../platform/db/db-unavailable.js';
import type { AuthorByline } from '../../platform/module.js';
import type { Answer, ContentService } from './service.js';
import { errorResponse } from '../../platform/error-schema.js';

/**
 * Editors change partner records while the site runs (the partner desk): browsers and shared caches may keep
 * an answer but ask again each time, and the ETag makes an unchanged answer a 304 without a body.
 */
export const CONTENT_CACHE_CONTROL = 'public, no-cache';

const TAG = 'Content';
const CACHING =
  'Serialized once each time the records change (an editor\'s save shows on the next request, on every instance); ' +
  `sent with \`Cache-Control: ${CONTENT_CACHE_CONTROL}\` and an ETag (If-None-Match answers 304 Not Modified).`;

const Lang = Type.Optional(
  Type.Enum([...CONTENT_LANGUAGES], { default: 'en', description: 'Language of every text in the answer' }),
);
const PartnerTypeSchema = Type.Enum([...PARTNER_TYPES], { description: 'The kind of partner, as in /go/{type}/{id}' });
const IdParam = Type.String({ pattern: ID_PATTERN, maxLength: 100, description: 'The partner id', examples: ['cryptohopper'] });

const E400 = errorResponse(
  400,
  'Unknown language, partner type or query field, or a malformed id',
  'querystring/lang must be equal to one of the allowed values',
);

const withReviewFlag = (s: TSchema & { properties: Record<string, TSchema>; title?: string }) =>
  Type.Object(
    {
      ...s.properties,
      lastChecked: Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()], {
        description:
          'The newest day an editor checked any of its facts, fees, offers or availability entries against a source; ' +
          'null while everything is from our catalogue (not checked since) or from a feed',
      }),
      hasReview: Type.Boolean({ description: 'Whether GET /api/content/reviews/{type}/{id} has its review' }),
      reviewType: Type.Union([PartnerTypeSchema, Type.Null()], {
        description:
          'The type under which its written review is published: its own type, another section listing the same ' +
          'company under the same id (a trading bot reviewed as a tool), or null when there is no review',
      }),
      logo: Type.Union(
        [
          Type.Object(
            {
              url: Type.String({ description: 'A square WebP (transparent margins) up to 128 px, for a 64 px box at 2x' }),
              width: Type.Integer({ minimum: 1 }),
              height: Type.Integer({ minimum: 1 }),
              srcset: Type.String({ description: 'Every stored size (64, 128 and 256 px where the upload was that large), for `srcset`' }),
            },
            { additionalProperties: false },
          ),
          Type.Null(),
        ],
        { description: 'The logo an editor uploaded (served from /media/partners/ for a year), or null: none is fetched or drawn' },
      ),
      comparedWith: Type.Optional(
        Type.Array(Type.Object({ id: Type.String(), name: Type.String() }, { additionalProperties: false }), {
          description:
            'Only in the answer for one partner: the partners it has a popular side-by-side comparison with (every pair ' +
            'among the first four promotable partners of its kind, the comparisons the sitemap lists); empty for others',
        }),
      ),
      promotable: Type.Boolean({
        description:
          'Whether the site promotes it. false (status unverified, pivoted, discontinued or reference): facts only, ' +
          'so the answer carries no offers or trending card',
      }),
    },
    { additionalProperties: false, title: s.title },
  );
const Partner = Type.Union(Object.values(answerSchemas.partners).map(withReviewFlag), {
  $id: 'ContentPartner',
  description:
    'A partner: identity, facts (each with its provenance: from our catalogue, checked by an editor on a date, or ' +
    'from a named feed), rating, offers, ' +
    'and its texts; the fields depend on `type`',
});
const PartnerList = Type.Object({ partners: Type.Array(Partner) }, { $id: 'ContentPartnerList' });
const Review = Type.Object(
  {
    ...answerSchemas.Review.properties,
    author: Type.Union([Type.Object({ name: Type.String(), slug: Type.String({ description: 'Their page: /authors/{slug}' }) }), Type.Null()], {
      description:
        'The person an editor named as the review’s author (an author profile), or null: the review is the organization’s (CoinAtlas)',
    }),
  },
  { $id: 'ContentReview', additionalProperties: false },
);
const ConceptList = Type.Object(
  {
    concepts: Type.Array(Type.Object(answerSchemas.Concept.properties, { $id: 'ContentConcept', additionalProperties: false })),
    faq: Type.Array(Type.Object(answerSchemas.Faq.properties, { $id: 'ContentFaq', additionalProperties: false })),
  },
  { $id: 'ContentConceptList' },
);
const Guide = Type.Object(
  {
    entries: Type.Array(
      Type.Object(
        { ...answerSchemas.GuideEntry.properties, name: Type.String(), officialUrl: Type.String() },
        { $id: 'ContentGuideEntry', additionalProperties: false },
      ),
    ),
  },
  { $id: 'ContentGuide' },
);
/** The offer schema of the partner answers (named ContentOffer in the API document). */
const OfferAnswer = (answerSchemas.partners.tool.properties.offers as unknown as { items: TSchema }).items;
const CandidateFact = Type.Object(
  {
    value: Type.Unknown({ description: 'The value exactly as the partner answer holds it at that field' }),
    provenance: ProvenanceSchema,
    from: Type.Optional(
      Type.Object({ type: PartnerTypeSchema, id: Type.String() }, { additionalProperties: false, description: 'The record it was read from, when not the candidate\'s own' }),
    ),
  },
  { $id: 'ContentCandidateFact', additionalProperties: false },
);
const Candidate = Type.Object(
  {
    category: Type.Enum([...REC_CATEGORIES]),
    type: PartnerTypeSchema,
    id: Type.String(),
    name: Type.String(),
    rating: Type.Optional(Type.Number({ description: "The partner's rating out of 5, only for the kinds the methodology rates (never wallets)" })),
    availability: Type.Optional(Availability),
    facts: Type.Record(Type.String(), CandidateFact, {
      description: "The facts its category's criteria read, by their path in the record (fees.trading, facts.fiat, category, offers.0…)",
    }),
    description: Type.Optional(Type.String({ description: "The record's own sentence about it" })),
    offer: Type.Optional(OfferAnswer),
  },
  { $id: 'ContentCandidate', additionalProperties: false },
);
const CandidateList = Type.Object({ candidates: Type.Array(Candidate) }, { $id: 'ContentCandidateList' });
const PartnerIndex = Type.Object(
  {
    partners: Type.Array(
      Type.Object({
        type: PartnerTypeSchema,
        id: Type.String(),
        name: Type.String(),
        officialUrl: Type.String({ description: "The partner's official https address" }),
        category: Type.Union([Type.String(), Type.Null()], {
          description: 'The directory section it is listed in (e.g. hardware or software for a wallet)',
        }),
      }),
    ),
  },
  { $id: 'ContentPartnerIndex' },
);
const FeeList = Type.Object(
  {
    exchanges: Type.Array(
      Type.Object({ id: Type.String(), name: Type.String(), officialUrl: Type.String(), fees: Fees }, { additionalProperties: false }),
      { description: 'Centralized exchanges with at least one fee fact, in directory order' },
    ),
    withoutFees: Type.Integer({ minimum: 0, description: 'How many other centralized exchanges are listed with no fee fact yet' }),
  },
  { $id: 'ContentFeeList', additionalProperties: false },
);
const AvailabilityList = Type.Object(
  {
    partners: Type.Array(
      Type.Object(
        { type: PartnerTypeSchema, id: Type.String(), name: Type.String(), availability: Availability },
        { additionalProperties: false },
      ),
      { description: 'Exchanges, payment cards and apps with at least one availability fact, in directory order' },
    ),
  },
  { $id: 'ContentAvailabilityList', additionalProperties: false },
);
const NotModified = Type.Null({ description: 'Not modified (the If-None-Match tag matches)' });

/** Sends a pre-serialized answer with its caching headers, or 304 when the client already has it. */
function send(req: FastifyRequest, reply: FastifyReply, a: Answer) {
  reply.header('cache-control', CONTENT_CACHE_CONTROL).header('etag', a.etag);
  const tags = req.headers['if-none-match'];
  if (tags && (tags.trim() === '*' || tags.split(',').some((t) => t.trim().replace(/^W\//, '') === a.etag)))
    return reply.status(304).send(null as never);
  return reply.type('application/json; charset=utf-8').send(a.body as never);
}

const langOf = (q: { lang?: string }) => (q.lang ?? 'en') as ContentLanguage;

/**
 * A review's answer with its byline: the file's text is serialized once, the byline is kept in the database
 * (editors set it), so it is added to the serialized text here, and the tag names both.
 */
function withAuthor(a: Answer, author: AuthorByline | null): Answer {
  const value = author ? { name: author.name, slug: author.slug } : null;
  const json = JSON.stringify(value);
  const body = `${a.body.slice(0, -1)},"author":${json}}`;
  if (!author) return { body, etag: a.etag };
  return { body, etag: `${a.etag.slice(0, -1)}.${createHash('sha1').update(json).digest('base64url').slice(0, 12)}"` };
}

export function registerContentRoutes(app: FastifyInstance, service: ContentService): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  // Answers are sent pre-serialized, and error bodies are three fields: compiling fast-json-stringify
  // serializers for these large response schemas would only slow start-up down. The schemas document.
  r.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/content/')) route.serializerCompiler = () => (data) => JSON.stringify(data);
  });

  r.get(
    '/api/content/partners',
    {
      schema: {
        tags: [TAG],
        operationId: 'listContentPartners',
        summary: 'Every listed partner, or those of one type',
        description:
          'Exchanges, trading bots, payment cards, tools, apps and wallets in their directory order, with facts, ' +
          `ratings, offers and texts in one language. ${CACHING}`,
        querystring: Type.Object(
          { type: Type.Optional(PartnerTypeSchema), lang: Lang },
          { additionalProperties: false },
        ),
        response: { 200: PartnerList, 304: NotModified, 400: E400 },
      },
    },
    async (req, reply) => send(req, reply, service.partners(langOf(req.query), req.query.type)),
  );

  r.get(
    '/api/content/partners/:type/:id',
    {
      schema: {
        tags: [TAG],
        operationId: 'getContentPartner',
        summary: 'One partner',
        description: `The partner with this type and id, texts in one language. ${CACHING}`,
        params: Type.Object({ type: PartnerTypeSchema, id: IdParam }),
        querystring: Type.Object({ lang: Lang }, { additionalProperties: false }),
        response: {
          200: Partner,
          304: NotModified,
          400: E400,
          404: errorResponse(404, 'No partner of this type has this id', "There is no trading_bot with the id 'robo'."),
        },
      },
    },
    async (req, reply) => {
      const { type, id } = req.params;
      const a = service.partner(type, id, langOf(req.query));
      if (!a) throw new AppError('NOT_FOUND', `There is no ${type} with the id '${id}'.`);
      return send(req, reply, a);
    },
  );

  r.get(
    '/api/content/reviews/:type/:id',
    {
      schema: {
        tags: [TAG],
        operationId: 'getContentReview',
        summary: 'The written review of a partner',
        description:
          'Summary, pros and cons, the full review, our expert opinion and who it suits, in one language. The rating ' +
          `and its breakdown are the partner's (GET /api/content/partners/{type}/{id}). \`author\` is the byline an ` +
          `editor set (an author profile), read on each request; null while the review is the organization's. ${CACHING}`,
        params: Type.Object({ type: PartnerTypeSchema, id: IdParam }),
        querystring: Type.Object({ lang: Lang }, { additionalProperties: false }),
        response: {
          200: Review,
          304: NotModified,
          400: E400,
          404: errorResponse(404, 'The partner is not listed or has no review', "There is no review of the trading_bot 'pionex'."),
        },
      },
    },
    async (req, reply) => {
      const { type, id } = req.params;
      const a = service.review(type, id, langOf(req.query));
      if (!a) throw new AppError('NOT_FOUND', `There is no review of the ${type} '${id}'.`);
      const author = await app.authors.reviewByline(type, id).catch((err: unknown) => {
        // The review is still worth reading without the database: it shows as the organization's meanwhile.
        if (!isDatabaseUnavailable(err)) throw err;
        req.log.warn({ err }, 'review byline unavailable: database down');
        return null;
      });
      return send(req, reply, withAuthor(a, author));
    },
  );

  r.get(
    '/api/content/concepts',
    {
      schema: {
        tags: [TAG],
        operationId: 'listContentConcepts',
        summary: 'The concept explainers and the concepts FAQ',
        description: `Every explainer with its sections, and the FAQ, in page order and one language. ${CACHING}`,
        querystring: Type.Object({ lang: Lang }, { additionalProperties: false }),
        response: { 200: ConceptList, 304: NotModified, 400: E400 },
      },
    },
    async (req, reply) => send(req, reply, service.concepts(langOf(req.query))),
  );

  r.get(
    '/api/content/guide',
    {
      schema: {
        tags: [TAG],
        operationId: 'listContentGuide',
        summary: 'The analysis-tools guide',
        description: `The guide's tools in guide order, with each tool's name and official address, in one language. ${CACHING}`,
        querystring: Type.Object({ lang: Lang }, { additionalProperties: false }),
        response: { 200: Guide, 304: NotModified, 400: E400 },
      },
    },
    async (req, reply) => send(req, reply, service.guide(langOf(req.query))),
  );

  r.get(
    '/api/content/recommendations',
    {
      schema: {
        tags: [TAG],
        operationId: 'listContentRecommendations',
        summary: 'The candidates of the recommendation wizard and advisor',
        description:
          'Every partner the site may promote, as a candidate of the category of its type (exchanges, trading bots, payment ' +
          'cards, wallets, tools, apps), in category then record order: the facts the criteria of that category read, each ' +
          'with its provenance, its availability by country, its rating where its kind is rated, and its own description and ' +
          `first offer in one language. The site ranks these with the shared rules; GET /api/recommendations ranks them for you. ${CACHING}`,
        querystring: Type.Object({ lang: Lang }, { additionalProperties: false }),
        response: { 200: CandidateList, 304: NotModified, 400: E400 },
      },
    },
    async (req, reply) => send(req, reply, service.recommendations(langOf(req.query))),
  );

  r.get(
    '/api/content/recommendations/summary',
    {
      schema: {
        tags: [TAG],
        operationId: 'getContentRecommendationSummary',
        summary: 'How many services and categories the recommendations cover',
        description: `Counted from the same candidates as /api/content/recommendations, for pages that only state the totals. ${CACHING}`,
        querystring: Type.Object({}, { additionalProperties: false }),
        response: {
          200: Type.Object(
            {
              services: Type.Integer({ minimum: 0, description: 'distinct partners among the candidates' }),
              categories: Type.Integer({ minimum: 0, description: 'recommendation categories' }),
            },
            { $id: 'ContentRecommendationSummary', additionalProperties: false },
          ),
          304: NotModified,
          400: E400,
        },
      },
    },
    async (req, reply) => send(req, reply, service.recommendationSummary()),
  );

  r.get(
    '/api/content/fees',
    {
      schema: {
        tags: [TAG],
        operationId: 'listContentFees',
        summary: 'The fee facts of the exchanges, for the fee calculator',
        description:
          'Deposit fee by method, trading-fee tiers (maker/taker by 30-day volume), spread and withdrawal fee by coin, each ' +
          'with its source, the date it was checked and whether it is verified. A fact with `verified: false` must not be ' +
          `used in a calculation. ${CACHING}`,
        querystring: Type.Object({}, { additionalProperties: false }),
        response: { 200: FeeList, 304: NotModified, 400: E400 },
      },
    },
    async (req, reply) => send(req, reply, service.fees()),
  );

  r.get(
    '/api/content/availability',
    {
      schema: {
        tags: [TAG],
        operationId: 'listContentAvailability',
        summary: 'Where exchanges, payment cards and apps are available, by country',
        description:
          'Facts by country (ISO 3166-1 alpha-2): available, or not available with the reason (banned, licence-missing, ' +
          'service-withdrawn), each with its source, date and verified flag. Only a verified "not available" hides a partner ' +
          `in that country. ${CACHING}`,
        querystring: Type.Object({}, { additionalProperties: false }),
        response: { 200: AvailabilityList, 304: NotModified, 400: E400 },
      },
    },
    async (req, reply) => send(req, reply, service.availability()),
  );

  r.get(
    '/api/content/index',
    {
      schema: {
        tags: [TAG],
        operationId: 'listContentIndex',
        summary: 'Every partner in a few words: type, id, name, official address and section',
        description: `A small list for finding and linking partners (the site's search uses it). ${CACHING}`,
        querystring: Type.Object({}, { additionalProperties: false }),
        response: { 200: PartnerIndex, 304: NotModified, 400: E400 },
      },
    },
    async (req, reply) => send(req, reply, service.index()),
  );
}
