import { describe, expect, it } from 'vitest';
import { REASON_KEYS } from '@coinatlas/domain/promotions/scoring';
import { MARKET_KEYS, USER_INTERESTS } from '@coinatlas/domain/promotions/promotion';
import { PRIORITIES, REC_CATEGORIES } from '@coinatlas/domain/recommendations/catalogue';
import { JOURNEY_OPTIONS, JOURNEY_STEPS } from '@coinatlas/domain/recommendations/journey';
import { WIZARD_STAGES } from '@coinatlas/domain/recommendations/wizard';

type Json = string | Json[] | { [k: string]: Json };
const files = import.meta.glob<Json>('../../i18n/locales/*/*.json', { eager: true, import: 'default' });
const NAMESPACES = ['promotions', 'recommendations', 'advisor', 'journey', 'wizard'] as const;
const LANGS = ['en', 'es', 'de', 'pt'] as const;
const load = (lang: string, ns: string) => files[`../../i18n/locales/${lang}/${ns}.json`] as Json | undefined;

function flatten(v: Json, prefix = ''): Record<string, string> {
  if (typeof v === 'string') return { [prefix]: v };
  const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
  return Object.assign({}, ...entries.map(([k, x]) => flatten(x, prefix ? `${prefix}.${k}` : k)));
}
const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const get = (lang: string, ns: string, key: string) => flatten(load(lang, ns)!)[key];

describe('locale files of promotions, recommendations, advisor, journey and wizard', () => {
  it.each(NAMESPACES)('%s: every language has the same keys, no empty text, the same {{variables}}', (ns) => {
    const en = flatten(load('en', ns)!);
    for (const lang of LANGS) {
      const other = load(lang, ns);
      expect(other, `${lang}/${ns}.json`).toBeDefined();
      const flat = flatten(other!);
      expect(Object.keys(flat).sort(), `${lang}/${ns}`).toEqual(Object.keys(en).sort());
      for (const [k, text] of Object.entries(flat)) {
        expect(text.trim(), `${lang}/${ns}:${k}`).not.toBe('');
        expect(vars(text), `${lang}/${ns}:${k}`).toEqual(vars(en[k]!));
      }
    }
  });

  it('translations are written in each language (not English left behind)', () => {
    for (const lang of ['es', 'de', 'pt']) {
      for (const ns of NAMESPACES) {
        const en = flatten(load('en', ns)!);
        const flat = flatten(load(lang, ns)!);
        const productName = (t: string) => /^([A-Z0-9][\w.]*\s?)+$/.test(t); // 'Binance Earn', 'Gnosis Pay'
        const same = Object.keys(en).filter((k) => en[k] === flat[k] && /[a-z]{4,}\s+[a-z]{3,}/i.test(en[k]!) && !productName(en[k]!));
        expect(same, `${lang}/${ns}`).toEqual([]);
      }
    }
  });

  it('keeps the exact English texts of the wizard and advisor', () => {
    // The banner shows paid partner offers: it says so (issue 14), not 'AI Recommended / Recommended for You'.
    expect([
      get('en', 'promotions', 'label'),
      get('es', 'promotions', 'label'),
      get('de', 'promotions', 'label'),
      get('pt', 'promotions', 'label'),
    ]).toEqual(['Sponsored', 'Patrocinado', 'Gesponsert', 'Patrocinado']);
    for (const lang of LANGS) {
      const all = Object.values(flatten(load(lang, 'promotions')!)).join('\n');
      expect(all, lang).not.toMatch(/\bAI\b|\bIA\b|\bKI\b|recommend|recomend|empfehl/i);
    }
    expect(get('en', 'wizard', 'toast.title')).toBe('Category Selected!');
    expect(WIZARD_STAGES.map((s) => get('en', 'wizard', `stages.${s.message}`))).toEqual([
      'Analyzing your preferences...',
      'Scanning market data...',
      'Evaluating options...',
      'Calculating match scores...',
      'Finalizing recommendation...',
    ]);
    expect(get('en', 'journey', 'completeJourney')).toBe('Complete Journey');
    expect(get('en', 'journey', 'comingSoon')).toBe('Coming Soon');
    expect(
      ['exploreGoals', 'changeExperience', 'startFresh', 'close'].map((a) => get('en', 'journey', `steps.complete.actions.${a}`)),
    ).toEqual(['Explore Different Goals', 'Change Experience Level', 'Start Fresh Journey', 'Close Tool']);
    expect(get('en', 'journey', 'steps.funding.options.card.label')).toBe('Credit/Debit Card (higher fees)');
    expect(get('en', 'journey', 'steps.yieldOptions.options.yearn.label')).toBe('Yearn.finance');
    expect(get('en', 'recommendations', 'card.getStarted')).toBe('Get Started');
  });

  it('never repeats the unsupported marketing claims', () => {
    for (const lang of LANGS)
      for (const ns of NAMESPACES) {
        const all = Object.values(flatten(load(lang, ns)!)).join('\n');
        expect(all).not.toMatch(/10[,.]000\+|98 ?%/);
      }
  });

  it('has a text for every category, priority, journey option and banner reason, and no candidate prose', () => {
    for (const lang of LANGS) {
      const rec = flatten(load(lang, 'recommendations')!);
      for (const c of REC_CATEGORIES) {
        expect(rec[`categories.${c}.label`], `${lang} ${c}`).toBeDefined();
        for (const p of PRIORITIES[c]) {
          expect(rec[`priorities.${c}.${p}.label`], `${lang} ${c}/${p}`).toBeDefined();
          expect(rec[`priorities.${c}.${p}.description`], `${lang} ${c}/${p}`).toBeDefined();
        }
      }
      // Candidate texts (descriptions, benefits, why-lists, offers) are the partner records' own, served by the API.
      expect(
        Object.keys(rec).filter((k) => k.startsWith('candidates.') || k.startsWith('offers.')),
        lang,
      ).toEqual([]);
      const journey = flatten(load(lang, 'journey')!);
      for (const step of JOURNEY_STEPS) {
        expect(journey[`steps.${step}.title`], `${lang} ${step}`).toBeDefined();
        for (const o of JOURNEY_OPTIONS[step])
          expect(journey[`steps.${step}.options.${o.id}.label`], `${lang} ${step}/${o.id}`).toBeDefined();
      }
      const promo = flatten(load(lang, 'promotions')!);
      for (const r of REASON_KEYS) expect(promo[`reasons.${r}`], `${lang} reason ${r}`).toBeDefined();
      for (const i of USER_INTERESTS) expect(promo[`interests.${i}`], `${lang} interest ${i}`).toBeDefined();
      for (const m of MARKET_KEYS) expect(promo[`markets.${m}`], `${lang} market ${m}`).toBeDefined();
    }
  });
});
