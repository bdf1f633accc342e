import { Type } from 'typebox';
import { PARTNER_TYPES } from '@coinatlas/domain/partners/partner';
import {
  BTC_TRENDS,
  MARKET_KEYS,
  PROMOTION_CATEGORIES,
  PROMOTION_STATES,
  PROMOTION_LANGUAGES,
  PROMOTION_THEMES,
  TARGETABLE_PAGES,
  USER_INTERESTS,
} from '@coinatlas/domain/promotions/promotion';
import { BoundedInteger, RowId } from '../../platform/schemas.js';
import { REASON_KEYS } from '@coinatlas/domain/promotions/scoring';
import { TYPICAL_VISITORS } from '@coinatlas/domain/promotions/simulation';
import { REVISION_ACTIONS } from './ports.js';
import { STATE_ACTION_NAMES } from './service.js';
import { errorResponse, errorResponseWith } from '../../platform/error-schema.js';

/**
 * The promotion routes' schemas (routes/*.ts): the public list and its query, the promotion as editors manage
 * it with the bodies that change it, its history, the simulator's visitor and answers, the shared errors.
 */

const EXAMPLE = {
  id: 'trezor-first-purchase',
  title: 'Trezor: 10% off your first purchase',
  description: 'Keep your keys offline with an open-source hardware wallet. Our link takes 10% off your first Trezor order.',
  ctaText: 'Shop Trezor',
  ctaUrl: '/go/tool/trezor',
  discount: '10% off',
  partner: { type: 'tool', id: 'trezor' },
  categories: ['wallet', 'security'],
  targetPages: ['/', '/wallets', '/wallets/hardware'],
  userTypes: ['security_focused', 'learner'],
  marketConditions: ['stable_market', 'bear_market'],
  priority: 9,
  bgColor: 'emerald',
  startsAt: null,
  endsAt: null,
};

const Promotion = Type.Object(
  {
    id: Type.String({ description: 'Stable identifier', examples: ['trezor-first-purchase'] }),
    title: Type.String(),
    description: Type.String(),
    ctaText: Type.String({ description: 'Label of the call-to-action link' }),
    ctaUrl: Type.String({
      description: 'Our tracked redirect to the partner, /go/{type}/{id}; open it in a new tab with rel="sponsored noopener"',
      pattern: '^/go/[a-z_]+/[^/]+$',
      examples: ['/go/tool/trezor'],
    }),
    discount: Type.String({ description: 'Short label of the offer', examples: ['10% off'] }),
    partner: Type.Object({ type: Type.Enum([...PARTNER_TYPES]), id: Type.String() }),
    categories: Type.Array(Type.Enum([...PROMOTION_CATEGORIES]), { description: 'What the promotion is about' }),
    targetPages: Type.Array(Type.String(), { description: 'Site routes where it is most relevant (+3 when the visitor is there)' }),
    userTypes: Type.Array(Type.Enum([...USER_INTERESTS]), { description: 'Visitor interests it suits (+2 each)' }),
    marketConditions: Type.Array(Type.Enum([...MARKET_KEYS]), { description: 'Market keys `<btcTrend>_market` it suits (+2)' }),
    priority: Type.Integer({ description: 'Base score', minimum: 0, maximum: 20 }),
    bgColor: Type.Enum([...PROMOTION_THEMES], { description: 'Colour theme of the banner' }),
    startsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'Shown from this instant (null: already started)',
    }),
    endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'Shown until this instant, exclusive (null: no end)',
    }),
  },
  { $id: 'Promotion' },
);

export const PromotionList = Type.Object(
  { promotions: Type.Array(Promotion) },
  { $id: 'PromotionList', examples: [{ promotions: [EXAMPLE] }] },
);

export const Query = Type.Object(
  {
    lang: Type.Optional(
      Type.Enum([...PROMOTION_LANGUAGES], { default: 'en', description: 'Language of the texts; English when a translation is missing' }),
    ),
  },
  { additionalProperties: false },
);

