import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlogSeeds } from '../../backend/src/modules/blog/adapters/fs-seeds.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { insertPost } from '../support/blog.js';

const SEED_POSTS = loadBlogSeeds().posts;

describe('blog API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertPost(t.infra.db, {
      slug: 'a-draft',
      status: 'draft',
      published_at: new Date('2026-01-01'),
      texts: { en: { title: 'Draft' } },
    });
    await insertPost(t.infra.db, {
      slug: 'future-post',
      status: 'scheduled',
      scheduled_at: new Date('2099-01-01'),
      texts: { en: { title: 'Future' } },
    });
  });
  afterAll(async () => t?.close());

  it('lists the six seeded posts, newest first, never drafts or future posts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blog/posts?pageSize=50' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(SEED_POSTS.length);
    expect(body.items).toHaveLength(6);
    const dates = body.items.map((p: { publishedAt: string }) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.items.map((p: { slug: string }) => p.slug)).not.toContain('a-draft');
    expect(body.items.map((p: { slug: string }) => p.slug)).not.toContain('future-post');
    expect(body.items[0]).not.toHaveProperty('body');
  });

  it('paginates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blog/posts?page=2&pageSize=4' });
    expect(res.json()).toMatchObject({ page: 2, pageSize: 4, total: 6, totalPages: 2 });
    expect(res.json().items).toHaveLength(2);
  });

  it('serves one post with its Markdown rendered to safe HTML', async () => {
    const slug = SEED_POSTS[0]!.slug;
    const res = await t.app.inject({ method: 'GET', url: `/api/blog/posts/${slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe(SEED_POSTS[0]!.title);
    expect(res.json().html).toContain('<h2>');
    expect(res.json().html).not.toMatch(/<script|onerror=/i);
  });

  it('answers 404 for an unknown or unpublished post, and 400 for a malformed slug', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/blog/posts/no-such-post' })).json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: "No published post has the slug 'no-such-post' in 'en'",
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/blog/posts/a-draft' })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/blog/posts/Not_A_Slug' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('params/slug');
    expect((await t.app.inject({ method: 'GET', url: '/api/blog/posts?page=0' })).statusCode).toBe(400);
  });

  it('the post page answers 200 for a published post and 404 for an unknown one', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/blog/${SEED_POSTS[1]!.slug}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/blog/no-such-post' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/blog/a-draft' })).statusCode).toBe(404);
  });
});
