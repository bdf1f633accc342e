import { Type } from 'typebox';
import { PARTNER_TYPES } from '@coinatlas/domain/partners/partner';
import { CODE_PATTERN, ENTITY_ID_PATTERN, EXAMPLE_CODE, LIMITS } from '@coinatlas/domain/referrals/referral-code';
import { errorResponse } from '../../platform/error-schema.js';
import { RowId } from '../../platform/schemas.js';

/** The referral routes' schemas (routes/*.ts): the code as the API answers it, the bodies, the shared errors. */

/** Largest CSV import accepted (about a thousand codes). */
export const CSV_BODY_LIMIT = 256 * 1024;

export const EntityType = Type.Enum([...PARTNER_TYPES], { description: 'The kind of partner the code belongs to' });

export const EXAMPLE = {
  id: 12,
  entityType: 'exchange',
  entityId: 'kraken',
  name: 'Kraken',
  description: 'Sign up through our link and Kraken credits the welcome offer in its terms.',
  code: 'COINATLAS',
  url: 'https://www.kraken.com/sign-up?ref=coinatlas',
  discount: 'Welcome offer per Kraken’s terms',
  isActive: true,
  createdAt: '2026-11-20T09:30:00.000Z',
  updatedAt: '2026-11-21T14:02:11.000Z',
};

export const ReferralCodeSchema = Type.Object(
  {
    id: Type.Integer({ description: 'Use it with PUT and DELETE' }),
    entityType: EntityType,
    entityId: Type.String({ description: 'The partner id, as in /go/{type}/{id} and the page anchors' }),
    name: Type.String(),
    description: Type.String(),
    code: Type.String({ description: `The code visitors copy (seeded rows hold the placeholder ${EXAMPLE_CODE})` }),
    url: Type.String({ description: 'The https sign-up address carrying the referral' }),
    discount: Type.String({ description: 'What the visitor gets, in the operator’s words; may be empty' }),
    isActive: Type.Boolean({ description: 'Only active codes are ever shown to visitors' }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'ReferralCode', examples: [EXAMPLE] },
);

export const ReferralCodeList = Type.Array(ReferralCodeSchema, { examples: [[EXAMPLE]] });

export const E401 = errorResponse(401, 'Not signed in as an admin', 'Sign in as an admin to use this endpoint.');
export const E403 = errorResponse(
  403,
  'Not same-origin, or the CSRF token is missing or wrong',
  'Missing or invalid CSRF token: send the x-csrf-token header with the token from GET /api/admin/session.',
);

export const text = (max: number, extra: object = {}) => Type.String({ maxLength: max, ...extra });
export const Name = text(LIMITS.name, { minLength: 1, examples: ['Kraken'] });
export const Description = text(LIMITS.description, { examples: ['Sign up through our link and Kraken credits the welcome offer.'] });
export const Code = text(LIMITS.code, { minLength: 1, pattern: CODE_PATTERN, examples: ['COINATLAS'] });
export const Url = text(LIMITS.url, {
  minLength: 9,
  pattern: '^https://',
  description: 'Must be an https address',
  examples: ['https://www.kraken.com/sign-up?ref=coinatlas'],
});
export const Discount = text(LIMITS.discount, { examples: ['10% off trading fees for 30 days'] });

export const CreateBody = Type.Object(
  {
    entityType: EntityType,
    entityId: Type.String({ minLength: 1, maxLength: LIMITS.entityId, pattern: ENTITY_ID_PATTERN, examples: ['kraken'] }),
    name: Type.Optional(Name),
    description: Type.Optional(Description),
    code: Code,
    url: Url,
    discount: Type.Optional(Discount),
    isActive: Type.Optional(Type.Boolean({ default: false })),
  },
  {
    additionalProperties: false,
    description: 'The partner must be listed on the site. name defaults to the partner’s name.',
    examples: [
      {
        entityType: 'exchange',
        entityId: 'kraken',
        code: 'COINATLAS',
        url: 'https://www.kraken.com/sign-up?ref=coinatlas',
        discount: 'Welcome offer per Kraken’s terms',
        isActive: true,
      },
    ],
  },
);

export const UpdateBody = Type.Object(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Description),
    code: Type.Optional(Code),
    url: Type.Optional(Url),
    discount: Type.Optional(Discount),
    isActive: Type.Optional(Type.Boolean()),
  },
  {
    additionalProperties: false,
    minProperties: 1,
    description: 'Fields left out keep their value. The partner (type and id) cannot change: delete and create instead.',
    examples: [{ isActive: false }, { code: 'COINATLAS2027', discount: '20% off fees for 30 days' }],
  },
);

export const IdParams = Type.Object({ id: RowId({ examples: [12] }) });
