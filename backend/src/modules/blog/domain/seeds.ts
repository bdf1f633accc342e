import { baseName, schemaProblems } from '@coinatlas/domain/validation/schema-problems';
import { Type } from 'typebox';

/**
 * The posts the blog starts with: backend/content/seed/blog/<slug>.json (these fields) beside <slug>.md (the
 * Markdown body), and their other language versions in translations/<lang>/<slug>.json and .md. Editors own
 * them in the database once seeded (each is inserted once; see the seed ledger).
 */

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

export type BlogSeedFiles = {
  posts: readonly { path: string; meta: unknown; body: string | undefined }[];
  translations?: readonly { path: string; lang: string; meta: unknown; body: string | undefined }[];
};

export type BlogSeeds = { posts: SeedPost[]; translations: SeedTranslation[] };

/** Validates the seed files; returns the seeds and one line per problem (each naming its file). */
export function validateBlogSeeds(files: BlogSeedFiles): BlogSeeds & { problems: string[] } {
  const problems: string[] = [];
  const posts: SeedPost[] = [];
  for (const { path, meta, body } of files.posts) {
    const errors = schemaProblems(path, BlogSeedSchema, meta);
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
    const errors = schemaProblems(path, BlogTranslationSeedSchema, meta);
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
  return { posts, translations, problems };
}
