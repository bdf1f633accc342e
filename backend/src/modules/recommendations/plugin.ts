import { createHash } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ProvenanceRef } from '@coinatlas/domain/provenance/provenance-schema';
import { PARTNER_TYPES } from '@coinatlas/domain/partners/partner';
import { UNAVAILABILITY_REASONS } from '@coinatlas/domain/availability/availability';
import { REC_CATEGORIES } from '@coinatlas/domain/recommendations/catalogue';
import { CRITERION_STATUSES, LIMITS } from '@coinatlas/domain/recommendations/criteria';
import { MAPPED_CREDIT, PRIORITY_MAPPINGS } from '@coinatlas/domain/recommendations/match';
import { defineModule } from '../../platform/module.js';
import { countryOf, parsePriorities, rankPartners, RANKING_METHODS } from './domain/ranking.js';
import { errorResponse } from '../../platform/error-schema.js';
import { SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';

const LANGUAGES = SITE_LANGUAGES;

/** Browsers and shared caches may keep an answer for a minute (editors' changes show within it). */
export const RECOMMENDATIONS_CACHE_CONTROL = 'public, max-age=60';

const Provenance = ProvenanceRef;
const PartnerRef = Type.Object({ type: Type.Enum([...PARTNER_TYPES]), id: Type.String() }, { additionalProperties: false });
const Fact = Type.Object(
  {
    field: Type.String({
      description:
        'Its path in the partner record, as GET /api/content/partners/{type}/{id} answers it (fees.trading, facts.fiat, category, offers.0, availability…)',
    }),
    value: Type.Unknown({ description: 'The value at that path, exactly as the partner answer holds it' }),
    provenance: Provenance,
    from: Type.Optional({
      ...PartnerRef,
      description: "The record it was read from when not the partner's own (an exchange's app record)",
    }),
  },
  { additionalProperties: false },
);
const Status = Type.Enum([...CRITERION_STATUSES], {
  description: 'met, not-met, or unknown (no fact, or facts that do not decide it: never counted as met)',
});
const AvailabilityFact = Type.Object(
  {
    country: Type.String({ pattern: '^[A-Z]{2}$' }),
    status: Type.Enum(['available', 'not-available']),
    reason: Type.Optional(Type.Enum([...UNAVAILABILITY_REASONS])),
    except: Type.Optional(
      Type.Array(Type.String({ pattern: '^[A-Z]{2}-[A-Z0-9]{1,3}$' }), {
        description: 'With available: the ISO 3166-2 subdivisions of the country where it is not offered (e.g. US-NY)',
      }),
    ),
    provenance: Provenance,
  },
  { additionalProperties: false },
);
const Offer = Type.Object(
  {
    id: Type.String(),
    text: Type.String({ description: 'The offer sentence; {{name}} placeholders take `values`' }),
    values: Type.Record(Type.String(), Type.Unknown()),
    summary: Type.Optional(Type.String()),
    provenance: Provenance,
    exclusive: Type.Boolean({
      description:
        'true only while the partner has an active referral code or affiliate link: only then may it be called exclusive or "through our link"',
    }),
  },
  { additionalProperties: false },
);

const Ranked = Type.Object(
  {
    rank: Type.Integer({ minimum: 1 }),
    type: Type.Enum([...PARTNER_TYPES]),
    id: Type.String(),
    name: Type.String(),
    page: Type.String({ description: "The partner's page on the site, e.g. /exchanges/kraken" }),
    link: Type.String({ description: 'Our tracked link to the partner, /go/{type}/{id}' }),
    rating: Type.Optional(
      Type.Number({ description: 'Its rating out of 5, only for kinds the methodology rates (never wallets); orders equal scores only' }),
    ),
    matchScore: Type.Integer({ minimum: 0, maximum: 100, description: 'round(100 × (met + ½ × related) ÷ chosen)' }),
    met: Type.Integer({ minimum: 0, description: 'Chosen priorities met on its facts' }),
    related: Type.Integer({
      minimum: 0,
      description: 'Chosen priorities with no data counted half through a related priority met on its facts',
    }),
    chosen: Type.Integer({ minimum: 1, description: 'Number of chosen priorities' }),
    criteria: Type.Array(
      Type.Object(
        {
          priority: Type.String(),
          status: Status,
          credit: Type.Number({ minimum: 0, maximum: 1, description: `1 when met, ${MAPPED_CREDIT} through a related priority, else 0` }),
          facts: Type.Array(Fact),
          via: Type.Optional(
            Type.Object({ priority: Type.String(), status: Status, facts: Type.Array(Fact) }, { additionalProperties: false }),
          ),
        },
        { additionalProperties: false },
      ),
      { description: 'One line per chosen priority, in the category’s order: the computation behind matchScore' },
    ),
    availability: Type.Object(
      { state: Type.Enum(['available', 'unknown']), fact: Type.Optional(AvailabilityFact) },
      { additionalProperties: false, description: "What the record says about the visitor's country (unknown: nothing recorded)" },
    ),
    description: Type.Optional(Type.String({ description: "The record's own sentence about it, in `lang`" })),
    offer: Type.Optional(Offer),
  },
  { $id: 'RankedPartner', additionalProperties: false },
);

const Answer = Type.Object(
  {
    category: Type.Enum([...REC_CATEGORIES]),
    priorities: Type.Array(Type.String(), { description: 'The priorities ranked for, each once, in the category’s order' }),
    country: Type.Union(
      [
        Type.Object(
          { code: Type.String({ pattern: '^[A-Z]{2}$' }), source: Type.Enum(['query', 'proxy']) },
          { additionalProperties: false },
        ),
        Type.Null(),
      ],
      { description: 'The country ranked for: the `country` parameter, else the trusted proxy’s header; null when neither names one' },
    ),
    method: Type.Enum([...RANKING_METHODS]),
    recommended: Type.Boolean({
      description:
        'Whether the first result is a recommendation: recorded as available in the country and meeting at least one priority. false: it is only the best match on the facts',
    }),
    results: Type.Array(Ranked),
    excluded: Type.Array(
      Type.Object(
        { type: Type.Enum([...PARTNER_TYPES]), id: Type.String(), name: Type.String(), availability: AvailabilityFact },
        { additionalProperties: false },
      ),
      { description: 'Partners of the category left out: recorded as not available in the country' },
    ),
  },
  { $id: 'RecommendationAnswer', additionalProperties: false },
);

const BadRequest = errorResponse(
  400,
  'Unknown category, method, language, priority or country, or no priority',
  "Unknown priority 'charting' for the category 'exchanges'. Known priorities: low-fees, high-liquidity, …",
);

const mappings = Object.entries(PRIORITY_MAPPINGS.exchanges ?? {})
  .map(([a, b]) => `${a} → ${b}`)
  .join(', ');

/**
 * Ranks partners for a described visitor (a category, the priorities that matter to them and their
 * country) with the shared rules over the partner records, so an integrator gets the result and the
 * explanation the site shows. The candidates are read per request from the content module
 * (`app.partners`, rebuilt when an editor changes a record); which partners have an active referral code
 * from the referrals module (`app.referralLinks`).
 */
export const recommendationsModule = defineModule(
  'recommendations',
  async (app, deps) => {
    const { partners } = app;
    const regionHeader = deps.config.regionHeader.toLowerCase();
    app.withTypeProvider<TypeBoxTypeProvider>().get(
      '/api/recommendations',
      {
        schema: {
          tags: ['Recommendations'],
          operationId: 'rankPartners',
          summary: 'Partners ranked for a visitor’s category, priorities and country, with the computation',
          description:
            'Every partner of the category the site may promote is a candidate. Each chosen priority is a named criterion ' +
            'over fields of the partner record: met, not met, or unknown (no fact, never counted as met), with the facts it ' +
            'read and their provenance. Score = round(100 × (met + ½ × related) ÷ chosen), where `related` counts a priority ' +
            `with no data whose related priority is met on facts (exchanges: ${mappings}). Facts from our catalogue count and ` +
            'say so (provenance `catalogue`: not checked by an editor), so the ranking is made from the facts we hold, not ' +
            'verified ones. Partners recorded as not available in the country are never ranked (`excluded`); every partner ' +
            'recorded as available there comes before every one whose availability there is unknown (without a country, all ' +
            'are unknown), each group by score; equal scores: more credit from checked or feed facts, then rating (rated ' +
            'kinds only), then name. `method=advisor` answers only the first. Limits: low fees ' +
            `at most ${LIMITS.takerFeePercent} % taker (first tier), altcoins at least ${LIMITS.coins} coins, high liquidity ` +
            `${LIMITS.spotVolumeUsd / 1e6} M USD a day, cashback up to ${LIMITS.cashbackPercent} % or more. The same functions ` +
            `run in the site's wizard, advisor and journey. Cacheable: \`${RECOMMENDATIONS_CACHE_CONTROL}\` with an ETag.`,
          querystring: Type.Object(
            {
              category: Type.Enum([...REC_CATEGORIES], { description: 'What the visitor is looking for' }),
              priorities: Type.String({
                minLength: 1,
                maxLength: 500,
                description: 'Comma-separated priorities of the category (their order does not matter)',
                examples: ['low-fees,best-security'],
              }),
              country: Type.Optional(
                Type.String({
                  minLength: 2,
                  maxLength: 2,
                  description: "The visitor's country (ISO 3166-1 alpha-2); without it, the trusted proxy's header is read",
                  examples: ['DE'],
                }),
              ),
              method: Type.Optional(Type.Enum([...RANKING_METHODS], { default: 'wizard' })),
              lang: Type.Optional(Type.Enum([...LANGUAGES], { default: 'en', description: 'Language of the texts' })),
            },
            { additionalProperties: false },
          ),
          response: { 200: Answer, 304: Type.Null({ description: 'Not modified' }), 400: BadRequest },
        },
      },
      async (req, reply) => {
        const { category, method = 'wizard', lang = 'en' } = req.query;
        const priorities = parsePriorities(category, req.query.priorities);
        const header = req.headers[regionHeader];
        const country = countryOf(req.query.country, Array.isArray(header) ? header[0] : header);
        const exclusive = await app.referralLinks.activeKeys().catch((err: unknown) => {
          req.log.warn({ err }, 'active referral codes unavailable: no offer is called exclusive');
          return new Set<string>();
        });
        const body = JSON.stringify(rankPartners(partners.candidates(lang), { method, category, priorities, country }, exclusive));
        const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
        reply.header('cache-control', RECOMMENDATIONS_CACHE_CONTROL).header('etag', etag);
        if (req.query.country === undefined) reply.header('vary', regionHeader);
        if (req.headers['if-none-match'] === etag) return reply.status(304).send(null as never);
        return reply.type('application/json').send(body as never); // already serialized
      },
    );
  },
  { uses: ['content', 'referrals'] },
);
