import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The category tabs of a listing page, by the WAI-ARIA tabs pattern: one tab in the Tab order (the
 * selected one), arrow keys move between tabs and select the one they reach (Home and End go to the ends,
 * wrapping around), a click or Enter selects, and the panel is labelled by its tab. Only the active panel
 * is rendered. Written here rather than taken from Radix Tabs, whose roving-focus and collection helpers
 * were a third of each listing page's code for this much behaviour; the markup keeps its `data-state`
 * attributes, which the styles read.
 */
export function ListingTabs<T extends string>({
  label,
  tabs,
  value,
  onValueChange,
  renderPanel,
  className,
}: {
  label: string;
  tabs: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onValueChange: (value: T) => void;
  renderPanel: (value: T) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const tabId = (v: T) => `${id}-tab-${v}`;
  const panelId = (v: T) => `${id}-panel-${v}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const step: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const to = step[event.key];
    if (to === undefined || tabs.length === 0) return;
    event.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length]!;
    document.getElementById(tabId(next.value))?.focus();
    if (next.value !== value) onValueChange(next.value);
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="flex flex-wrap gap-2 rounded-xl border border-slate-200 bg-slate-50 p-1.5 dark:border-slate-800 dark:bg-slate-900"
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={selected ? panelId(tab.value) : undefined}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              onClick={() => selected || onValueChange(tab.value)}
              onKeyDown={onKeyDown}
              className={cn(
                'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-white hover:text-slate-900',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
                'dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
                'data-[state=active]:bg-blue-700 data-[state=active]:text-white data-[state=active]:shadow-sm',
                'dark:data-[state=active]:bg-blue-500 dark:data-[state=active]:text-slate-950',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        key={value}
        role="tabpanel"
        id={panelId(value)}
        aria-labelledby={tabId(value)}
        tabIndex={0}
        data-state="active"
        className="mt-6 focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        {renderPanel(value)}
      </div>
    </div>
  );
}
