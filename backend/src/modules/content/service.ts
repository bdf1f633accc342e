import { createHash } from 'node:crypto';
import { COMPARE_KINDS, COMPARE_TYPES, POPULAR_PER_KIND } from '@coinatlas/domain/compare/compare';
import { distinctServices, REC_CATEGORIES, type CandidateWithText } from '@coinatlas/domain/recommendations/catalogue';
import { partnerPageIndexable, partnerPages, type PartnerRef } from '@coinatlas/domain/partners/pages';
import { pageFactScore, type PageFactScore, type PageRecord } from '@coinatlas/domain/partners/thin-page';
import { renderMarkdown } from '../../platform/markdown.js';
import type { ContentDates, PartnerDirectory, PartnerRecord } from './contract.js';
import { buildCandidates } from './domain/candidates.js';
import { forVisitors, promotable, statusOf } from './domain/eligibility.js';
import { publicLogo, type StoredLogo } from './domain/desk.js';
import { localize } from './domain/localize.js';
import { lastCheckedOf } from './domain/provenance.js';
import { CONTENT_LANGUAGES, PARTNER_TYPES, type Content, type ContentLanguage, type PartnerType } from './domain/schema.js';

/** One answer, serialized once: the JSON text and its (strong) entity tag. */
export type Answer = Readonly<{ body: string; etag: string }>;

/**
 * Where a record is shown (one provider, one page: see partnerPages): its own page, or a section of its
 * provider's page (`section`, and the site answers its address with a permanent redirect there). For a
 * page's own record: the other roles it shows, whether it is worth indexing (promoted or reviewed, and not
 * thin), its fact score, and its date (the latest edit of any record it shows, or its review's).
 */
