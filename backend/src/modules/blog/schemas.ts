import { Type } from 'typebox';
import { SLUG_PATTERN, type CoverImage as CoverImageType, type PostContent } from './domain/post.js';
import type { AdminPost as AdminPostType } from './service.js';
import { errorResponse, errorResponseWith } from '../../platform/error-schema.js';
import { RowId, SiteLanguageSchema } from '../../platform/schemas.js';

/**
 * The blog routes' schemas (routes/*.ts): the post as visitors read it (summary, page, detail) and as editors
 * manage it (content, stored post, revision), the cover image, the shared errors.
 */

export const Lang = SiteLanguageSchema({ description: 'A post language: en, es, de or pt' });
const Slug = Type.String({ pattern: SLUG_PATTERN, minLength: 1, maxLength: 100 });

const CoverVariant = Type.Object(
  {
    url: Type.String({ pattern: '^/media/blog/[a-z0-9-]+\\.(webp|avif|jpg)$' }),
    width: Type.Integer({ minimum: 1 }),
    height: Type.Integer({ minimum: 1 }),
    type: Type.String(),
  },
  { additionalProperties: false },
);
export const CoverImage = Type.Object(
  {
    id: Type.String({ pattern: '^[a-f0-9]{8,64}$' }),
    width: Type.Integer({ minimum: 1 }),
    height: Type.Integer({ minimum: 1 }),
    variants: Type.Array(CoverVariant, { minItems: 1, maxItems: 8 }),
  },
  { $id: 'BlogCoverImage', additionalProperties: false, description: 'An uploaded cover image in web sizes (smallest first)' },
);
const CoverRef = Type.Unsafe<CoverImageType>(Type.Ref('BlogCoverImage'));

const summaryProps = {
  slug: Type.String({ pattern: SLUG_PATTERN }),
  lang: Lang,
  title: Type.String(),
  summary: Type.String(),
  cover: Type.Union([CoverRef, Type.Null()], { description: 'The cover image, or null' }),
  coverAlt: Type.String({ description: "The cover's alternative text in this language" }),
  tags: Type.Array(Type.String()),
  authorName: Type.String({ description: 'The byline’s name: the author profile’s, or “CoinAtlas editors” for the editorial team' }),
  author: Type.Union(
    [Type.Object({ name: Type.String(), slug: Type.String({ description: 'Their page: /authors/{slug}' }) }), Type.Null()],
    {
      description:
        'The person the byline names (an author profile an editor picked), or null: the editorial team, which is the organization',
    },
  ),
  readingMinutes: Type.Integer({ minimum: 1 }),
  publishedAt: Type.String({ format: 'date-time' }),
  languages: Type.Array(Lang, { description: 'Every language the post has a version in' }),
};

export const PostSummary = Type.Object(summaryProps, { $id: 'BlogPostSummary' });
export const PostPage = Type.Object(
  {
    items: Type.Array(Type.Ref('BlogPostSummary')),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 50 }),
    total: Type.Integer({ minimum: 0 }),
    totalPages: Type.Integer({ minimum: 1 }),
  },
  { $id: 'BlogPostPage' },
);
export const PostDetail = Type.Object(
  {
    ...summaryProps,
    html: Type.String({ description: 'The body rendered from Markdown; raw HTML in the source is escaped' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'BlogPost' },
);

// ---- editors ----
const Translation = Type.Object(
  {
    title: Type.String({ maxLength: 200 }),
    summary: Type.String({ maxLength: 400 }),
    body: Type.String({ maxLength: 100_000 }),
    coverAlt: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);
export const PostContentSchema = Type.Object(
  {
    slug: Slug,
    status: Type.Union([Type.Literal('draft'), Type.Literal('scheduled'), Type.Literal('published'), Type.Literal('archived')]),
    scheduledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When a scheduled post goes public' }),
    authorId: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647, allOf: [{ type: 'integer' }] }), Type.Null()], {
        description: 'The author profile the byline names (GET /api/admin/authors); null or absent: the editorial team',
      }),
    ),
    authorName: Type.Optional(
      Type.String({
        maxLength: 120,
        description: 'Ignored, and not stored (older clients send it): the byline is the profile `authorId` names',
      }),
    ),
    tags: Type.Array(Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 40 }), { maxItems: 8 }),
    cover: Type.Union([CoverRef, Type.Null()]),
    translations: Type.Object(
      { en: Type.Optional(Translation), es: Type.Optional(Translation), de: Type.Optional(Translation), pt: Type.Optional(Translation) },
      { additionalProperties: false, description: 'A version per language; a post may lack some' },
    ),
  },
  { $id: 'BlogPostContent', additionalProperties: false },
);
export const ContentRef = Type.Unsafe<PostContent>(Type.Ref('BlogPostContent'));
// What the editor reads back: the stored content, with the byline's profile id always present.
const { authorName: _ignoredOnRead, ...storedContent } = PostContentSchema.properties;
export const AdminPost = Type.Object(
  {
    ...storedContent,
    authorId: Type.Union([Type.Integer(), Type.Null()], { description: 'The author profile the byline names; null: the editorial team' }),
    id: Type.Integer(),
    version: Type.Integer({ minimum: 1, description: 'Send it back with the next save: a stale one gets 409' }),
    publishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    languages: Type.Array(Lang),
  },
  { $id: 'BlogAdminPost' },
);
export const AdminPostRef = Type.Unsafe<AdminPostType>(Type.Ref('BlogAdminPost'));
export const Conflict = errorResponseWith(
  'Nothing was saved. With `current`: the post changed since the editor loaded it, and this is the stored version. Without: the slug is taken, or the post is not in a state for this change',
  { current: Type.Optional(AdminPostRef) },
);
export const Revision = Type.Object({
  version: Type.Integer(),
  editor: Type.String({ description: "The admin's email, or 'scheduler'" }),
  action: Type.String({ description: 'create, edit, autosave, reschedule, restore-<version> or publish-scheduled' }),
  changed: Type.Array(Type.String(), { description: 'The fields that changed, e.g. slug, es.title' }),
  at: Type.String({ format: 'date-time' }),
  snapshot: ContentRef,
});
export const IdParams = Type.Object({ id: RowId() });
export const E400 = errorResponse(400, 'Invalid input: the message names the field');
export const E401 = errorResponse(401, 'Not signed in as an admin', 'Sign in as an admin to use this endpoint.');
export const E403 = errorResponse(403, 'A cross-site write, or without the CSRF token');
export const E404 = errorResponse(404, 'No post has this id');
/** A post save in four languages is larger than the site's default body limit. */
export const POST_BODY_LIMIT = 1_048_576;
