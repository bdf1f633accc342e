import { readFileSync } from 'node:fs';
import { partnerPageHref, partnerPages } from '@coinatlas/domain/partners/pages';
import type { Provenance } from '@coinatlas/domain/provenance/provenance';
import { loadContent } from '../../backend/src/modules/content/adapters/fs-content.js';
import { localize } from '../../backend/src/modules/content/domain/localize.js';
import type { ContentLanguage, PartnerType } from '../../backend/src/modules/content/domain/schema.js';
import type { components, operations } from '../../frontend/src/lib/api/schema.js';

/**
 * The editorial content (backend/content) as the browser tests expect to see it: tests compute what a
 * page must show from these records, so an editor who changes a record does not break a test, while a
 * page that shows something else than its record still does.
 */
export const content = loadContent();

/**
 * A record in one language is what the content API answers, so the types of its answers (generated from
 * the OpenAPI document) describe the localized records; the list's `hasReview` is not part of a record.
 */
export type PartnerOf<T extends PartnerType> = Omit<Extract<components['schemas']['ContentPartner'], { type: T }>, 'hasReview'>;
export type ReviewRecord = operations['getContentReview']['responses'][200]['content']['application/json'];

/** The partners of one type in catalogue order, texts in `lang`. */
export function partnersOf<T extends PartnerType>(type: T, lang: ContentLanguage = 'en'): PartnerOf<T>[] {
  return content.partners.filter((p) => p.type === type).map((p) => localize(p, lang) as PartnerOf<T>);
}

/** One partner, texts in `lang`; a missing record fails the test with its name instead of passing vacuously. */
export function partnerOf<T extends PartnerType>(type: T, id: string, lang: ContentLanguage = 'en'): PartnerOf<T> {
  const found = partnersOf(type, lang).find((p) => p.id === id);
  if (!found) throw new Error(`The test's example ${type} '${id}' is not in backend/content: pick another record`);
  return found;
}

/** Whether a partner has a review record. */
export const hasReview = (type: PartnerType, id: string): boolean =>
  content.reviews.some((r) => r.partner.type === type && r.partner.id === id);

/** Every record's page: its own, or a section of its provider's page (one provider, one page). */
export const PARTNER_PAGES = partnerPages(
  content.partners.map((p) => ({ type: p.type, id: p.id, name: p.name, officialUrl: p.officialUrl, hasReview: hasReview(p.type, p.id) })),
);

/** Whether a record has a page of its own (a provider's other roles are sections of its page, their URLs 301). */
export const hasOwnPage = (type: PartnerType, id: string): boolean => !PARTNER_PAGES.get(`${type}/${id}`)?.section;

/** The language-free address a link to a record uses: its own page, or its provider's page at the role's section. */
export function pageHrefOf(type: PartnerType, id: string): string {
  const of = PARTNER_PAGES.get(`${type}/${id}`);
  if (!of) throw new Error(`The test's example ${type} '${id}' is not in backend/content: pick another record`);
  return partnerPageHref({ type, id, page: { ...of.page, section: of.section } });
}

/** A partner's review, texts in `lang`; a missing record fails the test with its name. */
export function reviewOf(type: PartnerType, id: string, lang: ContentLanguage = 'en'): ReviewRecord {
  const found = content.reviews.find((r) => r.partner.type === type && r.partner.id === id);
  if (!found) throw new Error(`The test's example review of ${type} '${id}' is not in backend/content: pick another record`);
  return localize(found, lang) as ReviewRecord;
}

type FactValue =
  { kind: 'percent'; value: number } | { kind: 'money'; value: number; currency: string } | { kind: 'number'; value: number };
const locale = (lang: string) => (lang === 'en' ? 'en-US' : lang);

