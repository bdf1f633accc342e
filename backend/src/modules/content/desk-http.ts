import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { PARTNER_STATUSES } from '@coinatlas/domain/partners/partner';
import { errorResponse, errorResponseWith } from '../../platform/error-schema.js';
import { acceptImageUploads } from '../../platform/media/http.js';
import { MAX_IMAGE_BYTES } from '../../platform/media/images.js';
import type { AdminAuth } from '../../platform/module.js';
import { BUNDLE_FORMAT, BUNDLE_VERSION, TEXT_LIMITS } from './domain/desk.js';
import { fileSchemas, ID_PATTERN, PARTNER_TYPES, ProvenanceSchema, type PartnerFile } from './domain/schema.js';
import { RecordRefused, StaleImport, StaleRecord, type DeskService } from './desk-service.js';

const tags = ['Partners admin'];
const PartnerType = Type.Enum([...PARTNER_TYPES], { description: 'The kind of partner' });
const Params = Type.Object({ type: PartnerType, id: Type.String({ pattern: ID_PATTERN, maxLength: 100, description: 'The partner id' }) });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
const Version = Type.Integer({
  minimum: 1,
  maximum: 2_147_483_647,
  description: 'The version the editor started from: a stale one gets 409',
});

/** The record in the content folder's file format, one schema per partner type. */
const RecordSchema = Type.Union(Object.values(fileSchemas.partners), {
  $id: 'PartnerFileRecord',
  description: 'A partner record exactly as a file of backend/content/partners holds it (texts in en, es, de and pt)',
});
const RecordRef = Type.Unsafe<PartnerFile>(Type.Ref('PartnerFileRecord'));
/**
 * What a save sends: checked by the route itself (the file schema, the whole set's cross-checks and the
 * desk's rules), so one 400 lists every problem instead of the first.
 */
const RecordInput = Type.Unsafe<PartnerFile>(
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

const Logo = Type.Object(
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
  total: Type.Integer({ minimum: 0, description: 'Facts, fees, offers, notes and availability entries' }),
  catalogue: Type.Integer({ minimum: 0, description: 'From our catalogue, not checked yet' }),
  checked: Type.Integer({ minimum: 0 }),
  feed: Type.Integer({ minimum: 0 }),
  oldestCheck: Type.Union([Day, Type.Null()]),
  newestCheck: Type.Union([Day, Type.Null()]),
});
const Row = Type.Object(
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
    priority: Type.Integer({ minimum: 0, description: 'visits × uncheckedDays: the check-next order' }),
  },
  { $id: 'PartnerDeskRow', additionalProperties: false },
);
const RowRef = Type.Unsafe<Static<typeof Row>>(Type.Ref('PartnerDeskRow'));
const DeskRecord = Type.Object(
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
      Type.Object({ path: Type.String({ description: 'e.g. /fees/trading, /facts/kyc, /availability/3' }), provenance: ProvenanceSchema }),
      {
        description: 'Every fact, fee, offer, note and availability entry with its provenance (the paths `check` takes)',
      },
    ),
    pagePath: Type.String({ description: "The partner page's path without a language prefix" }),
    row: RowRef,
  },
  { $id: 'PartnerDeskRecord', additionalProperties: false },
);
const DeskRecordRef = Type.Unsafe<Static<typeof DeskRecord>>(Type.Ref('PartnerDeskRecord'));

