import { describe, expect, it } from 'vitest';
import { blogIncrements, blogPostOf, eventProblem, readThroughRate, reportRange } from './blog-analytics.js';
import { normaliseEvent } from './events.js';

const now = new Date('2026-11-22T12:00:00Z');

describe('blog analytics domain', () => {
  it('reads the post and language from a page path, and nothing from other paths', () => {
    expect(blogPostOf('/blog/what-is-bitcoin')).toEqual({ slug: 'what-is-bitcoin', lang: 'en' });
    expect(blogPostOf('/es/blog/what-is-bitcoin')).toEqual({ slug: 'what-is-bitcoin', lang: 'es' });
    expect(blogPostOf('/pt/blog/a1')).toEqual({ slug: 'a1', lang: 'pt' });
    for (const p of ['/blog', '/blog/', '/fr/blog/x', '/blog/x/y', '/blog/Upper', '/es/blog', '/exchanges', '/blog/x-', '/en/blog/x'])
      expect(blogPostOf(p), p).toBeUndefined();
  });

  it('adds views, read-ends, sign-ups from a post and outbound clicks to the day, post and language', () => {
    const e = (name: string, path: string, extra: object = {}) =>
      normaliseEvent({ name, path, time: '2026-11-22T01:00:00Z', ...extra }, now);
    expect(
      blogIncrements([
        e('page_view', '/blog/a'),
        e('page_view', '/blog/a?x=1'),
        e('read_end', '/blog/a'),
        e('page_view', '/de/blog/a'),
        e('newsletter_subscribe', '/', { source: '/de/blog/a' }),
        e('newsletter_subscribe', '/'),
        e('outbound_click', '/blog/a'),
        e('open_review', '/blog/a'),
      ]),
    ).toEqual([
      { day: '2026-11-22', slug: 'a', lang: 'en', views: 2, readEnds: 1, signups: 0, outboundClicks: 1 },
      { day: '2026-11-22', slug: 'a', lang: 'de', views: 1, readEnds: 0, signups: 1, outboundClicks: 0 },
    ]);
  });

  it('accepts read_end only on a post, bare, and never a server-only event from a client', () => {
    expect(eventProblem({ name: 'read_end', path: '/blog/a' }, 'e')).toBeUndefined();
    expect(eventProblem({ name: 'read_end', path: '/blog' }, 'e')).toMatch(/^e\/path must be a blog post/);
    expect(eventProblem({ name: 'read_end', path: '/blog/a', category: 'x' }, 'e')).toMatch(/^e\/category is not allowed/);
    expect(eventProblem({ name: 'outbound_click', path: '/blog/a' }, 'e')).toMatch(/^e\/name 'outbound_click' is recorded by the server/);
    expect(eventProblem({ name: 'page_view', path: '/anything', label: 'x' }, 'e')).toBeUndefined();
  });

  it('defaults to the last 30 days and refuses backward or overlong ranges', () => {
    const ms = now.getTime();
    expect(reportRange({}, ms)).toEqual({ from: '2026-10-24', to: '2026-11-22', days: 30 });
    expect(reportRange({ from: '2026-01-01' }, ms)).toEqual({ from: '2026-01-01', to: '2026-01-30', days: 30 });
    expect(reportRange({ from: '2026-11-20' }, ms)).toEqual({ from: '2026-11-20', to: '2026-11-22', days: 3 });
    expect(reportRange({ to: '2026-03-01' }, ms)).toEqual({ from: '2026-01-31', to: '2026-03-01', days: 30 });
    expect(reportRange({ from: '2026-11-22', to: '2026-11-22' }, ms)).toEqual({ from: '2026-11-22', to: '2026-11-22', days: 1 });
    expect(reportRange({ from: '2026-11-22', to: '2026-11-21' }, ms)).toEqual({
      problem: 'querystring/to (2026-11-21) must not be before querystring/from (2026-11-22)',
    });
    expect(reportRange({ from: '2025-01-01', to: '2026-02-05' }, ms)).toMatchObject({ problem: expect.stringContaining('spans 401 days') });
  });

  it('rates read-through as read-ends over views, never above one', () => {
    expect(readThroughRate(0, 0)).toBeNull();
    expect(readThroughRate(3, 1)).toBe(0.3333);
    expect(readThroughRate(2, 5)).toBe(1);
  });
});
