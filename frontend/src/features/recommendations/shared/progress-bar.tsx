import * as ProgressPrimitive from '@radix-ui/react-progress';

/** Radix progress bar (role=progressbar with its value), filled in our blue. */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  return (
    <ProgressPrimitive.Root
      value={value}
      aria-label={label}
      className={`relative h-2.5 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 ${className ?? ''}`}
    >
      <ProgressPrimitive.Indicator
        className="h-full rounded-full bg-blue-700 transition-transform duration-300 dark:bg-blue-400"
        style={{ transform: `translateX(-${100 - Math.max(0, Math.min(100, value))}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
