import type { LucideIcon } from 'lucide-react';
import { Activity, Bot, ChartCandlestick, ChartNoAxesCombined, ChartPie, Rabbit, Receipt, Telescope } from 'lucide-react';
import { TOOL_PARTNERS } from '@coinatlas/domain/partners/tools';

export const TOOL_CATEGORIES = ['analysis', 'trading', 'portfolio', 'tax'] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];
export type ToolFilter = 'all' | ToolCategory;
export const TOOL_FILTERS: readonly ToolFilter[] = ['all', ...TOOL_CATEGORIES];

/**
 * The eight tools on the home page. Ids are partner ids (the /tools page cards use them as anchors); the
 * tag, offer and description texts are in the `home` namespace under `trending.tools.<id>`. The offers
 * are the ones our partners currently give our readers.
 */
export type TrendingTool = Readonly<{ id: string; category: ToolCategory; featured: boolean; icon: LucideIcon }>;

export const TRENDING_TOOLS: readonly TrendingTool[] = [
  { id: 'glassnode', category: 'analysis', featured: true, icon: Activity },
  { id: 'crypto-quant', category: 'analysis', featured: true, icon: ChartNoAxesCombined },
  { id: 'nansen', category: 'analysis', featured: true, icon: Telescope },
  { id: '3commas', category: 'trading', featured: true, icon: Bot },
  { id: 'trading-view', category: 'trading', featured: false, icon: ChartCandlestick },
  { id: 'cryptohopper', category: 'trading', featured: false, icon: Rabbit },
  { id: 'zerion', category: 'portfolio', featured: false, icon: ChartPie },
  { id: 'cointracker', category: 'tax', featured: false, icon: Receipt },
];

const NAMES = new Map(TOOL_PARTNERS.map((p) => [p.id, p.name]));
export const toolName = (id: string): string => NAMES.get(id) ?? id;

/** How many tools each chip shows, computed from the list above. */
export function countByFilter(tools: readonly TrendingTool[]): Record<ToolFilter, number> {
  const counts = { all: tools.length, analysis: 0, trading: 0, portfolio: 0, tax: 0 };
  for (const t of tools) counts[t.category] += 1;
  return counts;
}

export const filterTools = (tools: readonly TrendingTool[], filter: ToolFilter): readonly TrendingTool[] =>
  filter === 'all' ? tools : tools.filter((t) => t.category === filter);