export type PartnerPageInfo = Readonly<{
  page: PartnerRef;
  section?: string;
  roles: readonly PartnerRef[];
  indexable: boolean;
  score: PageFactScore;
  updated: string;
}>;

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
  /** Where a record is shown and, for a page's own record, whether the page is indexable (undefined: no such record). */
  partnerPage(type: PartnerType, id: string): PartnerPageInfo | undefined;
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

  // One provider, one page: the records of a provider listed in several sections share the page of the one
  // with the review (else of the first kind of PAGE_KIND_ORDER); the others are its sections.
  const pageOf = partnerPages(
    content.partners.map((p) => ({
      type: p.type,
      id: p.id,
      name: p.name,
      officialUrl: p.officialUrl,
      hasReview: reviewed.has(key(p.type, p.id)),
    })),
  );
  const recordOf = (r: PartnerRef) => partnerByKey.get(key(r.type, r.id))!;
  // The score reads the texts of one language: every language has the same fields (the validator checks it).
  const scored = (p: (typeof content.partners)[number]): PageRecord => ({
    ...p,
    text: 'text' in p ? (p.text as { en: Record<string, unknown> }).en : null,
  });
  const pageInfo = new Map<string, PartnerPageInfo>();
  for (const p of content.partners) {
    const of = pageOf.get(key(p.type, p.id))!;
    if (of.section) continue;
    const shown = [p, ...of.roles.map(recordOf)];
    const hasReview = reviewed.has(key(p.type, p.id));
    const score = pageFactScore(shown.map(scored), hasReview);
    pageInfo.set(key(p.type, p.id), {
      ...of,
      indexable: partnerPageIndexable({ promotable: promotable(p), hasReview, thin: score.thin }),
      score,
      updated: latest([...shown.map((r) => r.updated), ...(hasReview ? [reviewed.get(key(p.type, p.id))!] : [])])!,
    });
  }
  const partnerPage = (type: PartnerType, id: string): PartnerPageInfo | undefined => {
    const of = pageOf.get(key(type, id));
    if (!of) return undefined;
    const page = pageInfo.get(key(of.page.type, of.page.id))!;
    return of.section ? { ...page, page: of.page, section: of.section, roles: [] } : page;
  };
  /** The page a record is a section of (`{ type, id, section }`), for links that should land there; null for a page's own record. */
  const shownOn = (p: { type: PartnerType; id: string }) => {
    const of = pageOf.get(key(p.type, p.id))!;
    return of.section ? { ...of.page, section: of.section } : null;
  };

  // Where a partner's written review lives: its own, else that of its provider's page (3Commas is a trading
  // bot and a tool, reviewed once as a tool: the tool's page shows the bot as a section).
  const reviewTypeOf = (p: { type: PartnerType; id: string }): PartnerType | null => {
    if (reviewed.has(key(p.type, p.id))) return p.type;
    const { page } = pageOf.get(key(p.type, p.id))!;
    return reviewed.has(key(page.type, page.id)) ? page.type : null;
  };

  // Alternatives: each kind's records whose page is indexable (their own, or their provider's page that shows
  // them as a section) in one ring, ordered by category, then rating (best first), then the editors' order. A
  // page's alternatives are its nearest neighbours on its kind's ring, so neighbours link each other and every
  // indexable page is linked from the pages around it, not from its directory alone. The answer names up to
  // ALTERNATIVE_CANDIDATES, nearest first: the page shows the first four, or, for a visitor who confirmed a
  // country, the first four not recorded as unavailable there.
  type Record_ = (typeof content.partners)[number];
  const ALTERNATIVE_CANDIDATES = 8;
  const categoryOf = (p: Record_) => ('category' in p && typeof p.category === 'string' ? p.category : '');
  const ringOrder = (a: Record_, b: Record_) =>
    categoryOf(a).localeCompare(categoryOf(b)) ||
    (b.rating?.overall ?? 0) - (a.rating?.overall ?? 0) ||
    a.order - b.order ||
    a.id.localeCompare(b.id);
  const pageKey = (p: Record_) => {
    const { page } = pageOf.get(key(p.type, p.id))!;
    return key(page.type, page.id);
  };
  const rings = new Map(
    PARTNER_TYPES.map((type) => [
      type,
      content.partners.filter((p) => p.type === type && pageInfo.get(pageKey(p))!.indexable).sort(ringOrder),
    ]),
  );
  const alternatives = new Map<string, ReturnType<typeof nearest>>();
  const alternativesOf = (p: Record_) => {
    let list = alternatives.get(key(p.type, p.id));
    if (!list) alternatives.set(key(p.type, p.id), (list = nearest(p)));
    return list;
  };
  function nearest(p: Record_) {
    // never the page itself (a provider's page holds several records of its kinds' rings)
    const ring = (rings.get(p.type) ?? []).filter((o) => pageKey(o) !== pageKey(p));
    if (ring.length === 0) return [];
    // where the record sits on its kind's ring (a record off the ring, e.g. of a thin page, where it would sit)
    const at = ring.findIndex((o) => ringOrder(p, o) < 0);
    const after = at === -1 ? 0 : at;
    const picked: Record_[] = [];
    for (let d = 0; picked.length < Math.min(ALTERNATIVE_CANDIDATES, ring.length); d++) {
      for (const i of [after + d, after - 1 - d]) {
        const o = ring[((i % ring.length) + ring.length) % ring.length]!;
        if (!picked.includes(o) && picked.length < ALTERNATIVE_CANDIDATES) picked.push(o);
      }
    }
    return picked.map((o) => ({
      type: o.type,
      id: o.id,
      name: o.name,
      category: categoryOf(o) || null,
      logo: logoOf(o.type, o.id),
      ...(shownOn(o) ? { page: shownOn(o) } : {}),
    }));
  }

  // The comparisons a page links: for its own record and each role of a kind with comparison pages, the popular
  // pairs it is in (every pair among the first promotable partners of its kind in directory order, the pairs
  // the sitemap lists); a record in none is compared with its nearest alternatives instead.
  const COMPARED_WITH_NEAREST = 3;
  const popular = new Map(
    COMPARE_KINDS.map((kind) => {
      const type = COMPARE_TYPES[kind];
      return [type, content.partners.filter((p) => p.type === type && promotable(p)).slice(0, POPULAR_PER_KIND)] as const;
    }),
  );
  const comparedWith = (p: (typeof content.partners)[number]) => {
    const of = pageOf.get(key(p.type, p.id))!;
    if (of.section) return [];
    return [p, ...of.roles.map(recordOf)].flatMap((r) => {
      const top = popular.get(r.type);
      if (!top) return [];
      const others = top.some((o) => o.id === r.id) ? top.filter((o) => o.id !== r.id) : alternativesOf(r).slice(0, COMPARED_WITH_NEAREST);
      return others.map((o) => ({ id: o.id, name: o.name, type: r.type, self: r.id }));
    });
  };

  const lists = new Map<string, Answer>();
  const details = new Map<string, Answer>();
  const reviews = new Map<string, Answer>();
  const concepts = new Map<ContentLanguage, Answer>();
  const guide = new Map<ContentLanguage, Answer>();
  const candidates = new Map<ContentLanguage, readonly CandidateWithText[]>();
  const recommendations = new Map<ContentLanguage, Answer>();

  for (const lang of CONTENT_LANGUAGES) {
    const list = buildCandidates(content.partners, lang, shownOn);
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
      // a record shown as a section of its provider's page: links land there
      ...(shownOn(p) ? { page: shownOn(p) } : {}),
    }));
    lists.set(`${lang}/*`, answer({ partners: localized }));
    for (const type of PARTNER_TYPES)
      lists.set(`${lang}/${type}`, answer({ partners: localized.filter((_, i) => content.partners[i]!.type === type) }));
    content.partners.forEach((p, i) =>
      details.set(
        `${lang}/${key(p.type, p.id)}`,
        answer({
          ...localized[i],
          comparedWith: comparedWith(p),
          roles: pageOf.get(key(p.type, p.id))!.roles,
          alternatives: alternativesOf(p),
        }),
      ),
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
    ...(p.type === 'exchange' && p.marketId ? { marketId: p.marketId } : {}),
    ...(p.type === 'exchange' && p.fees ? { fees: p.fees } : {}),
    ...(p.type === 'exchange' && 'paymentMethods' in p && p.paymentMethods?.length ? { paymentMethods: p.paymentMethods } : {}),
    ...(p.type === 'exchange' ? { category: p.category } : {}),
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
    partnerPage,
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
