import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { fieldClass, type FieldSize } from './input';

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & { size?: FieldSize };

/**
 * The browser's own select, styled like Input. Filters use it because it behaves natively everywhere
 * (keyboard, screen readers, the phone's picker) and reports itself as a combobox with its label's name.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ size = 'sm', className, ...props }, ref) {
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  return <select ref={ref} className={cn(fieldClass(size, invalid), className)} {...props} />;
});
