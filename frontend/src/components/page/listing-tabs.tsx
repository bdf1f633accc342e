import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The category tabs of a listing page (Radix Tabs: arrow keys move between tabs, the panel is labelled
 * by its tab). Only the active panel is rendered.
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
  return (
    <Tabs.Root value={value} onValueChange={(v) => onValueChange(v as T)} className={className}>
      <Tabs.List
        aria-label={label}
        className="flex flex-wrap gap-2 rounded-xl border border-slate-200 bg-slate-50 p-1.5 dark:border-slate-800 dark:bg-slate-900"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className={cn(
              'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-white hover:text-slate-900',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
              'dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
              'data-[state=active]:bg-blue-700 data-[state=active]:text-white data-[state=active]:shadow-sm',
              'dark:data-[state=active]:bg-blue-500 dark:data-[state=active]:text-slate-950',
            )}
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="mt-6 focus-visible:outline-2 focus-visible:outline-blue-600">
          {tab.value === value ? renderPanel(tab.value) : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
