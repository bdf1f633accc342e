import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import type { OpenSource, Wallet } from './wallet-types';

const OPEN_SOURCE_CLASS: Record<OpenSource, string> = {
  yes: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  partial: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  no: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

export function OpenSourceBadge({ level }: { level: OpenSource }) {
  const { t } = useTranslation('wallets');
  return (
    <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-medium', OPEN_SOURCE_CLASS[level])}>
      {t(`openSourceLabel.${level}`)}
    </span>
  );
}

export function TypeBadge({ type }: { type: Wallet['type'] }) {
  const { t } = useTranslation('wallets');
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-medium',
        type === 'hardware'
          ? 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200'
          : 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
      )}
    >
      {t(`typeLabel.${type}`)}
    </span>
  );
}

/** The chains as short text, e.g. "Bitcoin, Ethereum & EVM, Solana + more". */
export function useChainsText() {
  const { t } = useTranslation('wallets');
  return (w: Pick<Wallet, 'chains' | 'moreChains'>) =>
    w.chains.map((c) => t(`chain.${c}`)).join(', ') + (w.moreChains ? ` ${t('chain.more')}` : '');
}

export function usePriceText() {
  const { t } = useTranslation('wallets');
  return (w: Wallet) => (w.type === 'hardware' ? t('priceHardware', { band: t(`priceBand.${w.priceBand}`) }) : t('priceFree'));
}
