import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/i18n/languages';
import { COMPLEXITIES, CONCEPT_CATEGORIES, CONCEPTS, FAQ_IDS, SECTION_TYPES } from './concepts';

type Json = string | Json[] | { [k: string]: Json };
const files = import.meta.glob<{ default: Json }>('../i18n/locales/*/concepts.json', { eager: true });
const locale = (lang: string) => files[`../i18n/locales/${lang}/concepts.json`]!.default as { [k: string]: Json };
function strings(o: Json, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof o === 'string') out[prefix] = o;
  else if (Array.isArray(o)) o.forEach((v, i) => strings(v, `${prefix}[${i}]`, out));
  else for (const [k, v] of Object.entries(o)) strings(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}
const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const fences = (s: string) => (s.match(/^\s*```/gm) ?? []).length;

describe('concepts content', () => {
  it('has the six concepts, including the five the spec names, with unique ids', () => {
    const ids = CONCEPTS.map((c) => c.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    for (const id of ['blockchain', 'smart-contracts', 'consensus-mechanisms', 'defi', 'tokenomics']) expect(ids).toContain(id);
  });

  it('uses valid categories, complexities and section types, with several unique sections each', () => {
    for (const c of CONCEPTS) {
      expect(CONCEPT_CATEGORIES, c.id).toContain(c.category);
      expect(COMPLEXITIES, c.id).toContain(c.complexity);
      expect(c.sections.length, c.id).toBeGreaterThanOrEqual(4);
      expect(new Set(c.sections.map((s) => s.id)).size, c.id).toBe(c.sections.length);
      for (const s of c.sections) expect(SECTION_TYPES, `${c.id}.${s.id}`).toContain(s.type);
    }
    // every filter value finds something, and every section type is used
    for (const cat of CONCEPT_CATEGORIES) expect(CONCEPTS.some((c) => c.category === cat), cat).toBe(true);
    for (const lvl of COMPLEXITIES) expect(CONCEPTS.some((c) => c.complexity === lvl), lvl).toBe(true);
    for (const t of SECTION_TYPES) expect(CONCEPTS.some((c) => c.sections.some((s) => s.type === t)), t).toBe(true);
  });

  it.each(LANGUAGE_CODES)('%s has every concept (title, short description, tags, sections) and the five FAQ answers', (lang) => {
    const l = locale(lang);
    const items = l.items as Record<string, { title: string; shortDescription: string; tags: string[]; sections: Record<string, { title: string; content: string }> }>;
    expect(Object.keys(items).sort()).toEqual(CONCEPTS.map((c) => c.id).sort());
    for (const c of CONCEPTS) {
      const item = items[c.id]!;
      expect(item.title.length, `${lang} ${c.id}`).toBeGreaterThan(2);
      expect(item.shortDescription.length, `${lang} ${c.id}`).toBeGreaterThan(30);
      expect(item.tags.length, `${lang} ${c.id}`).toBeGreaterThanOrEqual(3);
      expect(Object.keys(item.sections).sort(), `${lang} ${c.id}`).toEqual(c.sections.map((s) => s.id).sort());
      for (const s of c.sections) {
        const section = item.sections[s.id]!;
        expect(section.title.length, `${lang} ${c.id}.${s.id}`).toBeGreaterThan(3);
        expect(section.content.length, `${lang} ${c.id}.${s.id}`).toBeGreaterThan(150);
        // fenced code is balanced, and code sections really contain code
        expect(fences(section.content) % 2, `${lang} ${c.id}.${s.id}`).toBe(0);
        if (s.type === 'code') expect(fences(section.content), `${lang} ${c.id}.${s.id}`).toBeGreaterThanOrEqual(2);
      }
    }
    const faq = (l.faq as { items: Record<string, { q: string; a: string }> }).items;
    expect(Object.keys(faq)).toEqual([...FAQ_IDS]);
    for (const id of FAQ_IDS) {
      expect(faq[id]!.q.endsWith('?'), `${lang} ${id}`).toBe(true);
      expect(faq[id]!.a.length, `${lang} ${id}`).toBeGreaterThan(150);
    }
  });

  it.each(LANGUAGE_CODES.filter((l) => l !== 'en'))('%s has exactly the keys and interpolations of en, with translated explainers', (lang) => {
    const en = strings(locale('en'));
    const other = strings(locale(lang));
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(en)) expect(vars(other[key]!), `${lang} ${key}`).toEqual(vars(value));
    for (const c of CONCEPTS) {
      for (const s of c.sections) {
        const key = `items.${c.id}.sections.${s.id}.content`;
        expect(other[key], `${lang} ${key}`).not.toBe(en[key]);
      }
    }
  });

  it('keeps the spec texts in English', () => {
    const en = locale('en');
    expect(en.searchPlaceholder).toBe('Search concepts...');
    expect(en.deepDive).toBe('Click for one-click deep dive');
    expect(en.empty).toBe('No concepts matching your filters found.');
    expect(en.clearAll).toBe('Clear all filters');
    expect(en.collapse).toBe('Collapse');
  });
});
