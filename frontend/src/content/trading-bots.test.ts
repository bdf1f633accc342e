import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRADING_BOT_PARTNERS } from '@coinatlas/domain/partners/trading-bots';
import { formatFactValues } from '@/features/catalogue/listing-format';
import { BOT_CATEGORIES, BOTS_LAST_UPDATED, TRADING_BOTS } from './trading-bots';

const LANGUAGES = ['en', 'es', 'de', 'pt'];
const bots = (lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../i18n/locales/${lang}/bots.json`), 'utf8')) as {
    items: Record<string, { tag: string; description: string; features: string[]; status?: string; offer?: string }>;
  };
const fill = (s: string, v: Record<string, string>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => v[k] ?? `{{${k}}}`);

describe('trading bots content', () => {
  it('lists exactly the eight bots of the spec, each id once', () => {
    const ids = TRADING_BOTS.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(['3commas', 'bitsgap', 'coinrule', 'cornix', 'cryptohopper', 'pionex', 'quadency', 'shrimpy']);
  });

  it('uses the spec categories and the official https URL of the partner registry', () => {
    for (const b of TRADING_BOTS) {
      expect(BOT_CATEGORIES).toContain(b.category);
      expect(b.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}/);
      expect(b.url).toBe(TRADING_BOT_PARTNERS.find((p) => p.id === b.id)?.officialUrl);
    }
    expect(BOTS_LAST_UPDATED).toBe('2026-11-22');
  });

  it('says which services changed: Shrimpy pivoted, Quadency closed, the rest active', () => {
    const status = Object.fromEntries(TRADING_BOTS.map((b) => [b.id, b.status]));
    expect(status).toMatchObject({ shrimpy: 'pivoted', quadency: 'discontinued', cryptohopper: 'active', '3commas': 'active' });
    for (const lang of LANGUAGES)
      for (const b of TRADING_BOTS.filter((x) => x.status !== 'active')) expect(bots(lang).items[b.id]?.status).toBeTruthy();
  });

  it('shows only offers from the spec list, mapped where we are sure (exact English texts)', () => {
    const en = bots('en');
    const offers = Object.fromEntries(
      TRADING_BOTS.filter((b) => b.offer).map((b) => [b.id, fill(en.items[b.id]!.offer!, formatFactValues(b.offer, 'en'))]),
    );
    expect(offers).toEqual({ '3commas': '10% off', cryptohopper: '10% lifetime discount', bitsgap: '7-day free trial' });
    const specList = ['10% off', '10% lifetime discount', '10% off developer plans', '10% trading fee rebate', '20% off first month', '10% fee discount', '7-day free trial'];
    for (const o of Object.values(offers)) expect(specList).toContain(o);
    for (const lang of LANGUAGES)
      for (const b of TRADING_BOTS) expect(Boolean(bots(lang).items[b.id]?.offer), `${lang} ${b.id}`).toBe(Boolean(b.offer));
  });

  it('has a tag, a description and features for each active bot in every language', () => {
    for (const lang of LANGUAGES)
      for (const b of TRADING_BOTS) {
        const item = bots(lang).items[b.id]!;
        expect(item.tag && item.description, `${lang} ${b.id}`).toBeTruthy();
        if (b.status === 'active') expect(item.features.length, `${lang} ${b.id}`).toBeGreaterThanOrEqual(3);
      }
  });
});
