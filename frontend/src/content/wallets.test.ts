import { describe, expect, it } from 'vitest';
import { TOOL_PARTNERS } from '@coinatlas/domain/partners/tools';
import { WALLET_PARTNERS } from '@coinatlas/domain/partners/wallets';
import { LANGUAGE_CODES } from '@/i18n/languages';
import {
  CONNECTIVITY,
  OPEN_SOURCE_LEVELS,
  PRICE_BANDS,
  WALLET_CHAINS,
  WALLET_PLATFORMS,
  WALLETS,
  WALLETS_LAST_UPDATED,
  isBitcoinOnly,
} from './wallets';

type Json = string | Json[] | { [k: string]: Json };
const files = import.meta.glob<{ default: Json }>('../i18n/locales/*/wallets.json', { eager: true });
const locale = (lang: string) => files[`../i18n/locales/${lang}/wallets.json`]!.default as { [k: string]: Json };
function strings(o: Json, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  if (typeof o === 'string') out[prefix] = o;
  else if (Array.isArray(o)) o.forEach((v, i) => strings(v, `${prefix}[${i}]`, out));
  else for (const [k, v] of Object.entries(o)) strings(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}
const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const hardware = WALLETS.filter((w) => w.type === 'hardware');
const software = WALLETS.filter((w) => w.type === 'software');

describe('wallets content', () => {
  it('has at least 8 hardware and 10 software wallets with unique ids', () => {
    expect(hardware.length).toBeGreaterThanOrEqual(8);
    expect(software.length).toBeGreaterThanOrEqual(10);
    const ids = WALLETS.map((w) => w.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every wallet is a registry partner of type wallet with an official https URL, with ids distinct from the tool listings', () => {
    expect(WALLET_PARTNERS.map((p) => p.id).sort()).toEqual(WALLETS.map((w) => w.id).sort());
    for (const p of WALLET_PARTNERS) {
      expect(p.type).toBe('wallet');
      expect(new URL(p.officialUrl).protocol, p.id).toBe('https:');
    }
    const toolIds = new Set(TOOL_PARTNERS.map((t) => t.id));
    for (const w of WALLETS) expect(toolIds.has(w.id), w.id).toBe(false);
  });

  it('facts use the allowed values', () => {
    for (const w of WALLETS) {
      expect(w.chains.length, w.id).toBeGreaterThan(0);
      expect(new Set(w.chains).size, w.id).toBe(w.chains.length);
      for (const c of w.chains) expect(WALLET_CHAINS, w.id).toContain(c);
      expect(OPEN_SOURCE_LEVELS, w.id).toContain(w.openSource);
      if (w.type === 'hardware') {
        expect(PRICE_BANDS, w.id).toContain(w.priceBand);
        expect(w.connectivity.length, w.id).toBeGreaterThan(0);
        for (const c of w.connectivity) expect(CONNECTIVITY, w.id).toContain(c);
      } else {
        expect(w.platforms.length, w.id).toBeGreaterThan(0);
        for (const p of w.platforms) expect(WALLET_PLATFORMS, w.id).toContain(p);
      }
    }
    expect(WALLETS_LAST_UPDATED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('Bitcoin-only means Bitcoin and nothing else', () => {
    expect(isBitcoinOnly({ chains: ['bitcoin'], moreChains: false })).toBe(true);
    expect(isBitcoinOnly({ chains: ['bitcoin'], moreChains: true })).toBe(false);
    expect(isBitcoinOnly({ chains: ['bitcoin', 'evm'], moreChains: false })).toBe(false);
    expect(WALLETS.filter(isBitcoinOnly).map((w) => w.id).sort()).toEqual(
      ['bitcoin-core', 'bluewallet', 'coldcard-mk4', 'coldcard-q', 'electrum', 'sparrow'].sort(),
    );
  });

  it.each(LANGUAGE_CODES)('%s has a summary, security model and "best for" for every wallet', (lang) => {
    const items = locale(lang).items as Record<string, Record<string, string>>;
    expect(Object.keys(items).sort()).toEqual(WALLETS.map((w) => w.id).sort());
    for (const w of WALLETS) {
      for (const key of ['summary', 'securityModel', 'bestFor']) {
        expect(items[w.id]![key]!.length, `${lang} ${w.id} ${key}`).toBeGreaterThan(10);
      }
    }
  });

  it.each(LANGUAGE_CODES.filter((l) => l !== 'en'))('%s has exactly the keys and interpolations of en, with translated prose', (lang) => {
    const en = strings(locale('en'));
    const other = strings(locale(lang));
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(en)) expect(vars(other[key]!), `${lang} ${key}`).toEqual(vars(value));
    for (const w of WALLETS) expect(other[`items.${w.id}.securityModel`]).not.toBe(en[`items.${w.id}.securityModel`]);
  });
});
