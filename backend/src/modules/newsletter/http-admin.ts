import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '@coinatlas/domain/errors';
import type { AdminAuth } from '../admin/contract.js';
import { errorResponse } from '../../platform/error-schema.js';
import { RowId } from '../../platform/schemas.js';
import { MAIL_LANGUAGES } from './domain/email.js';
import type { IssueService } from './issues.js';

const Lang = Type.Enum([...MAIL_LANGUAGES], { description: 'A language of the site: en, es, de or pt' });

const localized = (what: string, maxLength: number) =>
  Type.Object(
    {
      en: Type.String({ minLength: 1, maxLength, description: `${what} in English` }),
      es: Type.String({ minLength: 1, maxLength, description: `${what} in Spanish` }),
      de: Type.String({ minLength: 1, maxLength, description: `${what} in German` }),
      pt: Type.String({ minLength: 1, maxLength, description: `${what} in Portuguese` }),
    },
    { additionalProperties: false, description: `${what} in every language (subscribers receive their own)` },
  );

const IssueInput = Type.Object(
  {
    subject: localized('The email subject', 150),
    intro: localized('The opening text (plain text; blank lines separate paragraphs)', 5000),
    posts: Type.Array(Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', maxLength: 120 }), {
      minItems: 1,
      maxItems: 12,
      uniqueItems: true,
      description: 'Slugs of recent published posts, in the order the email shows them',
    }),
  },
  { $id: 'NewsletterIssueInput', additionalProperties: false },
);

const Counts = Type.Object(
  {
    total: Type.Integer({ description: 'Emails queued for this issue in all' }),
    queued: Type.Integer({ description: 'Waiting (first attempt or a retry after a refusal)' }),
    sending: Type.Integer({ description: 'Claimed by a sender right now' }),
    sent: Type.Integer({ description: 'Accepted by the mail server' }),
    failed: Type.Integer({ description: 'Refused on every attempt' }),
    skipped: Type.Integer({ description: 'Not sent: the subscriber left before their turn' }),
  },
  { description: 'Where the emails of this issue are' },
);

