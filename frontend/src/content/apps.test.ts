import { describe, expect, it } from 'vitest';
import { APP_PARTNERS } from '@coinatlas/domain/partners/apps';
import { ALL_PARTNERS } from '@coinatlas/domain/partners/registry';
import { LANGUAGE_CODES } from '@/i18n/languages';
import { APP_CATEGORIES, APP_PLATFORMS, APP_PRICING, APP_RATING_MAX, APP_RATING_MIN, APPS, APPS_LAST_UPDATED } from './apps';

type Json = string | Json[] | { [k: string]: Json };
const files = import.meta.glob<{ default: Json }>('../i18n/locales/*/apps.json', { eager: true });
const locale = (lang: string) => files[`../i18n/locales/${lang}/apps.json`]!.default as { [k: string]: Json };

/** key -> 'string' | 'list:n', so shapes (and list lengths) can be compared across languages. */
function shape(o: Json, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof o === 'string') out[prefix] = 'string';
  else if (Array.isArray(o)) out[prefix] = `list:${o.length}`;
  else for (const [k, v] of Object.entries(o)) shape(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}
const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
function strings(o: Json, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof o === 'string') out[prefix] = o;
  else if (Array.isArray(o)) o.forEach((v, i) => strings(v, `${prefix}[${i}]`, out));
  else for (const [k, v] of Object.entries(o)) strings(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

describe('apps content', () => {
  it('lists 34 apps with unique ids, each in the partner registry as an app with an official https URL', () => {
    expect(APPS).toHaveLength(34);
    const ids = APPS.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(APP_PARTNERS.map((p) => p.id).sort()).toEqual([...ids].sort());
    for (const p of APP_PARTNERS) {
      expect(p.type).toBe('app');
      const url = new URL(p.officialUrl);
      expect(url.protocol, p.id).toBe('https:');
      expect(url.hostname, p.id).not.toBe('');
    }
  });

  it('partner keys (type/id) stay unique across the whole registry', () => {
    const keys = ALL_PARTNERS.map((p) => `${p.type}/${p.id}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('ratings are our editorial scores between 4.0 and 4.7 with one decimal', () => {
    for (const app of APPS) {
      expect(app.rating, app.id).toBeGreaterThanOrEqual(APP_RATING_MIN);
      expect(app.rating, app.id).toBeLessThanOrEqual(APP_RATING_MAX);
      expect(Math.round(app.rating * 10) / 10, app.id).toBe(app.rating);
    }
  });

  it('categories, platforms and pricing use the allowed values, and every spec category has apps', () => {
    for (const app of APPS) {
      expect(APP_CATEGORIES, app.id).toContain(app.category);
      expect(APP_PRICING, app.id).toContain(app.pricing);
      expect(app.platforms.length, app.id).toBeGreaterThan(0);
      expect(new Set(app.platforms).size, app.id).toBe(app.platforms.length);
      for (const p of app.platforms) expect(APP_PLATFORMS, app.id).toContain(p);
    }
    for (const c of APP_CATEGORIES) expect(APPS.some((a) => a.category === c), c).toBe(true);
  });

  it('has a valid last-updated date', () => {
    expect(APPS_LAST_UPDATED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(APPS_LAST_UPDATED))).toBe(false);
  });

  it.each(LANGUAGE_CODES)('%s has the prose of every app: description, 3+ features, 2+ pros and cons, a fee note only for fee-priced apps', (lang) => {
    const items = locale(lang).items as Record<string, Record<string, Json>>;
    expect(Object.keys(items).sort()).toEqual(APPS.map((a) => a.id).sort());
    for (const app of APPS) {
      const item = items[app.id]!;
      expect(typeof item.description === 'string' && item.description.length > 40, `${lang} ${app.id}`).toBe(true);
      expect((item.features as string[]).length, `${lang} ${app.id}`).toBeGreaterThanOrEqual(3);
      expect((item.pros as string[]).length, `${lang} ${app.id}`).toBeGreaterThanOrEqual(2);
      expect((item.cons as string[]).length, `${lang} ${app.id}`).toBeGreaterThanOrEqual(2);
      expect('price' in item, `${lang} ${app.id} price note`).toBe(app.pricing === 'fees');
    }
  });

  it.each(LANGUAGE_CODES.filter((l) => l !== 'en'))('%s has exactly the keys of en, the same interpolations, and translated prose', (lang) => {
    const en = locale('en');
    const other = locale(lang);
    expect(shape(other)).toEqual(shape(en));
    const enStrings = strings(en);
    const otherStrings = strings(other);
    for (const [key, value] of Object.entries(enStrings)) expect(vars(otherStrings[key]!), `${lang} ${key}`).toEqual(vars(value));
    for (const app of APPS) {
      expect(otherStrings[`items.${app.id}.description`], `${lang} ${app.id}`).not.toBe(enStrings[`items.${app.id}.description`]);
    }
  });

  it('keeps the spec texts in English', () => {
    const en = locale('en');
    expect(en.empty).toBe('No apps found matching your criteria.');
    expect(en.clearFilters).toBe('Clear filters');
    expect(en.allCategories).toBe('All Categories');
    expect(en.count).toBe('Showing {{shown}} of {{total}} apps');
    expect(en.countIn).toBe(' in {{category}}');
    expect(en.countMatching).toBe(' matching "{{query}}"');
    expect(en.visit).toBe('Visit {{name}}');
    expect(en.loading).toBe('Loading...');
    expect(en.pricing).toEqual({ free: 'Free', freemium: 'Freemium' });
  });
});
