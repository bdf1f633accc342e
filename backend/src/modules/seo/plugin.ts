import { RESOLVER_KEYS } from '@coinatlas/domain/routes/manifest';
import { defineModule } from '../../platform/module.js';
import { createCardRenderer } from './adapters/og-renderer.js';
import { atomXml, sitemapXml } from './adapters/xml.js';
import { registerSeoRoutes } from './http.js';
import { createSeoService } from './service.js';

/**
 * What search engines, feed readers and link previews read: the sitemap (every public page in every
 * language, with hreflang alternates and content dates), robots.txt, the blog's Atom feed per language
 * and a share image per section and language. Reads the records through the other modules' decorators
 * (`app.routeResolvers`, `app.partners`, `app.contentDates`, `app.blogPosts`), so it is registered after them.
 */
export const seoModule = defineModule(
  'seo',
  async (app, deps) => {
    const service = createSeoService({
      siteUrl: deps.config.publicSiteUrl,
      resolvers: app.routeResolvers,
      partners: app.partners,
      contentDates: app.contentDates,
      blogPosts: app.blogPosts,
      renderCard: createCardRenderer(),
      xml: { sitemap: sitemapXml, atom: atomXml },
      // Without an operator the legal notice says so and asks not to be indexed: a sitemap must not list it then.
      unlistedPages: deps.config.operator ? [] : ['legal-notice'],
    });
    registerSeoRoutes(app, service);

    // Every `:id` page must be listable, or the sitemap would leave its pages out: fail at start instead.
    app.addHook('onReady', async () => {
      const missing = RESOLVER_KEYS.filter((key) => !app.routeResolvers.has(key));
      if (missing.length) throw new Error(`seo: no route resolver registered for ${missing.join(', ')}`);
    });
  },
  { uses: ['content', 'blog', 'authors', 'referrals'] },
);
