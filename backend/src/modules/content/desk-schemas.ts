import { Type, type Static } from 'typebox';
import { PARTNER_STATUSES } from '@coinatlas/domain/partners/partner';
import { errorResponse, errorResponseWith } from '../../platform/error-schema.js';
import { BUNDLE_FORMAT, BUNDLE_VERSION, TEXT_LIMITS } from './domain/desk.js';
import { fileSchemas, ID_PATTERN, PARTNER_TYPES, ProvenanceSchema, type PartnerFile } from './domain/schema.js';

/**
 * The partner desk's schemas (routes/desk/*.ts): the path and body fields, the record in its file format, the
 * desk's row and record, a revision, the bundle and the import report, and the error answers. The ones with an
 * $id are added once by desk-http.ts and referenced by the routes, so the API document holds each once.
 */

export const DESK_TAGS = ['Partners admin'];
export const PartnerType = Type.Enum([...PARTNER_TYPES], { description: 'The kind of partner' });
export const Params = Type.Object({
  type: PartnerType,
  id: Type.String({ pattern: ID_PATTERN, maxLength: 100, description: 'The partner id' }),
});
export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
export const Version = Type.Integer({
  minimum: 1,
  maximum: 2_147_483_647,
  description: 'The version the editor started from: a stale one gets 409',
});

/** The record in the content folder's file format, one schema per partner type. */
export const RecordSchema = Type.Union(Object.values(fileSchemas.partners), {
  $id: 'PartnerFileRecord',
  description: 'A partner record exactly as a file of backend/content/partners holds it (texts in en, es, de and pt)',
});
const RecordRef = Type.Unsafe<PartnerFile>(Type.Ref('PartnerFileRecord'));
/**
 * What a save sends: checked by the route itself (the file schema, the whole set's cross-checks and the
 * desk's rules), so one 400 lists every problem instead of the first.
 */
export const RecordInput = Type.Unsafe<PartnerFile>(
  Type.Object(
    {},
    {
      additionalProperties: true,
      description:
        "The whole record in the content folder's file format (the PartnerFileRecord schema). Every problem is listed in one 400: " +
        "the file schema (unknown fields included), the cross-checks of the whole set, and the desk's rules: https addresses " +
        `that parse as URLs, fee percents within 0..100, ISO 3166-1 countries, check dates not after today, texts within their ` +
        `limits (a name ${TEXT_LIMITS.name}, a tag ${TEXT_LIMITS.tag}, other texts ${TEXT_LIMITS.text} and list entries ` +
        `${TEXT_LIMITS.item} characters; ${TEXT_LIMITS.items} entries per list).`,
    },
  ),
);

export const Logo = Type.Object(
  {
    url: Type.String(),
    width: Type.Integer({ minimum: 1 }),
    height: Type.Integer({ minimum: 1 }),
    srcset: Type.String(),
  },
  { $id: 'PartnerDeskLogo', additionalProperties: false, description: 'The uploaded logo (square WebP sizes under /media/partners/)' },
);
const LogoRef = Type.Unsafe<Static<typeof Logo>>(Type.Ref('PartnerDeskLogo'));

const FactSummary = Type.Object({
  total: Type.Integer({
    minimum: 0,
    description: 'Facts, fees, offers, notes and availability, licence and payment-method entries, each with one provenance',
  }),
  catalogue: Type.Integer({ minimum: 0, description: 'From our catalogue, not checked yet' }),
  decisionCatalogue: Type.Integer({
    minimum: 0,
    description:
      'Of those not checked yet: availability, licence and payment-method entries (a record with one comes first in the check-next queue)',
  }),
  checked: Type.Integer({ minimum: 0 }),
  feed: Type.Integer({ minimum: 0 }),
  oldestCheck: Type.Union([Day, Type.Null()]),
  newestCheck: Type.Union([Day, Type.Null()]),
});
export const Row = Type.Object(
  {
    type: PartnerType,
    id: Type.String(),
    name: Type.String(),
    status: Type.Enum([...PARTNER_STATUSES]),
    order: Type.Integer(),
    version: Type.Integer({ minimum: 1 }),
    updatedAt: Type.String({ format: 'date-time' }),
    updatedBy: Type.String({ description: "The admin's email, 'seed' or 'import'" }),
    hasLogo: Type.Boolean(),
    facts: FactSummary,
    visits: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description:
        'Views of its page in every language (/exchanges/{id}, /es/exchanges/{id}, …) over the last 30 days; null when analytics could not be read',
    }),
    uncheckedDays: Type.Integer({
      minimum: 0,
      description:
        'Days its oldest unchecked fact has gone unchecked: a catalogue fact counts from the day the record entered the database ' +
        '(seeded or imported), that day included, since nobody knows when the catalogue took it; 0 when nothing is unchecked',
    }),
    priority: Type.Integer({
      minimum: 0,
      description:
        'visits × uncheckedDays: the check-next order among records alike in whether an availability, licence or payment-method entry is unchecked (those come first)',
    }),
  },
  { $id: 'PartnerDeskRow', additionalProperties: false },
);
export const RowRef = Type.Unsafe<Static<typeof Row>>(Type.Ref('PartnerDeskRow'));
export const DeskRecord = Type.Object(
  {
    type: PartnerType,
    id: Type.String(),
    version: Type.Integer({ minimum: 1, description: 'Send it back with the next change' }),
    createdAt: Type.String({ format: 'date-time', description: 'When the record entered the database' }),
    updatedAt: Type.String({ format: 'date-time' }),
    updatedBy: Type.String(),
    record: RecordRef,
    logo: Type.Union([LogoRef, Type.Null()]),
    facts: Type.Array(
      Type.Object({
        path: Type.String({ description: 'e.g. /availability/3, /licences/0, /paymentMethods/1, /fees/trading, /facts/kyc' }),
        provenance: ProvenanceSchema,
      }),
      {
        description:
          'Every fact, fee, offer, note and availability, licence and payment-method entry with its provenance (the paths `check` ' +
          'takes): availability, licence and payment-method entries first, then the rest in the order of the record',
      },
    ),
    pagePath: Type.String({ description: "The partner page's path without a language prefix" }),
    row: RowRef,
  },
  { $id: 'PartnerDeskRecord', additionalProperties: false },
);
export const DeskRecordRef = Type.Unsafe<Static<typeof DeskRecord>>(Type.Ref('PartnerDeskRecord'));

