import { TOOL_PARTNERS } from '@coinatlas/domain/partners/tools';
import { money, partnerOf, pct, num, type FactValues, type ListingIcon, type ServiceStatus, type TagColor } from './trading-bots';

/**
 * Facts about the tools of /tools. Prose (tag, description, features, offer sentence) lives in the `tools`
 * locale namespace under `items.<id>`.
 *
 * The spec kept two tax categories apart ('tax' and 'taxes'), which hid the tax tools from every tab but
 * All Tools. A visitor who opens the Taxes tab expects the tax tools, so there is one category, 'taxes'.
 */
export const TOOL_CATEGORIES = [
  'analytics',
  'market-data',
  'security',
  'trading',
  'research',
  'taxes',
  'portfolio',
  'defi',
  'tools',
] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

export type Tool = {
  id: string;
  name: string;
  category: ToolCategory;
  icon: ListingIcon;
  tagColor: TagColor;
  url: string;
  status: ServiceStatus;
  /** The spec's offer (text `tools:items.<id>.offer` with these values). */
  offer?: FactValues;
};

export const TOOLS_LAST_UPDATED = '2026-11-22';

const tool = (t: Omit<Tool, 'name' | 'url' | 'status'> & { status?: ServiceStatus }): Tool => {
  const p = partnerOf(TOOL_PARTNERS, t.id);
  return { status: 'active', ...t, name: p.name, url: p.officialUrl };
};

export const TOOLS: readonly Tool[] = [
  tool({ id: 'coinglass', category: 'analytics', icon: 'activity', tagColor: 'blue' }),
  tool({ id: 'glassnode', category: 'analytics', icon: 'line-chart', tagColor: 'purple', offer: { percent: pct(15), months: num(3) } }),
  tool({ id: 'nansen', category: 'analytics', icon: 'search', tagColor: 'teal', offer: {} }),
  tool({ id: 'crypto-quant', category: 'analytics', icon: 'bar-chart', tagColor: 'green', offer: { percent: pct(20) } }),
  tool({ id: 'coinmarketcap', category: 'market-data', icon: 'database', tagColor: 'blue' }),
  tool({ id: 'coingecko', category: 'market-data', icon: 'coins', tagColor: 'green' }),
  tool({ id: 'dex-screener', category: 'market-data', icon: 'flame', tagColor: 'amber' }),
  tool({ id: 'trezor', category: 'security', icon: 'shield', tagColor: 'green', offer: { percent: pct(10) } }),
  tool({
    id: 'ledger',
    category: 'security',
    icon: 'key',
    tagColor: 'slate',
    offer: { amount: money(25, 'USD'), minimum: money(250, 'USD') },
  }),
  tool({ id: 'trading-view', category: 'trading', icon: 'chart-candlestick', tagColor: 'blue', offer: { days: num(30) } }),
  tool({ id: 'cryptohopper', category: 'trading', icon: 'bot', tagColor: 'green', offer: { percent: pct(10) } }),
  tool({ id: '3commas', category: 'trading', icon: 'layers', tagColor: 'purple', offer: { percent: pct(10) } }),
  tool({ id: 'messari', category: 'research', icon: 'book-open', tagColor: 'slate' }),
  tool({ id: 'token-terminal', category: 'research', icon: 'bar-chart', tagColor: 'teal' }),
  tool({ id: 'crypto-tax-calculator', category: 'taxes', icon: 'receipt', tagColor: 'amber', offer: { percent: pct(10) } }),
  tool({ id: 'tokentax', category: 'taxes', icon: 'receipt', tagColor: 'purple', offer: { percent: pct(20) } }),
  tool({ id: 'zerion', category: 'portfolio', icon: 'wallet', tagColor: 'blue', offer: {} }),
  tool({ id: 'cointracker', category: 'portfolio', icon: 'pie-chart', tagColor: 'green', offer: { amount: money(20, 'USD') } }),
  tool({ id: 'debank', category: 'portfolio', icon: 'pie-chart', tagColor: 'amber' }),
  tool({ id: 'defillama', category: 'defi', icon: 'layers', tagColor: 'teal' }),
  tool({ id: 'xbanking', category: 'defi', icon: 'coins', tagColor: 'red' }),
  tool({ id: 'cryptosheets', category: 'tools', icon: 'table', tagColor: 'green' }),
  tool({ id: 'etherscan', category: 'tools', icon: 'search', tagColor: 'slate' }),
];

/** Spec: case-insensitive substring match on the name, description, any feature or the tag. */
export function toolMatches(
  text: { name: string; description: string; features: readonly string[]; tag: string },
  query: string,
): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  return [text.name, text.description, text.tag, ...text.features].some((s) => s.toLocaleLowerCase().includes(q));
}
