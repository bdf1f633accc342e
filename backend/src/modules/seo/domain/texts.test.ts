import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';
import { OG_SECTIONS } from '@coinatlas/domain/routes/og';
import { repoRoot } from '../../../paths.js';
import { BRAND, FEED_SUBTITLES, FEED_TITLES, SECTION_TITLES, TAGLINES } from './texts.js';

const locale = (lang: string, ns: string) =>
  JSON.parse(readFileSync(join(repoRoot, 'frontend/src/i18n/locales', lang, `${ns}.json`), 'utf8'));

describe('texts', () => {
  it('titles each section with the words the client uses for it', () => {
    for (const lang of SITE_LANGUAGES) {
      const nav = locale(lang, 'nav');
      const footer = locale(lang, 'footer');
      const blog = locale(lang, 'blog');
      const expected = {
        home: locale(lang, 'home').hero.title,
        exchanges: nav.exchanges,
        'trading-bots': nav.tradingBots,
        'payment-cards': nav.paymentCards,
        wallets: nav.wallets,
        tools: nav.tools,
        apps: nav.apps,
        'coupon-codes': nav.couponCodes,
        concepts: nav.concepts,
        blog: blog.list.metaTitle,
        company: footer.columns.company,
      };
      expect(Object.fromEntries(OG_SECTIONS.map((s) => [s, SECTION_TITLES[s][lang]]))).toEqual(expected);
      expect(FEED_TITLES[lang]).toBe(`CoinAtlas: ${blog.list.metaTitle}`);
      expect(FEED_SUBTITLES[lang]).toBe(blog.list.metaDescription);
    }
  });

  it('draws only characters the bundled font subset has', () => {
    const ranges = (
      JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@fontsource/inter/unicode.json'), 'utf8')).latin as string
    )
      .split(',')
      .map((r) =>
        r
          .replace('U+', '')
          .split('-')
          .map((h) => parseInt(h, 16)),
      )
      .map(([lo, hi]) => [lo!, hi ?? lo!] as const);
    const drawn = [BRAND, ...Object.values(TAGLINES), ...OG_SECTIONS.flatMap((s) => Object.values(SECTION_TITLES[s]))].join('');
    const missing = [...new Set(drawn)].filter((ch) => !ranges.some(([lo, hi]) => ch.codePointAt(0)! >= lo && ch.codePointAt(0)! <= hi));
    expect(missing).toEqual([]);
  });
});
