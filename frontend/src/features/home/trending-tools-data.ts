import type { ContentPartnerOf } from '@/lib/api/content-queries';

export const TOOL_CATEGORIES = ['analysis', 'trading', 'portfolio', 'tax'] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];
export type ToolFilter = 'all' | ToolCategory;
export const TOOL_FILTERS: readonly ToolFilter[] = ['all', ...TOOL_CATEGORIES];

type Trending = NonNullable<ContentPartnerOf<'tool'>['trending']>;

type Offer = NonNullable<ContentPartnerOf<'tool'>['offers']>[number];

/**
 * A tool on the home page: the tool's record (its id is the /tools card anchor) with its trending card
 * (category chip, icon, tag, offer and description), its editor's pick if an editor made one, and where its offer comes from (the
 * provenance of the record's first offer; without one the card states no offer).
 */
export type TrendingTool = Readonly<
  {
    id: string;
    name: string;
    offerProvenance?: Offer['provenance'];
    /** An editor's pick (who, since when, why): the only thing a "Top pick" badge stands on, never `featured`. */
    editorsPick?: ContentPartnerOf<'tool'>['editorsPick'];
    /** Set when the tool is a section of its provider's page (its own URL redirects there). */
    page?: ContentPartnerOf<'tool'>['page'];
  } & Trending
>;

/** The tools whose records carry a trending card, in trending order. */
export function trendingTools(tools: readonly ContentPartnerOf<'tool'>[]): TrendingTool[] {
  return tools
    .flatMap((t) =>
      t.trending
        ? [
            {
              id: t.id,
              name: t.name,
              ...t.trending,
              ...(t.offers?.[0] ? { offerProvenance: t.offers[0].provenance } : {}),
              ...(t.editorsPick ? { editorsPick: t.editorsPick } : {}),
              ...(t.page ? { page: t.page } : {}),
            },
          ]
        : [],
    )
    .sort((a, b) => a.order - b.order);
}

/** How many tools each chip shows. */
export function countByFilter(tools: readonly Pick<TrendingTool, 'category'>[]): Record<ToolFilter, number> {
  const counts = { all: tools.length, analysis: 0, trading: 0, portfolio: 0, tax: 0 };
  for (const t of tools) counts[t.category] += 1;
  return counts;
}

export const filterTools = <T extends Pick<TrendingTool, 'category'>>(tools: readonly T[], filter: ToolFilter): readonly T[] =>
  filter === 'all' ? tools : tools.filter((t) => t.category === filter);