/** A value as a reader of `lang` sees it: '10%', '$25', '$30,050', '€10'. */
export function formatValue(v: FactValue, lang: ContentLanguage = 'en'): string {
  if (v.kind === 'percent')
    return new Intl.NumberFormat(locale(lang), { style: 'percent', maximumFractionDigits: 2 }).format(v.value / 100);
  if (v.kind === 'money')
    return new Intl.NumberFormat(locale(lang), {
      style: 'currency',
      currency: v.currency,
      minimumFractionDigits: Number.isInteger(v.value) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(v.value);
  return new Intl.NumberFormat(locale(lang)).format(v.value);
}

/** An offer or fact sentence (already in `lang`) with its `{{name}}` placeholders filled by its values. */
export function filled(item: { text: string; values: Record<string, FactValue> }, lang: ContentLanguage = 'en'): string {
  return item.text.replace(/\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g, (whole, name: string) => {
    const v = item.values[name];
    return v ? formatValue(v, lang) : whole;
  });
}

/** A rating to one decimal, as the pages show it ('4.2'). */
export const formatRating = (value: number, lang: ContentLanguage = 'en'): string =>
  new Intl.NumberFormat(locale(lang), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** An ISO date as the pages write it in `lang`: 'November 22, 2026' in English. */
export const formatLongDate = (iso: string, lang: ContentLanguage = 'en'): string =>
  new Intl.DateTimeFormat(locale(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** The latest `updated` (edit day) of some records: the date a catalogue page's "Last updated" line shows. */
export const latestUpdated = (records: readonly { updated: string }[]): string =>
  records.map((r) => r.updated).reduce((a, b) => (b > a ? b : a));

const commonTexts = (lang: ContentLanguage) =>
  JSON.parse(readFileSync(new URL(`../../frontend/src/i18n/locales/${lang}/common.json`, import.meta.url), 'utf8')) as {
    provenance: Record<string, string>;
    checkedOn: string;
  };
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

/**
 * A provenance note as the pages write it in `lang` (the shared ProvenanceNote): "From our catalogue, not yet
 * checked", "Checked <date> · source", "From <feed>, version <v>, fetched <date> · source".
 */
export function provenanceText(p: Provenance, lang: ContentLanguage = 'en'): string {
  const t = commonTexts(lang).provenance;
  if (p.kind === 'catalogue') return t.catalogue!;
  if (p.kind === 'checked') return `${fill(t.checked!, { date: formatLongDate(p.checked, lang) })} · ${t.source}`;
  const parts = [fill(t.feed!, { feed: p.feed })];
  if (p.version) parts.push(fill(t.feedVersion!, { version: p.version }));
  if (p.fetchedAt) parts.push(fill(t.feedFetched!, { date: formatLongDate(p.fetchedAt.slice(0, 10), lang) }));
  return parts.join(', ') + (p.source ? ` · ${t.source}` : '');
}

/** A record's line under its facts: "Facts checked <date>" after an editor's check, else the catalogue note. */
export function checkedLineText(lastChecked: string | null, lang: ContentLanguage = 'en'): string {
  const t = commonTexts(lang);
  return lastChecked ? fill(t.checkedOn, { date: formatLongDate(lastChecked, lang) }) : t.provenance.catalogue!;
}

type ConceptAnswer = components['schemas']['ContentConcept'];
/** A concept as its file has it, in one language: section texts are Markdown (`content`); the API sends them rendered (`html`). */
export type ConceptRecord = Omit<ConceptAnswer, 'text'> & {
  text: Omit<ConceptAnswer['text'], 'sections'> & { sections: Record<string, { title: string; content: string }> };
};
export type FaqRecord = components['schemas']['ContentFaq'];
export type GuideRecord = Omit<components['schemas']['ContentGuideEntry'], 'name' | 'officialUrl'>;

/** The concept explainers in page order, texts in `lang`. */
export const conceptsIn = (lang: ContentLanguage = 'en'): ConceptRecord[] =>
  content.concepts.map((c) => localize(c, lang) as ConceptRecord);
/** The FAQ questions in page order, texts in `lang`. */
export const faqIn = (lang: ContentLanguage = 'en'): FaqRecord[] => content.faq.map((f) => localize(f, lang) as FaqRecord);
/** The analysis guide's entries in page order, texts in `lang`, each with the name of its partner. */
export const guideIn = (lang: ContentLanguage = 'en'): (GuideRecord & { name: string })[] =>
  content.guide.map((g) => {
    const partner = content.partners.find((p) => p.type === g.partner.type && p.id === g.partner.id)!;
    return { ...(localize(g, lang) as GuideRecord), name: partner.name };
  });
