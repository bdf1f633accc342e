import { describe, expect, it } from 'vitest';
import { blogFeedPath } from './feed.js';
import { SITE_LANGUAGES } from './localized.js';
import { SECTIONS } from './manifest.js';
import { isOgSection, OG_SECTIONS, ogImagePath, partnerOgImagePath, postOgImagePath } from './og.js';

describe('share images and feeds', () => {
  it('has a share image for every section but admin', () => {
    expect(OG_SECTIONS).toEqual(SECTIONS.filter((s) => s !== 'admin'));
    expect(isOgSection('admin')).toBe(false);
    expect(isOgSection('trading-bots')).toBe(true);
    expect(isOgSection('nope')).toBe(false);
  });

  it('names the image by language and section, English included', () => {
    expect(ogImagePath('en', 'home')).toBe('/og/en/home.png');
    expect(ogImagePath('pt', 'coupon-codes')).toBe('/og/pt/coupon-codes.png');
  });

  it('names a partner page’s image by language, its directory and its id', () => {
    expect(partnerOgImagePath('de', 'exchange', 'kraken')).toBe('/og/de/exchanges/kraken.png');
    expect(partnerOgImagePath('en', 'trading_bot', '3commas')).toBe('/og/en/trading-bots/3commas.png');
  });

  it('names a blog post’s image by language and slug, beside the section images', () => {
    expect(postOgImagePath('pt', 'first-bitcoin')).toBe('/og/pt/blog/first-bitcoin.png');
    expect(postOgImagePath('en', 'fees-explained')).toBe('/og/en/blog/fees-explained.png');
  });

  it('puts the feed beside the blog list of each language', () => {
    expect(SITE_LANGUAGES.map(blogFeedPath)).toEqual(['/blog/feed.xml', '/es/blog/feed.xml', '/de/blog/feed.xml', '/pt/blog/feed.xml']);
  });
});
