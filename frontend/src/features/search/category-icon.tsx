import {
  ArrowLeftRight,
  BookOpen,
  Bot,
  Building2,
  CreditCard,
  EyeOff,
  FileText,
  HardDrive,
  LayoutGrid,
  Newspaper,
  Smartphone,
  Star,
  Tag,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  exchanges: Building2,
  exchangeDirectory: Building2,
  referralCodes: Tag,
  comparisons: LayoutGrid,
  dexs: ArrowLeftRight,
  noKyc: EyeOff,
  tradingBots: Bot,
  paymentCards: CreditCard,
  tools: Wrench,
  apps: Smartphone,
  education: BookOpen,
  hardwareWallets: HardDrive,
  softwareWallets: Wallet,
  wallets: Wallet,
  reviews: Star,
  blog: Newspaper,
  pages: FileText,
};

export function CategoryIcon({ category }: { category: string }) {
  const Icon = ICONS[category] ?? FileText;
  return (
    <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-md bg-blue-50 text-blue-700 dark:bg-slate-800 dark:text-blue-300">
      <Icon className="h-4 w-4" aria-hidden />
    </span>
  );
}
