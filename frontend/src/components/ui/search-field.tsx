import { Search, X } from 'lucide-react';
import { useId, useRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { Input, type FieldSize } from './input';

const ICON: Record<FieldSize, string> = {
  sm: 'h-4 w-4',
  md: 'h-5 w-5',
  lg: 'h-5 w-5',
};
/** Room on the left for the icon, on the right for the clear button. */
const PADDING: Record<FieldSize, { left: string; right: string }> = {
  sm: { left: 'pl-9', right: 'pr-9' },
  md: { left: 'pl-10', right: 'pr-10' },
  lg: { left: 'pl-10', right: 'pr-12' },
};
const CLEAR: Record<FieldSize, string> = {
  sm: 'right-2 rounded p-1 hover:bg-slate-200 dark:hover:bg-slate-700',
  md: 'right-1.5 flex h-8 w-8 items-center justify-center rounded hover:bg-slate-100 dark:hover:bg-slate-800',
  lg: 'right-2 rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800',
};

export type SearchFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange' | 'size' | 'className'> & {
  /** The field's accessible name. */
  label: string;
  /** Show the label above the field; by default only screen readers get it. */
  showLabel?: boolean;
  value: string;
  onValueChange: (value: string) => void;
  /**
   * Name of the button that empties the field (shown while there is text; focus returns to the field).
   * Without it the browser's own clear control is the only one.
   */
  clearLabel?: string;
  size?: FieldSize;
  /** Make the field a search landmark of its own (when no surrounding element is one). */
  landmark?: boolean;
  className?: string;
  inputClassName?: string;
};

/** A labelled search input with a magnifier icon and an optional clear button. */
export function SearchField({
  label,
  showLabel = false,
  value,
  onValueChange,
  clearLabel,
  size = 'sm',
  landmark = false,
  className,
  inputClassName,
  id: givenId,
  ...inputProps
}: SearchFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const input = useRef<HTMLInputElement>(null);
  return (
    <div role={landmark ? 'search' : undefined} className={className}>
      <label htmlFor={id} className={showLabel ? 'mb-1 block text-sm font-medium' : 'sr-only'}>
        {label}
      </label>
      <div className="relative">
        <Search
          className={cn('pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500 dark:text-slate-400', ICON[size])}
          aria-hidden
        />
        <Input
          ref={input}
          id={id}
          type="search"
          size={size}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          className={cn(
            'w-full',
            PADDING[size].left,
            // Our clear button replaces the browser's, so there is never a second cross.
            clearLabel && [PADDING[size].right, '[&::-webkit-search-cancel-button]:hidden'],
            inputClassName,
          )}
          {...inputProps}
        />
        {clearLabel && value && (
          <button
            type="button"
            aria-label={clearLabel}
            onClick={() => {
              onValueChange('');
              input.current?.focus();
            }}
            className={cn(
              'absolute top-1/2 -translate-y-1/2 text-slate-600 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300',
              CLEAR[size],
            )}
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        )}
      </div>
    </div>
  );
}
