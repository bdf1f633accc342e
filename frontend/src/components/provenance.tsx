import type { ReactNode, TdHTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/react';
import type { Provenance } from '@coinatlas/domain/provenance/provenance';
import { formatLongDate } from '@/lib/format/dates';
import { cn } from '@/lib/cn';

/**
 * Where one fact, fee, offer or availability entry comes from, said truthfully (the one component every
 * public surface uses for it):
 *
 * - catalogue: "From our catalogue, not yet checked". No date, no link: the page an editor should check
 *   it against was not read, so it is not a citation.
 * - checked: "Checked <date>" with the page the editor read, as a citation (`data-fact-source`).
 * - feed: "From <feed>" with its version and fetch day where known, and the page it documents, if any.
 *
 * `data-provenance` carries the kind, so tests and styles can tell them apart.
 */
export function ProvenanceNote({ provenance, className }: { provenance: Provenance; className?: string }) {
  const { t, i18n } = useTranslation('common');
  const lang = i18n.language;
  const base = cn('text-slate-600 dark:text-slate-300', className);
  switch (provenance.kind) {
    case 'catalogue':
      return (
        <span className={base} data-provenance="catalogue">
          {t('provenance.catalogue')}
        </span>
      );
    case 'checked':
      return (
        <span className={base} data-provenance="checked">
          {t('provenance.checked', { date: formatLongDate(provenance.checked, lang) })}
          {' · '}
          <SourceLink href={provenance.source} label={t('provenance.source')} />
        </span>
      );
    case 'feed': {
      const parts = [t('provenance.feed', { feed: provenance.feed })];
      if (provenance.version) parts.push(t('provenance.feedVersion', { version: provenance.version }));
      if (provenance.fetchedAt) parts.push(t('provenance.feedFetched', { date: formatLongDate(provenance.fetchedAt.slice(0, 10), lang) }));
      return (
        <span className={base} data-provenance="feed">
          {parts.join(', ')}
          {provenance.source && (
            <>
              {' · '}
              <SourceLink href={provenance.source} label={t('provenance.source')} />
            </>
          )}
        </span>
      );
    }
  }
}

function SourceLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-fact-source="" className="underline underline-offset-2">
      {label}
    </a>
  );
}

/**
 * A record's line under its facts: "Facts checked <date>" only when an editor checked something of it
 * (`lastChecked`), else "From our catalogue, not yet checked".
 */
export function FactsCheckedLine({ lastChecked, className }: { lastChecked: string | null | undefined; className?: string }) {
  const { t, i18n } = useTranslation('common');
  return (
    <p
      className={cn('text-xs text-slate-600 dark:text-slate-300', className)}
      data-testid="checked"
      data-provenance={lastChecked ? 'checked' : 'catalogue'}
    >
      {lastChecked ? t('checkedOn', { date: formatLongDate(lastChecked, i18n.language) }) : t('provenance.catalogue')}
    </p>
  );
}

/**
 * A table row's value cell and the cell saying where it comes from. From `sm` the note has its own column; on
 * a phone that third column would not fit, so it is hidden and the note goes under the value instead. Extra
 * attributes (`data-*`) go on the value cell.
 */
export function ValueAndSourceCells({
  provenance,
  className,
  children,
  ...valueCell
}: { provenance: Provenance; className: string; children: ReactNode } & Omit<TdHTMLAttributes<HTMLTableCellElement>, 'className'>) {
  return (
    <>
      <td className={className} {...valueCell}>
        {children}
        <span className="mt-1 block text-xs sm:hidden">
          <ProvenanceNote provenance={provenance} />
        </span>
      </td>
      <td className={`${className} hidden text-xs sm:table-cell`}>
        <ProvenanceNote provenance={provenance} />
      </td>
    </>
  );
}
