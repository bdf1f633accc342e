import { describe, expect, it } from 'vitest';
import { isPublic, lastModified, pageWindow } from './post.js';

const now = new Date('2026-11-22T12:00:00Z');

describe('blog post visibility', () => {
  it('shows published and due scheduled posts only', () => {
    expect(isPublic({ status: 'published', publishedAt: new Date('2026-11-01') }, now)).toBe(true);
    expect(isPublic({ status: 'scheduled', publishedAt: new Date('2026-11-22T11:00:00Z') }, now)).toBe(true);
    expect(isPublic({ status: 'scheduled', publishedAt: new Date('2026-11-23') }, now)).toBe(false);
    expect(isPublic({ status: 'published', publishedAt: new Date('2026-12-01') }, now)).toBe(false);
    expect(isPublic({ status: 'draft', publishedAt: new Date('2026-11-01') }, now)).toBe(false);
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
