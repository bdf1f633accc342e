import { describe, expect, it } from 'vitest';
import { validateBlogSeeds, type BlogSeedFiles } from './domain/seeds.js';

const post = {
  path: 'seed/blog/first-post.json',
  meta: {
    slug: 'first-post',
    title: 'First',
    summary: 'A first post.',
    tags: ['basics'],
    publishedAt: '2026-11-01T09:00:00.000Z',
    readingMinutes: 3,
  },
  body: '# First\n\nText.',
};
const translation = (
  lang: string,
  slug = 'first-post',
  meta: unknown = { title: 'Primero', summary: 'Un primer post.', readingMinutes: 3 },
  body: string | undefined = '# Primero',
) => ({
  path: `seed/blog/translations/${lang}/${slug}.json`,
  lang,
  meta,
  body,
});
const run = (translations: BlogSeedFiles['translations']) => validateBlogSeeds({ posts: [post], translations });

describe('seeded post translations', () => {
  it('become language versions of the seeded post of the same name', () => {
    const r = run([translation('es')]);
    expect(r.problems).toEqual([]);
    expect(r.translations).toEqual([
      { slug: 'first-post', lang: 'es', title: 'Primero', summary: 'Un primer post.', readingMinutes: 3, body: '# Primero' },
    ]);
  });

  it('name each problem with its file: unknown language, no such post, no body, missing field', () => {
    const r = run([
      translation('fr'),
      translation('de', 'no-such-post'),
      translation('pt', 'first-post', { title: 'Primeiro', summary: 'Um.', readingMinutes: 2 }, '  '),
      translation('es', 'first-post', { title: 'Primero', readingMinutes: 3 }),
    ]);
    expect(r.translations).toEqual([]);
    expect(r.problems).toEqual([
      "seed/blog/translations/fr/first-post.json: 'fr' is not a language a post is translated into (es, de, pt)",
      "seed/blog/translations/de/no-such-post.json: no seeded post 'no-such-post' to translate",
      'seed/blog/translations/pt/first-post.json: the translation needs its Markdown body in first-post.md',
      expect.stringMatching(/^seed\/blog\/translations\/es\/first-post\.json: \/ .*summary/),
    ]);
  });
});
