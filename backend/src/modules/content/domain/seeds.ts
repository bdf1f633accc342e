import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { isAppError } from '@coinatlas/domain/errors';
import { validatePromotion, type Promotion } from '@coinatlas/domain/promotions/promotion';
import { Localized } from './schema.js';

/**
 * Seed data: rows the site starts with that editors then own in the database (promotions, the first blog
 * posts). The start-up seed inserts what was never seeded and leaves every seeded row alone afterwards.
 */

const Texts = Localized(Type.String({ minLength: 1 }));
/** A promotion seed: backend/content/seed/promotions/<id>.json. Fields beyond the texts follow the promotion rules. */
export const PromotionSeedSchema = Type.Object(
  {
    id: Type.String(),
    title: Texts,
    description: Texts,
    ctaText: Texts,
    discount: Texts,
    partnerType: Type.String(),
    partnerId: Type.String(),
    categories: Type.Array(Type.String()),
    targetPages: Type.Array(Type.String()),
    userTypes: Type.Array(Type.String()),
    marketConditions: Type.Array(Type.String()),
    priority: Type.Integer(),
    bgColor: Type.String(),
  },
  { additionalProperties: false },
);

/** A blog post seed: <slug>.json (these fields) beside <slug>.md (the Markdown body). */
export const BlogSeedSchema = Type.Object(
  {
    slug: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 80 }),
    title: Type.String({ minLength: 1, maxLength: 120 }),
    summary: Type.String({ minLength: 1, maxLength: 280 }),
    tags: Type.Array(Type.String({ pattern: '^[a-z0-9-]+$' }), { minItems: 1, maxItems: 4 }),
    publishedAt: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$', description: 'ISO instant (UTC)' }),
    readingMinutes: Type.Integer({ minimum: 1, maximum: 120 }),
  },
  { additionalProperties: false },
);

/** A translation of a seeded post: translations/<lang>/<slug>.json (these fields) beside <slug>.md. */
export const BlogTranslationSeedSchema = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 120 }),
    summary: Type.String({ minLength: 1, maxLength: 280 }),
    readingMinutes: Type.Integer({ minimum: 1, maximum: 120 }),
  },
  { additionalProperties: false },
);

/** The languages a seeded post may be translated into (its first version is English). */
export const SEED_TRANSLATION_LANGUAGES = ['es', 'de', 'pt'] as const;
export type SeedTranslationLanguage = (typeof SEED_TRANSLATION_LANGUAGES)[number];

export type SeedTranslation = {
  slug: string;
  lang: SeedTranslationLanguage;
  title: string;
  summary: string;
  body: string;
  readingMinutes: number;
};

export type SeedPost = {
  slug: string;
  title: string;
  summary: string;
  body: string;
  tags: string[];
  publishedAt: string;
  readingMinutes: number;
};

export type SeedFiles = {
  promotions: readonly { path: string; data: unknown }[];
  posts: readonly { path: string; meta: unknown; body: string | undefined }[];
  translations?: readonly { path: string; lang: string; meta: unknown; body: string | undefined }[];
};

export type Seeds = { promotions: Promotion[]; posts: SeedPost[]; translations: SeedTranslation[] };

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.(json|md)$/, '');
const schemaErrors = (path: string, schema: TSchema, data: unknown) =>
  Value.Errors(schema, data)
    .filter((e) => e.keyword !== 'boolean')
    .map(
      (e) =>
        `${path}: ${e.instancePath || '/'} ${e.message}${e.keyword === 'additionalProperties' ? ` (${(e.params as { additionalProperties: string[] }).additionalProperties.join(', ')})` : ''}`,
    );

/** Validates the seed files (promotions link to partners `isListed` knows); returns the seeds and one line per problem. */
export function validateSeeds(files: SeedFiles, isListed: (type: PartnerType, id: string) => boolean): Seeds & { problems: string[] } {
  const problems: string[] = [];
  const promotions: Promotion[] = [];
  const posts: SeedPost[] = [];
  for (const { path, data } of files.promotions) {
    const errors = schemaErrors(path, PromotionSeedSchema, data);
    if (errors.length) {
      problems.push(...errors);
      continue;
    }
    try {
      const p = validatePromotion(data as Record<string, unknown>, isListed);
      if (p.id !== baseName(path)) problems.push(`${path}: /id '${p.id}' must equal the file name`);
      else promotions.push(p);
    } catch (err) {
      if (!isAppError(err)) throw err;
      problems.push(`${path}: ${err.message}`);
    }
  }
  for (const { path, meta, body } of files.posts) {
    const errors = schemaErrors(path, BlogSeedSchema, meta);
    if (errors.length) {
      problems.push(...errors);
      continue;
    }
    const m = meta as Omit<SeedPost, 'body'>;
    if (m.slug !== baseName(path)) problems.push(`${path}: /slug '${m.slug}' must equal the file name`);
    else if (!body?.trim()) problems.push(`${path}: the post needs its Markdown body in ${m.slug}.md`);
    else if (Number.isNaN(Date.parse(m.publishedAt))) problems.push(`${path}: /publishedAt is not a valid instant`);
    else posts.push({ ...m, body });
  }
  const translations: SeedTranslation[] = [];
  const seeded = new Set(posts.map((p) => p.slug));
  for (const { path, lang, meta, body } of files.translations ?? []) {
    const errors = schemaErrors(path, BlogTranslationSeedSchema, meta);
    if (errors.length) {
      problems.push(...errors);
      continue;
    }
    const slug = baseName(path);
    if (!(SEED_TRANSLATION_LANGUAGES as readonly string[]).includes(lang))
      problems.push(`${path}: '${lang}' is not a language a post is translated into (${SEED_TRANSLATION_LANGUAGES.join(', ')})`);
    else if (!seeded.has(slug)) problems.push(`${path}: no seeded post '${slug}' to translate`);
    else if (!body?.trim()) problems.push(`${path}: the translation needs its Markdown body in ${slug}.md`);
    else
      translations.push({
        slug,
        lang: lang as SeedTranslationLanguage,
        body,
        ...(meta as Omit<SeedTranslation, 'slug' | 'lang' | 'body'>),
      });
  }
  return { promotions, posts, translations, problems };
}
