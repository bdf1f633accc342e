import { createHash } from 'node:crypto';
import { COMPARE_KINDS, COMPARE_TYPES, POPULAR_PER_KIND } from '@coinatlas/domain/compare/compare';
import { distinctServices, REC_CATEGORIES, type CandidateWithText } from '@coinatlas/domain/recommendations/catalogue';
import { renderMarkdown } from '../../platform/markdown.js';
import type { ContentDates, PartnerDirectory, PartnerRecord } from '../../platform/module.js';
import { buildCandidates } from './domain/candidates.js';
import { forVisitors, promotable, statusOf } from './domain/eligibility.js';
import { publicLogo, type StoredLogo } from './domain/desk.js';
import { localize } from './domain/localize.js';
import { lastCheckedOf } from './domain/provenance.js';
import { CONTENT_LANGUAGES, PARTNER_TYPES, type Content, type ContentLanguage, type PartnerType } from './domain/schema.js';

/** One answer, serialized once: the JSON text and its (strong) entity tag. */
export type Answer = Readonly<{ body: string; etag: string }>;

export type ContentService = {
  partners(lang: ContentLanguage, type?: PartnerType): Answer;
  partner(type: PartnerType, id: string, lang: ContentLanguage): Answer | undefined;
  review(type: PartnerType, id: string, lang: ContentLanguage): Answer | undefined;
  concepts(lang: ContentLanguage): Answer;
  guide(lang: ContentLanguage): Answer;
  /** The recommendation candidates in catalogue order, texts in one language. */
  recommendations(lang: ContentLanguage): Answer;
  /** How many services and categories the recommendations cover (the same in every language). */
  recommendationSummary(): Answer;
  /** The centralized exchanges whose fee facts we hold, for the fee calculator (no texts: one answer for all languages). */
  fees(): Answer;
  /** The exchanges, cards and apps with availability facts by country (no texts). */
  availability(): Answer;
  /** Every partner's type, id, name and category: enough to find and link it (site search). */
  index(): Answer;
  /** The same records as lookups, for the rest of the server (offered as `app.partners`). */
  directory: PartnerDirectory;
  /** When the concept and guide records were last edited (offered as `app.contentDates`). */
  dates: ContentDates;
};

/** The latest of some YYYY-MM-DD dates (they sort as text), or undefined for none. */
const latest = (dates: readonly string[]): string | undefined => (dates.length ? dates.reduce((a, b) => (b > a ? b : a)) : undefined);

const answer = (value: unknown): Answer => {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
};

type LocalizedConcept = { text: { sections: Record<string, { title: string; content: string }> } };

/** A concept in one language as the API answers it: each section's Markdown rendered to HTML once, here. */
const renderConcept = (concept: LocalizedConcept) => ({
  ...concept,
  text: {
    ...concept.text,
    sections: Object.fromEntries(
      Object.entries(concept.text.sections).map(([id, { title, content }]) => [id, { title, html: renderMarkdown(content) }]),
    ),
  },
});

/**
 * Builds every answer of the content API once, for every language, from the validated content (and the
 * partners' uploaded logos, by `type/id`): requests only look answers up. The content module builds a new
 * service when the partner records change (see live-content.ts).
 */
