import { Type, type TSchema } from 'typebox';
import { REC_CATEGORIES } from '@coinatlas/domain/recommendations/catalogue';
import {
  answerSchemas,
  Availability,
  Fees,
  CONTENT_LANGUAGES,
  ID_PATTERN,
  Licences,
  PARTNER_TYPES,
  ProvenanceSchema,
} from './domain/schema.js';
import { errorResponse } from '../../platform/error-schema.js';

/**
 * The content API's schemas (routes/*.ts): the answers as the API document names them (partners, reviews,
 * concepts, guide, recommendation candidates, fees, availability, the index), the query fields, the shared
 * errors and what every description says about caching.
 */

/**
 * Editors change partner records while the site runs (the partner desk): browsers and shared caches may keep
 * an answer but ask again each time, and the ETag makes an unchanged answer a 304 without a body.
 */
export const CONTENT_CACHE_CONTROL = 'public, no-cache';

export const TAG = 'Content';
export const CACHING =
  "Serialized once each time the records change (an editor's save shows on the next request, on every instance); " +
  `sent with \`Cache-Control: ${CONTENT_CACHE_CONTROL}\` and an ETag (If-None-Match answers 304 Not Modified).`;

export const Lang = Type.Optional(
  Type.Enum([...CONTENT_LANGUAGES], { default: 'en', description: 'Language of every text in the answer' }),
);
export const PartnerTypeSchema = Type.Enum([...PARTNER_TYPES], { description: 'The kind of partner, as in /go/{type}/{id}' });
export const IdParam = Type.String({ pattern: ID_PATTERN, maxLength: 100, description: 'The partner id', examples: ['cryptohopper'] });

export const E400 = errorResponse(
  400,
  'Unknown language, partner type or query field, or a malformed id',
  'querystring/lang must be equal to one of the allowed values',
);

/** A partner's uploaded logo, or null. */
const Logo = Type.Union(
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
);

/** Where a record shown on its provider's page is (one provider, one page). */
const PageOf = Type.Object(
  { type: PartnerTypeSchema, id: Type.String(), section: Type.String({ description: 'The anchor of its section' }) },
  {
    additionalProperties: false,
    description:
      "Present when the record is shown as a section of its provider's page (one provider, one page: Binance's app " +
      "on Binance the exchange's page): its own address answers with a permanent redirect there, and links land there",
  },
);

const withReviewFlag = (s: TSchema & { properties: Record<string, TSchema>; title?: string }) =>
  Type.Object(
    {
      ...s.properties,
      lastChecked: Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()], {
        description:
          'The newest day an editor checked any of its facts, fees, offers, availability, licence or payment-method entries against a source; ' +
          'null while everything is from our catalogue (not checked since) or from a feed',
      }),
      hasReview: Type.Boolean({ description: 'Whether GET /api/content/reviews/{type}/{id} has its review' }),
      reviewType: Type.Union([PartnerTypeSchema, Type.Null()], {
        description:
          "The type under which its written review is published: its own type, or its provider's page's type when the " +
          'record is a section of that page (3Commas the trading bot, reviewed as a tool), or null when there is no review',
      }),
      logo: Logo,
      comparedWith: Type.Optional(
        Type.Array(
          Type.Object(
            {
              id: Type.String(),
              name: Type.String(),
              type: Type.Optional(PartnerTypeSchema),
              self: Type.Optional(Type.String({ description: "The id of this page's record of `type` (its own, or a role's)" })),
            },
            { additionalProperties: false },
          ),
          {
            description:
              'Only in the answer for one partner: the partners its page links a side-by-side comparison with, for its own ' +
              'record and each role it shows (`type`, `self`): the popular pairs it is in (every pair among the first four ' +
              'promotable partners of its kind, the comparisons the sitemap lists), else its three nearest alternatives; ' +
              'empty for kinds without comparisons and for a record shown on another page',
          },
        ),
      ),
      page: Type.Optional(PageOf),
      roles: Type.Optional(
        Type.Array(Type.Object({ type: PartnerTypeSchema, id: Type.String() }, { additionalProperties: false }), {
          description:
            "Only in the answer for one partner: the provider's other records its page shows as sections (GET each for its facts); empty for most",
        }),
      ),
      alternatives: Type.Optional(
        Type.Array(
          Type.Object(
            {
              type: PartnerTypeSchema,
              id: Type.String(),
              name: Type.String(),
              category: Type.Union([Type.String(), Type.Null()]),
              logo: Logo,
              page: Type.Optional(PageOf),
            },
            { additionalProperties: false },
          ),
          {
            description:
              'Only in the answer for one partner: up to eight partners of its kind whose page is indexable, nearest first (its ' +
              'kind in order of category, then rating, then the editors’ order; `page` when shown on its provider’s page); the ' +
              'page shows four, leaving out those recorded as not available in the country a visitor confirmed',
          },
        ),
      ),
      promotable: Type.Boolean({
        description:
          'Whether the site promotes it. false (status unverified, pivoted, discontinued or reference): facts only, ' +
          'so the answer carries no offers or trending card',
      }),
    },
    { additionalProperties: false, title: s.title },
  );
