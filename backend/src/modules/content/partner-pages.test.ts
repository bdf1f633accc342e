import { describe, expect, it } from 'vitest';
import { compareKindOf, popularPairs, resolveCompareSlug } from '@coinatlas/domain/compare/compare';
import { partnerPageIndexable } from '@coinatlas/domain/partners/pages';
import { loadContent } from './adapters/fs-content.js';
import { promotable } from './domain/eligibility.js';
import { createContentService } from './service.js';

const content = loadContent();
const service = createContentService(content);
type Compared = { id: string; name: string; type: string; self: string };
type Alternative = { type: string; id: string; name: string; page?: { type: string; id: string } };
const answerOf = (type: (typeof content.partners)[number]['type'], id: string) =>
  JSON.parse(service.partner(type, id, 'en')!.body) as { comparedWith: Compared[]; alternatives: Alternative[]; roles: unknown[] };

describe('partner pages: what their answers and resolvers are built from', () => {
  it('a page links the popular comparisons its records are in (the pairs the sitemap lists), else its nearest alternatives', () => {
    for (const type of ['exchange', 'wallet', 'payment_card', 'trading_bot'] as const) {
      const records = content.partners.filter((p) => p.type === type);
      const pairs = popularPairs(records.filter(promotable).map((p) => p.id));
      for (const p of records) {
        const info = service.partnerPage(type, p.id)!;
        const answer = answerOf(type, p.id);
        const own = answer.comparedWith.filter((o) => o.type === type && o.self === p.id);
        if (info.section) {
          // shown on its provider's page, which links its comparisons
          expect(answer.comparedWith, `${type}/${p.id}`).toEqual([]);
          continue;
        }
        const popular = pairs.flatMap((slug) => {
          const r = resolveCompareSlug(
            slug,
            records.map((x) => x.id),
          );
          return r.status === 'canonical' && r.ids.includes(p.id) ? [r.ids.find((id) => id !== p.id)!] : [];
        });
        const expected = popular.length ? popular : answer.alternatives.slice(0, 3).map((a) => a.id);
        expect(own.map((o) => o.id).sort(), `${type}/${p.id}`).toEqual(expected.sort());
        for (const o of own) expect(o.name).toBe(records.find((x) => x.id === o.id)!.name);
      }
    }
    // kinds without comparison pages compare nothing
    expect(answerOf('tool', 'messari').comparedWith).toEqual([]);
    // a provider's page links the comparisons of its roles too (3Commas the tool, with its bot)
    expect(answerOf('tool', '3commas').comparedWith.every((o) => o.type === 'trading_bot' && o.self === '3commas')).toBe(true);
    expect(answerOf('tool', '3commas').comparedWith.length).toBeGreaterThan(0);
  });

  it('names up to eight alternatives of its kind, each with an indexable page, never the page itself', () => {
    for (const p of content.partners) {
      const { alternatives } = answerOf(p.type, p.id);
      const own = service.partnerPage(p.type, p.id)!.page;
      expect(alternatives.length).toBeLessThanOrEqual(8);
      for (const a of alternatives) {
        expect(a.type).toBe(p.type);
        const page = service.partnerPage(a.type as typeof p.type, a.id)!;
        expect(page.indexable, `${p.type}/${p.id} → ${a.type}/${a.id}`).toBe(true);
        expect(page.page).not.toEqual(own);
        expect(a.page ?? null).toEqual(page.section ? { ...page.page, section: page.section } : null);
      }
    }
    expect(answerOf('exchange', 'kraken').alternatives).toHaveLength(8);
  });

  it('a page is indexable when the partner is promoted or reviewed and its record holds enough facts; some pages of each rule exist', () => {
    const flags = content.partners.flatMap((p) => {
      const info = service.partnerPage(p.type, p.id)!;
      if (info.section) return [];
      const f = { promotable: promotable(p), hasReview: service.directory.hasReview(p.type, p.id), thin: info.score.thin };
      expect(info.indexable, `${p.type}/${p.id}`).toBe(partnerPageIndexable(f));
      return [f];
    });
    expect(flags.some((f) => !f.promotable && !f.hasReview)).toBe(true);
    expect(flags.some((f) => f.promotable && f.thin)).toBe(true);
    expect(flags.filter((f) => partnerPageIndexable(f)).length).toBeGreaterThan(80);
    // every kind with comparison pages keeps pages in the index
    for (const type of ['exchange', 'wallet', 'payment_card', 'trading_bot'] as const) {
      expect(compareKindOf(type)).toBeDefined();
      expect(content.partners.some((p) => p.type === type && service.partnerPage(type, p.id)!.indexable)).toBe(true);
    }
  });
});
