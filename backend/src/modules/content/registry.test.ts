import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isPromotable, PARTNER_STATUSES } from '@coinatlas/domain/partners/partner';
import { loadContent } from './adapters/fs-content.js';
import { loadPromotionSeeds } from '../promotions/adapters/fs-seeds.js';
import { forVisitors, promotable } from './domain/eligibility.js';
import { localize } from './domain/localize.js';
import { CONTENT_LANGUAGES, type ContentLanguage, type PartnerFile } from './domain/schema.js';
import { createContentService } from './service.js';

/*
 * The partner records are the registry of what the site may say: these tests fail when a page's text, a
 * seed promotion or an API answer offers, recommends or claims something the records do not back.
 */

const content = loadContent();
const service = createContentService(content);
const keyOf = (p: { type: string; id: string }) => `${p.type}/${p.id}`;
const FACTS_ONLY = ['unverified', 'pivoted', 'discontinued', 'reference'] as const;

type Answered = { type: string; id: string; offers?: unknown[]; trending?: unknown; promotable: boolean };

describe('a partner’s status decides what visitors are offered', () => {
  it('only active and limited partners may be promoted', () => {
    expect(PARTNER_STATUSES.filter(isPromotable)).toEqual(['active', 'limited']);
    for (const s of FACTS_ONLY) expect(isPromotable(s), s).toBe(false);
  });

  it('a partner that may not be promoted carries no offer or trending card in any answer, and is no recommendation candidate', () => {
    const factsOnly = content.partners.filter((p) => !promotable(p));
    expect(factsOnly.length).toBeGreaterThan(0);
    for (const lang of CONTENT_LANGUAGES) {
      const answered = (JSON.parse(service.partners(lang).body) as { partners: Answered[] }).partners;
      expect(answered).toHaveLength(content.partners.length);
      for (const p of content.partners) {
        const a = answered.find((x) => keyOf(x) === keyOf(p))!;
        expect(a.promotable, keyOf(p)).toBe(promotable(p));
        if (promotable(p)) {
          expect(a.offers, keyOf(p)).toEqual(localize(p.offers, lang));
        } else {
          expect(a.offers, keyOf(p)).toBeUndefined();
          expect(a.trending, keyOf(p)).toBeUndefined();
        }
        // the answer for one partner is its list entry plus its comparisons, the roles its page shows and its alternatives
        const { comparedWith, roles, alternatives, ...detail } = JSON.parse(service.partner(p.type, p.id, lang)!.body) as Answered & {
          comparedWith: unknown[];
          roles: unknown[];
          alternatives: unknown[];
        };
        expect(detail).toEqual(a);
        for (const list of [comparedWith, roles, alternatives]) expect(Array.isArray(list), keyOf(p)).toBe(true);
      }
      const candidates = service.directory.candidates(lang);
      for (const p of factsOnly)
        expect(
          candidates.some((c) => keyOf(c) === keyOf(p)),
          keyOf(p),
        ).toBe(false);
    }
    for (const p of content.partners) expect(service.directory.find(p.type, p.id)?.promotable, keyOf(p)).toBe(promotable(p));
  });

  it('each facts-only status takes away the offers a partner had and its place among the recommendation candidates', () => {
    const subject = content.partners.find((p) => 'status' in p && p.status === 'active' && p.offers?.length);
    expect(subject, 'an active listed partner with offers').toBeDefined();
    const run = (status: string) => {
      const changed = { ...structuredClone(subject!), status } as PartnerFile;
      const svc = createContentService({ ...content, partners: content.partners.map((p) => (p === subject ? changed : p)) });
      return {
        answer: JSON.parse(svc.partner(subject!.type, subject!.id, 'en')!.body) as Answered,
        candidate: svc.directory.candidates('en').some((c) => keyOf(c) === keyOf(subject!)),
        listed: svc.directory.find(subject!.type, subject!.id)!,
      };
    };
    for (const status of FACTS_ONLY) {
      const { answer, candidate, listed } = run(status);
      expect(answer.offers, status).toBeUndefined();
      expect(answer.promotable, status).toBe(false);
      expect(candidate, status).toBe(false);
      expect(listed.status).toBe(status);
      expect(listed.promotable).toBe(false);
    }
    for (const status of ['active', 'limited']) {
      const { answer, candidate } = run(status);
      expect(answer.offers).toHaveLength(subject!.offers!.length);
      expect(candidate, status).toBe(true);
    }
  });

  it('forVisitors keeps the facts, rating and status note of a facts-only partner', () => {
    for (const p of content.partners.filter((x) => !promotable(x))) {
      const shown = forVisitors(p) as Record<string, unknown>;
      const { offers: _o, trending: _t, ...rest } = p as Record<string, unknown>;
      expect(shown).toEqual(rest);
    }
  });
});

