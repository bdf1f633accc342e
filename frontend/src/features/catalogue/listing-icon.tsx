import { Suspense, use, useState } from 'react';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';
import type { ListingIcon as IconName, TagColor } from './content-types';
import type { ICONS } from './listing-icons';

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

let icons: Promise<typeof ICONS> | undefined;
const loadIcons = () => (icons ??= import('./listing-icons').then((m) => m.ICONS));

/**
 * A record's icon in its coloured tile. The 25 icons a record may name are a module of their own, which a
 * page's first load does without: a tile React hydrates keeps the glyph the server drew (React leaves the
 * content of an element with `dangerouslySetInnerHTML` alone), and only a tile mounted later (another tab of
 * a directory, a card that comes into view, a client-side navigation) draws it, once the icons are loaded
 * (the empty tile, of the same size, stands in meanwhile).
 */
export function ListingIcon({ name, color, className }: { name: IconName; color: TagColor; className?: string }) {
  const hydrated = useHydrated();
  const [keep] = useState(() => typeof document !== 'undefined' && !hydrated);
  const tile = cn('inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl', TAG_CLASSES[color], className);
  if (keep) return <span className={tile} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return (
    <span className={tile}>
      <Suspense fallback={null}>
        <Glyph name={name} />
      </Suspense>
    </span>
  );
}

function Glyph({ name }: { name: IconName }) {
  const Icon = use(loadIcons())[name];
  return <Icon className="h-6 w-6" aria-hidden />;
}
