import { Calculator, ChartCandlestick, ChartPie, Coins, Gamepad2, Gem, Layers, LayoutGrid, Newspaper, type LucideIcon } from 'lucide-react';
import type { AppCategory } from './app-types';

export const CATEGORY_ICONS: Record<AppCategory | 'all', LucideIcon> = {
  all: LayoutGrid,
  Trading: ChartCandlestick,
  DeFi: Layers,
  Portfolio: ChartPie,
  News: Newspaper,
  Gaming: Gamepad2,
  Staking: Coins,
  Calculator: Calculator,
  NFT: Gem,
};
