import { describe, expect, it } from 'vitest';
import { RESOLVER_KEYS, type ResolverKey } from '@coinatlas/domain/routes/manifest';
import { routeResolver, type RouteResolver } from '../../platform/module.js';
import { createCardRenderer } from './adapters/og-renderer.js';
import { atomXml, sitemapXml } from './adapters/xml.js';
import { createSeoService, type SeoServiceDeps } from './service.js';

/** The real renderer, counting its renders. */
function countingRenderer() {
  const render = createCardRenderer();
  const counter = { renders: 0, render: (card: Parameters<typeof render>[0]) => (counter.renders++, render(card)) };
  return counter;
}

const service = (renderCard: SeoServiceDeps['renderCard'], resolvers: SeoServiceDeps['resolvers'] = new Map()) =>
  createSeoService({
    siteUrl: 'https://x.example',
    resolvers,
    partners: { all: [], find: () => undefined, hasReview: () => false, reviewUpdated: () => undefined, candidates: () => [] },
    contentDates: { concepts: undefined, guide: undefined },
    blogPosts: { latest: async () => [], byAuthor: async () => [], title: async () => undefined },
    renderCard,
    xml: { sitemap: sitemapXml, atom: atomXml },
  });

describe('share images', () => {
  it('renders each image once, also for concurrent first requests, and keeps one per language and section', async () => {
    const counter = countingRenderer();
    const seo = service(counter.render);
    const [a, b] = await Promise.all([seo.ogImage('es', 'tools'), seo.ogImage('es', 'tools')]);
    expect(counter.renders).toBe(1);
    expect(a).toBe(b);
    const again = await seo.ogImage('es', 'tools');
    expect(again.etag).toBe(a.etag);
    expect(counter.renders).toBe(1);
    const other = await seo.ogImage('de', 'tools');
    expect(counter.renders).toBe(2);
    expect(other.etag).not.toBe(a.etag);
  });

  it('answers 404 for a language or section without an image, without rendering', async () => {
    const counter = countingRenderer();
    const seo = service(counter.render);
    expect(() => seo.ogImage('fr', 'tools')).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND', message: "No share images in language 'fr'" }),
    );
    expect(() => seo.ogImage('en', 'admin')).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND', message: "No share image for section 'admin'" }),
    );
    expect(counter.renders).toBe(0);
  });

  it('forgets a failed render, so the next request tries again', async () => {
    let calls = 0;
    const real = createCardRenderer();
    const seo = service(async (card) => {
      calls++;
      if (calls === 1) throw new Error('render failed');
      return real(card);
    });
    await expect(seo.ogImage('en', 'home')).rejects.toThrow('render failed');
    expect((await seo.ogImage('en', 'home')).body.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(calls).toBe(2);
  });
});

describe('sitemap', () => {
  it('writes the document again only when the records changed', async () => {
    const posts = [{ id: 'first-post', lastmod: '2026-10-01T09:00:00.000Z' }];
    const resolvers = new Map<ResolverKey, RouteResolver>(
      RESOLVER_KEYS.map((key) => [
        key,
        routeResolver(
          () => false,
          () => (key === 'blog-post' ? [...posts] : []),
        ),
      ]),
    );
    const seo = service(createCardRenderer(), resolvers);
    const first = await seo.sitemap();
    expect(await seo.sitemap()).toBe(first);
    posts.push({ id: 'second-post', lastmod: '2026-11-01T09:00:00.000Z' });
    const second = await seo.sitemap();
    expect(second.etag).not.toBe(first.etag);
    expect(second.body).toContain('<loc>https://x.example/blog/second-post</loc>');
    expect(first.body).not.toContain('second-post');
  });

  it('refuses to write a sitemap that would leave out the pages of an unregistered resolver', async () => {
    await expect(service(createCardRenderer()).sitemap()).rejects.toThrow("no route resolver is registered for 'blog-post'");
  });
});
