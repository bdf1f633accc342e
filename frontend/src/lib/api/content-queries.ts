import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@/i18n/languages';
import type { PageLoaderContext } from '@/lib/page-module';
import { pageCount, pageOf } from '@/lib/listing-pages';
import { listingPage } from '@coinatlas/domain/routes/manifest';
import { splitLanguage } from '@coinatlas/domain/routes/localized';
import { api, unwrap } from './client';
import { NOT_EMBEDDED } from './query-client';
import type { components, operations } from './schema';

type S = components['schemas'];
export type ContentPartner = S['ContentPartner'];
/** The partner record of one type (the union member whose `type` is T). */
export type ContentPartnerOf<T extends PartnerType> = Extract<ContentPartner, { type: T }>;
export type ContentReview = operations['getContentReview']['responses'][200]['content']['application/json'];
export type ContentConcept = S['ContentConcept'];
export type ContentFaq = S['ContentFaq'];
export type ContentGuideEntry = S['ContentGuideEntry'];
export type ContentOffer = S['ContentOffer'];
export type ContentFactNote = S['ContentFactNote'];

/** The content language of the reader's language ('pt-BR' reads 'pt'); anything else reads English. */
export function contentLanguage(language: string | undefined): LanguageCode {
  const base = language?.toLowerCase().split('-')[0];
  return LANGUAGE_CODES.find((l) => l === base) ?? FALLBACK_LANGUAGE;
}

/**
 * Query keys of the editorial content (partners, reviews, concepts, guide). Every key starts with
 * `contentKeys.all` and carries the language, since every answer holds one language's texts.
 */
export const contentKeys = {
  all: ['content'] as const,
  partnerLists: () => [...contentKeys.all, 'partners'] as const,
  partners: <T extends PartnerType>(type: T, lang: LanguageCode) => [...contentKeys.partnerLists(), { type, lang }] as const,
  partnerDetails: () => [...contentKeys.all, 'partner'] as const,
  partner: (type: PartnerType, id: string, lang: LanguageCode) => [...contentKeys.partnerDetails(), { type, id, lang }] as const,
  reviews: () => [...contentKeys.all, 'review'] as const,
  review: (type: PartnerType, id: string, lang: LanguageCode) => [...contentKeys.reviews(), { type, id, lang }] as const,
  concepts: (lang: LanguageCode) => [...contentKeys.all, 'concepts', { lang }] as const,
  guide: (lang: LanguageCode) => [...contentKeys.all, 'guide', { lang }] as const,
};

/** Content only changes with a deploy; the server lets caches keep it five minutes too. */
export const CONTENT_STALE_MS = 5 * 60_000;

/**
 * What a list of offers needs of a partner (the coupon page): its name, whether we may promote it, and its public
 * offers (none for a partner we do not promote). A few hundred bytes per partner instead of the whole record:
 * the page embeds it for the browser to start from.
 */
export type PartnerOffers = Pick<ContentPartner, 'type' | 'id' | 'name' | 'promotable' | 'page'> & { offers: ContentOffer[] };

export const contentQueries = {
  /** The listed partners of one type, in directory order. */
  partners: <T extends PartnerType>(type: T, lang: LanguageCode) =>
    queryOptions({
      queryKey: contentKeys.partners(type, lang),
      queryFn: async () => {
        const { partners } = await unwrap(api.GET('/api/content/partners', { params: { query: { type, lang } } }));
        return partners.filter((p): p is ContentPartnerOf<T> => p.type === type);
      },
      staleTime: CONTENT_STALE_MS,
    }),
  /** The listed partners of one type as an offer list needs them (see PartnerOffers), in directory order. */
  partnerOffers: (type: PartnerType, lang: LanguageCode) =>
    queryOptions({
      queryKey: [...contentKeys.partners(type, lang), 'offers'] as const,
      queryFn: async (): Promise<PartnerOffers[]> => {
        const { partners } = await unwrap(api.GET('/api/content/partners', { params: { query: { type, lang } } }));
        return partners
          .filter((p) => p.type === type)
          .map((p) => ({
            type: p.type,
            id: p.id,
            name: p.name,
            promotable: p.promotable,
            // a record shown on its provider's page is linked there (its own address redirects)
            ...(p.page ? { page: p.page } : {}),
            offers: p.promotable ? (p.offers ?? []) : [],
          }));
      },
      staleTime: CONTENT_STALE_MS,
    }),
  partner: <T extends PartnerType>(type: T, id: string, lang: LanguageCode) =>
    queryOptions({
      queryKey: contentKeys.partner(type, id, lang),
      queryFn: async () =>
        (await unwrap(
          api.GET('/api/content/partners/{type}/{id}', { params: { path: { type, id }, query: { lang } } }),
        )) as ContentPartnerOf<T>,
      staleTime: CONTENT_STALE_MS,
    }),
  review: (type: PartnerType, id: string, lang: LanguageCode) =>
    queryOptions({
      queryKey: contentKeys.review(type, id, lang),
      queryFn: () => unwrap(api.GET('/api/content/reviews/{type}/{id}', { params: { path: { type, id }, query: { lang } } })),
      staleTime: CONTENT_STALE_MS,
    }),
  concepts: (lang: LanguageCode) =>
    queryOptions({
      queryKey: contentKeys.concepts(lang),
      queryFn: () => unwrap(api.GET('/api/content/concepts', { params: { query: { lang } } })),
      staleTime: CONTENT_STALE_MS,
    }),
  guide: (lang: LanguageCode) =>
    queryOptions({
      queryKey: contentKeys.guide(lang),
      queryFn: () => unwrap(api.GET('/api/content/guide', { params: { query: { lang } } })),
      staleTime: CONTENT_STALE_MS,
    }),
};

