import { createHash } from 'node:crypto';
import { AppError } from '@coinatlas/domain/errors';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { PARTNER_PAGE_FOLDERS, partnerTypeOfFolder } from '@coinatlas/domain/partners/pages';
import { isSiteLanguage, LOCALIZED_ROUTES, type SiteLanguage } from '@coinatlas/domain/routes/localized';
import { RESOLVER_KEYS, type PageId, type ResolverKey } from '@coinatlas/domain/routes/manifest';
import { isOgSection } from '@coinatlas/domain/routes/og';
import type { RouteResolver } from '../../platform/module.js';
import type { BlogPosts } from '../blog/contract.js';
import type { ContentDates, PartnerDirectory } from '../content/contract.js';
import { blogFeed, FEED_SIZE } from './domain/feed.js';
import { ogCard, partnerOgCard, postOgCard } from './domain/og-card.js';
import { robotsTxt } from './domain/robots.js';
import { latestDate, sitemapUrls, type PageRecord } from './domain/sitemap.js';
import type { CardRenderer, XmlWriter } from './ports.js';

/** A document ready to send, with its entity tag. */
export type Asset<T extends string | Buffer = string> = Readonly<{ body: T; etag: string }>;

/**
 * Weak, because the same tag stands for every encoding the compression layer may send.
 * Equal bytes give equal tags on every instance, so a CDN's revalidation works across them.
 */
const asset = <T extends string | Buffer>(body: T): Asset<T> => ({
  body,
  etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
});

export type SeoServiceDeps = Readonly<{
  siteUrl: string;
  resolvers: ReadonlyMap<ResolverKey, RouteResolver>;
  partners: PartnerDirectory;
  contentDates: ContentDates;
  blogPosts: BlogPosts;
  renderCard: CardRenderer;
  xml: XmlWriter;
  /** indexable pages left out of the sitemap for now (the legal notice while no operator is configured: it says noindex) */
  unlistedPages?: readonly PageId[];
}>;

export function createSeoService(deps: SeoServiceDeps) {
  const robots = asset(robotsTxt(deps.siteUrl));
  // At most one image per section and language (both checked before a render), kept for the process's life.
  // The promise is stored, so concurrent first requests share one render.
  const images = new Map<string, Promise<Asset<Buffer>>>();
  let lastSitemap: { fingerprint: string; asset: Asset } | undefined;
  // Partner and post images: one per language, partner or post and its name or title (a renamed one gets a new
  // image), the most recently used kept (a few hundred at most; each is rendered again if it was dropped).
  const partnerImages = new Map<string, Promise<Asset<Buffer>>>();
  const PARTNER_IMAGES_KEPT = 200;

  const unlisted = new Set(deps.unlistedPages ?? []);
  const listedRoutes = LOCALIZED_ROUTES.filter((entry) => !unlisted.has(entry.page));

  const partnerDates = (): Partial<Record<PartnerType, string>> => {
    const dates: Partial<Record<PartnerType, string>> = {};
    for (const p of deps.partners.all) dates[p.type] = latestDate([dates[p.type], p.updated]);
    return dates;
  };

  return {
    robots: (): Asset => robots,

    /**
     * The sitemap from the records as they are now. Listing them is cheap; writing the document is not
     * (tens of milliseconds), so the last one is reused while the records are the same (the partner and
     * content dates are read once at start and do not change while the process runs).
     */
    async sitemap(): Promise<Asset> {
      const records = new Map<ResolverKey, readonly PageRecord[]>();
      for (const key of RESOLVER_KEYS) {
        const resolver = deps.resolvers.get(key);
        if (!resolver) throw new Error(`no route resolver is registered for '${key}'`);
        records.set(key, await resolver.list());
      }
      const fingerprint = JSON.stringify([...records]);
      if (lastSitemap?.fingerprint === fingerprint) return lastSitemap.asset;
      const urls = sitemapUrls(
        {
          siteUrl: deps.siteUrl,
          records,
          partnerDates: partnerDates(),
          concepts: deps.contentDates.concepts,
          guide: deps.contentDates.guide,
        },
        listedRoutes,
      );
      lastSitemap = { fingerprint, asset: asset(deps.xml.sitemap(urls)) };
      return lastSitemap.asset;
    },

    async feed(lang: SiteLanguage): Promise<Asset> {
      const posts = await deps.blogPosts.latest(FEED_SIZE, lang);
      return asset(deps.xml.atom(blogFeed(lang, deps.siteUrl, posts)));
    },

    /** A section's share image; 404 for a language or section that has none. */
    ogImage(lang: string, section: string): Promise<Asset<Buffer>> {
      if (!isSiteLanguage(lang)) throw new AppError('NOT_FOUND', `No share images in language '${lang}'`);
      if (!isOgSection(section)) throw new AppError('NOT_FOUND', `No share image for section '${section}'`);
      const key = `${lang}/${section}`;
      let image = images.get(key);
      if (!image) {
        image = deps.renderCard(ogCard(lang, section)).then(asset);
        // A failed render is not kept: the next request tries again.
        image.catch(() => images.delete(key));
        images.set(key, image);
      }
      return image;
    },

    /** A partner page's share image (`/og/<lang>/<folder>/<id>.png`); 404 for a language or partner that has none. */
    partnerOgImage(lang: string, folder: string, id: string): Promise<Asset<Buffer>> {
      if (!isSiteLanguage(lang)) throw new AppError('NOT_FOUND', `No share images in language '${lang}'`);
      const type = partnerTypeOfFolder(folder);
      const partner = type && deps.partners.find(type, id);
      if (!type || !partner) throw new AppError('NOT_FOUND', `No share image for '${folder}/${id}'`);
      const key = `${lang}/${type}/${id}/${partner.name}`;
      let image = partnerImages.get(key);
      if (image) partnerImages.delete(key);
      else {
        image = deps.renderCard(partnerOgCard(lang, PARTNER_PAGE_FOLDERS[type], partner.name)).then(asset);
        image.catch(() => partnerImages.delete(key));
      }
      // Map order is insertion order: re-inserted on each use, the first key is the least recently used.
      partnerImages.set(key, image);
      if (partnerImages.size > PARTNER_IMAGES_KEPT) partnerImages.delete(partnerImages.keys().next().value!);
      return image;
    },

    /**
     * A blog post's share image (`/og/<lang>/blog/<slug>.png`): its title on the blog's card, in the language
     * of that version; 404 for a language or post with no public version there. Kept as the partners' are, by
     * title (an edited title gets a new image).
     */
    async postOgImage(lang: string, slug: string): Promise<Asset<Buffer>> {
      if (!isSiteLanguage(lang)) throw new AppError('NOT_FOUND', `No share images in language '${lang}'`);
      const title = await deps.blogPosts.title(slug, lang);
      if (title === undefined) throw new AppError('NOT_FOUND', `No share image for the post '${slug}' in '${lang}'`);
      const key = `${lang}/blog/${slug}/${title}`;
      let image = partnerImages.get(key);
      if (image) partnerImages.delete(key);
      else {
        image = deps.renderCard(postOgCard(lang, title)).then(asset);
        image.catch(() => partnerImages.delete(key));
      }
      partnerImages.set(key, image);
      if (partnerImages.size > PARTNER_IMAGES_KEPT) partnerImages.delete(partnerImages.keys().next().value!);
      return image;
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
