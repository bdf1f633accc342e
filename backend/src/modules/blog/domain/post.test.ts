import { describe, expect, it } from 'vitest';
import {
  changedFields,
  checkContent,
  isPublic,
  lastModified,
  pageWindow,
  postLanguages,
  publishedAtAfter,
  readingMinutes,
  type PostContent,
} from './post.js';

const now = new Date('2026-11-22T12:00:00Z');
const text = (title = 'T') => ({ title, summary: 'S', body: 'B', coverAlt: '' });
const post = (over: Partial<PostContent> = {}): PostContent => ({
  slug: 'a-post',
  status: 'draft',
  scheduledAt: null,
  authorId: null,
  tags: [],
  cover: null,
  translations: { en: text() },
  ...over,
});

describe('blog post visibility', () => {
  it('shows published posts whose time has come; never drafts, scheduled or archived ones', () => {
    expect(isPublic({ status: 'published', publishedAt: new Date('2026-11-01') }, now)).toBe(true);
    expect(isPublic({ status: 'published', publishedAt: new Date('2026-12-01') }, now)).toBe(false);
    // a scheduled post goes public only when the job publishes it (and invalidates the caches)
    expect(isPublic({ status: 'scheduled', publishedAt: new Date('2026-11-22T11:00:00Z') }, now)).toBe(false);
    expect(isPublic({ status: 'draft', publishedAt: new Date('2026-11-01') }, now)).toBe(false);
    expect(isPublic({ status: 'archived', publishedAt: new Date('2026-11-01') }, now)).toBe(false);
    expect(isPublic({ status: 'published', publishedAt: null }, now)).toBe(false);
  });

  it('pages from 1 with a bounded size', () => {
    expect(pageWindow(1, 10)).toEqual({ offset: 0, limit: 10 });
    expect(pageWindow(3, 10)).toEqual({ offset: 20, limit: 10 });
    expect(pageWindow(0, 1000)).toEqual({ offset: 0, limit: 50 });
  });
});

describe('lastModified', () => {
  it('is the last edit, or the publication when a scheduled post went public after it', () => {
    const edited = { publishedAt: new Date('2026-10-01T09:00:00Z'), updatedAt: new Date('2026-10-05T12:00:00Z') };
    const scheduled = { publishedAt: new Date('2026-11-01T09:00:00Z'), updatedAt: new Date('2026-10-20T08:00:00Z') };
    expect(lastModified(edited)).toBe(edited.updatedAt);
    expect(lastModified(scheduled)).toBe(scheduled.publishedAt);
  });
});

describe('what an editor may save', () => {
  const message = (c: PostContent) => {
    try {
      checkContent(c, now);
      return undefined;
    } catch (err) {
      return (err as Error).message;
    }
  };

  it('needs one language at least, in site order', () => {
    expect(message(post({ translations: {} }))).toBe('translations: a post needs a version in at least one language');
    expect(postLanguages(post({ translations: { pt: text(), en: text() } }))).toEqual(['en', 'pt']);
  });

  it('a scheduled post needs a time in the future', () => {
    expect(message(post({ status: 'scheduled' }))).toBe('scheduledAt: a scheduled post needs a publication date and time');
    expect(message(post({ status: 'scheduled', scheduledAt: now.toISOString() }))).toBe(
      'scheduledAt: must be in the future (publish it now instead)',
    );
    expect(message(post({ status: 'scheduled', scheduledAt: '2026-11-22T12:00:01Z' }))).toBeUndefined();
  });

  it('a draft may be half written; a post going public needs its texts, and a cover its description, in each language', () => {
    const half = { en: { ...text(), body: '' } };
    expect(message(post({ translations: half }))).toBeUndefined();
    expect(message(post({ status: 'published', translations: half }))).toBe(
      'translations.en.body: must not be empty to publish or schedule',
    );
    const cover = {
      id: 'abcdef0123',
      width: 10,
      height: 5,
      variants: [{ url: '/media/blog/abcdef0123-10.webp', width: 10, height: 5, type: 'image/webp' }],
    };
    expect(message(post({ status: 'published', cover }))).toBe('translations.en.coverAlt: describe the cover image');
  });

  it('publishing keeps the first publication date; other states keep what there was', () => {
    const first = new Date('2026-01-01T00:00:00Z');
    expect(publishedAtAfter(null, 'published', now)).toBe(now);
    expect(publishedAtAfter(first, 'published', now)).toBe(first);
    expect(publishedAtAfter(first, 'archived', now)).toBe(first);
    expect(publishedAtAfter(null, 'draft', now)).toBeNull();
  });
});

describe('changedFields', () => {
  it('names the fields that changed, per language, and languages added or removed', () => {
    const before = post({ translations: { en: text('Old'), es: text('Viejo') } });
    const after = post({ slug: 'new-slug', tags: ['x'], translations: { en: text('New'), de: text('Neu') } });
    expect(changedFields(before, after)).toEqual(['slug', 'tags', 'en.title', 'es', 'de']);
    expect(changedFields(undefined, after)).toEqual(['created']);
    expect(changedFields(after, after)).toEqual([]);
  });
});

describe('readingMinutes', () => {
  it('counts 200 words a minute, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(Array.from({ length: 401 }, () => 'word').join(' '))).toBe(3);
  });
});
