import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type FieldSize = 'sm' | 'md' | 'lg';

/** Height, corner and text size of a form control: sm for dense tool bars, md for filters, lg for a page's main search. */
export const FIELD_SIZES: Record<FieldSize, string> = {
  sm: 'h-10 rounded-md text-sm',
  md: 'h-11 rounded-md text-base',
  lg: 'h-12 rounded-xl text-base',
};

/** Colours, border and focus ring shared by text inputs and selects; red border while aria-invalid. Width is the caller's. */
export const fieldClass = (size: FieldSize, invalid = false) =>
  cn(
    'border bg-white px-3 text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-blue-600',
    'disabled:bg-slate-100 disabled:text-slate-700 dark:bg-slate-900 dark:text-slate-50 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800 dark:disabled:text-slate-300',
    invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600',
    FIELD_SIZES[size],
  );

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & { size?: FieldSize };

/** A text input; pass `aria-invalid` to mark it as wrong (red border). Labelling is the caller's job. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ size = 'sm', className, ...props }, ref) {
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  // type text unless the caller says otherwise (the HTML default, said: html-validate's no-implicit-input-type)
  return <input ref={ref} type="text" className={cn(fieldClass(size, invalid), className)} {...props} />;
});
