import * as Checkbox from '@radix-ui/react-checkbox';
import { Check, ChevronDown, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@/i18n/react';
import { PRIORITIES, type RecCategory } from '@coinatlas/domain/recommendations/catalogue';
import { NamedList } from '@/components/ui/named-list';
import { cn } from '@/lib/cn';

/**
 * Multi-select of a category's priorities: a button that opens a checklist in the flow of the form (it
 * pushes what follows down instead of covering it, so the Generate button stays reachable and visible),
 * and the chosen ones as removable badges. Escape or Done closes the list and returns to its button; the
 * dialog asks `open` so Escape closes the list before the dialog.
 */
export function PriorityMultiSelect({
  category,
  value,
  onChange,
  labelId,
  open,
  onOpenChange,
}: {
  category: RecCategory;
  value: readonly string[];
  onChange: (next: string[]) => void;
  labelId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation(['advisor', 'recommendations']);
  const listId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const label = (p: string) => t(`recommendations:priorities.${category}.${p}.label`);
  const toggle = (p: string, on: boolean) => onChange(on ? [...value.filter((v) => v !== p), p] : value.filter((v) => v !== p));
  const close = () => onOpenChange(false);
  // When the list closes with the focus inside it (Escape, Done), the focus goes back to its button.
  const wasOpen = useRef(open);
  useEffect(() => {
    const lost = (el: Element | null) => !el || el === document.body || el.getAttribute('role') === 'dialog'; // the dialog takes it when the focused box goes
    if (wasOpen.current && !open && lost(document.activeElement)) trigger.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <div className="space-y-2">
      <button
        ref={trigger}
        type="button"
        aria-labelledby={labelId}
        aria-describedby={`${listId}-count`}
        aria-expanded={open}
        aria-controls={`${listId}-list`}
        onClick={() => onOpenChange(!open)}
        className="flex h-10 w-full items-center justify-between rounded-md border border-slate-300 bg-white px-3 text-left text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50"
      >
        <span className={value.length ? '' : 'text-slate-600 dark:text-slate-300'}>
          {value.length ? t('advisor:priorities.add') : t('advisor:priorities.placeholder')}
        </span>
        <ChevronDown className={cn('h-4 w-4 opacity-70 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      {open && (
        <div
          id={`${listId}-list`}
          role="group"
          aria-labelledby={labelId}
          className="rounded-md border border-slate-200 bg-white p-1 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50"
        >
          <ul className="space-y-0.5">
            {PRIORITIES[category].map((p) => {
              const id = `${listId}-${p}`;
              const checked = value.includes(p);
              return (
                <li key={p} className="flex items-start gap-2 rounded px-2 py-1.5 hover:bg-slate-100 dark:hover:bg-slate-800">
                  <Checkbox.Root
                    id={id}
                    checked={checked}
                    onCheckedChange={(c) => toggle(p, c === true)}
                    aria-labelledby={`${id}-label`}
                    aria-describedby={`${id}-description`}
                    className="mt-0.5 flex h-4 w-4 shrink-0 items-center justify-center rounded border border-slate-400 focus-visible:outline-2 focus-visible:outline-blue-600 data-[state=checked]:border-blue-700 data-[state=checked]:bg-blue-700 dark:border-slate-500 dark:data-[state=checked]:border-blue-400 dark:data-[state=checked]:bg-blue-400"
                  >
                    <Checkbox.Indicator>
                      <Check className="h-3 w-3 text-white dark:text-slate-950" aria-hidden />
                    </Checkbox.Indicator>
                  </Checkbox.Root>
                  <label htmlFor={id} className="flex-1 cursor-pointer text-sm font-medium">
                    <span id={`${id}-label`}>{label(p)}</span>
                    <span id={`${id}-description`} className="block text-xs font-normal text-slate-600 dark:text-slate-300">
                      {t(`recommendations:priorities.${category}.${p}.description`)}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          <div className="flex justify-end border-t border-slate-200 p-1.5 dark:border-slate-700">
            <button
              type="button"
              onClick={close}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-blue-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300 dark:hover:bg-slate-800"
            >
              {t('advisor:priorities.done')}
            </button>
          </div>
        </div>
      )}
      <p id={`${listId}-count`} className="text-xs text-slate-600 dark:text-slate-300">
        {value.length ? t('advisor:priorities.selected', { count: value.length }) : t('advisor:priorities.hint')}
      </p>
      {value.length > 0 && (
        <NamedList name={t('advisor:priorities.label')} className="flex flex-wrap gap-1.5">
          {value.map((p) => (
            <li
              key={p}
              className="inline-flex items-center gap-1 rounded-full bg-blue-100 py-0.5 pl-2.5 pr-1 text-xs font-medium text-blue-900 dark:bg-blue-900 dark:text-blue-100"
            >
              {label(p)}
              <button
                type="button"
                aria-label={t('advisor:priorities.remove', { priority: label(p) })}
                onClick={() => toggle(p, false)}
                className="rounded-full p-0.5 hover:bg-blue-200 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-blue-800"
              >
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </NamedList>
      )}
    </div>
  );
}
