import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { partnerPages, type PartnerRef } from '@coinatlas/domain/partners/pages';
import { isPromotable, type PartnerStatus, type PartnerType } from '@coinatlas/domain/partners/partner';
import { pageFactScore, type PageRecord } from '@coinatlas/domain/partners/thin-page';
import { createI18nNow } from '@/i18n/create-i18n';
import { LANGUAGE_CODES, type LanguageCode } from '@/i18n/languages';
import type { TFunction } from '@/i18n/translator';
import { DESCRIPTION_MAX, factSentence, partnerDescription, type DescribedRecord } from './partner-description';

/**
 * Descriptions written from each record's own facts (issue 37: forty exchange pages shared one sentence with
 * the name swapped), over the real records (backend/content, read as files) in the four languages.
 */
const root = join(import.meta.dirname, '../../../../..');
const NAMESPACES = ['partner', 'exchanges', 'wallets', 'apps', 'cards', 'bots', 'tools', 'common'];
const tOf = (lang: LanguageCode): TFunction => {
  const resources = {
    [lang]: Object.fromEntries(
      NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(join(root, 'frontend/src/i18n/locales', lang, `${ns}.json`), 'utf8')) as object]),
    ),
  };
  return createI18nNow(lang, resources).getFixedT(lang, 'partner') as unknown as TFunction;
};

type RawRecord = DescribedRecord & { id: string; officialUrl: string; status?: PartnerStatus; text?: Record<LanguageCode, unknown> };
const dir = join(root, 'backend/content/partners');
const records: RawRecord[] = readdirSync(dir).flatMap((kind) =>
  readdirSync(join(dir, kind)).map((f) => JSON.parse(readFileSync(join(dir, kind, f), 'utf8')) as RawRecord),
);
const reviewDir = join(root, 'backend/content/reviews');
const reviewed = new Set(
  readdirSync(reviewDir).flatMap((kind) =>
    readdirSync(join(reviewDir, kind)).map((f) => {
      const r = JSON.parse(readFileSync(join(reviewDir, kind, f), 'utf8')) as { partner: PartnerRef };
      return `${r.partner.type}/${r.partner.id}`;
    }),
  ),
);
const key = (r: PartnerRef) => `${r.type}/${r.id}`;
const pageOf = partnerPages(records.map((r) => ({ ...r, hasReview: reviewed.has(key(r)) })));
const inLanguage = (r: RawRecord, lang: LanguageCode): DescribedRecord => ({ ...r, text: r.text?.[lang] });

describe('partner page descriptions', () => {
  it('are each page’s own, in every language: no two indexable pages say the same with the name swapped', () => {
    for (const lang of LANGUAGE_CODES) {
      const t = tOf(lang);
      const seen = new Map<string, string>();
      let pages = 0;
      for (const r of records) {
        const of = pageOf.get(key(r))!;
        if (of.section) continue;
        const roles = of.roles.map((x) => records.find((o) => key(o) === key(x))!);
        const shown = [r, ...roles].map((x) => inLanguage(x, lang));
        const score = pageFactScore(shown as PageRecord[], reviewed.has(key(r)));
        if (score.thin || !(isPromotable(r.status ?? 'active') || reviewed.has(key(r)))) continue;
        pages++;
        const description = partnerDescription(t, lang, shown[0]!, shown.slice(1));
        expect(description.length, `${lang} ${key(r)}: ${description}`).toBeLessThanOrEqual(DESCRIPTION_MAX);
        expect(description.length, `${lang} ${key(r)}: ${description}`).toBeGreaterThanOrEqual(50);
        expect(description, `${lang} ${key(r)}`).not.toMatch(/\{\{|\}\}|undefined|NaN/);
        const nameless = description.split(r.name).join('{name}');
        expect(seen.get(nameless), `${lang} ${key(r)} says what ${seen.get(nameless)} says: ${description}`).toBeUndefined();
        seen.set(nameless, key(r));
      }
      expect(pages).toBeGreaterThan(80);
    }
  });

  it('name the kind and the facts a visitor asks about first, in the page’s language', () => {
    const en = tOf('en');
    const kraken = inLanguage(
      records.find((r) => key(r) === 'exchange/kraken')!,
      'en',
    );
    const sentence = factSentence(en, 'en', kraken);
    expect(sentence).toMatch(/^Kraken: centralized exchange; spot fees from 0\.4%; deposits by SEPA transfer or SEPA Instant/);
    expect(sentence.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    const de = factSentence(
      tOf('de'),
      'de',
      inLanguage(
        records.find((r) => key(r) === 'exchange/kraken')!,
        'de',
      ),
    );
    expect(de).toMatch(/^Kraken: zentralisierte Börse; Spot-Gebühren ab 0,4\s%; Einzahlung per SEPA-Überweisung/u);
    // a role the page shows is named too
    const binance = (type: PartnerType) =>
      inLanguage(
        records.find((r) => key(r) === `${type}/binance`)!,
        'es',
      );
    expect(factSentence(tOf('es'), 'es', binance('exchange'), [binance('app')])).toMatch(
      /^Binance: exchange centralizado, también app; comisiones spot desde 0,1\s%/u,
    );
  });
});