export function createContentService(content: Content, extras: { logos?: ReadonlyMap<string, StoredLogo> } = {}): ContentService {
  const key = (type: string, id: string) => `${type}/${id}`;
  const logoOf = (type: string, id: string) => {
    const logo = extras.logos?.get(key(type, id));
    return logo ? publicLogo(logo) : null;
  };
  const reviewed = new Map(content.reviews.map((r) => [key(r.partner.type, r.partner.id), r.lastUpdated]));
  const partnerByKey = new Map(content.partners.map((p) => [key(p.type, p.id), p]));

  // Where a partner's written review lives: its own, else that of the same company listed in another
  // section under the same id and name (3Commas is a trading bot and a tool, reviewed once as a tool).
  const reviewTypeOf = (p: { type: PartnerType; id: string; name: string }): PartnerType | null =>
    reviewed.has(key(p.type, p.id))
      ? p.type
      : (content.partners.find((o) => o.id === p.id && o.name === p.name && reviewed.has(key(o.type, o.id)))?.type ?? null);

  // The partners each one has a popular comparison with (every pair among the first promotable partners of
  // its kind in directory order, the pairs the sitemap lists): its own page links those comparisons.
  const popular = new Map(
    COMPARE_KINDS.map((kind) => {
      const type = COMPARE_TYPES[kind];
      return [type, content.partners.filter((p) => p.type === type && promotable(p)).slice(0, POPULAR_PER_KIND)] as const;
    }),
  );
  const comparedWith = (p: { type: PartnerType; id: string }) => {
    const top = popular.get(p.type) ?? [];
    return top.some((o) => o.id === p.id) ? top.filter((o) => o.id !== p.id).map((o) => ({ id: o.id, name: o.name })) : [];
  };

  const lists = new Map<string, Answer>();
  const details = new Map<string, Answer>();
  const reviews = new Map<string, Answer>();
  const concepts = new Map<ContentLanguage, Answer>();
  const guide = new Map<ContentLanguage, Answer>();
  const candidates = new Map<ContentLanguage, readonly CandidateWithText[]>();
  const recommendations = new Map<ContentLanguage, Answer>();

  for (const lang of CONTENT_LANGUAGES) {
    const list = buildCandidates(content.partners, lang);
    candidates.set(lang, list);
    recommendations.set(lang, answer({ candidates: list }));
    // What visitors see of a partner goes through forVisitors: its status decides whether offers show.
    const localized = content.partners.map((p) => ({
      ...(localize(forVisitors(p), lang) as object),
      lastChecked: lastCheckedOf(p),
      hasReview: reviewed.has(key(p.type, p.id)),
      reviewType: reviewTypeOf(p),
      promotable: promotable(p),
      logo: logoOf(p.type, p.id),
    }));
    lists.set(`${lang}/*`, answer({ partners: localized }));
    for (const type of PARTNER_TYPES)
      lists.set(`${lang}/${type}`, answer({ partners: localized.filter((_, i) => content.partners[i]!.type === type) }));
    content.partners.forEach((p, i) =>
      details.set(`${lang}/${key(p.type, p.id)}`, answer({ ...localized[i], comparedWith: comparedWith(p) })),
    );
    for (const r of content.reviews) reviews.set(`${lang}/${key(r.partner.type, r.partner.id)}`, answer(localize(r, lang)));
    concepts.set(
      lang,
      answer({
        concepts: content.concepts.map((c) => renderConcept(localize(c, lang) as LocalizedConcept)),
        faq: localize(content.faq, lang),
      }),
    );
    guide.set(
      lang,
      answer({
        entries: content.guide.map((g) => {
          const p = partnerByKey.get(key(g.partner.type, g.partner.id))!;
          return { ...(localize(g, lang) as object), name: p.name, officialUrl: p.officialUrl };
        }),
      }),
    );
  }

  const visible = content.partners.map(forVisitors);
  const exchanges = visible.filter((p) => p.type === 'exchange' && p.category === 'centralized');
  const withFees = exchanges.flatMap((p) =>
    p.type === 'exchange' && p.fees ? [{ id: p.id, name: p.name, officialUrl: p.officialUrl, fees: p.fees }] : [],
  );
  const fees = answer({ exchanges: withFees, withoutFees: exchanges.length - withFees.length });
  const availability = answer({
    partners: visible.flatMap((p) =>
      'availability' in p && p.availability?.length ? [{ type: p.type, id: p.id, name: p.name, availability: p.availability }] : [],
    ),
  });
  const index = answer({
    partners: content.partners.map((p) => ({
      type: p.type,
      id: p.id,
      name: p.name,
      officialUrl: p.officialUrl,
      category: 'category' in p && typeof p.category === 'string' ? p.category : null,
    })),
  });
  const summary = answer({ services: distinctServices(candidates.get('en')!), categories: REC_CATEGORIES.length });
  const all: readonly PartnerRecord[] = content.partners.map((p) => ({
    type: p.type,
    id: p.id,
    name: p.name,
    officialUrl: p.officialUrl,
    updated: p.updated,
    lastChecked: lastCheckedOf(p),
    status: statusOf(p),
    promotable: promotable(p),
    ...('availability' in p && p.availability?.length ? { availability: p.availability } : {}),
    ...(p.type === 'exchange' && p.ccxtId ? { ccxtId: p.ccxtId } : {}),
    ...(p.type === 'exchange' && p.fees ? { fees: p.fees } : {}),
  }));
  const byKey = new Map(all.map((p) => [key(p.type, p.id), p]));

  return {
    directory: {
      all,
      find: (type, id) => byKey.get(key(type, id)),
      hasReview: (type, id) => reviewed.has(key(type, id)),
      reviewUpdated: (type, id) => reviewed.get(key(type, id)),
      candidates: (lang) => candidates.get(lang)!,
    },
    dates: {
      concepts: latest(content.concepts.map((c) => c.updated)),
      guide: latest(content.guide.map((g) => g.updated)),
    },
    index: () => index,
    recommendationSummary: () => summary,
    fees: () => fees,
    availability: () => availability,
    recommendations: (lang) => recommendations.get(lang)!,
    partners: (lang, type) => lists.get(`${lang}/${type ?? '*'}`)!,
    partner: (type, id, lang) => details.get(`${lang}/${key(type, id)}`),
    review: (type, id, lang) => reviews.get(`${lang}/${key(type, id)}`),
    concepts: (lang) => concepts.get(lang)!,
    guide: (lang) => guide.get(lang)!,
  };
}
