import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SEARCH_CATEGORIES } from '@coinatlas/domain/routes/manifest';
import { errorResponse } from '../../platform/error-schema.js';
import { BoundedInteger } from '../../platform/schemas.js';
import { MAX_QUERY_LENGTH, SEARCH_LANGUAGES } from './domain/query.js';
import type { SearchService } from './service.js';

const KINDS = ['partner', 'review', 'concept', 'faq', 'guide', 'blog'] as const;
/** The index only changes with a deploy or a blog edit: a minute of caching is harmless. */
export const SEARCH_CACHE_CONTROL = 'public, max-age=60';

const Snippet = Type.Array(
  Type.Object(
    { text: Type.String(), highlight: Type.Boolean({ description: 'true for a part that matched the query' }) },
    { additionalProperties: false },
  ),
  {
    description:
      "Where the query matched in the record's text, as plain text parts in order; parts that matched have " +
      '`highlight: true`. Never HTML: render each part as text (a highlighted one inside a <mark>)',
  },
);

const Result = Type.Object(
  {
    kind: Type.Enum([...KINDS], { description: 'What the record is' }),
    id: Type.String({ description: 'The record, unique within its kind (`type/id` for partners and reviews)' }),
    category: Type.Enum([...SEARCH_CATEGORIES], { description: 'The category the result is grouped under' }),
    title: Type.String(),
    description: Type.String({ description: 'A sentence from the record that says what it is' }),
    snippet: Snippet,
    url: Type.String({ description: 'The site path (without the language prefix) where the record is shown' }),
  },
  { $id: 'SearchResult', additionalProperties: false },
);

const Answer = Type.Object(
  {
    query: Type.String({ description: 'The query as searched (trimmed, spaces collapsed)' }),
    correctedQuery: Type.Union([Type.String(), Type.Null()], {
      description:
        'The query with misspelt words replaced by the words of the same language they were read as; null when none was corrected',
    }),
    total: Type.Integer({ minimum: 0, description: 'How many records match in all (results holds at most `limit`)' }),
    results: Type.Array(Type.Ref('SearchResult'), { description: 'The best matches first' }),
  },
  {
    $id: 'SearchAnswer',
    examples: [
      {
        query: 'ledger',
        correctedQuery: null,
        total: 9,
        results: [
          {
            kind: 'partner',
            id: 'wallet/ledger-nano-x',
            category: 'hardwareWallets',
            title: 'Ledger Nano X',
            description: "Ledger's Bluetooth model: a compact device with a battery that pairs with the Ledger Live mobile app.",
            snippet: [
              { text: 'Bluetooth model: a compact device with a battery that pairs with the ', highlight: false },
              { text: 'Ledger', highlight: true },
              { text: ' Live mobile app.', highlight: false },
            ],
            url: '/wallets#ledger-nano-x',
          },
        ],
      },
    ],
  },
);

export function registerSearchRoutes(app: FastifyInstance, service: SearchService): void {
  app.addSchema(Result);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/api/search',
    {
      schema: {
        tags: ['Search'],
        operationId: 'searchSite',
        summary: 'Site search over partners, reviews, concepts, the guide, the FAQ and blog posts',
        description:
          'Full-text search in the visitor\'s language (stemmed: "taxes" finds "tax"; diacritics aside: "espana" finds ' +
          '"España"), every word also as a prefix, ranked with whole-word matches first ("SEPA" before "separate"), then ' +
          'titles; a word the index of that language does not know is read as the nearest word of its titles and ' +
          'keywords, when the database has pg_trgm and the query as typed finds clearly less ("bitcon" finds Bitcoin). ' +
          'Results carry a highlighted snippet as plain text parts.',
        querystring: Type.Object(
          {
            q: Type.String({ minLength: 1, maxLength: MAX_QUERY_LENGTH, description: 'The words to find', examples: ['kraken fees'] }),
            lang: Type.Enum([...SEARCH_LANGUAGES], { default: 'en', description: "The visitor's language (texts and stemming)" }),
            type: Type.Optional(Type.Enum([...KINDS], { description: 'Only records of this kind' })),
            category: Type.Optional(
              Type.Enum([...SEARCH_CATEGORIES], { description: 'Only results of this category', examples: ['hardwareWallets'] }),
            ),
            limit: BoundedInteger(1, 50, { default: 10, description: 'At most this many results' }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Answer,
          400: errorResponse(
            400,
            'A missing or empty query, one without letters or digits, or an unknown field or value',
            'q must contain at least one letter or digit',
          ),
        },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', SEARCH_CACHE_CONTROL);
      return service.search({
        q: req.query.q,
        lang: req.query.lang,
        kind: req.query.type,
        category: req.query.category,
        limit: req.query.limit,
      });
    },
  );
}
