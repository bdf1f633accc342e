import { queryOptions, useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { SiteLanguage } from '@coinatlas/domain/routes/localized';
import { useTranslation } from '@/i18n/react';
import { api, unwrap } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';
import { cn } from '@/lib/cn';
import { formatLongDate } from '@/lib/format/dates';
import { RichText } from '@/lib/i18n/rich-text';
import { useSite } from '@/lib/site-context';

/** An editor's pick as the record holds it: who (their author profile), since when, and why. */
export type EditorsPick = components['schemas']['ContentEditorsPick'];

/** The picking editor's public profile (the same query, and cache entry, as their author page). */
const pickerQuery = (slug: string, lang: SiteLanguage) =>
  queryOptions({
    queryKey: ['authors', slug, lang] as const,
    queryFn: () => unwrap(api.GET('/api/authors/{slug}', { params: { path: { slug }, query: { lang } } })),
    staleTime: 60_000,
  });

/**
 * Whether a record may carry a "Top pick" badge: only where an editor's record says who picked it, since when
 * and why. No flag, position or rating makes a top pick.
 */
export const isEditorsPick = (pick: EditorsPick | null | undefined): pick is EditorsPick =>
  Boolean(pick && pick.by && pick.since && pick.reason?.trim());

/** The "Top pick" badge alone (a card's corner); `EditorsPickNote` says who, when and why beside it. */
export function TopPickBadge({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <span
      data-testid="top-pick"
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-50',
        className,
      )}
    >
      <Star className="h-3.5 w-3.5 fill-current" aria-hidden />
      {t('editorsPick.badge')}
    </span>
  );
}

/**
 * "Picked by <editor> on <date>: <reason>", the editor linked to their author page. The editor's name is read
 * from their profile; until it is here (or if the profile is gone) the link reads their profile's address.
 */
export function EditorsPickNote({ pick, className }: { pick: EditorsPick; className?: string }) {
  const { t } = useTranslation('common');
  const { lang } = useSite();
  const author = useQuery(pickerQuery(pick.by, lang));
  const name = author.data?.name ?? `/authors/${pick.by}`;
  return (
    <p className={cn('text-xs text-slate-700 dark:text-slate-300', className)} data-testid="editors-pick">
      <RichText
        text={t('editorsPick.note', { name, date: formatLongDate(pick.since, lang), reason: pick.reason })}
        components={{
          author: <Link to={`/authors/${pick.by}`} className="font-medium text-blue-800 underline underline-offset-2 dark:text-blue-300" />,
        }}
      />
    </p>
  );
}

/** The badge with its who, when and why, or nothing where the record names no editor's pick. */
export function EditorsPickBadge({ pick, className }: { pick: EditorsPick | null | undefined; className?: string }) {
  if (!isEditorsPick(pick)) return null;
  return (
    <div className={cn('flex flex-col items-start gap-1', className)}>
      <TopPickBadge />
      <EditorsPickNote pick={pick} />
    </div>
  );
}
