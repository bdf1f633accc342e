import { describe, expect, it } from 'vitest';
import { popularPairs, resolveCompareSlug } from '@coinatlas/domain/compare/compare';
import { partnerPageIndexable } from '@coinatlas/domain/partners/pages';
import { loadContent } from './adapters/fs-content.js';
import { promotable } from './domain/eligibility.js';
import { createContentService } from './service.js';

const content = loadContent();
const service = createContentService(content);

describe('partner pages: what their answers and resolvers are built from', () => {
  it('the answer for one partner names the partners it has a popular comparison with: exactly the pairs the sitemap lists', () => {
    for (const type of ['exchange', 'wallet', 'payment_card', 'trading_bot'] as const) {
      const records = content.partners.filter((p) => p.type === type);
      const pairs = popularPairs(records.filter(promotable).map((p) => p.id));
      for (const p of records) {
        const answer = JSON.parse(service.partner(type, p.id, 'en')!.body) as { comparedWith: { id: string; name: string }[] };
        const expected = pairs.flatMap((slug) => {
          const r = resolveCompareSlug(
            slug,
            records.map((x) => x.id),
          );
          return r.status === 'canonical' && r.ids.includes(p.id) ? [r.ids.find((id) => id !== p.id)!] : [];
        });
        expect(answer.comparedWith.map((o) => o.id).sort(), `${type}/${p.id}`).toEqual(expected.sort());
        for (const o of answer.comparedWith) expect(o.name).toBe(records.find((x) => x.id === o.id)!.name);
      }
    }
    // kinds without comparison pages compare nothing
    const tool = content.partners.find((p) => p.type === 'tool')!;
    expect((JSON.parse(service.partner('tool', tool.id, 'en')!.body) as { comparedWith: unknown[] }).comparedWith).toEqual([]);
  });

  it('a page is indexable when the partner is promoted or has a written review; some pages of each rule exist', () => {
    const flags = content.partners.map((p) => ({
      promotable: promotable(p),
      hasReview: service.directory.hasReview(p.type, p.id),
    }));
    expect(flags.some((f) => !partnerPageIndexable(f))).toBe(true);
    expect(flags.filter((f) => partnerPageIndexable(f)).length).toBeGreaterThan(100);
  });
});