/** The percentages and money amounts a text claims, read as numbers (English: 1,000.5; else 1.000,5). */
export function claimedNumbers(text: string, lang: ContentLanguage): number[] {
  const read = (raw: string) => Number(lang === 'en' ? raw.replace(/,/g, '') : raw.replace(/\./g, '').replace(',', '.'));
  const found: number[] = [];
  for (const m of text.matchAll(/(\d[\d.,]*\d|\d)\s?%/g)) found.push(read(m[1]!));
  for (const m of text.matchAll(/(?:[$€£]|US\$|R\$)\s?(\d[\d.,]*\d|\d)/g)) found.push(read(m[1]!));
  for (const m of text.matchAll(/(\d[\d.,]*\d|\d)\s?(?:\$|€|£)/g)) found.push(read(m[1]!));
  return found;
}

/** Every number the offers of some (promotable) partners carry. */
const offerNumbers = (partners: readonly PartnerFile[]): Set<number> =>
  new Set(partners.flatMap((p) => (forVisitors(p).offers ?? []).flatMap((o) => Object.values(o.values).map((v) => v.value))));

const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(strings) : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];

const localeFile = (lang: string, ns: string): unknown =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../../frontend/src/i18n/locales/${lang}/${ns}.json`, import.meta.url)), 'utf8'));

describe('claims are backed by the partner records', () => {
  it('reads the claims a text makes', () => {
    expect(claimedNumbers('cards that pay up to 8% cashback and $25', 'en')).toEqual([8, 25]);
    expect(claimedNumbers('entre un 0,1 % y un 8 % de reembolso, 25 $', 'es')).toEqual([0.1, 8, 25]);
    expect(claimedNumbers('Up to $30,050 in rewards; Crypto 101', 'en')).toEqual([30050]);
  });

  it('the home page, its hero and the header claim no rate or amount the promotable partners’ offers do not back', () => {
    const backed = offerNumbers(content.partners);
    for (const lang of CONTENT_LANGUAGES)
      for (const ns of ['home', 'nav'])
        for (const text of strings(localeFile(lang, ns)))
          for (const n of claimedNumbers(text, lang)) expect(backed.has(n), `${lang}/${ns}.json: "${text}" claims ${n}`).toBe(true);
  });

  it('the home page’s card claim would fail if it named a rate no promotable card offers', () => {
    const cards = content.partners.filter((p) => p.type === 'payment_card');
    const backed = offerNumbers(cards);
    const unbacked = Math.max(0, ...backed) + 1;
    expect(claimedNumbers(`cards that pay up to ${unbacked}% cashback`, 'en').every((n) => backed.has(n))).toBe(false);
    // A rate that only a facts-only card's offer carries does not count either.
    const factsOnly = offerNumbers(cards.map((p) => ({ ...p, status: 'active' }) as PartnerFile));
    for (const n of factsOnly) if (!backed.has(n)) expect(claimedNumbers(`up to ${n}%`, 'en').every((x) => backed.has(x))).toBe(false);
  });

  it('every live seed promotion is for a partner the site may promote and claims only numbers its offers carry', () => {
    const seeds = { promotions: loadPromotionSeeds(() => true) };
    const byKey = new Map(content.partners.map((p) => [keyOf(p), p]));
    for (const promo of seeds.promotions.filter((p) => p.active)) {
      const partner = byKey.get(`${promo.partnerType}/${promo.partnerId}`)!;
      expect(promotable(partner), promo.id).toBe(true);
      const backed = offerNumbers([partner]);
      for (const lang of CONTENT_LANGUAGES)
        for (const text of [promo.title[lang] ?? '', promo.discount[lang] ?? ''])
          for (const n of claimedNumbers(text, lang)) expect(backed.has(n), `${promo.id} (${lang}): "${text}" claims ${n}`).toBe(true);
    }
  });
});
