import * as Accordion from '@radix-ui/react-accordion';
import { BookOpen, ChevronDown, Code, Lightbulb, TriangleAlert, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Concept, SectionType } from './concept-types';
import { COMPLEXITY_BADGE } from './filter-concepts';
import { Markup } from './markup';
import { NamedList } from '@/components/ui/named-list';

const SECTION_ICON = { text: BookOpen, code: Code, warning: TriangleAlert, tip: Lightbulb } as const;
const SECTION_BOX: Record<SectionType, string> = {
  text: '',
  code: '',
  warning: 'rounded-lg border border-red-200 bg-red-50 p-4 text-red-950 dark:border-red-900 dark:bg-red-950/50 dark:text-red-50',
  tip: 'rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-950 dark:border-blue-900 dark:bg-blue-950/50 dark:text-blue-50',
};
const SECTION_ICON_COLOUR: Record<SectionType, string> = {
  text: 'text-slate-600 dark:text-slate-300',
  code: 'text-slate-600 dark:text-slate-300',
  warning: 'text-red-700 dark:text-red-400',
  tip: 'text-blue-700 dark:text-blue-300',
};

export function ConceptCard({
  concept,
  open,
  onOpen,
  onCollapse,
}: {
  concept: Concept;
  open: boolean;
  onOpen: () => void;
  onCollapse: () => void;
}) {
  const { t } = useTranslation('concepts');
  const ref = useRef<HTMLElement>(null);
  const tags = concept.text.tags;
  const title = concept.text.title;
  const panelId = `${concept.id}-deep-dive`;
  const headingId = `${concept.id}-title`;

  const deepDiveRef = useRef<HTMLButtonElement>(null);
  const collapsing = useRef(false);

  // Opening a card can move it (it widens to the full row): keep its top in view, and since the button
  // that was clicked is gone, put focus on the first section. Collapsing returns focus to the button.
  useEffect(() => {
    if (open) {
      ref.current?.scrollIntoView({ block: 'nearest' });
      if (document.activeElement === document.body) ref.current?.querySelector<HTMLElement>('h3 > button')?.focus();
    } else if (collapsing.current) {
      collapsing.current = false;
      deepDiveRef.current?.focus();
    }
  }, [open]);

  return (
    <article
      ref={ref}
      id={concept.id}
      aria-labelledby={headingId}
      data-open={open || undefined}
      className={cn(
        'relative flex min-w-0 scroll-mt-24 flex-col rounded-xl border bg-white p-4 shadow-sm hyphens-auto sm:p-5 transition-shadow dark:bg-slate-900',
        open
          ? 'border-blue-400 md:col-span-2 lg:col-span-3 dark:border-blue-700'
          : 'border-slate-200 hover:border-blue-400 hover:shadow-md dark:border-slate-800 dark:hover:border-blue-700',
      )}
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-1.5 flex flex-wrap items-center gap-2">
        <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', COMPLEXITY_BADGE[concept.complexity])}>
          {t(`complexity.${concept.complexity}`)}
        </span>
        <span className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-300">
          {t(`category.${concept.category}`)}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{concept.text.shortDescription}</p>
      <NamedList name={t('tagsLabel')} className="mt-3 flex flex-wrap gap-1.5">
        {tags.map((tag) => (
          <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-200">
            #{tag}
          </li>
        ))}
      </NamedList>

      {!open ? (
        <button
          ref={deepDiveRef}
          type="button"
          onClick={onOpen}
          aria-expanded={false}
          aria-controls={panelId}
          aria-label={`${t('deepDive')}: ${title}`}
          className={cn(
            'mt-4 self-start text-sm font-medium text-blue-700 underline-offset-4 hover:underline dark:text-blue-300',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
            // The whole card is the click target: clicking the card or the link expands it.
            'after:absolute after:inset-0 after:rounded-xl after:content-[""]',
          )}
        >
          {t('deepDive')}
        </button>
      ) : (
        <div id={panelId} className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-800">
          <Accordion.Root
            type="multiple"
            defaultValue={[concept.sections[0]!.id]}
            aria-label={t('sectionsLabel', { title })}
            className="divide-y divide-slate-200 dark:divide-slate-800"
          >
            {concept.sections.map((section) => {
              const Icon = SECTION_ICON[section.type];
              return (
                <Accordion.Item key={section.id} value={section.id} data-section-type={section.type}>
                  <Accordion.Header asChild>
                    <h3>
                      <Accordion.Trigger className="group flex w-full items-center gap-3 py-3 text-left font-medium hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:text-blue-300">
                        <Icon className={cn('h-5 w-5 shrink-0', SECTION_ICON_COLOUR[section.type])} aria-hidden />
                        {(section.type === 'warning' || section.type === 'tip') && (
                          <span className="sr-only">{t(`sectionType.${section.type}`)}: </span>
                        )}
                        <span className="flex-1">{concept.text.sections[section.id]?.title}</span>
                        <ChevronDown className="h-4 w-4 shrink-0 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
                      </Accordion.Trigger>
                    </h3>
                  </Accordion.Header>
                  <Accordion.Content className="max-w-4xl pb-4 text-[0.95rem] leading-relaxed text-slate-800 dark:text-slate-200">
                    <div className={SECTION_BOX[section.type]}>
                      <Markup html={concept.text.sections[section.id]?.html ?? ''} />
                    </div>
                  </Accordion.Content>
                </Accordion.Item>
              );
            })}
          </Accordion.Root>
          <Button
            variant="outline"
            size="sm"
            className="mt-4"
            onClick={() => {
              collapsing.current = true;
              onCollapse();
            }}
          >
            <X className="h-4 w-4" aria-hidden />
            {t('collapse')}
          </Button>
        </div>
      )}
    </article>
  );
}