const Problems = errorResponseWith(
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
const ProblemsRef = Type.Unsafe<Static<typeof Problems>>(Type.Ref('PartnerDeskProblems'));
const LaterChange = Type.Object({
  version: Type.Integer(),
  editor: Type.String(),
  action: Type.String(),
  at: Type.String({ format: 'date-time' }),
  changed: Type.Array(Type.String(), { description: 'The fields that change changed' }),
});
const Conflict = errorResponseWith(
  'Nothing was written. With `current`: the record changed since the editor opened it; `since` says who changed which fields. ' +
    'Without: an import whose dry run is out of date',
  {
    current: Type.Optional(DeskRecordRef),
    since: Type.Optional(Type.Array(LaterChange, { description: 'Every change since the version the editor started from, oldest first' })),
    differs: Type.Optional(Type.Array(Type.String(), { description: "The fields where the stored record differs from the editor's" })),
  },
);
const Change = Type.Object({
  path: Type.String(),
  before: Type.Optional(Type.Unknown({ description: 'absent: the field was added' })),
  after: Type.Optional(Type.Unknown({ description: 'absent: the field was removed' })),
});
const Revision = Type.Object({
  version: Type.Integer(),
  editor: Type.String({ description: "The admin's email, or 'seed'" }),
  action: Type.String({ description: 'seed, edit, check, restore-<version>, import, import-delete, logo or logo-remove' }),
  at: Type.String({ format: 'date-time' }),
  changed: Type.Array(Type.String(), { description: "The changed fields (JSON pointers; 'logo' for the logo)" }),
  changes: Type.Array(Change, { description: 'Each changed field with its value before and after' }),
  restorable: Type.Boolean({ description: 'Whether restore can bring back the record as it was after this change' }),
  logo: Type.Union([LogoRef, Type.Null()], { description: 'The logo after this change' }),
});
const Bundle = Type.Object(
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
const ImportReport = Type.Object(
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

const E401 = errorResponse(401, 'Not signed in as an admin', 'Sign in as an admin to use this endpoint.');
const E403 = errorResponse(403, 'A cross-site request, or a write without the CSRF token');
const E404 = errorResponse(404, 'No partner of this type has this id', "There is no exchange with the id 'krakn'.");
const E503 = errorResponse(
  503,
  'The database is not answering: nothing was changed',
  'The partner records cannot be saved right now: the database is not answering. Nothing was changed; try again in a minute.',
);
const E400 = errorResponse(400, 'A malformed parameter or body field: the message names it');
/** A bundle of every record is some hundreds of KB; the site's default body limit is smaller. */
const BUNDLE_LIMIT = 8 * 1024 * 1024;

export function registerPartnerDeskRoutes(app: FastifyInstance, desk: DeskService, auth: AdminAuth): void {
  app.addSchema(RecordSchema);
  app.addSchema(Logo);
  app.addSchema(Row);
  app.addSchema(DeskRecord);
  app.addSchema(Problems);
  app.addSchema(Bundle);
  app.addSchema(ImportReport);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  // Answers hold whole records: sent as JSON.stringify makes them (compiling serializers for these large
  // unions would only slow start-up down; the schemas document).
  r.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/admin/partners')) route.serializerCompiler = () => (data) => JSON.stringify(data);
  });
  acceptImageUploads(app);
  const read = auth.requireAdmin({ mutation: false, refuseCrossSite: true });
  const write = auth.requireAdmin({ mutation: true });
  const editor = async (req: FastifyRequest) => (await auth.adminOf(req))?.email ?? 'unknown';

  /** Refused input answers 400 with every problem, a stale version 409 with the stored record; nothing was written. */
  const answer = async (reply: FastifyReply, fn: () => Promise<unknown>, status = 200) => {
    try {
      return reply
        .status(status)
        .header('cache-control', 'no-store')
        .send(await fn());
    } catch (err) {
      if (err instanceof RecordRefused)
        return reply
          .status(400)
          .header('cache-control', 'no-store')
          .send({ statusCode: 400, error: 'Bad Request', message: err.message, problems: err.problems });
      if (err instanceof StaleRecord)
        return reply
          .status(409)
          .header('cache-control', 'no-store')
          .send({ statusCode: 409, error: 'Conflict', message: err.message, current: err.current, since: err.since, differs: err.differs });
      if (err instanceof StaleImport)
        return reply.status(409).header('cache-control', 'no-store').send({ statusCode: 409, error: 'Conflict', message: err.message });
      throw err;
    }
  };

  r.get(
    '/api/admin/partners',
    {
      onRequest: read,
      schema: {
        tags,
        operationId: 'adminListPartners',
        summary: 'Every partner record with its facts, checks, visits and queue priority, filtered and sorted (admin)',
        querystring: Type.Object(
          {
            type: Type.Optional(PartnerType),
            status: Type.Optional(Type.Enum([...PARTNER_STATUSES])),
            unchecked: Type.Optional(
              Type.Boolean({ description: 'true: only records with a catalogue fact nobody checked yet; false: only records without' }),
            ),
            checkedBefore: Type.Optional({ ...Day, description: 'Only records with a check older than this day' }),
            minVisits: Type.Optional(
              Type.Integer({
                minimum: 0,
                maximum: 1_000_000_000,
                description: 'Only records whose page had at least this many visits in 30 days',
              }),
            ),
            q: Type.Optional(Type.String({ maxLength: 100, description: 'Name or id contains' })),
            sort: Type.Optional(
              Type.Enum(['directory', 'name', 'visits', 'oldest-check', 'unchecked', 'updated', 'priority'], {
                description:
                  'directory (default: type, then directory order), name, visits (most first), oldest-check, unchecked (most catalogue facts first), updated (newest first) or priority (the check-next order)',
              }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            today: Day,
            visitDays: Type.Integer({ description: 'The days visits are counted over' }),
            visitsAvailable: Type.Boolean({ description: 'false: analytics could not be read, visits are null' }),
            total: Type.Integer({ minimum: 0, description: 'Records stored, before the filters' }),
            partners: Type.Array(RowRef),
          }),
          400: E400,
          401: E401,
          403: E403,
          503: E503,
        },
      },
    },
    async (req, reply) => answer(reply, () => desk.list(req.query)),
  );

  r.get(
    '/api/admin/partners/queue',
    {
      onRequest: read,
      schema: {
        tags,
        operationId: 'adminPartnerCheckQueue',
        summary: 'Check next: records with unchecked facts, most visits × days unchecked first (admin)',
        description:
          "A record's priority is its page's visits over the last 30 days (every language) times the days its oldest unchecked fact has " +
          'gone unchecked (a catalogue fact: since the record entered the database, that day included). Ties: longest unchecked first.',
        querystring: Type.Object(
          { limit: Type.Integer({ minimum: 1, maximum: 200, default: 20 }), type: Type.Optional(PartnerType) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            today: Day,
            visitDays: Type.Integer(),
            visitsAvailable: Type.Boolean(),
            waiting: Type.Integer({ minimum: 0, description: 'Records with at least one unchecked fact' }),
            queue: Type.Array(RowRef),
          }),
          400: E400,
          401: E401,
          403: E403,
          503: E503,
        },
      },
    },
    async (req, reply) => answer(reply, () => desk.queue(req.query.limit, req.query.type)),
  );

  r.get(
    '/api/admin/partners/schema',
    {
      onRequest: read,
      schema: {
        tags,
        operationId: 'adminPartnerSchemas',
        summary: "The file schema of each partner type and the desk's text limits, for the record editor (admin)",
        description:
          'The same JSON Schemas saves are validated with (PartnerFileRecord, one per type), so the editor offers exactly the allowed values.',
        response: {
          200: Type.Object({
            schemas: Type.Record(Type.String(), Type.Unknown({ description: 'A JSON Schema' }), { description: 'By partner type' }),
            limits: Type.Object(
              Object.fromEntries(Object.keys(TEXT_LIMITS).map((k) => [k, Type.Integer()])) as Record<
                keyof typeof TEXT_LIMITS,
                ReturnType<typeof Type.Integer>
              >,
            ),
          }),
          401: E401,
          403: E403,
        },
      },
    },
    async (_req, reply) => reply.header('cache-control', 'no-store').send({ schemas: fileSchemas.partners, limits: TEXT_LIMITS }),
  );

  r.get(
    '/api/admin/partners/export',
    {
      onRequest: read,
      schema: {
        tags,
        operationId: 'adminExportPartners',
        summary: "Every partner record in the content folder's format, as one JSON bundle (admin)",
        description: 'Sent as a download (partners-<date>.json). POST /api/admin/partners/import takes the same bundle back.',
        response: { 200: Type.Unsafe(Type.Ref('PartnerBundle')), 401: E401, 403: E403, 503: E503 },
      },
    },
    async (_req, reply) => {
      const bundle = await desk.export();
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="partners-${bundle.exportedAt.slice(0, 10)}.json"`)
        .send(bundle);
    },
  );

  r.post(
    '/api/admin/partners/import',
    {
      onRequest: write,
      bodyLimit: BUNDLE_LIMIT,
      // The records' texts are checked by the content rules; control characters are refused there too.
      config: { bodyFieldsCheckedByRoute: ['bundle'] },
      schema: {
        tags,
        operationId: 'adminImportPartners',
        summary: 'Import an export bundle: a dry run lists every difference and writes nothing; then apply it (admin)',
        description:
          'Every record of the bundle is validated as a save is (one 400 lists every problem). The dry run answers what would be ' +
          'added, changed (each field with its value before and after), left unchanged and what the bundle does not have, with a `basis`. ' +
          'Applying (`dryRun: false`) needs that basis: when the stored records changed since the dry run nothing is written (409). ' +
          'Stored records missing from the bundle are kept unless `removeMissing` is true. Each written record gets a revision (action import).',
        body: Type.Object(
          {
            bundle: Type.Unsafe<unknown>(
              Type.Object(
                {},
                { additionalProperties: true, description: 'A bundle as GET /api/admin/partners/export writes it (PartnerBundle)' },
              ),
            ),
            dryRun: Type.Boolean({ description: 'true: only report the differences' }),
            removeMissing: Type.Optional(Type.Boolean({ default: false, description: 'Delete stored records the bundle does not have' })),
            basis: Type.Optional(Type.String({ maxLength: 100, description: "The dry run's basis (required to apply)" })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Type.Unsafe(Type.Ref('PartnerImportReport')), 400: ProblemsRef, 401: E401, 403: E403, 409: Conflict, 503: E503 },
      },
    },
    async (req, reply) =>
      answer(reply, async () =>
        desk.import(
          req.body.bundle,
          { dryRun: req.body.dryRun, removeMissing: req.body.removeMissing ?? false, basis: req.body.basis },
          await editor(req),
        ),
      ),
  );

  r.get(
    '/api/admin/partners/:type/:id',
    {
      onRequest: read,
      schema: {
        tags,
        operationId: 'adminGetPartner',
        summary: 'One partner record for editing: the record, its version, facts with their provenance, logo and desk row (admin)',
        params: Params,
        response: { 200: DeskRecordRef, 400: E400, 401: E401, 403: E403, 404: E404, 503: E503 },
      },
    },
    async (req, reply) => answer(reply, () => desk.get(req.params.type, req.params.id)),
  );

  r.put(
    '/api/admin/partners/:type/:id',
    {
      onRequest: write,
      bodyLimit: 1_048_576,
      config: { bodyFieldsCheckedByRoute: ['record'] },
      schema: {
        tags,
        operationId: 'adminSavePartner',
        summary: 'Save a whole partner record from the version the editor opened (admin)',
        description:
          "Validated in the whole set as the content folder is (schema, cross-checks) plus the desk's rules; `updated` becomes today when " +
          'anything but provenance changed. One transaction: all of it is saved or nothing. Every page and API answer shows it on the next ' +
          'request, on every instance.',
        params: Params,
        body: Type.Object({ version: Version, record: RecordInput }, { additionalProperties: false }),
        response: { 200: DeskRecordRef, 400: ProblemsRef, 401: E401, 403: E403, 404: E404, 409: Conflict, 503: E503 },
      },
    },
    async (req, reply) =>
      answer(reply, async () => desk.save(req.params.type, req.params.id, req.body.version, req.body.record, await editor(req))),
  );

  r.post(
    '/api/admin/partners/:type/:id/check',
    {
      onRequest: write,
      schema: {
        tags,
        operationId: 'adminCheckPartnerFacts',
        summary: '"I checked these against <source> today": the named facts become checked (admin)',
        description:
          "Sets each named fact's provenance to { kind: 'checked', source, checked: today } (the server's day), as a new version whose " +
          'revision names the admin. The paths are those of `facts` in GET /api/admin/partners/{type}/{id}.',
        params: Params,
        body: Type.Object(
          {
            version: Version,
            source: Type.String({ minLength: 1, maxLength: TEXT_LIMITS.url, description: 'The https page the facts were read on' }),
            paths: Type.Array(Type.String({ pattern: '^/[A-Za-z0-9/]+$', maxLength: 200 }), {
              minItems: 1,
              maxItems: 200,
              description: 'e.g. /fees/trading, /fees/deposit/card',
            }),
          },
          { additionalProperties: false },
        ),
        response: { 200: DeskRecordRef, 400: ProblemsRef, 401: E401, 403: E403, 404: E404, 409: Conflict, 503: E503 },
      },
    },
    async (req, reply) =>
      answer(reply, async () =>
        desk.check(req.params.type, req.params.id, req.body.version, req.body.source, req.body.paths, await editor(req)),
      ),
  );

  r.get(
    '/api/admin/partners/:type/:id/history',
    {
      onRequest: read,
      schema: {
        tags,
        operationId: 'adminPartnerHistory',
        summary: "A record's changes, newest first: who, when, what kind, and each changed field before and after (admin)",
        params: Params,
        response: { 200: Type.Object({ revisions: Type.Array(Revision) }), 400: E400, 401: E401, 403: E403, 404: E404, 503: E503 },
      },
    },
    async (req, reply) => answer(reply, async () => ({ revisions: await desk.history(req.params.type, req.params.id) })),
  );

  r.post(
    '/api/admin/partners/:type/:id/restore',
    {
      onRequest: write,
      schema: {
        tags,
        operationId: 'adminRestorePartner',
        summary: 'Bring back the record (and logo) as it was after an earlier version, as a new version (admin)',
        params: Params,
        body: Type.Object(
          { version: Version, fromVersion: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
          { additionalProperties: false },
        ),
        response: { 200: DeskRecordRef, 400: ProblemsRef, 401: E401, 403: E403, 404: E404, 409: Conflict, 503: E503 },
      },
    },
    async (req, reply) =>
      answer(reply, async () => desk.restore(req.params.type, req.params.id, req.body.version, req.body.fromVersion, await editor(req))),
  );

  r.post(
    '/api/admin/partners/:type/:id/logo',
    {
      onRequest: write,
      config: { binaryBody: true },
      bodyLimit: MAX_IMAGE_BYTES + 1024,
      schema: {
        tags,
        operationId: 'adminUploadPartnerLogo',
        summary: "Upload the partner's logo (admin)",
        description:
          'The body is the image file (JPEG, PNG, WebP, AVIF or GIF, checked by its content), at most 5 MB. It is fitted whole into ' +
          'squares of 64, 128 and 256 px (transparent margins; never enlarged), stored as WebP through the media store, served under ' +
          '/media/partners/ for a year, and shown as `logo` in the public partner answers. A new version of the record.',
        params: Params,
        querystring: Type.Object({ version: Version }, { additionalProperties: false }),
        body: { content: { 'application/octet-stream': { schema: Type.String({ description: 'The file bytes' }) } } } as never,
        response: {
          200: DeskRecordRef,
          400: errorResponse(
            400,
            'Not an image we take, or damaged',
            'file: not a JPEG, PNG, WebP, AVIF or GIF image (checked by its content)',
          ),
          401: E401,
          403: E403,
          404: E404,
          409: Conflict,
          413: errorResponse(413, 'Larger than 5 MB', 'file: the image is larger than 5 MB'),
          415: errorResponse(415, 'Not sent as a file', 'Send the image as application/octet-stream or its image/* type'),
          503: E503,
        },
      },
    },
    async (req, reply) => {
      if (typeof req.body !== 'string')
        return reply.status(415).send({
          statusCode: 415,
          error: 'Unsupported Media Type',
          message: 'Send the image as application/octet-stream or its image/* type',
        });
      const bytes = Buffer.from(req.body, 'latin1');
      return answer(reply, async () => desk.setLogo(req.params.type, req.params.id, req.query.version, bytes, await editor(req)));
    },
  );

  r.delete(
    '/api/admin/partners/:type/:id/logo',
    {
      onRequest: write,
      schema: {
        tags,
        operationId: 'adminRemovePartnerLogo',
        summary: "Remove the partner's logo (admin; the stored files stay for the history)",
        params: Params,
        querystring: Type.Object({ version: Version }, { additionalProperties: false }),
        response: { 200: DeskRecordRef, 400: E400, 401: E401, 403: E403, 404: E404, 409: Conflict, 503: E503 },
      },
    },
    async (req, reply) => answer(reply, async () => desk.removeLogo(req.params.type, req.params.id, req.query.version, await editor(req))),
  );
}
