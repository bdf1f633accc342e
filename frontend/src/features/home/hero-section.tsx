import { ArrowRight, BadgeCheck, Sparkles, TicketPercent } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from '@/i18n/react';
import { RichText } from '@/lib/i18n/rich-text';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { NamedList } from '@/components/ui/named-list';

/** A term with an explanation: a button, so keyboard users reach it and the tooltip opens on focus. */
function Term({ explanation, children }: { explanation: string; children?: ReactNode }) {
  return (
    <Tooltip content={explanation}>
      <button
        type="button"
        className="cursor-help rounded-sm font-semibold text-slate-900 underline decoration-blue-600 decoration-dotted decoration-2 underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-white dark:decoration-blue-400"
      >
        {children}
      </button>
    </Tooltip>
  );
}

const PROMISES = [
  { key: 'ai', icon: Sparkles },
  { key: 'reviews', icon: BadgeCheck },
  { key: 'deals', icon: TicketPercent },
] as const;

/**
 * The primary button opens a dialog the page owns (the advisor): the page passes in what it does on click,
 * on hover/focus (load the dialog's code early), whether the dialog is open, and a ref to return focus to.
 */
export function HeroSection({
  onPrimary,
  onWarmPrimary,
  primaryExpanded,
  primaryRef,
}: {
  onPrimary: () => void;
  onWarmPrimary: () => void;
  primaryExpanded: boolean;
  primaryRef: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="hero-title"
      className="border-b border-slate-200 bg-gradient-to-b from-blue-50 via-white to-white dark:border-slate-800 dark:from-slate-900 dark:via-slate-950 dark:to-slate-950"
    >
      <div className="mx-auto max-w-7xl px-4 pb-14 pt-12 text-center sm:pb-20 sm:pt-20">
        <p className="inline-flex items-center rounded-full border border-blue-200 bg-white px-3 py-1 text-sm font-medium text-blue-800 dark:border-blue-900 dark:bg-slate-900 dark:text-blue-200">
          {t('hero.badge')}
        </p>
        <h1
          id="hero-title"
          className="mx-auto mt-5 max-w-4xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white"
        >
          {t('hero.title')}
        </h1>
        <p className="mt-4 text-xl font-semibold text-blue-700 sm:text-2xl dark:text-blue-300">{t('hero.subtitle')}</p>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-700 dark:text-slate-300">
          <RichText
            text={t('hero.lead')}
            components={{
              exchanges: <Term explanation={t('hero.terms.exchanges')} />,
              wallets: <Term explanation={t('hero.terms.wallets')} />,
              bots: <Term explanation={t('hero.terms.bots')} />,
            }}
          />
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button
            size="lg"
            ref={primaryRef}
            aria-haspopup="dialog"
            aria-expanded={primaryExpanded}
            onClick={onPrimary}
            onPointerEnter={onWarmPrimary}
            onFocus={onWarmPrimary}
          >
            <Sparkles className="h-5 w-5" aria-hidden />
            {t('hero.ctaPrimary')}
          </Button>
          <Button asChild size="lg" variant="outline" className="bg-white dark:bg-slate-900">
            <Link to="/concepts">
              {t('hero.ctaSecondary')}
              <ArrowRight className="h-5 w-5" aria-hidden />
            </Link>
          </Button>
        </div>
        <NamedList name={t('hero.promisesLabel')} className="mx-auto mt-12 grid max-w-4xl gap-4 text-left sm:grid-cols-3">
          {PROMISES.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="flex gap-3 rounded-xl border border-slate-200 bg-white/80 p-4 dark:border-slate-800 dark:bg-slate-900/80"
            >
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <span>
                <span className="block font-semibold text-slate-900 dark:text-white">{t(`hero.promises.${key}.title`)}</span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">{t(`hero.promises.${key}.text`)}</span>
              </span>
            </li>
          ))}
        </NamedList>
      </div>
    </section>
  );
}