const Issue = Type.Object(
  {
    id: Type.Integer(),
    subject: localized('The email subject', 150),
    intro: localized('The opening text', 5000),
    posts: Type.Array(Type.Object({ slug: Type.String(), title: Type.String(), summary: Type.String() }), {
      description: 'The posts as they were when the issue was last saved',
    }),
    status: Type.Enum(['draft', 'sending', 'sent'], { description: 'sent: nothing is queued or being sent any more' }),
    createdBy: Type.String({ description: 'The admin who created it' }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    sendStartedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    progress: Counts,
  },
  { $id: 'NewsletterIssue', description: 'An issue of the newsletter' },
);

const IdParams = Type.Object({ id: RowId({ description: 'The issue id' }) });
const LangQuery = Type.Object({ lang: Lang }, { additionalProperties: false });
const FrameQuery = Type.Object(
  {
    lang: Lang,
    v: Type.Optional(
      Type.String({ maxLength: 64, description: 'Ignored: the version the composer shows, so a saved change reloads the frame' }),
    ),
  },
  { additionalProperties: false },
);
const noStore = { 'cache-control': 'no-store' };
const tags = ['Newsletter admin'];
const NOT_FOUND = 'Newsletter issue 7 does not exist';

/** Admin-only: compose, preview, test and send issues of the newsletter. */
export function registerNewsletterAdminRoutes(app: FastifyInstance, service: IssueService, auth: AdminAuth): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const read = auth.requireAdmin({ mutation: false });
  const write = auth.requireAdmin({ mutation: true });

  r.get(
    '/api/admin/newsletter/posts',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'Recent published posts an issue can feature (admin)',
        operationId: 'adminNewsletterPosts',
        response: {
          200: Type.Object({
            posts: Type.Array(
              Type.Object({
                slug: Type.String(),
                title: Type.String(),
                summary: Type.String(),
                publishedAt: Type.String({ format: 'date-time' }),
              }),
            ),
          }),
        },
      },
    },
    async (_req, reply) => {
      const posts = await service.recentPosts();
      return reply
        .headers(noStore)
        .send({ posts: posts.map(({ slug, title, summary, publishedAt }) => ({ slug, title, summary, publishedAt })) });
    },
  );

  r.get(
    '/api/admin/newsletter/issues',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'The newest issues with their send progress, and how many confirmed subscribers each language has (admin)',
        operationId: 'adminNewsletterIssues',
        response: {
          200: Type.Object({
            issues: Type.Array(Issue),
            audience: Type.Object(
              { en: Type.Integer(), es: Type.Integer(), de: Type.Integer(), pt: Type.Integer() },
              { description: 'Confirmed, active subscribers per language' },
            ),
          }),
        },
      },
    },
    async (_req, reply) => reply.headers(noStore).send((await service.list()) as never),
  );

  r.post(
    '/api/admin/newsletter/issues',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Create a draft issue (admin)',
        operationId: 'adminCreateNewsletterIssue',
        body: IssueInput,
        response: {
          201: Issue,
          400: errorResponse(
            400,
            'A field is missing or wrong; the message names it',
            "body/posts/0 'no-such-post' is not a recent published post",
          ),
        },
      },
    },
    async (req, reply) => {
      const admin = await auth.adminOf(req);
      if (!admin) throw new AppError('UNAUTHORIZED', 'Please sign in');
      return reply
        .status(201)
        .headers(noStore)
        .send((await service.create(req.body, admin.email)) as never);
    },
  );

  r.get(
    '/api/admin/newsletter/issues/:id',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'One issue with its send progress (admin)',
        operationId: 'adminNewsletterIssue',
        params: IdParams,
        response: { 200: Issue, 404: errorResponse(404, 'No such issue', NOT_FOUND) },
      },
    },
    async (req, reply) => reply.headers(noStore).send((await service.get(req.params.id)) as never),
  );

  r.put(
    '/api/admin/newsletter/issues/:id',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Change a draft issue (admin)',
        operationId: 'adminUpdateNewsletterIssue',
        params: IdParams,
        body: IssueInput,
        response: {
          200: Issue,
          400: errorResponse(
            400,
            'A field is missing or wrong; the message names it',
            'body/subject/de must NOT have fewer than 1 characters',
          ),
          404: errorResponse(404, 'No such issue', NOT_FOUND),
          409: errorResponse(409, 'The issue is already being sent', 'Newsletter issue 7 is already being sent and can no longer change'),
        },
      },
    },
    async (req, reply) => reply.headers(noStore).send((await service.update(req.params.id, req.body)) as never),
  );

  r.get(
    '/api/admin/newsletter/issues/:id/preview',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'The issue as a subscriber of one language receives it: subject, HTML and plain text (admin)',
        operationId: 'adminPreviewNewsletterIssue',
        params: IdParams,
        querystring: LangQuery,
        response: {
          200: Type.Object({ subject: Type.String(), html: Type.String(), text: Type.String() }),
          400: errorResponse(400, 'Unknown language', 'querystring/lang must be equal to one of the allowed values'),
          404: errorResponse(404, 'No such issue', NOT_FOUND),
        },
      },
    },
    async (req, reply) => reply.headers(noStore).send(await service.preview(req.params.id, req.query.lang)),
  );

  r.get(
    '/api/admin/newsletter/issues/:id/preview.html',
    {
      onRequest: read,
      schema: {
        tags,
        summary: 'The HTML email alone, as a document the composer shows in a sandboxed frame (admin)',
        operationId: 'adminPreviewNewsletterIssueHtml',
        params: IdParams,
        produces: ['text/html'],
        querystring: FrameQuery,
        response: {
          200: Type.String({ description: 'The HTML email' }),
          400: errorResponse(400, 'Unknown language', 'querystring/lang must be equal to one of the allowed values'),
          404: errorResponse(404, 'No such issue', NOT_FOUND),
        },
      },
    },
    async (req, reply) => {
      const email = await service.preview(req.params.id, req.query.lang);
      // Its own policy: the email's inline styles may apply, nothing runs, only this site may frame it.
      return reply
        .headers(noStore)
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; sandbox allow-popups allow-popups-to-escape-sandbox",
        )
        .header('x-frame-options', 'SAMEORIGIN')
        .type('text/html; charset=utf-8')
        .send(email.html);
    },
  );

  r.post(
    '/api/admin/newsletter/issues/:id/test',
    {
      onRequest: write,
      schema: {
        tags,
        summary: "Send the issue in one language to the signed-in admin's own address, at once (admin)",
        operationId: 'adminTestNewsletterIssue',
        params: IdParams,
        body: Type.Object({ lang: Lang }, { additionalProperties: false }),
        response: {
          200: Type.Object({ to: Type.String({ description: 'The admin address it went to' }), lang: Lang }),
          400: errorResponse(400, 'Unknown language', 'body/lang must be equal to one of the allowed values'),
          404: errorResponse(404, 'No such issue', NOT_FOUND),
          503: errorResponse(
            503,
            'The mail server did not accept it',
            'The mail server did not accept the test email: connect ECONNREFUSED',
          ),
        },
      },
    },
    async (req, reply) => {
      const admin = await auth.adminOf(req);
      if (!admin) throw new AppError('UNAUTHORIZED', 'Please sign in');
      return reply.headers(noStore).send(await service.sendTest(req.params.id, req.body.lang, admin.email));
    },
  );

  r.post(
    '/api/admin/newsletter/issues/:id/send',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Send a draft issue to every confirmed subscriber, each in their language (admin)',
        operationId: 'adminSendNewsletterIssue',
        description:
          'Queues one email per confirmed, active subscriber (once: a second call answers 409) and answers at once; the ' +
          'sender works through the queue, retrying refused emails with back-off. Follow the progress with GET.',
        params: IdParams,
        response: {
          202: Issue,
          404: errorResponse(404, 'No such issue', NOT_FOUND),
          409: errorResponse(409, 'Already sent', 'Newsletter issue 7 has already been sent'),
        },
      },
    },
    async (req, reply) =>
      reply
        .status(202)
        .headers(noStore)
        .send((await service.send(req.params.id)) as never),
  );
}
