import type { PartnerType } from '../partners/partner.js';
import { PARTNER_PAGE_FOLDERS } from '../partners/pages.js';
import type { SiteLanguage } from './localized.js';
import { SECTIONS, type Section } from './manifest.js';

/** Share images are 1200x630, the size Open Graph and X cards show without cropping. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The sections with a share image: every public one (admin pages are never shared). */
export const OG_SECTIONS = SECTIONS.filter((s): s is Exclude<Section, 'admin'> => s !== 'admin');
export type OgSection = (typeof OG_SECTIONS)[number];

export const isOgSection = (value: unknown): value is OgSection =>
  typeof value === 'string' && (OG_SECTIONS as readonly string[]).includes(value);

/** The site-relative address of a section's share image in a language: ('es', 'tools') → '/og/es/tools.png'. */
export const ogImagePath = (lang: SiteLanguage, section: OgSection): string => `/og/${lang}/${section}.png`;

/**
 * The site-relative address of a partner page's share image in a language: ('de', 'exchange', 'kraken') →
 * '/og/de/exchanges/kraken.png' (the partner's name on its section's card).
 */
export const partnerOgImagePath = (lang: SiteLanguage, type: PartnerType, id: string): string =>
  `/og/${lang}/${PARTNER_PAGE_FOLDERS[type]}/${encodeURIComponent(id)}.png`;

/**
 * The site-relative address of a blog post's share image in a language: ('pt', 'first-bitcoin') →
 * '/og/pt/blog/first-bitcoin.png' (the post's title on the blog's card).
 */
export const postOgImagePath = (lang: SiteLanguage, slug: string): string => `/og/${lang}/blog/${encodeURIComponent(slug)}.png`;