/**
 * A projection of the listed partners of one type (`map` of each record, in directory order), cached under a
 * key of its own (`name`) so no page gets partial records under the full list's key. With `embed: false` the
 * server renders with it but leaves it out of the page's boot data (see NOT_EMBEDDED).
 */
export const partnerProjection = <T extends PartnerType, R>(
  type: T,
  lang: LanguageCode,
  name: string,
  map: (record: ContentPartnerOf<T>) => R,
  { embed = true }: { embed?: boolean } = {},
) =>
  queryOptions({
    queryKey: [...contentKeys.partners(type, lang), name] as const,
    queryFn: async (): Promise<R[]> => {
      const { partners } = await unwrap(api.GET('/api/content/partners', { params: { query: { type, lang } } }));
      return partners.filter((p): p is ContentPartnerOf<T> => p.type === type).map(map);
    },
    staleTime: CONTENT_STALE_MS,
    ...(embed ? {} : { meta: NOT_EMBEDDED }),
  });

/**
 * What a directory page embeds of the records of one type: the records of its page only (the server renders
 * one page at a time) and a small index of every record, for its counts, its date, the popular comparisons
 * and the compare tray.
 */
export type PartnerPage<T extends PartnerType> = {
  /** the records on this page, in directory order */
  records: ContentPartnerOf<T>[];
  /** how many pages the records in scope fill */
  pages: number;
  /** every listed record of the type, in directory order */
  index: PartnerIndexEntry[];
};
export type PartnerIndexEntry = { id: string; name: string; promotable: boolean; updated: string; category?: string };

/** Page `page` of the listed partners of one type, of those in `scope` (a category) when given; see PartnerPage. */
export const partnerPageQuery = <T extends PartnerType>(type: T, lang: LanguageCode, page: number, scope?: string) =>
  queryOptions({
    queryKey: [...contentKeys.partners(type, lang), 'page', { scope: scope ?? 'all', page }] as const,
    queryFn: async (): Promise<PartnerPage<T>> => {
      const { partners } = await unwrap(api.GET('/api/content/partners', { params: { query: { type, lang } } }));
      const listed = partners.filter((p): p is ContentPartnerOf<T> => p.type === type);
      const inScope = scope === undefined ? listed : listed.filter((p) => 'category' in p && p.category === scope);
      return {
        records: pageOf(inScope, page).items,
        pages: pageCount(inScope.length),
        index: listed.map((p) => ({
          id: p.id,
          name: p.name,
          promotable: p.promotable,
          updated: p.updated,
          ...('category' in p ? { category: p.category } : {}),
        })),
      };
    },
    staleTime: CONTENT_STALE_MS,
  });

/** The reader's content language, following language switches. */
export function useContentLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  return contentLanguage(i18n.language);
}

/** The listed partners of one type in the reader's language. */
export function useContentPartners<T extends PartnerType>(type: T) {
  return useQuery(contentQueries.partners(type, useContentLanguage()));
}

/**
 * The latest day any of the records was edited (`updated`; ISO dates compare as strings), or undefined for
 * none. A directory's "Last updated" says this: when its content last changed, not when anything was checked.
 */
export function latestUpdated(records: readonly { updated: string }[] | undefined): string | undefined {
  return records?.reduce<string | undefined>((max, r) => (max === undefined || r.updated > max ? r.updated : max), undefined);
}

/**
 * A directory page's loader: the page of the partners of one type its address asks for (of those in the
 * scope its path names, when `scopeOf` is given), and whatever `extra` loads.
 */
export const partnerPageLoader =
  (
    type: PartnerType,
    extra: (ctx: PageLoaderContext) => Promise<unknown> = async () => undefined,
    scopeOf: (path: string) => string | undefined = () => undefined,
  ) =>
  (ctx: PageLoaderContext) =>
    Promise.all([
      ctx.queryClient.prefetchQuery(
        partnerPageQuery(type, ctx.lang, listingPage(ctx.url.searchParams.get('page')), scopeOf(splitLanguage(ctx.url.pathname).path)),
      ),
      extra(ctx),
    ]);

/** A page loader that loads the listed partners of one type (and, with `codes`, the active referral codes). */
export const partnersLoader =
  (type: PartnerType, extra: (ctx: PageLoaderContext) => Promise<unknown> = async () => undefined) =>
  (ctx: PageLoaderContext) =>
    Promise.all([ctx.queryClient.prefetchQuery(contentQueries.partners(type, ctx.lang)), extra(ctx)]);
