import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOOL_PARTNERS } from '@coinatlas/domain/partners/tools';
import { formatFactValues } from '@/features/catalogue/listing-format';
import { TOOL_CATEGORIES, TOOLS, toolMatches } from './tools';

const LANGUAGES = ['en', 'es', 'de', 'pt'];
type ToolsLocale = { tabs: Record<string, string>; items: Record<string, { tag: string; description: string; features: string[]; offer?: string }> };
const tools = (lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../i18n/locales/${lang}/tools.json`), 'utf8')) as ToolsLocale;
const fill = (s: string, v: Record<string, string>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => v[k] ?? `{{${k}}}`);

const SPEC_IDS = [
  'coinglass',
  'dex-screener',
  'coinmarketcap',
  'coingecko',
  'trezor',
  'ledger',
  'trading-view',
  'defillama',
  'glassnode',
  'nansen',
  'messari',
  'crypto-quant',
  'crypto-tax-calculator',
  'tokentax',
  'zerion',
  'cryptosheets',
  'cointracker',
  'cryptohopper',
  '3commas',
  'debank',
  'xbanking',
];

describe('tools content', () => {
  it('has about 22 tools, unique ids, including every id the spec names', () => {
    const ids = TOOLS.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(21);
    expect(ids.length).toBeLessThanOrEqual(24);
    for (const id of SPEC_IDS) expect(ids).toContain(id);
  });

  it('links each tool to its official https site in the partner registry', () => {
    for (const t of TOOLS) {
      expect(t.url).toMatch(/^https:\/\//);
      expect(t.url).toBe(TOOL_PARTNERS.find((p) => p.id === t.id)?.officialUrl);
    }
  });

  it('merges the spec tax categories: the Taxes tab holds both tax reporting tools, every tab has tools', () => {
    expect(TOOL_CATEGORIES).not.toContain('tax');
    expect(TOOLS.filter((t) => t.category === 'taxes').map((t) => t.id)).toEqual(['crypto-tax-calculator', 'tokentax']);
    for (const c of TOOL_CATEGORIES) expect(TOOLS.filter((t) => t.category === c).length, c).toBeGreaterThan(0);
    expect(tools('en').tabs).toEqual({
      all: 'All Tools',
      analytics: 'Analytics',
      'market-data': 'Market Data',
      security: 'Security',
      trading: 'Trading',
      research: 'Research',
      taxes: 'Taxes',
      portfolio: 'Portfolio',
      defi: 'DeFi & Staking',
      tools: 'Data Tools',
    });
  });

  it('shows exactly the spec offers', () => {
    const en = tools('en');
    const offers = Object.fromEntries(
      TOOLS.filter((t) => t.offer).map((t) => [t.id, fill(en.items[t.id]!.offer!, formatFactValues(t.offer, 'en'))]),
    );
    expect(offers).toEqual({
      trezor: '10% off first purchase',
      ledger: '$25 off when spending $250+',
      'trading-view': '30-day free Premium trial',
      glassnode: '15% off first 3 months',
      nansen: '1-week free trial',
      'crypto-quant': '20% off first subscription',
      'crypto-tax-calculator': '10% off first purchase',
      tokentax: '20% off first purchase',
      cointracker: '$20 off tax plans',
      cryptohopper: '10% lifetime discount',
      '3commas': '10% off subscription',
      zerion: 'Premium features unlocked',
    });
  });

  it('has prose for every tool in every language', () => {
    for (const lang of LANGUAGES)
      for (const t of TOOLS) {
        const item = tools(lang).items[t.id]!;
        expect(item.tag && item.description, `${lang} ${t.id}`).toBeTruthy();
        expect(item.features.length, `${lang} ${t.id}`).toBeGreaterThanOrEqual(3);
        expect(Boolean(item.offer), `${lang} ${t.id}`).toBe(Boolean(t.offer));
      }
  });
});

describe('toolMatches (spec: case-insensitive substring of name, description, any feature or tag)', () => {
  const text = { name: 'TradingView', description: 'Charts for markets', features: ['Pine Script editor'], tag: 'Charting' };
  it('matches each field, ignoring case and surrounding spaces', () => {
    expect(toolMatches(text, 'tradingview')).toBe(true);
    expect(toolMatches(text, 'MARKETS')).toBe(true);
    expect(toolMatches(text, 'pine script')).toBe(true);
    expect(toolMatches(text, ' charting ')).toBe(true);
    expect(toolMatches(text, '')).toBe(true);
  });
  it('does not match other text', () => {
    expect(toolMatches(text, 'ledger')).toBe(false);
    expect(toolMatches(text, 'pine-script')).toBe(false);
  });
});