export const Problems = errorResponseWith(
  'Nothing was written: every problem, each naming its field (`message` says every problem in one sentence)',
  {
    problems: Type.Array(
      Type.Object({
        path: Type.String({
          description: "The field: a JSON pointer into the record ('/fees/trading/value/tiers/0/taker'), or into the bundle",
        }),
        message: Type.String(),
        file: Type.Optional(Type.String({ description: 'The content file the problem is in, e.g. partners/exchanges/kraken.json' })),
      }),
    ),
  },
  'PartnerDeskProblems',
);
export const ProblemsRef = Type.Unsafe<Static<typeof Problems>>(Type.Ref('PartnerDeskProblems'));
const LaterChange = Type.Object({
  version: Type.Integer(),
  editor: Type.String(),
  action: Type.String(),
  at: Type.String({ format: 'date-time' }),
  changed: Type.Array(Type.String(), { description: 'The fields that change changed' }),
});
export const ConflictBody = errorResponseWith(
  'Nothing was written. With `current`: the record changed since the editor opened it; `since` says who changed which fields. ' +
    'Without: an import whose dry run is out of date',
  {
    current: Type.Optional(DeskRecordRef),
    since: Type.Optional(Type.Array(LaterChange, { description: 'Every change since the version the editor started from, oldest first' })),
    differs: Type.Optional(Type.Array(Type.String(), { description: "The fields where the stored record differs from the editor's" })),
  },
  'PartnerDeskConflict',
);
/** A desk save's 409, by reference: the client reads its type from the API document (components.schemas.PartnerDeskConflict). */
export const Conflict = Type.Unsafe<Static<typeof ConflictBody>>(Type.Ref('PartnerDeskConflict'));
const Change = Type.Object({
  path: Type.String(),
  before: Type.Optional(Type.Unknown({ description: 'absent: the field was added' })),
  after: Type.Optional(Type.Unknown({ description: 'absent: the field was removed' })),
});
export const Revision = Type.Object({
  version: Type.Integer(),
  editor: Type.String({ description: "The admin's email, or 'seed'" }),
  action: Type.String({ description: 'seed, edit, check, restore-<version>, import, import-delete, logo or logo-remove' }),
  at: Type.String({ format: 'date-time' }),
  changed: Type.Array(Type.String(), { description: "The changed fields (JSON pointers; 'logo' for the logo)" }),
  changes: Type.Array(Change, { description: 'Each changed field with its value before and after' }),
  restorable: Type.Boolean({ description: 'Whether restore can bring back the record as it was after this change' }),
  logo: Type.Union([LogoRef, Type.Null()], { description: 'The logo after this change' }),
});
export const Bundle = Type.Object(
  {
    format: Type.Literal(BUNDLE_FORMAT),
    version: Type.Literal(BUNDLE_VERSION),
    exportedAt: Type.String({ format: 'date-time' }),
    files: Type.Record(Type.String({ pattern: '^partners/[a-z-]+/[a-z0-9-]+\\.json$' }), RecordRef, {
      description: "Content-folder path (partners/<folder>/<id>.json) → the file's content, exactly as in backend/content",
    }),
  },
  {
    $id: 'PartnerBundle',
    description:
      "Every partner record in the content folder's format: write each entry of `files` to backend/content/<path> to get the folder. " +
      'Logos are media, not content files: they stay with the records in the database',
  },
);
const Named = Type.Object({ type: PartnerType, id: Type.String(), name: Type.String() });
export const ImportReport = Type.Object(
  {
    dryRun: Type.Boolean({ description: 'true: nothing was written' }),
    basis: Type.String({ description: 'The stored set this was computed on: send it with the import to apply exactly this' }),
    added: Type.Array(Named),
    changed: Type.Array(Type.Object({ ...Named.properties, changes: Type.Array(Change) })),
    unchanged: Type.Integer({ minimum: 0 }),
    missing: Type.Array(Named, { description: 'Stored records the bundle does not have: deleted with removeMissing, otherwise kept' }),
    removeMissing: Type.Boolean(),
    written: Type.Integer({ minimum: 0, description: 'Records written (0 in a dry run)' }),
  },
  { $id: 'PartnerImportReport' },
);

export const E401 = errorResponse(401, 'Not signed in as an admin', 'Sign in as an admin to use this endpoint.');
export const E403 = errorResponse(403, 'A cross-site request, or a write without the CSRF token');
export const E404 = errorResponse(404, 'No partner of this type has this id', "There is no exchange with the id 'krakn'.");
export const E503 = errorResponse(
  503,
  'The database is not answering: nothing was changed',
  'The partner records cannot be saved right now: the database is not answering. Nothing was changed; try again in a minute.',
);
export const E400 = errorResponse(400, 'A malformed parameter or body field: the message names it');