const LocalizedText = Type.Object(
  {
    en: Type.String({ minLength: 1, description: 'English text (required: the fallback for every language)' }),
    es: Type.Optional(Type.String()),
    de: Type.Optional(Type.String()),
    pt: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

const storedFields = {
  title: LocalizedText,
  description: LocalizedText,
  ctaText: LocalizedText,
  discount: LocalizedText,
  partnerType: Type.Enum([...PARTNER_TYPES]),
  partnerId: Type.String({ description: 'A partner the site lists, of partnerType' }),
  categories: Type.Array(Type.Enum([...PROMOTION_CATEGORIES])),
  targetPages: Type.Array(Type.String(), { description: 'Targetable pages: ' + TARGETABLE_PAGES.join(', ') }),
  userTypes: Type.Array(Type.Enum([...USER_INTERESTS])),
  marketConditions: Type.Array(Type.Enum([...MARKET_KEYS])),
  priority: Type.Integer({ minimum: 0, maximum: 20 }),
  bgColor: Type.Enum([...PROMOTION_THEMES]),
  active: Type.Boolean({ description: 'false pauses the promotion' }),
  startsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
};

export const NewPromotion = Type.Object(
  {
    // checked by the domain's validator, whose message says what an id may hold
    id: Type.String({ maxLength: 63, description: '2 to 63 lowercase letters, digits or dashes, starting with a letter or digit' }),
    ...storedFields,
    draft: Type.Optional(Type.Boolean({ description: 'true saves it without publishing (visitors never see a draft)' })),
  },
  { additionalProperties: false, description: 'A new promotion' },
);
export const AdminPromotion = Type.Object(
  {
    id: Type.String(),
    ...storedFields,
    version: Type.Integer({ minimum: 1, description: 'Edit version: send it back with a change (a stale one answers 409)' }),
    draft: Type.Boolean({ description: 'Saved, not published' }),
    archived: Type.Boolean(),
    state: Type.Enum([...PROMOTION_STATES], { description: 'Where it stands now: only live promotions reach visitors' }),
    claimBacked: Type.Boolean({
      description:
        'Whether its partner has an active referral code or affiliate link now. A promotion speaks of our link; while ' +
        'this is false it is hidden from visitors whatever its state, and the admin flags it',
    }),
  },
  { $id: 'AdminPromotion', description: 'A promotion as editors manage it' },
);
const optionalFields = Object.fromEntries(Object.entries(storedFields).map(([k, v]) => [k, Type.Optional(v)])) as {
  [K in keyof typeof storedFields]: ReturnType<typeof Type.Optional<(typeof storedFields)[K]>>;
};
export const PromotionPatch = Type.Object(
  { version: RowId({ description: 'The version the change was made from' }), ...optionalFields },
  {
    additionalProperties: false,
    description: 'The fields to change and the version they were changed from; the result is validated as a whole',
  },
);
export const VersionBody = Type.Object({ version: RowId() }, { additionalProperties: false });
export const IdParams = Type.Object({ id: Type.String({ maxLength: 63 }) });
export const ActionParams = Type.Object({ id: Type.String({ maxLength: 63 }), action: Type.Enum(STATE_ACTION_NAMES) });
export const E400 = errorResponse(400, 'A field is missing, unknown or invalid');
export const E401 = errorResponse(401, 'Not signed in as an admin');
export const E403 = errorResponse(403, 'Cross-site request, or a missing or wrong CSRF token');
export const E404 = errorResponse(404, 'No promotion has this id');
export const Conflict = errorResponseWith(
  'Nothing was saved. With `current`: the promotion changed since that version, and this is the stored one. Without: the id is taken',
  { current: Type.Optional(AdminPromotion) },
);

const Reason = Type.Object({
  key: Type.Enum([...REASON_KEYS]),
  params: Type.Optional(
    Type.Object({
      priority: Type.Optional(Type.Integer()),
      page: Type.Optional(Type.String()),
      interest: Type.Optional(Type.Enum([...USER_INTERESTS])),
      market: Type.Optional(Type.Enum([...MARKET_KEYS])),
    }),
  ),
});
export const Revision = Type.Object({
  version: Type.Integer(),
  action: Type.Enum([...REVISION_ACTIONS]),
  actor: Type.String({ description: 'The admin who made the change' }),
  at: Type.String({ format: 'date-time' }),
  changedFields: Type.Array(Type.String()),
});
export const Visitor = Type.Object(
  {
    currentPage: Type.String({ pattern: '^/', maxLength: 200 }),
    visitedPages: Type.Array(Type.String({ pattern: '^/', maxLength: 200 }), { maxItems: 10 }),
    language: Type.Enum([...PROMOTION_LANGUAGES]),
    country: Type.Union([Type.String({ pattern: '^[A-Z]{2}$' }), Type.Null()], { description: 'ISO 3166 code of the visitor, or null' }),
    btcTrend: Type.Enum([...BTC_TRENDS]),
    hour: BoundedInteger(0, 23, { description: "The visitor's local hour" }),
    weekday: BoundedInteger(0, 6, { description: '0 Sunday … 6 Saturday' }),
    device: Type.Enum(['mobile', 'tablet', 'desktop']),
    timeOnSite: BoundedInteger(0, 86_400, { description: 'Seconds since the session started' }),
    interests: Type.Array(Type.Enum([...USER_INTERESTS]), { description: 'Interests beside those the pages give' }),
    scope: Type.Enum(['live', 'all'], { description: "'live': what the site serves now; 'all': every promotion not archived, as if live" }),
  },
  { additionalProperties: false },
);
export const Simulation = Type.Object({
  context: Type.Object({
    interests: Type.Array(Type.Enum([...USER_INTERESTS])),
    timeOfDay: Type.String(),
    device: Type.String(),
    marketKey: Type.String(),
  }),
  ranked: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      state: Type.Enum([...PROMOTION_STATES]),
      rank: Type.Integer(),
      score: Type.Integer(),
      urgency: Type.Enum(['low', 'medium', 'high']),
      inBanner: Type.Boolean(),
      parts: Type.Array(Type.Object({ reason: Reason, points: Type.Integer() })),
    }),
  ),
  unavailableInCountry: Type.Array(Type.String(), {
    description: "Promotions left out: their partner is verified as not available in the visitor's country",
  }),
});
export const Coverage = Type.Object({
  topN: Type.Integer(),
  cells: Type.Array(
    Type.Object({
      visitor: Type.Enum(TYPICAL_VISITORS.map((v) => v.key)),
      btcTrend: Type.Enum([...BTC_TRENDS]),
      rank: Type.Integer({ description: '1 is first; 0 when the promotion is not ranked' }),
      score: Type.Integer(),
      inBanner: Type.Boolean(),
    }),
  ),
});
