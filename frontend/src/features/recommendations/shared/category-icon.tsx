import { ArrowLeftRight, Bot, CreditCard, Smartphone, Wallet, Wrench, type LucideIcon } from 'lucide-react';
import type { RecCategory } from '@coinatlas/domain/recommendations/catalogue';

const ICONS: Record<RecCategory, LucideIcon> = {
  exchanges: ArrowLeftRight,
  'trading-bots': Bot,
  'payment-cards': CreditCard,
  wallets: Wallet,
  tools: Wrench,
  apps: Smartphone,
};

export function CategoryIcon({ category, className }: { category: RecCategory; className?: string }) {
  const Icon = ICONS[category];
  return <Icon className={className} aria-hidden />;
}
