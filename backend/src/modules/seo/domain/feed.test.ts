import { describe, expect, it } from 'vitest';
import { blogFeed, FEED_SIZE, type FeedPost } from './feed.js';

const SITE = 'https://coinatlas.example';
const post = (slug: string, publishedAt: string, updatedAt = publishedAt): FeedPost => ({
  slug,
  title: `Title of ${slug}`,
  summary: `Summary of ${slug}`,
  html: `<p>Body of ${slug}</p>`,
  publishedAt,
  updatedAt,
});

describe('blog feed', () => {
  it('lists the posts newest first, linking to the English post URL in every language', () => {
    const feed = blogFeed('pt', SITE, [
      post('older', '2026-10-01T09:00:00.000Z'),
      post('newest', '2026-11-01T09:00:00.000Z', '2026-11-02T08:00:00.000Z'),
      post('middle', '2026-10-15T09:00:00.000Z'),
    ]);
    expect(feed.entries.map((e) => e.href)).toEqual([`${SITE}/blog/newest`, `${SITE}/blog/middle`, `${SITE}/blog/older`]);
    expect(feed.entries[0]).toEqual({
      id: `${SITE}/blog/newest`,
      lang: 'en',
      title: 'Title of newest',
      summary: 'Summary of newest',
      content: '<p>Body of newest</p>',
      href: `${SITE}/blog/newest`,
      published: '2026-11-01T09:00:00.000Z',
      updated: '2026-11-02T08:00:00.000Z',
    });
  });

  it('has its own title, subtitle and links in the feed language, and is as new as its newest change', () => {
    const feed = blogFeed('pt', SITE, [
      post('a', '2026-10-01T09:00:00.000Z', '2026-12-01T00:00:00.000Z'),
      post('b', '2026-11-01T09:00:00.000Z'),
    ]);
    expect(feed).toMatchObject({
      id: `${SITE}/pt/blog/feed.xml`,
      lang: 'pt-BR',
      title: 'CoinAtlas: Centro educativo e blog',
      self: `${SITE}/pt/blog/feed.xml`,
      alternate: `${SITE}/pt/blog`,
      updated: '2026-12-01T00:00:00.000Z',
      author: { name: 'CoinAtlas', uri: `${SITE}/` },
    });
    expect(blogFeed('en', SITE, []).alternate).toBe(`${SITE}/blog`);
    expect(blogFeed('en', SITE, []).self).toBe(`${SITE}/blog/feed.xml`);
  });

  it('an empty feed keeps a fixed date, and a feed carries at most FEED_SIZE entries', () => {
    expect(blogFeed('de', SITE, []).updated).toBe('1970-01-01T00:00:00.000Z');
    const many = Array.from({ length: FEED_SIZE + 3 }, (_, i) => post(`p${i}`, new Date(Date.UTC(2026, 0, 1 + i)).toISOString()));
    const feed = blogFeed('en', SITE, many);
    expect(feed.entries).toHaveLength(FEED_SIZE);
    expect(feed.entries[0]!.href).toBe(`${SITE}/blog/p${FEED_SIZE + 2}`);
  });
});
