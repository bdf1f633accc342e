import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ContentService } from '../service.js';
import {
  AvailabilityList,
  CACHING,
  CandidateList,
  E400,
  FeeList,
  Lang,
  NotModified,
  PartnerIndex,
  RecommendationSummary,
  TAG,
} from '../schemas.js';
import { langOf, send } from './send.js';

/**
 * What the site's tools read from the records: the recommendation candidates and their totals, the exchanges'
 * fee facts (the fee calculator), availability by country, and the small index of every partner (the search).
 */
export function registerToolDataRoutes(app: FastifyInstance, service: ContentService): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

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
        response: { 200: RecommendationSummary, 304: NotModified, 400: E400 },
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
          'Facts by country (ISO 3166-1 alpha-2): available (optionally except in some subdivisions, ISO 3166-2), or not ' +
          'available with the reason (banned, licence-missing, service-withdrawn, excluded-by-terms), each with its provenance. ' +
          `A "not available" entry hides the partner in that country whatever its provenance. ${CACHING}`,
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
