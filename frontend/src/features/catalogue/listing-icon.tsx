import {
  Activity,
  Blocks,
  BookOpen,
  Bot,
  ChartCandlestick,
  ChartColumn,
  ChartLine,
  ChartPie,
  Coins,
  CreditCard,
  Database,
  Flame,
  Gauge,
  Grid3x3,
  KeyRound,
  Landmark,
  Layers,
  Receipt,
  Scale,
  Search,
  Send,
  Shield,
  Table,
  Wallet,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import type { ListingIcon as IconName, TagColor } from './content-types';
import { cn } from '@/lib/cn';

const ICONS: Record<IconName, LucideIcon> = {
  bot: Bot,
  workflow: Workflow,
  scale: Scale,
  blocks: Blocks,
  layers: Layers,
  grid: Grid3x3,
  gauge: Gauge,
  send: Send,
  'credit-card': CreditCard,
  wallet: Wallet,
  landmark: Landmark,
  'chart-candlestick': ChartCandlestick,
  'bar-chart': ChartColumn,
  activity: Activity,
  shield: Shield,
  key: KeyRound,
  search: Search,
  'book-open': BookOpen,
  receipt: Receipt,
  'pie-chart': ChartPie,
  coins: Coins,
  table: Table,
  database: Database,
  flame: Flame,
  'line-chart': ChartLine,
};

/** Icon tile and tag badge colours: each pair keeps WCAG AA contrast in light and dark themes. */
export const TAG_CLASSES: Record<TagColor, string> = {
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  purple: 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  teal: 'bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-200',
  slate: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

export function ListingIcon({ name, color, className }: { name: IconName; color: TagColor; className?: string }) {
  const Icon = ICONS[name];
  return (
    <span className={cn('inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl', TAG_CLASSES[color], className)}>
      <Icon className="h-6 w-6" aria-hidden />
    </span>
  );
}
