import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PARTNER_TYPES } from '@coinatlas/domain/partners/partner';
import { REC_CATEGORIES } from '@coinatlas/domain/recommendations/catalogue';
import { defineModule } from '../../platform/module.js';
import { parsePriorities, rankPartners, RANKING_METHODS } from './domain/ranking.js';

const LANGUAGES = ['en', 'es', 'de', 'pt'] as const;

const Ranked = Type.Object(
  {
    rank: Type.Integer({ minimum: 1 }),
    type: Type.Enum([...PARTNER_TYPES]),
    id: Type.String(),
    name: Type.String(),
    rating: Type.Number({ description: "The partner's one editorial rating out of 5" }),
    matchScore: Type.Integer({
      minimum: 0,
      maximum: 100,
      description: 'Share of the chosen priorities it meets, in percent (100: all of them; one met only through a related strength counts half)',
    }),
    matched: Type.Array(Type.String(), { description: 'The chosen priorities it meets' }),
    highlights: Type.Array(Type.String(), { description: 'Its three strongest priorities' }),
    description: Type.String(),
    benefits: Type.Array(Type.String()),
    reasons: Type.Array(Type.Object({ priority: Type.String(), text: Type.String() }), {
      description: 'Why it fits each priority it meets',
    }),
    offer: Type.Optional(Type.String({ description: 'Its exclusive offer in plain words' })),
    link: Type.String({ description: 'Our tracked link to the partner, /go/{type}/{id}' }),
  },
  { $id: 'RankedPartner', additionalProperties: false },
);

const Answer = Type.Object(
  {
    category: Type.Enum([...REC_CATEGORIES]),
    priorities: Type.Array(Type.String()),
    method: Type.Enum([...RANKING_METHODS]),
    results: Type.Array(Ranked),
  },
  { $id: 'RecommendationAnswer' },
);

const ErrorBody = Type.Object(
  { statusCode: Type.Integer(), error: Type.String(), message: Type.String() },
  {
    description: 'Unknown category, method, language or priority, or no priority',
    examples: [
      {
        statusCode: 400,
        error: 'Bad Request',
        message: "Unknown priority 'charting' for the category 'exchanges'. Known priorities: low-fees, high-liquidity, …",
      },
    ],
  },
);

/**
 * Ranks partners for a described visitor (a category and the priorities that matter to them) with the
 * shared wizard and advisor rules over the partner records, so an integrator gets the result the site
 * shows. The candidates come from the content module (`app.partners`).
 */
export const recommendationsModule = defineModule('recommendations', async (app) => {
  const { partners } = app;
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/recommendations',
    {
      schema: {
        tags: ['Recommendations'],
        operationId: 'rankPartners',
        summary: 'Partners ranked for a visitor’s category and priorities',
        description:
          'The same ranking and match score as the site: `method=wizard` (default) ranks every candidate of the category ' +
          'by the share of the chosen priorities it meets (ties: stronger fit, then rating, then catalogue order); ' +
          '`method=advisor` gives the advisor’s one pick, the first of that ranking. Each result carries its match score ' +
          '(0-100), the priorities it meets with the reason ' +
          'for each, and its texts in `lang`. Unknown priorities answer 400 with the list of known ones.',
        querystring: Type.Object(
          {
            category: Type.Enum([...REC_CATEGORIES], { description: 'What the visitor is looking for' }),
            priorities: Type.String({
              minLength: 1,
              maxLength: 500,
              description: 'Comma-separated priorities of the category, most important first',
              examples: ['low-fees,best-security'],
            }),
            method: Type.Optional(Type.Enum([...RANKING_METHODS], { default: 'wizard' })),
            lang: Type.Optional(Type.Enum([...LANGUAGES], { default: 'en', description: 'Language of the texts' })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Answer, 400: ErrorBody },
      },
    },
    async (req, reply) => {
      const { category, method = 'wizard', lang = 'en' } = req.query;
      const priorities = parsePriorities(category, req.query.priorities);
      reply.header('cache-control', 'public, max-age=300');
      return { category, priorities, method, results: rankPartners(partners.candidates(lang), method, category, priorities) };
    },
  );
});