export const Partner = Type.Union(Object.values(answerSchemas.partners).map(withReviewFlag), {
  $id: 'ContentPartner',
  description:
    'A partner: identity, facts (each with its provenance: from our catalogue, checked by an editor on a date, or ' +
    'from a named feed), rating, offers, ' +
    'and its texts; the fields depend on `type`',
});
export const PartnerList = Type.Object({ partners: Type.Array(Partner) }, { $id: 'ContentPartnerList' });
export const Review = Type.Object(
  {
    ...answerSchemas.Review.properties,
    author: Type.Union(
      [Type.Object({ name: Type.String(), slug: Type.String({ description: 'Their page: /authors/{slug}' }) }), Type.Null()],
      {
        description:
          'The person an editor named as the review’s author (an author profile), or null: the review is the organization’s (CoinAtlas)',
      },
    ),
  },
  { $id: 'ContentReview', additionalProperties: false },
);
export const ConceptList = Type.Object(
  {
    concepts: Type.Array(Type.Object(answerSchemas.Concept.properties, { $id: 'ContentConcept', additionalProperties: false })),
    faq: Type.Array(Type.Object(answerSchemas.Faq.properties, { $id: 'ContentFaq', additionalProperties: false })),
  },
  { $id: 'ContentConceptList' },
);
export const Guide = Type.Object(
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
      Type.Object(
        { type: PartnerTypeSchema, id: Type.String() },
        { additionalProperties: false, description: "The record it was read from, when not the candidate's own" },
      ),
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
    page: Type.Optional(PageOf),
    rating: Type.Optional(
      Type.Number({ description: "The partner's rating out of 5, only for the kinds the methodology rates (never wallets)" }),
    ),
    availability: Type.Optional(Availability),
    licences: Type.Optional({
      ...Licences,
      description:
        "An exchange's licences and registrations, each with its provenance (the regulation and security criteria read those in force)",
    }),
    facts: Type.Record(Type.String(), CandidateFact, {
      description: "The facts its category's criteria read, by their path in the record (fees.trading, facts.fiat, category, offers.0…)",
    }),
    description: Type.Optional(Type.String({ description: "The record's own sentence about it" })),
    offer: Type.Optional(OfferAnswer),
  },
  { $id: 'ContentCandidate', additionalProperties: false },
);
export const CandidateList = Type.Object({ candidates: Type.Array(Candidate) }, { $id: 'ContentCandidateList' });
export const RecommendationSummary = Type.Object(
  {
    services: Type.Integer({ minimum: 0, description: 'distinct partners among the candidates' }),
    categories: Type.Integer({ minimum: 0, description: 'recommendation categories' }),
  },
  { $id: 'ContentRecommendationSummary', additionalProperties: false },
);
export const PartnerIndex = Type.Object(
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
export const FeeList = Type.Object(
  {
    exchanges: Type.Array(
      Type.Object({ id: Type.String(), name: Type.String(), officialUrl: Type.String(), fees: Fees }, { additionalProperties: false }),
      { description: 'Centralized exchanges with at least one fee fact, in directory order' },
    ),
    withoutFees: Type.Integer({ minimum: 0, description: 'How many other centralized exchanges are listed with no fee fact yet' }),
  },
  { $id: 'ContentFeeList', additionalProperties: false },
);
export const AvailabilityList = Type.Object(
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
export const NotModified = Type.Null({ description: 'Not modified (the If-None-Match tag matches)' });
